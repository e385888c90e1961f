import UIKit

// Spring helpers of the kind iOS projects keep in a UIView extension: a pop-in with
// UIKit's damping-ratio spring, and a Core Animation spring that settles on its own.
extension UIView {
    /// Grows the view from `startScale` to full size on a bouncy spring.
    func springPopIn(startScale: CGFloat = 0.5, duration: TimeInterval = 0.6, damping: CGFloat = 0.5,
                     completion: ((Bool) -> Void)? = nil) {
        transform = CGAffineTransform(scaleX: startScale, y: startScale)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                       initialSpringVelocity: 0, options: [.allowUserInteraction], animations: {
            self.transform = .identity
        }, completion: completion)
    }

    /// Slides the view's centre to `point` on a critically damped spring.
    func springSlide(to point: CGPoint, duration: TimeInterval = 0.4) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1.0,
                       initialSpringVelocity: 0, options: [], animations: {
            self.center = point
        }, completion: nil)
    }

    /// Moves the layer sideways by `distance` on a physical spring, for as long as it
    /// takes to settle, and returns that time.
    @discardableResult
    func springNudge(by distance: CGFloat, stiffness: CGFloat = 100, damping: CGFloat = 10) -> CFTimeInterval {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = layer.position.x
        spring.toValue = layer.position.x + distance
        spring.stiffness = stiffness
        spring.damping = damping
        spring.duration = spring.settlingDuration
        layer.position.x += distance
        layer.add(spring, forKey: "nudge")
        return spring.duration
    }
}
