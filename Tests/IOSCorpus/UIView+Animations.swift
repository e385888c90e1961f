import UIKit

// Small animation helpers that iOS projects add to UIView, with default arguments
// and optional completions.
extension UIView {
    static let defaultFadeDuration: TimeInterval = 0.3

    func fadeIn(duration: TimeInterval = UIView.defaultFadeDuration, delay: TimeInterval = 0,
                completion: ((Bool) -> Void)? = nil) {
        alpha = 0
        isHidden = false
        UIView.animate(withDuration: duration, delay: delay, options: [.curveEaseOut], animations: {
            self.alpha = 1
        }, completion: completion)
    }

    func fadeOut(duration: TimeInterval = UIView.defaultFadeDuration, completion: ((Bool) -> Void)? = nil) {
        UIView.animate(withDuration: duration, animations: {
            self.alpha = 0
        }, completion: { finished in
            self.isHidden = true
            completion?(finished)
        })
    }

    /// Slides the view in from `offset` points below where it is.
    func slideUp(from offset: CGFloat, duration: TimeInterval = 0.4) {
        let finalCenter = center
        center.y += offset
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            self.center = finalCenter
        }, completion: nil)
    }

    /// A quick press: scale down and back.
    func bounce(scale: CGFloat = 0.9, duration: TimeInterval = 0.2) {
        UIView.animate(withDuration: duration / 2, animations: {
            self.transform = CGAffineTransform(scaleX: scale, y: scale)
        }, completion: { _ in
            UIView.animate(withDuration: duration / 2) {
                self.transform = .identity
            }
        })
    }

    /// The Core Animation shake from the factory, on this view's layer.
    func shake() {
        layer.add(AnimationFactory.shared.shake(), forKey: "shake")
    }

    func roundCorners(_ radius: CGFloat = kDefaultCornerRadius, borderColor: UIColor? = nil) {
        layer.cornerRadius = radius
        layer.masksToBounds = true
        if let borderColor = borderColor {
            layer.borderColor = borderColor.cgColor
            layer.borderWidth = 1
        }
    }
}
