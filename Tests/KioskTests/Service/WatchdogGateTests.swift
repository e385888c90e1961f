import CoreGraphics
import Foundation
@testable import Kiosk
import Testing

/// WATCHDOG=1 goes out only for ticks in which both loops made progress.
@Suite struct WatchdogGateTests {
    /// The loops' progress as the runtime would publish it, settable from the test.
    final class Loops: Sendable {
        let turns = Locked(0)
        let frames = Locked(0)
        let idle = Locked(false)
    }

    func gate(_ loops: Loops, _ notifier: ServiceNotifier, timeout: UInt64 = 2_000_000) -> WatchdogGate {
        WatchdogGate(timeoutMicroseconds: timeout, notifier: notifier,
                     mainLoopTurns: { loops.turns.withLock { $0 } },
                     renderFrames: { loops.frames.withLock { $0 } },
                     renderLoopIsIdle: { loops.idle.withLock { $0 } })
    }

    @Test func readsTheTimeoutLikeSystemd() {
        #expect(WatchdogGate.timeout(environment: ["WATCHDOG_USEC": "3000000"], processID: 42) == 3_000_000)
        #expect(WatchdogGate.timeout(environment: ["WATCHDOG_USEC": "3000000", "WATCHDOG_PID": "42"], processID: 42) == 3_000_000)
        #expect(WatchdogGate.timeout(environment: ["WATCHDOG_USEC": "3000000", "WATCHDOG_PID": "41"], processID: 42) == nil)
        #expect(WatchdogGate.timeout(environment: ["WATCHDOG_USEC": "0"], processID: 42) == nil)
        #expect(WatchdogGate.timeout(environment: ["WATCHDOG_USEC": "3s"], processID: 42) == nil)
        #expect(WatchdogGate.timeout(environment: [:], processID: 42) == nil)
        let notifier = ServiceNotifier(environment: [:])
        let loops = Loops()
        #expect(WatchdogGate(environment: [:], notifier: notifier, mainLoopTurns: { 0 }, renderFrames: { 0 },
                             renderLoopIsIdle: { false }) == nil)
        #expect(gate(loops, notifier, timeout: 3_000_000).interval == 1.5)
    }

    @Test func pingsOnlyWhenBothLoopsMoved() throws {
        let listener = try DatagramListener()
        let notifier = ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        let loops = Loops()
        let gate = gate(loops, notifier)

        #expect(!gate.tick(), "nothing moved since the baseline")
        loops.turns.withLock { $0 += 1 }
        loops.frames.withLock { $0 += 1 }
        #expect(gate.tick(), "both moved")
        loops.frames.withLock { $0 += 3 }
        #expect(!gate.tick(), "the main loop stalled")
        loops.turns.withLock { $0 += 1 }
        #expect(!gate.tick(), "the render loop stalled, not idle")
        loops.turns.withLock { $0 += 1 }
        loops.idle.withLock { $0 = true }
        #expect(gate.tick(), "an idle render loop counts as moving")
        #expect(!gate.tick(), "idle, but the main loop stalled")
        try notifier.send("STATUS=end")
        #expect(listener.receive(through: "STATUS=end") == ["WATCHDOG=1", "WATCHDOG=1", "STATUS=end"])
    }

    @Test func theTimerThreadPingsWhileBothMove() throws {
        let listener = try DatagramListener()
        let notifier = ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        // Loops that moved at every look: every tick pings.
        let turns = Locked(0)
        let gate = WatchdogGate(timeoutMicroseconds: 2000, notifier: notifier,
                                mainLoopTurns: { turns.withLock { $0 += 1; return $0 } },
                                renderFrames: { turns.withLock { $0 } }, renderLoopIsIdle: { false })
        gate.start()
        #expect(listener.receive() == "WATCHDOG=1")
        #expect(listener.receive() == "WATCHDOG=1")
        gate.stop()
        try notifier.send("STATUS=stopped")
        // Pings sent before stop() returned may still be queued ahead of the marker.
        let drained = listener.receive(through: "STATUS=stopped")
        #expect(drained.last == "STATUS=stopped")
        #expect(drained.dropLast().allSatisfy { $0 == "WATCHDOG=1" })
        try notifier.send("STATUS=after")
        #expect(listener.receive() == "STATUS=after", "no ping once stop() has returned")
    }

    @Test func theTimerThreadStaysSilentWhileTheMainLoopStalls() throws {
        let listener = try DatagramListener()
        let notifier = ServiceNotifier(environment: ["NOTIFY_SOCKET": listener.address])
        let looks = DispatchSemaphore(value: 0)
        let frames = Locked(0)
        // The render loop moves at every look; the main loop never turns.
        let gate = WatchdogGate(timeoutMicroseconds: 2000, notifier: notifier, mainLoopTurns: { 7 },
                                renderFrames: { frames.withLock { $0 += 1; return $0 } },
                                renderLoopIsIdle: { looks.signal(); return false })
        gate.start()
        for _ in 0..<5 { looks.wait() }
        gate.stop()
        try notifier.send("STATUS=end")
        #expect(listener.receive() == "STATUS=end", "five ticks, no ping")
    }
}
