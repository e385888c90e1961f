import CoreGraphics
import Foundation

/// What a transition coordinator tells about the transition it belongs to: whether it
/// animates or is driven by a gesture, how long it takes, how far it has got, whether
/// it was cancelled, and its controllers, views and container.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    /// The presented controller's style for a modal transition; `.none` for a navigation one.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began under an interaction controller.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (never, here).
    var isInterruptible: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was (or is being) cancelled.
    var isCancelled: Bool { get }
    /// The animator's duration, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition has got (0…1).
    var percentComplete: CGFloat { get }
    /// How fast the part after the interaction plays (the interaction controller's `completionSpeed`).
    var completionVelocity: CGFloat { get }
    /// The curve of the part after the interaction.
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// The object a view controller's `transitionCoordinator` gives while a push, pop,
/// presentation or dismissal that involves it runs: code (typically in
/// `viewWillAppear`) adds animations that run alongside the transition's, with its
/// duration and curve, and blocks that run when it has completed or been cancelled.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition's animations and `completion` once it
    /// has ended; true when they were taken (always, while the transition runs).
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for animations of views outside
    /// the container (`view`); the same here.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when the interactive part ends (finished or cancelled).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// The older name of `notifyWhenInteractionChanges(_:)`.
    @available(*, deprecated, renamed: "notifyWhenInteractionChanges(_:)")
    public func notifyWhenInteractionEnds(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        notifyWhenInteractionChanges(handler)
    }
}
