@testable import QuartzCore
import Testing

@Suite struct CAMediaTimingFunctionTests {
    /// Reference values: the Bézier solved to 1e-12 by bisection (independently, in Python).
    @Test(arguments: [
        (CAMediaTimingFunctionName.easeInEaseOut, 0.25, 0.129162),
        (.default, 0.5, 0.802403),
        (.easeInEaseOut, 0.5, 0.5),
        (.linear, 0.3, 0.3),
        (.easeIn, 0.5, 0.315357),
        (.easeOut, 0.5, 0.684643),
    ])
    func progressMatchesTheReference(name: CAMediaTimingFunctionName, time: Double, expected: Double) {
        let f = CAMediaTimingFunction(name: name)
        #expect(abs(f.progress(at: time) - expected) < 1e-5)
    }

    @Test func endsAreFixedAndTimeOutsideIsClamped() {
        for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            #expect(f.progress(at: 0) == 0)
            #expect(abs(f.progress(at: 1) - 1) < 1e-9)
            #expect(f.progress(at: -2) == 0)
            #expect(abs(f.progress(at: 7) - 1) < 1e-9)
        }
    }

    @Test func controlPointsAreApples() {
        let f = CAMediaTimingFunction(name: .easeInEaseOut)
        var point: [Float] = [9, 9]
        for (index, expected) in [(0, [Float(0), 0]), (1, [0.42, 0]), (2, [0.58, 1]), (3, [1, 1])] {
            f.getControlPoint(at: index, values: &point)
            #expect(point == expected)
        }
        #expect(CAMediaTimingFunction(name: .default) == CAMediaTimingFunction(controlPoints: 0.25, 0.1, 0.25, 1))
    }

    @Test func steepCurvesStillSolveToTheTolerance() {
        // x1 = 0 and x2 = 1 make the x-slope vanish at both ends, where Newton fails.
        let f = CAMediaTimingFunction(controlPoints: 0, 1, 1, 0)
        for i in 0...100 {
            let t = Double(i) / 100
            let s = CAMediaTimingFunction.solve(t, 0, 1)
            #expect(abs(CAMediaTimingFunction.bezier(s, 0, 1) - t) < 1e-6)
            _ = f.progress(at: t)
        }
    }
}
