import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// A piece of the frame where every item from the opaque one on is a shape covering
/// all of it whole is filled once with the colour they make (`ItemPainter.solidColour`):
/// a page between pixels under a navigation push's dimming was drawn white, then
/// read and blended again. The pixels are those of every item drawn in order.
@Suite struct SolidColourTests {
    static let screen = Rect(x: 0, y: 0, width: 300, height: 200)

    /// A black window holding a white page between pixels (x = −37.4) and, over its left
    /// part, a black dimming layer at 10 % (on whole pixels); with `label`, an image
    /// at (20, 30); with `partial`, a red square at (150.5, 50.5) over part of the page.
    static func window(label: Bool = false, partial: Bool = false) -> RenderLayer {
        var sublayers = [Fixture.layer(2, x: -37.4, y: 0, width: 300, height: 200, color: .white),
                         Fixture.layer(3, x: 0, y: 0, width: 180, height: 200, color: .black) { $0.opacity = 0.1 }]
        if label {
            sublayers.append(Fixture.layer(4, x: 20, y: 30, width: 16, height: 8) {
                $0.contents = Fixture.image(width: 16, height: 8, Fixture.pattern)
            })
        }
        if partial { sublayers.append(Fixture.layer(5, x: 150.5, y: 50.5, width: 20, height: 20, color: Fixture.red)) }
        return Fixture.layer(1, x: 0, y: 0, width: 300, height: 200, color: .black, sublayers: sublayers)
    }

    static func items(_ root: RenderLayer) -> [DrawItem] {
        var list: [DrawItem] = []
        DisplayListBuilder(scale: 1, kernels: .simd, caches: ContentsCacheStore()).items(forRoot: root, into: &list)
        return list
    }

    /// `items` painted into `rect` (first from the opaque cover, folded where it can be)
    /// and drawn one by one into the same rectangle over the same start: the two bitmaps.
    static func paintedAndDrawn(_ items: [DrawItem], in rect: Rect) -> (Bitmap, Bitmap) {
        let painted = Bitmap(width: screen.width, height: screen.height, fill: Fixture.blue)
        let drawn = Bitmap(width: screen.width, height: screen.height, fill: Fixture.blue)
        painted.withView {
            ItemPainter(kernels: .simd).paint(items, filling: nil, on: Canvas(view: $0, originX: 0, originY: 0, clip: rect))
        }
        drawn.withView { ItemPainter(kernels: .simd).draw(items, on: Canvas(view: $0, originX: 0, originY: 0, clip: rect)) }
        return (painted, drawn)
    }

    @Test func aPageUnderItsDimmingIsOneColourWhereBothCoverTheWholePiece() {
        let items = Self.items(Self.window())
        let piece = Rect(x: 0, y: 0, width: 180, height: 200)
        let first = Occlusion.firstDrawn(in: items, for: piece)
        #expect(first != nil)
        // White under black at 26/255: 255 − 255·26/255 = 229 on each channel.
        let colour = first.flatMap { ItemPainter.solidColour(of: items[$0...], over: piece) }
        #expect(colour == Pixel(red: 229, green: 229, blue: 229, alpha: 255))
        let (painted, drawn) = Self.paintedAndDrawn(items, in: piece)
        #expect(Fixture.differing(painted, drawn) == 0)
        #expect(Fixture.isFilled(painted, piece, with: Pixel(red: 229, green: 229, blue: 229, alpha: 255),
                                 elsewhere: Fixture.blue))
        // Right of the dimming, the page alone: white.
        #expect(ItemPainter.solidColour(of: items[first!...], over: Rect(x: 180, y: 0, width: 80, height: 200)) == .white)
    }

    @Test func anyOtherItemInThePieceDrawsItemByItem() {
        let piece = Rect(x: 0, y: 0, width: 180, height: 200)
        // A label's image, a shape covering only part of the piece, the page's
        // antialiased right edge (x 262.6): not one colour.
        for (items, rect) in [(Self.items(Self.window(label: true)), piece),
                              (Self.items(Self.window(partial: true)), piece),
                              (Self.items(Self.window()), Rect(x: 200, y: 0, width: 100, height: 200))] {
            let first = Occlusion.firstDrawn(in: items, for: rect)
            #expect(first != nil)
            #expect(ItemPainter.solidColour(of: items[(first ?? 0)...], over: rect) == nil)
            let (painted, drawn) = Self.paintedAndDrawn(items, in: rect)
            #expect(Fixture.differing(painted, drawn) == 0)
        }
    }

    /// Frame after frame of the page sliding under its dimming, the compositor's frames
    /// are each a fresh render of the window.
    @Test func aSlidingPageUnderItsDimmingDrawsAsAFreshRender() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.screen.width, height: Self.screen.height)
        for x in [-37.4, -36.9, -30.25, -12.5, -0.6] as [CGFloat] {
            var window = Self.window()
            window.sublayers[0].properties.position.x = x + 150
            _ = compositor.render(window, into: target.view, scale: 1)
            #expect(Fixture.differing(target, Fixture.render(window, width: Self.screen.width, height: Self.screen.height)) == 0,
                    "page at \(x)")
        }
    }
}
