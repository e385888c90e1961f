import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// An opaque page's picture differs from its background only under the items drawn
/// over it (issue 19 item 2: a copy of a page of labels reads a frame of bytes that a
/// one-view page's fill does not): copied, the background is filled and only the
/// items' rectangles are read, pixel for pixel the same frame.
@Suite struct PictureInkTests {
    /// A 300 × `pageHeight` page at (50, 40) filled with `color` (corner radius
    /// `radius`) holding label 3 (see-through red, of size `label`) and label 4, in a 400 × 400 black
    /// window; the window's items.
    static func items(color: Pixel = .white, radius: CGFloat = 0, label: CGSize = CGSize(width: 24, height: 8),
                      pageHeight: CGFloat = 300) -> [DrawItem] {
        let labels = [Fixture.layer(3, x: 10.5, y: 10.25, width: label.width, height: label.height,
                                    color: Pixel(red: 200, green: 0, blue: 0, alpha: 200)),
                      Fixture.layer(4, x: 100, y: 200, width: 30, height: 10, color: Fixture.green)]
        let page = Fixture.layer(2, x: 50, y: 40, width: 300, height: pageHeight, color: color, sublayers: labels) {
            $0.cornerRadius = radius
        }
        let window = Fixture.layer(1, x: 0, y: 0, width: 400, height: 400, color: .black, sublayers: [page])
        var list: [DrawItem] = []
        DisplayListBuilder(scale: 1, kernels: .simd, caches: ContentsCacheStore()).items(forRoot: window, into: &list)
        return list
    }

    @Test func theInkIsTheItemsAboveThePagesBackgroundInPicturePixels() throws {
        let list = Self.items()
        let page = Rect(x: 50, y: 40, width: 300, height: 300)
        let ink = try #require(PictureInk(items: list, box: page, origin: (50, 40)))
        #expect(ink.background == .white)
        #expect(ink.area == Rect(x: 0, y: 0, width: 300, height: 300))
        // Label 3 between pixels (rounded out), label 4 on them; the window's fill lies below.
        #expect(ink.rects == [Rect(x: 10, y: 10, width: 25, height: 9), Rect(x: 100, y: 200, width: 30, height: 10)])
    }

    /// The background must be one opaque colour on one square-cornered rectangle over
    /// half the picture or more, and the items above it at most half of what it covers.
    @Test func aPictureWithoutAPlainBackgroundOrWithMostlyInkHasNone() {
        let page = Rect(x: 50, y: 40, width: 300, height: 300)
        #expect(PictureInk(items: Self.items(radius: 8), box: page, origin: (50, 40)) == nil)
        #expect(PictureInk(items: Self.items(color: Pixel(red: 90, green: 90, blue: 90, alpha: 200)), box: page,
                           origin: (50, 40)) == nil)
        #expect(PictureInk(items: Self.items(label: CGSize(width: 290, height: 200)), box: page, origin: (50, 40)) == nil)
        // A page shorter than the picture (labels hanging below it): the ink holds where it is opaque.
        let short = PictureInk(items: Self.items(pageHeight: 180), box: page, origin: (50, 40))
        #expect(short?.area == Rect(x: 0, y: 0, width: 300, height: 180))
        #expect(short?.rects == [Rect(x: 10, y: 10, width: 25, height: 9)])
        // Shorter than half of it, the window's black below is the background, the page ink.
        let low = PictureInk(items: Self.items(pageHeight: 140), box: page, origin: (50, 40))
        #expect(low?.background == .black)
        // Label 3 lies inside the page's rectangle: joined into it.
        #expect(low?.rects == [Rect(x: 0, y: 0, width: 300, height: 140), Rect(x: 100, y: 200, width: 30, height: 10)])
    }

    /// Drawn with its ink, a picture's background pixels are filled, never read: here
    /// they hold magenta, which comes out white; the ink's rectangles and what lies
    /// outside the ink's area (the bottom rows) are copied.
    @Test(arguments: [Rect(x: 0, y: 0, width: 200, height: 160), Rect(x: 37, y: 21, width: 90, height: 101)])
    func aCopyWithInkFillsTheBackgroundAndCopiesTheRest(_ clip: Rect) {
        let paint = Self.pictureWithInk()
        let item = DrawItem(id: ItemID(layer: LayerID(rawValue: 9), part: .movingPicture), paint: .image(paint),
                            opacity: 255, clip: nil, bounds: paint.deviceBounds)
        let target = Bitmap(width: 200, height: 160, fill: .black)
        target.withView { ItemPainter(kernels: .simd).draw([item], on: Canvas(view: $0, originX: 0, originY: 0, clip: clip)) }
        var wrong = 0
        for y in 0..<160 {
            for x in 0..<200 {
                let (px, py) = (x - 30, y - 15)
                let inPicture = (0..<120).contains(px) && (0..<100).contains(py) && clip.contains(x: x, y: y)
                let expected: Pixel = !inPicture ? .black
                    : py >= 90 || (20..<30).contains(py) && (10..<40).contains(px) ? Fixture.pattern(px, py) : .white
                if target[x, y] != expected { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    /// Rectangles side by side on the same rows are joined while their bounds hold at
    /// most four times their pixels; rectangles on other rows, or too far apart, are not.
    @Test func labelsSideBySideAreJoinedIntoOneRectangle() {
        #expect(PictureInk.joinedGrowth == 4)
        let row = [Rect(x: 100, y: 0, width: 10, height: 10), Rect(x: 15, y: 1, width: 10, height: 10),
                   Rect(x: 0, y: 0, width: 10, height: 10)]
        // The first two: 25 × 11 = 275 pixels for 200; with the third, 110 × 11 = 1 210 for 300.
        #expect(PictureInk.joined(row) == [Rect(x: 0, y: 0, width: 25, height: 11), Rect(x: 100, y: 0, width: 10, height: 10)])
        #expect(PictureInk.joined(row + [Rect(x: 40, y: 2, width: 50, height: 8)])
                    == [Rect(x: 0, y: 0, width: 110, height: 11)])
        #expect(PictureInk.joined([Rect(x: 0, y: 10, width: 10, height: 10), Rect(x: 0, y: 0, width: 10, height: 10)])
                    == [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10, width: 10, height: 10)])
        #expect(PictureInk.joined([]) == [])
    }

    /// A picture with ink under a shade over the whole canvas (the dimming a navigation
    /// push lays over the page beneath, black at 0.1): drawn in one go, its background
    /// filled with white shaded (229, not the magenta the picture holds there) and the
    /// shade composited over what is copied — every pixel what the picture, then the
    /// shade, drawn one after the other leave; and the shade alone around the picture.
    @Test(arguments: [Rect(x: 0, y: 0, width: 200, height: 160), Rect(x: 37, y: 21, width: 90, height: 101)])
    func aShadeOverAPictureWithInkIsDrawnWithIt(_ clip: Rect) {
        let paint = Self.pictureWithInk()
        let page = DrawItem(id: ItemID(layer: LayerID(rawValue: 9), part: .movingPicture), paint: .image(paint),
                            opacity: 255, clip: nil, bounds: paint.deviceBounds)
        let shade = DrawItem(id: ItemID(layer: LayerID(rawValue: 10), part: .background),
                             paint: .shapes(RoundedRects(RoundedRect(x: 0, y: 0, width: 200, height: 160, radius: 0)),
                                            color: .black),
                             opacity: 26, clip: nil, bounds: Rect(x: 0, y: 0, width: 200, height: 160))
        let painter = ItemPainter(kernels: .simd)
        let grey = Pixel(red: 90, green: 90, blue: 90, alpha: 255)
        func drawn(_ draw: (Canvas) -> Void) -> Bitmap {
            let target = Bitmap(width: 200, height: 160, fill: grey)
            target.withView { draw(Canvas(view: $0, originX: 0, originY: 0, clip: clip)) }
            return target
        }
        let oneByOne = drawn { painter.draw(page, on: $0); painter.draw(shade, on: $0) }
        let together = drawn { painter.draw([page, shade], on: $0) }
        var folded = false
        let alone = drawn { canvas in
            let colour = ItemPainter.shadeColour(shade, over: clip.intersection(page.bounds))
            #expect(colour == Pixel(red: 0, green: 0, blue: 0, alpha: 26))
            folded = painter.draw(paint, opacity: 255, in: clip.intersection(page.bounds), on: canvas, shade: colour)
        }
        #expect(folded)
        #expect(Fixture.differing(together, oneByOne) == 0)
        // Background inside the ink's area, a copied rectangle's pixel, the shade alone.
        #expect(together[100, 40] == Pixel(red: 229, green: 229, blue: 229, alpha: 255))
        #expect(alone[100, 40] == together[100, 40])
        #expect(together[45, 37] == Pixel(red: 0, green: 0, blue: 0, alpha: 26).over(Fixture.pattern(15, 22)))
        #expect(alone[45, 37] == together[45, 37])
        #expect(together[120, 140] == (clip.contains(x: 120, y: 140) ? Pixel(red: 81, green: 81, blue: 81, alpha: 255) : grey))
        // Other shades, colours and opacities: the same pixels both ways.
        for (colour, opacity) in [(Pixel(red: 30, green: 60, blue: 90, alpha: 128), UInt8(200)),
                                  (Pixel(red: 77, green: 77, blue: 77, alpha: 77), 255),
                                  (Pixel(red: 250, green: 3, blue: 120, alpha: 255), 131)] {
            var other = shade
            other.paint = .shapes(RoundedRects(RoundedRect(x: 0, y: 0, width: 200, height: 160, radius: 0)), color: colour)
            other.opacity = opacity
            #expect(Fixture.differing(drawn { painter.draw([page, other], on: $0) },
                                      drawn { painter.draw(page, on: $0); painter.draw(other, on: $0) }) == 0)
        }
    }

    /// A page (layer 2, 100 × 140 at (`x`, 10)) of 80 small text-like labels, a third of
    /// its pixels or less, over its white background, in a 120 × 160 black window; an
    /// animation moves it.
    static func sparsePage(x: CGFloat) -> RenderLayer {
        var labels: [RenderLayer] = []
        for i in 0..<80 {
            let lx = CGFloat(i % 8) * 12 + 1.5, ly = CGFloat(i / 8) * 13 + 2.25
            labels.append(Fixture.layer(UInt64(100 + i), x: lx, y: ly, width: 4, height: 3) { $0.contents = Self.text })
        }
        var page = Fixture.layer(2, x: x, y: 10, width: 100, height: 140, color: .white, sublayers: labels)
        page.placementAnimates = true
        return page
    }

    /// The labels' contents: antialiased text-like pixels of every alpha.
    static let text = Fixture.image(width: 4, height: 3) { x, y in
        let alpha = UInt8((x * 61 + y * 29) % 256)
        return Pixel(red: alpha / 2, green: alpha / 4, blue: alpha, alpha: alpha)
    }

    static func window(_ content: RenderLayer) -> RenderLayer {
        Fixture.layer(1, x: 0, y: 0, width: 120, height: 160, color: .black, sublayers: [content])
    }

    /// The ink of the image item of `part` in `compositor`'s last frame.
    static func ink(of part: LayerPart, in compositor: LayerCompositor) -> PictureInk? {
        guard let item = compositor.lastItems.first(where: { $0.id.part == part }),
              case let .image(paint) = item.paint else { return nil }
        return paint.ink
    }

    /// Sliding as its picture, the page is copied through its ink (the 80 labels'
    /// rectangles over the white background); at whole pixels every frame is the one a
    /// fresh compositor draws item by item.
    @Test func aSlidingPageOfLabelsIsCopiedThroughItsInk() throws {
        let compositor = LayerCompositor()
        let target = Bitmap(width: 120, height: 160)
        for x: CGFloat in [0, 0, 7, 13, 19] {
            let scene = Self.window(Self.sparsePage(x: x))
            _ = compositor.render(scene, into: target.view, scale: 1)
            #expect(Fixture.differing(target, Fixture.render(scene, width: 120, height: 160)) == 0)
        }
        #expect(compositor.movingPicturesDrawn == 1 && compositor.movingPicturesReused == 2)
        let ink = try #require(Self.ink(of: .movingPicture, in: compositor))
        #expect(ink.background == .white)
        // The 80 labels' rectangles, joined row by row: 8 labels of 4 × 3 pixels 12 apart
        // (96 pixels) make one of 88 × 3 or 4.
        #expect(ink.rects.count == 10)
    }
}

extension PictureInkTests {
    /// What the picture's background pixels hold where a copy must not read them.
    static let magenta = Pixel(rawValue: 0xFFFF_00FF)

    /// A 120 × 100 picture placed at (30, 15): magenta where its ink says white
    /// (rows 0…89), `Fixture.pattern` in its one rectangle (30 × 10 at (10, 20)) and
    /// in the rows below the ink's area (90…99).
    static func pictureWithInk() -> ImagePaint {
        let picture = Bitmap(width: 120, height: 100, fill: magenta)
        picture.withView { view in
            for y in 0..<100 { for x in 0..<120 where y >= 90 || (20..<30).contains(y) && (10..<40).contains(x) {
                view[x, y] = Fixture.pattern(x, y)
            } }
        }
        let ink = PictureInk(background: .white, area: Rect(x: 0, y: 0, width: 120, height: 90),
                             rects: [Rect(x: 10, y: 20, width: 30, height: 10)])
        return ImagePaint(source: .bitmap(picture), crop: picture.bounds, placement: .translation(30, 15),
                          isOpaque: true, ink: ink)
    }
}
