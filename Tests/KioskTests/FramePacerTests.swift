import Dispatch
@testable import Kiosk
import QuartzCore
import Testing

/// The pacer's vsync thread runs the closure given; these stand in for drivers.
@Suite struct FramePacerTests {
    private struct NoVSync: Error {}

    /// Whether `time` is a whole number of `period`s (the timer's grid).
    private func onGrid(_ time: Double, period: Double) -> Bool {
        abs(time / period - (time / period).rounded()) < 1e-6
    }

    @Test func aDriverWithoutVSyncIsPacedByTheTimerOnTheRefreshGrid() throws {
        let pacer = FramePacer(name: "test", refreshRate: 200) { throw NoVSync() }
        defer { pacer.close() }
        let first = try #require(pacer.waitForNextFrame())
        let second = try #require(pacer.waitForNextFrame())
        #expect(pacer.currentMode == .timer)
        #expect(onGrid(first, period: 0.005) && onGrid(second, period: 0.005))
        #expect(((second - first) / 0.005).rounded() >= 1)
    }

    /// The vsync never comes (the driver blocks for ever): the frame still comes,
    /// by the timer, after the timeout (0.25 s here: three periods are less).
    @Test func aVSyncThatNeverComesDoesNotFreezeTheFrames() throws {
        let released = DispatchSemaphore(value: 0)
        let pacer = FramePacer(name: "test", refreshRate: 200) {
            released.wait()
            throw NoVSync()
        }
        let before = MonotonicMediaClock().now
        let time = try #require(pacer.waitForNextFrame())
        #expect(pacer.vsyncTimeout == 0.25)
        #expect(time - before >= 0.25) // given up only after the timeout
        #expect(pacer.currentMode == .timer)
        #expect(onGrid(time, period: 0.005))
        pacer.close()
        released.signal()
    }

    @Test func eachVSyncReleasesOneFrameShownAPeriodLater() throws {
        let vsync = DispatchSemaphore(value: 0)
        // 1 Hz: the thread has three seconds to record the vsync before a timeout.
        let pacer = FramePacer(name: "test", refreshRate: 1) { vsync.wait() }
        let before = MonotonicMediaClock().now
        vsync.signal()
        let time = try #require(pacer.waitForNextFrame())
        let after = MonotonicMediaClock().now
        #expect(pacer.currentMode == .vsync)
        #expect(time - 1 >= before && time - 1 <= after)
        pacer.close()
        vsync.signal()
    }

    @Test func aClosedPacerReturnsNilAtOnce() {
        let released = DispatchSemaphore(value: 0)
        let pacer = FramePacer(name: "test", refreshRate: 0.001) { released.wait() }
        pacer.close()
        #expect(pacer.waitForNextFrame() == nil)
        released.signal()
    }
}
