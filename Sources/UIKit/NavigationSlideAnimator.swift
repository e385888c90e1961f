import CoreGraphics
import Foundation

/// The navigation controller's own push and pop, run through a transition context
/// like any custom animator (one code path for both).
///
/// Push (0.35 s, ease in-out): the new view slides in from x = +width to its final
/// frame while the old view moves from its frame to 30 % of the width to the left,
/// under a black dimming view whose alpha goes from 0 to 0.1. Pop is the exact
/// reverse: the new (lower) view comes from −30 % of the width under the shade at 0.1
/// to its final frame and shade 0, while the old view slides off to x = +width.
/// Not animated: the new view is put in place, the old one removed, at once.
@MainActor final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.35
    /// How far the lower view is pushed aside, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// The shade's alpha over the lower view when it is pushed aside.
    static let shadeAlpha: CGFloat = 0.1

    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let context = transitionContext
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
              let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return }
        let container = context.containerView
        let final = context.finalFrame(for: toVC), initial = context.initialFrame(for: fromVC)
        guard context.isAnimated else {
            toView.frame = final
            container.addSubview(toView)
            fromView.removeFromSuperview()
            context.completeTransition(true)
            return
        }
        let width = container.bounds.width
        let shade = UIView(frame: container.bounds)
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
        let isPop = operation == .pop
        if isPop {
            container.insertSubview(toView, belowSubview: fromView)
            toView.frame = final.offsetBy(dx: -Self.parallax * width, dy: 0)
            container.insertSubview(shade, aboveSubview: toView)
            shade.alpha = Self.shadeAlpha
        } else {
            container.insertSubview(shade, aboveSubview: fromView)
            shade.alpha = 0
            container.addSubview(toView)
            toView.frame = final.offsetBy(dx: width, dy: 0)
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: .curveEaseInOut, animations: {
            toView.frame = final
            fromView.frame = initial.offsetBy(dx: isPop ? width : -Self.parallax * width, dy: 0)
            shade.alpha = isPop ? 0 : Self.shadeAlpha
        }, completion: { _ in
            shade.removeFromSuperview()
            let cancelled = context.transitionWasCancelled
            if !cancelled { fromView.removeFromSuperview() }
            context.completeTransition(!cancelled)
        })
    }
}
