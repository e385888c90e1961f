import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@Suite struct LayerCompositorDamageTests {
    /// A compositor that has drawn `first` into a fresh 100×100 target.
    private func drawn(_ first: RenderLayer) -> (LayerCompositor, Bitmap) {
        let compositor = LayerCompositor()
        let target = Bitmap(width: 100, height: 100)
        let region = compositor.render(first, into: target.view, scale: 1)
        #expect(region.area == 100 * 100)
        #expect(compositor.pixelsWritten == 100 * 100)
        return (compositor, target)
    }

    private func scene(color: Pixel = Fixture.red, x: CGFloat = 30) -> RenderLayer {
        Fixture.root([
            Fixture.layer(2, x: x, y: 20, width: 40, height: 40, color: color),
            Fixture.layer(3, x: 10, y: 70, width: 20, height: 20, color: Fixture.blue),
        ])
    }

    @Test func anIdenticalFrameWritesNothing() {
        let (compositor, target) = drawn(scene())
        let before = Fixture.pixels(target)
        target.view[0, 0] = Fixture.green  // a pixel only a write would restore
        let region = compositor.render(scene(), into: target.view, scale: 1)
        #expect(region.isEmpty)
        #expect(compositor.pixelsWritten == 0)
        target.view[0, 0] = .black
        #expect(Fixture.pixels(target) == before)
    }

    @Test func aColourChangeRedrawsOnlyThatLayer() {
        let (compositor, target) = drawn(scene())
        target.view[0, 0] = Fixture.green  // outside the damage: must survive
        let region = compositor.render(scene(color: Fixture.green), into: target.view, scale: 1)
        #expect(region.area == 1600)
        #expect(region.bounds == Rect(x: 30, y: 20, width: 40, height: 40))
        #expect(compositor.pixelsWritten == 1600)
        #expect(target[0, 0] == Fixture.green)
        target.view[0, 0] = .black
        let expected = Fixture.render(scene(color: Fixture.green))
        #expect(Fixture.pixels(target) == Fixture.pixels(expected))
    }

    @Test func aMoveRedrawsTheOldAndNewPlaces() {
        let (compositor, target) = drawn(scene())
        let region = compositor.render(scene(x: 40), into: target.view, scale: 1)
        #expect(region.area == 2000)
        #expect(region.bounds == Rect(x: 30, y: 20, width: 50, height: 40))
        #expect(compositor.pixelsWritten == 2000)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(scene(x: 40))))
    }

    @Test func swappingTheOrderOfOverlappingLayersRedrawsThem() {
        let a = Fixture.layer(2, x: 10, y: 10, width: 20, height: 20, color: Fixture.red)
        let b = Fixture.layer(3, x: 20, y: 20, width: 20, height: 20, color: Fixture.blue)
        let (compositor, target) = drawn(Fixture.root([a, b]))
        #expect(target[25, 25] == Fixture.blue)
        let region = compositor.render(Fixture.root([b, a]), into: target.view, scale: 1)
        #expect(target[25, 25] == Fixture.red)
        // One of the two is out of order: its old and new bounds (the same rectangle).
        #expect(region.area == 400)
    }

    @Test func aChangeInsideAnOpacityGroupRedrawsOnlyThatSublayer() {
        func group(_ color: Pixel) -> RenderLayer {
            Fixture.root([Fixture.layer(2, x: 0, y: 0, width: 60, height: 60, sublayers: [
                Fixture.layer(3, x: 0, y: 0, width: 30, height: 30, color: Fixture.red),
                Fixture.layer(4, x: 40, y: 40, width: 10, height: 10, color: color),
            ]) { $0.opacity = 0.5 }])
        }
        let (compositor, target) = drawn(group(Fixture.green))
        let region = compositor.render(group(Fixture.blue), into: target.view, scale: 1)
        #expect(region.area == 100)
        #expect(target[45, 45] == Pixel(rawValue: 0xFF00_0080))
    }

    @Test func removingALayerRedrawsWhereItWas() {
        let (compositor, target) = drawn(scene())
        let region = compositor.render(Fixture.root([Fixture.layer(3, x: 10, y: 70, width: 20, height: 20, color: Fixture.blue)]),
                                       into: target.view, scale: 1)
        #expect(region.area == 1600)
        #expect(target[40, 30] == .black)
    }

    @Test func invalidateAndANewTargetSizeDrawEverything() {
        let (compositor, target) = drawn(scene())
        compositor.invalidate()
        #expect(compositor.render(scene(), into: target.view, scale: 1).area == 100 * 100)
        let larger = Bitmap(width: 120, height: 100)
        #expect(compositor.render(scene(), into: larger.view, scale: 1).area == 120 * 100)
        #expect(compositor.pixelsWritten == 120 * 100)
    }

    @Test func aNewBackgroundDrawsEverything() {
        let (compositor, target) = drawn(scene())
        compositor.background = .white
        #expect(compositor.render(scene(), into: target.view, scale: 1).area == 100 * 100)
        #expect(target[0, 0] == .white)
    }

    @Test func theLongestRunKeepsTheMostItemsInPlace() {
        #expect(Damage.longestIncreasingRun([0, 1, 2, 3]) == [true, true, true, true])
        #expect(Damage.longestIncreasingRun([3, 0, 1, 2]) == [false, true, true, true])
        #expect(Damage.longestIncreasingRun([1, 0]).filter { $0 }.count == 1)
        #expect(Damage.longestIncreasingRun([]) == [])
    }

    @Test func anUpscaledWarpsSoftEdgeLiesInsideItsDamage() {
        // A 10×10 image magnified 4× by the transform: the bilinear edge spreads up to
        // two device pixels beyond the mapped square. After a move, no stale edge remains.
        let image = Fixture.image(width: 10, height: 10) { _, _ in Fixture.red }
        func scene(x: CGFloat) -> RenderLayer {
            Fixture.root([Fixture.layer(2, x: x, y: 45, width: 10, height: 10) {
                $0.contents = image
                $0.transform = CATransform3DMakeScale(4, 4, 1)
            }])
        }
        let (compositor, target) = drawn(scene(x: 30))
        // The fringe left of the square's edge at x = 15: centres 0.5 and 1.5 outside sample
        // 0.125 and 0.375 texels out, within the half texel the filter reaches.
        #expect(target[14, 50].red > 0 && target[13, 50].red > 0 && target[12, 50].red == 0)
        _ = compositor.render(scene(x: 50), into: target.view, scale: 1)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(scene(x: 50))))
    }
}
