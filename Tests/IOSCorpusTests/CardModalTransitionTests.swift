@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `CardModalTransition.swift`: a custom presentation — a card over a dimmed
/// background — from a transitioning delegate with its own animators.
@MainActor @Suite struct CardModalTransitionTests {
    @Test func theCardRisesOverTheDimmedPageAndGoesBack() throws {
        let screen = CorpusStage.screen()
        let home = ColorPageViewController(title: "Home", color: Palette.paper)
        screen.window.rootViewController = home
        screen.advance(by: 0)
        let cardDelegate = CardTransitioningDelegate()
        let card = ColorPageViewController(title: "Card", color: Palette.accent)
        var completions = 0
        home.presentAsCard(card, cardDelegate: cardDelegate) { completions += 1 }
        let controller = try #require(card.presentationController as? CardPresentationController)
        #expect(card.presentingViewController === home && home.presentedViewController === card)
        #expect(controller.containerView?.subviews.first === controller.dimmingView)
        screen.advance(by: 0.15)
        // Half-way: the card's top eases out from 200 towards 80; the dimming view eases in.
        let rise = Double(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5))
        #expect(abs(CorpusStage.presented(card.view).frame.minY - (200 - 120 * rise)) < 1e-9)
        #expect(abs(CorpusStage.presented(controller.dimmingView).opacity - 0.5) < 1e-6)
        screen.advance(by: 0.15)
        #expect(completions == 1 && card.view.frame == CGRect(x: 0, y: 80, width: 200, height: 120))
        // Paper (247) under black at 0.4: 247 × 0.6 = 148.2; the card is the accent.
        #expect(CorpusStage.rgba(screen, 10, 10) == [148, 148, 148, 255])
        #expect(CorpusStage.rgba(screen, 10, 190) == [255, 107, 53, 255])
        // A custom presentation leaves the presenter's view where it was.
        #expect(home.view.superview === screen.window)

        card.dismiss(animated: true)
        screen.advance(by: 0.3)
        #expect(home.presentedViewController == nil && card.presentingViewController == nil)
        #expect(screen.window.subviews == [home.view] && controller.dimmingView.superview == nil)
        #expect(CorpusStage.rgba(screen, 10, 10) == [247, 247, 247, 255])
        #expect(CorpusStage.rgba(screen, 10, 190) == [247, 247, 247, 255])
        #expect(controller.containerView == nil && card.presentationController == nil)
        withExtendedLifetime(cardDelegate) {}
    }
}
