import CoreGraphics
import Foundation
import Testing
@testable import UIKit

/// The curves scroll views move along, checked against their formulas.
@MainActor @Suite struct ScrollPhysicsTests {
    @Test func decelerationRatesAreUIKits() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView().decelerationRate == .normal)
    }

    /// 600 pt/s at 0.998 per ms comes to rest 600 / (−1000 ln 0.998) = 299.70 points on;
    /// after 1 s the speed is 600 × 0.998^1000 = 81.04 pt/s.
    @Test func coastingFollowsTheClosedForm() {
        let curve = DecelerationCurve(start: 100, velocity: 600, rate: 0.998)
        #expect(abs(curve.target - 399.6999) < 1e-4)
        #expect(curve.offset(after: 0) == 100)
        #expect(abs(curve.offset(after: 1) - (399.6999 - 299.6999 * pow(0.998, 1000))) < 1e-4)
        #expect(abs(curve.velocity(after: 0) - 600) < 1e-9)
        #expect(abs(curve.velocity(after: 1) - 81.0387) < 1e-4)
        // Within a quarter point of the target: 0.998^(1000 t) = 0.25 / 299.70 at t = 3.5410 s.
        #expect(abs(curve.duration - 3.54099) < 1e-4)
        // The fast rate stops in a fifth of the distance: 600 / 10.050 = 59.70.
        let fast = DecelerationCurve(start: 0, velocity: 600, rate: 0.99)
        #expect(abs(fast.target - 59.6995) < 1e-4)
        // Where it passes 300: 0.998^(1000 t) = 1 − 200 / 299.7.
        #expect(abs(curve.time(toReach: 300)! - log(1 - 200 / 299.69990) / (1000 * log(0.998))) < 1e-6)
        #expect(curve.time(toReach: 400) == nil && curve.time(toReach: 50) == nil)
    }

    /// UIKit's rubber band: (1 − 1 / (x·0.55 / d + 1))·d.
    @Test func rubberBandFollowsUIKitsFormula() {
        #expect(abs(RubberBand.distance(for: 100, dimension: 200) - 43.1373) < 1e-4)
        #expect(abs(RubberBand.distance(for: -100, dimension: 200) + 43.1373) < 1e-4)
        #expect(abs(RubberBand.distance(for: 10, dimension: 200) - 5.3528) < 1e-4)
        // Never more than the dimension, however far the finger goes.
        #expect(RubberBand.distance(for: 1_000_000, dimension: 200) < 200)
        #expect(RubberBand.distance(for: 0, dimension: 200) == 0)
    }

    /// Let go 100 points out, the spring is back and still 0.55 s later, never past the edge.
    @Test func springBackSettlesWithoutOvershoot() {
        let spring = SpringBack(start: -100, velocity: 0, rest: 0)
        #expect(spring.offset(after: 0) == -100)
        #expect(abs(spring.offset(after: 0.1) - (-100 * (1 + 1.5) * exp(-1.5))) < 1e-9)
        #expect(!spring.isSettled(after: 0.54) && spring.isSettled(after: 0.55))
        #expect((0...100).allSatisfy { spring.offset(after: Double($0) / 100) <= 0 })
        // Thrown out at 1000 pt/s from the edge: it goes out 1000 / (15 e) = 24.5 points at t = 1/15 s.
        let thrown = SpringBack(start: 0, velocity: 1000, rest: 0)
        #expect(abs(thrown.offset(after: 1.0 / 15) - 1000 / (15 * M_E)) < 1e-9)
    }

    /// A coasting that passes the edge turns into a spring from the edge at the speed it had there.
    @Test func coastingPastTheEdgeSpringsBack() {
        let curve = DecelerationCurve(start: 100, velocity: 600, rate: 0.998)
        let crossing = curve.time(toReach: 300)!
        var motion = ScrollAxisMotion.coasting(curve, began: 10, range: 0...300, bounces: true)
        let before = motion.step(to: 10 + crossing - 0.01)
        #expect(!before.finished && before.offset < 300)
        let after = motion.step(to: 10 + crossing + 0.05)
        let spring = SpringBack(start: 300, velocity: curve.velocity(after: crossing), rest: 300)
        #expect(!after.finished && abs(after.offset - spring.offset(after: 0.05)) < 1e-9 && after.offset > 300)
        #expect(motion == .springing(spring, began: 10 + crossing))
        #expect(motion.step(to: 20) == (300, true))
        // Without bouncing it stops at the edge.
        var stopping = ScrollAxisMotion.coasting(curve, began: 10, range: 0...300, bounces: false)
        #expect(stopping.step(to: 10 + crossing) == (300, true))
    }
}
