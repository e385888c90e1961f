import Kiosk
import Testing

/// What `--stats` prints: frame-time percentiles from 0.1 ms buckets, vblanks, latency.
@Suite struct RuntimeStatisticsTests {
    @Test func timedFramesGivePercentilesToATenthOfAMillisecond() {
        var stats = RuntimeStatistics()
        for ms in [2.0, 2.0, 2.0, 3.0, 40.0] { stats.addFrame(taking: ms / 1000) }
        stats.missedVBlanks = 1
        stats.lateFrames = 0
        stats.addInputLatency(0.020)
        stats.addInputLatency(0.030)
        #expect(stats.report == [
            "frames presented: 5",
            "frame time: mean 9.8 ms, p50 2.1 ms, p99 40.0 ms, max 40.0 ms",
            "missed vblanks: 1, late frames: 0",
            "input latency: mean 25.0 ms, max 30.0 ms over 2 touches",
        ])
    }

    @Test func aVirtualClockRunSaysWhyItHasNoTimes() {
        var stats = RuntimeStatistics()
        stats.addUntimedFrame()
        stats.addUntimedFrame()
        #expect(stats.report == [
            "frames presented: 2",
            "frame time: n.a. (virtual clock)",
            "missed vblanks: n.a. (no vblanks on this display)",
            "input latency: n.a. (virtual clock: a touch shows on the next frame by construction)",
        ])
        #expect(RuntimeStatistics().report.last == "input latency: n.a. (no touch changed the picture)")
    }

    @Test func thePeakResidentMemoryIsTheLastLineInMebibytes() {
        var stats = RuntimeStatistics()
        stats.peakResidentBytes = 52 * 1_048_576 + 314_573
        #expect(stats.report.count == 5)
        #expect(stats.report.last == "peak memory: 52.3 MiB resident (VmHWM)")
    }
}
