@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `GradientHeaderView.swift`: `layerClass` as a gradient layer, and its colours cross-fading.
@MainActor @Suite struct GradientHeaderViewTests {
    /// A 100 × 64 header at the top of a white 100 × 100 screen.
    func header() -> (HeadlessScreen, GradientHeaderView) {
        let screen = CorpusStage.screen(width: 100, height: 100)
        let header = GradientHeaderView(frame: CGRect(x: 0, y: 0, width: 100, height: 64))
        screen.window.addSubview(header)
        screen.advance(by: 0)
        return (screen, header)
    }

    /// Red to blue at row `y` of 64: the ramp entry nearest t = (y + 0.5) / 64.
    func redToBlue(_ y: Int) -> [Int] {
        let entry = Int(((Double(y) + 0.5) / 64 * 255 + 0.5).rounded(.down))
        return [255 - entry, 0, entry, 255]
    }

    @Test func theHeaderFadesDownFromTopToBottomColour() {
        let (screen, header) = header()
        #expect(header.layer is CAGradientLayer)
        for y in [0, 16, 31, 32, 63] {
            #expect(CorpusStage.rgba(screen, 50, y) == redToBlue(y), "row \(y)")
            #expect(CorpusStage.rgba(screen, 0, y) == CorpusStage.rgba(screen, 99, y))
        }
        #expect(CorpusStage.rgba(screen, 50, 64) == [255, 255, 255, 255])
    }

    @Test func swappingTheColoursCrossFadesThem() {
        let (screen, header) = header()
        header.setColors(top: .blue, bottom: .red, animated: true, duration: 1)
        screen.advance(by: 0.5)
        // Halfway every stop is half red, half blue: the whole band is one purple.
        for y in [0, 32, 63] { #expect(CorpusStage.rgba(screen, 50, y) == [128, 0, 128, 255], "row \(y)") }
        screen.advance(by: 0.5)
        #expect(CorpusStage.rgba(screen, 50, 0) == redToBlue(63) && CorpusStage.rgba(screen, 50, 63) == redToBlue(0))
        #expect(!screen.isAnimating)
    }
}
