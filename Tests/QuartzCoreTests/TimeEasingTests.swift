@testable import QuartzCore
import Testing

/// A layer timeline with a curve: held at its ends, eased between, and invertible.
@Suite struct TimeEasingTests {
    static let easing = TimeEasing(start: 2, duration: 0.5, from: 0.1, to: 0.35,
                                   function: CAMediaTimingFunction(name: .easeInEaseOut))

    @Test func holdsBeforeAndAfterAndEasesBetween() {
        let e = Self.easing
        #expect(e.localTime(fromParent: 1) == 0.1)
        #expect(e.localTime(fromParent: 2) == 0.1)
        #expect(e.localTime(fromParent: 2.5) == 0.35)
        #expect(e.localTime(fromParent: 9) == 0.35)
        // Ease-in-ease-out is symmetric: half-way in time is half-way in value.
        #expect(abs(e.localTime(fromParent: 2.25) - 0.225) < 1e-12)
        let quarter = CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.25)
        #expect(e.localTime(fromParent: 2.125) == 0.1 + 0.25 * quarter)
    }

    @Test func parentTimeInvertsLocalTime() {
        let e = Self.easing
        for t in [2.05, 2.2, 2.31, 2.49] {
            #expect(abs(e.parentTime(fromLocal: e.localTime(fromParent: t)) - t) < 1e-9)
        }
    }

    @Test func aLayersEasingReplacesItsLinearMapping() {
        var timing = MediaTiming()
        (timing.speed, timing.timeOffset) = (0, 0.1)
        #expect(timing.localTime(fromParent: 2.25) == 0.1)
        timing.easing = Self.easing
        #expect(abs(timing.localTime(fromParent: 2.25) - 0.225) < 1e-12)
    }
}
