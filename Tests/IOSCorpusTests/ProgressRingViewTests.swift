@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `ProgressRingView.swift`: `layerClass` as a shape layer, and a ring whose `strokeEnd` animates.
@MainActor @Suite struct ProgressRingViewTests {
    let red = [255, 0, 0, 255]
    let grey = CorpusStage.components(.lightGray)
    let white = [255, 255, 255, 255]

    /// A 100 × 100 ring (10 wide, radius 45 at the middle of the line) on a white screen,
    /// settled. (Kiosk plays the arc layer's first values as 0.25 s implicit animations,
    /// where iOS shows a never-committed layer at once; the wait lets them end.)
    func ring() -> (HeadlessScreen, ProgressRingView) {
        let screen = CorpusStage.screen(width: 100, height: 100)
        let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        screen.window.addSubview(ring)
        screen.advance(by: 0.25)
        return (screen, ring)
    }

    /// Points on the middle of the line at 45°, 90°, 135° … 315° clockwise from twelve o'clock.
    func around(_ screen: HeadlessScreen) -> [[Int]] {
        [(82, 18), (95, 50), (82, 82), (50, 95), (18, 82), (5, 50), (18, 18)].map { CorpusStage.rgba(screen, $0.0, $0.1) }
    }

    @Test func theViewsLayerIsTheShapeLayerItsClassNames() {
        let (screen, ring) = ring()
        #expect(ring.layer is CAShapeLayer)
        #expect(around(screen) == Array(repeating: grey, count: 7))
        #expect(CorpusStage.rgba(screen, 50, 50) == white)
        #expect(CorpusStage.rgba(screen, 50, 5) == grey && CorpusStage.rgba(screen, 50, 11) == white)
    }

    @Test func halfwayThroughTheAnimationHalfTheRingIsDrawn() {
        let (screen, ring) = ring()
        ring.setProgress(1, animated: true)
        screen.advance(by: 0.5)
        // The arc ends at six o'clock, x = 50: pixel column 50 (x 50…51) lies before the end.
        #expect(around(screen) == [red, red, red, red, grey, grey, grey])
        #expect(CorpusStage.rgba(screen, 49, 95) == grey && CorpusStage.rgba(screen, 51, 95) == red)
        screen.advance(by: 0.25)
        // At nine o'clock, y = 50: row 50 (y 50…51) lies before the end.
        #expect(around(screen) == [red, red, red, red, red, red, grey])
        #expect(CorpusStage.rgba(screen, 5, 48) == grey)
        screen.advance(by: 0.5)
        #expect(around(screen) == Array(repeating: red, count: 7))
        #expect(ring.progress == 1 && !screen.isAnimating)
    }

    @Test func withoutAnimationTheProgressShowsAtOnce() {
        let (screen, ring) = ring()
        ring.setProgress(0.25, animated: false)
        screen.advance(by: 0)
        #expect(around(screen) == [red, grey, grey, grey, grey, grey, grey])
    }
}
