import CKioskSystem
import Foundation
import Glibc

/// A kind of panel as the kernel presents it, written from the published
/// descriptions of real devices (ranges and button sets of the sort their drivers and
/// data sheets give, not copied files), and how a finger on it comes out as events.
/// Positions are normalized (0…1 across the panel) and go onto the axes' ranges.
struct TouchShape {
    /// How the device reports a finger.
    enum Reporting {
        /// BTN_TOUCH with ABS_X/ABS_Y (and pressure): one finger, no MT axes.
        case singleTouch
        /// Multitouch protocol A: ABS_MT_POSITION_* closed by SYN_MT_REPORT, no slots,
        /// plus the single-touch emulation (BTN_TOUCH, ABS_X/ABS_Y) such drivers send.
        case protocolA
        /// Multitouch protocol B: slots and tracking IDs.
        case protocolB
        /// An absolute pointer: ABS_X/ABS_Y and the left button, no BTN_TOUCH.
        case pointer
        /// A pen digitizer: BTN_TOOL_PEN for proximity, BTN_TOUCH and pressure for the tip.
        case pen
    }

    /// What the check prints for it.
    let label: String
    let description: UInputDevice.Description
    let reporting: Reporting
    /// The udev property that says udev has classified it (libinput's seat waits for it).
    let udevTag: String

    /// The name every touch device of the suite has: a HID product string padded with
    /// spaces, as board/qemu/tests/shapes.board names it (in quotes).
    static let panelName = "Kiosk Shapes Panel  "

    /// A resistive single-touch panel behind a 12-bit ADC (ADS7846-class, on SPI):
    /// BTN_TOUCH, ABS_X/ABS_Y over the calibrated 200–3900, pressure; not marked direct.
    static func resistive(name: String = panelName) -> TouchShape {
        TouchShape(label: "resistive single-touch \"\(name)\" (BTN_TOUCH, ABS_X/ABS_Y 200-3900, pressure, SPI)",
                   description: .init(name: name, keys: [BTN_TOUCH],
                                      axes: [.init(code: ABS_X, minimum: 200, maximum: 3900),
                                             .init(code: ABS_Y, minimum: 200, maximum: 3900),
                                             .init(code: ABS_PRESSURE, minimum: 0, maximum: 255)],
                                      bus: BUS_SPI),
                   reporting: .singleTouch, udevTag: "ID_INPUT_TOUCHSCREEN=1")
    }

    /// A protocol A multitouch panel (older I2C controllers' drivers): MT positions
    /// 0–1023 × 0–599 and touch size, no slots, plus single-touch emulation.
    static let protocolA = TouchShape(
        label: "protocol A multitouch (SYN_MT_REPORT, no slots, ABS_MT_POSITION 0-1023 x 0-599, I2C)",
        description: .init(name: panelName, properties: [INPUT_PROP_DIRECT], keys: [BTN_TOUCH],
                           axes: [.init(code: ABS_X, minimum: 0, maximum: 1023), .init(code: ABS_Y, minimum: 0, maximum: 599),
                                  .init(code: ABS_MT_TOUCH_MAJOR, minimum: 0, maximum: 255),
                                  .init(code: ABS_MT_POSITION_X, minimum: 0, maximum: 1023),
                                  .init(code: ABS_MT_POSITION_Y, minimum: 0, maximum: 599)],
                           bus: BUS_I2C),
        reporting: .protocolA, udevTag: "ID_INPUT_TOUCHSCREEN=1")

    /// A protocol B panel reporting its controller's raw range, offset from zero
    /// (150–3950 × 120–3980), 10 slots; its fingers tremble (`jitter`).
    static let protocolB = TouchShape(
        label: "protocol B multitouch at an odd range (10 slots, X 150-3950, Y 120-3980, USB), with jitter",
        description: .init(name: panelName, properties: [INPUT_PROP_DIRECT], keys: [BTN_TOUCH],
                           axes: [.init(code: ABS_X, minimum: 150, maximum: 3950, resolution: 15),
                                  .init(code: ABS_Y, minimum: 120, maximum: 3980, resolution: 20),
                                  .init(code: ABS_MT_SLOT, minimum: 0, maximum: 9),
                                  .init(code: ABS_MT_POSITION_X, minimum: 150, maximum: 3950, resolution: 15),
                                  .init(code: ABS_MT_POSITION_Y, minimum: 120, maximum: 3980, resolution: 20),
                                  .init(code: ABS_MT_TRACKING_ID, minimum: 0, maximum: 65535)]),
        reporting: .protocolB, udevTag: "ID_INPUT_TOUCHSCREEN=1")

    /// An absolute pointer: a USB HID touch controller in mouse mode, BTN_LEFT and
    /// ABS_X/ABS_Y over HID's usual 0–32767, no BTN_TOUCH (udev calls it a mouse).
    static let absolutePointer = TouchShape(
        label: "absolute pointer (BTN_LEFT, ABS_X/ABS_Y 0-32767, no BTN_TOUCH, USB)",
        description: .init(name: "Kiosk Shapes Absolute Pointer", keys: [BTN_LEFT],
                           axes: [.init(code: ABS_X, minimum: 0, maximum: 32767), .init(code: ABS_Y, minimum: 0, maximum: 32767)]),
        reporting: .pointer, udevTag: "ID_INPUT_MOUSE=1")

    /// A panel that presents as a mouse with left and right buttons and no middle
    /// one: libinput emulates the middle button, holding each left press up to 50 ms.
    static let mouseClassPanel = TouchShape(
        label: "mouse-class panel (BTN_LEFT and BTN_RIGHT, no middle, ABS_X/ABS_Y 0-4095, USB)",
        description: .init(name: "Kiosk Shapes Mouse-Class Panel", keys: [BTN_LEFT, BTN_RIGHT],
                           axes: [.init(code: ABS_X, minimum: 0, maximum: 4095), .init(code: ABS_Y, minimum: 0, maximum: 4095)]),
        reporting: .pointer, udevTag: "ID_INPUT_MOUSE=1")

    /// A display's pen digitizer (ISDv4-class): pen and eraser tools, tip switch,
    /// barrel button, 1024 pressure levels, 0.01 mm units; direct.
    static let pen = TouchShape(
        label: "pen digitizer (BTN_TOOL_PEN, BTN_TOUCH, ABS_PRESSURE 0-1023, ABS_X 0-26202, ABS_Y 0-16325 at 100/mm)",
        description: .init(name: panelName, properties: [INPUT_PROP_DIRECT],
                           keys: [BTN_TOOL_PEN, BTN_TOOL_RUBBER, BTN_TOUCH, BTN_STYLUS],
                           axes: [.init(code: ABS_X, minimum: 0, maximum: 26202, resolution: 100),
                                  .init(code: ABS_Y, minimum: 0, maximum: 16325, resolution: 100),
                                  .init(code: ABS_PRESSURE, minimum: 0, maximum: 1023)]),
        reporting: .pen, udevTag: "ID_INPUT_TABLET=1")
}

/// A `TouchShape` plugged in: a finger (or pointer, or pen) put down, moved and
/// lifted at normalized positions.
final class ShapeDevice {
    let shape: TouchShape
    let device: UInputDevice
    private var trackingID: Int32 = 0

    init(_ shape: TouchShape) throws {
        self.shape = shape
        device = try UInputDevice(shape.description)
    }

    /// `x` (0…1 across) on axis `code`'s range.
    private func value(_ code: Int32, _ fraction: Double) -> Int32 {
        guard let axis = shape.description.axes.first(where: { $0.code == code }) else { return 0 }
        let span = Double(axis.maximum - axis.minimum + 1)
        return min(axis.maximum, axis.minimum + Int32((fraction * span).rounded(.down)))
    }

    private func position(_ x: Double, _ y: Double, mt: Bool) -> [UInputDevice.Event] {
        mt ? [(EV_ABS, ABS_MT_POSITION_X, value(ABS_MT_POSITION_X, x)), (EV_ABS, ABS_MT_POSITION_Y, value(ABS_MT_POSITION_Y, y))]
            : [(EV_ABS, ABS_X, value(ABS_X, x)), (EV_ABS, ABS_Y, value(ABS_Y, y))]
    }

    private static let report: UInputDevice.Event = (EV_SYN, SYN_REPORT, 0)
    private static let mtReport: UInputDevice.Event = (EV_SYN, SYN_MT_REPORT, 0)

    /// The frames that put the finger down at (`x`, `y`). A pen comes into proximity
    /// first, without pressure (libinput takes its pressure offset there), then its tip.
    private func downEvents(x: Double, y: Double) -> [UInputDevice.Event] {
        switch shape.reporting {
        case .singleTouch:
            return position(x, y, mt: false) + [(EV_ABS, ABS_PRESSURE, 180), (EV_KEY, BTN_TOUCH, 1), Self.report]
        case .protocolA:
            return position(x, y, mt: true) + [(EV_ABS, ABS_MT_TOUCH_MAJOR, 20), Self.mtReport]
                + position(x, y, mt: false) + [(EV_KEY, BTN_TOUCH, 1), Self.report]
        case .protocolB:
            trackingID += 1
            return [(EV_ABS, ABS_MT_SLOT, 0), (EV_ABS, ABS_MT_TRACKING_ID, trackingID)] + position(x, y, mt: true)
                + position(x, y, mt: false) + [(EV_KEY, BTN_TOUCH, 1), Self.report]
        case .pointer:
            return position(x, y, mt: false) + [(EV_KEY, BTN_LEFT, 1), Self.report]
        case .pen:
            return position(x, y, mt: false) + [(EV_ABS, ABS_PRESSURE, 0), (EV_KEY, BTN_TOOL_PEN, 1), Self.report,
                                                 (EV_ABS, ABS_PRESSURE, 600), (EV_KEY, BTN_TOUCH, 1), Self.report]
        }
    }

    private func moveEvents(x: Double, y: Double) -> [UInputDevice.Event] {
        switch shape.reporting {
        case .singleTouch, .pointer, .pen:
            return position(x, y, mt: false) + [Self.report]
        case .protocolA:
            return position(x, y, mt: true) + [(EV_ABS, ABS_MT_TOUCH_MAJOR, 20), Self.mtReport]
                + position(x, y, mt: false) + [Self.report]
        case .protocolB:
            return position(x, y, mt: true) + position(x, y, mt: false) + [Self.report]
        }
    }

    /// The frames that lift the finger; a pen's tip, then the pen out of proximity.
    private func upEvents() -> [UInputDevice.Event] {
        switch shape.reporting {
        case .singleTouch: [(EV_ABS, ABS_PRESSURE, 0), (EV_KEY, BTN_TOUCH, 0), Self.report]
        case .protocolA: [Self.mtReport, (EV_KEY, BTN_TOUCH, 0), Self.report]
        case .protocolB: [(EV_ABS, ABS_MT_TRACKING_ID, -1), (EV_KEY, BTN_TOUCH, 0), Self.report]
        case .pointer: [(EV_KEY, BTN_LEFT, 0), Self.report]
        case .pen: [(EV_ABS, ABS_PRESSURE, 0), (EV_KEY, BTN_TOUCH, 0), Self.report, (EV_KEY, BTN_TOOL_PEN, 0), Self.report]
        }
    }

    func down(x: Double, y: Double) throws { try device.write(downEvents(x: x, y: y)) }
    func move(x: Double, y: Double) throws { try device.write(moveEvents(x: x, y: y)) }
    func up() throws { try device.write(upEvents()) }

    /// A tap at (`x`, `y`): down, `jitter` moves that many axis units about the point
    /// 10 ms apart (a trembling finger, electrical noise), up after `duration` in all.
    func tap(x: Double, y: Double, jitterUnits: Int32 = 0, duration: Double = 0.06) throws {
        try down(x: x, y: y)
        if jitterUnits > 0, let axis = shape.description.axes.first(where: { $0.code == ABS_X }) {
            let unit = 1 / Double(axis.maximum - axis.minimum + 1)
            for (dx, dy) in [(1.0, -1.0), (-1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
                Thread.sleep(forTimeInterval: 0.01)
                try move(x: x + dx * Double(jitterUnits) * unit, y: y + dy * Double(jitterUnits) * unit)
            }
        }
        Thread.sleep(forTimeInterval: duration)
        try up()
    }

    /// A straight drag in `steps` moves `interval` seconds apart. The first `burst`
    /// moves go out with the press, in one write (a fast finger on a panel that
    /// reports in bursts): a device whose left press libinput holds back for up to
    /// 50 ms (middle-button emulation) then has them delivered before the press.
    func drag(from start: (x: Double, y: Double), to end: (x: Double, y: Double), steps: Int, interval: Double,
              burst: Int = 0) throws {
        let point = { (step: Int) in
            let f = Double(step) / Double(steps)
            return (x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
        }
        try device.write(downEvents(x: start.x, y: start.y) + (0..<burst).flatMap { moveEvents(x: point($0 + 1).x, y: point($0 + 1).y) })
        for step in (burst + 1)...steps {
            Thread.sleep(forTimeInterval: interval)
            try move(x: point(step).x, y: point(step).y)
        }
        try up()
    }
}
