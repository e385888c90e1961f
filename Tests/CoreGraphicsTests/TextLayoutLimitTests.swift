@testable import CoreGraphics
import Foundation
import Raster
import Testing

/// Text layout is bounded for any text and size: at most `maximumCharacters` are laid
/// out, breaking is linear, layout rasterises nothing, and drawing far off does nothing.
@Suite struct TextLayoutLimitTests {
    let font: FontFace

    init() throws { font = try FontFace.system() }

    @Test func onlyTheFirstHundredThousandCharactersOfTenMegabytesAreLaidOut() {
        let text = String(repeating: "ab", count: 5_000_000)
        #expect(text.utf8.count == 10_000_000)
        let layout = TextLayout(text: text, font: font, fontSize: 12)
        #expect(layout.lines.count == 1)
        #expect(layout.lines[0].text.count == TextLayout.maximumCharacters)
        #expect(layout.lines[0].range.upperBound == text.index(text.startIndex, offsetBy: 100_000))
    }

    @Test func aHundredThousandCharacterWordBreaksIntoEqualLines() {
        // "a" is 12 pixels at 20: 8 fit in 100, so 12 500 lines.
        let layout = TextLayout(text: String(repeating: "a", count: 100_000), font: font, fontSize: 20, width: 100)
        #expect(font.advance(of: "a", pixelSize: 20) == 12)
        #expect(layout.lines.count == 12_500)
        #expect(layout.lines.allSatisfy { $0.text == "aaaaaaaa" })
    }

    @Test func aHundredThousandSpacesHangOnOneLine() {
        for mode in [TextLineBreakMode.byWordWrapping, .byCharWrapping] {
            let layout = TextLayout(text: String(repeating: " ", count: 100_000), font: font, fontSize: 20, width: 50,
                                    lineBreakMode: mode)
            #expect(layout.lines.map(\.text) == [""])
        }
    }

    @Test(arguments: [(TextLineBreakMode.byTruncatingTail, "a…"), (.byTruncatingHead, "…b"), (.byTruncatingMiddle, "a…b")])
    func truncatingAcrossNearlyAHundredThousandSpaces(mode: TextLineBreakMode, shown: String) {
        let text = "a" + String(repeating: " ", count: 99_990) + "b"
        let layout = TextLayout(text: text, font: font, fontSize: 20, width: 50, lineBreakMode: mode, numberOfLines: 1)
        #expect(layout.lines.map(\.text) == [shown])
    }

    @Test(arguments: [(CGFloat(1e9), CGFloat(2048)), (.infinity, 2048), (.nan, 1), (-3, 1), (0, 1)])
    func absurdFontSizesAreClamped(size: CGFloat, pixels: CGFloat) {
        #expect(TextLayout(text: "Hi", font: font, fontSize: size).metrics.pixelSize == pixels)
    }

    @Test func layoutRasterisesNoGlyphAndDrawingRasterisesOnlyWhatItDraws() throws {
        let face = try FontFace(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFace.systemPath))), name: "own")
        let text = String(String.UnicodeScalarView((0x21...0x24F).compactMap(Unicode.Scalar.init)))
        let layout = TextLayout(text: text, font: face, fontSize: 2048, width: 4000)
        #expect(layout.lines.count > 100)
        #expect(face.face.glyphCacheUsage.glyphs == 0)
        let target = Bitmap(width: 64, height: 64)
        layout.draw(into: target.view, at: .zero, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(face.face.glyphCacheUsage.bytes <= FreeTypeFace.glyphCacheByteLimit)
    }

    @Test(arguments: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity), CGPoint(x: -1e300, y: 1e300)])
    func drawingAtAnUnrepresentableOriginDrawsNothing(origin: CGPoint) {
        let layout = TextLayout(text: "Hello", font: font, fontSize: 20)
        let target = Bitmap(width: 32, height: 32)
        #expect(layout.draw(into: target.view, at: origin, color: CGColor(red: 0, green: 0, blue: 0, alpha: 1)) == .zero)
    }
}
