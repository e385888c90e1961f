@testable import CoreGraphics
import Foundation
import Raster
import Testing

@Suite struct FontFaceTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-font-\(getpid())")

    init() throws { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }

    @Test func aMissingFileIsNamedInTheError() {
        let path = folder.appendingPathComponent("absent.ttf").path
        #expect(throws: FontError(path: path, reason: "no such file")) { try FontFace(contentsOf: path) }
    }

    @Test func aPNGIsRejectedAsNotAFont() throws {
        let path = folder.appendingPathComponent("picture.png").path
        try Bitmap(width: 4, height: 4, fill: .white).withView { try PNGCodec.write($0, to: path) }
        do {
            _ = try FontFace(contentsOf: path)
            Issue.record("a PNG was accepted as a font")
        } catch {
            #expect(error == FontError(path: path, reason: "not a font file (FreeType: unknown file format)"))
            #expect(error.description == path + ": not a font file (FreeType: unknown file format)")
        }
    }

    @Test func aFolderIsRejected() {
        let path = folder.path
        let error = FontError(path: path, reason: "is a folder, not a font file")
        #expect(throws: error) { try FontFace(contentsOf: path) }
    }

    @Test func aMissingSystemFontSaysWhichPackageToInstall() {
        let path = folder.appendingPathComponent("DejaVuSans.ttf").path
        let reason = "no such file; install Debian's fonts-dejavu-core (apt-get install fonts-dejavu-core)"
        #expect(throws: FontError(path: path, reason: reason)) { try FontFace.dejaVu(at: path) }
    }

    @Test func theSystemFontsAreDejaVuSans() throws {
        let regular = try FontFace.system(), bold = try FontFace.systemBold()
        #expect(regular.familyName == "DejaVu Sans" && regular.styleName == "Book")
        #expect(bold.familyName == "DejaVu Sans" && bold.styleName == "Bold")
        #expect(regular.path == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        #expect(regular != bold)
    }

    @Test func facesAreSharedPerPath() throws {
        let again = try FontFace(contentsOf: FontFace.systemPath)
        #expect(again == (try FontFace.system()))
        #expect(again.face === (try FontFace.system()).face)
    }

    /// FreeType rounds DejaVu Sans' 1901 / −483 / 2384 font units (2048 per em) to
    /// whole pixels at 20 px: 18.56 up to 19, −4.72 down to −5, 23.28 to 23.
    @Test func dejaVuSansMetricsAt20Pixels() throws {
        let metrics = try FontFace.system().metrics(pixelSize: 20)
        #expect(metrics == FontMetrics(pixelSize: 20, ascender: 19, descender: -5, lineHeight: 23))
    }

    @Test func helloAdvancesByItsGlyphsAndKerning() throws {
        let font = try FontFace.system()
        let glyphs = "Hello".unicodeScalars.map { font.glyph(for: $0, pixelSize: 20) }
        #expect(glyphs.map(\.advance) == [15, 12, 6, 6, 12])
        let kerning = zip(glyphs, glyphs.dropFirst()).map { font.kerning(between: $0, and: $1, pixelSize: 20) }
        #expect(kerning == [0, 0, 0, 0])
        #expect(font.advance(of: "Hello", pixelSize: 20) == 51)
    }

    @Test func kerningPairsTightenTheAdvance() throws {
        let font = try FontFace.system()
        let a = font.glyph(for: "A", pixelSize: 20), v = font.glyph(for: "V", pixelSize: 20)
        #expect(a.advance == 14 && v.advance == 14)
        #expect(font.kerning(between: a, and: v, pixelSize: 20) == -1)
        #expect(font.advance(of: "AVA", pixelSize: 20) == 40)
        #expect(font.advance(of: "A\tV\n", pixelSize: 20) == font.advance(of: "A V", pixelSize: 20))
    }

    /// DejaVu Sans' "I" at 40 px is a hinted 5 × 29 box: a 3-pixel stem with
    /// antialiased edges, standing on the baseline.
    @Test func aCapitalIAt40PixelsHasASolidStem() throws {
        let glyph = try FontFace.system().glyph(for: "I", pixelSize: 40)
        #expect(glyph.mask.width == 5 && glyph.mask.height == 29)
        #expect(glyph.left == 3 && glyph.top == 29 && glyph.advance == 12)
        #expect((0..<29).allSatisfy { glyph.mask[2, $0] == 255 })
        #expect((0..<29).allSatisfy { glyph.mask[0, $0] == 20 && glyph.mask[4, $0] == 224 })
    }

    /// Many threads switching one shared face between sizes get what one thread gets
    /// afterwards: each size change and glyph load happens under the face's lock.
    /// (Sizes no other test uses, so the concurrent calls fill the glyph cache.)
    @Test func concurrentUseAgreesWithSerialUse() async throws {
        let font = try FontFace.system()
        let sizes: [CGFloat] = (0..<32).map { i in 50 + CGFloat(i) * 0.75 }
        @Sendable func measure(_ size: CGFloat) -> [CGFloat] {
            let coverage = font.glyph(for: "W", pixelSize: size).mask
            var inked = 0
            for y in 0..<coverage.height {
                for x in 0..<coverage.width { inked += Int(coverage[x, y]) }
            }
            let advance = font.advance(of: "The quick brown fox", pixelSize: size)
            return [advance, font.metrics(pixelSize: size).lineHeight, CGFloat(inked)]
        }
        let concurrent = await withTaskGroup(of: (Int, [CGFloat]).self) { group in
            for (i, size) in sizes.enumerated() { group.addTask { (i, measure(size)) } }
            var results = [[CGFloat]](repeating: [], count: sizes.count)
            for await (i, result) in group { results[i] = result }
            return results
        }
        let serial = sizes.map(measure)
        #expect(concurrent == serial)
        #expect(Set(serial.map { $0[0] }).count > 16)
    }
}
