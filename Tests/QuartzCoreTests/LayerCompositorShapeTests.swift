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
