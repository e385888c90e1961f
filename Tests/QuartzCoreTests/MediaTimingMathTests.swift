@testable import QuartzCore
import Testing

@Suite struct MediaTimingMathTests {
    /// A timing with the given fields, the rest at their defaults.
    static func timing(begin: Double = 0, speed: Float = 1, offset: Double = 0, repeatCount: Float = 0,
                       repeatDuration: Double = 0, autoreverses: Bool = false,
                       fill: CAMediaTimingFillMode = .removed) -> MediaTiming {
        var t = MediaTiming()
        (t.beginTime, t.speed, t.timeOffset, t.repeatCount) = (begin, speed, offset, repeatCount)
        (t.repeatDuration, t.autoreverses, t.fillMode) = (repeatDuration, autoreverses, fill)
        return t
    }

    @Test func activeDurationCountsCyclesOrTakesRepeatDuration() {
        #expect(Self.timing(repeatCount: 3.5).activeDuration(simpleDuration: 2) == 7)
        #expect(Self.timing(repeatCount: 2, autoreverses: true).activeDuration(simpleDuration: 0.5) == 2)
        #expect(Self.timing().activeDuration(simpleDuration: 0.25) == 0.25)
        #expect(Self.timing(autoreverses: true).activeDuration(simpleDuration: 0.25) == 0.5)
        #expect(Self.timing(repeatCount: 5, repeatDuration: 1.5).activeDuration(simpleDuration: 1) == 1.5)
        #expect(Self.timing(repeatCount: .infinity).activeDuration(simpleDuration: 1) == .infinity)
    }

    /// 0.75 − 0.55 is 0.19999999999999996 in doubles: an animation begun at 0.55 s and
    /// lasting 0.2 s has still ended at the 0.75 s frame, and one begun at 0.75 s has
    /// started at the double just below 0.75.
    @Test func roundingDoesNotMoveAStartOrAnEndByAFrame() {
        let ending = Self.timing(begin: 0.5 + 0.05, fill: .forwards)
        #expect(ending.sample(atParentTime: 0.75, simpleDuration: 0.2) == TimingSample(phase: .after, fraction: 1, iteration: 0, isReversing: false))
        #expect(ending.sample(atParentTime: 0.7499, simpleDuration: 0.2).phase == .active)
        let starting = Self.timing(begin: 0.75)
        #expect(starting.sample(atParentTime: 0.75.nextDown, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0, iteration: 0, isReversing: false))
        #expect(starting.sample(atParentTime: 0.7499, simpleDuration: 1).phase == .before)
    }

    @Test func aFractionalRepeatEndsPartWayThroughItsLastCycle() {
        let t = Self.timing(repeatCount: 3.5, fill: .forwards)
        let late = t.sample(atParentTime: 6.999, simpleDuration: 2)
        #expect(late.phase == .active)
        #expect(abs(late.fraction! - 0.4995) < 1e-12)
        #expect(late.iteration == 3)
        #expect(t.sample(atParentTime: 2, simpleDuration: 2) == TimingSample(phase: .active, fraction: 0, iteration: 1, isReversing: false))
        for time in [7.0, 100] {
            #expect(t.sample(atParentTime: time, simpleDuration: 2) == TimingSample(phase: .after, fraction: 0.5, iteration: 3, isReversing: false))
        }
        let removed = Self.timing(repeatCount: 3.5).sample(atParentTime: 7, simpleDuration: 2)
        #expect(removed.phase == .after)
        #expect(removed.fraction == nil)
    }

    @Test func aWholeRepeatEndsAtTheEndOfItsLastCycle() {
        let end = Self.timing(repeatCount: 3, fill: .both).sample(atParentTime: 3, simpleDuration: 1)
        #expect(end == TimingSample(phase: .after, fraction: 1, iteration: 2, isReversing: false))
    }

    @Test func autoreverseGoesForwardThenBack() {
        let t = Self.timing(autoreverses: true, fill: .forwards)
        #expect(t.sample(atParentTime: 0.25, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.25, iteration: 0, isReversing: false))
        #expect(t.sample(atParentTime: 1.25, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.75, iteration: 0, isReversing: true))
        #expect(t.sample(atParentTime: 2, simpleDuration: 1) == TimingSample(phase: .after, fraction: 0, iteration: 0, isReversing: true))
        let twice = Self.timing(repeatCount: 2, autoreverses: true)
        #expect(twice.sample(atParentTime: 2.5, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.5, iteration: 1, isReversing: false))
    }

    @Test func speedTwoHalvesTheTimes() {
        let t = Self.timing(begin: 10, speed: 2, fill: .forwards)
        #expect(t.sample(atParentTime: 10.25, simpleDuration: 1).fraction == 0.5)
        #expect(t.endTime(simpleDuration: 1) == 10.5)
        #expect(t.sample(atParentTime: 10.5, simpleDuration: 1) == TimingSample(phase: .after, fraction: 1, iteration: 0, isReversing: false))
        #expect(Self.timing(begin: 10).endTime(simpleDuration: 1) == 11)
        #expect(Self.timing(repeatCount: .infinity).endTime(simpleDuration: 1) == .infinity)
    }

    @Test func timeOffsetStartsPartWayAndWrapsAround() {
        // Apple: an offset of 0.5 on a 1 s animation plays from halfway to the end,
        // then from the start to halfway.
        let t = Self.timing(offset: 0.5, fill: .forwards)
        #expect(t.sample(atParentTime: 0, simpleDuration: 1).fraction == 0.5)
        #expect(t.sample(atParentTime: 0.25, simpleDuration: 1).fraction == 0.75)
        #expect(t.sample(atParentTime: 0.75, simpleDuration: 1).fraction == 0.25)
        #expect(t.sample(atParentTime: 1, simpleDuration: 1) == TimingSample(phase: .after, fraction: 0.5, iteration: 0, isReversing: false))
        // Over two cycles the wrap is of the whole active interval, not of one cycle.
        let twice = Self.timing(offset: 1.5, repeatCount: 2)
        #expect(twice.sample(atParentTime: 0.25, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.75, iteration: 1, isReversing: false))
        #expect(twice.sample(atParentTime: 0.75, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.25, iteration: 0, isReversing: false))
    }

    @Test(arguments: [(CAMediaTimingFillMode.removed, nil), (.forwards, nil), (.backwards, 0.0), (.both, 0.0)])
    func beforeTheBeginTimeOnlyBackwardsFillShows(fill: CAMediaTimingFillMode, expected: Double?) {
        let before = Self.timing(begin: 5, fill: fill).sample(atParentTime: 4, simpleDuration: 1)
        #expect(before == TimingSample(phase: .before, fraction: expected, iteration: 0, isReversing: false))
        let started = Self.timing(begin: 5, fill: fill).sample(atParentTime: 5.5, simpleDuration: 1)
        #expect(started == TimingSample(phase: .active, fraction: 0.5, iteration: 0, isReversing: false))
    }

    @Test func speedZeroFreezesAtTheOffset() {
        let t = Self.timing(begin: 3, speed: 0, offset: 0.3)
        for time in [0.0, 3, 1000] {
            #expect(t.sample(atParentTime: time, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.3, iteration: 0, isReversing: false))
        }
        #expect(t.endTime(simpleDuration: 1) == .infinity)
    }

    @Test func negativeSpeedPlaysBackwardsFromTheEnd() {
        let t = Self.timing(speed: -1, repeatCount: 2, fill: .both)
        #expect(t.sample(atParentTime: -1, simpleDuration: 1) == TimingSample(phase: .before, fraction: 1, iteration: 1, isReversing: false))
        #expect(t.sample(atParentTime: 0, simpleDuration: 1) == TimingSample(phase: .active, fraction: 1, iteration: 1, isReversing: false))
        #expect(t.sample(atParentTime: 0.25, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.75, iteration: 1, isReversing: false))
        #expect(t.sample(atParentTime: 1.25, simpleDuration: 1) == TimingSample(phase: .active, fraction: 0.75, iteration: 0, isReversing: false))
        #expect(t.sample(atParentTime: 2, simpleDuration: 1) == TimingSample(phase: .after, fraction: 0, iteration: 0, isReversing: false))
        #expect(t.endTime(simpleDuration: 1) == 2)
        // With no end, each cycle plays backwards.
        let forever = Self.timing(speed: -2, repeatCount: .infinity)
        #expect(forever.sample(atParentTime: 0.125, simpleDuration: 1).fraction == 0.75)
    }

    @Test func infiniteRepeatsKeepCounting() {
        let t = Self.timing(repeatCount: .infinity)
        #expect(t.sample(atParentTime: 1_000_000.25, simpleDuration: 1)
            == TimingSample(phase: .active, fraction: 0.25, iteration: 1_000_000, isReversing: false))
    }

    @Test func anEmptyDurationJumpsToTheEnd() {
        let t = Self.timing(fill: .both)
        #expect(t.activeDuration(simpleDuration: 0) == 0)
        #expect(t.sample(atParentTime: 0, simpleDuration: 0) == TimingSample(phase: .after, fraction: 1, iteration: 0, isReversing: false))
        #expect(t.sample(atParentTime: -1, simpleDuration: 0) == TimingSample(phase: .before, fraction: 0, iteration: 0, isReversing: false))
    }

    @Test func localTimeAndParentTimeAreInverses() {
        let t = Self.timing(begin: 2, speed: 2, offset: 1)
        #expect(t.localTime(fromParent: 3) == 3)
        #expect(t.localTime(fromParent: 2) == 1)
        for parent in [-4.0, 0, 2.5, 17.125] {
            #expect(t.parentTime(fromLocal: t.localTime(fromParent: parent)) == parent)
        }
        let paused = Self.timing(begin: 2, speed: 0, offset: 1.5)
        #expect(paused.localTime(fromParent: 99) == 1.5)
        #expect(paused.parentTime(fromLocal: 7) == 2)
    }
}
