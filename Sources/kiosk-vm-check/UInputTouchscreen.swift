import CKioskSystem
import Foundation
import Glibc

/// A multitouch touchscreen made through /dev/uinput, as board/qemu/touchscreen.evemu
/// describes one (direct touch, 10 slots, 4 units/mm) but sized to the panel: one
/// unit a pixel. udev tags it ID_INPUT_TOUCHSCREEN=1, so the runtime's libinput seat
/// picks it up; touches are written in panel units, one finger, with protocol B.
/// Made in-process so that every event is written exactly when the check means it.
final class UInputTouchscreen {
    private let device: UInputDevice
    private var trackingID: Int32 = 0

    /// The evdev node udev made for it, e.g. /dev/input/event5.
    var eventPath: String { device.eventPath }

    init(name: String, panelWidth: Int, panelHeight: Int) throws {
        let (width, height) = (Int32(panelWidth - 1), Int32(panelHeight - 1))
        device = try UInputDevice(UInputDevice.Description(
            name: name, properties: [INPUT_PROP_DIRECT], keys: [BTN_TOUCH],
            axes: [UInputDevice.Axis(code: ABS_X, minimum: 0, maximum: width, resolution: 4),
                   UInputDevice.Axis(code: ABS_Y, minimum: 0, maximum: height, resolution: 4),
                   UInputDevice.Axis(code: ABS_MT_SLOT, minimum: 0, maximum: 9),
                   UInputDevice.Axis(code: ABS_MT_POSITION_X, minimum: 0, maximum: width, resolution: 4),
                   UInputDevice.Axis(code: ABS_MT_POSITION_Y, minimum: 0, maximum: height, resolution: 4),
                   UInputDevice.Axis(code: ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535)],
            bus: BUS_VIRTUAL))
    }

    /// Waits until udev has processed the device and tagged it a touchscreen.
    func waitUntilTagged(timeout: Double) -> Bool { device.waitUntilTagged("ID_INPUT_TOUCHSCREEN=1", timeout: timeout) }

    /// One finger down at panel (`x`, `y`).
    func down(x: Int, y: Int) throws {
        trackingID += 1
        try device.write([(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, trackingID),
                          (EV_ABS, ABS_MT_POSITION_X, Int32(x)), (EV_ABS, ABS_MT_POSITION_Y, Int32(y)),
                          (EV_KEY, BTN_TOUCH, 1), (EV_ABS, ABS_X, Int32(x)), (EV_ABS, ABS_Y, Int32(y)), (EV_SYN, SYN_REPORT, 0)])
    }

    /// The finger moves to panel (`x`, `y`).
    func move(x: Int, y: Int) throws {
        try device.write([(EV_ABS, ABS_MT_POSITION_X, Int32(x)), (EV_ABS, ABS_MT_POSITION_Y, Int32(y)),
                          (EV_ABS, ABS_X, Int32(x)), (EV_ABS, ABS_Y, Int32(y)), (EV_SYN, SYN_REPORT, 0)])
    }

    /// The finger lifts.
    func up() throws {
        try device.write([(EV_ABS, ABS_MT_TRACKING_ID, -1), (EV_KEY, BTN_TOUCH, 0), (EV_SYN, SYN_REPORT, 0)])
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
}
