import UIKit

// MARK: - Card presentation
//
// A bottom card over a dimmed background: a presentation controller that sizes the
// card and owns the dimming view, an animator that slides the card up and down,
// and the transitioning delegate that hands both out.

/// Sizes the presented view as a card along the bottom edge and dims what lies behind.
final class CardPresentationController: UIPresentationController {
    /// How much of the container's height the card takes.
    var heightFraction: CGFloat = 0.6

    let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = (containerView.bounds.height * heightFraction).rounded()
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        UIView.animate(withDuration: CardTransitionAnimator.duration) {
            self.dimmingView.alpha = 1
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        UIView.animate(withDuration: CardTransitionAnimator.duration) {
            self.dimmingView.alpha = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        }
    }
}

/// Slides the card up from below the screen, and back down when it is dismissed.
final class CardTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return CardTransitionAnimator.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        if isPresenting {
            guard let toViewController = transitionContext.viewController(forKey: .to),
                  let toView = transitionContext.view(forKey: .to) else {
                transitionContext.completeTransition(false)
                return
            }
            let finalFrame = transitionContext.finalFrame(for: toViewController)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: finalFrame.height)
            containerView.addSubview(toView)
            UIView.animate(withDuration: CardTransitionAnimator.duration, delay: 0, options: [.curveEaseOut], animations: {
                toView.frame = finalFrame
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(false)
                return
            }
            UIView.animate(withDuration: CardTransitionAnimator.duration, delay: 0, options: [.curveEaseIn], animations: {
                fromView.frame.origin.y = containerView.bounds.height
            }, completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if !cancelled {
                    fromView.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
        }
    }
}

/// Hands out the card's presentation controller and animators.
final class CardTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        return CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardTransitionAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return CardTransitionAnimator(isPresenting: false)
    }
}

extension UIViewController {
    /// Presents `viewController` as a card. The transitioning delegate is weak on the
    /// presented controller, so the caller keeps `cardDelegate` alive.
    func presentAsCard(_ viewController: UIViewController, cardDelegate: CardTransitioningDelegate,
                       completion: (() -> Void)? = nil) {
        viewController.modalPresentationStyle = .custom
        viewController.transitioningDelegate = cardDelegate
        present(viewController, animated: true, completion: completion)
    }
}
