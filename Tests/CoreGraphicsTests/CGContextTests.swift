import CoreGraphics
import Foundation
import Raster
import Testing

@Suite struct CGContextTests {
    let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// The pixels of `context`, row by row, as `0xAARRGGBB`.
    func pixels(_ context: CGContext) -> [[UInt32]] {
        let image = context.makeImage()!
        return (0..<image.height).map { y in (0..<image.width).map { x in image.bitmap[x, y].rawValue } }
    }

    /// The pixels equal to `value`, as (x, y) pairs in row order.
    func positions(of value: UInt32, in context: CGContext) -> [[Int]] {
        pixels(context).enumerated().flatMap { y, row in row.indices.filter { row[$0] == value }.map { [$0, y] } }
    }

    @Test func aNewContextIsTransparentWithTheIdentityTransform() {
        let context = CGContext(width: 3, height: 2)
        #expect(context.width == 3 && context.height == 2)
        #expect(context.ctm == .identity)
        #expect(pixels(context) == [[0, 0, 0], [0, 0, 0]])
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 3, height: 2))
        let empty = CGContext(width: 0, height: 5).makeImage()
        #expect(empty?.width == 0 && empty?.height == 5)
        #expect(CGContext(width: -2, height: 1).width == 0)
    }

    @Test func fillFollowsTranslationAndScaleWithYDown() {
        let context = CGContext(width: 8, height: 8)
        context.setFillColor(red)
        context.translateBy(x: 2, y: 1)
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 1))
        context.fill(CGRect(x: 0, y: 0, width: 1.5, height: 1))
        #expect(positions(of: 0xFFFF_0000, in: context) == [[2, 1], [3, 1], [4, 1], [2, 2], [3, 2], [4, 2]])
        #expect(positions(of: 0, in: context).count == 64 - 6)
    }

    @Test func aQuarterTurnKeepsEdgesOnThePixelGrid() {
        let context = CGContext(width: 4, height: 4)
        context.setFillColor(red)
        context.translateBy(x: 4, y: 0)
        context.rotate(by: .pi / 2) // +x turns towards +y: user (x, y) lands at (4 − y, x)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(positions(of: 0xFFFF_0000, in: context) == [[3, 0], [3, 1]])
        #expect(positions(of: 0, in: context).count == 14)
    }

    @Test func fillCompositesOverWhatIsThere() {
        let context = CGContext(width: 1, height: 1)
        context.setFillColor(.white)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        // Premultiplied 50 % red (128, 0, 0, 128) over white: 128 + 255 × 127 / 255.
        #expect(pixels(context) == [[0xFFFF_7F7F]])
    }

    @Test func aFractionalEdgeCoversHalfAPixel() {
        let context = CGContext(width: 3, height: 1)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 1.5, height: 1))
        #expect(pixels(context) == [[0xFFFF_0000, 0x8080_0000, 0]])
    }

    @Test func aTurnedFillIsSolidInsideAntialiasedAtTheEdgesAndKeepsItsArea() {
        let context = CGContext(width: 20, height: 20)
        context.setFillColor(red)
        context.translateBy(x: 10, y: 10)
        context.rotate(by: .pi / 4)
        context.fill(CGRect(x: -4, y: -4, width: 8, height: 8))
        let p = pixels(context)
        #expect(p[10][10] == 0xFFFF_0000 && p[7][10] == 0xFFFF_0000 && p[10][13] == 0xFFFF_0000)
        #expect(p[0][0] == 0 && p[19][19] == 0 && p[4][4] == 0 && p[16][15] == 0)
        // The top corner lies at (10, 4.34): the pixel row through it is only partly covered.
        let alpha = p[4][9] >> 24
        #expect(alpha > 0 && alpha < 255)
        // Every pixel is red at some coverage, and the coverages add up to the area, 64
        // pixels, within the 2 % that sampling the filtered edges at pixel centres gives.
        #expect(p.joined().allSatisfy { $0 == 0 || ($0 & 0xFFFF == 0 && ($0 >> 16) & 0xFF == $0 >> 24) })
        let area = Double(p.joined().reduce(0) { $0 + Int($1 >> 24) }) / 255
        #expect(abs(area - 64) < 1.5)
    }

    @Test func saveAndRestoreBringBackTransformColourAndClip() {
        let context = CGContext(width: 6, height: 1)
        context.saveGState()
        context.translateBy(x: 4, y: 0)
        context.setFillColor(blue)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(pixels(context) == [[0xFF00_0000, 0xFF00_0000, 0, 0, 0xFF00_00FF, 0]])
        context.restoreGState() // unbalanced: ignored
        #expect(context.ctm == .identity && context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 6, height: 1))
    }

    @Test func clipKeepsDrawingInsideTheTransformedRectangle() {
        let context = CGContext(width: 8, height: 8)
        context.scaleBy(x: 2, y: 2)
        context.clip(to: CGRect(x: 1, y: 1, width: 2, height: 1.5))
        #expect(context.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 2, height: 1.5))
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(positions(of: 0xFFFF_0000, in: context)
                    == [[2, 2], [3, 2], [4, 2], [5, 2], [2, 3], [3, 3], [4, 3], [5, 3], [2, 4], [3, 4], [4, 4], [5, 4]])
        #expect(positions(of: 0, in: context).count == 64 - 12)
        context.clip(to: .zero)
        #expect(context.boundingBoxOfClipPath.isNull)
    }

    @Test func clearMakesWholePixelsTransparent() {
        let context = CGContext(width: 4, height: 2)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
        context.clear(CGRect(x: 0.4, y: 0, width: 1.2, height: 1)) // centres 0.5 and 1.5 are inside
        context.translateBy(x: 3, y: 1)
        context.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
        let r: UInt32 = 0xFFFF_0000
        #expect(pixels(context) == [[0, 0, r, r], [r, r, r, 0]])
    }

    @Test func turnedClearTakesThePixelsWhoseCentresAreInside() {
        let context = CGContext(width: 9, height: 9)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 9, height: 9))
        context.translateBy(x: 4.5, y: 4.5)
        context.rotate(by: .pi / 4)
        context.clear(CGRect(x: -2, y: -2, width: 4, height: 4)) // a diamond reaching 2.83 from the centre
        // Pixel (4, 4) is centred on the turn's centre; the diamond |dx| + |dy| ≤ 2 of pixels around it is inside.
        let diamond = (0..<9).flatMap { y in (0..<9).filter { x in abs(x - 4) + abs(y - 4) <= 2 }.map { [$0, y] } }
        #expect(diamond.count == 13)
        #expect(positions(of: 0, in: context) == diamond)
        #expect(positions(of: 0xFFFF_0000, in: context).count == 81 - 13)
    }

    /// A 4 × 2 image: two red columns, then two blue ones.
    func halves() -> CGImage {
        let bitmap = Bitmap(width: 4, height: 2)
        for y in 0..<2 { for x in 0..<4 { bitmap[x, y] = Pixel(rawValue: x < 2 ? 0xFFFF_0000 : 0xFF00_00FF) } }
        return CGImage(bitmap: bitmap)
    }

    @Test func anImageAtItsOwnSizeOnWholePixelsIsCopiedExactly() {
        let context = CGContext(width: 6, height: 4)
        context.translateBy(x: 1, y: 1)
        context.draw(halves(), in: CGRect(x: 0, y: 1, width: 4, height: 2))
        let (r, b): (UInt32, UInt32) = (0xFFFF_0000, 0xFF00_00FF)
        #expect(pixels(context) == [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0], [0, r, r, b, b, 0], [0, r, r, b, b, 0]])
    }

    @Test func aStretchedImageStaysSolidToItsEdges() {
        let context = CGContext(width: 10, height: 5)
        context.scaleBy(x: 2, y: 2)
        context.draw(halves(), in: CGRect(x: 0, y: 0, width: 4, height: 2))
        let p = pixels(context)
        for y in 0..<4 {
            #expect(p[y][0...2].allSatisfy { $0 == 0xFFFF_0000 })
            #expect(p[y][5...7].allSatisfy { $0 == 0xFF00_00FF })
            // Where red meets blue the filter blends them: 3/4 red, then 1/4.
            #expect(p[y][3] == 0xFFBF_0040 && p[y][4] == 0xFF40_00BF)
            #expect(p[y][8] == 0 && p[y][9] == 0)
        }
        #expect(p[4].allSatisfy { $0 == 0 })
    }

    @Test func aHalfPixelShiftSplitsAnImagePixelEvenly() {
        let context = CGContext(width: 3, height: 1)
        let dot = Bitmap(width: 1, height: 1, fill: Pixel(rawValue: 0xFFFF_0000))
        context.draw(CGImage(bitmap: dot), in: CGRect(x: 0.5, y: 0, width: 1, height: 1))
        #expect(pixels(context)[0][0...1].allSatisfy { $0 >> 24 == 0x80 && ($0 >> 16) & 0xFF == 0x80 })
        #expect(pixels(context)[0][2] == 0)
    }

    @Test func imageDrawingStaysInsideTheClip() {
        let context = CGContext(width: 6, height: 2)
        context.clip(to: CGRect(x: 2, y: 0, width: 2, height: 1))
        context.draw(halves(), in: CGRect(x: 1, y: 0, width: 4, height: 2))
        let (r, b): (UInt32, UInt32) = (0xFFFF_0000, 0xFF00_00FF)
        #expect(pixels(context) == [[0, 0, r, b, 0, 0], [0, 0, 0, 0, 0, 0]])
    }

    @Test func makeImageIsACopy() {
        let context = CGContext(width: 1, height: 1)
        let before = context.makeImage()!
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(before.bitmap[0, 0] == .clear && context.makeImage()!.bitmap[0, 0] == Pixel(rawValue: 0xFFFF_0000))
    }

    @Test func anOpaqueContextStartsBlackAndItsImagesAreOpaque() {
        let context = CGContext(width: 3, height: 1, opaque: true)
        #expect(context.isOpaque)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        context.clear(CGRect(x: 2, y: 0, width: 1, height: 1))
        #expect(pixels(context) == [[0xFF00_0000, 0xFF80_0000, 0xFF00_0000]])
    }
}
