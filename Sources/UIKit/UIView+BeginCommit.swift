import Foundation
import QuartzCore

/// The begin/commit animation API: the changes between `beginAnimations` and
/// `commitAnimations` animate with the settings made in between. The setters act on the
/// innermost open block (of either API) and do nothing outside one. Where Apple's API
/// takes a delegate and selectors, these take closures with the same arguments.
extension UIView {
    /// Opens a block: 0.2 s, ease in-out, once — or, inside another block, that block's settings.
    /// `animationID` and `context` are passed back to the will-start and did-stop closures.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        let block = ViewAnimations.current.map(ViewAnimationBlock.init(copying:)) ?? ViewAnimationBlock()
        block.animationID = animationID
        block.context = context
        ViewAnimations.open(block)
    }

    /// Closes the innermost block and starts its animations.
    public class func commitAnimations() { ViewAnimations.closeCurrent() }

    public class func setAnimationDuration(_ duration: TimeInterval) { ViewAnimations.current?.duration = max(duration, 0) }

    /// Seconds to wait before the block's animations start.
    public class func setAnimationDelay(_ delay: TimeInterval) { ViewAnimations.current?.delay = max(delay, 0) }

    /// When the block's animations start; a date in the past starts them at once.
    public class func setAnimationStartDate(_ startDate: Date) {
        ViewAnimations.current?.delay = max(startDate.timeIntervalSinceNow, 0)
    }

    public class func setAnimationCurve(_ curve: AnimationCurve) { ViewAnimations.current?.curve = curve }

    /// How many times the animations play; a fraction plays part of a last cycle
    /// (with autoreverse, 2.5 ends on the new value where 2 ends back at the old one).
    public class func setAnimationRepeatCount(_ repeatCount: Float) { ViewAnimations.current?.repeatCount = max(repeatCount, 0) }

    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        ViewAnimations.current?.autoreverses = repeatAutoreverses
    }

    /// Whether the animations start from what is on screen (replacing running ones)
    /// instead of from the model values.
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
        ViewAnimations.current?.beginsFromCurrentState = fromCurrentState
    }

    /// Plays `transition` on `view` as the block commits, for the block's duration and
    /// curve. With `cache` the two pictures are snapshotted once (the view must not
    /// change while it plays); without, the new content is redrawn every frame.
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: UIView, cache: Bool) {
        ViewAnimations.current?.transitions.append((view, transition, cache))
    }

    /// Called as the block's animations start, with its animation ID and context.
    public class func setAnimationWillStart(_ handler: ((_ animationID: String?, _ context: UnsafeMutableRawPointer?) -> Void)?) {
        ViewAnimations.current?.willStart = handler
    }

    /// Called once every animation of the block has stopped, with its animation ID,
    /// whether all ran to their end, and its context.
    public class func setAnimationDidStop(
        _ handler: ((_ animationID: String?, _ finished: Bool, _ context: UnsafeMutableRawPointer?) -> Void)?
    ) {
        ViewAnimations.current?.didStop = handler
    }
}
