import CoreGraphics
import Foundation
import Raster
import KioskTesting
import Testing

/// The golden-image helper, run against a temporary folder so that nothing is
/// written among the real goldens.
@Suite final class GoldenImageTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-golden-\(UUID().uuidString)")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// A 4×3 picture of distinct opaque colours.
    static func sample() -> Bitmap {
        let bitmap = Bitmap(width: 4, height: 3)
        for y in 0..<3 {
            for x in 0..<4 { bitmap[x, y] = Pixel(rawValue: 0xFF00_0000 | UInt32(x * 60) << 16 | UInt32(y * 100) << 8 | 0x30) }
        }
        return bitmap
    }

    func path(_ file: String) -> String { folder.appendingPathComponent(file).path }

    @Test func aPixelOneUnitOffPassesWithToleranceOneAndFailsWithZero() throws {
        #expect(try GoldenImage.check(Self.sample(), named: "sample", in: folder, tolerance: 0, record: false)
            == .recorded(golden: path("sample.png")))
        let changed = Self.sample()
        changed[2, 1] = Pixel(rawValue: changed[2, 1].rawValue + 0x100) // green 100 → 101

        #expect(try GoldenImage.check(changed, named: "sample", in: folder, tolerance: 1, record: false) == .matched)
        #expect(!FileManager.default.fileExists(atPath: path("sample.actual.png")))

        let outcome = try GoldenImage.check(changed, named: "sample", in: folder, tolerance: 0, record: false)
        #expect(outcome == .differs(pixels: 1, largestDifference: 1,
                                    actual: path("sample.actual.png"), diff: path("sample.diff.png")))
        let actual = try PNGCodec.read(contentsOf: path("sample.actual.png"))
        #expect(actual[2, 1] == Pixel(rawValue: 0xFF78_6530))
        let diff = try PNGCodec.read(contentsOf: path("sample.diff.png"))
        #expect(diff[2, 1] == Pixel(rawValue: 0xFFFF_00FF))
        // The golden's (3, 2) is 0xFFB4C830: (77·180 + 150·200 + 29·48) / 512 = 88 = 0x58.
        #expect(diff[3, 2] == Pixel(rawValue: 0xFF58_5858))
        // The golden itself is untouched by a mismatch.
        #expect(try PNGCodec.read(contentsOf: path("sample.png"))[2, 1] == Pixel(rawValue: 0xFF78_6430))
    }

    @Test func aMatchRemovesTheFilesOfAnEarlierMismatch() throws {
        _ = try GoldenImage.check(Self.sample(), named: "stale", in: folder, tolerance: 0, record: false)
        let changed = Self.sample()
        changed[0, 0] = .white
        _ = try GoldenImage.check(changed, named: "stale", in: folder, tolerance: 0, record: false)
        #expect(FileManager.default.fileExists(atPath: path("stale.actual.png")))
        #expect(FileManager.default.fileExists(atPath: path("stale.diff.png")))

        #expect(try GoldenImage.check(Self.sample(), named: "stale", in: folder, tolerance: 0, record: false) == .matched)
        #expect(!FileManager.default.fileExists(atPath: path("stale.actual.png")))
        #expect(!FileManager.default.fileExists(atPath: path("stale.diff.png")))
    }

    @Test func recordingReplacesAnExistingGolden() throws {
        _ = try GoldenImage.check(Self.sample(), named: "again", in: folder, tolerance: 0, record: false)
        let changed = Self.sample()
        changed[1, 1] = .black
        #expect(try GoldenImage.check(changed, named: "again", in: folder, tolerance: 0, record: true)
            == .recorded(golden: path("again.png")))
        #expect(try GoldenImage.check(changed, named: "again", in: folder, tolerance: 0, record: false) == .matched)
        #expect(try PNGCodec.read(contentsOf: path("again.png"))[1, 1] == .black)
    }

    /// PNG keeps straight alpha: converting there and back must not change any valid
    /// premultiplied pixel, or pictures with soft edges would fail their own goldens.
    @Test func everyTranslucentPixelMatchesItsRecordedGoldenExactly() throws {
        let bitmap = Bitmap(width: 256, height: 4)
        let colours: [(UInt8, UInt8, UInt8)] = [(255, 255, 255), (200, 17, 96), (1, 128, 254), (0, 0, 0)]
        for (y, c) in colours.enumerated() {
            for alpha in 0...255 {
                bitmap[alpha, y] = Pixel.premultiplying(red: c.0, green: c.1, blue: c.2, alpha: UInt8(alpha))
            }
        }
        _ = try GoldenImage.check(bitmap, named: "translucent", in: folder, tolerance: 0, record: false)
        #expect(try GoldenImage.check(bitmap, named: "translucent", in: folder, tolerance: 0, record: false) == .matched)
    }

    @Test func aGoldenOfAnotherSizeIsReportedWithBothSizes() throws {
        _ = try GoldenImage.check(Self.sample(), named: "sized", in: folder, tolerance: 0, record: false)
        let outcome = try GoldenImage.check(Bitmap(width: 5, height: 3), named: "sized", in: folder,
                                            tolerance: 255, record: false)
        #expect(outcome == .sizeDiffers(golden: "4×3", actual: "5×3", actualFile: path("sized.actual.png")))
        #expect(try PNGCodec.read(contentsOf: path("sized.actual.png")).width == 5)
    }

    @Test func theIssueNamesTheFilesTheCountAndTheLargestDifference() {
        let outcome = GoldenOutcome.differs(pixels: 7, largestDifference: 40, actual: "/g/a.actual.png", diff: "/g/a.diff.png")
        #expect(outcome.problem == "7 pixels differ from the golden image (largest channel difference 40); "
            + "see /g/a.actual.png and /g/a.diff.png")
        #expect(GoldenOutcome.recorded(golden: "/g/a.png").problem == "Golden image recorded at /g/a.png; review and commit it")
        #expect(GoldenOutcome.matched.problem == nil)
    }

    @Test func theGoldensFolderIsTheOneBesideTheTests() {
        #expect(goldenFolder.path.hasSuffix("/Tests/QuartzCoreTests/Goldens"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: goldenFolder.path, isDirectory: &isFolder) && isFolder.boolValue)
    }
}
