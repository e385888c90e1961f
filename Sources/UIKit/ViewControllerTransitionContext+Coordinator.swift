import CoreGraphics
import Foundation

/// The transition context is also the coordinator that the controllers involved hand
/// out (`UIViewController.transitionCoordinator`): animations added before the
/// transition starts (from `viewWillAppear`, say) run right after the animator has
/// started its own, in a block with the transition's duration and curve — inside the
/// container they follow an interaction's scrubbing with the animator's; added later,
/// they start at once. Completion blocks run once the transition has completed or
/// been cancelled, after the controllers' appearance calls.
extension ViewControllerTransitionContext: UIViewControllerTransitionCoordinator {
    var presentationStyle: UIModalPresentationStyle { modalPresentationStyle }
    var initiallyInteractive: Bool { interactionController != nil }
    var isInterruptible: Bool { false }
    var isCancelled: Bool { transitionWasCancelled }
    var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
    var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let completion { coordinatorCompletions.append(completion) }
        guard let animation else { return true }
        if hasStarted {
            runAlongside([animation])
        } else {
            alongsideAnimations.append(animation)
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionChangeHandlers.append(handler)
    }

    /// Starts the transition: through its interaction controller, if any, else its
    /// animator; then the animations queued alongside.
    func start() {
        hasStarted = true
        if let interactionController {
            interactionController.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        let queued = alongsideAnimations
        alongsideAnimations.removeAll()
        if !queued.isEmpty { runAlongside(queued) }
    }

    /// Runs `animations` in a block of the transition's duration and curve (without
    /// animation when the transition does not animate).
    private func runAlongside(_ animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard isAnimated else {
            UIView.performWithoutAnimation { for animation in animations { animation(self) } }
            return
        }
        UIView.animate(withDuration: transitionDuration, delay: 0, options: completionCurve.animationOptions,
                       animations: { for animation in animations { animation(self) } })
    }

    /// The interaction ended: the handlers hear it once.
    func interactionChanged() {
        let handlers = interactionChangeHandlers
        interactionChangeHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    /// The transition is over: animations still waiting (an animator that completed
    /// at once) take effect without animating, then the completion blocks run once, and go.
    func runCoordinatorCompletions() {
        let waiting = alongsideAnimations
        alongsideAnimations.removeAll()
        if !waiting.isEmpty { UIView.performWithoutAnimation { for animation in waiting { animation(self) } } }
        let completions = coordinatorCompletions
        coordinatorCompletions.removeAll()
        for completion in completions { completion(self) }
    }
}

extension UIView.AnimationCurve {
    /// The animation option of this curve (UIKit keeps the curve in bits 16…19).
    var animationOptions: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: UInt(rawValue) << 16) }
}
