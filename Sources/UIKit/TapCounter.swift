import CoreGraphics
import Foundation

/// Counts taps for `UITouch.tapCount`: a touch that begins at most `maximumInterval`
/// after the previous tap lifted, and at most `maximumDistance` from where it lifted,
/// is one more tap of the same series. A tap is a touch that lifted within
/// `maximumDistance` of where it touched down.
struct TapCounter {
    /// Seconds from one tap's lift to the next touch-down (UIKit's double-tap interval).
    static let maximumInterval: TimeInterval = 0.35
    /// Points a tap may wander, and the next tap may land from it.
    static let maximumDistance: CGFloat = 10

    private var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?

    /// The tap count of a touch beginning at `location` at `time`.
    func tapCount(at location: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTap,
              time - last.time <= Self.maximumInterval,
              last.location.distance(to: location) <= Self.maximumDistance else { return 1 }
        return last.count + 1
    }

    /// Remembers `touch`, which just lifted, if it was a tap; otherwise a series ends.
    @MainActor mutating func touchEnded(_ touch: UITouch) {
        let wasTap = touch.startWindowLocation.distance(to: touch.windowLocation) <= Self.maximumDistance
        lastTap = wasTap ? (touch.windowLocation, touch.timestamp, touch.tapCount) : nil
    }

    /// A cancelled touch ends a series.
    mutating func touchCancelled() { lastTap = nil }
}
