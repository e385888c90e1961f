@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `SnappingCarouselView.swift`: a delegate that moves the target of a flick to a card,
/// content insets, `.fast` deceleration and an animated `setContentOffset`.
@MainActor @Suite struct SnappingCarouselViewTests {
    private static let colors: [UIColor] = [.red, .green, .blue, .yellow, .purple]

    /// Five 120-point cards 140 apart in a 200-point carousel, inset 40 at each side.
    private func stage() -> (HeadlessScreen, SnappingCarouselView) {
        let screen = CorpusStage.screen(background: .black)
        let carousel = SnappingCarouselView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), colors: Self.colors)
        screen.window.addSubview(carousel)
        carousel.layoutIfNeeded()
        carousel.scrollToCard(at: 0, animated: false)
        screen.advance(by: 0)
        return (screen, carousel)
    }

    /// Drags from x = 150 by `dx` in 10-point moves a frame apart; lifts at once (a
    /// flick at 600 pt/s) or after holding still for 0.2 s.
    private func drag(_ screen: HeadlessScreen, by dx: CGFloat, hold: Bool) {
        screen.touchDown(at: CGPoint(x: 150, y: 100))
        for i in 1...Int(abs(dx) / 10) {
            screen.advance(by: 1.0 / 60)
            screen.touchMove(to: CGPoint(x: 150 + (dx < 0 ? -10 : 10) * CGFloat(i), y: 100))
        }
        if hold { screen.advance(by: 0.2) }
        screen.touchUp()
    }

    @Test func theFirstCardStartsCentred() {
        let (screen, carousel) = stage()
        #expect(carousel.scrollView.contentInset == UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40))
        #expect(carousel.scrollView.contentSize == CGSize(width: 680, height: 200))
        #expect(carousel.scrollView.contentOffset == CGPoint(x: -40, y: 0))
        #expect(CorpusStage.rgba(screen, 100, 100) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 20, 100) == [0, 0, 0, 255])
    }

    /// A flick of 100 points would coast to 60 + 600 / (−1000 ln 0.99) = 119.7; the
    /// delegate moves that on to card 2 (offset 240), where it comes to rest exactly.
    @Test func aFlickSettlesOnTheNextCardInItsDirection() {
        let (screen, carousel) = stage()
        var changes: [Int] = []
        carousel.onCardChange = { changes.append($0) }
        drag(screen, by: -100, hold: false)
        #expect(carousel.scrollView.contentOffset.x == 60 && carousel.scrollView.isDecelerating)
        screen.advance(by: 0.1)
        // 240 − 180 × 0.99^100.
        #expect(carousel.scrollView.contentOffset.x == (240 - 180 * pow(0.99, 100) as CGFloat).rounded())
        screen.advance(by: 2)
        #expect(carousel.scrollView.contentOffset.x == 240 && changes == [2] && carousel.currentIndex == 2)
        #expect(CorpusStage.rgba(screen, 100, 100) == [0, 0, 255, 255])
    }

    /// Held still after 30 points back, the nearest card (still 2) pulls the content back to it.
    @Test func aSlowDragReturnsToTheNearestCard() {
        let (screen, carousel) = stage()
        carousel.scrollToCard(at: 2, animated: false)
        drag(screen, by: 30, hold: true)
        #expect(carousel.scrollView.contentOffset.x == 210 && carousel.scrollView.isDecelerating)
        screen.advance(by: 2)
        #expect(carousel.scrollView.contentOffset.x == 240 && carousel.currentIndex == 2)
    }

    /// Flicked hard past the last card, it stops on the last one, not beyond.
    @Test func aFlickNeverPassesTheLastCard() {
        let (screen, carousel) = stage()
        carousel.scrollToCard(at: 3, animated: false)
        drag(screen, by: -150, hold: false)
        screen.advance(by: 2)
        #expect(carousel.scrollView.contentOffset.x == 520 && carousel.currentIndex == 4)
        #expect(CorpusStage.rgba(screen, 100, 100) == CorpusStage.components(.purple))
    }

    /// Animated back to the first card: the delegate hears the end of the animation.
    @Test func scrollingToACardAnimates() {
        let (screen, carousel) = stage()
        carousel.scrollToCard(at: 4, animated: false)
        var changes: [Int] = []
        carousel.onCardChange = { changes.append($0) }
        carousel.scrollToCard(at: 0, animated: true)
        screen.advance(by: 0.15)
        // Halfway along ease in-out: (520 + −40) / 2.
        #expect(carousel.scrollView.contentOffset.x == 240 && changes.isEmpty)
        screen.advance(by: 0.15)
        #expect(carousel.scrollView.contentOffset.x == -40 && changes == [0])
    }
}
