import Glibc

extension VirtualTerminal {
    /// Lets the user switch away from the kiosk's VT (Ctrl+Alt+Fn) in an orderly way:
    /// the kernel asks before leaving (VT_PROCESS mode, SIGUSR1 through `signals`), the
    /// kiosk runs `onRelease` — the display is suspended there — and agrees; on coming
    /// back (SIGUSR2) it acknowledges and runs `onAcquire` (the display resumes).
    /// The hooks run on the thread that calls `signals.handlePending()`.
    public func enableSwitching(using signals: SignalGuard, onRelease: @escaping () -> Void,
                                onAcquire: @escaping () -> Void) throws(ConsoleError) {
        self.onRelease = onRelease
        self.onAcquire = onAcquire
        do {
            try signals.forward(SIGUSR1) { [weak self] in self?.releaseRequested() }
            try signals.forward(SIGUSR2) { [weak self] in self?.acquired() }
            try device.setSwitching(.process(release: SIGUSR1, acquire: SIGUSR2))
        } catch {
            throw .system(error)
        }
        switching = true
    }

    /// Back to the kernel switching on its own (VT_AUTO).
    func disableSwitching() {
        try? device.setSwitching(.automatic)
        switching = false
    }

    /// The kernel wants to switch away: let go of the display, then allow it.
    func releaseRequested() {
        guard switching else { return }
        onRelease?()
        try? device.releaseDisplay(.allow)
    }

    /// The VT is in front again: acknowledge, hold the console off again, then take
    /// the display back. The modes are set again because a program on another VT may
    /// have changed ours meanwhile (`kbd_mode -C`, `setupcon`), and a keyboard left
    /// translating would type into the shell behind the kiosk.
    func acquired() {
        guard switching else { return }
        try? device.releaseDisplay(.acknowledgeAcquire)
        try? device.setDisplayMode(.graphics)
        try? device.setKeyboardMode(.off)
        onAcquire?()
    }
}
