import CoreGraphics
import Foundation
import Testing
@testable import UIKit

@Suite struct FontTests {
    @Test func theSystemFontIsDejaVuSansWithItsHintedMetrics() throws {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.fontName == "DejaVuSans" && font.familyName == "DejaVu Sans" && font.pointSize == 17)
        // FreeType's metrics for DejaVu Sans at 17 px, in whole pixels (= points at scale 1).
        #expect(font.lineHeight == 20 && font.ascender == 16 && font.descender == -5)
        let face = try FontFace.system()
        #expect(font.face == face && face.metrics(pixelSize: 17).lineHeight == font.lineHeight)
        let bold = UIFont.boldSystemFont(ofSize: 12)
        #expect(bold.fontName == "DejaVuSans-Bold" && bold.familyName == "DejaVu Sans" && bold.face.styleName == "Bold")
    }

    @Test func namesFindDejaVuFaces() {
        let serif = UIFont(name: "DejaVuSerif-Bold", size: 12)
        #expect(serif?.familyName == "DejaVu Serif" && serif?.face.styleName == "Bold" && serif?.pointSize == 12)
        #expect(UIFont(name: "DejaVuSansMono", size: 10)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "DejaVuSans", size: 17) == UIFont.systemFont(ofSize: 17))
    }

    @Test func unknownNamesGiveNil() {
        #expect(UIFont(name: "Nope", size: 12) == nil)
        #expect(UIFont(name: "", size: 12) == nil)
        // Only plain file names: no paths out of the DejaVu folder, no extensions.
        #expect(UIFont(name: "../dejavu/DejaVuSans", size: 12) == nil)
        #expect(UIFont(name: "DejaVuSans.ttf", size: 12) == nil)
    }

    @Test func withSizeKeepsTheFace() {
        let font = UIFont.systemFont(ofSize: 17).withSize(12)
        #expect(font.face == UIFont.systemFont(ofSize: 1).face && font.pointSize == 12)
        #expect(font.lineHeight == 14 && font.ascender == 12 && font.descender == -3)
        #expect(font != UIFont.systemFont(ofSize: 17) && font == UIFont.systemFont(ofSize: 12))
    }

    @Test func anyFontFileLoadsByPathAndSharesItsFace() throws {
        let font = try UIFont(contentsOfFile: FontFace.systemPath, size: 20)
        #expect(font.face == UIFont.systemFont(ofSize: 17).face)
        #expect(font.fontName == "DejaVuSans" && font.pointSize == 20)
    }

    @Test func aMissingFontFileIsNamedInTheError() throws {
        let path = try ContentTestSupport.scratchFolder("font").appendingPathComponent("Missing.ttf").path
        #expect(throws: FontError(path: path, reason: "no such file")) { try UIFont(contentsOfFile: path, size: 12) }
    }

    @Test func aCorruptFontFileIsNamedInTheError() throws {
        let url = try ContentTestSupport.scratchFolder("font").appendingPathComponent("Garbage.ttf")
        try Data(repeating: 0x5A, count: 300).write(to: url)
        do {
            _ = try UIFont(contentsOfFile: url.path, size: 12)
            Issue.record("garbage bytes were accepted as a font")
        } catch {
            #expect(error == FontError(path: url.path, reason: "not a font file (FreeType: unknown file format)"))
            #expect(error.description.hasPrefix(url.path + ": "))
        }
    }

    @Test func theStandardSizesAreIOSs() {
        #expect([UIFont.labelFontSize, UIFont.buttonFontSize, UIFont.smallSystemFontSize, UIFont.systemFontSize]
                == [17, 18, 12, 14])
    }

    @Test func alignmentsAndBreakModesKeepIOSRawValues() {
        #expect(NSTextAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(NSLineBreakMode.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
    }
}
