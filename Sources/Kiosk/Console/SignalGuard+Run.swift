import Glibc
import Logging

extension SignalGuard {
    /// Signals Kiosk has no use for whose default action ends the process without a
    /// word (a stray `kill -USR1`, a timer nobody set): a run logs each and goes on.
    /// SIGUSR1 and SIGUSR2 are the VT's release and acquire signals once a display on
    /// the console switches VTs (`VirtualTerminal.enableSwitching` takes them over).
    public static let unusedSignals: [Int32] = [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSTKFLT]
    /// What the kernel sends for a write that cannot be done (a closed pipe or socket,
    /// a file over the size limit): ignored, so the write fails with EPIPE or EFBIG and
    /// the code that made it reports the error.
    public static let writeFailureSignals: [Int32] = [SIGPIPE, SIGXFSZ]

    /// Takes a run's signals: the stop signals stop it in order (`onStop`), the write
    /// failure signals are ignored, the unused ones are logged and ignored. A signal
    /// something else already handles or ignores is left alone (except the stop
    /// signals' handlers: Swift's backtracer takes SIGQUIT). The calling thread stops
    /// blocking them, so that a mask inherited from the parent cannot hold them back.
    /// Fatal signals are `VirtualTerminal`'s, and only while it holds a console.
    public func takeRunSignals(onStop stop: @escaping () -> Void = {}) throws(SystemError) {
        let log = Logger(label: "kiosk.runtime")
        var taken = sigset_t()
        sigemptyset(&taken)
        for signal in Self.stopSignals + Self.unusedSignals { sigaddset(&taken, signal) }
        pthread_sigmask(SIG_UNBLOCK, &taken, nil)
        for signal in try onStop(stop) {
            log.info("signals: \(Self.name(of: signal)) was ignored when the run started (nohup, or a shell's background job) and stays ignored")
        }
        for signal in Self.writeFailureSignals where Self.disposition(of: signal) == .default {
            try ignore(signal)
        }
        for signal in Self.unusedSignals where Self.disposition(of: signal) == .default {
            let name = Self.name(of: signal)
            try forward(signal) {
                log.notice("signals: \(name) ignored; stop a run with SIGTERM, SIGINT, SIGHUP or SIGQUIT")
            }
        }
    }
}
