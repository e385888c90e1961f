import CKioskSystem
import CLibInput
import Foundation
import Glibc
import Logging
import QuartzCore

/// Touches (and a pointer or a pen standing in for a finger) from libinput, as
/// `TouchInputEvent`s in screen points, and keyboards' keys (`takeKeyEvents()`). Devices come from udev (a seat, with hot-plug)
/// or from explicit /dev/input/event* paths; only the touch devices `match` accepts
/// are used (a board file names its touchscreen). The owner polls `fileDescriptor` and
/// calls `dispatch()` when it is readable; events come out a libinput frame at a time.
/// What the events mean (a device unplugged mid-touch cancels, a delayed left press
/// begins where it was pressed) is `InputTouchTracker`'s; libinput's own log messages
/// go to Kiosk's log (`LibInputLog`). Not thread-safe: one thread drives it.
public final class LibInputSource {
    /// Where devices come from.
    public enum Backend: Sendable, Equatable {
        /// Every device udev assigns to `seat`, including ones plugged in later.
        case udev(seat: String)
        /// Exactly these event devices.
        case path([String])
    }

    /// Normalized panel positions to screen points, through the display's rotation.
    public var mapping: TouchMapping {
        get { tracker.mapping }
        set { tracker.mapping = newValue }
    }
    /// The board file's calibration, set on every touch device used; nil keeps udev's.
    public let calibration: CalibrationMatrix?
    /// Which touch devices are used; the others' touches are ignored.
    public let match: TouchDeviceMatch
    /// The names of the touch devices (touchscreens and pen digitizers) used now.
    public var touchDevices: [String] { devices.values.filter(\.isTouch).map(\.name).sorted() }
    /// Devices of any kind libinput has added (those there at the start included)
    /// and removed: a device's events come after its addition has been read.
    public private(set) var devicesAdded = 0
    public private(set) var devicesRemoved = 0
    /// The names of the touch devices present now that `match` turned down.
    public var ignoredTouchDevices: [String] { devices.values.filter(\.isIgnored).map(\.name).sorted() }

    let context: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    private var devices: [OpaquePointer: Device] = [:]
    private var tracker: InputTouchTracker
    /// Keyboard events read by `dispatch()` and not yet taken.
    private var keyEvents: [KeyboardInputEvent] = []

    static let log = Logger(label: "kiosk.input")

    /// A device libinput added, and what Kiosk does with it.
    private struct Device {
        let name: String
        /// A touch device or pen digitizer `match` accepts.
        let isTouch: Bool
        /// A touch device `match` turned down.
        var isIgnored = false
        /// True when libinput cannot take the calibration, so Kiosk applies it.
        let calibratesInSoftware: Bool
        /// The event node, when udev knows it.
        var node: String?
    }

    /// Opens libinput on `backend`, mapping to `mapping`, using the touch devices
    /// `match` accepts and applying `calibration` to them if given.
    public init(backend: Backend, mapping: TouchMapping, calibration: CalibrationMatrix? = nil,
                match: TouchDeviceMatch = .anyTouchDevice) throws(LibInputError) {
        tracker = InputTouchTracker(mapping: mapping)
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
        while let event = libinput_get_event(context) {
            handle(event)
            libinput_event_destroy(event)
        }
        // A device unplugged mid-touch: the kernel releases its keys, then removes its
        // node; udev's removal may reach libinput only in a later read. A lift from a
        // device whose node is gone already is that, not a tap.
        let ending = tracker.devicesEndingInBatch
        for (device, info) in devices where ending.contains(Int(bitPattern: device)) {
            guard let node = info.node, access(node, F_OK) != 0, errno == ENOENT else { continue }
            Self.log.info("input device \(info.name): \(node) is gone; its touch is cancelled")
            tracker.handle(.deviceRemoved(device: Int(bitPattern: device), time: MonotonicMediaClock().now))
        }
        return tracker.finishBatch()
    }

    /// The keyboard events `dispatch()` read since the last call, in order (a device's
    /// removal included, so that its keys stop repeating).
    func takeKeyEvents() -> [KeyboardInputEvent] {
        defer { keyEvents.removeAll(keepingCapacity: true) }
        return keyEvents
    }

    private func handle(_ event: OpaquePointer) {
        let type = libinput_event_get_type(event)
        guard let device = libinput_event_get_device(event) else { return }
        let id = Int(bitPattern: device)
        switch type {
        case LIBINPUT_EVENT_DEVICE_ADDED:
            devicesAdded += 1
            added(device)
        case LIBINPUT_EVENT_DEVICE_REMOVED:
            devicesRemoved += 1
            let gone = devices.removeValue(forKey: device)
            let now = MonotonicMediaClock().now
            tracker.handle(.deviceRemoved(device: id, time: now))
            keyEvents.append(.deviceRemoved(device: id, time: now))
            Self.log.info("input device removed: \(gone?.name ?? "unknown")")
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION, LIBINPUT_EVENT_TOUCH_UP, LIBINPUT_EVENT_TOUCH_CANCEL:
            guard let used = devices[device], used.isTouch else { return }
            tracker.handle(Self.touch(type, libinput_event_get_touch_event(event), device: id,
                                      calibration: used.calibratesInSoftware ? calibration : nil))
        case LIBINPUT_EVENT_TOUCH_FRAME:
            tracker.handle(.touchFrame)
        case LIBINPUT_EVENT_POINTER_MOTION, LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE, LIBINPUT_EVENT_POINTER_BUTTON:
            tracker.handle(Self.pointer(type, libinput_event_get_pointer_event(event), device: id))
        case LIBINPUT_EVENT_TABLET_TOOL_AXIS, LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY, LIBINPUT_EVENT_TABLET_TOOL_TIP:
            guard let used = devices[device], used.isTouch else { return }
            tracker.handle(Self.pen(type, libinput_event_get_tablet_tool_event(event), device: id,
                                    calibration: used.calibratesInSoftware ? calibration : nil))
        case LIBINPUT_EVENT_KEYBOARD_KEY:
            let key = libinput_event_get_keyboard_event(event)
            keyEvents.append(.key(device: id, code: libinput_event_keyboard_get_key(key),
                                  pressed: libinput_event_keyboard_get_key_state(key) == LIBINPUT_KEY_STATE_PRESSED,
                                  time: Self.seconds(libinput_event_keyboard_get_time_usec(key))))
        default:
            break
        }
    }

    // MARK: Devices

    private func added(_ device: OpaquePointer!) {
        let name = String(cString: libinput_device_get_name(device))
        let hasTouch = libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0
            || libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TABLET_TOOL) != 0
        let (path, properties) = Self.udevFacts(device)
        guard !hasTouch || match.matches(name: name, path: path, udevProperties: properties) else {
            devices[device] = Device(name: name, isTouch: false, isIgnored: true, calibratesInSoftware: false, node: path)
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
        devices[device] = Device(name: name, isTouch: isTouch, calibratesInSoftware: software, node: path)
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

    // MARK: Events

    /// Scale for libinput's transformed coordinates: a power of two, so dividing by
    /// it is exact and the result is the normalized position.
    private static let normalizedRange: UInt32 = 1 << 20

    /// A libinput time in seconds.
    private static func seconds(_ microseconds: UInt64) -> TimeInterval { TimeInterval(microseconds) / 1e6 }

    /// A normalized position, through `calibration` when Kiosk applies it.
    private static func normalized(_ x: Double, _ y: Double, calibration: CalibrationMatrix?) -> (x: Double, y: Double) {
        let range = Double(normalizedRange)
        return calibration?.apply(x: x / range, y: y / range) ?? (x / range, y / range)
    }

    private static func touch(_ type: libinput_event_type, _ touch: OpaquePointer!, device: Int,
                              calibration: CalibrationMatrix?) -> RawInputEvent {
        let slot = Int(libinput_event_touch_get_seat_slot(touch))
        let time = seconds(libinput_event_touch_get_time_usec(touch))
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
            let (x, y) = normalized(libinput_event_touch_get_x_transformed(touch, normalizedRange),
                                    libinput_event_touch_get_y_transformed(touch, normalizedRange), calibration: calibration)
            return type == LIBINPUT_EVENT_TOUCH_DOWN ? .touchDown(device: device, slot: slot, x: x, y: y, time: time)
                : .touchMotion(device: device, slot: slot, x: x, y: y, time: time)
        case LIBINPUT_EVENT_TOUCH_UP:
            return .touchUp(device: device, slot: slot, time: time)
        default:
            return .touchCancel(device: device, slot: slot, time: time)
        }
    }

    private static func pointer(_ type: libinput_event_type, _ event: OpaquePointer!, device: Int) -> RawInputEvent {
        let time = seconds(libinput_event_pointer_get_time_usec(event))
        switch type {
        case LIBINPUT_EVENT_POINTER_MOTION:
            return .pointerMotion(device: device, dx: libinput_event_pointer_get_dx(event),
                                  dy: libinput_event_pointer_get_dy(event), time: time)
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE:
            let range = Double(normalizedRange)
            return .pointerMotionAbsolute(device: device,
                                          x: libinput_event_pointer_get_absolute_x_transformed(event, normalizedRange) / range,
                                          y: libinput_event_pointer_get_absolute_y_transformed(event, normalizedRange) / range,
                                          time: time)
        default:
            return .pointerButton(device: device, button: libinput_event_pointer_get_button(event),
                                  pressed: libinput_event_pointer_get_button_state(event) == LIBINPUT_BUTTON_STATE_PRESSED,
                                  time: time)
        }
    }

    private static func pen(_ type: libinput_event_type, _ event: OpaquePointer!, device: Int,
                            calibration: CalibrationMatrix?) -> RawInputEvent {
        let time = seconds(libinput_event_tablet_tool_get_time_usec(event))
        let (x, y) = normalized(libinput_event_tablet_tool_get_x_transformed(event, normalizedRange),
                                libinput_event_tablet_tool_get_y_transformed(event, normalizedRange), calibration: calibration)
        switch type {
        case LIBINPUT_EVENT_TABLET_TOOL_TIP:
            let down = libinput_event_tablet_tool_get_tip_state(event) == LIBINPUT_TABLET_TOOL_TIP_DOWN
            return .tabletTip(device: device, down: down, x: x, y: y, time: time)
        case LIBINPUT_EVENT_TABLET_TOOL_PROXIMITY
            where libinput_event_tablet_tool_get_proximity_state(event) == LIBINPUT_TABLET_TOOL_PROXIMITY_STATE_OUT:
            return .tabletProximityOut(device: device, time: time)
        default:
            return .tabletMotion(device: device, x: x, y: y, time: time)
        }
    }
}
