import CoreGraphics
import Foundation

/// Keys for the two view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller shown when the transition begins.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the two views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view shown when the transition begins.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view shown when it ends.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition's animator and interaction controller are given: the container
/// view in which the transition happens, the two controllers and their views, their
/// frames, and the calls that report progress and the end.
///
/// The animator manages the container's views: it adds the new view, removes the
/// old one, and calls `completeTransition(_:)` when its animations end — the change
/// of screens is final only then. `completeTransition(false)` (a cancelled
/// transition) leaves everything as it was before the transition began.
@preconcurrency @MainActor public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    /// Whether the transition animates (false: the animator makes the change at once).
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (the old screen stays).
    var transitionWasCancelled: Bool { get }
    /// The rotation to apply during the transition; always the identity on a kiosk.
    var targetTransform: CGAffineTransform { get }

    /// Reports how far an interactive transition has got (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition will go back.
    func cancelInteractiveTransition()
    /// Ends the transition: true makes the change final, false undoes it.
    func completeTransition(_ didComplete: Bool)

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition begins (.zero when it is not shown yet).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be when the transition ends (.zero when it leaves).
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An animator: the object that animates one transition's views.
@preconcurrency @MainActor public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition's animations take, in seconds.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Sets up and starts the animations; calls `completeTransition(_:)` when they end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Called once the transition completed (true) or was cancelled (false); optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An interaction controller: the object that drives a transition's progress, usually
/// from a gesture.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition under the interaction's control.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the part after the interaction plays (1 = real time); optional.
    var completionSpeed: CGFloat { get }
    /// The curve of the part after the interaction; optional.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive; optional (true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
