@testable import IOSCorpus
import Testing
import UIKit

/// `Theme.swift`: fonts, transforms and ready-made layers from a plain struct.
@MainActor @Suite struct ThemeTests {
    @Test func fontsAndTransformsAreTheThemes() {
        #expect(Theme.titleFont.pointSize == 24 && Theme.titleFont.fontName == "DejaVuSans-Bold")
        #expect(Theme.bodyFont.pointSize == 15 && Theme.captionFont.pointSize == 12)
        #expect(Theme.captionFont.fontName == "DejaVuSans")
        #expect(Theme.pressedTransform == CGAffineTransform(a: 0.95, b: 0, c: 0, d: 0.95, tx: 0, ty: 0))
        #expect(Theme.flippedTransform.m11 == -1 && Theme.flippedTransform.m33 == -1)
        #expect(Theme.liftedTransform.m42 == -4)
    }

    @Test func aFrameLayerShowsItsFillInsideItsBorder() {
        let screen = CorpusStage.screen()
        let frame = Theme().makeFrameLayer(side: 60, fill: Palette.accent)
        frame.position = CGPoint(x: 100, y: 100)
        screen.window.layer.addSublayer(frame)
        #expect(frame.bounds == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(frame.cornerRadius == 12 && frame.borderWidth == 2 && frame.shadowOpacity == 0.25)
        // Read once settled: Kiosk plays a new standalone layer's first settings as
        // implicit animations (0.25 s), where iOS shows a never-committed layer at once.
        screen.advance(by: 0.25)
        #expect(CorpusStage.rgba(screen, 100, 100) == [255, 107, 53, 255])
        // The 2-point border in the ink colour (0.10, 0.12, 0.16), on the left edge.
        #expect(CorpusStage.rgba(screen, 71, 100) == [26, 31, 41, 255])
        #expect(CorpusStage.rgba(screen, 73, 100) == [255, 107, 53, 255])
    }

    @Test func dotsSitInARow() {
        let dots = Theme().makeDots(count: 3, diameter: 10, spacing: 5, color: .red)
        #expect(dots.map(\.frame.minX) == [0, 15, 30])
        #expect(dots.allSatisfy { $0.cornerRadius == 5 && $0.bounds.size == CGSize(width: 10, height: 10) })
    }
}
