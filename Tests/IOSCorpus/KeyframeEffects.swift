import UIKit

// Keyframe effects as iOS code writes them with UIView.animateKeyframes: a shake
// (left, right, back) and a pulse (grow, shrink back), each step a keyframe.
enum KeyframeEffects {
    /// Shakes `view` sideways by `offset` points: four equal steps.
    static func shake(_ view: UIView, offset: CGFloat = 10, duration: TimeInterval = 0.4,
                      completion: ((Bool) -> Void)? = nil) {
        let center = view.center
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [.calculationModeLinear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                view.center = CGPoint(x: center.x - offset, y: center.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.5) {
                view.center = CGPoint(x: center.x + offset, y: center.y)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                view.center = center
            }
        }, completion: completion)
    }

    /// Grows `view` to `scale` in the first half and back in the second, fading
    /// slightly at the peak; linear pacing overall.
    static func pulse(_ view: UIView, scale: CGFloat = 1.2, duration: TimeInterval = 0.5) {
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: [linear, .calculationModeCubic], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.transform = CGAffineTransform(scaleX: scale, y: scale)
                view.alpha = 0.8
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.transform = .identity
                view.alpha = 1
            }
        }, completion: nil)
    }

    /// Blinks `view` on and off `times` times, each state held (discrete mode).
    static func blink(_ view: UIView, times: Int = 2, duration: TimeInterval = 0.4) {
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeDiscrete, animations: {
            let step = 1.0 / Double(times * 2)
            for i in 0..<(times * 2) {
                UIView.addKeyframe(withRelativeStartTime: Double(i) * step, relativeDuration: step) {
                    view.alpha = i % 2 == 0 ? 0 : 1
                }
            }
        }, completion: nil)
    }
}
