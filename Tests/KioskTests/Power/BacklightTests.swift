import Foundation
import Glibc
@testable import Kiosk
import Testing

/// The backlight over a temporary folder laid out like /sys/class/backlight: which
/// device is chosen, the exact values written, and errors that name the file.
@Suite struct BacklightTests {
    /// A folder with one subfolder per device, each with `max_brightness` and `brightness`.
    final class FakeSysfs {
        let root: String
        init(_ devices: [(name: String, max: String, brightness: String)]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("backlight-\(UUID().uuidString)").path
            for device in devices {
                let folder = root + "/" + device.name
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try device.max.write(toFile: folder + "/max_brightness", atomically: false, encoding: .utf8)
                try device.brightness.write(toFile: folder + "/brightness", atomically: false, encoding: .utf8)
            }
        }
        deinit { try? FileManager.default.removeItem(atPath: root) }
        func brightness(_ name: String) -> String? { try? String(contentsOfFile: root + "/" + name + "/brightness", encoding: .utf8) }
    }

    @Test func theFirstDeviceByNameIsChosenAndLevelsAreWrittenExactly() throws {
        let sysfs = try FakeSysfs([("rpi_backlight", "255\n", "200\n"), ("acpi_video0", "15\n", "15\n")])
        let light = try Backlight(root: sysfs.root)
        #expect(light.name == "acpi_video0" && light.maximum == 15)
        let named = try Backlight(name: "rpi_backlight", root: sysfs.root)
        #expect(named.maximum == 255 && named.directory == sysfs.root + "/rpi_backlight")
        #expect(try named.level() == 200)
        #expect(try named.fraction() == 200.0 / 255)
        #expect(named.level(forFraction: 0.1) == 26) // 25.5 rounds up
        #expect(named.level(forFraction: 1.5) == 255)
        #expect(try named.setLevel(26) == 26)
        #expect(sysfs.brightness("rpi_backlight") == "26\n")
        #expect(try named.setLevel(300) == 255)
        #expect(sysfs.brightness("rpi_backlight") == "255\n")
        #expect(try named.setLevel(-4) == 0)
        #expect(sysfs.brightness("rpi_backlight") == "0\n")
        #expect(sysfs.brightness("acpi_video0") == "15\n")
    }

    @Test func aMissingDeviceNamesTheFolderAndWhatIsThere() throws {
        let sysfs = try FakeSysfs([("intel_backlight", "937", "500")])
        let error = BacklightError.notFound(name: "rpi_backlight", root: sysfs.root, available: ["intel_backlight"])
        #expect(throws: error) { try Backlight(name: "rpi_backlight", root: sysfs.root) }
        #expect(error.description
            == "\(sysfs.root)/rpi_backlight: no such backlight device (found: intel_backlight); set `backlight` to one of them")
        let empty = try FakeSysfs([])
        #expect(throws: BacklightError.noDevice(root: empty.root + "/none")) { try Backlight(root: empty.root + "/none") }
    }

    @Test func garbageAndMissingFilesAreNamed() throws {
        let sysfs = try FakeSysfs([("a", "lots\n", "1"), ("b", "100", "x7"), ("c", "0", "0")])
        #expect(throws: BacklightError.garbage(path: sysfs.root + "/a/max_brightness", text: "lots")) {
            try Backlight(name: "a", root: sysfs.root)
        }
        #expect(BacklightError.garbage(path: "/sys/class/backlight/a/max_brightness", text: "lots").description
            == "/sys/class/backlight/a/max_brightness: \"lots\" is not a whole number of brightness steps")
        let b = try Backlight(name: "b", root: sysfs.root)
        #expect(throws: BacklightError.garbage(path: sysfs.root + "/b/brightness", text: "x7")) { try b.level() }
        #expect(throws: BacklightError.garbage(path: sysfs.root + "/c/max_brightness", text: "0")) {
            try Backlight(name: "c", root: sysfs.root)
        }
        try FileManager.default.removeItem(atPath: sysfs.root + "/b/max_brightness")
        #expect(throws: BacklightError.file(path: sysfs.root + "/b/max_brightness", action: "open", errno: ENOENT)) {
            try Backlight(name: "b", root: sysfs.root)
        }
    }

    @Test func anUnwritableBrightnessFileIsNamedWithTheErrno() throws {
        let sysfs = try FakeSysfs([("panel", "100", "50")])
        let light = try Backlight(name: "panel", root: sysfs.root)
        // A folder where the file should be: open for writing fails with EISDIR, even as root.
        let path = sysfs.root + "/panel/brightness"
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = BacklightError.file(path: path, action: "open for writing", errno: EISDIR)
        #expect(throws: error) { try light.setLevel(10) }
        #expect(error.description == "\(path): open for writing failed: Is a directory (errno 21)")
        #expect(BacklightError.file(path: path, action: "open for writing", errno: EACCES).description
            == "\(path): open for writing failed: Permission denied (errno 13); give the service's user write access (a udev rule, or the video group)")
    }
}
