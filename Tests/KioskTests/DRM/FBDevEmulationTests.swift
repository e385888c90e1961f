import Foundation
@testable import Kiosk
import Testing

/// Finding a DRM card's fbdev emulation through a folder laid out like sysfs: the
/// framebuffer whose `device` link resolves to the card's device.
@Suite struct FBDevEmulationTests {
    /// /sys/class/drm/cardN/device and /sys/class/graphics/fbN/device as links into devices/.
    static func sysfs(cards: [String: String], framebuffers: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-sysfs-\(getpid())-\(UUID())").path
        let files = FileManager.default
        for device in Set(cards.values).union(framebuffers.values) {
            try files.createDirectory(atPath: "\(root)/devices/\(device)", withIntermediateDirectories: true)
        }
        for (name, device) in cards {
            try files.createDirectory(atPath: "\(root)/class/drm/\(name)", withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: "\(root)/class/drm/\(name)/device", withDestinationPath: "../../../devices/\(device)")
        }
        try files.createDirectory(atPath: "\(root)/class/graphics", withIntermediateDirectories: true)
        for (name, device) in framebuffers {
            try files.createDirectory(atPath: "\(root)/class/graphics/\(name)", withIntermediateDirectories: true)
            try files.createSymbolicLink(atPath: "\(root)/class/graphics/\(name)/device", withDestinationPath: "../../../devices/\(device)")
        }
        return root
    }

    @Test func theFramebufferOfTheSameDeviceIsTheCardsEmulation() throws {
        // As on the virtual board with vfb loaded after vkms: fb0 is vkms's, fb1 is vfb's.
        let root = try Self.sysfs(cards: ["card0": "vkms", "card1": "gpu"], framebuffers: ["fb0": "vkms", "fb1": "vfb.0", "fb10": "gpu"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FBDevEmulation.path(forCard: "/dev/dri/card0", sysfs: root) == "/dev/fb0")
        #expect(FBDevEmulation.path(forCard: "/dev/dri/card1", sysfs: root, devices: "/x") == "/x/fb10")
    }

    @Test func aCardWithoutOneHasNone() throws {
        let root = try Self.sysfs(cards: ["card0": "vkms"], framebuffers: ["fb0": "vfb.0"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(FBDevEmulation.path(forCard: "/dev/dri/card0", sysfs: root) == nil)
        #expect(FBDevEmulation.path(forCard: "/dev/dri/card7", sysfs: root) == nil)
    }
}
