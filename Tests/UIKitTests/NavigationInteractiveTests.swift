import CoreGraphics
import Foundation
import KioskHeadless
@_spi(KioskRuntime) import QuartzCore
import Testing
@testable import UIKit

/// Hands out a percent-driven interaction controller for every animated transition.
@MainActor private final class InteractiveDelegate: UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()
    var didShow: [String] = []

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) { didShow.append(viewController.title ?? "") }
}

/// The edge-swipe pop and `UIPercentDrivenInteractiveTransition`, on a 320 × 480 screen
/// showing a white root under a green second screen.
@MainActor @Suite struct NavigationInteractiveTests {
    private func twoScreens() -> (HeadlessScreen, UINavigationController, LoggedController, LoggedController) {
        let log = NavigationLog()
        let a = LoggedController("A", log: log, color: .white)
        let b = LoggedController("B", log: log, color: UIColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 1))
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        let screen = NavigationTestSupport.screen(showing: nav)
        _ = log.take()
        return (screen, nav, a, b)
    }

    private func ease(_ fraction: Double) -> CGFloat { CGFloat(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: fraction)) }

    /// A finger from x = 2 moving right 16 points a frame to `x`.
    private func swipe(on screen: HeadlessScreen, to x: CGFloat) {
        screen.touchDown(at: CGPoint(x: 2, y: 240))
        var position: CGFloat = 2
        while position < x {
            position = min(position + 16, x)
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: position, y: 240))
        }
    }

    @Test func aSwipePastHalfWayReleasedMovingPops() throws {
        let (screen, nav, a, b) = twoScreens()
        swipe(on: screen, to: 80)
        let interaction = try #require(nav.edgeSwipeInteraction)
        // At x = 0.25 × width: the translation from where the finger came down (x = 2), 78 of 320 points.
        #expect(interaction.percentComplete == 78.0 / 320)
        screen.advance(by: 0.2)
        // Frozen at 78/320 of the slide, however long the finger rests.
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minX - 320 * ease(78.0 / 320)) < 1e-9)
        #expect(abs(NavigationTestSupport.presentedFrame(a.view).minX + 96 * (1 - ease(78.0 / 320))) < 1e-9)
        #expect(nav.navigationBar.topItem === b.navigationItem && !nav.navigationBar.isUserInteractionEnabled)
        // On to 60 % of the width, released while moving.
        for x in stride(from: 96.0, through: 192, by: 16) {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: x, y: 240))
        }
        screen.touchUp()
        screen.advance(by: 0.35)
        #expect(nav.viewControllers == [a] && nav.children == [a] && b.parent == nil)
        #expect(nav.contentView.subviews == [a.view] && nav.navigationBar.topItem === a.navigationItem)
        #expect(nav.contentView.layer.speed == 1 && nav.contentView.layer.timeOffset == 0)
        #expect(a.log.take().suffix(3) == ["B.didDisappear(true) moving", "A.didAppear(true)", "B.didMove(nil)"])
    }

    @Test func releasingBeforeHalfWayCancelsAndRestoresTheScreen() {
        let (screen, nav, a, b) = twoScreens()
        let before = screen.snapshot()
        swipe(on: screen, to: 128)
        #expect(nav.edgeSwipeInteraction?.percentComplete == 126.0 / 320)
        screen.advance(by: 1.0 / 60)
        #expect(!NavigationTestSupport.sameBytes(screen.snapshot(), before))
        screen.touchUp()
        screen.advance(by: 0.3)
        #expect(nav.viewControllers == [a, b] && nav.activeTransition == nil && a.view.superview == nil)
        #expect(NavigationTestSupport.sameBytes(screen.snapshot(), before))
        #expect(a.log.take() == [
            "B.willMove(nil)", "A.willAppear(true)", "B.willDisappear(true) moving",
            "A.willDisappear(true)", "B.willAppear(true) moving", "A.didDisappear(true)", "B.didAppear(true) moving",
            "B.didMove(nav)",
        ])
    }

    @Test func swipingBackPastHalfWayCancels() {
        let (screen, nav, a, b) = twoScreens()
        let before = screen.snapshot()
        swipe(on: screen, to: 224)
        for x in stride(from: 212.0, through: 176, by: -12) {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: x, y: 240))
        }
        #expect(nav.edgeSwipeInteraction?.percentComplete == 174.0 / 320)
        screen.touchUp()
        screen.advance(by: 0.3)
        #expect(nav.viewControllers == [a, b] && nav.navigationBar.topItem === b.navigationItem)
        #expect(NavigationTestSupport.sameBytes(screen.snapshot(), before))
    }

    @Test func percentDrivenUpdateShowsTheAnimatorsFrameAtThatFraction() {
        let (screen, nav, a, b) = twoScreens()
        let delegate = InteractiveDelegate()
        nav.delegate = delegate
        let interaction = delegate.interaction
        nav.popViewController(animated: true)
        #expect(interaction.duration == 0.35 && interaction.percentComplete == 0)
        interaction.update(0.3)
        screen.advance(by: 0.5)
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minX - 320 * ease(0.3)) < 1e-9)
        #expect(abs(NavigationTestSupport.presentedFrame(a.view).minX + 96 * (1 - ease(0.3))) < 1e-9)
        #expect(nav.contentView.layer.speed == 0 && nav.contentView.layer.timeOffset == 0.3 * 0.35)
        interaction.update(1.5)
        #expect(interaction.percentComplete == 1)
        interaction.update(0.3)
        // The rest, 0.7 × 0.35 = 0.245 s, ends on the 15th frame after finish(); the
        // container's time eases (completionCurve .easeInOut) from 0.105 s to 0.35 s.
        interaction.finish()
        screen.advance(by: 6.0 / 60)
        let containerTime = 0.105 + 0.245 * ease(0.1 / 0.245)
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minX - 320 * ease(containerTime / 0.35)) < 1e-9)
        screen.advance(by: 8.0 / 60)
        #expect(nav.viewControllers == [a] && nav.activeTransition != nil && delegate.didShow.isEmpty)
        screen.advance(by: 1.0 / 60)
        #expect(nav.viewControllers == [a] && nav.activeTransition == nil && delegate.didShow == ["A"])
        #expect(nav.contentView.layer.speed == 1 && a.view.frame.origin == .zero)
    }

    /// With a linear completion curve the container's time runs on at an even pace.
    @Test func aLinearCompletionCurvePlaysTheRestEvenly() {
        let (screen, nav, a, b) = twoScreens()
        let delegate = InteractiveDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        delegate.interaction.update(0.3)
        delegate.interaction.completionCurve = .linear
        delegate.interaction.finish()
        screen.advance(by: 6.0 / 60)
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minX - 320 * ease((0.105 + 0.1) / 0.35)) < 1e-9)
        screen.advance(by: 9.0 / 60)
        #expect(nav.viewControllers == [a])
    }

    @Test func finishAtTwiceTheSpeedTakesHalfTheTime() {
        let (screen, nav, a, b) = twoScreens()
        let delegate = InteractiveDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        delegate.interaction.update(0.3)
        delegate.interaction.completionSpeed = 2
        // 0.245 s / 2 = 0.1225 s: done on the 8th frame.
        delegate.interaction.finish()
        screen.advance(by: 7.0 / 60)
        #expect(nav.viewControllers == [a] && nav.children == [a, b] && nav.activeTransition != nil)
        screen.advance(by: 1.0 / 60)
        #expect(nav.viewControllers == [a] && nav.activeTransition == nil)
    }

    /// A cancel removes the transition's animations only: one the app was already running
    /// in the container (keyed or not) keeps running.
    @Test func aCancelLeavesTheAppsOwnAnimationsRunning() {
        let (screen, nav, _, b) = twoScreens()
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.5
        pulse.duration = 10
        b.view.layer.add(pulse, forKey: "pulse")
        b.view.layer.add(pulse, forKey: nil)
        screen.advance(by: 0)
        let delegate = InteractiveDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        delegate.interaction.update(0.3)
        screen.advance(by: 0)
        #expect((b.view.layer.animationKeys() ?? []).count > 1)
        delegate.interaction.cancel()
        screen.advance(by: 0.2)
        #expect(nav.activeTransition == nil)
        #expect(b.view.layer.animationKeys() == ["pulse"])
        #expect(b.view.layer.attachedAnimations.count == 2)
    }

    /// Cancelling plays back to the start: 0.3 × 0.35 = 0.105 s; the end comes one frame
    /// early (at 0.105 − 1/60), on the 6th frame, which still shows the start side.
    @Test func percentDrivenCancelPlaysBackAndRestores() {
        let (screen, nav, a, b) = twoScreens()
        let before = screen.snapshot()
        let delegate = InteractiveDelegate()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        delegate.interaction.update(0.3)
        screen.advance(by: 0)
        delegate.interaction.cancel()
        screen.advance(by: 5.0 / 60)
        #expect(nav.activeTransition != nil)
        let containerTime = 0.105 - 0.105 * ease((5.0 / 60) / 0.105)
        #expect(abs(NavigationTestSupport.presentedFrame(b.view).minX - 320 * ease(containerTime / 0.35)) < 1e-9)
        screen.advance(by: 1.0 / 60)
        #expect(nav.activeTransition == nil && nav.viewControllers == [a, b])
        #expect(NavigationTestSupport.presentedFrame(b.view).minX >= 0)
        screen.advance(by: 1.0 / 60)
        #expect(NavigationTestSupport.sameBytes(screen.snapshot(), before))
        #expect(delegate.didShow.isEmpty)
    }
}
