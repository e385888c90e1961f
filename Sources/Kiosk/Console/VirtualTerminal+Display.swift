import Logging
import QuartzCore

extension VirtualTerminal {
    /// Hands `display` over around VT switches (`enableSwitching`): suspended before
    /// another VT comes to the front, resumed when this one is back. A display that
    /// cannot let go or come back is logged, and the switch goes on: the kernel's
    /// answer must not wait for it. `beforeRelease` runs before the display is
    /// suspended, `afterAcquire` once it is back: where the app goes to the background
    /// and comes back, so that what it changes on its return is drawn.
    public func handOver(_ display: any Display, using signals: SignalGuard, beforeRelease: @escaping () -> Void = {},
                         afterAcquire: @escaping () -> Void = {}) throws(ConsoleError) {
        let log = Logger(label: "kiosk.runtime")
        try enableSwitching(using: signals, onRelease: {
            beforeRelease()
            do { try display.suspend() } catch { log.warning("console: the display did not let go: \(error)") }
        }, onAcquire: {
            do { try display.resume() } catch { log.warning("console: the display did not come back: \(error)") }
            afterAcquire()
        })
    }
}
