import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@Suite struct LayerCompositorTransformTests {
    @Test(arguments: [Kernels.scalar, .simd])
    func aQuarterTurnMovesEveryPixelExactly(kernels: Kernels) {
        // A 4×2 pattern turned +90° (clockwise, y down) about its centre at (10, 10):
        // image pixel (i, j) lands on device pixel (10 − j, 8 + i).
        let image = Fixture.image(width: 4, height: 2, Fixture.pattern)
        let layer = Fixture.layer(2, x: 8, y: 9, width: 4, height: 2) {
            $0.contents = image
            $0.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        let target = Fixture.render(Fixture.root([layer]), kernels: kernels)
        for j in 0..<2 {
            for i in 0..<4 { #expect(target[10 - j, 8 + i] == Fixture.pattern(i, j)) }
        }
        #expect(Fixture.count(.black, in: target) == 100 * 100 - 8)
    }

    @Test func scaleTwoGrowsAboutTheAnchor() {
        let layer = Fixture.layer(2, x: 45, y: 45, width: 10, height: 10, color: Fixture.red) {
            $0.transform = CATransform3DMakeScale(2, 2, 1)
        }
        let target = Fixture.render(Fixture.root([layer]))
        #expect(Fixture.isFilled(target, Rect(x: 40, y: 40, width: 20, height: 20), with: Fixture.red, elsewhere: .black))
    }

    @Test func aSublayerTransformAppliesAboutTheAnchorToEverySublayer() {
        // Scale 2 about the parent's centre (50, 50): a sublayer at (40, 40)–(50, 50)
        // in the parent doubles away from it, to (30, 30)–(50, 50).
        let parent = Fixture.layer(2, x: 0, y: 0, width: 100, height: 100, sublayers: [
            Fixture.layer(3, x: 40, y: 40, width: 10, height: 10, color: Fixture.red),
        ]) { $0.sublayerTransform = CATransform3DMakeScale(2, 2, 1) }
        let target = Fixture.render(Fixture.root([parent]))
        #expect(Fixture.isFilled(target, Rect(x: 30, y: 30, width: 20, height: 20), with: Fixture.red, elsewhere: .black))
    }

    /// Rows in `column` whose red channel is at least half.
    private func height(of column: Int, in target: Bitmap) -> Int {
        (0..<target.height).filter { target[column, $0].red >= 128 }.count
    }

    @Test func perspectiveMakesTheNearEdgeTallerThanTheFar() {
        // Turned 45° about y with m34 = −1/500: the left edge comes 21.2 points nearer
        // (w = 0.9576, half height 31.33), the right goes as far back (w = 1.0424, 28.78).
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let layer = Fixture.layer(2, x: 20, y: 20, width: 60, height: 60, color: Fixture.red) {
            $0.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
        }
        let target = Fixture.render(Fixture.root([layer]))
        let columns = (0..<100).filter { target[$0, 50] == Fixture.red }
        let (left, right) = (columns.first ?? 0, columns.last ?? 0)
        // Edges at x = 50 − 21.21/0.9576 = 27.85 and 50 + 21.21/1.0424 = 70.35.
        #expect(left == 28 && right == 69)
        #expect(height(of: 28, in: target) == 62)
        #expect(height(of: 69, in: target) == 58)
    }

    @Test func aLayerReachingBehindTheEyeIsNotDrawn() {
        // 200 points wide, turned 60° with m34 = −1/50: its left end has w = 1 − 100·0.866/50 < 0.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 50
        let layer = Fixture.layer(2, x: -50, y: 40, width: 200, height: 20, color: Fixture.red) {
            $0.transform = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        }
        let target = Fixture.render(Fixture.root([layer]))
        #expect(Fixture.count(.black, in: target) == 100 * 100)
    }

    @Test func aRotatedMaskClipsSublayersToTheTurnedBounds() {
        // A 20×20 parent turned 45° about (50, 50), masking a sublayer that covers it
        // and more: the sublayer shows only inside the diamond.
        let parent = Fixture.layer(2, x: 40, y: 40, width: 20, height: 20, sublayers: [
            Fixture.layer(3, x: -20, y: -20, width: 60, height: 60, color: Fixture.red),
        ]) {
            $0.masksToBounds = true
            $0.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        }
        let target = Fixture.render(Fixture.root([parent]))
        #expect(target[50, 50] == Fixture.red)
        #expect(target[50, 37] == Fixture.red)   // 12.5 up: inside the diamond (half diagonal 14.1)
        #expect(target[50, 34] == .black)        // 15.5 up: outside
        #expect(target[41, 41] == .black)        // the unturned square's corner is cut away
    }
}
