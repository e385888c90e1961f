import Glibc
import Kiosk
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
        var action = sigaction()
        sigaction(SIGUSR1, nil, &action)
        #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self))
    }

    @Test func terminateAndInterruptRequestAnOrderlyStop() throws {
        let signals = try SignalGuard()
        var stops = 0
        try signals.onStop { stops += 1 }
        #expect(!signals.stopRequested)
        send(SIGTERM, to: signals)
        #expect(signals.handlePending() == 1)
        #expect(signals.stopRequested && stops == 1)
        send(SIGINT, to: signals)
        #expect(signals.handlePending() == 1)
        #expect(stops == 2)
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
