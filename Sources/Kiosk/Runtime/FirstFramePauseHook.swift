import Glibc
import Logging

/// A test hook for sending a signal at a known point of a run in another process:
/// with `KIOSK_TEST_HOOKS=1` and `KIOSK_TEST_PAUSE=first-frame` in the environment, a
/// run on the headless display's virtual clock pauses after its first frame, logs
/// "test hook: paused after the first frame", and handles signals (logging those it
/// ignores) until one asks for a stop; the run then draws one more frame and stops,
/// the same frames whatever the signal. Waits at most `longestWait` seconds.
@MainActor final class FirstFramePauseHook {
    static let log = Logger(label: "kiosk.runtime")
    static let longestWait: Int32 = 60

    private let signals: SignalGuard

    /// The hook, when `environment` turns it on.
    init?(signals: SignalGuard, environment: [String: String]) {
        guard environment["KIOSK_TEST_HOOKS"] == "1", environment["KIOSK_TEST_PAUSE"] == "first-frame" else { return nil }
        self.signals = signals
    }

    /// Handles signals until a stop is asked for (or `longestWait` s pass without one).
    func wait() {
        Self.log.notice("test hook: paused after the first frame until a stop signal")
        while !signals.stopRequested {
            var ready = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, Self.longestWait * 1000) == 0 {
                Self.log.warning("test hook: no stop signal came within \(Self.longestWait) s; the run goes on")
                return
            }
            signals.handlePending()
        }
    }
}
