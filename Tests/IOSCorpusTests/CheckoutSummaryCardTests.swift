@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `CheckoutSummaryCard.swift`: a card laid out by anchors against its margins guide,
/// a baseline-aligned total, and a height constraint animated with `layoutIfNeeded()`.
@MainActor @Suite struct CheckoutSummaryCardTests {
    private func place(_ card: CheckoutSummaryCard, in screen: HeadlessScreen) {
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 10),
            card.trailingAnchor.constraint(equalTo: screen.window.trailingAnchor, constant: -10),
            card.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 20),
        ])
    }

    @Test func theCardSizesToItsContentInsideItsMargins() {
        let screen = CorpusStage.screen(width: 320, height: 240, background: .black)
        let card = CheckoutSummaryCard(title: "Order 42", total: "$12.50")
        place(card, in: screen)
        screen.advance(by: 0)
        // 12 margin + 23 title + 8 + 0 details + 8 + 44 button + 12 margin = 107.
        #expect(card.frame == CGRect(x: 10, y: 20, width: 300, height: 107))
        #expect(card.titleLabel.frame == CGRect(x: 16, y: 12, width: 100, height: 23))
        // The total hugs its text at the right margin, its baseline on the title's.
        #expect(card.totalLabel.frame == CGRect(x: 213, y: 12, width: 71, height: 23))
        #expect(card.detailsView.frame == CGRect(x: 0, y: 43, width: 300, height: 0))
        #expect(card.payButton.frame == CGRect(x: 16, y: 51, width: 268, height: 44))
        // On screen: white card, blue button, black below the card.
        #expect(CorpusStage.rgba(screen, 20, 25) == [255, 255, 255, 255])
        #expect(CorpusStage.rgba(screen, 30, 20 + 60) == CorpusStage.components(.systemBlue))
        #expect(CorpusStage.rgba(screen, 30, 20 + 108) == [0, 0, 0, 255])
    }

    @Test func expandingAnimatesTheConstantChangeThroughLayoutIfNeeded() {
        let screen = CorpusStage.screen(width: 320, height: 240, background: .black)
        let card = CheckoutSummaryCard(title: "Order 42", total: "$12.50")
        place(card, in: screen)
        screen.advance(by: 0)
        card.setExpanded(true, animated: true)
        // The model is at the end at once…
        #expect(card.frame.height == 167)
        #expect(card.detailsView.frame == CGRect(x: 0, y: 43, width: 300, height: 60))
        #expect(card.payButton.frame.minY == 111)
        // …the screen halfway after 0.15 s of the linear 0.3 s.
        screen.advance(by: 0.15)
        #expect(CorpusStage.presented(card).bounds.height == 137)
        #expect(CorpusStage.presented(card.payButton).position == CGPoint(x: 150, y: 103))
        #expect(CorpusStage.rgba(screen, 30, 20 + 43 + 10) == [230, 230, 230, 255])
        screen.advance(by: 0.15)
        #expect(CorpusStage.presented(card).bounds.height == 167)
        #expect(CorpusStage.rgba(screen, 30, 20 + 160) == [255, 255, 255, 255])
        card.setExpanded(false, animated: false)
        screen.advance(by: 0)
        #expect(card.frame.height == 107)
        #expect(!card.isExpanded)
    }
}
