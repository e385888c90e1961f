/// A virtual terminal (/dev/ttyN, or /dev/tty0 for the VT in front) as Kiosk uses it:
/// each call one ioctl or write, in the manner of swift-system. `TTYDevice` makes the
/// calls; tests use a fake that plays a VT, so the console code runs without one.
protocol ConsoleDevice: AnyObject {
    /// The device node, e.g. /dev/tty1, for messages.
    var path: String { get }
    /// What the VT shows: text or graphics (KDGETMODE).
    func displayMode() throws(SystemError) -> DisplayMode
    /// Sets what it shows (KDSETMODE).
    func setDisplayMode(_ mode: DisplayMode) throws(SystemError)
    /// How its keyboard sends keys (KDGKBMODE).
    func keyboardMode() throws(SystemError) -> KeyboardMode
    /// Sets how its keyboard sends keys (KDSKBMODE).
    func setKeyboardMode(_ mode: KeyboardMode) throws(SystemError)
    /// Who switches VTs: the kernel, or this process through signals (VT_SETMODE).
    func setSwitching(_ switching: VTSwitching) throws(SystemError)
    /// Answers the kernel's switching request (VT_RELDISP).
    func releaseDisplay(_ answer: VTRelease) throws(SystemError)
    /// The number of the VT in front (VT_GETSTATE's v_active).
    func activeTerminal() throws(SystemError) -> Int
    /// Asks for VT `number` to come to the front (VT_ACTIVATE).
    func activate(_ number: Int) throws(SystemError)
    /// Waits until VT `number` is in front (VT_WAITACTIVE).
    func waitUntilActive(_ number: Int) throws(SystemError)
    /// Writes `text` to the terminal (`write`): escape sequences such as the cursor's.
    func write(_ text: String) throws(SystemError)
    /// Has a fatal signal put `modes` back on this VT before the process dies
    /// (`kiosk_console_guard_arm`).
    func armCrashGuard(restoring modes: VirtualTerminal.Modes) throws(SystemError)
    /// Lets fatal signals be (`kiosk_console_guard_disarm`).
    func disarmCrashGuard()
}

/// Who switches VTs (`struct vt_mode`'s mode, with VT_PROCESS's signals).
public enum VTSwitching: Equatable, Sendable {
    /// The kernel switches on its own (VT_AUTO).
    case automatic
    /// The kernel asks this process with `release` before leaving and says so with
    /// `acquire` on coming back (VT_PROCESS).
    case process(release: Int32, acquire: Int32)
}

/// An answer to the kernel's switching request (VT_RELDISP's argument).
public enum VTRelease: Equatable, Sendable {
    /// The VT may go (1).
    case allow
    /// The VT is back in front and this process has taken it (VT_ACKACQ).
    case acknowledgeAcquire
}
