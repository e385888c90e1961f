import Foundation
import Glibc
@testable import Kiosk
import Testing

/// Finding cards, and the errors when there is none or it cannot be opened.
@Suite struct DRMDevicesTests {
    /// A fresh folder holding empty files of `names`.
    func folder(_ names: [String]) throws -> String {
        let path = NSTemporaryDirectory() + "kiosk-drm-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        for name in names { _ = FileManager.default.createFile(atPath: path + "/" + name, contents: Data()) }
        return path
    }

    @Test func cardsAreListedByNumber() throws {
        let dir = try folder(["card10", "renderD128", "card2", "card0", "cardX", "by-path"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(DRMDevices.cardPaths(in: dir) == [dir + "/card0", dir + "/card2", dir + "/card10"])
    }

    @Test func noCardIsAnErrorNamingTheFolder() throws {
        let dir = try folder([])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: DRMError.noDevice(directory: dir)) { try DRMDevices.findCard(in: dir) }
        #expect(throws: DRMError.noDevice(directory: dir)) {
            try DRMDisplay(configuration: DRMDisplayConfiguration(devicesDirectory: dir))
        }
        #expect(DRMDevices.describe(directory: dir) == "no DRM device: no card* in \(dir)\n")
        #expect(DRMDevices.cardPaths(in: dir + "/missing") == [])
    }

    @Test func cardsWithoutModeSettingAreListedWithWhatWasFound() throws {
        let dir = try folder(["card0", "card1"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = DRMError.noUsableCard(directory: dir, found: [
            "\(dir)/card0 does not support mode setting (a render-only device?)",
            "\(dir)/card1 does not support mode setting (a render-only device?)",
        ])
        #expect(throws: error) { try DRMDevices.findCard(in: dir) }
        #expect(error.description == "no DRM card in \(dir) has a connected display (\(dir)/card0 does not support "
                + "mode setting (a render-only device?); \(dir)/card1 does not support mode setting (a render-only device?))")
    }

    @Test func aMissingCardIsAnErrorNamingIt() {
        let error = DRMError.system(SystemError(call: "open", path: "/dev/dri/card97", errno: ENOENT))
        #expect(throws: error) { try DRMDisplay(configuration: DRMDisplayConfiguration(path: "/dev/dri/card97")) }
        #expect(error.description == "/dev/dri/card97: open failed: No such file or directory (errno 2)")
    }
}
