@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `FadeTransitionAnimator.swift` and `NavigationHelpers.swift`: a navigation controller
/// whose delegate hands it a cross-fade animator, and push/pop helpers.
@MainActor @Suite struct FadeNavigationTests {
    /// A 200 × 200 screen showing "Home" (paper grey) in a fading navigation controller.
    private func stage() -> (HeadlessScreen, UINavigationController, FadeNavigationDelegate, ColorPageViewController) {
        let screen = CorpusStage.screen()
        let delegate = FadeNavigationDelegate()
        let home = ColorPageViewController(title: "Home", color: Palette.paper)
        let navigation = home.embeddedInFadingNavigation(delegate: delegate)
        screen.window.rootViewController = navigation
        screen.advance(by: 0)
        return (screen, navigation, delegate, home)
    }

    @Test func aPushFadesTheNewPageInOverTheOld() {
        let (screen, navigation, delegate, home) = stage()
        // Under the 44-point bar, away from the centred title.
        #expect(CorpusStage.rgba(screen, 10, 60) == [247, 247, 247, 255])
        let second = ColorPageViewController(title: "Second", color: Palette.accent)
        navigation.pushViewController(second, animated: true)
        #expect(delegate.transitionsAnimated == 1)
        screen.advance(by: 0)
        // The navigation controller gave the new view its final frame: the content area.
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 200, height: 156))
        #expect(CorpusStage.presented(second.view).opacity == 0)
        screen.advance(by: 0.175)
        // Half of the accent (255, 107, 53) over paper (247): ease-in-ease-out at half time.
        #expect(abs(CorpusStage.presented(second.view).opacity - 0.5) < 1e-6)
        #expect(CorpusStage.rgba(screen, 10, 60) == [251, 177, 150, 255])
        screen.advance(by: 0.175)
        #expect(CorpusStage.rgba(screen, 10, 60) == [255, 107, 53, 255])
        #expect(navigation.titles == ["Home", "Second"] && home.topOfStack === second)
        #expect(home.view.superview == nil)
    }

    @Test func aPopFadesBackAndTheDelegateCountsBoth() {
        let (screen, navigation, delegate, home) = stage()
        navigation.pushViewController(ColorPageViewController(title: "Second", color: Palette.accent), animated: true)
        screen.advance(by: 0.35)
        navigation.popViewController(animated: true)
        #expect(delegate.transitionsAnimated == 2)
        screen.advance(by: 0.175)
        #expect(CorpusStage.rgba(screen, 10, 60) == [251, 177, 150, 255])
        screen.advance(by: 0.175)
        #expect(CorpusStage.rgba(screen, 10, 60) == [247, 247, 247, 255])
        #expect(navigation.titles == ["Home"] && home.topOfStack === home)
    }

    @Test func pushWithFadeUsesACATransitionInsteadOfTheAnimator() {
        let (screen, navigation, delegate, _) = stage()
        navigation.pushWithFade(ColorPageViewController(title: "Third", color: .black), duration: 0.2)
        #expect(delegate.transitionsAnimated == 0)
        #expect(navigation.view.layer.animationKeys() == [kCATransition])
        screen.advance(by: 0.1)
        // Linear: half of black over paper (247).
        #expect(CorpusStage.rgba(screen, 10, 60) == [123, 123, 123, 255])
        screen.advance(by: 0.1)
        #expect(CorpusStage.rgba(screen, 10, 60) == [0, 0, 0, 255])
        navigation.popWithFade(duration: 0.2)
        screen.advance(by: 0.2)
        #expect(CorpusStage.rgba(screen, 10, 60) == [247, 247, 247, 255])
        #expect(navigation.titles == ["Home"] && delegate.transitionsAnimated == 0)
    }
}
