import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Testing
@testable import UIKit

@MainActor @Suite struct NavigationStackTests {
    @Test func theRootIsAChildAndAppearsWithTheWindow() {
        let log = NavigationLog()
        let a = LoggedController("A", log: log)
        let nav = UINavigationController(rootViewController: a)
        #expect(log.take() == ["A.willMove(nav)", "A.didMove(nav)"])
        #expect(nav.viewControllers == [a] && nav.topViewController === a && nav.children == [a])
        #expect(a.navigationController === nav && a.parent === nav)
        let screen = NavigationTestSupport.screen(showing: nav)
        #expect(log.take() == ["A.willAppear(false)", "A.didAppear(false)"])
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(nav.contentView.frame == CGRect(x: 0, y: 44, width: 320, height: 436))
        #expect(a.view.superview === nav.contentView && a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(nav.navigationBar.items?.count == 1 && nav.navigationBar.topItem === a.navigationItem)
        #expect(a.navigationItem.title == "A" && nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        _ = screen
    }

    @Test func pushAndPopWithoutAnimation() {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let screen = NavigationTestSupport.screen(showing: nav)
        _ = log.take()
        nav.pushViewController(b, animated: false)
        #expect(log.take() == [
            "B.willMove(nav)", "B.willAppear(false) moving", "A.willDisappear(false)",
            "A.didDisappear(false)", "B.didAppear(false) moving", "B.didMove(nav)",
        ])
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b && nav.children == [a, b])
        #expect(b.navigationController === nav && b.parent === nav && !b.isMovingToParent)
        #expect(a.view.superview == nil && b.view.superview === nav.contentView)
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(nav.navigationBar.items?.count == 2 && nav.navigationBar.topItem === b.navigationItem)

        #expect(nav.popViewController(animated: false) === b)
        #expect(log.take() == [
            "B.willMove(nil)", "A.willAppear(false)", "B.willDisappear(false) moving",
            "B.didDisappear(false) moving", "A.didAppear(false)", "B.didMove(nil)",
        ])
        #expect(nav.viewControllers == [a] && nav.children == [a] && b.parent == nil && b.navigationController == nil)
        #expect(b.view.superview == nil && a.view.superview === nav.contentView)
        #expect(nav.popViewController(animated: false) == nil)
        _ = screen
    }

    @Test func popToRootAndSetViewControllers() {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log), c = LoggedController("C", log: log)
        let nav = UINavigationController(rootViewController: a)
        let screen = NavigationTestSupport.screen(showing: nav)
        nav.setViewControllers([a, b, c], animated: false)
        #expect(nav.viewControllers == [a, b, c] && nav.children == [a, b, c])
        #expect(b.view.superview == nil && c.view.superview === nav.contentView)
        _ = log.take()
        #expect(nav.popToRootViewController(animated: false) == [b, c])
        #expect(log.take() == [
            "B.willMove(nil)", "C.willMove(nil)", "A.willAppear(false)", "C.willDisappear(false) moving",
            "C.didDisappear(false) moving", "A.didAppear(false)", "B.didMove(nil)", "C.didMove(nil)",
        ])
        #expect(nav.viewControllers == [a] && nav.children == [a] && nav.popToRootViewController(animated: false) == [])
        // The new top was on the stack: a pop; the same top: nothing appears.
        nav.setViewControllers([c, a], animated: false)
        #expect(log.take() == ["C.willMove(nav)", "C.didMove(nav)"])
        #expect(nav.viewControllers == [c, a] && nav.navigationBar.backItem === c.navigationItem)
        nav.viewControllers = [b]
        #expect(log.take() == [
            "B.willMove(nav)", "C.willMove(nil)", "A.willMove(nil)", "B.willAppear(false) moving", "A.willDisappear(false) moving",
            "A.didDisappear(false) moving", "B.didAppear(false) moving", "B.didMove(nav)", "C.didMove(nil)", "A.didMove(nil)",
        ])
        #expect(nav.viewControllers == [b] && nav.children == [b] && nav.contentView.subviews == [b.view])
        _ = screen
    }

    @Test func pushBeforeTheViewLoadsOnlyChangesTheStack() {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [a, b] && !a.isViewLoaded && !b.isViewLoaded)
        #expect(log.take() == ["A.willMove(nav)", "A.didMove(nav)", "B.willMove(nav)", "B.didMove(nav)"])
        #expect(nav.view.subviews.count == 2 && nav.contentView.subviews == [b.view])
    }

    @Test func animatedPushCallsWillAtOnceAndDidWhenTheSlideEnds() {
        let log = NavigationLog()
        let a = LoggedController("A", log: log), b = LoggedController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        let screen = NavigationTestSupport.screen(showing: nav)
        _ = log.take()
        nav.pushViewController(b, animated: true)
        #expect(log.take() == ["B.willMove(nav)", "B.willAppear(true) moving", "A.willDisappear(true)"])
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b && nav.activeTransition != nil)
        screen.advance(by: 0.35 - 1.0 / 60)
        #expect(log.entries.isEmpty && nav.activeTransition != nil)
        screen.advance(by: 1.0 / 60)
        #expect(log.take() == ["A.didDisappear(true)", "B.didAppear(true) moving", "B.didMove(nav)"])
        #expect(nav.viewControllers == [a, b] && a.view.superview == nil && nav.contentView.subviews == [b.view])
        #expect(b.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436))

        nav.popViewController(animated: true)
        #expect(log.take() == ["B.willMove(nil)", "A.willAppear(true)", "B.willDisappear(true) moving"])
        screen.advance(by: 0.35)
        #expect(log.take() == ["B.didDisappear(true) moving", "A.didAppear(true)", "B.didMove(nil)"])
        #expect(nav.viewControllers == [a] && nav.contentView.subviews == [a.view])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 436) && a.view.alpha == 1)
    }
}
