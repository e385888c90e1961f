import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Testing
@testable import UIKit

/// The seed's cross-fade: the new view fades in over `duration`, then the old one
/// leaves. With `cancels`, it slides the old view aside too and then reports a
/// cancelled transition.
@MainActor private final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let cancels: Bool
    var ended: [Bool] = []

    init(duration: TimeInterval = 0.5, cancels: Bool = false) {
        self.duration = duration
        self.cancels = cancels
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let context = transitionContext
        guard let toVC = context.viewController(forKey: .to), let toView = context.view(forKey: .to),
              let fromView = context.view(forKey: .from) else { return }
        toView.frame = context.finalFrame(for: toVC)
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: duration, animations: {
            toView.alpha = 1
            if self.cancels { fromView.transform = CGAffineTransform(translationX: 40, y: 0) }
        }, completion: { finished in
            fromView.removeFromSuperview()
            context.completeTransition(self.cancels ? false : finished)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A delegate that hands out `animator` and logs what it is told.
@MainActor private final class Delegate: UINavigationControllerDelegate {
    var animator: FadeAnimator?
    var calls: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("willShow \(viewController.title ?? "") \(animated)")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("didShow \(viewController.title ?? "") \(animated)")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        calls.append("animator \(operation) \(fromVC.title ?? "")→\(toVC.title ?? "")")
        return animator
    }
}

/// The seed's TTFadeAnimator as written: it never sets the new view's frame, and
/// records what it finds when it runs.
@MainActor private final class SeedFadeAnimator: UIViewControllerAnimatedTransitioning {
    var frameFound: CGRect?
    var stackFound: [UIViewController] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toController = transitionContext.viewController(forKey: .to),
              let fromController = transitionContext.viewController(forKey: .from) else { return }
        frameFound = toController.view.frame
        stackFound = toController.navigationController?.viewControllers ?? []
        toController.view.alpha = 0
        transitionContext.containerView.addSubview(toController.view)
        UIView.animate(withDuration: 0.35, animations: {
            toController.view.alpha = 1
        }, completion: { finished in
            fromController.view.removeFromSuperview()
            transitionContext.completeTransition(finished)
        })
    }
}

/// Hands out one animator for every operation.
@MainActor private final class AnyAnimatorDelegate: UINavigationControllerDelegate {
    let animator: any UIViewControllerAnimatedTransitioning

    init(_ animator: any UIViewControllerAnimatedTransitioning) { self.animator = animator }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
}

@MainActor @Suite struct NavigationCustomTransitionTests {
    private func setUp(_ animator: FadeAnimator?) -> (HeadlessScreen, UINavigationController, Delegate, LoggedController, LoggedController) {
        let log = NavigationLog()
        let a = LoggedController("A", log: log, color: .white)
        let b = LoggedController("B", log: log, color: UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1))
        let nav = UINavigationController(rootViewController: a)
        let delegate = Delegate()
        delegate.animator = animator
        nav.delegate = delegate
        let screen = NavigationTestSupport.screen(showing: nav)
        _ = log.take()
        return (screen, nav, delegate, a, b)
    }

    @Test func theDelegatesAnimatorRunsForItsDurationAndHearsTheEnd() {
        let animator = FadeAnimator()
        let (screen, nav, delegate, a, b) = setUp(animator)
        nav.pushViewController(b, animated: true)
        #expect(delegate.calls == ["willShow B true", "animator push A→B"])
        screen.advance(by: 0.25)
        #expect(abs(b.view.layer.presentation()!.opacity - Float(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5))) < 1e-6)
        screen.advance(by: 0.25 - 1.0 / 60)
        #expect(nav.viewControllers == [a, b] && nav.activeTransition != nil && animator.ended.isEmpty)
        screen.advance(by: 1.0 / 60)
        #expect(nav.viewControllers == [a, b] && nav.activeTransition == nil && animator.ended == [true])
        #expect(delegate.calls == ["willShow B true", "animator push A→B", "didShow B true"])
        #expect(nav.contentView.subviews == [b.view] && b.view.alpha == 1)
        screen.advance(by: 0.5)
        #expect(animator.ended == [true])
    }

    @Test func aNilAnimatorMeansTheDefaultSlide() {
        let (screen, nav, delegate, a, b) = setUp(nil)
        nav.pushViewController(b, animated: true)
        screen.advance(by: 0.175)
        #expect(NavigationTestSupport.presentedFrame(a.view).origin.x == -48)
        screen.advance(by: 0.175)
        #expect(nav.viewControllers == [a, b])
        #expect(delegate.calls == ["willShow B true", "animator push A→B", "didShow B true"])
    }

    /// An animator that reports `completeTransition(false)` leaves the stack, the views,
    /// the bar and the picture exactly as they were.
    @Test func aCancelledTransitionRestoresEverything() {
        let animator = FadeAnimator(cancels: true)
        let (screen, nav, delegate, a, b) = setUp(animator)
        let before = screen.snapshot()
        let barItems = nav.navigationBar.items ?? []
        nav.pushViewController(b, animated: true)
        screen.advance(by: 0.25)
        #expect(!NavigationTestSupport.sameBytes(screen.snapshot(), before))
        screen.advance(by: 0.25)
        #expect(nav.viewControllers == [a] && nav.children == [a] && b.parent == nil)
        #expect(animator.ended == [false] && delegate.calls == ["willShow B true", "animator push A→B"])
        #expect(nav.contentView.subviews == [a.view] && b.view.superview == nil)
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436) && a.view.transform == .identity && a.view.alpha == 1)
        let sameItems = (nav.navigationBar.items ?? []).elementsEqual(barItems, by: ===)
        #expect(sameItems)
        #expect(a.log.take() == [
            "B.willMove(nav)", "B.willAppear(true) moving", "A.willDisappear(true)",
            "B.willDisappear(true) moving", "A.willAppear(true)", "B.didDisappear(true) moving", "A.didAppear(true)",
            "B.willMove(nil)", "B.didMove(nil)",
        ])
        screen.advance(by: 1.0 / 60)
        #expect(NavigationTestSupport.sameBytes(screen.snapshot(), before))
        // The controller works on: a push now completes.
        nav.pushViewController(b, animated: false)
        #expect(nav.viewControllers == [a, b])
    }

    /// As on UIKit, the incoming view already has its final frame when the animator
    /// runs (the seed's fade never sets it), and the stack is the new one at once.
    @Test func theSeedsFadeFindsTheFinalFrameAndTheNewStack() {
        let animator = SeedFadeAnimator()
        let (screen, nav, _, a, b) = setUp(nil)
        let delegate = AnyAnimatorDelegate(animator)
        nav.delegate = delegate
        b.view.frame = .zero
        b.view.backgroundColor = .red
        nav.pushViewController(b, animated: true)
        #expect(animator.frameFound == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(animator.stackFound == [a, b] && nav.viewControllers == [a, b] && nav.topViewController === b)
        screen.advance(by: 0.35)
        #expect(nav.activeTransition == nil && nav.contentView.subviews == [b.view])
        #expect(screen.pixel(x: 160, y: 479) == .red && screen.pixel(x: 319, y: 44) == .red)
        a.view.frame = CGRect(x: 7, y: 7, width: 10, height: 10)
        nav.popViewController(animated: true)
        #expect(animator.frameFound == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(animator.stackFound == [a] && nav.viewControllers == [a] && nav.topViewController === a)
        screen.advance(by: 0.35)
        #expect(nav.activeTransition == nil && nav.viewControllers == [a] && nav.contentView.subviews == [a.view])
    }
}
