import CoreGraphics
@testable import QuartzCore
import Testing

@Suite struct KeyframeMathTests {
    static func sample(_ values: [AnimatableValue], keyTimes: [Double]? = nil, timing: [CAMediaTimingFunction]? = nil,
                       mode: CAAnimationCalculationMode = .linear, at fraction: Double) -> AnimatableValue? {
        KeyframeMath.sample(values: values, keyTimes: keyTimes, timingFunctions: timing, mode: mode, fraction: fraction)
    }

    /// The number a sample holds (NaN when it is not a number, so comparisons fail).
    static func number(_ value: AnimatableValue?) -> Double {
        if case let .number(v) = value { v } else { .nan }
    }

    static let numbers: [AnimatableValue] = [.number(0), .number(10), .number(30)]

    @Test func noValuesGiveNothingAndOneValueGivesItself() {
        #expect(Self.sample([], at: 0.5) == nil)
        for mode in [CAAnimationCalculationMode.linear, .discrete, .paced, .cubic, .cubicPaced] {
            #expect(Self.sample([.number(4)], mode: mode, at: 0.7) == .number(4))
        }
    }

    @Test func linearWithoutKeyTimesIsEvenlySpaced() {
        #expect(Self.sample(Self.numbers, at: 0) == .number(0))
        #expect(Self.sample(Self.numbers, at: 0.25) == .number(5))
        #expect(Self.sample(Self.numbers, at: 0.5) == .number(10))
        #expect(Self.sample(Self.numbers, at: 0.75) == .number(20))
        #expect(Self.sample(Self.numbers, at: 1) == .number(30))
        // Overshoot extrapolates the end segments.
        #expect(Self.sample(Self.numbers, at: 1.25) == .number(40))
        #expect(Self.sample(Self.numbers, at: -0.25) == .number(-5))
    }

    @Test func linearFollowsKeyTimes() {
        let keyTimes = [0, 0.2, 1.0]
        #expect(Self.sample(Self.numbers, keyTimes: keyTimes, at: 0.1) == .number(5))
        #expect(Self.sample(Self.numbers, keyTimes: keyTimes, at: 0.6) == .number(20))
    }

    @Test(arguments: [[0, 0.5], [0, 0.7, 0.5], [0.1, 0.5, 1], [0, 0.5, 0.9], [0, 0.25, 0.5, 1]])
    func invalidKeyTimesFallBackToEvenSpacing(keyTimes: [Double]) {
        #expect(Self.sample(Self.numbers, keyTimes: keyTimes, at: 0.75) == .number(20))
    }

    @Test func discreteWithOneMoreKeyTimeThanValues() {
        let keyTimes = [0, 0.2, 0.9, 1.0]
        let expected: [(Double, Double)] = [(0, 0), (0.19, 0), (0.2, 10), (0.89, 10), (0.9, 30), (1, 30)]
        for (fraction, value) in expected {
            #expect(Self.sample(Self.numbers, keyTimes: keyTimes, mode: .discrete, at: fraction) == .number(value), "at \(fraction)")
        }
    }

    @Test func discreteWithAsManyKeyTimesAsValues() {
        let keyTimes = [0, 0.2, 0.6]
        let expected: [(Double, Double)] = [(0.1, 0), (0.59, 10), (0.6, 30), (1, 30)]
        for (fraction, value) in expected {
            #expect(Self.sample(Self.numbers, keyTimes: keyTimes, mode: .discrete, at: fraction) == .number(value), "at \(fraction)")
        }
    }

    @Test func discreteWithoutKeyTimesShowsEachValueForAnEqualShare() {
        let expected: [(Double, Double)] = [(0.33, 0), (0.34, 10), (0.66, 10), (0.67, 30), (1, 30)]
        for (fraction, value) in expected {
            #expect(Self.sample(Self.numbers, mode: .discrete, at: fraction) == .number(value), "at \(fraction)")
        }
    }

    @Test func pacedMovesAtConstantSpeedAndIgnoresKeyTimesAndTimingFunctions() {
        // Legs of 30 and 10 points: the first takes 3/4 of the time.
        let points: [AnimatableValue] = [.point(.zero), .point(CGPoint(x: 30, y: 0)), .point(CGPoint(x: 30, y: 10))]
        let bogusKeyTimes = [0, 0.1, 1.0]
        let easeIn = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        #expect(Self.sample(points, keyTimes: bogusKeyTimes, timing: easeIn, mode: .paced, at: 0.5) == .point(CGPoint(x: 20, y: 0)))
        #expect(Self.sample(points, keyTimes: bogusKeyTimes, timing: easeIn, mode: .paced, at: 0.75) == .point(CGPoint(x: 30, y: 0)))
        #expect(Self.sample(points, keyTimes: bogusKeyTimes, timing: easeIn, mode: .paced, at: 0.875) == .point(CGPoint(x: 30, y: 5)))
        // Equal values: evenly spaced.
        let still: [AnimatableValue] = [.number(1), .number(1), .number(1)]
        #expect(Self.sample(still, mode: .paced, at: 0.3) == .number(1))
    }

    @Test func timingFunctionsEaseEachSegment() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let timing = [easeIn, CAMediaTimingFunction(name: .linear)]
        let eased = Self.number(Self.sample(Self.numbers, timing: timing, at: 0.25))
        #expect(eased == 10 * easeIn.progress(at: 0.5))
        #expect(abs(eased - 3.15357) < 1e-4)
        #expect(Self.sample(Self.numbers, timing: timing, at: 0.75) == .number(20))
        // A missing function is linear.
        #expect(Self.sample(Self.numbers, timing: [easeIn], at: 0.75) == .number(20))
    }

    @Test func cubicPassesThroughEveryKeyframe() {
        for (fraction, value) in [(0.0, 0.0), (0.5, 10), (1, 30)] {
            #expect(Self.sample(Self.numbers, mode: .cubic, at: fraction) == .number(value))
        }
        // Catmull-Rom tangents: 20, 30, 40 per unit of key time; Hermite halfway through each segment.
        #expect(Self.number(Self.sample(Self.numbers, mode: .cubic, at: 0.25)) == 4.375)
        #expect(Self.number(Self.sample(Self.numbers, mode: .cubic, at: 0.75)) == 19.375)
        // Two keyframes make a straight line.
        #expect(Self.sample([.number(2), .number(6)], mode: .cubic, at: 0.25) == .number(3))
    }

    @Test func cubicPacedUsesDistanceForKeyTimes() {
        let points: [AnimatableValue] = [.point(.zero), .point(CGPoint(x: 30, y: 0)), .point(CGPoint(x: 30, y: 40))]
        // Legs of 30 and 40: the corner is at 3/7.
        #expect(Self.sample(points, mode: .cubicPaced, at: 30.0 / 70) == .point(CGPoint(x: 30, y: 0)))
        // Halfway through the first leg the curve swings outside the corner: (120/7, −15/7).
        guard case let .point(p) = Self.sample(points, mode: .cubicPaced, at: 15.0 / 70) else {
            Issue.record("not a point"); return
        }
        #expect(abs(p.x - 120.0 / 7) < 1e-12)
        #expect(abs(p.y + 15.0 / 7) < 1e-12)
    }

    @Test func transformsAndDiscreteKindsUseTheirOwnBlending() {
        let turns: [AnimatableValue] = [.transform(.identity), .transform(CATransform3DMakeRotation(.pi / 2, 0, 0, 1))]
        guard case let .transform(t) = Self.sample(turns, at: 0.5) else { Issue.record("not a transform"); return }
        #expect(maxDifference(t, CATransform3DMakeRotation(.pi / 4, 0, 0, 1)) < 1e-12)
        let flags: [AnimatableValue] = [.bool(false), .bool(true), .bool(false)]
        #expect(Self.sample(flags, mode: .cubic, at: 0.2) == .bool(false))
        #expect(Self.sample(flags, mode: .cubic, at: 0.3) == .bool(true))
    }
}
