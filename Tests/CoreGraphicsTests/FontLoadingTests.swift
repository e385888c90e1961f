@testable import CoreGraphics
import Foundation
import Testing

/// Bad font files give an error naming the file, never a crash; absurd sizes are
/// clamped; glyph memory stays within the cache's budget whatever is drawn.
@Suite struct FontLoadingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-font-loading-\(getpid())")
    let dejaVu: [UInt8]

    init() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        dejaVu = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFace.systemPath)))
    }

    private func write(_ bytes: [UInt8], named name: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func anEmptyFileIsNamedAndSaidToBeEmpty() throws {
        let path = try write([], named: "empty.ttf")
        #expect(throws: FontError(path: path, reason: "is empty (0 bytes), not a font file")) {
            try FontFace(contentsOf: path)
        }
        #expect(throws: FontError(path: "upload", reason: "is empty (0 bytes), not a font file")) {
            try FontFace(bytes: [], name: "upload")
        }
    }

    @Test(arguments: [4, 100])
    func aFontCutInItsHeaderIsTruncatedOrCorrupt(length: Int) throws {
        let reason = "truncated or corrupt font file (FreeType: read past the end or an invalid frame)"
        #expect(throws: FontError(path: "cut", reason: reason)) { try FontFace(bytes: Array(dejaVu.prefix(length)), name: "cut") }
    }

    @Test(arguments: [1000, 379_860])
    func aFontCutInItsTablesIsTruncatedOrCorruptNotAnUnknownFormat(length: Int) throws {
        let path = try write(Array(dejaVu.prefix(length)), named: "cut-\(length).ttf")
        let reason = "truncated or corrupt font file (FreeType: unknown file format)"
        #expect(throws: FontError(path: path, reason: reason)) { try FontFace(contentsOf: path) }
    }

    @Test func garbageWithAFontSignatureIsCorruptAndWithoutOneIsNotAFont() {
        let garbage = [UInt8](repeating: 0x5A, count: 64)
        let stream = "(FreeType: read past the end or an invalid frame)"
        #expect(throws: FontError(path: "g", reason: "not a font file " + stream)) {
            try FontFace(bytes: garbage, name: "g")
        }
        #expect(throws: FontError(path: "g", reason: "truncated or corrupt font file " + stream)) {
            try FontFace(bytes: Array("OTTO".utf8) + garbage, name: "g")
        }
    }

    @Test func aFontFromMemoryMeasuresAsItsFileButIsItsOwnFace() throws {
        let file = try FontFace.system()
        let memory = try FontFace(bytes: dejaVu, name: "DejaVuSans in memory")
        #expect(memory.path == "DejaVuSans in memory" && memory.familyName == "DejaVu Sans")
        #expect(memory.metrics(pixelSize: 20) == file.metrics(pixelSize: 20))
        #expect(memory.advance(of: "Hello, AVA", pixelSize: 20) == file.advance(of: "Hello, AVA", pixelSize: 20))
        #expect(memory != file)
    }

    @Test(arguments: [(CGFloat(0), CGFloat(1)), (-5, 1), (.nan, 1), (-.infinity, 1), (0.5, 1), (1e9, 2048),
                      (.infinity, 2048), (2049, 2048), (2047.5, 2047.5)])
    func pixelSizesAreClampedToOneThrough2048(size: CGFloat, used: CGFloat) throws {
        #expect(try FontFace.system().metrics(pixelSize: size).pixelSize == used)
    }

    @Test func theGlyphCacheStaysWithinItsByteBudget() throws {
        let face = try FontFace(bytes: dejaVu, name: "budget").face
        var rendered = 0
        for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars {
            let glyph = face.glyph(face.glyphIndex(for: scalar), pixelSize: 2048)
            rendered += glyph.mask.stride * glyph.mask.height
            #expect(face.glyphCacheUsage.bytes <= FreeTypeFace.glyphCacheByteLimit)
        }
        // The masks together are more than the budget, so the cache did start again.
        #expect(rendered > FreeTypeFace.glyphCacheByteLimit)
        #expect(face.glyphCacheUsage.glyphs < 52)
    }

    @Test func theSizeCheckedBeforeRenderingHoldsTheMask() throws {
        let face = try FontFace(bytes: dejaVu, name: "sizes").face
        for (scalar, size) in [("W", CGFloat(2048)), ("g", 300), ("É", 40), (".", 9), ("j", 1)] as [(Unicode.Scalar, CGFloat)] {
            let index = face.glyphIndex(for: scalar)
            let mask = face.glyph(index, pixelSize: size).mask
            let estimate = face.renderedPixels(of: index, pixelSize: size)
            #expect(mask.width * mask.height <= estimate)
            #expect(estimate <= (mask.width + 2) * (mask.height + 2))
        }
        // "W" at 2048 pixels is the largest kind of glyph a real font has, far within the limit.
        #expect(face.renderedPixels(of: face.glyphIndex(for: "W"), pixelSize: 2048) < FreeTypeFace.maximumGlyphPixels / 4)
    }
}
