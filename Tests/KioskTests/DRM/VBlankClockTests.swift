@testable import Kiosk
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
