import CoreGraphics
import Foundation
@testable import Kiosk
import KioskHeadless
import Raster
import Testing
import UIKit

/// The board's `fallback-image`: the key's values, `loadFallbackImage`'s errors (no
/// such file, not a PNG, too large), and the picture a crash loop shows, pixel for pixel.
@MainActor @Suite struct BoardFallbackImageTests {
    static let head = "name = b\n"
    static let display = "[display]\nbackend = drm\n"
    static let limits = "allowed: a PNG file of at most 8 MiB and 4096 pixels on a side"

    static func board(_ image: String) throws -> BoardFile {
        try BoardFile.parse(head + "fallback-image = \(image)\n" + display, file: "b.board")
    }

    static func problem(_ board: BoardFile) -> [String] {
        do {
            _ = try board.loadFallbackImage()
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-fallback-\(getpid())-\(name)").path
    }

    @Test func theKeyTakesAnAbsolutePNGPath() throws {
        #expect(try Self.board("/etc/kiosk/Sorry.PNG").fallbackImage == "/etc/kiosk/Sorry.PNG")
        #expect(try Self.board("/etc/kiosk/Sorry.PNG").lines["fallback-image"] == 2)
        #expect(try BoardFile.parse(Self.head + Self.display, file: "b.board").fallbackImage == nil)
        for value in ["sorry.png", "/etc/kiosk/sorry.jpg"] {
            #expect(throws: BoardFileErrors([BoardFileError(
                file: "b.board", line: 2, field: "fallback-image", problem: "\"\(value)\" is not a PNG file",
                allowed: "an absolute path to a .png file, e.g. /etc/kiosk/fallback.png")])) { try Self.board(value) }
        }
    }

    @Test func aMissingFileIsNamedAtItsLine() throws {
        let board = try Self.board("/nonexistent/kiosk-fallback.png")
        #expect(Self.problem(board) == ["b.board:2: fallback-image: /nonexistent/kiosk-fallback.png: no such file; \(Self.limits)"])
    }

    @Test func aFileThatIsNotAPNGIsRefused() throws {
        let path = Self.temporaryPath("text.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "not a picture\n".write(toFile: path, atomically: true, encoding: .utf8)
        let problems = Self.problem(try Self.board(path))
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("b.board:2: fallback-image: \(path): ") == true)
        #expect(problems.first?.hasSuffix("; \(Self.limits)") == true)
    }

    @Test func aLargeFileOrPictureIsRefused() throws {
        let big = Self.temporaryPath("big.png")
        let wide = Self.temporaryPath("wide.png")
        defer {
            try? FileManager.default.removeItem(atPath: big)
            try? FileManager.default.removeItem(atPath: wide)
        }
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(8 << 20) + 1)
        try handle.close()
        #expect(Self.problem(try Self.board(big)) == ["b.board:2: fallback-image: \(big): is 8388609 bytes, too large; \(Self.limits)"])
        // The bitmap kept alive while its view is written (a view does not own its pixels).
        let line = Bitmap(width: 4097, height: 1, fill: Pixel(rawValue: 0xFF00_0000))
        try line.withView { try PNGCodec.write($0, to: wide) }
        #expect(Self.problem(try Self.board(wide)) == ["b.board:2: fallback-image: \(wide): is 4097x1 pixels, too large; \(Self.limits)"])
    }

    @Test func theFallbackScreenShowsTheImageScaledToFitOnBlackThenTheApp() throws {
        let path = Self.temporaryPath("red.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        // 10×5 red with a blue right half: fitted to 40×30 it is 40×20, 5 rows of black above and below.
        let picture = Bitmap(width: 10, height: 5, fill: Pixel(rawValue: 0xFFFF_0000))
        for y in 0..<5 { for x in 5..<10 { picture.view.row(y)[x] = 0xFF00_00FF } }
        try PNGCodec.write(picture.view, to: path)
        let image = try #require(try Self.board(path).loadFallbackImage())
        #expect(image.width == 10 && image.height == 5)
        let screen = HeadlessScreen(width: 40, height: 30)
        let app = UIViewController()
        let fallback = FallbackViewController(image: CGImage(bitmap: image), duration: 600) { app }
        screen.window.rootViewController = fallback
        screen.advance(by: 0.1)
        let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        #expect(screen.pixel(x: 20, y: 2) == black)
        #expect(screen.pixel(x: 2, y: 7) == .red)
        #expect(screen.pixel(x: 17, y: 15) == .red)
        #expect(screen.pixel(x: 23, y: 15) == .blue)
        #expect(screen.pixel(x: 37, y: 22) == .blue)
        #expect(screen.pixel(x: 20, y: 27) == black)
        fallback.finish()
        #expect(screen.window.rootViewController === app)
    }
}
