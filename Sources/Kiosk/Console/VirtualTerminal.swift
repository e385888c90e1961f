import Glibc

/// A virtual terminal taken for graphics: while it is held the console draws nothing
/// (KD_GRAPHICS), the keyboard sends nothing to it (K_OFF) and the cursor is hidden.
/// `restore()` — or deinit — puts back the modes it found; a fatal signal does the
/// same from its handler (see `kiosk_console_guard_arm`), so a crash never leaves
/// a dead console behind. Only one terminal is guarded against crashes at a time.
/// Every call to the terminal goes through a `ConsoleDevice`.
public final class VirtualTerminal {
    /// The terminal's device, e.g. /dev/tty1.
    public var path: String { device.path }
    /// The modes found when it was taken, which `restore()` puts back (text mode and a
    /// unicode keyboard for a VT a crashed graphics program left: `modesToRestore`).
    public let savedModes: Modes

    let device: any ConsoleDevice
    /// Whether VT_PROCESS switching is on (see `enableSwitching`).
    var switching = false
    /// The hooks switching calls.
    var onRelease: (() -> Void)?
    var onAcquire: (() -> Void)?
    private var restored = false

    /// The display and keyboard modes of a terminal.
    public struct Modes: Equatable, Sendable, CustomStringConvertible {
        public var display: DisplayMode
        public var keyboard: KeyboardMode
        public var description: String { "display \(display), keyboard \(keyboard)" }
    }

    /// Takes the terminal at `path`, or the active one (`activeTerminalPath()`) when nil.
    public convenience init(path: String? = nil) throws(ConsoleError) {
        try self.init(path: path, opener: .kernel)
    }

    /// Takes the terminal at `path` (the active one when nil), opened through `opener`.
    init(path: String?, opener: ConsoleDeviceOpener) throws(ConsoleError) {
        let path = if let path { path } else { try Self.activeTerminalPath(opener: opener) }
        do {
            device = try opener.open(path, true)
        } catch {
            throw .system(error)
        }
        savedModes = Self.modesToRestore(found: try Self.modes(of: device))
        do {
            try device.write(Self.hideCursor)
            try device.setDisplayMode(.graphics)
            try device.setKeyboardMode(.off)
            try device.armCrashGuard(restoring: savedModes)
        } catch {
            restore()
            throw .system(error)
        }
    }

    deinit { restore() }

    /// The modes to give back for those found: a VT found in graphics mode (or with its
    /// keyboard off) was left so by a graphics program that crashed — under systemd,
    /// Kiosk's own previous run (`keepGraphicsModeOnCrash`) — so an orderly stop gives
    /// the console back in text mode with a unicode keyboard instead.
    static func modesToRestore(found: Modes) -> Modes {
        Modes(display: found.display == .graphics ? .text : found.display,
              keyboard: found.keyboard == .off ? .unicode : found.keyboard)
    }

    /// Makes a crash put back only the keyboard mode and leave the display in graphics
    /// mode: for a service systemd restarts at once (kiosk.service), whose next start
    /// takes the VT again. The kernel then shows the picture left after exit
    /// (`PictureAfterExit`) until that start, never the console. An orderly `restore()`
    /// still puts back both modes.
    public func keepGraphicsModeOnCrash() throws(ConsoleError) {
        guard !restored else { return }
        do {
            try device.armCrashGuard(restoring: Modes(display: .graphics, keyboard: savedModes.keyboard))
        } catch {
            throw .system(error)
        }
    }

    /// Puts back the modes found at `init` and shows the cursor; later calls do nothing.
    public func restore() {
        guard !restored else { return }
        restored = true
        device.disarmCrashGuard()
        if switching { disableSwitching() }
        try? device.setKeyboardMode(savedModes.keyboard)
        try? device.setDisplayMode(savedModes.display)
        try? device.write(Self.showCursor)
    }

    /// The path of the VT in front (VT_GETSTATE on /dev/tty0), e.g. /dev/tty1.
    public static func activeTerminalPath() throws(ConsoleError) -> String {
        try activeTerminalPath(opener: .kernel)
    }

    static func activeTerminalPath(opener: ConsoleDeviceOpener) throws(ConsoleError) -> String {
        do {
            return "/dev/tty\(try opener.open(Self.console, false).activeTerminal())"
        } catch {
            throw .system(error)
        }
    }

    /// Brings VT `number` to the front (VT_ACTIVATE on /dev/tty0) and waits until it
    /// is (VT_WAITACTIVE): a VT in process switching mode must agree first.
    public static func activate(_ number: Int) throws(ConsoleError) {
        try activate(number, opener: .kernel)
    }

    static func activate(_ number: Int, opener: ConsoleDeviceOpener) throws(ConsoleError) {
        do {
            let console = try opener.open(Self.console, false)
            try console.activate(number)
            try console.waitUntilActive(number)
        } catch {
            throw .system(error)
        }
    }

    /// The modes the terminal at `path` is in now.
    public static func modes(at path: String) throws(ConsoleError) -> Modes {
        try modes(at: path, opener: .kernel)
    }

    static func modes(at path: String, opener: ConsoleDeviceOpener) throws(ConsoleError) -> Modes {
        let device: any ConsoleDevice
        do {
            device = try opener.open(path, false)
        } catch {
            throw .system(error)
        }
        return try modes(of: device)
    }

    static func modes(of device: any ConsoleDevice) throws(ConsoleError) -> Modes {
        do {
            return Modes(display: try device.displayMode(), keyboard: try device.keyboardMode())
        } catch where error.errno == ENOTTY || error.errno == EINVAL {
            throw .notAVirtualTerminal(path: device.path)
        } catch {
            throw .system(error)
        }
    }

    /// The node of the VT in front.
    static let console = "/dev/tty0"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
}
