import Glibc

/// A uevent of the `drm` subsystem as the hot-plug monitor reads it: its action and
/// properties. The kernel sends a `change` event on the card when a connector's state
/// changes (`HOTPLUG=1`); one written to the card's `uevent` file carries
/// `SYNTH_ARG_HOTPLUG=1` instead. Either asks whoever drives the card to probe it again.
public struct DRMUevent: Sendable, Equatable {
    /// "add", "change", "remove"…
    public var action: String
    /// The event's KEY=value pairs (MAJOR, MINOR, DEVNAME, HOTPLUG, CONNECTOR…).
    public var properties: [String: String]

    public init(action: String, properties: [String: String]) {
        self.action = action
        self.properties = properties
    }

    /// The device number the event names, from its MAJOR and MINOR; nil when either is
    /// missing or not a number (a connector's own events have none).
    public var deviceNumber: DeviceNumber? {
        guard let major = properties["MAJOR"].flatMap({ UInt32($0) }),
              let minor = properties["MINOR"].flatMap({ UInt32($0) }) else { return nil }
        return DeviceNumber(major: major, minor: minor)
    }

    /// Whether the card numbered `card` should be probed again: any `change` event of
    /// that card, real (`HOTPLUG=1`) or synthetic (`SYNTH_ARG_HOTPLUG=1`) or another
    /// (probing finds nothing new then). Other actions, cards and unnamed devices: no.
    public func asksToReprobe(card: DeviceNumber) -> Bool {
        action == "change" && deviceNumber == card
    }
}

/// A character device's number (`st_rdev`), as uevents give it in MAJOR and MINOR.
public struct DeviceNumber: Sendable, Equatable, CustomStringConvertible {
    public var major: UInt32
    public var minor: UInt32

    public init(major: UInt32, minor: UInt32) {
        self.major = major
        self.minor = minor
    }

    /// The number of the device node at `path` (following links), or nil when it is
    /// not a device node that can be read.
    public init?(ofDeviceAt path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return nil }
        // glibc's encoding of dev_t (gnu_dev_major and gnu_dev_minor are macros Swift cannot call).
        let number = UInt64(info.st_rdev)
        major = UInt32(truncatingIfNeeded: ((number >> 8) & 0xfff) | ((number >> 32) & ~0xfff))
        minor = UInt32(truncatingIfNeeded: (number & 0xff) | ((number >> 12) & ~0xff))
    }

    public var description: String { "\(major):\(minor)" }
}
