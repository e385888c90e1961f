import CoreGraphics
import QuartzCore

/// The context of one view controller transition — a navigation controller's push or
/// pop, or a modal presentation or dismissal: the container (the navigation
/// controller's content view, or the presentation's container view), the two
/// controllers and those of their views the animator manages, the animator and, when
/// there is one, the interaction controller.
///
/// It records the container's subviews and the two views' geometry when it is made,
/// so that `completeTransition(false)` can put back exactly what was there: the same
/// subviews in the same order, each of the two views at its old bounds, centre,
/// transform, alpha and visibility (the new view leaves the container). Either way the
/// container's layer timing (which an interaction controller may have frozen or
/// reversed) goes back to normal.
@MainActor final class ViewControllerTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    var targetTransform: CGAffineTransform { .identity }
    let fromViewController: UIViewController
    let toViewController: UIViewController
    /// The animator that animates the transition (an interaction controller plays its animations).
    let animator: any UIViewControllerAnimatedTransitioning
    /// The interaction controller driving the transition, if any.
    let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// The last progress reported by `updateInteractiveTransition(_:)`.
    private(set) var percentComplete: CGFloat = 0
    /// Called once, with the context and the outcome, when the transition completes or
    /// is cancelled (the context is passed, not captured, so the two make no cycle).
    var onComplete: (@MainActor (ViewControllerTransitionContext, Bool) -> Void)?
    /// Called when the interaction finishes, with the seconds the rest will take.
    var onFinishInteraction: (@MainActor (TimeInterval) -> Void)?
    /// The presented controller's style (modal transitions), `.none` otherwise.
    let modalPresentationStyle: UIModalPresentationStyle
    /// As a coordinator: whether `start()` ran, the animations waiting for it, the
    /// blocks for the interaction's end and for the transition's.
    var hasStarted = false
    var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var interactionChangeHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    var coordinatorCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// The views `view(forKey:)` gives the animator (nil: one it must leave alone).
    private let fromView: UIView?
    private let toView: UIView?
    private let savedSubviews: [UIView]
    private let savedGeometry: [ViewGeometry]
    private let initialFromFrame: CGRect
    private let finalToFrame: CGRect
    private var isCompleted = false

    /// One view's placement, as it was when the transition began.
    @MainActor private struct ViewGeometry {
        let view: UIView
        let bounds: CGRect
        let center: CGPoint
        let transform: CGAffineTransform
        let alpha: CGFloat
        let isHidden: Bool

        init(_ view: UIView) {
            self.view = view
            bounds = view.bounds
            center = view.center
            transform = view.transform
            alpha = view.alpha
            isHidden = view.isHidden
        }

        func restore() {
            view.transform = transform
            view.bounds = bounds
            view.center = center
            view.alpha = alpha
            view.isHidden = isHidden
        }
    }

    /// `fromView` and `toView` are what `view(forKey:)` answers; `finalToFrame` is where
    /// the new controller's view ends.
    init(containerView: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         finalToFrame: CGRect, animator: any UIViewControllerAnimatedTransitioning,
         interactionController: (any UIViewControllerInteractiveTransitioning)?, isAnimated: Bool,
         modalPresentationStyle: UIModalPresentationStyle = .none) {
        self.containerView = containerView
        self.modalPresentationStyle = modalPresentationStyle
        fromViewController = from
        toViewController = to
        self.animator = animator
        self.interactionController = interactionController
        self.isAnimated = isAnimated
        isInteractive = interactionController != nil
        self.fromView = fromView
        self.toView = toView
        self.finalToFrame = finalToFrame
        savedSubviews = containerView.subviews
        savedGeometry = [fromView, toView].compactMap { $0.map(ViewGeometry.init) }
        initialFromFrame = fromView?.frame ?? .zero
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    /// The old controller's view starts where it was (.zero when the animator leaves it
    /// alone); the new one's is not shown yet (.zero).
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? initialFromFrame : .zero
    }

    /// The new controller's view ends at the frame given (a navigation controller: filling
    /// the container; a presentation: its presented view's frame); the old one's leaves (.zero).
    func finalFrame(for vc: UIViewController) -> CGRect { vc === toViewController ? finalToFrame : .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        let speed = max(interactionController?.completionSpeed ?? 1, .ulpOfOne)
        let finishInteraction = onFinishInteraction
        onFinishInteraction = nil
        finishInteraction?((1 - percentComplete) * animator.transitionDuration(using: self) / speed)
        interactionChanged()
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        interactionChanged()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isCompleted else { return }
        isCompleted = true
        if !didComplete { transitionWasCancelled = true }
        resetContainerTiming()
        if !didComplete { restoreContainer() }
        // Each closure runs at most once: dropping them lets go of what they hold.
        let complete = onComplete
        onComplete = nil
        onFinishInteraction = nil
        complete?(self, didComplete)
        runCoordinatorCompletions()
    }

    /// The container's layer runs on the normal clock again.
    private func resetContainerTiming() {
        containerView.layer.setTimeline()
    }

    /// Puts the container's subviews and the two views back as they were.
    private func restoreContainer() {
        for view in containerView.subviews where !savedSubviews.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        for (index, view) in savedSubviews.enumerated() { containerView.insertSubview(view, at: index) }
        for geometry in savedGeometry { geometry.restore() }
    }
}
