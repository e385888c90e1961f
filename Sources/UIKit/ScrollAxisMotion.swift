import CoreGraphics
import Foundation
import QuartzCore

/// What one axis of a scroll view does between frames once no finger holds it:
/// coasts (and, past an edge, springs back or stops there), springs back, or eases
/// to an offset set with animation. Times are media times; each frame asks for the
/// offset at its time, so the motion is the same at any frame rate.
enum ScrollAxisMotion: Equatable {
    /// Coasting from `began`, inside `range`: past an edge it springs back when
    /// `bounces`, else stops there.
    case coasting(DecelerationCurve, began: TimeInterval, range: ClosedRange<CGFloat>, bounces: Bool)
    case springing(SpringBack, began: TimeInterval)
    /// `setContentOffset(_:animated:)`: from one offset to another along `easingCurve`.
    case easing(from: CGFloat, to: CGFloat, began: TimeInterval, duration: TimeInterval)

    /// The curve an animated `setContentOffset` follows: ease in-out.
    static let easingCurve = CAMediaTimingFunction(name: .easeInEaseOut)

    /// The offset at `time`, and whether the motion is over then (the offset is then its last).
    mutating func step(to time: TimeInterval) -> (offset: CGFloat, finished: Bool) {
        switch self {
        case let .coasting(curve, began, range, bounces):
            let elapsed = max(time - began, 0)
            if let (edge, crossing) = edgeCrossing(curve, range: range) {
                if elapsed >= crossing {
                    guard bounces else { return (edge, true) }
                    self = .springing(SpringBack(start: edge, velocity: curve.velocity(after: crossing), rest: edge),
                                      began: began + crossing)
                    return step(to: time)
                }
            } else if elapsed >= curve.duration {
                return (curve.target, true)
            }
            return (curve.offset(after: elapsed), false)
        case let .springing(spring, began):
            let elapsed = max(time - began, 0)
            if !elapsed.isFinite || spring.isSettled(after: elapsed) { return (spring.rest, true) }
            return (spring.offset(after: elapsed), false)
        case let .easing(from, to, began, duration):
            let progress = duration > 0 ? (time - began) / duration : 1
            if progress >= 1 { return (to, true) }
            let eased = Self.easingCurve.progress(at: progress)
            return (from + (to - from) * CGFloat(eased), false)
        }
    }

    /// The edge of `range` the coasting passes on its way out, and when (seconds in);
    /// nil when it comes to rest inside, or starts outside and moves in.
    private func edgeCrossing(_ curve: DecelerationCurve, range: ClosedRange<CGFloat>) -> (CGFloat, TimeInterval)? {
        let edge: CGFloat
        if curve.target > range.upperBound && curve.start <= range.upperBound {
            edge = range.upperBound
        } else if curve.target < range.lowerBound && curve.start >= range.lowerBound {
            edge = range.lowerBound
        } else {
            return nil
        }
        guard let crossing = curve.time(toReach: edge) else { return nil }
        return (edge, crossing)
    }
}
