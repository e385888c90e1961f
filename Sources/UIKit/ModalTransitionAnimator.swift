import CoreGraphics
import QuartzCore

/// The built-in presentation and dismissal animations, one for each
/// `UIModalTransitionStyle`, run through a transition context like any custom animator.
///
/// - `.coverVertical` (0.5 s, ease in-out): the presented view slides up from below
///   the container's bottom edge to its frame; the dismissal slides it back down.
/// - `.crossDissolve` (0.5 s): the presented view fades in over the presenter (its
///   alpha 0 → 1); the dismissal fades it out.
/// - `.flipHorizontal` (0.75 s): the presenter's view flips over about the vertical
///   axis, right edge first, showing the presented view on its back; the dismissal
///   flips back from the left. Drawn with Core Animation's flip transition.
/// - `.partialCurl` (0.75 s): the presenter's view curls up off the presented view
///   (Kiosk's page curl goes all the way; UIKit's stops part way); the dismissal
///   curls it back down.
/// Not animated: the presented view is put in place (or taken away) at once.
@MainActor final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration(of: style)
    }

    /// How long each style's animation takes, in seconds.
    static func duration(of style: UIModalTransitionStyle) -> TimeInterval {
        switch style {
        case .coverVertical, .crossDissolve: 0.5
        case .flipHorizontal, .partialCurl: 0.75
        }
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let context = transitionContext
        guard let presented = context.viewController(forKey: isPresenting ? .to : .from),
              let presenter = context.viewController(forKey: isPresenting ? .from : .to),
              let presentedView = context.view(forKey: isPresenting ? .to : .from) else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        guard context.isAnimated else {
            if isPresenting {
                presentedView.frame = context.finalFrame(for: presented)
                container.addSubview(presentedView)
            } else {
                presentedView.removeFromSuperview()
            }
            context.completeTransition(true)
            return
        }
        let duration = Self.duration(of: style)
        let end: @MainActor (Bool) -> Void = { _ in
            let cancelled = context.transitionWasCancelled
            if !cancelled && !self.isPresenting {
                presentedView.removeFromSuperview()
                presentedView.alpha = 1
            }
            context.completeTransition(!cancelled)
        }
        switch style {
        case .coverVertical:
            let shown = isPresenting ? context.finalFrame(for: presented) : presentedView.frame
            let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
            if isPresenting {
                presentedView.frame = hidden
                container.addSubview(presentedView)
            }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                presentedView.frame = self.isPresenting ? shown : hidden
            }, completion: end)
        case .crossDissolve:
            if isPresenting {
                presentedView.alpha = 0
                container.addSubview(presentedView)
            }
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseInOut, animations: {
                presentedView.alpha = self.isPresenting ? 1 : 0
            }, completion: end)
        case .flipHorizontal, .partialCurl:
            let options: UIView.AnimationOptions = switch (style, isPresenting) {
            case (.flipHorizontal, true): .transitionFlipFromRight
            case (.flipHorizontal, false): .transitionFlipFromLeft
            case (_, true): .transitionCurlUp
            case (_, false): .transitionCurlDown
            }
            turnPage(presented: presentedView, presenter: presenter.view, in: container, duration: duration,
                     options: options, completion: end)
        }
    }

    /// Flips or curls between the presenter's view and the presented one, as one
    /// page, in the container (both fill the window): the old side is committed in
    /// the container first, so that the transition's before picture shows it. The
    /// presentation puts the presenter's view back in its place afterwards.
    private func turnPage(presented: UIView, presenter: UIView, in container: UIView, duration: TimeInterval,
                          options: UIView.AnimationOptions, completion: @escaping @MainActor (Bool) -> Void) {
        let (from, to) = isPresenting ? (presenter, presented) : (presented, presenter)
        if from.superview !== container {
            container.addSubview(from)
            CATransaction.flush()
        }
        UIView.transition(from: from, to: to, duration: duration, options: options, completion: completion)
    }
}
