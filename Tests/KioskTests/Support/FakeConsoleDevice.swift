import CoreGraphics
import Foundation
@testable import Kiosk

/// A virtual terminal played for host tests of the console code: it keeps its display
/// and keyboard modes and who switches it, knows which VT is in front, and records
/// every call that changes something in `trace` — into a log it may share with a fake
/// card, so that a test sees the order of calls across both. Calls can fail with an
/// errno, as a file that is no VT answers KDGETMODE with ENOTTY.
final class FakeConsoleDevice: ConsoleDevice, @unchecked Sendable {
    enum Call: Equatable {
        case open(String, writable: Bool)
        case setDisplayMode(DisplayMode)
        case setKeyboardMode(KeyboardMode)
        case setSwitching(VTSwitching)
        case releaseDisplay(VTRelease)
        case activate(Int)
        case waitUntilActive(Int)
        case write(String)
        case armCrashGuard(VirtualTerminal.Modes)
        case disarmCrashGuard
    }

    let path: String
    private struct State {
        var display = DisplayMode.text
        var keyboard = KeyboardMode.unicode
        var active = 1
        var calls: [Call] = []
        var failures: [String: Int32] = [:]
    }
    private let state = Locked(State())

    /// Runs with every call recorded, as it is recorded (to look at another device then).
    private let observer = Locked<(@Sendable (Call) -> Void)?>(nil)

    init(path: String = "/dev/tty1") { self.path = path }

    /// Calls `observe` with each call from now on.
    func observe(_ observe: @escaping @Sendable (Call) -> Void) { observer.withLock { $0 = observe } }

    /// Opens this VT at `path`, and at /dev/tty0 (the VT in front); nothing else.
    var opener: ConsoleDeviceOpener {
        ConsoleDeviceOpener { [self] path, writable throws(SystemError) in
            guard path == self.path || path == "/dev/tty0" else { throw SystemError(call: "open", path: path, errno: ENOENT) }
            state.withLock { $0.calls.append(.open(path, writable: writable)) }
            return self
        }
    }

    var trace: [Call] { state.withLock { $0.calls } }
    func resetTrace() { state.withLock { $0.calls.removeAll() } }
    /// `call` ("KDGETMODE", "KDSKBMODE", "VT_SETMODE", …) fails with `errno` from now on.
    func fail(_ call: String, with errno: Int32) { state.withLock { $0.failures[call] = errno } }
    var modes: VirtualTerminal.Modes { state.withLock { VirtualTerminal.Modes(display: $0.display, keyboard: $0.keyboard) } }
    func setActive(_ number: Int) { state.withLock { $0.active = number } }

    func displayMode() throws(SystemError) -> DisplayMode {
        try check("KDGETMODE")
        return state.withLock { $0.display }
    }

    func setDisplayMode(_ mode: DisplayMode) throws(SystemError) {
        try change("KDSETMODE", .setDisplayMode(mode)) { $0.display = mode }
    }

    func keyboardMode() throws(SystemError) -> KeyboardMode {
        try check("KDGKBMODE")
        return state.withLock { $0.keyboard }
    }

    func setKeyboardMode(_ mode: KeyboardMode) throws(SystemError) {
        try change("KDSKBMODE", .setKeyboardMode(mode)) { $0.keyboard = mode }
    }

    func setSwitching(_ switching: VTSwitching) throws(SystemError) { try change("VT_SETMODE", .setSwitching(switching)) { _ in } }
    func releaseDisplay(_ answer: VTRelease) throws(SystemError) { try change("VT_RELDISP", .releaseDisplay(answer)) { _ in } }

    func activeTerminal() throws(SystemError) -> Int {
        try check("VT_GETSTATE")
        return state.withLock { $0.active }
    }

    func activate(_ number: Int) throws(SystemError) { try change("VT_ACTIVATE", .activate(number)) { $0.active = number } }
    func waitUntilActive(_ number: Int) throws(SystemError) { try change("VT_WAITACTIVE", .waitUntilActive(number)) { _ in } }
    func write(_ text: String) throws(SystemError) { try change("write", .write(text)) { _ in } }

    func armCrashGuard(restoring modes: VirtualTerminal.Modes) throws(SystemError) {
        try change("sigaction (fatal signals)", .armCrashGuard(modes)) { _ in }
    }

    func disarmCrashGuard() { state.withLock { $0.calls.append(.disarmCrashGuard) } }

    private func check(_ call: String) throws(SystemError) {
        if let errno = state.withLock({ $0.failures[call] }) { throw SystemError(call: call, path: path, errno: errno) }
    }

    /// Records `call`, then fails it or makes `change`.
    private func change(_ name: String, _ call: Call, _ change: (inout State) -> Void) throws(SystemError) {
        let errno = state.withLock { state -> Int32? in
            state.calls.append(call)
            if let errno = state.failures[name] { return errno }
            change(&state)
            return nil
        }
        observer.withLock { $0 }?(call)
        if let errno { throw SystemError(call: name, path: path, errno: errno) }
    }
}
