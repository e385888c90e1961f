import CoreGraphics
import Raster
import Testing

/// Drawing DejaVu Sans' "I" at 40 px: its mask is 5 × 29 pixels, 3 right of the pen
/// and 29 up from the baseline; the ascender is 38, so the box's top is 9 below the
/// layout's top. Columns hold coverage 20, 255, 255, 255, 224 on every row.
@Suite struct TextDrawingTests {
    let capitalI: TextLayout
    let grey = Pixel(rawValue: 0xFF80_8080)

    init() throws { capitalI = TextLayout(text: "I", font: try FontFace.system(), fontSize: 40) }

    /// Every pixel of `bitmap` outside `box` equals `pixel`.
    func untouched(_ bitmap: Bitmap, outside box: Rect, are pixel: Pixel) -> Bool {
        (0..<bitmap.height).allSatisfy { y in
            (0..<bitmap.width).allSatisfy { x in box.contains(x: x, y: y) || bitmap[x, y] == pixel }
        }
    }

    @Test func theStemIsFullCoverageAndNothingOutsideTheBoxIsTouched() {
        let bitmap = Bitmap(width: 20, height: 48)
        let written = capitalI.draw(into: bitmap.view, at: .zero, color: .white)
        let box = Rect(x: 3, y: 9, width: 5, height: 29)
        #expect(written == box)
        #expect((9..<38).allSatisfy { bitmap[5, $0] == .white })
        #expect((9..<38).allSatisfy { bitmap[3, $0] == Pixel(red: 20, green: 20, blue: 20, alpha: 20) })
        #expect(untouched(bitmap, outside: box, are: .clear))
    }

    @Test func aPixelInsideTheGlyphHasExactlyTheColour() {
        let bitmap = Bitmap(width: 40, height: 60, fill: grey)
        let colour = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        // The pen at 10.4 rounds to 10; the baseline at 5 + 38 = 43.
        let written = capitalI.draw(into: bitmap.view, at: CGPoint(x: 10.4, y: 5), color: colour)
        let box = Rect(x: 13, y: 14, width: 5, height: 29)
        #expect(written == box)
        #expect((14..<43).allSatisfy { bitmap[15, $0] == Pixel(rawValue: 0xFF33_6699) })
        // Coverage 224 of the colour over grey, each term rounded: c × 224/255 + 128 × 31/255,
        // red 45 + 16, green 90 + 16, blue 134 + 16.
        #expect(bitmap[17, 20] == Pixel(red: 61, green: 106, blue: 150, alpha: 255))
        #expect(untouched(bitmap, outside: box, are: grey))
    }

    @Test func aTranslucentColourIsCompositedOverTheBackground() {
        let bitmap = Bitmap(width: 20, height: 48, fill: grey)
        capitalI.draw(into: bitmap.view, at: .zero, color: CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        // 50 % red (premultiplied 0x80800000) over grey: 128 + 128 × 127/255 = 192, and 64 for green and blue.
        #expect(bitmap[5, 20] == Pixel(red: 192, green: 64, blue: 64, alpha: 255))
    }

    @Test func theClipBoundsWhatIsWritten() {
        let bitmap = Bitmap(width: 20, height: 48)
        let written = capitalI.draw(into: bitmap.view, at: .zero, color: .white,
                                    clip: Rect(x: 0, y: 20, width: 5, height: 100))
        #expect(written == Rect(x: 3, y: 20, width: 2, height: 18))
        #expect(bitmap[4, 20] == .white && bitmap[4, 37] == .white)
        #expect(untouched(bitmap, outside: written, are: .clear))
    }

    @Test func theOriginIsInPointsAtTheLayoutsScale() throws {
        // 20 points at scale 2 is the same 40-pixel "I"; the origin (3, 1) is (6, 2) pixels.
        let layout = TextLayout(text: "I", font: try FontFace.system(), fontSize: 20, scale: 2)
        let bitmap = Bitmap(width: 20, height: 48)
        #expect(layout.draw(into: bitmap.view, at: CGPoint(x: 3, y: 1), color: .white)
            == Rect(x: 9, y: 11, width: 5, height: 29))
    }

    @Test func scalarAndSIMDKernelsDrawTheSameText() throws {
        let layout = TextLayout(text: "The quick brown fox jumps over the lazy dog", font: try FontFace.system(),
                                fontSize: 17, scale: 1.5, width: 150, alignment: .center)
        let scalar = Bitmap(width: 240, height: 160, fill: grey), simd = Bitmap(width: 240, height: 160, fill: grey)
        let colour = CGColor(red: 0.1, green: 0.7, blue: 0.3, alpha: 0.8)
        let a = layout.draw(into: scalar.view, at: CGPoint(x: 2.3, y: 4.6), color: colour, kernels: .scalar)
        let b = layout.draw(into: simd.view, at: CGPoint(x: 2.3, y: 4.6), color: colour, kernels: .simd)
        #expect(a == b && !a.isEmpty)
        let differing = (0..<160).reduce(0) { sum, y in sum + (0..<240).count { scalar[$0, y] != simd[$0, y] } }
        #expect(differing == 0)
        #expect(untouched(simd, outside: a, are: grey))
    }
}
