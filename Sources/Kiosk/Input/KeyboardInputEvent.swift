import Foundation

/// A physical keyboard's event as libinput reports it: a key (an evdev code, KEY_A is
/// 30) pressed or released, or a device gone. Times in media-clock seconds. Apart from
/// libinput so that typing can be played in tests without a device.
enum KeyboardInputEvent: Equatable, Sendable {
    case key(device: Int, code: UInt32, pressed: Bool, time: TimeInterval)
    /// The device went away (LIBINPUT_EVENT_DEVICE_REMOVED): its keys are up, its repeat stops.
    case deviceRemoved(device: Int, time: TimeInterval)
}
