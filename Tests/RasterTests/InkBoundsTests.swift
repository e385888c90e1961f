import Raster
import Testing

/// `BitmapView.inkBounds`: the smallest rectangle holding every pixel that is not 0,
/// against that definition worked out pixel by pixel.
@Suite struct InkBoundsTests {
    /// The definition: every pixel looked at.
    static func expected(_ bitmap: Bitmap) -> Rect {
        var box = Rect.zero
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap[x, y].rawValue != 0 {
                box = box.isEmpty ? Rect(x: x, y: y, width: 1, height: 1) : box.union(Rect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    @Test func anEmptyPictureHasNoInk() {
        #expect(Bitmap(width: 37, height: 5).withView { $0.inkBounds } == .zero)
        #expect(Bitmap(width: 0, height: 0).withView { $0.inkBounds } == .zero)
    }

    /// Pictures of widths across the eight-pixel blocks, inked at scattered pixels
    /// (a pixel of alpha 0 but a colour counts: it is not 0), and a view inside a
    /// larger bitmap (the stride beyond its width is not looked at).
    @Test func theRectangleHoldsEveryPixelThatIsNotZero() {
        var state: UInt64 = 1
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var checked = 0
        for width in [1, 7, 8, 9, 16, 23, 100] {
            for height in [1, 3, 31] {
                for inks in [1, 2, 5, 40] {
                    let bitmap = Bitmap(width: width + 5, height: height)
                    for _ in 0..<inks {
                        bitmap[next(width), next(height)] = next(2) == 0 ? Pixel(rawValue: 0xFF10_2030) : Pixel(rawValue: 0x0000_0100)
                    }
                    // Ink in the columns past the view's width is not the view's.
                    bitmap[width + next(5), next(height)] = Pixel(rawValue: 0xFFFF_FFFF)
                    let cropped = Bitmap(width: width, height: height)
                    let found = bitmap.withView { whole in
                        let view = whole.view(of: Rect(x: 0, y: 0, width: width, height: height))
                        cropped.withView { _ = Kernels.scalar.copy(view, to: $0, x: 0, y: 0) }
                        return view.inkBounds
                    }
                    #expect(found == Self.expected(cropped), "\(width)×\(height), \(inks) inked")
                    checked += 1
                }
            }
        }
        #expect(checked == 84)
    }
}
