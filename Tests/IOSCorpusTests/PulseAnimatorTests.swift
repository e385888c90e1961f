@testable import IOSCorpus
import Testing
import UIKit

/// `PulseAnimator.swift`: a transform animation between `NSValue(caTransform3D:)` values.
@MainActor @Suite struct PulseAnimatorTests {
    @Test func theViewGrowsToTwiceItsSizeAndBack() {
        let screen = CorpusStage.screen(width: 50, height: 50)
        let dot = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        dot.backgroundColor = .red
        screen.window.addSubview(dot)
        PulseAnimator.pulse(dot)
        // Halfway up: 15 points wide about the centre (17.5 … 32.5).
        screen.advance(by: 0.5)
        #expect(abs(CorpusStage.presented(dot).transform.m11 - 1.5) < 1e-9)
        #expect(CorpusStage.rgba(screen, 18, 25) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 16, 25) == [255, 255, 255, 255])
        // At the top: 20 points wide (15 … 35).
        screen.advance(by: 0.5)
        #expect(CorpusStage.rgba(screen, 15, 25) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 14, 25) == [255, 255, 255, 255])
        // Back to its own size after the reverse half.
        screen.advance(by: 1)
        #expect(CorpusStage.rgba(screen, 20, 25) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 19, 25) == [255, 255, 255, 255])
        #expect(dot.layer.animation(forKey: PulseAnimator.key) == nil)
    }
}
