import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// A layer an animation moves is drawn with its sublayers on whole device pixels
/// (the nearest), as a moving picture is placed; one at rest is drawn where it is.
@Suite struct WholePixelPlacementTests {
    /// A red 10×10 layer at x = 3.3 holding a blue 4×4 sublayer at (2, 2), with or
    /// without an animation moving it this frame.
    static func slidingBox(animating: Bool, scale: CGFloat = 1) -> Bitmap {
        var box = Fixture.layer(2, x: 3.3, y: 10, width: 10, height: 10, color: Fixture.red, sublayers: [
            Fixture.layer(3, x: 2, y: 2, width: 4, height: 4, color: Fixture.blue),
        ])
        box.placementAnimates = animating
        return Fixture.render(Fixture.root([box]), width: Int(100 * scale), height: Int(100 * scale), scale: scale)
    }

    @Test func aLayerAnAnimationMovesLandsOnTheNearestWholePixel() {
        let moving = Self.slidingBox(animating: true)
        // 3.3 → 3: columns 3…12 red, the sublayer at 5…8, nothing spread over a neighbour.
        #expect(moving[2, 15] == .black && moving[13, 15] == .black)
        #expect(moving[3, 15] == Fixture.red && moving[12, 15] == Fixture.red)
        #expect(moving[4, 13] == Fixture.red && moving[5, 13] == Fixture.blue && moving[8, 13] == Fixture.blue)
        #expect(moving[9, 13] == Fixture.red)
        #expect(Fixture.count(Fixture.red, in: moving) == 100 - 16)
        #expect(Fixture.count(Fixture.blue, in: moving) == 16)
    }

    @Test func aLayerAtRestIsDrawnBetweenPixels() {
        let resting = Self.slidingBox(animating: false)
        // Column 3 is 0.7 covered, column 13 0.3: red × 178 and × 77 over black.
        #expect(resting[3, 15] == Pixel(rawValue: 0xFFB2_0000))
        #expect(resting[13, 15] == Pixel(rawValue: 0xFF4D_0000))
        #expect(Fixture.count(Fixture.blue, in: resting) == 12)
    }

    @Test func atScaleTwoTheDevicePixelIsWhatIsWhole() {
        // 3.3 points → 6.6 device pixels → 7.
        let moving = Self.slidingBox(animating: true, scale: 2)
        #expect(moving[6, 30] == .black && moving[7, 30] == Fixture.red)
        #expect(moving[26, 30] == Fixture.red && moving[27, 30] == .black)
        #expect(Fixture.count(Fixture.red, in: moving) == 400 - 64)
    }

    @Test func aTurnedLayerIsNotMovedToThePixelGrid() {
        // A quarter turn about its centre: still antialiased where its edges fall between pixels.
        var box = Fixture.layer(2, x: 3.3, y: 10, width: 10, height: 10, color: Fixture.red) {
            $0.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        }
        box.placementAnimates = true
        let target = Fixture.render(Fixture.root([box]))
        for x in [3, 13] { #expect(target[x, 15] != .black && target[x, 15] != Fixture.red) }
        #expect(target[4, 15] == Fixture.red && target[12, 15] == Fixture.red)
    }
}
