import CKioskSystem
import Foundation
import Glibc
import Kiosk

/// An input device made through /dev/uinput from a description: its name, properties,
/// keys and axes. udev and libinput see it as they would the real device it imitates;
/// events are written exactly when the check means them. Destroyed (unplugged) with
/// `unplug()` or when released.
final class UInputDevice {
    /// An absolute axis: its code, range and resolution (units per mm).
    struct Axis {
        let code: Int32
        let minimum: Int32
        let maximum: Int32
        var resolution: Int32 = 0
    }

    /// What a device is: as `evemu-describe` or `libinput record` would list it.
    struct Description {
        let name: String
        var properties: [Int32] = []
        var keys: [Int32] = []
        var axes: [Axis] = []
        /// BUS_USB, BUS_I2C, …: what udev reports as the device's bus.
        var bus: Int32 = BUS_USB
    }

    /// One event to write: type, code, value.
    typealias Event = (type: Int32, code: Int32, value: Int32)

    let description: Description
    /// The evdev node udev made for it, e.g. /dev/input/event5.
    let eventPath: String
    private var file: FileDescriptor?

    init(_ description: Description) throws {
        self.description = description
        let file = try FileDescriptor(opening: "/dev/uinput", flags: O_WRONLY | O_NONBLOCK)
        let set = { (what: String, request: UInt32, value: Int32) throws in
            _ = try file.ioctl(what, UInt(request), value: Int(value))
        }
        if !description.keys.isEmpty { try set("UI_SET_EVBIT", KIOSK_UI_SET_EVBIT, EV_KEY) }
        if !description.axes.isEmpty { try set("UI_SET_EVBIT", KIOSK_UI_SET_EVBIT, EV_ABS) }
        for key in description.keys { try set("UI_SET_KEYBIT", KIOSK_UI_SET_KEYBIT, key) }
        for property in description.properties { try set("UI_SET_PROPBIT", KIOSK_UI_SET_PROPBIT, property) }
        for axis in description.axes {
            try set("UI_SET_ABSBIT", KIOSK_UI_SET_ABSBIT, axis.code)
            var setup = uinput_abs_setup()
            setup.code = UInt16(axis.code)
            setup.absinfo.minimum = axis.minimum
            setup.absinfo.maximum = axis.maximum
            setup.absinfo.resolution = axis.resolution
            _ = try file.ioctl("UI_ABS_SETUP", UInt(KIOSK_UI_ABS_SETUP), setup)
        }
        var setup = uinput_setup()
        setup.id.bustype = UInt16(description.bus)
        setup.id.version = 1
        withUnsafeMutableBytes(of: &setup.name) { bytes in
            for (i, byte) in description.name.utf8.prefix(bytes.count - 1).enumerated() { bytes[i] = byte }
        }
        _ = try file.ioctl("UI_DEV_SETUP", UInt(KIOSK_UI_DEV_SETUP), setup)
        try file.ioctl("UI_DEV_CREATE", UInt(KIOSK_UI_DEV_CREATE), value: 0)
        var sysname = [CChar](repeating: 0, count: 64)
        _ = try file.ioctl("UI_GET_SYSNAME", UInt(KIOSK_UI_GET_SYSNAME_64), &sysname)
        let device = "/sys/devices/virtual/input/" + String(decoding: sysname.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
        let nodes = (try? FileManager.default.contentsOfDirectory(atPath: device)) ?? []
        guard let event = nodes.first(where: { $0.hasPrefix("event") }) else {
            throw SystemError(call: "uinput: no event node in", path: device, errno: ENOENT)
        }
        eventPath = "/dev/input/" + event
        self.file = file
    }

    deinit { unplug() }

    /// Removes the device, as pulling its cable does: the kernel releases its keys
    /// (an up for a finger or button still down), then unregisters it.
    func unplug() {
        guard let file else { return }
        _ = try? file.ioctl("UI_DEV_DESTROY", UInt(KIOSK_UI_DEV_DESTROY), value: 0)
        self.file = nil
    }

    /// Waits until udev has processed the device and set `property` (e.g.
    /// `ID_INPUT_TOUCHSCREEN=1`) in its database entry; by then the event that tells
    /// libinput is on its way.
    func waitUntilTagged(_ property: String, timeout: Double) -> Bool {
        guard let number = Int(eventPath.dropFirst("/dev/input/event".count)) else { return false }
        let database = "/run/udev/data/c13:\(64 + number)"
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: database, encoding: .utf8), text.contains("E:\(property)\n") { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// Writes `events` in one go (the kernel stamps their time); the caller ends
    /// each frame with SYN_REPORT.
    func write(_ events: [Event]) throws {
        guard let file else { throw SystemError(call: "write", path: "/dev/uinput (\(description.name), unplugged)", errno: ENODEV) }
        var records = events.map { input_event(time: timeval(), type: UInt16($0.type), code: UInt16($0.code), value: $0.value) }
        let length = records.count * MemoryLayout<input_event>.stride
        let written = records.withUnsafeMutableBytes { Glibc.write(file.rawValue, $0.baseAddress, length) }
        guard written == length else { throw SystemError(call: "write", path: "/dev/uinput", errno: written < 0 ? errno : EIO) }
    }
}
