import Foundation

/// One libinput event as `InputTouchTracker` takes it: the device (an identity only),
/// positions normalized 0…1 across the panel (after calibration), times in seconds.
/// Apart from libinput so that every path of touches, pointers and pens can be
/// played in tests without a device.
enum RawInputEvent: Equatable {
    /// The device went away (LIBINPUT_EVENT_DEVICE_REMOVED), noticed at `time`.
    case deviceRemoved(device: Int, time: TimeInterval)
    case touchDown(device: Int, slot: Int, x: Double, y: Double, time: TimeInterval)
    case touchMotion(device: Int, slot: Int, x: Double, y: Double, time: TimeInterval)
    case touchUp(device: Int, slot: Int, time: TimeInterval)
    case touchCancel(device: Int, slot: Int, time: TimeInterval)
    /// The end of a set of touch changes that happened together (LIBINPUT_EVENT_TOUCH_FRAME).
    case touchFrame
    /// A relative move in screen points (a mouse).
    case pointerMotion(device: Int, dx: Double, dy: Double, time: TimeInterval)
    /// An absolute pointer's position.
    case pointerMotionAbsolute(device: Int, x: Double, y: Double, time: TimeInterval)
    /// A button (BTN_LEFT is 0x110) pressed or released.
    case pointerButton(device: Int, button: UInt32, pressed: Bool, time: TimeInterval)
    /// A pen's tip touching (`down`) or leaving the surface at (`x`, `y`).
    case tabletTip(device: Int, down: Bool, x: Double, y: Double, time: TimeInterval)
    /// A pen moving, on the surface or above it (axis and proximity-in events).
    case tabletMotion(device: Int, x: Double, y: Double, time: TimeInterval)
    /// A pen leaving the sensing range.
    case tabletProximityOut(device: Int, time: TimeInterval)
}
