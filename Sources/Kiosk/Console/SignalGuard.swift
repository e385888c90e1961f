import CKioskSystem
import Glibc

/// Turns signals into calls on the thread that runs the main loop. The C handler
/// only writes the signal's number into a pipe (async-signal-safe); the loop polls
/// `fileDescriptor` and calls `handlePending()`, which runs the actions there, where
/// any code is allowed. The stop signals become an orderly stop this way, and so do
/// stops asked for from inside (a `StopRequester`: a recording that cannot be
/// written), so the loop sees every stop in one place.
/// Each signal goes to the guard that took it last; the actions the signals had
/// before come back when the guard goes away.
public final class SignalGuard {
    /// SIGTERM, SIGINT, SIGHUP and SIGQUIT: each stops a run in order (`onStop`).
    public static let stopSignals: [Int32] = [SIGTERM, SIGINT, SIGHUP, SIGQUIT]

    /// The pipe's read end: readable when a signal is waiting to be handled.
    public var fileDescriptor: Int32 { readEnd }
    /// Why a stop was asked for, once it was: the stop signal's name ("SIGHUP") or
    /// the reason a `StopRequester` gives. The first one counts.
    public private(set) var stopReason: String?
    /// Whether a stop signal or a stop request has been handled.
    public var stopRequested: Bool { stopReason != nil }

    private let readEnd: Int32
    private let writeEnd: Int32
    /// What each byte in the pipe runs: signal numbers (1…64), then stop requests (128…).
    private var actions: [UInt8: () -> Void] = [:]
    /// The signals this guard forwarded or ignored, given back at deinit.
    private var taken: Set<Int32> = []
    private var nextRequestCode: UInt8 = 128

    public init() throws(SystemError) {
        var ends: [Int32] = [-1, -1]
        try retryingInterrupts("pipe2", path: "signal pipe") { kiosk_signal_pipe(&ends) }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        for signal in taken { kiosk_signal_restore(signal) }
        close(readEnd)
        close(writeEnd)
    }

    /// Runs `action` from `handlePending()` after each delivery of `signal`.
    public func forward(_ signal: Int32, to action: @escaping () -> Void) throws(SystemError) {
        try retryingInterrupts("sigaction", path: Self.name(of: signal)) { kiosk_signal_forward(signal, writeEnd) }
        taken.insert(signal)
        actions[UInt8(signal)] = action
    }

    /// Ignores `signal` until the guard goes away (the kernel discards it).
    public func ignore(_ signal: Int32) throws(SystemError) {
        try retryingInterrupts("sigaction", path: Self.name(of: signal)) { kiosk_signal_ignore(signal) }
        taken.insert(signal)
        actions[UInt8(signal)] = nil
    }

    /// The stop signals set `stopReason` and run `action`: the runtime stops in order.
    /// A stop signal that is ignored now stays ignored, as Unix programs leave it:
    /// `nohup` ignores SIGHUP, and a shell ignores SIGINT and SIGQUIT for the jobs it
    /// starts in the background. Returns those left ignored.
    @discardableResult
    public func onStop(_ action: @escaping () -> Void) throws(SystemError) -> [Int32] {
        var leftIgnored: [Int32] = []
        for signal in Self.stopSignals {
            if Self.disposition(of: signal) == .ignored {
                leftIgnored.append(signal)
                continue
            }
            try forward(signal) { [unowned self] in
                if stopReason == nil { stopReason = Self.name(of: signal) }
                action()
            }
        }
        return leftIgnored
    }

    /// A way for any thread to ask for a stop, for `reason`: it goes through the pipe,
    /// and `handlePending()` sets `stopReason` to `reason` and runs `action`.
    public func stopRequester(reason: String, action: @escaping () -> Void = {}) -> StopRequester {
        precondition(nextRequestCode < .max, "SignalGuard: too many stop requesters")
        let code = nextRequestCode
        nextRequestCode += 1
        actions[code] = { [unowned self] in
            if stopReason == nil { stopReason = reason }
            action()
        }
        return StopRequester(fileDescriptor: writeEnd, code: code)
    }

    /// Runs the actions of the signals and requests that arrived since the last call,
    /// in order of arrival; returns how many were handled.
    @discardableResult
    public func handlePending() -> Int {
        var handled = 0
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 {
            actions[byte]?()
            handled += 1
        }
        return handled
    }

    /// What a signal does now.
    public enum Disposition: Equatable, Sendable {
        case `default`, ignored, handled
    }

    /// What `signal` does now in this process.
    public static func disposition(of signal: Int32) -> Disposition {
        switch kiosk_signal_disposition(signal) {
        case Int32(KIOSK_SIGNAL_DEFAULT.rawValue): .default
        case Int32(KIOSK_SIGNAL_IGNORED.rawValue): .ignored
        default: .handled
        }
    }

    /// "SIGTERM", "SIGUSR1", "SIGRTMIN+1", or "signal N" for one without a name.
    public static func name(of signal: Int32) -> String {
        if let name = names[signal] { return "SIG" + name }
        let first = __libc_current_sigrtmin(), last = __libc_current_sigrtmax()
        if signal >= first && signal <= last { return signal == first ? "SIGRTMIN" : "SIGRTMIN+\(signal - first)" }
        return "signal \(signal)"
    }

    private static let names: [Int32: String] = [
        SIGHUP: "HUP", SIGINT: "INT", SIGQUIT: "QUIT", SIGILL: "ILL", SIGTRAP: "TRAP", SIGABRT: "ABRT",
        SIGBUS: "BUS", SIGFPE: "FPE", SIGKILL: "KILL", SIGUSR1: "USR1", SIGSEGV: "SEGV", SIGUSR2: "USR2",
        SIGPIPE: "PIPE", SIGALRM: "ALRM", SIGTERM: "TERM", SIGSTKFLT: "STKFLT", SIGCHLD: "CHLD", SIGCONT: "CONT",
        SIGSTOP: "STOP", SIGTSTP: "TSTP", SIGTTIN: "TTIN", SIGTTOU: "TTOU", SIGURG: "URG", SIGXCPU: "XCPU",
        SIGXFSZ: "XFSZ", SIGVTALRM: "VTALRM", SIGPROF: "PROF", SIGWINCH: "WINCH", SIGIO: "IO", SIGPWR: "PWR",
        SIGSYS: "SYS",
    ]
}

/// Asks a `SignalGuard`'s loop to stop, from any thread: writes the request's code
/// into the guard's pipe (never blocks). Valid while the guard lives.
public struct StopRequester: Sendable {
    let fileDescriptor: Int32
    let code: UInt8

    public func requestStop() {
        var byte = code
        _ = write(fileDescriptor, &byte, 1)
    }
}
