import Foundation
import Glibc
import Logging

/// A diagnostic for the watchdog: with `KIOSK_TEST_HOOKS=1` in the environment,
/// SIGRTMIN+1 (`kill -s RTMIN+1 PID`) makes the main loop sleep
/// `KIOSK_TEST_STALL_SECONDS` (default 3) seconds, as a hung app would, so that a test
/// can see the WATCHDOG=1 pings stop and resume. A real-time signal, because SIGUSR1
/// and SIGUSR2 are the VT's release and acquire signals. Without the variable the
/// signal keeps its default action.
enum MainLoopStallHook {
    static let log = Logger(label: "kiosk.runtime")
    static let defaultSeconds = 3.0
    /// SIGRTMIN+1: the first real-time signal glibc leaves to programs, plus one.
    static var signal: Int32 { __libc_current_sigrtmin() + 1 }

    /// The stall the signal asks for under `environment`, or nil when the hooks are off.
    static func stallSeconds(environment: [String: String]) -> Double? {
        guard environment["KIOSK_TEST_HOOKS"] == "1" else { return nil }
        guard let text = environment["KIOSK_TEST_STALL_SECONDS"] else { return defaultSeconds }
        guard let seconds = Double(text), seconds >= 0, seconds <= 600 else {
            log.warning("KIOSK_TEST_STALL_SECONDS=\(text) is not 0…600 seconds; stalling \(defaultSeconds) s")
            return defaultSeconds
        }
        return seconds
    }

    /// Forwards SIGRTMIN+1 through `signals` to a sleep on the main loop, when `environment` turns the hooks on.
    static func install(on signals: SignalGuard, environment: [String: String]) throws(SystemError) {
        guard let seconds = stallSeconds(environment: environment) else { return }
        try signals.forward(signal) {
            log.warning("test hook: SIGRTMIN+1, the main loop stalls for \(seconds) s")
            Thread.sleep(forTimeInterval: seconds)
            log.warning("test hook: the main loop runs again")
        }
        log.info("test hooks on: SIGRTMIN+1 (signal \(signal)) stalls the main loop for \(seconds) s")
    }
}
