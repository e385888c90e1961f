/// Which input devices a board's touchscreen is: a board file's `[touch]` section
/// names it by event device path, by the kernel's device name, or by a udev property;
/// with none of them every touch device on the seat is used.
public enum TouchDeviceMatch: Sendable, Equatable, CustomStringConvertible {
    /// Every touch device on the seat.
    case anyTouchDevice
    /// Exactly this event device, e.g. "/dev/input/event2" (libinput's path backend).
    case path(String)
    /// The device with exactly this name, e.g. "Goodix Capacitive TouchScreen".
    case name(String)
    /// Devices whose udev property `name` has `value`, e.g. ID_INPUT_TOUCHSCREEN=1.
    case udevProperty(name: String, value: String)

    /// Whether a touch device with `name`, event node `path` and `udevProperties` is the one.
    public func matches(name deviceName: String, path devicePath: String?, udevProperties: [String: String]) -> Bool {
        switch self {
        case .anyTouchDevice: true
        case .path(let path): devicePath == path
        case .name(let name): deviceName == name
        case .udevProperty(let name, let value): udevProperties[name] == value
        }
    }

    /// As a board file writes it.
    public var description: String {
        switch self {
        case .anyTouchDevice: "any touch device"
        case .path(let path): "device = \(path)"
        case .name(let name): "name = \(name)"
        case .udevProperty(let name, let value): "udev-property = \(name)=\(value)"
        }
    }
}
