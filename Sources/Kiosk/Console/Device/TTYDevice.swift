import CKioskSystem
import Glibc

/// The real `ConsoleDevice`: a terminal node opened without becoming the controlling
/// terminal, each call one ioctl or write. The one owner of the descriptor.
final class TTYDevice: ConsoleDevice {
    private let file: FileDescriptor

    init(path: String, writable: Bool) throws(SystemError) {
        file = try FileDescriptor(opening: path, flags: (writable ? O_RDWR : O_RDONLY) | O_NOCTTY)
    }

    var path: String { file.path }

    func displayMode() throws(SystemError) -> DisplayMode {
        DisplayMode(rawValue: try file.ioctl("KDGETMODE", UInt(KDGETMODE), Int32(0)))
    }

    func setDisplayMode(_ mode: DisplayMode) throws(SystemError) {
        try file.ioctl("KDSETMODE", UInt(KDSETMODE), value: Int(mode.rawValue))
    }

    func keyboardMode() throws(SystemError) -> KeyboardMode {
        KeyboardMode(rawValue: try file.ioctl("KDGKBMODE", UInt(KDGKBMODE), Int32(0)))
    }

    func setKeyboardMode(_ mode: KeyboardMode) throws(SystemError) {
        try file.ioctl("KDSKBMODE", UInt(KDSKBMODE), value: Int(mode.rawValue))
    }

    func setSwitching(_ switching: VTSwitching) throws(SystemError) {
        var mode = vt_mode()
        switch switching {
        case .automatic:
            mode.mode = CChar(VT_AUTO)
        case .process(let release, let acquire):
            mode.mode = CChar(VT_PROCESS)
            mode.relsig = Int16(release)
            mode.acqsig = Int16(acquire)
        }
        _ = try file.ioctl("VT_SETMODE", UInt(VT_SETMODE), mode)
    }

    func releaseDisplay(_ answer: VTRelease) throws(SystemError) {
        try file.ioctl("VT_RELDISP", UInt(VT_RELDISP), value: answer == .allow ? 1 : Int(VT_ACKACQ))
    }

    func activeTerminal() throws(SystemError) -> Int {
        Int(try file.ioctl("VT_GETSTATE", UInt(VT_GETSTATE), vt_stat()).v_active)
    }

    func activate(_ number: Int) throws(SystemError) {
        try file.ioctl("VT_ACTIVATE", UInt(VT_ACTIVATE), value: number)
    }

    func waitUntilActive(_ number: Int) throws(SystemError) {
        try file.ioctl("VT_WAITACTIVE", UInt(VT_WAITACTIVE), value: number)
    }

    func write(_ text: String) throws(SystemError) {
        let bytes = Array(text.utf8)
        try retryingInterrupts("write", path: path) { Int32(Glibc.write(file.rawValue, bytes, bytes.count)) }
    }

    func armCrashGuard(restoring modes: VirtualTerminal.Modes) throws(SystemError) {
        try retryingInterrupts("sigaction (fatal signals)", path: path) {
            kiosk_console_guard_arm(file.rawValue, modes.display.rawValue, modes.keyboard.rawValue)
        }
    }

    func disarmCrashGuard() { kiosk_console_guard_disarm() }
}
