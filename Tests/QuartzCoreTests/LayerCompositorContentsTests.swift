import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

@Suite struct LayerCompositorContentsTests {
    /// A 10×8 layer at (20, 30) showing `image` with `gravity`.
    private func render(_ image: CGImage, gravity: CALayerContentsGravity,
                        configure: (inout LayerProperties) -> Void = { _ in }) -> Bitmap {
        Fixture.render(Fixture.root([Fixture.layer(2, x: 20, y: 30, width: 10, height: 8) {
            $0.contents = image
            $0.contentsGravity = gravity
            configure(&$0)
        }]))
    }

    @Test(arguments: [
        (CALayerContentsGravity.center, 3, 2), (.top, 3, 0), (.bottom, 3, 4), (.left, 0, 2), (.right, 6, 2),
        (.topLeft, 0, 0), (.topRight, 6, 0), (.bottomLeft, 0, 4), (.bottomRight, 6, 4),
    ])
    func unscaledGravitiesCopyTheImageToTheirPlace(gravity: CALayerContentsGravity, x: Int, y: Int) {
        let image = Fixture.image(width: 4, height: 4, Fixture.pattern)
        let target = render(image, gravity: gravity)
        for ty in 0..<100 {
            for tx in 0..<100 {
                let (ix, iy) = (tx - 20 - x, ty - 30 - y)
                let expected = (0..<4).contains(ix) && (0..<4).contains(iy) ? Fixture.pattern(ix, iy) : .black
                #expect(target[tx, ty] == expected, "gravity \(gravity.rawValue) at (\(tx), \(ty))")
                if target[tx, ty] != expected { return }
            }
        }
    }

    @Test(arguments: [
        (CALayerContentsGravity.resize, Rect(x: 20, y: 30, width: 10, height: 8)),
        (.resizeAspect, Rect(x: 21, y: 30, width: 8, height: 8)),
        // Scaled 2.5× to 10×10 and centred: one row spills out above and below.
        (.resizeAspectFill, Rect(x: 20, y: 29, width: 10, height: 10)),
    ])
    func scalingGravitiesFillTheirRectangleToTheEdges(gravity: CALayerContentsGravity, rect: Rect) {
        let image = Fixture.image(width: 4, height: 4) { _, _ in Fixture.green }
        #expect(Fixture.isFilled(render(image, gravity: gravity), rect, with: Fixture.green, elsewhere: .black))
    }

    @Test func contentsScaleCountsImagePixelsPerPoint() {
        // 8×8 pixels at 2 per point: 4×4 points, centred in 10×8 at scale 1 (drawn 2:1 smaller).
        let image = Fixture.image(width: 8, height: 8) { _, _ in Fixture.green }
        let target = render(image, gravity: .center) { $0.contentsScale = 2 }
        #expect(Fixture.isFilled(target, Rect(x: 23, y: 32, width: 4, height: 4), with: Fixture.green, elsewhere: .black))
    }

    @Test func resizingSamplesBilinearlyBetweenPixelCentres() {
        // Black | white, stretched 2× across: pixel centres 1.5 and 2.5 sample a quarter
        // and three quarters of the way: 255 × 0.25 = 63.75 → 64, 255 × 0.75 = 191.25 → 191.
        let image = Fixture.image(width: 2, height: 1) { x, _ in x == 0 ? .black : .white }
        let target = Fixture.render(Fixture.root([Fixture.layer(2, x: 20, y: 30, width: 4, height: 1) { $0.contents = image }]))
        #expect([20, 21, 22, 23].map { target[$0, 30].rawValue } == [0xFF00_0000, 0xFF40_4040, 0xFFBF_BFBF, 0xFFFF_FFFF])
    }

    @Test func nineSliceKeepsCornersAndStretchesEdgesAndMiddle() {
        // 6×6: 2×2 patterned corners; each edge and the middle one colour.
        func region(_ v: Int) -> Int { v < 2 ? 0 : v < 4 ? 1 : 2 }
        func colour(_ x: Int, _ y: Int) -> Pixel {
            let (i, j) = (region(x), region(y))
            if i != 1 && j != 1 { return Fixture.pattern(x, y) }
            return Pixel(red: UInt8(40 * i), green: UInt8(40 * j), blue: 7, alpha: 255)
        }
        let image = Fixture.image(width: 6, height: 6, colour)
        let target = Fixture.render(Fixture.root([Fixture.layer(2, x: 20, y: 30, width: 14, height: 10) {
            $0.contents = image
            $0.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        }]))
        // Layer columns 0–1 ← image 0–1, 2–11 ← 2–3 stretched, 12–13 ← 4–5; rows 0–1, 2–7, 8–9 likewise.
        func source(_ v: Int, _ size: Int) -> Int { v < 2 ? v : v >= size - 2 ? v - size + 6 : 2 }
        for y in 0..<10 {
            for x in 0..<14 {
                #expect(target[20 + x, 30 + y] == colour(source(x, 14), source(y, 10)), "layer pixel (\(x), \(y))")
            }
        }
    }

    @Test func aShadowCastByContentsFollowsTheirAlpha() {
        // A contents-only layer: the shadow takes the image's shape, not the bounds'.
        let image = Fixture.image(width: 2, height: 2) { _, _ in Fixture.red }
        let target = Fixture.render(Fixture.root([Fixture.layer(2, x: 20, y: 20, width: 10, height: 10) {
            $0.contents = image
            $0.contentsGravity = .topLeft
            $0.shadowOpacity = 1
            $0.shadowRadius = 0
            $0.shadowOffset = CGSize(width: 2, height: 0)
            $0.shadowColor = CGColor(Fixture.blue)
        }]), background: .white)
        #expect(target[20, 20] == Fixture.red && target[21, 21] == Fixture.red)
        #expect(target[22, 20] == Fixture.blue && target[23, 21] == Fixture.blue)
        #expect(Fixture.count(Fixture.blue, in: target) == 4)
    }
}
