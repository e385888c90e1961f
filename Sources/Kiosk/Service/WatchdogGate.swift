import Foundation
import Glibc
import Logging

/// Pets systemd's watchdog (`WatchdogSec=`) only while the service really works: on
/// its own thread, every half watchdog period, it sends WATCHDOG=1 if and only if both
/// the main loop and the render loop made progress since the last tick. A stuck main
/// loop or render loop therefore stops the pings, and systemd restarts the service.
///
/// Progress is read through closures, called on the gate's thread (so they must be
/// thread-safe, e.g. atomics the loops increment):
/// - `mainLoopTurns`: main-loop turns so far. The main loop must turn at least once per
///   `interval` even with nothing to do (poll with a timeout of at most `interval`).
/// - `renderFrames`: frames the render loop has finished so far.
/// - `renderLoopIsIdle`: true while the render loop is blocked waiting for work (no
///   animation, nothing committed). That counts as progress — an idle display draws no
///   frames by design — whereas a render loop stuck in a frame or in a display wait is
///   not idle and makes no frames, so it stops the pings.
public final class WatchdogGate: @unchecked Sendable {
    /// Half the watchdog timeout: how often progress is checked and a ping may go out.
    public let interval: TimeInterval
    public let notifier: ServiceNotifier

    private let mainLoopTurns: @Sendable () -> Int
    private let renderFrames: @Sendable () -> Int
    private let renderLoopIsIdle: @Sendable () -> Bool
    /// Guards everything below; the timer thread waits on it.
    private let condition = NSCondition()
    private var last: (main: Int, render: Int)
    private var state = State.idle

    private enum State { case idle, running, stopping }

    static let log = Logger(label: "kiosk.watchdog")

    /// The gate for systemd's watchdog as `environment` describes it: WATCHDOG_USEC
    /// (the timeout in microseconds) and, when set, WATCHDOG_PID naming this process.
    /// Nil when there is no watchdog for this process. The counters are read once now,
    /// as the baseline of the first tick.
    public convenience init?(environment: [String: String] = ProcessInfo.processInfo.environment,
                             notifier: ServiceNotifier,
                             mainLoopTurns: @escaping @Sendable () -> Int,
                             renderFrames: @escaping @Sendable () -> Int,
                             renderLoopIsIdle: @escaping @Sendable () -> Bool) {
        guard let timeout = Self.timeout(environment: environment, processID: Int(getpid())) else { return nil }
        self.init(timeoutMicroseconds: timeout, notifier: notifier, mainLoopTurns: mainLoopTurns,
                  renderFrames: renderFrames, renderLoopIsIdle: renderLoopIsIdle)
    }

    /// A gate for a watchdog timeout of `timeoutMicroseconds` (above 0).
    public init(timeoutMicroseconds: UInt64, notifier: ServiceNotifier,
                mainLoopTurns: @escaping @Sendable () -> Int,
                renderFrames: @escaping @Sendable () -> Int,
                renderLoopIsIdle: @escaping @Sendable () -> Bool) {
        precondition(timeoutMicroseconds > 0, "WatchdogGate: a watchdog timeout of 0")
        interval = TimeInterval(timeoutMicroseconds) / 2e6
        self.notifier = notifier
        self.mainLoopTurns = mainLoopTurns
        self.renderFrames = renderFrames
        self.renderLoopIsIdle = renderLoopIsIdle
        last = (mainLoopTurns(), renderFrames())
    }

    /// The watchdog timeout in microseconds `environment` gives this process, as
    /// sd_watchdog_enabled reads it: WATCHDOG_USEC a positive integer, and WATCHDOG_PID
    /// (if set) equal to `processID`.
    static func timeout(environment: [String: String], processID: Int) -> UInt64? {
        guard let text = environment["WATCHDOG_USEC"], let timeout = UInt64(text), timeout > 0 else { return nil }
        if let pid = environment["WATCHDOG_PID"], Int(pid) != processID { return nil }
        return timeout
    }

    /// Checks progress since the last tick and pings when both loops made some.
    /// Returns whether WATCHDOG=1 was sent. The timer thread calls it every `interval`.
    @discardableResult
    public func tick() -> Bool {
        let main = mainLoopTurns(), render = renderFrames(), idle = renderLoopIsIdle()
        condition.lock()
        let previous = last
        last = (main, render)
        condition.unlock()
        let mainMoved = main != previous.main
        let renderMoved = render != previous.render || idle
        if mainMoved && renderMoved {
            notifier.watchdog()
            return true
        }
        let stalled = [mainMoved ? nil : "the main loop (\(main) turns)", renderMoved ? nil : "the render loop (\(render) frames)"]
        Self.log.warning("no watchdog ping: no progress in \(stalled.compactMap { $0 }.joined(separator: " and ")) for \(interval) s")
        return false
    }

    /// Starts the timer thread: the first tick comes one `interval` from now.
    public func start() {
        condition.lock()
        defer { condition.unlock() }
        guard state == .idle else { return }
        state = .running
        let thread = Thread { [self] in run() }
        thread.name = "kiosk-watchdog"
        thread.start()
    }

    /// Stops the timer thread and returns once it has ended: no ping goes out after it.
    public func stop() {
        condition.lock()
        defer { condition.unlock() }
        guard state == .running else { return }
        state = .stopping
        condition.broadcast()
        while state == .stopping { condition.wait() }
    }

    /// The timer thread: waits `interval` on the monotonic clock (so a change of the
    /// wall clock neither skips nor bunches ticks), ticks, until stopped. The next wait
    /// starts after the tick, so a late tick is never followed by a hasty one.
    private func run() {
        var deadline = Self.monotonicNow() + interval
        condition.lock()
        while state == .running {
            let remaining = deadline - Self.monotonicNow()
            if remaining > 0 {
                _ = condition.wait(until: Date(timeIntervalSinceNow: remaining))
                continue
            }
            condition.unlock()
            tick()
            condition.lock()
            deadline = Self.monotonicNow() + interval
        }
        state = .idle
        condition.broadcast()
        condition.unlock()
    }

    private static func monotonicNow() -> TimeInterval {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return TimeInterval(now.tv_sec) + TimeInterval(now.tv_nsec) / 1e9
    }
}
