import Glibc
import Logging
import QuartzCore

/// Opens the display, waiting for one to be connected when the board says
/// `wait-for-display = yes`: a kiosk switched on before its monitor (or with the
/// monitor off) starts when the display appears instead of failing. It logs once what
/// it found, then tries again on every `drm` uevent (a card added, a connector's
/// hot-plug) and every few seconds (a display that sends none), until a stop signal.
/// While it waits, systemd's start timeout is extended and the watchdog fed.
struct DisplayWait {
    /// Tries to open the display; `.noDisplayConnected` means "not yet".
    let open: () throws(KioskRuntimeError) -> any Display
    let signals: SignalGuard
    let service: ServiceLifecycle
    /// Seconds between tries when no uevent comes.
    var retryInterval = 5.0

    private static let log = Logger(label: "kiosk.runtime")

    /// The display once opened, or nil when a stop signal came first. Errors other than
    /// `.noDisplayConnected` are thrown at once, as is that one when `waits` is false.
    func run(waits: Bool) throws(KioskRuntimeError) -> (any Display)? {
        do {
            return try open()
        } catch .noDisplayConnected(let found) where waits {
            Self.log.notice("display: none connected yet (\(found)); waiting for one (wait-for-display = yes)")
            service.status("waiting for a display: \(found)")
        }
        let monitor: DRMHotplugMonitor?
        do {
            monitor = try DRMHotplugMonitor()
        } catch {
            Self.log.warning("display: no hot-plug events (\(error)); trying again every \(Int(retryInterval)) s")
            monitor = nil
        }
        while true {
            service.notifier.notify("EXTEND_TIMEOUT_USEC=\(Int((retryInterval * 3) * 1_000_000))")
            service.notifier.watchdog()
            guard wait(monitor: monitor) else { return nil }
            do {
                return try open()
            } catch .noDisplayConnected {
                continue
            }
        }
    }

    /// Waits for a uevent, a stop signal or the retry interval; false when a stop signal came.
    private func wait(monitor: DRMHotplugMonitor?) -> Bool {
        var descriptors = [pollfd(fd: signals.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        if let monitor { descriptors.append(pollfd(fd: monitor.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
        _ = poll(&descriptors, nfds_t(descriptors.count), Int32(retryInterval * 1000))
        if descriptors[0].revents != 0 { signals.handlePending() }
        if let stop = signals.stopReason {
            Self.log.info("stopping: \(stop) (no display came)")
            return false
        }
        // What the events were does not matter: the next try looks at the cards.
        _ = monitor?.receive()
        return true
    }
}
