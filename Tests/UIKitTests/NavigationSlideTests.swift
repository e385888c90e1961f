import CoreGraphics
import Foundation
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
@testable import UIKit

/// The default push and pop on a 320 × 480 screen: the content view is 320 × 436.
@MainActor @Suite struct NavigationSlideTests {
    private let goldens = NavigationTestSupport.goldens

    /// A white root and a blue second screen, each with a label naming it.
    private func twoScreens() -> (HeadlessScreen, UINavigationController, LoggedController, LoggedController) {
        let log = NavigationLog()
        let a = LoggedController("First", log: log, color: .white)
        let b = LoggedController("Second", log: log, color: UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1))
        for controller in [a, b] {
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
            label.text = controller.name + " screen"
            controller.view.addSubview(label)
        }
        let nav = UINavigationController(rootViewController: a)
        return (NavigationTestSupport.screen(showing: nav), nav, a, b)
    }

    /// The ease-in-ease-out progress at half time: the curve is symmetric, so 0.5.
    private var halfway: CGFloat { CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5)) }

    @Test func pushSlidesTheNewViewInOverTheOldOneMovingLeftUnderAShade() {
        let (screen, nav, a, b) = twoScreens()
        #expect(abs(halfway - 0.5) < 1e-9)
        nav.pushViewController(b, animated: true)
        screen.advance(by: 0)
        #expect(NavigationTestSupport.presentedFrame(b.view) == CGRect(x: 320, y: 0, width: 320, height: 436))
        #expect(NavigationTestSupport.presentedFrame(a.view) == CGRect(x: 0, y: 0, width: 320, height: 436))
        screen.advance(by: 0.175)
        #expect(NavigationTestSupport.presentedFrame(b.view).origin == CGPoint(x: 320 * (1 - halfway), y: 0))
        #expect(NavigationTestSupport.presentedFrame(a.view).origin == CGPoint(x: -96 * halfway, y: 0))
        // The old (white) view under black at 0.1 × 0.5 = 0.05 (13/255 in 8 bits): 255 × 242/255.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 100, y: 300)) == [242, 242, 242, 255])
        expectMatchesGolden(screen.snapshot(), named: "nav-push-mid", in: goldens)
        screen.advance(by: 0.175)
        #expect(nav.viewControllers == [a, b])
        #expect(NavigationTestSupport.presentedFrame(b.view) == CGRect(x: 0, y: 0, width: 320, height: 436))
        #expect(nav.contentView.subviews == [b.view] && a.view.superview == nil)
        #expect(ControlTestSupport.rgba(screen.pixel(x: 300, y: 300)) == [51, 102, 204, 255])
        expectMatchesGolden(screen.snapshot(), named: "nav-pushed", in: goldens)
    }

    @Test func popIsTheReverse() {
        let (screen, nav, a, b) = twoScreens()
        nav.pushViewController(b, animated: false)
        screen.advance(by: 0)
        nav.popViewController(animated: true)
        screen.advance(by: 0)
        #expect(NavigationTestSupport.presentedFrame(a.view).origin == CGPoint(x: -96, y: 0))
        #expect(NavigationTestSupport.presentedFrame(b.view).origin == CGPoint(x: 0, y: 0))
        // The old (blue) view still covers the lower one.
        #expect(ControlTestSupport.rgba(screen.pixel(x: 100, y: 300)) == [51, 102, 204, 255])
        screen.advance(by: 0.175)
        #expect(NavigationTestSupport.presentedFrame(a.view).origin == CGPoint(x: -96 * (1 - halfway), y: 0))
        #expect(NavigationTestSupport.presentedFrame(b.view).origin == CGPoint(x: 320 * halfway, y: 0))
        #expect(ControlTestSupport.rgba(screen.pixel(x: 100, y: 300)) == [242, 242, 242, 255])
        expectMatchesGolden(screen.snapshot(), named: "nav-pop-mid", in: goldens)
        screen.advance(by: 0.175)
        #expect(nav.viewControllers == [a] && nav.contentView.subviews == [a.view])
        #expect(ControlTestSupport.rgba(screen.pixel(x: 100, y: 300)) == [255, 255, 255, 255])
    }

    @Test func pushesAndPopsDuringATransitionAreIgnored() throws {
        let (screen, nav, a, b) = twoScreens()
        let c = LoggedController("Third", log: b.log)
        var pushes = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        button.setTitle("push", for: .normal)
        button.addAction(UIAction { _ in
            pushes += 1
            nav.pushViewController(pushes == 1 ? b : c, animated: true)
        }, for: .touchUpInside)
        a.view.addSubview(button)
        screen.advance(by: 0)
        screen.tap(at: CGPoint(x: 160, y: 266))
        #expect(pushes == 1)
        screen.tap(at: CGPoint(x: 160, y: 266))
        nav.pushViewController(c, animated: true)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popToRootViewController(animated: true) == nil)
        nav.setViewControllers([c], animated: false)
        #expect(nav.viewControllers == [a, b] && nav.activeTransition != nil)
        screen.advance(by: 0.35)
        #expect(nav.viewControllers == [a, b] && nav.children == [a, b] && c.parent == nil)
    }

    @Test func barButtonsIgnoreTapsDuringATransition() throws {
        let (screen, nav, _, b) = twoScreens()
        var taps = 0
        b.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain) { _ in taps += 1 }
        nav.pushViewController(b, animated: true)
        let edit = try #require(nav.navigationBar.subviews.compactMap { $0 as? BarButtonView }.first { $0.currentTitle == "Edit" })
        let point = CGPoint(x: edit.frame.midX, y: 22)
        screen.advance(by: 0.1)
        screen.tap(at: point)
        #expect(taps == 0)
        screen.advance(by: 0.35)
        screen.tap(at: point)
        #expect(taps == 1)
    }

    /// The bar shows the top controller's title and a back button naming the one below;
    /// tapping the back button pops (animated).
    @Test func theBarShowsTitleAndBackButton() throws {
        let (screen, nav, a, b) = twoScreens()
        nav.pushViewController(b, animated: false)
        screen.advance(by: 0)
        let back = try #require(nav.navigationBar.subviews.compactMap { $0 as? BarButtonView }.first)
        #expect(back.currentTitle == "‹ First")
        expectMatchesGolden(screen.snapshot(), named: "nav-bar-back", in: goldens)
        screen.tap(at: CGPoint(x: back.frame.midX, y: 22))
        #expect(nav.viewControllers == [a] && nav.activeTransition != nil)
        screen.advance(by: 0.35)
        #expect(nav.viewControllers == [a] && nav.activeTransition == nil)
    }
}
