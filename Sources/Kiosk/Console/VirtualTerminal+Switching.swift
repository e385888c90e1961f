import CKioskSystem
import Glibc

extension VirtualTerminal {
    /// Lets the user switch away from the kiosk's VT (Ctrl+Alt+Fn) in an orderly way:
    /// the kernel asks before leaving (VT_PROCESS mode, SIGUSR1 through `signals`), the
    /// kiosk runs `onRelease` — the DRM display drops master there — and agrees; on
    /// coming back (SIGUSR2) it acknowledges and runs `onAcquire` (regain master, redraw).
    /// The hooks run on the thread that calls `signals.handlePending()`.
    public func enableSwitching(using signals: SignalGuard, onRelease: @escaping () -> Void,
                                onAcquire: @escaping () -> Void) throws(ConsoleError) {
        self.onRelease = onRelease
        self.onAcquire = onAcquire
        do {
            try signals.forward(SIGUSR1) { [weak self] in self?.releaseRequested() }
            try signals.forward(SIGUSR2) { [weak self] in self?.acquired() }
            var mode = vt_mode()
            mode.mode = CChar(VT_PROCESS)
            mode.relsig = Int16(SIGUSR1)
            mode.acqsig = Int16(SIGUSR2)
            _ = try device.ioctl("VT_SETMODE", UInt(VT_SETMODE), mode)
        } catch {
            throw .system(error)
        }
        switching = true
    }

    /// Back to the kernel switching on its own (VT_AUTO).
    func disableSwitching() {
        var mode = vt_mode()
        mode.mode = CChar(VT_AUTO)
        _ = try? device.ioctl("VT_SETMODE", UInt(VT_SETMODE), mode)
        switching = false
    }

    /// The kernel wants to switch away: let go of the display, then allow it.
    func releaseRequested() {
        guard switching else { return }
        onRelease?()
        _ = try? device.ioctl("VT_RELDISP", UInt(VT_RELDISP), value: 1)
    }

    /// The VT is in front again: acknowledge, then take the display back.
    func acquired() {
        guard switching else { return }
        _ = try? device.ioctl("VT_RELDISP", UInt(VT_RELDISP), value: Int(VT_ACKACQ))
        onAcquire?()
    }
}
