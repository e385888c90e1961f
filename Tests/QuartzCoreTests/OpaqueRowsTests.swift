import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// A picture with see-through margins above and below an opaque body (a page whose
/// last labels reach past its bottom) copies its opaque rows and composites the rest:
/// byte for byte what compositing it all draws, with less memory traffic, and the
/// body hides what lies below it (`Occlusion`).
@Suite struct OpaqueRowsTests {
    /// 40 × 20: rows 0…3 and 16…19 see-through (every alpha), rows 4…15 opaque but
    /// row 9, whose one pixel has alpha 254.
    static var picture: Bitmap {
        let bitmap = Bitmap(width: 40, height: 20)
        for y in 0..<20 {
            for x in 0..<40 {
                let alpha = (4..<16).contains(y) ? (y == 9 && x == 17 ? 254 : 255) : (x * 13 + y * 7) % 256
                let a = UInt8(alpha)
                bitmap[x, y] = Pixel(red: UInt8(Int(a) * x / 40), green: UInt8(Int(a) * y / 20), blue: a / 2, alpha: a)
            }
        }
        return bitmap
    }

    @Test func theLongestRunOfOpaqueRows() {
        #expect(Self.picture.withView { $0.opaqueRows } == 10..<16)
        #expect(Bitmap(width: 3, height: 4, fill: .white).withView { $0.opaqueRows } == 0..<4)
        #expect(Bitmap(width: 3, height: 4).withView { $0.opaqueRows } == 0..<0)
    }

    /// The picture (its `crop`) drawn at (`x`, `y`) into `clip` over a pattern, with the
    /// opaque rows given or none.
    static func drawn(at x: Double, _ y: Double, crop: Rect, clip: Rect, opaqueRows: Range<Int>) -> [UInt32] {
        let image = Fixture.image(width: 64, height: 48, Fixture.pattern)
        let target = image.bitmap
        let paint = ImagePaint(source: .bitmap(picture), crop: crop, placement: .translation(x, y), opaqueRows: opaqueRows)
        let item = DrawItem(id: ItemID(layer: LayerID(rawValue: 2), part: .movingPicture), paint: .image(paint),
                            opacity: 255, clip: nil, bounds: paint.deviceBounds)
        target.withView { ItemPainter(kernels: .simd).draw([item], on: Canvas(view: $0, originX: 0, originY: 0, clip: clip)) }
        return Fixture.pixels(target)
    }

    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 64, height: 48), Rect(x: 0, y: 0, width: 40, height: 20)),
        (Rect(x: 10, y: 14, width: 30, height: 9), Rect(x: 0, y: 0, width: 40, height: 20)),
        (Rect(x: 0, y: 0, width: 64, height: 48), Rect(x: 3, y: 12, width: 30, height: 8)),
        (Rect(x: 0, y: 20, width: 64, height: 4), Rect(x: 0, y: 0, width: 40, height: 20)),
    ])
    func opaqueRowsCopiedDrawWhatCompositingDraws(clip: Rect, crop: Rect) {
        let rows = Self.picture.withView { $0.opaqueRows }
        #expect(Self.drawn(at: 7, 5, crop: crop, clip: clip, opaqueRows: rows)
                == Self.drawn(at: 7, 5, crop: crop, clip: clip, opaqueRows: 0..<0))
    }

    @Test func theOpaqueRowsHideWhatLiesBelow() {
        let paint = ImagePaint(source: .bitmap(Self.picture), crop: Self.picture.bounds, placement: .translation(7, 5),
                               opaqueRows: 10..<16)
        let item = DrawItem(id: ItemID(layer: LayerID(rawValue: 2), part: .movingPicture), paint: .image(paint),
                            opacity: 255, clip: nil, bounds: paint.deviceBounds)
        #expect(item.opaqueRect == Rect(x: 7, y: 15, width: 40, height: 6))
        var faded = item
        faded.opacity = 254
        #expect(faded.opaqueRect == nil)
    }
}
