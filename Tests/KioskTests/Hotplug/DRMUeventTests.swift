@testable import Kiosk
import Testing

/// Which `drm` uevents ask Kiosk to probe its card again: a `change` of that card,
/// real (`HOTPLUG=1`) or written to its uevent file (`SYNTH_ARG_HOTPLUG=1`), as the
/// virtual board's kernel sends them; nothing else.
@Suite struct DRMUeventTests {
    static let card0 = DeviceNumber(major: 226, minor: 0)

    /// What the kernel sends for card0 (measured on the virtual board), with `extra`.
    static func event(_ extra: [String: String], action: String = "change") -> DRMUevent {
        var properties = ["ACTION": action, "DEVPATH": "/devices/platform/vkms/drm/card0", "SUBSYSTEM": "drm",
                          "DEVNAME": "dri/card0", "DEVTYPE": "drm_minor", "MAJOR": "226", "MINOR": "0", "SEQNUM": "1630"]
        for (key, value) in extra { properties[key] = value }
        return DRMUevent(action: action, properties: properties)
    }

    @Test func aRealHotplugOfTheCardAsksForAProbe() {
        #expect(Self.event(["HOTPLUG": "1"]).asksToReprobe(card: Self.card0))
    }

    @Test func aSyntheticOneToo() {
        let synthetic = Self.event(["SYNTH_UUID": "11111111-2222-3333-4444-555555555555", "SYNTH_ARG_HOTPLUG": "1"])
        #expect(synthetic.asksToReprobe(card: Self.card0))
    }

    @Test func anotherCardsEventIsIgnored() {
        let card1 = Self.event(["HOTPLUG": "1", "MINOR": "1", "DEVNAME": "dri/card1"])
        #expect(!card1.asksToReprobe(card: Self.card0))
        #expect(card1.asksToReprobe(card: DeviceNumber(major: 226, minor: 1)))
    }

    @Test func otherActionsAreIgnored() {
        for action in ["add", "remove", "bind", "unbind", "move", ""] {
            #expect(!Self.event(["HOTPLUG": "1"], action: action).asksToReprobe(card: Self.card0))
        }
    }

    @Test func eventsWithoutAValidDeviceNumberAreIgnored() {
        for broken in [["MAJOR": "x"], ["MINOR": ""], ["MINOR": "-1"], ["MAJOR": "226 "]] {
            #expect(!Self.event(["HOTPLUG": "1"].merging(broken) { $1 }).asksToReprobe(card: Self.card0))
        }
        let bare = DRMUevent(action: "change", properties: ["HOTPLUG": "1"])
        #expect(bare.deviceNumber == nil)
        #expect(!bare.asksToReprobe(card: Self.card0))
    }

    @Test func aDeviceNodesNumberIsReadFromTheFileSystem() {
        // /dev/null is character device 1:3 on Linux.
        #expect(DeviceNumber(ofDeviceAt: "/dev/null") == DeviceNumber(major: 1, minor: 3))
        #expect(DeviceNumber(ofDeviceAt: "/") == nil)
        #expect(DeviceNumber(ofDeviceAt: "/nonexistent/card0") == nil)
        #expect(DeviceNumber(major: 226, minor: 0).description == "226:0")
    }
}
