import CoreGraphics
import Foundation

/// Writes a demo's tour in the touch-script format, keeping the clock: each touch
/// starts where the last one left off plus a pause, so a tour reads as a list of
/// gestures instead of a table of times.
struct TourScript {
    private var lines: [String]
    /// When the next gesture starts, in seconds from the start of the tour.
    private(set) var time: Double

    /// A tour whose first gesture starts at `start` seconds, headed by `title` as a comment.
    init(_ title: String, start: Double = 0.5) {
        lines = ["# \(title)"]
        time = start
    }

    /// A tap at `point`, then `pause` seconds before the next gesture.
    mutating func tap(_ point: CGPoint, then pause: Double, _ comment: String) {
        lines.append("at \(Self.format(time)) tap \(Self.format(point))   # \(comment)")
        time += pause
    }

    /// A swipe from `start` to `end` over `duration` seconds, then `pause` seconds.
    mutating func swipe(from start: CGPoint, to end: CGPoint, over duration: Double, then pause: Double, _ comment: String) {
        lines.append("at \(Self.format(time)) swipe \(Self.format(start)) -> \(Self.format(end)) over \(Self.format(duration))   # \(comment)")
        time += duration + pause
    }

    /// The script's text.
    var text: String { lines.joined(separator: "\n") + "\n" }

    private static func format(_ point: CGPoint) -> String { "\(format(point.x)),\(format(point.y))" }

    /// Whole numbers without a fraction, others to two decimals.
    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
