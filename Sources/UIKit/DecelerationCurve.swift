import CoreGraphics
import Foundation

/// One axis of a scroll view coasting after a flick, as UIKit coasts: the speed falls
/// by the factor `rate` every millisecond, so the offset closes in on `target` as
/// `target − (target − start)·rate^(1000 t)` — a closed form, the same at any frame rate.
struct DecelerationCurve: Equatable {
    /// The offset when the coasting began.
    var start: CGFloat
    /// Where the offset comes to rest.
    var target: CGFloat
    /// The speed kept per millisecond (`UIScrollView.DecelerationRate.rawValue`).
    var rate: CGFloat

    /// Once this close to its target (in points) the coasting ends, at the target.
    static let settleDistance: CGFloat = 0.25

    /// The curve that starts at `start` at `velocity` points per second: it comes to
    /// rest `velocity / (−1000 ln rate)` points on.
    init(start: CGFloat, velocity: CGFloat, rate: CGFloat) {
        self.init(start: start, target: start + velocity / Self.decay(rate), rate: rate)
    }

    /// The curve from `start` that comes to rest exactly at `target`.
    init(start: CGFloat, target: CGFloat, rate: CGFloat) {
        self.start = start
        self.target = target
        self.rate = rate
    }

    /// −1000 ln `rate`: the fraction of the speed lost per second, continuously compounded.
    static func decay(_ rate: CGFloat) -> CGFloat { -1000 * log(rate) }

    /// The offset `elapsed` seconds in.
    func offset(after elapsed: TimeInterval) -> CGFloat {
        target - (target - start) * pow(rate, 1000 * CGFloat(elapsed))
    }

    /// The speed `elapsed` seconds in, in points per second.
    func velocity(after elapsed: TimeInterval) -> CGFloat {
        (target - start) * Self.decay(rate) * pow(rate, 1000 * CGFloat(elapsed))
    }

    /// Seconds until the offset is within `settleDistance` of the target (0 if it starts there).
    var duration: TimeInterval {
        let distance = abs(target - start)
        guard distance > Self.settleDistance else { return 0 }
        return TimeInterval(log(Self.settleDistance / distance) / (1000 * log(rate)))
    }

    /// Seconds until the offset passes `edge`, or nil if it never does before settling.
    func time(toReach edge: CGFloat) -> TimeInterval? {
        let travel = target - start, needed = edge - start
        guard travel != 0, needed / travel > 0, needed / travel < 1 else { return needed == 0 ? 0 : nil }
        let elapsed = TimeInterval(log(1 - needed / travel) / (1000 * log(rate)))
        return elapsed <= duration ? elapsed : nil
    }
}
