import CoreGraphics
import Foundation
@_spi(KioskRuntime) import KioskHeadless
import QuartzCore
import Testing
@testable import UIKit

/// One way a controller comes onto a navigation stack and leaves it again. `play`
/// returns what an app would keep for longer (a navigation delegate), if anything.
struct NavigationRoundTrip: Sendable, CustomTestStringConvertible {
    let name: String
    let play: @MainActor @Sendable (_ screen: HeadlessScreen, _ nav: UINavigationController, _ root: UIViewController,
                                    _ pushed: UIViewController) -> AnyObject?

    var testDescription: String { name }

    /// A finger from the left edge moving right 16 points a frame to `x`, then back to
    /// `back` when given, and lifted there.
    @MainActor static func edgeSwipe(on screen: HeadlessScreen, to x: CGFloat, back: CGFloat? = nil) {
        screen.touchDown(at: CGPoint(x: 2, y: 240))
        var position: CGFloat = 2
        func move(to next: CGFloat) {
            position = next
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: position, y: 240))
        }
        while position < x { move(to: min(position + 16, x)) }
        if let back { while position > back { move(to: max(position - 16, back)) } }
        screen.touchUp()
    }

    static let all: [NavigationRoundTrip] = [
        .init(name: "push and pop") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: false)
            nav.popViewController(animated: false)
            return nil
        },
        .init(name: "animated push and pop") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.5)
            nav.popViewController(animated: true)
            return nil
        },
        .init(name: "setViewControllers") { screen, nav, root, pushed in
            nav.setViewControllers([root, pushed], animated: false)
            nav.setViewControllers([root], animated: false)
            return nil
        },
        .init(name: "animated setViewControllers") { screen, nav, root, pushed in
            nav.setViewControllers([root, pushed], animated: true)
            screen.advance(by: 0.5)
            nav.setViewControllers([root], animated: true)
            return nil
        },
        .init(name: "animated popToRoot") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.5)
            nav.pushViewController(UIViewController(), animated: true)
            screen.advance(by: 0.5)
            nav.popToRootViewController(animated: true)
            return nil
        },
        .init(name: "the back button") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.5)
            nav.navigationBar.backAction?()
            return nil
        },
        .init(name: "an edge swipe that pops") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.5)
            edgeSwipe(on: screen, to: 240)
            return nil
        },
        .init(name: "an edge swipe cancelled, then a pop") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.5)
            edgeSwipe(on: screen, to: 100)
            screen.advance(by: 0.5)
            edgeSwipe(on: screen, to: 240, back: 120)
            screen.advance(by: 0.5)
            nav.popViewController(animated: true)
            return nil
        },
        .init(name: "a percent-driven pop finished and one cancelled") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.5)
            let delegate = PercentDrivenDelegate()
            nav.delegate = delegate
            nav.popViewController(animated: true)
            delegate.interaction.update(0.4)
            screen.advance(by: 0.1)
            delegate.interaction.cancel()
            screen.advance(by: 0.5)
            nav.popViewController(animated: true)
            delegate.interaction.update(0.6)
            screen.advance(by: 0.1)
            delegate.interaction.finish()
            screen.advance(by: 0.5)
            nav.delegate = nil
            return nil
        },
        .init(name: "a percent-driven pop with an animator that keeps its controllers") { screen, nav, _, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.5)
            let delegate = PercentDrivenDelegate(makesAnimators: true)
            nav.delegate = delegate
            nav.popViewController(animated: true)
            delegate.interaction.update(0.5)
            delegate.interaction.finish()
            screen.advance(by: 0.5)
            return delegate
        },
        .init(name: "the window's root replaced mid-push") { screen, nav, root, pushed in
            nav.pushViewController(pushed, animated: true)
            screen.advance(by: 0.1)
            screen.window.rootViewController = nil
            screen.advance(by: 0.5)
            screen.window.rootViewController = nav
            nav.setViewControllers([root], animated: false)
            return nil
        },
    ]
}

/// Hands out one percent-driven interaction controller for every animated transition,
/// and a new `KeepingAnimator` for each when asked to.
@MainActor private final class PercentDrivenDelegate: UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    let makesAnimators: Bool

    init(makesAnimators: Bool = false) { self.makesAnimators = makesAnimators }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { makesAnimators ? KeepingAnimator() : nil }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// A cross-fade that keeps the controllers it animated (as animators written for
/// UIKit may): whoever keeps the animator after the transition keeps them.
@MainActor private final class KeepingAnimator: UIViewControllerAnimatedTransitioning {
    var controllers: [UIViewController] = []

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from),
              let to = transitionContext.viewController(forKey: .to) else { return }
        controllers = [from, to]
        transitionContext.containerView.insertSubview(to.view, belowSubview: from.view)
        to.view.frame = transitionContext.finalFrame(for: to)
        UIView.animate(withDuration: 0.3, animations: { from.view.alpha = 0 }) { _ in
            from.view.alpha = 1
            let cancelled = transitionContext.transitionWasCancelled
            if !cancelled { from.view.removeFromSuperview() }
            transitionContext.completeTransition(!cancelled)
        }
    }
}

/// A controller that leaves a navigation stack is freed with its view, its view's
/// layers and everything its transitions made, and the tables of the main actor and
/// the renderer come back to their size.
@MainActor @Suite struct NavigationLeakTests {
    @Test(arguments: NavigationRoundTrip.all) func aControllerThatLeavesTheStackIsFreed(_ trip: NavigationRoundTrip) {
        let log = NavigationLog()
        let root = LoggedController("A", log: log)
        let nav = UINavigationController(rootViewController: root)
        let screen = NavigationTestSupport.screen(showing: nav)
        let before = screen.tableCounts.settled
        weak var pushed: UIViewController?, pushedView: UIView?, pushedItem: UINavigationItem?
        var kept: AnyObject?
        do {
            let controller = LoggedController("B", log: log, color: .green)
            (pushed, pushedView, pushedItem) = (controller, controller.view, controller.navigationItem)
            kept = trip.play(screen, nav, root, controller)
        }
        screen.advance(by: 1)
        #expect(nav.viewControllers == [root] && nav.activeTransition == nil)
        #expect(pushed == nil && pushedView == nil && pushedItem == nil)
        #expect(screen.tableCounts.settled == before)
        withExtendedLifetime(kept) {}
    }

    /// The navigation controller itself, with every controller it held, goes when the
    /// window lets it go — also in the middle of a push, whose animations then stop.
    @Test(arguments: [false, true]) func aNavigationControllerLetGoIsFreedWithItsStack(midPush: Bool) {
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.advance(by: 0)
        let before = screen.tableCounts.settled
        weak var weakNav: UINavigationController?, weakTop: UIViewController?
        do {
            let nav = UINavigationController(rootViewController: UIViewController())
            screen.window.rootViewController = nav
            screen.advance(by: 0)
            let top = UIViewController()
            nav.pushViewController(top, animated: true)
            screen.advance(by: midPush ? 0.1 : 1)
            (weakNav, weakTop) = (nav, top)
            screen.window.rootViewController = nil
        }
        screen.advance(by: 1)
        #expect(weakNav == nil && weakTop == nil)
        #expect(screen.tableCounts.settled == before)
    }
}
