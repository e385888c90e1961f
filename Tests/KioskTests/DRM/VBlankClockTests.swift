@testable import Kiosk
import QuartzCore
import Testing

/// Frame times predicted from flip completions.
@Suite struct VBlankClockTests {
    static let period = 0.016

    @Test func theNextVBlankIsTheFirstAfterNowOnTheLastOnesGrid() {
        var clock = VBlankClock(period: Self.period)
        #expect(clock.nextVBlank(after: 5) == 5 + Self.period) // nothing known yet: one period from now
        clock.record(vblankAt: 10)
        #expect(clock.nextVBlank(after: 10) == 10.016)
        #expect(clock.nextVBlank(after: 10.005) == 10.016)
        #expect(clock.nextVBlank(after: 10.020) == 10.032)
        #expect(clock.nextVBlank(after: 11.000) == 10 + 63 * Self.period)
        clock.record(vblankAt: 9.5) // an older vblank does not move the grid back
        #expect(clock.lastVBlank == 10)
    }

    @Test func lateFramesCountTheVBlanksTheyMissed() {
        let clock = VBlankClock(period: Self.period, lastVBlank: 10)
        #expect(clock.missedVBlanks(predicted: 10.016, shown: 10.016) == 0)
        #expect(clock.missedVBlanks(predicted: 10.016, shown: 10.0161) == 0)
        #expect(clock.missedVBlanks(predicted: 10.016, shown: 10.048) == 2)
        #expect(clock.missedVBlanks(predicted: 10.032, shown: 10.016) == 0)
    }

    @Test func intervalSummaries() {
        var summary = IntervalSummary()
        #expect(summary.mean == 0)
        for interval in [0.016, 0.032, 0.017] { summary.add(interval) }
        #expect(summary.count == 3)
        #expect(summary.mean == (0.016 + 0.032 + 0.017) / 3)
        #expect(summary.minimum == 0.016)
        #expect(summary.maximum == 0.032)
    }
}

/// The vblank a frame can make, given how long frames take to draw.
@Suite struct PresentationTimeTests {
    let clock = VBlankClock(period: 0.016, lastVBlank: 10)

    @Test func aQuickFrameMakesTheNextVBlankOrTheOneAfterAPendingFlip() {
        #expect(clock.presentationTime(now: 10.001, drawDuration: 0.002, flipPending: false) == 10.016)
        #expect(clock.presentationTime(now: 10.001, drawDuration: 0.002, flipPending: true) == 10.032)
    }

    @Test func aSlowFrameMakesTheFirstVBlankAfterItIsDrawn() {
        #expect(clock.presentationTime(now: 10.001, drawDuration: 0.040, flipPending: false) == 10.048)
        #expect(clock.presentationTime(now: 10.001, drawDuration: 0.040, flipPending: true) == 10.048)
        #expect(clock.presentationTime(now: 10.001, drawDuration: 0.020, flipPending: true) == 10.032)
    }

    @Test func theDrawDurationIsTheMeanOfTheLastEightFrames() {
        var estimate = DrawDurationEstimate()
        #expect(estimate.expected == 0)
        estimate.record(0.125)
        estimate.record(0.375)
        #expect(estimate.expected == 0.25)
        for _ in 0..<8 { estimate.record(0.5) }
        #expect(estimate.expected == 0.5) // the first two have left the window
        estimate.record(-1) // a clock step backwards counts as nothing
        #expect(estimate.expected == 0.4375)
    }
}
