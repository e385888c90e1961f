import Foundation
import Logging

/// How an fbdev display paces its frames.
public enum FramePacing: Equatable, Sendable {
    /// Waiting for the first vsync, or for the driver to refuse FBIO_WAITFORVSYNC.
    case probing
    /// By FBIO_WAITFORVSYNC.
    case vsync
    /// By a CLOCK_MONOTONIC timer at the mode's refresh rate.
    case timer
}

/// Paces frames to an fbdev display: by FBIO_WAITFORVSYNC where the driver has it,
/// otherwise by a CLOCK_MONOTONIC timer at the mode's refresh rate.
///
/// The vsync waits run on a thread of their own, so that a vsync that never comes
/// cannot freeze the render thread: when none arrives within `vsyncTimeout`, the
/// pacer falls back to the timer for good. (A thread stuck in the driver keeps the
/// device open until the driver lets it go.) While paused (the display suspended or
/// powered down) no frame is handed out and no vsync is waited for: a blanked output
/// has none, and its absence must not count as a driver without vsync.
final class FramePacer: @unchecked Sendable {
    typealias Mode = FramePacing

    /// Seconds between frames.
    let period: Double
    /// How long to wait for a vsync before giving up on it for good: three periods, but
    /// at least a quarter of a second, so that a busy machine that is late to schedule
    /// the vsync thread (a 2-core CI runner, a board under load) is not taken for a
    /// driver without vsync.
    var vsyncTimeout: Double { max(3 * period, 0.25) }

    private let condition = NSCondition()
    // Guarded by `condition`:
    private var mode = Mode.probing
    private var vsyncCount = 0
    private var lastVSync = 0.0
    private var closing = false
    private var paused = false
    /// The vsync thread is inside `waitForVSync`.
    private var waitingForVSync = false
    /// The vsyncs `waitForNextFrame()` has handed out a frame for, and the timer's last tick.
    private var vsyncsSeen = 0
    private var lastTick = Int.min

    private static let log = Logger(label: "kiosk.fbdev")

    /// What the log calls the display.
    private let name: String

    /// Starts pacing at `refreshRate` frames per second; `waitForVSync` blocks until
    /// the next vsync and throws when the display has none (FBIO_WAITFORVSYNC on `name`).
    init(name: String, refreshRate: Double, waitForVSync: @escaping @Sendable () throws -> Void) {
        self.name = name
        period = 1 / refreshRate
        let thread = Thread { [self] in waitForVSyncs(waitForVSync) }
        thread.name = "Kiosk fbdev vsync"
        thread.stackSize = 64 << 10
        thread.start()
    }

    /// How frames are being paced now.
    var currentMode: Mode {
        condition.lock()
        defer { condition.unlock() }
        return mode
    }

    /// Blocks until the next vsync (or timer tick) and returns the CLOCK_MONOTONIC
    /// time at which a frame drawn now reaches the glass: the vsync after it. Nil once
    /// closed. While paused it waits for `resume()`.
    func waitForNextFrame() -> Double? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            while paused && !closing { condition.wait() }
            if closing { return nil }
            if mode != .timer {
                let deadline = Date(timeIntervalSinceNow: vsyncTimeout)
                while !closing && !paused && mode != .timer && vsyncCount == vsyncsSeen {
                    if !condition.wait(until: deadline) && !paused {
                        mode = .timer
                        Self.log.warning("fbdev: \(name) gave no vsync within \(vsyncTimeout) s; pacing frames by a \(1 / period) Hz timer")
                    }
                }
                if paused || closing { continue }
                if mode != .timer {
                    vsyncsSeen = vsyncCount
                    return lastVSync + period
                }
            }
            // The next tick of the period grid after the last one used.
            let tick = max(Int((Self.monotonicNow() / period).rounded(.down)) + 1, lastTick + 1)
            lastTick = tick
            let time = Double(tick) * period
            while !closing && !paused {
                let remaining = time - Self.monotonicNow()
                if remaining <= 0 { break }
                _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
            }
            if paused || closing { continue }
            return time + period
        }
    }

    /// Hands out no frame and waits for no vsync until `resume()`. Returns once the
    /// vsync thread is out of the driver (at the next vsync; at most `vsyncTimeout`).
    func pause() {
        condition.lock()
        defer { condition.unlock() }
        paused = true
        let deadline = Date(timeIntervalSinceNow: vsyncTimeout)
        while waitingForVSync && condition.wait(until: deadline) {}
    }

    /// Frames and vsync waits go on.
    func resume() {
        condition.lock()
        paused = false
        condition.broadcast()
        condition.unlock()
    }

    /// Makes `waitForNextFrame()` return nil now and from now on.
    func close() {
        condition.lock()
        closing = true
        condition.broadcast()
        condition.unlock()
    }

    /// The vsync thread: records each vsync until closed, or ends at the driver's first refusal.
    private func waitForVSyncs(_ waitForVSync: () throws -> Void) {
        while true {
            condition.lock()
            while paused && !closing { condition.wait() }
            let stop = closing || mode == .timer
            waitingForVSync = !stop
            condition.unlock()
            if stop { return }
            do {
                try waitForVSync()
            } catch {
                condition.lock()
                waitingForVSync = false
                if mode != .timer {
                    mode = .timer
                    Self.log.info("fbdev: \(name) has no FBIO_WAITFORVSYNC (\(error)); pacing frames by a \(1 / period) Hz timer")
                }
                condition.broadcast()
                condition.unlock()
                return
            }
            let now = Self.monotonicNow()
            condition.lock()
            waitingForVSync = false
            if paused {
                // A vsync that came as the pause began: the frame it would release is not wanted.
                condition.broadcast()
                condition.unlock()
                continue
            }
            if mode == .probing { mode = .vsync }
            vsyncCount += 1
            lastVSync = now
            condition.broadcast()
            condition.unlock()
        }
    }

    static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
