import CoreGraphics
import Foundation
import QuartzCore

/// How the stack changes: containment, appearance calls, the bar, and the transition
/// run through a `ViewControllerTransitionContext` with an animator (the delegate's, or
/// `NavigationSlideAnimator`) and possibly an interaction controller.
extension UINavigationController {
    /// The controllers entering and leaving the stack in one change.
    private struct StackChange {
        let old: [UIViewController]
        let new: [UIViewController]
        let added: [UIViewController]
        let removed: [UIViewController]

        init(from old: [UIViewController], to new: [UIViewController]) {
            self.old = old
            self.new = new
            added = new.filter { vc in !old.contains { $0 === vc } }
            removed = old.filter { vc in !new.contains { $0 === vc } }
        }

        func isAdded(_ vc: UIViewController) -> Bool { added.contains { $0 === vc } }
        func isRemoved(_ vc: UIViewController) -> Bool { removed.contains { $0 === vc } }
    }

    /// Changes the stack to `newStack`; false when ignored (a transition runs).
    /// `edgeSwipe` is the interaction controller to use when the delegate gives none
    /// (the edge swipe's own); otherwise the delegate's, if any, makes it interactive.
    @discardableResult
    func transition(to newStack: [UIViewController], operation: Operation, animated: Bool,
                    edgeSwipe: UIPercentDrivenInteractiveTransition? = nil) -> Bool {
        guard activeTransition == nil, let newTop = newStack.last else { return false }
        let change = StackChange(from: stack, to: newStack)
        for vc in change.added { addChild(vc) }
        for vc in change.removed { vc.willMove(toParent: nil) }
        guard let from = change.old.last, from !== newTop, isViewLoaded else {
            changeAtOnce(change, animated: animated)
            return true
        }
        let isVisible = view.window != nil
        let animated = animated && isVisible
        delegate?.navigationController(self, willShow: newTop, animated: animated)
        let animator = animated
            ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: newTop)
                ?? NavigationSlideAnimator(operation: operation)
            : NavigationSlideAnimator(operation: operation)
        let interaction = animated
            ? delegate?.navigationController(self, interactionControllerFor: animator) ?? edgeSwipe
            : nil
        let context = ViewControllerTransitionContext(containerView: contentView, from: from, to: newTop, fromView: from.view,
                                                      toView: newTop.view, finalToFrame: contentView.bounds, animator: animator,
                                                      interactionController: interaction, isAnimated: animated)
        // As UIKit: the new view is at its final frame before the animator runs, and
        // the stack (viewControllers, topViewController) is the new one at once.
        newTop.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        newTop.view.frame = context.finalFrame(for: newTop)
        activeTransition = context
        stack = change.new
        navigationBar.isUserInteractionEnabled = false
        newTop.isMovingToParent = change.isAdded(newTop)
        from.isMovingFromParent = change.isRemoved(from)
        if isVisible {
            newTop.beginAppearanceTransition(true, animated: animated)
            from.beginAppearanceTransition(false, animated: animated)
        }
        let oldItems = navigationBar.items ?? []
        let newItems = newStack.map(\.navigationItem)
        if interaction == nil {
            navigationBar.setItems(newItems, animated: animated, duration: animator.transitionDuration(using: context))
        } else {
            context.onFinishInteraction = { [navigationBar] rest in navigationBar.setItems(newItems, animated: true, duration: rest) }
        }
        // Weak: a controller let go mid-transition is gone when its animations stop.
        context.onComplete = { [weak self] context, didComplete in
            self?.transitionEnded(context, change: change, didComplete: didComplete, isVisible: isVisible,
                                  oldItems: oldItems, newItems: newItems)
        }
        context.start()
        return true
    }

    /// A change with nothing to animate: no view yet, no old top, or the same top.
    private func changeAtOnce(_ change: StackChange, animated: Bool) {
        let oldTop = change.old.last, newTop = change.new.last
        stack = change.new
        navigationBar.setItems(change.new.map(\.navigationItem), animated: animated && oldTop !== newTop)
        for vc in change.removed where vc.viewIfLoaded?.superview === contentView {
            vc.view.removeFromSuperview()
        }
        if isViewLoaded, let newTop, newTop.viewIfLoaded?.superview !== contentView {
            let isVisible = view.window != nil
            if isVisible { newTop.beginAppearanceTransition(true, animated: false) }
            install(newTop)
            if isVisible { newTop.endAppearanceTransition() }
        }
        for vc in change.added { vc.didMove(toParent: self) }
        for vc in change.removed { vc.removeFromParent() }
    }

    /// The animator called `completeTransition`: makes the change final, or (the
    /// context having put the container back) undoes the containment, appearance and
    /// bar changes.
    private func transitionEnded(_ context: ViewControllerTransitionContext, change: StackChange, didComplete: Bool,
                                 isVisible: Bool, oldItems: [UINavigationItem], newItems: [UINavigationItem]) {
        let from = context.fromViewController, to = context.toViewController
        activeTransition = nil
        navigationBar.isUserInteractionEnabled = true
        if didComplete {
            if from.viewIfLoaded?.superview === contentView { from.view.removeFromSuperview() }
            if to.view.superview !== contentView { install(to) }
            if !(navigationBar.items ?? []).elementsEqual(newItems, by: ===) { navigationBar.setItems(newItems, animated: false) }
            if isVisible {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            to.isMovingToParent = false
            from.isMovingFromParent = false
            for vc in change.added { vc.didMove(toParent: self) }
            for vc in change.removed {
                if vc.viewIfLoaded?.superview === contentView { vc.view.removeFromSuperview() }
                vc.removeFromParent()
            }
        } else {
            stack = change.old
            if !(navigationBar.items ?? []).elementsEqual(oldItems, by: ===) {
                navigationBar.layer.removeAnimation(forKey: kCATransition)
                navigationBar.setItems(oldItems, animated: false)
            }
            if isVisible {
                to.beginAppearanceTransition(false, animated: context.isAnimated)
                from.beginAppearanceTransition(true, animated: context.isAnimated)
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
            to.isMovingToParent = false
            from.isMovingFromParent = false
            for vc in change.added {
                vc.willMove(toParent: nil)
                vc.removeFromParent()
            }
            for vc in change.removed { vc.didMove(toParent: self) }
        }
        context.animator.animationEnded(didComplete)
        if didComplete { delegate?.navigationController(self, didShow: to, animated: context.isAnimated) }
    }

    // MARK: The edge swipe

    /// Drives the interactive pop: when the swipe begins the controller pops with the
    /// delegate's animator (or the default) and the delegate's interaction controller
    /// (or its own `UIPercentDrivenInteractiveTransition`); each move updates it with
    /// the horizontal translation over the width (clamped to 0…1). On release the pop
    /// finishes when that fraction is at least 0.5 and the finger is not moving back
    /// (horizontal velocity ≥ 0); otherwise — before half-way, or past it while
    /// swiping back — it cancels, as it does when the gesture is cancelled.
    func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let fraction = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            guard stack.count >= 2, activeTransition == nil else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            transition(to: Array(stack.dropLast()), operation: .pop, animated: true, edgeSwipe: interaction)
            edgeSwipeInteraction = activeTransition?.interactionController as? UIPercentDrivenInteractiveTransition
            edgeSwipeInteraction?.update(fraction)
        case .changed:
            edgeSwipeInteraction?.update(fraction)
        case .ended:
            if fraction >= 0.5 && pan.velocity(in: view).x >= 0 {
                edgeSwipeInteraction?.finish()
            } else {
                edgeSwipeInteraction?.cancel()
            }
            edgeSwipeInteraction = nil
        case .cancelled, .failed:
            edgeSwipeInteraction?.cancel()
            edgeSwipeInteraction = nil
        case .possible:
            break
        }
    }
}
