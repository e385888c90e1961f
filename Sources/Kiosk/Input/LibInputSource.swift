import CKioskSystem
import CLibInput
import Foundation
import Glibc
import Logging
import QuartzCore

/// Touches (and a pointer standing in for a finger) from libinput, as
/// `TouchInputEvent`s in screen points. Devices come from udev (a seat, with hot-plug)
/// or from explicit /dev/input/event* paths; only the touch devices `match` accepts
/// are used (a board file names its touchscreen). The owner polls `fileDescriptor` and
/// calls `dispatch()` when it is readable; events come out a libinput frame at a time.
/// Not thread-safe: one thread (usually the main loop's) drives it.
public final class LibInputSource {
    /// Where devices come from.
    public enum Backend: Sendable, Equatable {
        /// Every device udev assigns to `seat`, including ones plugged in later.
        case udev(seat: String)
        /// Exactly these event devices.
        case path([String])
    }

    /// Normalized panel positions to screen points, through the display's rotation.
    public var mapping: TouchMapping
    /// The board file's calibration, set on every touch device used; nil keeps udev's.
    public let calibration: CalibrationMatrix?
    /// Which touch devices are used; the others' touches are ignored.
    public let match: TouchDeviceMatch
    /// The names of the touch devices used now.
    public var touchDevices: [String] { devices.values.filter(\.isTouch).map(\.name).sorted() }
    /// The names of the touch devices present now that `match` turned down.
    public var ignoredTouchDevices: [String] { devices.values.filter(\.isIgnored).map(\.name).sorted() }

    let context: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    private var devices: [OpaquePointer: Device] = [:]
    /// Changes read since the last libinput frame.
    private var frame: [TouchInputEvent] = []
    /// Where each finger that is down is, and which device it is on.
    private var fingers: [Int: (location: CGPoint, device: OpaquePointer)] = [:]
    private var pointer = PointerFinger()

    static let log = Logger(label: "kiosk.input")

    /// A device libinput added, and what Kiosk does with it.
    private struct Device {
        let name: String
        /// A touch device `match` accepts.
        let isTouch: Bool
        /// A touch device `match` turned down.
        var isIgnored = false
        /// True when libinput cannot take the calibration, so Kiosk applies it.
        let calibratesInSoftware: Bool
    }

    /// The pointer as finger `PointerFinger.finger`: down while the left button is.
    private struct PointerFinger {
        /// Far from libinput's seat slots (small numbers).
        static let finger = 1 << 20
        var location = CGPoint.zero
        var isDown = false
    }

    /// Opens libinput on `backend`, mapping to `mapping`, using the touch devices
    /// `match` accepts and applying `calibration` to them if given.
    public init(backend: Backend, mapping: TouchMapping, calibration: CalibrationMatrix? = nil,
                match: TouchDeviceMatch = .anyTouchDevice) throws(LibInputError) {
        self.mapping = mapping
        self.calibration = calibration
        self.match = match
        interface = .allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, _ in
                let fd = kiosk_open(path, flags | O_CLOEXEC)
                return fd < 0 ? -errno : fd
            },
            close_restricted: { fd, _ in close(fd) }))
        switch backend {
        case .udev(let seat):
            guard let udev = udev_new() else { interface.deallocate(); throw .noContext(backend: "udev") }
            defer { udev_unref(udev) }
            guard let context = libinput_udev_create_context(interface, nil, udev) else {
                interface.deallocate()
                throw .noContext(backend: "udev")
            }
            self.context = context
            LibInputLog.attach(to: context)
            guard libinput_udev_assign_seat(context, seat) == 0 else { throw .seatNotAssigned(seat) }
        case .path(let paths):
            guard let context = libinput_path_create_context(interface, nil) else {
                interface.deallocate()
                throw .noContext(backend: "path")
            }
            self.context = context
            LibInputLog.attach(to: context)
            for path in paths where libinput_path_add_device(context, path) == nil {
                throw .deviceNotAdded(path)
            }
        }
        // Takes in the devices already there (their DEVICE_ADDED events), so that
        // `touchDevices` is right from the start; no touch can have come yet.
        _ = dispatch()
    }

    deinit {
        libinput_unref(context)
        interface.deallocate()
    }

    /// Readable when libinput has something to read.
    public var fileDescriptor: Int32 { libinput_get_fd(context) }

    /// Reads what the devices sent and returns the touch changes of the libinput
    /// frames completed, in order. Device hot-plug is handled on the way.
    public func dispatch() -> [TouchInputEvent] {
        libinput_dispatch(context)
        var events: [TouchInputEvent] = []
        while let event = libinput_get_event(context) {
            handle(event, into: &events)
            libinput_event_destroy(event)
        }
        return events
    }

    private func handle(_ event: OpaquePointer, into events: inout [TouchInputEvent]) {
        let type = libinput_event_get_type(event)
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            added(libinput_event_get_device(event))
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            removed(libinput_event_get_device(event), into: &events)
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP, LIBINPUT_EVENT_TOUCH_CANCEL:
            guard devices[libinput_event_get_device(event)]?.isTouch == true else { return }
            touch(type, libinput_event_get_touch_event(event), device: libinput_event_get_device(event))
        case LIBINPUT_EVENT_TOUCH_FRAME:
            events += frame
            frame.removeAll()
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON:
            pointer(type, libinput_event_get_pointer_event(event), into: &events)
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            let key = libinput_event_get_keyboard_event(event)
            Self.log.debug("key \(libinput_event_keyboard_get_key(key)) \(libinput_event_keyboard_get_key_state(key) == LIBINPUT_KEY_STATE_PRESSED ? "down" : "up") (keys are not used yet)")
        default:
            break
        }
    }

    // MARK: Devices

    private func added(_ device: OpaquePointer!) {
        let name = String(cString: libinput_device_get_name(device))
        let hasTouch = libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0
        let (path, properties) = Self.udevFacts(device)
        guard !hasTouch || match.matches(name: name, path: path, udevProperties: properties) else {
            devices[device] = Device(name: name, isTouch: false, isIgnored: true, calibratesInSoftware: false)
            Self.log.info("input device added: \(name) (touch, ignored: the board's touchscreen is \(match))")
            return
        }
        let isTouch = hasTouch
        var software = false
        if isTouch, let calibration {
            if libinput_device_config_calibration_has_matrix(device) != 0 {
                let status = calibration.values.withUnsafeBufferPointer {
                    libinput_device_config_calibration_set_matrix(device, $0.baseAddress)
                }
                if status != LIBINPUT_CONFIG_STATUS_SUCCESS {
                    Self.log.warning("\(name): libinput refused the calibration \(calibration); applying it in Kiosk")
                    software = true
                }
            } else {
                software = true
            }
        }
        devices[device] = Device(name: name, isTouch: isTouch, calibratesInSoftware: software)
        Self.log.info("input device added: \(name)\(isTouch ? " (touch)" : "")")
    }

    /// A device's event node and udev properties, for `match` (none without udev).
    private static func udevFacts(_ device: OpaquePointer!) -> (path: String?, properties: [String: String]) {
        guard let udevDevice = libinput_device_get_udev_device(device) else { return (nil, [:]) }
        defer { udev_device_unref(udevDevice) }
        let path = udev_device_get_devnode(udevDevice).map { String(cString: $0) }
        var properties: [String: String] = [:]
        var entry = udev_device_get_properties_list_entry(udevDevice)
        while let current = entry {
            if let key = udev_list_entry_get_name(current), let value = udev_list_entry_get_value(current) {
                properties[String(cString: key)] = String(cString: value)
            }
            entry = udev_list_entry_get_next(current)
        }
        return (path, properties)
    }

    /// A device going away takes its fingers with it: they are cancelled.
    private func removed(_ device: OpaquePointer!, into events: inout [TouchInputEvent]) {
        let gone = devices.removeValue(forKey: device)
        let now = MonotonicMediaClock().now
        for (finger, state) in fingers.sorted(by: { $0.key < $1.key }) where state.device == device {
            events.append(TouchInputEvent(finger: finger, phase: .cancelled, location: state.location, timestamp: now))
            fingers[finger] = nil
        }
        Self.log.info("input device removed: \(gone?.name ?? "unknown")")
    }

    // MARK: Touches

    /// Scale for libinput's transformed coordinates: a power of two, so dividing by
    /// it is exact and the result is the normalized position.
    private static let normalizedRange: UInt32 = 1 << 20

    private func touch(_ type: libinput_event_type, _ touch: OpaquePointer!, device: OpaquePointer!) {
        let finger = Int(libinput_event_touch_get_seat_slot(touch))
        let time = TimeInterval(libinput_event_touch_get_time_usec(touch)) / 1e6
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            let range = Double(Self.normalizedRange)
            var x = libinput_event_touch_get_x_transformed(touch, Self.normalizedRange) / range
            var y = libinput_event_touch_get_y_transformed(touch, Self.normalizedRange) / range
            if let calibration, devices[device]?.calibratesInSoftware == true {
                (x, y) = calibration.apply(x: x, y: y)
            }
            let location = mapping.screenPoint(normalizedX: x, normalizedY: y)
            fingers[finger] = (location, device)
            let phase: TouchInputEvent.Phase = type == LIBINPUT_EVENT_TOUCH_DOWN ? .began : .moved
            frame.append(TouchInputEvent(finger: finger, phase: phase, location: location, timestamp: time))
        default:
            // Up and cancel carry no position: the finger ends where it was.
            guard let state = fingers.removeValue(forKey: finger) else { return }
            let phase: TouchInputEvent.Phase = type == LIBINPUT_EVENT_TOUCH_UP ? .ended : .cancelled
            frame.append(TouchInputEvent(finger: finger, phase: phase, location: state.location, timestamp: time))
        }
    }

    // MARK: Pointer

    /// A mouse or absolute pointer as one finger: down while the left button is down.
    private func pointer(_ type: libinput_event_type, _ event: OpaquePointer!, into events: inout [TouchInputEvent]) {
        let time = TimeInterval(libinput_event_pointer_get_time_usec(event)) / 1e6
        let size = mapping.screenSize
        switch type {
        case LIBINPUT_EVENT_POINTER_MOTION:
            pointer.location.x = min(max(pointer.location.x + libinput_event_pointer_get_dx(event), 0), size.width)
            pointer.location.y = min(max(pointer.location.y + libinput_event_pointer_get_dy(event), 0), size.height)
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let range = Double(Self.normalizedRange)
            pointer.location = mapping.screenPoint(
                normalizedX: libinput_event_pointer_get_absolute_x_transformed(event, Self.normalizedRange) / range,
                normalizedY: libinput_event_pointer_get_absolute_y_transformed(event, Self.normalizedRange) / range)
        default:
            guard libinput_event_pointer_get_button(event) == Self.leftButton else { return }
            let pressed = libinput_event_pointer_get_button_state(event) == LIBINPUT_BUTTON_STATE_PRESSED
            guard pressed != pointer.isDown else { return }
            pointer.isDown = pressed
            events.append(TouchInputEvent(finger: PointerFinger.finger, phase: pressed ? .began : .ended,
                                          location: pointer.location, timestamp: time))
            return
        }
        if pointer.isDown {
            events.append(TouchInputEvent(finger: PointerFinger.finger, phase: .moved, location: pointer.location, timestamp: time))
        }
    }

    /// BTN_LEFT in <linux/input-event-codes.h>.
    private static let leftButton: UInt32 = 0x110
}
