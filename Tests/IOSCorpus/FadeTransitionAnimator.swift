import UIKit

/// A cross-fade between navigation controller pages: the incoming page fades in over
/// the outgoing one.
class FadeTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var isPresenting = true

    init(duration: TimeInterval = 0.35) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        let containerView = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0.0
        containerView.addSubview(toView)

        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1.0
        }, completion: { finished in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Hands the fade to every push and pop; keeps count for whoever wants to know.
class FadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private let animator = FadeTransitionAnimator()
    private(set) var transitionsAnimated = 0

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        transitionsAnimated += 1
        animator.isPresenting = operation == .push
        return animator
    }
}
