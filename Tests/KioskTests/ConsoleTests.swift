import Foundation
import Glibc
@testable import Kiosk
import Testing

/// Signals are process-wide: these tests run one at a time. They send signals to
/// the process (test threads block signals, so `raise` would leave them pending) and
/// wait for the pipe to become readable.
@Suite(.serialized) struct ConsoleTests {
    /// Sends `signal` to the process and waits until `signals` has it to handle.
    private func send(_ signal: Int32, to signals: SignalGuard) {
        kill(getpid(), signal)
        var ready = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, 10_000)
    }

    @Test func aForwardedSignalRunsItsActionWhenTheLoopHandlesIt() throws {
        var calls = 0
        do {
            let signals = try SignalGuard()
            try signals.forward(SIGUSR1) { calls += 1 }
            #expect(signals.handlePending() == 0)
            send(SIGUSR1, to: signals)
            // The handler only wrote to the pipe; nothing ran yet.
            #expect(calls == 0)
            #expect(signals.handlePending() == 1)
            #expect(calls == 1)
            send(SIGUSR1, to: signals)
            #expect(signals.handlePending() == 1)
            #expect(calls == 2)
            #expect(signals.handlePending() == 0)
        }
        // The guard is gone: SIGUSR1 has its default action again.
        #expect(SignalGuard.disposition(of: SIGUSR1) == .default)
    }

    /// Sets `signals` to their default actions for the test, and back after.
    private func withDefaultActions(_ signals: [Int32], _ body: () throws -> Void) rethrows {
        var previous: [sigaction] = Array(repeating: .init(), count: signals.count)
        var fallback = sigaction()
        fallback.__sigaction_handler.sa_handler = SIG_DFL
        for (i, signal) in signals.enumerated() { sigaction(signal, &fallback, &previous[i]) }
        defer { for (i, signal) in signals.enumerated() { sigaction(signal, &previous[i], nil) } }
        try body()
    }

    @Test func theFourStopSignalsRequestAnOrderlyStopAndTheFirstNamesIt() throws {
        try withDefaultActions(SignalGuard.stopSignals) {
            let signals = try SignalGuard()
            var stops = 0
            #expect(try signals.onStop { stops += 1 } == [])
            #expect(!signals.stopRequested)
            send(SIGHUP, to: signals)
            #expect(signals.handlePending() == 1)
            #expect(signals.stopRequested && stops == 1)
            #expect(signals.stopReason == "SIGHUP")
            for (n, signal) in [SIGTERM, SIGINT, SIGQUIT].enumerated() {
                send(signal, to: signals)
                #expect(signals.handlePending() == 1)
                #expect(stops == n + 2)
            }
            #expect(signals.stopReason == "SIGHUP")
        }
    }

    /// nohup, or a shell's background job: the signal stays ignored, and the guard says so.
    @Test func aStopSignalIgnoredBeforeStaysIgnored() throws {
        try withDefaultActions(SignalGuard.stopSignals) {
            let previous = signal(SIGHUP, SIG_IGN)
            defer { signal(SIGHUP, previous) }
            do {
                let signals = try SignalGuard()
                #expect(try signals.onStop {} == [SIGHUP])
                #expect(SignalGuard.disposition(of: SIGHUP) == .ignored)
                #expect(SignalGuard.disposition(of: SIGTERM) == .handled)
                kill(getpid(), SIGHUP) // discarded by the kernel
                send(SIGQUIT, to: signals)
                #expect(signals.handlePending() == 1)
                #expect(signals.stopReason == "SIGQUIT")
            }
            #expect(SignalGuard.disposition(of: SIGHUP) == .ignored)
            #expect(SignalGuard.disposition(of: SIGTERM) == .default)
        }
    }

    /// A run's signals: stop signals forwarded, write-failure signals ignored (a write
    /// gets EPIPE instead), unused ones forwarded to a log line; all back after.
    @Test func aRunTakesItsSignalsAndGivesThemBack() throws {
        let all = SignalGuard.stopSignals + SignalGuard.writeFailureSignals + SignalGuard.unusedSignals
        // takeRunSignals unblocks them on this thread: the test thread gets its mask back.
        var mask = sigset_t()
        pthread_sigmask(SIG_SETMASK, nil, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        try withDefaultActions(all) {
            do {
                let signals = try SignalGuard()
                try signals.takeRunSignals()
                #expect(all.map(SignalGuard.disposition(of:)) == SignalGuard.stopSignals.map { _ in .handled }
                    + SignalGuard.writeFailureSignals.map { _ in .ignored } + SignalGuard.unusedSignals.map { _ in .handled })
                var ends: [Int32] = [-1, -1]
                #expect(pipe(&ends) == 0)
                close(ends[0])
                var byte: UInt8 = 1
                #expect(write(ends[1], &byte, 1) == -1 && errno == EPIPE)
                close(ends[1])
                for signal in SignalGuard.unusedSignals {
                    send(signal, to: signals)
                    #expect(signals.handlePending() == 1)
                }
                #expect(!signals.stopRequested)
            }
            #expect(all.allSatisfy { SignalGuard.disposition(of: $0) == .default })
        }
    }

    @Test func aStopRequestFromAnotherThreadIsHandledLikeASignal() throws {
        let signals = try SignalGuard()
        var stops = 0
        let requester = signals.stopRequester(reason: "the recording failed") { stops += 1 }
        let thread = Thread { requester.requestStop() }
        thread.start()
        var ready = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&ready, 1, 10_000)
        #expect(signals.handlePending() == 1)
        #expect(signals.stopReason == "the recording failed" && stops == 1)
    }

    @Test func signalsAreNamedAsKillNamesThem() {
        #expect([SIGTERM, SIGHUP, SIGUSR1, SIGXFSZ, SIGSTKFLT].map(SignalGuard.name(of:))
            == ["SIGTERM", "SIGHUP", "SIGUSR1", "SIGXFSZ", "SIGSTKFLT"])
        #expect(SignalGuard.name(of: MainLoopStallHook.signal) == "SIGRTMIN+1")
        #expect(SignalGuard.name(of: 99) == "signal 99")
    }

    @Test func aFileThatIsNotAVirtualTerminalIsRefusedByName() {
        #expect(throws: ConsoleError.notAVirtualTerminal(path: "/dev/null")) { try VirtualTerminal(path: "/dev/null") }
        #expect(ConsoleError.notAVirtualTerminal(path: "/dev/null").description
            == "/dev/null is not a virtual terminal (KDGETMODE is refused); run on a VT such as /dev/tty1, or without a console")
    }

    @Test func aMissingTerminalNamesThePath() {
        #expect(throws: ConsoleError.system(SystemError(call: "open", path: "/nonexistent/tty9", errno: ENOENT))) {
            try VirtualTerminal(path: "/nonexistent/tty9")
        }
    }
}
