import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// On screen, a layer without sublayers that the last frame did not draw, that draws
/// only inside its bounds and lies wholly outside the frame is passed by — no items, no
/// contents drawn — until it comes into view (issue 19 item 2: the page a navigation push is about to slide in made its
/// first frame cost as much as 500 labels on screen). Every frame is the frame drawn
/// whole: the left part of the same scene drawn into a target twice as wide, where
/// nothing is out of view.
@Suite struct OutOfViewTests {
    static let width = 40, height = 40
    static let text = MovingPictureTests.text

    /// A window (black) holding a page (white, 2 × the window's width) at `x`, with
    /// two columns of 24 × 8 labels at fractional positions: column 0 at 2.5, column 1
    /// `second` points further right.
    static func window(pageAt x: CGFloat, second: CGFloat = 40, configure: (inout LayerProperties) -> Void = { _ in })
        -> RenderLayer {
        let labels = (0..<8).map { i in
            Fixture.layer(20 + UInt64(i), x: 2.5 + CGFloat(i % 2) * second, y: 1.25 + CGFloat(i / 2) * 9.5,
                          width: 24, height: 8) {
                $0.contents = text
                configure(&$0)
            }
        }
        let page = Fixture.layer(10, x: x, y: 0, width: CGFloat(2 * width), height: CGFloat(height), color: .white,
                                 sublayers: labels)
        return Fixture.layer(1, x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), color: .black,
                             sublayers: [page])
    }

    /// How many pixels of `target` differ from the left `width` columns of `scene`
    /// drawn whole into a target twice as wide.
    static func differsFromWhole(_ target: Bitmap, _ scene: RenderLayer) -> Int {
        let wide = Fixture.render(scene, width: 2 * width, height: height)
        let whole = (0..<height).flatMap { y in (0..<width).map { x in wide[x, y].rawValue } }
        return Fixture.differing(Fixture.pixels(target), whole)
    }

    @Test func labelsOutsideTheFrameAreNotDrawnUntilTheyComeIntoView() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        // Column 1 at 42.5…66.5: wholly right of the 40-pixel frame.
        _ = compositor.render(Self.window(pageAt: 0), into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == 4 && compositor.contentsRenders == 4)
        #expect(Self.differsFromWhole(target, Self.window(pageAt: 0)) == 0)
        // The page slides 10.25 points left: column 1 reaches into view, drawn through the filter.
        _ = compositor.render(Self.window(pageAt: -10.25), into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == 4 && compositor.contentsRenders == 8)
        #expect(Self.differsFromWhole(target, Self.window(pageAt: -10.25)) == 0)
        // Slid back, out of view again: drawn all the same, as the last frame drew it
        // (no entry taken back and put to rest frame after frame at the edge).
        _ = compositor.render(Self.window(pageAt: 0), into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == 4 && compositor.contentsRenders == 8)
        #expect(compositor.restingCachedLayers == 0)
        #expect(Self.differsFromWhole(target, Self.window(pageAt: 0)) == 0)
        // Taken out and put back, out of view: passed by again, its bitmaps resting meanwhile.
        let empty = Fixture.layer(1, x: 0, y: 0, width: CGFloat(Self.width), height: CGFloat(Self.height), color: .black)
        _ = compositor.render(empty, into: target.view, scale: 1)
        #expect(compositor.restingCachedLayers == 8)
        _ = compositor.render(Self.window(pageAt: 0), into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == 8 && compositor.contentsRenders == 8)
        #expect(compositor.restingCachedLayers == 4)
        #expect(Self.differsFromWhole(target, Self.window(pageAt: 0)) == 0)
    }

    @Test(arguments: [37.0, 37.4, 37.6, 38.0, 38.5])
    func aLabelAtTheEdgeIsDrawnWhereTheFilterReaches(second: CGFloat) {
        // Column 1 at 39.5, 39.9, 40.1, 40.5 or 41.5: passed by only when a pixel clear of the frame.
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        let scene = Self.window(pageAt: 0, second: second)
        _ = compositor.render(scene, into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == (second >= 38.5 ? 4 : 0))
        #expect(Self.differsFromWhole(target, scene) == 0)
    }

    @Test func aShadowReachingIntoViewIsDrawn() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        let scene = Self.window(pageAt: 0, second: 41) {
            $0.shadowOpacity = 1
            $0.shadowOffset = CGSize(width: -4, height: 0)
            $0.shadowRadius = 2
        }
        _ = compositor.render(scene, into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == 0)
        #expect(Self.differsFromWhole(target, scene) == 0)
        #expect(target[39, 2] != .white)
    }

    @Test func contentsThatCanReachOutsideTheBoundsAreDrawn() {
        // Centred 24 × 8 contents in 4 × 8 bounds at 40.5: the image reaches back to 30.5.
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        let scene = Self.window(pageAt: 0, second: 48) {
            $0.contentsGravity = .center
            $0.bounds.size.width = 4
        }
        _ = compositor.render(scene, into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == 0)
        #expect(Self.differsFromWhole(target, scene) == 0)
    }

    @Test func aNewScreenLetsKeptItemsGo() {
        // The page's items are kept at 40 × 40 (column 1 left out); on an 80 × 40 target
        // they would lack it: a new screen drops them.
        let compositor = LayerCompositor()
        var scene = Self.window(pageAt: 0)
        scene.sublayers[0].subtreeStamp = 1
        let small = Bitmap(width: Self.width, height: Self.height)
        for _ in 0..<3 { _ = compositor.render(scene, into: small.view, scale: 1, settledStamps: 1) }
        #expect(compositor.retainedItemsKept >= 1 && compositor.retainedItemsUsed >= 1)
        let wide = Bitmap(width: 2 * Self.width, height: Self.height)
        let used = compositor.retainedItemsUsed
        _ = compositor.render(scene, into: wide.view, scale: 1, settledStamps: 1)
        #expect(compositor.retainedItemsUsed == used)
        let fresh = Fixture.render(scene, width: 2 * Self.width, height: Self.height)
        #expect(Fixture.differing(wide, fresh) == 0)
    }
}
