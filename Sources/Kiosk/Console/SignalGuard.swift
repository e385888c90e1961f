import CKioskSystem
import Glibc

/// Turns signals into calls on the thread that runs the main loop. The C handler
/// only writes the signal's number into a pipe (async-signal-safe); the loop polls
/// `fileDescriptor` and calls `handlePending()`, which runs the actions there, where
/// any code is allowed. SIGTERM and SIGINT become an orderly stop this way.
/// Each signal goes to the guard that forwarded it last; the actions the signals had
/// before come back when the guard goes away.
public final class SignalGuard {
    /// The pipe's read end: readable when a signal is waiting to be handled.
    public var fileDescriptor: Int32 { readEnd }
    /// Set once SIGTERM or SIGINT (as forwarded by `onStop`) has been handled.
    public private(set) var stopRequested = false

    private let readEnd: Int32
    private let writeEnd: Int32
    private var actions: [Int32: () -> Void] = [:]

    public init() throws(SystemError) {
        var ends: [Int32] = [-1, -1]
        try retryingInterrupts("pipe2", path: "signal pipe") { kiosk_signal_pipe(&ends) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        for signal in actions.keys { kiosk_signal_unforward(signal) }
        close(readEnd)
        close(writeEnd)
    }

    /// Runs `action` from `handlePending()` after each delivery of `signal`.
    public func forward(_ signal: Int32, to action: @escaping () -> Void) throws(SystemError) {
        try retryingInterrupts("sigaction", path: "signal \(signal)") { kiosk_signal_forward(signal, writeEnd) }
        actions[signal] = action
    }

    /// SIGTERM and SIGINT set `stopRequested` and run `action`: the runtime stops in order.
    public func onStop(_ action: @escaping () -> Void) throws(SystemError) {
        for signal in [SIGTERM, SIGINT] {
            try forward(signal) { [unowned self] in
                stopRequested = true
                action()
            }
        }
    }

    /// Runs the actions of the signals that arrived since the last call, in order of
    /// arrival; returns how many signals were handled.
    @discardableResult
    public func handlePending() -> Int {
        var handled = 0
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 {
            actions[Int32(byte)]?()
            handled += 1
        }
        return handled
    }
}
