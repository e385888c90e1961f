import CoreGraphics
import Foundation

/// What a run tells systemd, and when: STATUS=… with the display, READY=1 once the
/// first frame is on the glass, WATCHDOG=1 (through a `WatchdogGate` fed by the run's
/// `RuntimeProgress`) while the main loop and the render loop make progress, and
/// STOPPING=1 when a stop begins. Every call does nothing without NOTIFY_SOCKET, and
/// there is no watchdog without WATCHDOG_USEC. Safe from any thread.
public final class ServiceLifecycle: Sendable {
    public let notifier: ServiceNotifier
    private let environment: [String: String]
    private let progress: RuntimeProgress
    private let state = Locked(State())

    private struct State {
        var readySent = false
        var stopping = false
        var gate: WatchdogGate?
    }

    /// A lifecycle for the run whose counters are `progress`, as `environment` asks for.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, progress: RuntimeProgress) {
        self.environment = environment
        self.progress = progress
        notifier = ServiceNotifier(environment: environment)
    }

    /// STATUS=`text`: what `systemctl status` shows.
    public func status(_ text: String) { notifier.status(text) }

    /// READY=1, the first time it is called: the first frame is on the glass.
    public func firstFramePresented() {
        let first = state.withLock { state in
            defer { state.readySent = true }
            return !state.readySent && !state.stopping
        }
        if first { notifier.ready() }
    }

    /// The loops run: starts the watchdog, when systemd asked for one. `renderLoopIsIdle`
    /// says whether the render loop is waiting for work (see `WatchdogGate`).
    public func loopsStarted(renderLoopIsIdle: @escaping @Sendable () -> Bool) {
        let progress = progress
        guard let gate = WatchdogGate(environment: environment, notifier: notifier,
                                      mainLoopTurns: { progress.mainLoopTurns },
                                      renderFrames: { progress.framesRendered },
                                      renderLoopIsIdle: renderLoopIsIdle) else { return }
        let started = state.withLock { state in
            guard !state.stopping, state.gate == nil else { return false }
            state.gate = gate
            return true
        }
        guard started else { return }
        WatchdogGate.log.info("watchdog: WATCHDOG=1 every \(gate.interval) s while the main and render loops make progress")
        gate.start()
    }

    /// How often the running watchdog checks the loops' progress (`WatchdogGate.interval`),
    /// or nil without one: an idle main loop must still turn within each.
    public var watchdogInterval: TimeInterval? { state.withLock { $0.gate?.interval } }

    /// STOPPING=1, the first time it is called, and no watchdog pings after it returns.
    public func stopping() {
        let (first, gate) = state.withLock { state in
            defer { state.stopping = true; state.gate = nil }
            return (!state.stopping, state.gate)
        }
        guard first else { return }
        notifier.stopping()
        gate?.stop()
    }
}
