import CKioskSystem
import CLibInput
import Foundation
import Glibc

/// The input devices of this machine as `kiosk devices` lists them, with what a board
/// file's `[touch]` section can match on and the calibration udev gives them.
public enum InputDeviceSurvey {
    /// One device as libinput sees it.
    public struct Device: Sendable, Equatable {
        /// The event node, e.g. "/dev/input/event2".
        public var path: String
        /// The kernel's name for it, what `[touch] name` matches.
        public var name: String
        /// Of "touch", "pointer", "keyboard", "tablet", "gesture", "switch".
        public var capabilities: [String]
        /// The udev properties worth matching on (ID_INPUT_*, ID_PATH, ID_SERIAL).
        public var udevProperties: [String: String]
        /// udev's LIBINPUT_CALIBRATION_MATRIX, as written there.
        public var udevCalibration: String?
        /// Whether libinput can apply a calibration matrix to it.
        public var takesCalibration: Bool

        /// A touchscreen or pen digitizer: what a board's `[touch]` section names.
        public var isTouchDevice: Bool { capabilities.contains("touch") || capabilities.contains("tablet") }

        public init(path: String, name: String, capabilities: [String], udevProperties: [String: String] = [:],
                    udevCalibration: String? = nil, takesCalibration: Bool = false) {
            self.path = path
            self.name = name
            self.capabilities = capabilities
            self.udevProperties = udevProperties
            self.udevCalibration = udevCalibration
            self.takesCalibration = takesCalibration
        }
    }

    /// Where the devices came from, for the listing's first line.
    public enum Source: Sendable, Equatable {
        case udev(seat: String)
        /// The event nodes of `directory` opened directly, as udev's `seat` had none
        /// (e.g. no udevd running).
        case path(directory: String, seat: String)
    }

    /// The devices on udev's `seat`; when udev has none, the event nodes in `directory`
    /// opened one by one.
    public static func devices(seat: String = "seat0", directory: String = "/dev/input") -> (Source, [Device]) {
        let fromUdev = read(.udev(seat: seat))
        if !fromUdev.isEmpty { return (.udev(seat: seat), fromUdev) }
        return (.path(directory: directory, seat: seat), read(.path(directory: directory)))
    }

    /// One block per device: name and node, capabilities, udev properties, calibration.
    public static func describe(_ devices: [Device], from source: Source) -> String {
        guard !devices.isEmpty else {
            return switch source {
            case .udev(let seat): "no input devices on udev seat \(seat)\n"
            case .path(let directory, let seat):
                "no input devices: none on udev seat \(seat), and none libinput could open in \(directory)\n"
            }
        }
        let origin = switch source {
        case .udev(let seat): "from udev seat \(seat)"
        case .path(let directory, let seat): "opened from \(directory) (udev seat \(seat) had none)"
        }
        return "\(devices.count) device\(devices.count == 1 ? "" : "s") \(origin):\n" + devices.map { device in
            var lines = ["\(device.path): \(BoardFileSyntax.quoted(device.name)): "
                         + (device.capabilities.isEmpty ? "no capabilities" : device.capabilities.joined(separator: ", "))]
            if device.isTouchDevice {
                lines.append("  board file: [touch] name = \(BoardFileSyntax.written(device.name))")
            }
            if !device.udevProperties.isEmpty {
                lines.append("  udev: " + device.udevProperties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    .joined(separator: " "))
            }
            if device.capabilities.contains("touch") || device.udevCalibration != nil {
                let calibration = device.udevCalibration.map { "\($0) (udev LIBINPUT_CALIBRATION_MATRIX)" }
                    ?? "none (udev sets no LIBINPUT_CALIBRATION_MATRIX)"
                lines.append("  calibration: \(calibration)"
                             + (device.takesCalibration ? "" : "; libinput cannot calibrate it, Kiosk applies a board's calibration"))
            }
            return lines.joined(separator: "\n") + "\n"
        }.joined()
    }

    private enum Backend { case udev(seat: String), path(directory: String) }

    /// Opens a libinput context on `backend` and collects its devices.
    private static func read(_ backend: Backend) -> [Device] {
        var interface = libinput_interface(
            open_restricted: { path, flags, _ in
                let fd = kiosk_open(path, flags | O_CLOEXEC)
                return fd < 0 ? -errno : fd
            },
            close_restricted: { fd, _ in close(fd) })
        return withUnsafePointer(to: &interface) { interface -> [Device] in
            let context: OpaquePointer?
            switch backend {
            case .udev(let seat):
                guard let udev = udev_new() else { return [] }
                defer { udev_unref(udev) }
                context = libinput_udev_create_context(interface, nil, udev)
                if let context { LibInputLog.attach(to: context, errorsOnly: true) }
                if let context, libinput_udev_assign_seat(context, seat) != 0 {
                    libinput_unref(context)
                    return []
                }
            case .path(let directory):
                context = libinput_path_create_context(interface, nil)
                if let context { LibInputLog.attach(to: context, errorsOnly: true) }
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
                let nodes = names.compactMap { $0.hasPrefix("event") ? Int($0.dropFirst(5)) : nil }.sorted()
                for number in nodes { _ = libinput_path_add_device(context, "\(directory)/event\(number)") }
            }
            guard let context else { return [] }
            defer { libinput_unref(context) }
            libinput_dispatch(context)
            var devices: [Device] = []
            while let event = libinput_get_event(context) {
                if libinput_event_get_type(event) == LIBINPUT_EVENT_DEVICE_ADDED {
                    devices.append(describe(libinput_event_get_device(event)))
                }
                libinput_event_destroy(event)
            }
            return devices.sorted { $0.path.localizedStandardCompare($1.path) == .orderedAscending }
        }
    }

    /// What libinput and udev say about `device`.
    private static func describe(_ device: OpaquePointer) -> Device {
        let capabilities: [(libinput_device_capability, String)] = [
            (LIBINPUT_DEVICE_CAP_TOUCH, "touch"), (LIBINPUT_DEVICE_CAP_POINTER, "pointer"),
            (LIBINPUT_DEVICE_CAP_KEYBOARD, "keyboard"), (LIBINPUT_DEVICE_CAP_TABLET_TOOL, "tablet"),
            (LIBINPUT_DEVICE_CAP_GESTURE, "gesture"), (LIBINPUT_DEVICE_CAP_SWITCH, "switch"),
        ]
        var properties: [String: String] = [:]
        var calibration: String?
        var node = "/dev/input/" + String(cString: libinput_device_get_sysname(device))
        if let udevDevice = libinput_device_get_udev_device(device) {
            defer { udev_device_unref(udevDevice) }
            if let devnode = udev_device_get_devnode(udevDevice) { node = String(cString: devnode) }
            var entry = udev_device_get_properties_list_entry(udevDevice)
            while let current = entry {
                let key = String(cString: udev_list_entry_get_name(current))
                let value = udev_list_entry_get_value(current).map { String(cString: $0) } ?? ""
                if key == "LIBINPUT_CALIBRATION_MATRIX" {
                    calibration = value
                } else if key.hasPrefix("ID_INPUT") || key == "ID_PATH" || key == "ID_SERIAL" {
                    properties[key] = value
                }
                entry = udev_list_entry_get_next(current)
            }
        }
        return Device(path: node,
                      name: String(cString: libinput_device_get_name(device)),
                      capabilities: capabilities.filter { libinput_device_has_capability(device, $0.0) != 0 }.map(\.1),
                      udevProperties: properties, udevCalibration: calibration,
                      takesCalibration: libinput_device_config_calibration_has_matrix(device) != 0)
    }
}
