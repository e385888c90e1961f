import UIKit

/// Builds the Core Animation animations the app uses, away from any view: a plain
/// class with a shared instance, stored curves and default arguments.
final class AnimationFactory {
    static let shared = AnimationFactory()

    var defaultDuration: CFTimeInterval = 0.3
    let easeOut = CAMediaTimingFunction(name: .easeOut)
    let standardCurve = CAMediaTimingFunction(controlPoints: 0.4, 0.0, 0.2, 1.0)

    func fadeIn(duration: CFTimeInterval? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0.0
        animation.toValue = 1.0
        animation.duration = duration ?? defaultDuration
        animation.timingFunction = easeOut
        return animation
    }

    func move(from start: CGPoint, to end: CGPoint, duration: CFTimeInterval = 0.5) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position")
        animation.fromValue = start
        animation.toValue = end
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// A horizontal shake: added on top of wherever the layer is.
    func shake(distance: CGFloat = 10, duration: CFTimeInterval = 0.4) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = [0, -distance, distance, -distance / 2, distance / 2, 0]
        animation.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
        animation.duration = duration
        animation.isAdditive = true
        return animation
    }

    func spin(period: CFTimeInterval = 1.0) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform.rotation.z")
        animation.fromValue = 0
        animation.toValue = Double.pi * 2
        animation.duration = period
        animation.repeatCount = .infinity
        return animation
    }

    func pulse(scale: CGFloat = 1.2, duration: CFTimeInterval = 0.6) -> CAAnimationGroup {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1.0
        grow.toValue = scale
        let dim = CABasicAnimation(keyPath: "opacity")
        dim.fromValue = 1.0
        dim.toValue = 0.5
        let group = CAAnimationGroup()
        group.animations = [grow, dim]
        group.duration = duration
        group.autoreverses = true
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return group
    }

    func crossfade(duration: CFTimeInterval = 0.25) -> CATransition {
        let transition = CATransition()
        transition.type = .fade
        transition.duration = duration
        return transition
    }

    func push(from subtype: CATransitionSubtype, duration: CFTimeInterval = 0.35) -> CATransition {
        let transition = CATransition()
        transition.type = .push
        transition.subtype = subtype
        transition.duration = duration
        transition.timingFunction = standardCurve
        return transition
    }

    /// A card tilted back, with perspective.
    static func tilt(degrees: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500.0
        return CATransform3DRotate(transform, degrees * .pi / 180, 1, 0, 0)
    }
}
