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
        #expect(nav.viewControllers == [a] && animator.ended.isEmpty)
        screen.advance(by: 1.0 / 60)
        #expect(nav.viewControllers == [a, b] && animator.ended == [true])
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
}
