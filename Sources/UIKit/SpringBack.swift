import CoreGraphics
import Foundation

/// One axis of a scroll view returning to its content's edge after being pulled or
/// thrown past it: a critically damped spring, the quickest return that does not
/// overshoot, `x(t) = rest + (a + (v + ω a) t) e^(−ω t)` with `a` the start's distance
/// from rest and `v` the start's velocity.
struct SpringBack: Equatable {
    /// The offset the spring starts at.
    var start: CGFloat
    /// Its velocity then, in points per second.
    var velocity: CGFloat
    /// The edge it returns to.
    var rest: CGFloat

    /// ω, in radians per second (Kiosk's choice: content let go 100 points past its
    /// edge is back, settled, 0.55 s later).
    static let angularFrequency: CGFloat = 15
    /// The spring ends, at rest, once this close to it (points) and this slow (points per second).
    static let settleDistance: CGFloat = 0.25
    static let settleSpeed: CGFloat = 5

    /// The offset `elapsed` seconds in.
    func offset(after elapsed: TimeInterval) -> CGFloat {
        let t = CGFloat(elapsed), w = Self.angularFrequency, a = start - rest
        return rest + (a + (velocity + w * a) * t) * exp(-w * t)
    }

    /// The velocity `elapsed` seconds in, in points per second.
    func velocity(after elapsed: TimeInterval) -> CGFloat {
        let t = CGFloat(elapsed), w = Self.angularFrequency, a = start - rest
        return (velocity - w * (velocity + w * a) * t) * exp(-w * t)
    }

    /// Whether the spring has come to rest `elapsed` seconds in.
    func isSettled(after elapsed: TimeInterval) -> Bool {
        abs(offset(after: elapsed) - rest) < Self.settleDistance && abs(velocity(after: elapsed)) < Self.settleSpeed
    }
}
