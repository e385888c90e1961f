import UIKit

/// A "pulse" that grows a view and shrinks it back, written with boxed transforms as
/// Core Animation code usually is.
enum PulseAnimator {
    static let key = "pulse"

    static func pulse(_ view: UIView, scale: CGFloat = 2.0, duration: CFTimeInterval = 1.0) {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        animation.toValue = NSValue(caTransform3D: CATransform3DMakeScale(scale, scale, 1.0))
        animation.duration = duration
        animation.autoreverses = true
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        view.layer.add(animation, forKey: key)
    }
}
