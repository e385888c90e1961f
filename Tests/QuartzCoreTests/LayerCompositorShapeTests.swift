import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@Suite struct LayerCompositorShapeTests {
    @Test func halfOpacityBlendsOverTheBackground() {
        let root = Fixture.root([Fixture.layer(2, x: 10, y: 10, width: 20, height: 20, color: Fixture.red) { $0.opacity = 0.5 }])
        let target = Fixture.render(root)
        // 0.5 → 128: red × 128/255 over opaque black.
        #expect(Fixture.isFilled(target, Rect(x: 10, y: 10, width: 20, height: 20), with: Pixel(rawValue: 0xFF80_0000),
                                 elsewhere: .black))
    }

    @Test func groupOpacityBlendsOverlappingSublayersOnce() {
        let parent = Fixture.layer(2, x: 0, y: 0, width: 60, height: 60, sublayers: [
            Fixture.layer(3, x: 10, y: 10, width: 20, height: 20, color: Fixture.red),
            Fixture.layer(4, x: 20, y: 10, width: 20, height: 20, color: Fixture.blue),
        ]) { $0.opacity = 0.5 }
        let target = Fixture.render(Fixture.root([parent]))
        #expect(target[15, 15] == Pixel(rawValue: 0xFF80_0000))
        // The overlap shows the top sublayer only, faded once (not blue over faded red).
        #expect(target[25, 15] == Pixel(rawValue: 0xFF00_0080))
        #expect(target[35, 15] == Pixel(rawValue: 0xFF00_0080))
        #expect(target[45, 15] == .black)
    }

    @Test func roundedCornersAreAntialiased() {
        let root = Fixture.root([Fixture.layer(2, x: 10, y: 10, width: 40, height: 40, color: Fixture.red) { $0.cornerRadius = 10 }])
        let target = Fixture.render(root)
        #expect(target[10, 10] == .black)
        #expect(target[30, 30] == Fixture.red)
        #expect(target[30, 10] == Fixture.red)  // a straight edge: full coverage
        // Pixel (2, 3) of the layer: its centre is 10 − √(7.5² + 6.5²) = 0.0753 inside the
        // arc, coverage 0.5753 → 147.
        #expect(target[12, 13] == Pixel(rawValue: 0xFF93_0000))
        #expect(target[12, 12] == .black)  // 0.607 outside: coverage 0
    }

    @Test func aBorderLiesInsideTheEdge() {
        let root = Fixture.root([Fixture.layer(2, x: 10, y: 10, width: 20, height: 20, color: Fixture.red) {
            $0.borderWidth = 2
            $0.borderColor = CGColor(Fixture.blue)
        }])
        let target = Fixture.render(root)
        for (x, y) in [(10, 10), (11, 11), (29, 29), (28, 28), (20, 10), (20, 11), (10, 20), (29, 20)] {
            #expect(target[x, y] == Fixture.blue)
        }
        for (x, y) in [(12, 12), (27, 27), (20, 12), (20, 27)] { #expect(target[x, y] == Fixture.red) }
        #expect(target[9, 10] == .black && target[30, 30] == .black)
        #expect(Fixture.count(Fixture.blue, in: target) == 20 * 20 - 16 * 16)
    }

    @Test func aRoundedBorderFollowsTheCorners() {
        let root = Fixture.root([Fixture.layer(2, x: 10, y: 10, width: 40, height: 40, color: Fixture.red) {
            $0.cornerRadius = 10
            $0.borderWidth = 2
            $0.borderColor = CGColor(Fixture.blue)
        }])
        let target = Fixture.render(root)
        #expect(target[10, 10] == .black)
        #expect(target[30, 10] == Fixture.blue && target[30, 11] == Fixture.blue && target[30, 12] == Fixture.red)
        #expect(target[49, 30] == Fixture.blue && target[47, 30] == Fixture.red)
        // On the diagonal, the ring lies between 10 − 10/√2 ≈ 2.93 and 10 − 8/√2 ≈ 4.34 from the corner.
        #expect(target[13, 13] == Fixture.blue)
        #expect(target[15, 15] == Fixture.red)
    }

    @Test func aRoundedBordersClearInsideIsExactlyTransparent() {
        // The ring bitmap's pixels inside `transparentInside` are all clear, for straight,
        // rounded, fractional and thick borders; so leaving them out of a composite is exact.
        let cases: [(width: Double, height: Double, radius: Double, line: Double)] = [
            (174, 174, 12, 2), (40, 30, 10, 2), (40.6, 30.3, 7.5, 1.5), (50, 50, 3, 8), (20, 20, 0, 1), (33.3, 41.7, 16, 0.5),
        ]
        for c in cases {
            let shape = ShapeKey(width: c.width, height: c.height, radius: c.radius, color: .white)
            let ring = LayerShapes.border(shape, lineWidth: c.line, kernels: .simd)
            let clear = LayerShapes.transparentInside(shape, lineWidth: c.line)
            #expect(!clear.isEmpty && ring.bounds.contains(clear))
            var coloured = 0
            for y in clear.minY..<clear.maxY {
                for x in clear.minX..<clear.maxX where ring[x, y] != .clear { coloured += 1 }
            }
            #expect(coloured == 0, "\(c)")
        }
        // A 174-pixel tile with a 2-pixel border of radius 12: its inner corners (radius
        // 10, from 2 in) reach 12 in; the 150×150 inside that is clear.
        #expect(LayerShapes.transparentInside(ShapeKey(width: 174, height: 174, radius: 12, color: .white), lineWidth: 2)
                == Rect(x: 12, y: 12, width: 150, height: 150))
        // A border as wide as the layer leaves nothing clear.
        #expect(LayerShapes.transparentInside(ShapeKey(width: 10, height: 10, radius: 0, color: .white), lineWidth: 5).isEmpty)
    }

    @Test func aRingDrawnAroundItsClearInsideIsTheRingComposited() {
        // A tile with a rounded border over a pattern: its ring composited around the clear
        // inside gives the pixels compositing all of it does.
        let backdrop = Fixture.layer(2, x: 0, y: 0, width: 100, height: 100) {
            $0.contents = Fixture.image(width: 100, height: 100, Fixture.pattern)
        }
        let tile = Fixture.layer(3, x: 20, y: 31, width: 50, height: 40) {
            $0.cornerRadius = 9
            $0.borderWidth = 3
            $0.borderColor = CGColor(Pixel(rawValue: 0x8000_4080))
        }
        let drawn = Fixture.render(Fixture.root([backdrop, tile]))
        // The same ring composited whole at (20, 31), onto the same pattern.
        let expected = Fixture.render(Fixture.root([backdrop]))
        let ring = LayerShapes.border(ShapeKey(width: 50, height: 40, radius: 9, color: Pixel(rawValue: 0x8000_4080)),
                                      lineWidth: 3, kernels: .simd)
        ring.withView { source in
            _ = expected.withView { Kernels.simd.composite(source, onto: $0, x: 20, y: 31, opacity: 255) }
        }
        #expect(Fixture.differing(drawn, expected) == 0)
        #expect(drawn[45, 50] == Fixture.pattern(45, 50))
    }

    @Test func masksToBoundsClipsSublayersToTheBounds() {
        let parent = Fixture.layer(2, x: 10, y: 10, width: 20, height: 20, color: Fixture.green, sublayers: [
            Fixture.layer(3, x: 10, y: 10, width: 20, height: 20, color: Fixture.red),
        ]) { $0.masksToBounds = true }
        let target = Fixture.render(Fixture.root([parent]))
        #expect(Fixture.count(Fixture.red, in: target) == 100)
        #expect(target[20, 20] == Fixture.red && target[29, 29] == Fixture.red)
        #expect(target[30, 30] == .black && target[35, 25] == .black)
        #expect(target[15, 15] == Fixture.green)
    }

    @Test func roundedMasksCutSublayersWithAntialiasing() {
        let parent = Fixture.layer(2, x: 10, y: 10, width: 20, height: 20, color: Fixture.green, sublayers: [
            Fixture.layer(3, x: 0, y: 0, width: 20, height: 20, color: Fixture.red),
        ]) {
            $0.masksToBounds = true
            $0.cornerRadius = 10
        }
        let target = Fixture.render(Fixture.root([parent]))
        #expect(target[10, 10] == .black)
        #expect(target[20, 20] == Fixture.red)
        // Layer pixel (2, 3): coverage 147 for both the background and the clipped sublayer.
        #expect(target[12, 13] == Fixture.red.scaled(by: 147).over(Fixture.green.scaled(by: 147).over(.black)))
    }

    @Test func masksToBoundsCropsContentsThatOverflow() {
        let image = Fixture.image(width: 4, height: 4) { _, _ in Fixture.red }
        let root = Fixture.root([Fixture.layer(2, x: 10, y: 10, width: 2, height: 2) {
            $0.contents = image
            $0.contentsGravity = .center
            $0.masksToBounds = true
        }])
        let target = Fixture.render(root)
        #expect(Fixture.isFilled(target, Rect(x: 10, y: 10, width: 2, height: 2), with: Fixture.red, elsewhere: .black))
    }
}
