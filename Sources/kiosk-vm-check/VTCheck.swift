import CKioskSystem
import Foundation
import Glibc
import Kiosk

/// `vt`: the console checks. `hold` takes a VT and keeps it until SIGTERM or SIGINT,
/// then gives it back in order (with `--switching`, VT switches call its hooks, which
/// print "released" and "acquired"); `modes` prints a VT's display and keyboard
/// modes; `crash` takes a VT and dies of a fatal signal, which must give the VT back;
/// `activate` brings a VT to the front and waits until it is.
@MainActor struct VTCheck {
    let action: String
    let options: Options

    init(_ arguments: ArraySlice<String>) throws(UsageError) {
        guard let action = arguments.first else { throw UsageError(message: "vt needs hold, modes, crash or activate") }
        self.action = action
        options = try Options(arguments.dropFirst())
    }

    func run() throws -> Int32 {
        let tty = options.string("--tty", default: "/dev/tty1")
        switch action {
        case "modes":
            report("\(tty): \(try VirtualTerminal.modes(at: tty))")
            return 0
        case "activate":
            guard let text = options.positional.first, let number = Int(text) else {
                throw UsageError(message: "vt activate needs a VT number")
            }
            try VirtualTerminal.activate(number)
            report("VT \(number) is in front")
            return 0
        case "hold":
            return try hold(tty)
        case "crash":
            return try crash(tty)
        default:
            throw UsageError(message: "unknown vt action \(action)")
        }
    }

    /// Takes the VT (or, with `--descriptor N`, arms the C guard on descriptor N, for a
    /// host without a VT) and crashes as `--crash` says: `pointer` (a bad pointer,
    /// SIGSEGV), `unwrap` (a Swift trap: SIGILL on x86-64, SIGTRAP on arm64), `abort`
    /// (SIGABRT), or `send:NAME` (kill(2) to itself, e.g. `send:SEGV`). Returning
    /// means the process survived the crash: status 1.
    private func crash(_ tty: String) throws -> Int32 {
        let crash = options.string("--crash", default: "")
        var terminal: VirtualTerminal?
        if let descriptor = options.string("--descriptor") {
            guard let number = Int32(descriptor), kiosk_console_guard_arm(number, Int32(KD_TEXT), Int32(K_UNICODE)) == 0 else {
                throw UsageError(message: "--descriptor \(descriptor) is not an open descriptor")
            }
            report("guarding descriptor \(number); crashing: \(crash)")
        } else {
            let taken = try VirtualTerminal(path: tty)
            terminal = taken
            report("took \(taken.path): \(try VirtualTerminal.modes(at: tty)); crashing: \(crash)")
        }
        switch crash {
        case "pointer":
            UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
        case "unwrap":
            let nothing = Int("not a number")
            report("unwrapped \(nothing!)")
        case "abort":
            abort()
        case let sent where sent.hasPrefix("send:"):
            let name = "SIG" + sent.dropFirst("send:".count)
            guard let signal = (1..<65).first(where: { SignalGuard.name(of: Int32($0)) == name }) else {
                throw UsageError(message: "--crash \(sent): no signal \(name)")
            }
            kill(getpid(), Int32(signal))
            // The signal is the process's: the thread that takes it may not be this one.
            for _ in 0..<100 { usleep(10_000) }
        default:
            throw UsageError(message: "--crash must be pointer, unwrap, abort or send:NAME")
        }
        withExtendedLifetime(terminal) {}
        report("FAIL: still running after the crash (\(crash))")
        return 1
    }

    private func hold(_ tty: String) throws -> Int32 {
        let signals = try SignalGuard()
        try signals.onStop { report("stop requested") }
        let terminal = try VirtualTerminal(path: tty)
        report("took \(terminal.path) (found \(terminal.savedModes)): now \(try VirtualTerminal.modes(at: tty))")
        if options.has("--switching") {
            try terminal.enableSwitching(using: signals, onRelease: { report("released") }, onAcquire: { report("acquired") })
        }
        if let ready = options.string("--ready") {
            try "\(getpid())\n".write(toFile: ready, atomically: true, encoding: .utf8)
        }
        while !signals.stopRequested {
            var pending = pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&pending, 1, -1)
            signals.handlePending()
        }
        terminal.restore()
        report("restored \(terminal.path): \(try VirtualTerminal.modes(at: tty))")
        return 0
    }
}
