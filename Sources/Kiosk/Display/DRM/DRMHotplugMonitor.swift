import CLibInput
import Glibc

/// Listens for the `drm` subsystem's uevents (libudev's monitor), so a display plugged
/// in, unplugged or switched off reaches the runtime: its descriptor goes in the main
/// loop's watch, and `receive()` reads what arrived without blocking.
///
/// It listens to the kernel's uevents rather than udev's: udev sends its own over
/// netlink in udevd's network namespace only, so a service with `PrivateNetwork=yes`
/// never sees them, while the kernel's reach every network namespace of the initial
/// user namespace (measured on the virtual board: board/qemu/README.md). A card's
/// `change` event needs nothing udev adds.
public final class DRMHotplugMonitor {
    /// Which netlink group to read: the kernel's uevents, or udev's after its rules ran.
    public enum Source: String, Sendable {
        case kernel, udev
    }

    private let udev: OpaquePointer
    private let monitor: OpaquePointer
    /// Readable when events are waiting.
    public let fileDescriptor: Int32

    /// Starts listening on `source` for `drm` events; throws when netlink refuses.
    public init(source: Source = .kernel) throws(SystemError) {
        let place = "udev monitor (\(source.rawValue), drm)"
        guard let udev = udev_new() else { throw SystemError(call: "udev_new", path: place, errno: Glibc.errno) }
        guard let monitor = udev_monitor_new_from_netlink(udev, source.rawValue) else {
            let code = Glibc.errno
            udev_unref(udev)
            throw SystemError(call: "udev_monitor_new_from_netlink", path: place, errno: code == 0 ? EPERM : code)
        }
        var result = udev_monitor_filter_add_match_subsystem_devtype(monitor, "drm", nil)
        if result >= 0 { result = udev_monitor_enable_receiving(monitor) }
        guard result >= 0 else {
            udev_monitor_unref(monitor)
            udev_unref(udev)
            throw SystemError(call: "udev_monitor_enable_receiving", path: place, errno: -result)
        }
        self.udev = udev
        self.monitor = monitor
        fileDescriptor = udev_monitor_get_fd(monitor)
    }

    deinit {
        udev_monitor_unref(monitor)
        udev_unref(udev)
    }

    /// The events waiting, oldest first (none when nothing is waiting: never blocks).
    public func receive() -> [DRMUevent] {
        var events: [DRMUevent] = []
        // libudev drops messages it cannot parse or that fail the filter, and returns
        // nil when nothing is left to read (the descriptor is non-blocking).
        while events.count < Self.batchLimit, let device = udev_monitor_receive_device(monitor) {
            defer { udev_device_unref(device) }
            var properties: [String: String] = [:]
            var entry = udev_device_get_properties_list_entry(device)
            while let current = entry {
                properties[String(cString: udev_list_entry_get_name(current))] =
                    udev_list_entry_get_value(current).map { String(cString: $0) } ?? ""
                entry = udev_list_entry_get_next(current)
            }
            let action = udev_device_get_action(device).map { String(cString: $0) } ?? properties["ACTION"] ?? ""
            events.append(DRMUevent(action: action, properties: properties))
        }
        return events
    }

    /// At most this many events are read per call, so a storm cannot hold the main loop.
    private static let batchLimit = 64
}
