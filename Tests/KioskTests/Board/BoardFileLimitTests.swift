import CoreGraphics
import Foundation
@testable import Kiosk
import Testing

/// Values that would make a run fail or crash are refused at their line, and the
/// fonts a board names load as a run loads them.
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

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-board-\(getpid())-\(name)").path
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

    // MARK: Fonts

    /// A board naming `regular` and `bold` on lines 5 and 6.
    func board(regular: String, bold: String = FontFace.systemBoldPath) throws -> BoardFile {
        try BoardFile.parse("name = b\n[display]\nbackend = drm\n[fonts]\nregular = \(regular)\nbold = \(bold)\n", file: "b.board")
    }

    @Test func fontsThatDoNotLoadFailTheCheckAtTheirLine() throws {
        let empty = Self.temporaryPath("empty.ttf"), corrupt = Self.temporaryPath("corrupt.ttf")
        defer { for path in [empty, corrupt] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
        #expect(FileManager.default.createFile(atPath: corrupt, contents: Data("OTTO but not a font at all".utf8)))
        let allowed = "; allowed: a TrueType or OpenType font file that loads, e.g. /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let missing = #expect(throws: BoardFileErrors.self) { try self.board(regular: "/nonexistent/x.ttf").checkFonts() }
        #expect(missing?.description == "b.board:5: [fonts] regular: /nonexistent/x.ttf: no such file" + allowed)
        // Empty and corrupt files: the check says what loading them at run time says.
        for path in [empty, corrupt] {
            let loading = #expect(throws: FontError.self) { try FontFace(contentsOf: path) }
            let checked = #expect(throws: BoardFileErrors.self) { try self.board(regular: FontFace.systemPath, bold: path).checkFonts() }
            #expect(checked?.description == "b.board:6: [fonts] bold: \(loading?.description ?? "?")" + allowed)
        }
        try board(regular: FontFace.systemPath, bold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf").checkFonts()
        // The defaults are loaded when text is first drawn, as in a run.
        try BoardFile.parse("name = b\n[display]\nbackend = drm\n", file: "b.board").checkFonts()
    }
}
