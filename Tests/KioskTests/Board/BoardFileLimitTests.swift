import CoreGraphics
import Foundation
@testable import Kiosk
import Testing

/// Values that would make a run fail or crash are refused at their line.
@Suite struct BoardFileLimitTests {
    /// The messages parsing `text` as "b.board" gives (empty when it parses).
    func messages(_ text: String) -> [String] {
        do {
            _ = try BoardFile.parse(text, file: "b.board")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test(arguments: [
        ("scale = 4.9e-324", "\"4.9e-324\" is not a scale; allowed: a number of pixels per point from 0.25 to 8, e.g. 2"),
        ("scale = 0.2499", "\"0.2499\" is not a scale; allowed: a number of pixels per point from 0.25 to 8, e.g. 2"),
        ("scale = 8.001", "\"8.001\" is not a scale; allowed: a number of pixels per point from 0.25 to 8, e.g. 2"),
        ("scale = nan", "\"nan\" is not a scale; allowed: a number of pixels per point from 0.25 to 8, e.g. 2"),
        ("scale = inf", "\"inf\" is not a scale; allowed: a number of pixels per point from 0.25 to 8, e.g. 2"),
        ("dpi = 9.99", "\"9.99\" is not a density; allowed: a number of pixels per inch from 10 to 2000, e.g. 132"),
        ("dpi = 1e-300", "\"1e-300\" is not a density; allowed: a number of pixels per inch from 10 to 2000, e.g. 132"),
        ("dpi = 2000.5", "\"2000.5\" is not a density; allowed: a number of pixels per inch from 10 to 2000, e.g. 132"),
        ("mode = 16385x480", "\"16385x480\" is larger than a framebuffer may be; allowed: a mode with at most 16384 pixels a side "
            + "and 67108864 pixels in all (8192x8192)"),
        ("mode = 8193x8192@60", "\"8193x8192@60\" is larger than a framebuffer may be; allowed: a mode with at most 16384 pixels "
            + "a side and 67108864 pixels in all (8192x8192)"),
        ("mode = 99999999999999999999x1", "\"99999999999999999999x1\" is not a mode; allowed: WIDTHxHEIGHT or WIDTHxHEIGHT@HZ, e.g. 800x480@60"),
    ])
    func absurdDisplayValuesAreRefusedAtTheirLine(line: String, message: String) {
        #expect(messages("name = b\n[display]\nbackend = drm\n\(line)\n") == ["b.board:4: [display] " + line.prefix { $0 != " " } + ": " + message])
    }

    @Test func theBoundsThemselvesAreAllowed() throws {
        let smallest = try BoardFile.parse("name = b\n[display]\nbackend = drm\nscale = 0.25\ndpi = 10\nmode = 16384x4096\n", file: "b.board")
        #expect(smallest.display.scale == 0.25 && smallest.display.dotsPerInch == 10)
        guard case .drm(let drm) = smallest.display.backend else { Issue.record("not drm"); return }
        #expect(drm.mode == DRMModeRequest(width: 16_384, height: 4_096))
        // The densest panel gets the largest scale, not dpi ÷ 160 = 12.5 → 13.
        let densest = try BoardFile.parse("name = b\n[display]\nbackend = fbdev\nscale = 8\n", file: "b.board")
        #expect(densest.display.scale == 8)
        #expect(try BoardFile.parse("name = b\n[display]\nbackend = drm\ndpi = 2000\n", file: "b.board").display.scale == 8)
    }
}
