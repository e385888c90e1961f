import Foundation
import QuartzCore

/// Keyframe blocks: several steps of one animation, each changing properties over
/// its own part of the block's duration.
extension UIView {
    /// Animates the keyframes that `animations` adds with
    /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` over
    /// `duration` seconds after `delay`; changes made outside a keyframe span the
    /// whole block. Each changed property gets one `CAKeyframeAnimation` in the
    /// options' calculation mode, paced as a whole by the options' curve.
    /// `completion` is called as for `animate(withDuration:…)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let plain = options.animationOptions
        let block = ViewAnimations.current.map {
            ViewAnimationBlock(nestedIn: $0, duration: duration, delay: max(delay, 0), options: plain)
        } ?? ViewAnimationBlock(duration: duration, delay: delay, options: plain)
        block.calculationMode = options.calculationMode
        block.spring = nil
        block.completion = completion
        ViewAnimations.open(block)
        animations()
        ViewAnimations.closeCurrent()
    }

    /// Inside `animateKeyframes`: the changes made in `animations` play from
    /// `frameStartTime` for `frameDuration`, both fractions (0…1) of the block's
    /// duration. Outside a keyframe block `animations` simply runs.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: () -> Void) {
        guard let block = ViewAnimations.current, block.calculationMode != nil else {
            animations()
            return
        }
        block.recordKeyframe(start: frameStartTime, duration: frameDuration, animations)
    }
}
