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
            let terminal = try VirtualTerminal(path: tty)
            report("took \(terminal.path): \(try VirtualTerminal.modes(at: tty)); crashing with SIG\(options.string("--signal", default: "?"))")
            switch options.string("--signal") {
            case "SEGV": UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
            case "ABRT": abort()
            default: throw UsageError(message: "--signal must be SEGV or ABRT")
            }
            withExtendedLifetime(terminal) {}
            return 1
        default:
            throw UsageError(message: "unknown vt action \(action)")
        }
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
