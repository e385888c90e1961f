@testable import IOSCorpus
import Testing
import UIKit

/// `CardView.swift`: subviews from stored-property closures, a lazy layer, layout.
@MainActor @Suite struct CardViewTests {
    @Test func theCardLaysOutItsStripeTitleAndShadow() {
        let screen = CorpusStage.screen(background: .black)
        let card = CardView(title: "Menu", frame: CGRect(x: 20, y: 20, width: 160, height: 100))
        screen.window.addSubview(card)
        // Settled: the lazy shadow layer is standalone, and Kiosk plays a new standalone
        // layer's first settings as implicit animations (0.25 s; iOS shows them at once).
        screen.advance(by: 0.25)
        #expect(card.titleLabel.text == "Menu" && card.titleLabel.font.pointSize == 18)
        #expect(card.titleLabel.frame == CGRect(x: 8, y: 8, width: 144, height: 92))
        #expect(card.titleLabel.textColor == Palette.ink)
        // The stripe along the top, the white body, and the lazy shadow layer's 2 rows
        // at the bottom: black at 0.2 over white.
        #expect(CorpusStage.rgba(screen, 100, 24) == [255, 107, 53, 255])
        #expect(CorpusStage.rgba(screen, 24, 60) == [255, 255, 255, 255])
        #expect(CorpusStage.rgba(screen, 24, 118) == [204, 204, 204, 255])
        #expect(CorpusStage.rgba(screen, 24, 117) == [255, 255, 255, 255])
    }

    @Test func changingTheAccentAndStripeHeightShowsAtTheNextFrame() {
        let screen = CorpusStage.screen(background: .black)
        let card = CardView(title: "Menu", accent: .brandTeal, frame: CGRect(x: 20, y: 20, width: 160, height: 100))
        screen.window.addSubview(card)
        screen.advance(by: 0.25)
        #expect(CorpusStage.rgba(screen, 100, 24) == [46, 196, 182, 255])
        #expect(CorpusStage.rgba(screen, 100, 34) == [255, 255, 255, 255])
        card.accentColor = Palette.accent
        card.stripeHeight = 20
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 100, 34) == [255, 107, 53, 255])
        #expect(card.titleLabel.frame.minY == 20)
    }
}
