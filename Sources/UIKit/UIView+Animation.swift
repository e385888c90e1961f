import CoreGraphics
import Foundation
import QuartzCore

/// Block-based animation: changes to animatable view properties made inside
/// `animations` animate from their old values to the new ones.
extension UIView {
    /// Animates the changes made in `animations` over `duration` seconds, starting after
    /// `delay`, as `options` say; `completion` gets true when every animation ran to its
    /// end, false when one was removed or replaced first. Inside another block the new
    /// block starts with it and takes its duration, curve and options unless `options`
    /// override them.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimations.current.map {
            ViewAnimationBlock(nestedIn: $0, duration: duration, delay: max(delay, 0), options: options)
        } ?? ViewAnimationBlock(duration: duration, delay: delay, options: options)
        block.completion = completion
        ViewAnimations.open(block)
        animations()
        ViewAnimations.closeCurrent()
    }

    /// Animates the changes made in `animations` on a spring that comes to rest at the
    /// end of `duration`: `dampingRatio` 1 arrives without overshoot, lower values
    /// oscillate about the end value before settling; `velocity` is the views' speed
    /// at the start in units of the whole change per second (1 = the change in one
    /// second). Otherwise as `animate(withDuration:delay:options:…)`; the options' curve is not used.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let block = ViewAnimations.current.map {
            ViewAnimationBlock(nestedIn: $0, duration: duration, delay: max(delay, 0),
                               options: options.union(.overrideInheritedCurve))
        } ?? ViewAnimationBlock(duration: duration, delay: delay, options: options)
        block.spring = (dampingRatio, velocity)
        block.completion = completion
        ViewAnimations.open(block)
        animations()
        ViewAnimations.closeCurrent()
    }

    /// `animate(withDuration:delay:options:…)` with no delay, ease in-out.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled, even inside a block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimations.withoutAnimation(actionsWithoutAnimation)
    }

    /// Turns animation blocks' animations on or off for every change that follows.
    public class func setAnimationsEnabled(_ enabled: Bool) { ViewAnimations.isEnabled = enabled }

    public class var areAnimationsEnabled: Bool { ViewAnimations.isEnabled }

    /// The duration of the innermost open animation block, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { ViewAnimations.current?.duration ?? 0 }
}
