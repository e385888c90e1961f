import CKioskSystem
import Foundation
import Glibc
import Kiosk

/// A multitouch touchscreen made through /dev/uinput, as board/qemu/touchscreen.evemu
/// describes one (direct touch, 10 slots, 4 units/mm) but sized to the panel: one
/// unit a pixel. udev tags it ID_INPUT_TOUCHSCREEN=1, so the runtime's libinput seat
/// picks it up; touches are written in panel units, one finger, with protocol B.
/// Made in-process so that every event is written exactly when the check means it.
final class UInputTouchscreen {
    /// The evdev node udev made for it, e.g. /dev/input/event5.
    let eventPath: String
    private let file: FileDescriptor
    private var trackingID: Int32 = 0

    init(name: String, panelWidth: Int, panelHeight: Int) throws {
        let file = try FileDescriptor(opening: "/dev/uinput", flags: O_WRONLY | O_NONBLOCK)
        self.file = file
        let set = { (what: String, request: UInt32, value: Int32) throws in
            _ = try file.ioctl(what, UInt(request), value: Int(value))
        }
        try set("UI_SET_EVBIT", KIOSK_UI_SET_EVBIT, EV_KEY)
        try set("UI_SET_EVBIT", KIOSK_UI_SET_EVBIT, EV_ABS)
        try set("UI_SET_KEYBIT", KIOSK_UI_SET_KEYBIT, BTN_TOUCH)
        try set("UI_SET_PROPBIT", KIOSK_UI_SET_PROPBIT, INPUT_PROP_DIRECT)
        let axes: [(code: Int32, maximum: Int32, resolution: Int32)] = [
            (ABS_X, Int32(panelWidth - 1), 4), (ABS_Y, Int32(panelHeight - 1), 4), (ABS_MT_SLOT, 9, 0),
            (ABS_MT_POSITION_X, Int32(panelWidth - 1), 4), (ABS_MT_POSITION_Y, Int32(panelHeight - 1), 4),
            (ABS_MT_TRACKING_ID, 65535, 0),
        ]
        for axis in axes {
            try set("UI_SET_ABSBIT", KIOSK_UI_SET_ABSBIT, axis.code)
            var setup = uinput_abs_setup()
            setup.code = UInt16(axis.code)
            setup.absinfo.maximum = axis.maximum
            setup.absinfo.resolution = axis.resolution
            _ = try file.ioctl("UI_ABS_SETUP", UInt(KIOSK_UI_ABS_SETUP), setup)
        }
        var setup = uinput_setup()
        setup.id.bustype = UInt16(BUS_VIRTUAL)
        setup.id.version = 1
        withUnsafeMutableBytes(of: &setup.name) { bytes in
            for (i, byte) in name.utf8.prefix(bytes.count - 1).enumerated() { bytes[i] = byte }
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
    }

    deinit {
        _ = try? file.ioctl("UI_DEV_DESTROY", UInt(KIOSK_UI_DEV_DESTROY), value: 0)
    }

    /// Waits until udev has processed the device and tagged it a touchscreen (its
    /// database entry says so); by then the event that tells libinput is on its way.
    func waitUntilTagged(timeout: Double) -> Bool {
        guard let number = Int(eventPath.dropFirst("/dev/input/event".count)) else { return false }
        let database = "/run/udev/data/c13:\(64 + number)"
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: database, encoding: .utf8),
               text.contains("E:ID_INPUT_TOUCHSCREEN=1") { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// One finger down at panel (`x`, `y`).
    func down(x: Int, y: Int) throws {
        trackingID += 1
        try write([(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, trackingID),
                   (EV_ABS, ABS_MT_POSITION_X, Int32(x)), (EV_ABS, ABS_MT_POSITION_Y, Int32(y)),
                   (EV_KEY, BTN_TOUCH, 1), (EV_ABS, ABS_X, Int32(x)), (EV_ABS, ABS_Y, Int32(y)), (EV_SYN, SYN_REPORT, 0)])
    }

    /// The finger moves to panel (`x`, `y`).
    func move(x: Int, y: Int) throws {
        try write([(EV_ABS, ABS_MT_POSITION_X, Int32(x)), (EV_ABS, ABS_MT_POSITION_Y, Int32(y)),
                   (EV_ABS, ABS_X, Int32(x)), (EV_ABS, ABS_Y, Int32(y)), (EV_SYN, SYN_REPORT, 0)])
    }

    /// The finger lifts.
    func up() throws {
        try write([(EV_ABS, ABS_MT_TRACKING_ID, -1), (EV_KEY, BTN_TOUCH, 0), (EV_SYN, SYN_REPORT, 0)])
    }

    /// A tap: down, `duration` seconds, up.
    func tap(x: Int, y: Int, duration: Double = 0.05) throws {
        try down(x: x, y: y)
        Thread.sleep(forTimeInterval: duration)
        try up()
    }

    /// A straight swipe in `steps` moves `interval` seconds apart.
    func swipe(from start: (x: Int, y: Int), to end: (x: Int, y: Int), steps: Int, interval: Double) throws {
        try down(x: start.x, y: start.y)
        for step in 1...steps {
            Thread.sleep(forTimeInterval: interval)
            try move(x: start.x + (end.x - start.x) * step / steps, y: start.y + (end.y - start.y) * step / steps)
        }
        try up()
    }

    private func write(_ events: [(type: Int32, code: Int32, value: Int32)]) throws {
        var records = events.map { input_event(time: timeval(), type: UInt16($0.type), code: UInt16($0.code), value: $0.value) }
        let length = records.count * MemoryLayout<input_event>.stride
        let written = records.withUnsafeMutableBytes { Glibc.write(file.rawValue, $0.baseAddress, length) }
        guard written == length else { throw SystemError(call: "write", path: "/dev/uinput", errno: written < 0 ? errno : EIO) }
    }
}
