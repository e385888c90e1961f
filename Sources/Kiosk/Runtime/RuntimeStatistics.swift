import Foundation
import QuartzCore

/// What `--stats` prints at exit: frames presented, how long frames took to draw
/// (mean, median, 99th percentile, maximum), vblanks missed, and input latency from
/// a touch's timestamp to the frame that showed its effect, and the process's peak
/// resident memory.
/// Frame times go into 0.1 ms buckets, so a run of any length takes the same memory.
public struct RuntimeStatistics: Sendable, Equatable {
    public private(set) var framesPresented = 0
    public private(set) var frameTimes = IntervalSummary()
    public private(set) var inputLatencies = IntervalSummary()
    /// Vblanks that brought no new frame during animations; nil where the display has no vblanks.
    public var missedVBlanks: Int?
    /// Frames shown after the vblank they were drawn for (DRM only).
    public var lateFrames: Int?
    /// The most memory the process held resident (VmHWM), read at exit; nil: not read.
    public var peakResidentBytes: Int?
    /// Frame times in 0.1 ms buckets; the last bucket holds everything from 1 s up.
    private var buckets = [Int](repeating: 0, count: RuntimeStatistics.bucketCount)

    static let bucketWidth = 0.0001
    static let bucketCount = 10_001

    public init() {}

    /// A frame that took `seconds` to draw and present.
    public mutating func addFrame(taking seconds: Double) {
        framesPresented += 1
        frameTimes.add(seconds)
        buckets[min(Int(seconds / Self.bucketWidth), Self.bucketCount - 1)] += 1
    }

    /// A frame counted without a time (a virtual clock's frames take no real time).
    public mutating func addUntimedFrame() { framesPresented += 1 }

    public mutating func addInputLatency(_ seconds: Double) { inputLatencies.add(seconds) }

    /// The time (s) below which `fraction` of the timed frames took, to 0.1 ms (the upper edge of its bucket).
    public func frameTime(percentile fraction: Double) -> Double? {
        guard frameTimes.count > 0 else { return nil }
        let rank = max(1, Int((fraction * Double(frameTimes.count)).rounded(.up)))
        var seen = 0
        for (index, count) in buckets.enumerated() {
            seen += count
            if seen >= rank { return min(Double(index + 1) * Self.bucketWidth, frameTimes.maximum) }
        }
        return frameTimes.maximum
    }

    /// The lines `--stats` prints.
    public var report: [String] {
        func ms(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f ms", $0 * 1000) } ?? "n.a." }
        var lines = ["frames presented: \(framesPresented)"]
        if frameTimes.count > 0 {
            lines.append("frame time: mean \(ms(frameTimes.mean)), p50 \(ms(frameTime(percentile: 0.5))), "
                         + "p99 \(ms(frameTime(percentile: 0.99))), max \(ms(frameTimes.maximum))")
        } else {
            lines.append("frame time: n.a. (virtual clock)")
        }
        if let missedVBlanks {
            lines.append("missed vblanks: \(missedVBlanks)" + (lateFrames.map { ", late frames: \($0)" } ?? ""))
        } else {
            lines.append("missed vblanks: n.a. (no vblanks on this display)")
        }
        if inputLatencies.count > 0 {
            lines.append("input latency: mean \(ms(inputLatencies.mean)), max \(ms(inputLatencies.maximum)) over \(inputLatencies.count) touches")
        } else if frameTimes.count == 0 && framesPresented > 0 {
            lines.append("input latency: n.a. (virtual clock: a touch shows on the next frame by construction)")
        } else {
            lines.append("input latency: n.a. (no touch changed the picture)")
        }
        if let peakResidentBytes {
            lines.append(String(format: "peak memory: %.1f MiB resident (VmHWM)", Double(peakResidentBytes) / 1_048_576))
        }
        return lines
    }
}
