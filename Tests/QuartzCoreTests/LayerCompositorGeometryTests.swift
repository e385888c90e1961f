import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@Suite struct LayerCompositorGeometryTests {
    @Test(arguments: [Kernels.scalar, .simd])
    func anOpaqueLayerCoversExactlyItsFrame(kernels: Kernels) {
        let root = Fixture.root([Fixture.layer(2, x: 30, y: 20, width: 40, height: 40, color: Fixture.red)])
        let target = Fixture.render(root, kernels: kernels)
        #expect(Fixture.isFilled(target, Rect(x: 30, y: 20, width: 40, height: 40), with: Fixture.red, elsewhere: .black))
    }

    @Test func anchorPointPlacesThePositionInsideTheLayer() {
        let child = Fixture.layer(2, x: 0, y: 0, width: 20, height: 10, color: Fixture.red) {
            $0.anchorPoint = CGPoint(x: 0, y: 1)
            $0.position = CGPoint(x: 10, y: 50)
        }
        let target = Fixture.render(Fixture.root([child]))
        // The bottom-left corner sits at the position.
        #expect(Fixture.isFilled(target, Rect(x: 10, y: 40, width: 20, height: 10), with: Fixture.red, elsewhere: .black))
    }

    @Test func boundsOriginShiftsTheSublayersAndSublayersAddUp() {
        // The parent's bounds start at (5, 5): a sublayer framed at (5, 5) in it shows
        // at the parent's top-left corner, (20, 20); the grandchild adds its own offset.
        let grandchild = Fixture.layer(4, x: 2, y: 3, width: 4, height: 4, color: Fixture.blue)
        let child = Fixture.layer(3, x: 5, y: 5, width: 10, height: 10, color: Fixture.red, sublayers: [grandchild])
        let parent = Fixture.layer(2, x: 20, y: 20, width: 40, height: 40, sublayers: [child]) {
            $0.bounds.origin = CGPoint(x: 5, y: 5)
        }
        let target = Fixture.render(Fixture.root([parent]))
        #expect(target[20, 20] == Fixture.red)
        #expect(target[29, 29] == Fixture.red)
        #expect(target[30, 30] == .black)
        #expect(target[19, 20] == .black)
        #expect(Fixture.count(Fixture.blue, in: target) == 16)
        #expect(target[22, 23] == Fixture.blue && target[25, 26] == Fixture.blue && target[26, 26] == Fixture.red)
    }

    @Test func scaleTwoDoublesEveryPoint() {
        let root = Fixture.root([Fixture.layer(2, x: 5, y: 5, width: 10, height: 10, color: Fixture.red)], size: 50)
        let target = Fixture.render(root, scale: 2)
        #expect(Fixture.isFilled(target, Rect(x: 10, y: 10, width: 20, height: 20), with: Fixture.red, elsewhere: .black))
    }

    @Test func siblingsDrawInZPositionOrderAndStablyWithin() {
        // Array order: red (z 1), green, blue (z 0). Red comes last; green and blue keep their order.
        let red = Fixture.layer(2, x: 10, y: 10, width: 20, height: 20, color: Fixture.red) { $0.zPosition = 1 }
        let green = Fixture.layer(3, x: 20, y: 10, width: 20, height: 20, color: Fixture.green)
        let blue = Fixture.layer(4, x: 25, y: 10, width: 20, height: 20, color: Fixture.blue)
        let target = Fixture.render(Fixture.root([red, green, blue]))
        #expect(target[22, 15] == Fixture.red)   // red over green
        #expect(target[27, 15] == Fixture.red)   // red over green and blue
        #expect(target[32, 15] == Fixture.blue)  // blue over green
        #expect(target[42, 15] == Fixture.blue)
    }

    @Test func aHiddenLayerHidesItsSubtreeAndOpacityZeroDrawsNothing() {
        let child = Fixture.layer(3, x: 5, y: 5, width: 10, height: 10, color: Fixture.red)
        let hidden = Fixture.layer(2, x: 10, y: 10, width: 30, height: 30, color: Fixture.green, sublayers: [child]) {
            $0.isHidden = true
        }
        let transparent = Fixture.layer(4, x: 50, y: 50, width: 30, height: 30, color: Fixture.green) { $0.opacity = 0 }
        let target = Fixture.render(Fixture.root([hidden, transparent]))
        #expect(Fixture.count(.black, in: target) == 100 * 100)
    }
}
