import CKioskSystem
import Glibc

/// A virtual terminal taken for graphics: while it is held the console draws nothing
/// (KD_GRAPHICS), the keyboard sends nothing to it (K_OFF) and the cursor is hidden.
/// `restore()` — or deinit — puts back the modes it found; a fatal signal does the
/// same from its handler (see `kiosk_console_guard_arm`), so a crash never leaves
/// a dead console behind. Only one terminal is guarded against crashes at a time.
public final class VirtualTerminal {
    /// The terminal's device, e.g. /dev/tty1.
    public var path: String { device.path }
    /// The modes found when it was taken, which `restore()` puts back.
    public let savedModes: Modes

    let device: FileDescriptor
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
    public init(path: String? = nil) throws(ConsoleError) {
        let path = if let path { path } else { try Self.activeTerminalPath() }
        do {
            device = try FileDescriptor(opening: path, flags: O_RDWR | O_NOCTTY)
        } catch {
            throw .system(error)
        }
        savedModes = try Self.modes(of: device)
        do {
            try write(Self.hideCursor)
            try device.ioctl("KDSETMODE", UInt(KDSETMODE), value: Int(DisplayMode.graphics.rawValue))
            try device.ioctl("KDSKBMODE", UInt(KDSKBMODE), value: Int(KeyboardMode.off.rawValue))
            try retryingInterrupts("sigaction (fatal signals)", path: path) {
                kiosk_console_guard_arm(device.rawValue, savedModes.display.rawValue, savedModes.keyboard.rawValue)
            }
        } catch {
            restore()
            throw .system(error)
        }
    }

    deinit { restore() }

    /// Puts back the modes found at `init` and shows the cursor; later calls do nothing.
    public func restore() {
        guard !restored else { return }
        restored = true
        kiosk_console_guard_disarm()
        if switching { disableSwitching() }
        _ = try? device.ioctl("KDSKBMODE", UInt(KDSKBMODE), value: Int(savedModes.keyboard.rawValue))
        _ = try? device.ioctl("KDSETMODE", UInt(KDSETMODE), value: Int(savedModes.display.rawValue))
        _ = try? write(Self.showCursor)
    }

    /// The path of the VT in front (VT_GETSTATE on /dev/tty0), e.g. /dev/tty1.
    public static func activeTerminalPath() throws(ConsoleError) -> String {
        do {
            let console = try FileDescriptor(opening: "/dev/tty0", flags: O_RDONLY | O_NOCTTY)
            let state = try console.ioctl("VT_GETSTATE", UInt(VT_GETSTATE), vt_stat())
            return "/dev/tty\(state.v_active)"
        } catch {
            throw .system(error)
        }
    }

    /// Brings VT `number` to the front (VT_ACTIVATE on /dev/tty0) and waits until it
    /// is (VT_WAITACTIVE): a VT in process switching mode must agree first.
    public static func activate(_ number: Int) throws(ConsoleError) {
        do {
            let console = try FileDescriptor(opening: "/dev/tty0", flags: O_RDONLY | O_NOCTTY)
            try console.ioctl("VT_ACTIVATE", UInt(VT_ACTIVATE), value: number)
            try console.ioctl("VT_WAITACTIVE", UInt(VT_WAITACTIVE), value: number)
        } catch {
            throw .system(error)
        }
    }

    /// The modes the terminal at `path` is in now.
    public static func modes(at path: String) throws(ConsoleError) -> Modes {
        let device: FileDescriptor
        do {
            device = try FileDescriptor(opening: path, flags: O_RDONLY | O_NOCTTY)
        } catch {
            throw .system(error)
        }
        return try modes(of: device)
    }

    static func modes(of device: FileDescriptor) throws(ConsoleError) -> Modes {
        do {
            let display = try device.ioctl("KDGETMODE", UInt(KDGETMODE), Int32(0))
            let keyboard = try device.ioctl("KDGKBMODE", UInt(KDGKBMODE), Int32(0))
            return Modes(display: DisplayMode(rawValue: display), keyboard: KeyboardMode(rawValue: keyboard))
        } catch where error.errno == ENOTTY || error.errno == EINVAL {
            throw .notAVirtualTerminal(path: device.path)
        } catch {
            throw .system(error)
        }
    }

    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"

    private func write(_ text: String) throws(SystemError) {
        let bytes = Array(text.utf8)
        try retryingInterrupts("write", path: path) { Int32(Glibc.write(device.rawValue, bytes, bytes.count)) }
    }
}
