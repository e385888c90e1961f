import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@Suite struct LayerCompositorShadowTests {
    /// A red 20×20 layer at (20, 20) on white, casting a black shadow offset by (10, 10).
    private func render(radius: CGFloat, configure: (inout LayerProperties) -> Void = { _ in }) -> Bitmap {
        Fixture.render(Fixture.root([Fixture.layer(2, x: 20, y: 20, width: 20, height: 20, color: Fixture.red) {
            $0.shadowOpacity = 1
            $0.shadowRadius = radius
            $0.shadowOffset = CGSize(width: 10, height: 10)
            configure(&$0)
        }]), background: .white)
    }

    @Test func theShadowDarkensWhatLiesUnderItsOffsetShape() {
        let target = render(radius: 2)
        #expect(target[30, 30] == Fixture.red)      // the layer covers its own shadow
        #expect(target[45, 45] == .black)           // deep inside the shadow: fully covered
        #expect(target[41, 35] == .black)
        #expect(target[49, 40].red < 255 && target[49, 40].red > 0)  // the blurred edge
        #expect(target[10, 10] == .white)
        #expect(target[70, 70] == .white)
        #expect(target[52, 40] == .white)           // beyond the blur's reach (two pixels)
    }

    @Test func theBlurIsThreeBoxPassesOfTheSVGSize() {
        // σ = 1: d = ⌊1 · 3√(2π)/4 + 0.5⌋ = 2 (even): boxes reaching (1, 0), (0, 1), (1, 1).
        #expect(ShadowRendering.boxPasses(sigma: 1).map { [$0.left, $0.right] } == [[1, 0], [0, 1], [1, 1]])
        // σ = 2: d = 4.26 → 4; σ = 1.5: d = 3.32 → 3 (odd): three centred boxes.
        #expect(ShadowRendering.boxPasses(sigma: 2).map { [$0.left, $0.right] } == [[2, 1], [1, 2], [2, 2]])
        #expect(ShadowRendering.boxPasses(sigma: 1.5).map { [$0.left, $0.right] } == [[1, 1], [1, 1], [1, 1]])
        #expect(ShadowRendering.boxPasses(sigma: 0.2).isEmpty)
        // A step through the σ = 1 passes along a row (each a rounded mean, zero beyond the ends).
        var step: [UInt8] = [0, 0, 0, 0, 255, 255, 255, 255], line = [UInt8](repeating: 0, count: 8)
        step.withUnsafeMutableBufferPointer { values in
            for pass in ShadowRendering.boxPasses(sigma: 1) {
                ShadowRendering.boxBlur(values.baseAddress!, count: 8, stride: 1, pass, &line)
            }
        }
        // (1,0): 0 0 0 0 128 255 255 255; (0,1): 0 0 0 64 192 255 255 128; (1,1): 0 0 21 85 170 234 213 128.
        #expect(step == [0, 0, 21, 85, 170, 234, 213, 128])
    }

    @Test func shadowColourAndOpacityMultiply() {
        let target = render(radius: 0) {
            $0.shadowColor = CGColor(Fixture.blue)
            $0.shadowOpacity = 0.5
        }
        // Blue × 128/255 over white.
        #expect(target[45, 45] == Fixture.blue.scaled(by: 128).over(.white))
    }

    @Test func masksToBoundsCutsTheShadowAway() {
        let target = render(radius: 2) { $0.masksToBounds = true }
        #expect(target[45, 45] == .white)
        #expect(Fixture.count(Fixture.red, in: target) == 400)
    }
}
