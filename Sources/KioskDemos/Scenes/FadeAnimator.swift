import UIKit

/// The article's TTFadeAnimator: the new scene fades in over the old one in one
/// animation block; the animator adds the new view to the container and removes the
/// old one when the fade ends, then completes the transition. Line for line the
/// article's code: the navigation controller has given the new view its frame.
final class FadeAnimator: SceneAnimator {
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.viewController(forKey: .to),
              let from = transitionContext.viewController(forKey: .from) else { return }
        let container = transitionContext.containerView
        to.view.alpha = 0
        container.addSubview(to.view)
        UIView.animate(withDuration: Self.duration, animations: {
            to.view.alpha = 1
        }, completion: { finished in
            from.view.removeFromSuperview()
            transitionContext.completeTransition(finished)
        })
    }
}
