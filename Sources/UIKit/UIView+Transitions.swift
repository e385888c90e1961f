import CoreGraphics
import QuartzCore

/// UIKit's view transitions: a change to a container view's subviews played as a
/// flip, a page curl or a cross-dissolve between snapshots of before and after.
extension UIView {
    /// Makes the changes in `animations` to `view` (the container) at once and plays
    /// the transition the options name between how the container looked before and
    /// after them. The changes themselves do not animate property by property; the
    /// render server snapshots the old and new container once (with
    /// `.allowAnimatedContent`, the new one every frame, so changes made while the
    /// transition plays show). The curve comes from the options (ease-in-ease-out
    /// unless set). `completion` hears true when the transition has played, false
    /// when it was removed first. Without a transition option, or with a duration
    /// of 0 or less, the change shows at once and `completion(true)` follows soon.
    @preconcurrency public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        playTransition(on: view, duration: duration, options: options, completion: completion) { animations?() }
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (the container),
    /// at `fromView`'s place among its siblings, and plays the transition the options
    /// name there, as `transition(with:…)` does. `toView` may already be in the
    /// hierarchy (it moves). With `.showHideTransitionViews` both views stay where
    /// they are: `fromView` is hidden and `toView` shown. A `fromView` without a
    /// superview has no container: the change is made without a transition.
    @preconcurrency public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: (@MainActor (Bool) -> Void)? = nil) {
        let container = fromView.superview
        playTransition(on: container, duration: duration, options: options, completion: completion) {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container, let fromIndex = container.subviews.firstIndex(where: { $0 === fromView }) {
                let toIndex = container.subviews.firstIndex { $0 === toView }
                fromView.removeFromSuperview()
                container.insertSubview(toView, at: toIndex.map { $0 < fromIndex ? fromIndex - 1 : fromIndex } ?? fromIndex)
            }
        }
    }

    /// Makes `changes` without actions and adds the options' transition to
    /// `container`'s layer, in one transaction, so the render server snapshots the
    /// container as last drawn and as changed.
    private class func playTransition(on container: UIView?, duration: TimeInterval, options: AnimationOptions,
                                      completion: (@MainActor (Bool) -> Void)?, changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        if let container, let transition = options.makeTransition(duration: duration) {
            if let completion { transition.delegate = TransitionCompletion(completion) }
            container.layer.add(transition, forKey: kCATransition)
        } else if let completion {
            CATransaction.setCompletionBlock { completion(true) }
        }
        CATransaction.commit()
    }
}

/// Calls a view transition's completion block when its `CATransition` stops.
@MainActor private final class TransitionCompletion: CAAnimationDelegate {
    private let completion: @MainActor (Bool) -> Void

    init(_ completion: @escaping @MainActor (Bool) -> Void) { self.completion = completion }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { completion(flag) }
}
