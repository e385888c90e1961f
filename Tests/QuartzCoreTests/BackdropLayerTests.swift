import CoreGraphics
import Foundation
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// CABackdropLayer: what lies below, blurred from the frame's own pixels, tinted,
/// blurred again only when that content changes, the same on any number of threads.
@MainActor @Suite struct BackdropLayerTests {
    static let black = Pixel(rawValue: 0xFF00_0000), white = Pixel(rawValue: 0xFFFF_FFFF)
    static let red = Pixel(rawValue: 0xFFFF_0000)

    /// A 100 × 100 black stage (scalar kernels) with a white layer over its right half,
    /// a small green layer at its bottom left, and a backdrop at (20, 20, 60 × 40) above both.
    @MainActor struct Scene {
        let stage: Stage
        let white = CALayer()
        let elsewhere = CALayer()
        let backdrop = CABackdropLayer()

        init(threads: Int = 1, blurRadius: CGFloat = 6, _ configure: (CABackdropLayer) -> Void = { _ in }) {
            stage = Stage()
            if threads > 1 {
                stage.renderer.engine.compositor.workers = RenderWorkers(threads: threads)
                stage.renderer.engine.compositor.bandMinimumPixels = 256
            }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            white.frame = CGRect(x: 50, y: 0, width: 50, height: 100)
            white.backgroundColor = CGColor(BackdropLayerTests.white)
            elsewhere.frame = CGRect(x: 0, y: 80, width: 10, height: 10)
            elsewhere.backgroundColor = CGColor(Pixel(rawValue: 0xFF00_FF00))
            backdrop.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
            backdrop.blurRadius = blurRadius
            configure(backdrop)
            for layer in [white, elsewhere, backdrop] { stage.root.addSublayer(layer) }
            CATransaction.commit()
        }

        var bitmap: Bitmap { stage.renderer.bitmap }
        var blurs: Int { stage.renderer.engine.compositor.backdropBlurs }

        func change(_ body: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            body()
            CATransaction.commit()
        }
    }

    /// Grey levels of row `y` from column `x` on, `count` of them.
    static func greys(_ bitmap: Bitmap, row y: Int, from x: Int, count: Int) -> [Int] {
        (x..<(x + count)).map { Int(bitmap[$0, y].red) }
    }

    /// The edge at x = 50 blurred by σ = 6 / 3 = 2 (boxes 3, 3, 5): the means of means,
    /// rounded after each box (see BlurTests), inside the backdrop's rectangle only.
    static let edgeRamp = [6, 23, 57, 102, 153, 198, 232, 249, 255]

    @Test func aSharpEdgeBelowIsBlurredIntoARamp() {
        withVirtualClock { clock in
            let s = Scene()
            s.stage.render(at: 100, clock)
            for y in [20, 35, 59] {
                #expect(Self.greys(s.bitmap, row: y, from: 46, count: 9) == Self.edgeRamp)
                #expect(s.bitmap[y == 59 ? 45 : 20, y] == Self.black && s.bitmap[79, y] == Self.white)
            }
            // Outside the backdrop the edge stays sharp.
            #expect(Self.greys(s.bitmap, row: 19, from: 46, count: 9) == [0, 0, 0, 0, 255, 255, 255, 255, 255])
            #expect(Self.greys(s.bitmap, row: 60, from: 46, count: 9) == [0, 0, 0, 0, 255, 255, 255, 255, 255])
            #expect(s.bitmap[50, 35].alpha == 255 && s.bitmap[50, 35].red == s.bitmap[50, 35].blue)
            #expect(s.blurs == 1)
        }
    }

    @Test func aWideBlurIsMadeAtAQuarterSize() {
        withVirtualClock { clock in
            // Radius 30: σ = 10, reduced by 4 (ReducedBlur): the backdrop's 60 × 40 pixels
            // as the raster kernels reduce, blur and enlarge them alone.
            let s = Scene(blurRadius: 30)
            s.stage.render(at: 100, clock)
            let below = Bitmap(width: 60, height: 40, fill: Self.black)
            for y in 0..<40 { for x in 30..<60 { below[x, y] = Self.white } }
            let reduced = ReducedBlur(sigma: 10), small = Bitmap(width: 15, height: 10), expected = Bitmap(width: 60, height: 40)
            #expect(reduced.factor == 4)
            Kernels.scalar.reduce(below.view, into: small.view, factor: 4, rows: 0..<10, scratch: BlurScratch())
            Kernels.scalar.blur(small.view, reduced.blur, scratch: BlurScratch())
            Kernels.scalar.enlarge(small.view, into: expected.view, factor: 4, rows: 0..<40, scratch: BlurScratch())
            for y in [20, 39, 59] {
                #expect(Self.greys(s.bitmap, row: y, from: 20, count: 60) == Self.greys(expected, row: y - 20, from: 0, count: 60))
            }
            // A ramp about 3σ each side of the edge, even about it but for rounding; outside
            // the backdrop the edge stays sharp.
            #expect(abs(Int(s.bitmap[49, 40].red) + Int(s.bitmap[50, 40].red) - 255) <= 1)
            #expect(s.bitmap[20, 40].red < 10 && s.bitmap[79, 40].red > 245)
            #expect(Self.greys(s.bitmap, row: 19, from: 48, count: 4) == [0, 0, 255, 255])
            #expect(s.blurs == 1)
        }
    }

    @Test func theTintIsCompositedOverTheBlur() {
        withVirtualClock { clock in
            // White at 40 % (premultiplied 102) over red: 102 + 255 × 153/255 = 255 red, 102 green and blue.
            let s = Scene { $0.tintColor = CGColor(red: 1, green: 1, blue: 1, alpha: 0.4) }
            s.change { s.white.backgroundColor = CGColor(BackdropLayerTests.red); s.white.frame = s.stage.root.bounds }
            s.stage.render(at: 100, clock)
            #expect(s.bitmap[20, 20] == Pixel(rawValue: 0xFFFF_6666) && s.bitmap[79, 59] == Pixel(rawValue: 0xFFFF_6666))
            #expect(s.bitmap[19, 20] == Self.red && s.bitmap[80, 59] == Self.red)
        }
    }

    @Test func stillContentBelowIsBlurredOnce() {
        withVirtualClock { clock in
            let s = Scene()
            let label = CALayer()
            s.change {
                label.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
                label.backgroundColor = CGColor(BackdropLayerTests.red)
                s.backdrop.addSublayer(label)
            }
            s.stage.render(at: 100, clock)
            #expect(s.blurs == 1)
            // Something elsewhere animates: no new blur.
            for (i, t) in [100.1, 100.2, 100.3].enumerated() {
                s.change { s.elsewhere.backgroundColor = CGColor(Pixel(rawValue: 0xFF00_0010 &* UInt32(i + 1))) }
                s.stage.render(at: t, clock)
            }
            #expect(s.blurs == 1)
            // The backdrop's own content above it changes: the blur is reused under it.
            s.change { label.frame.origin.x = 30 }
            s.stage.render(at: 100.4, clock)
            #expect(s.blurs == 1)
            #expect(s.bitmap[50, 25] == Self.red && s.bitmap[25, 25].red == 0 && s.bitmap[25, 25].alpha == 255)
            #expect(Self.greys(s.bitmap, row: 40, from: 46, count: 9) == Self.edgeRamp)
            // What lies below moves: blurred again, every frame it moves.
            for (i, t) in [100.5, 100.6].enumerated() {
                s.change { s.white.frame.origin.x = CGFloat(51 + i) }
                s.stage.render(at: t, clock)
            }
            #expect(s.blurs == 3)
            #expect(Self.greys(s.bitmap, row: 40, from: 48, count: 9) == Self.edgeRamp)
        }
    }

    @Test func aRoundedBackdropShowsTheSharpPictureInItsCorners() {
        withVirtualClock { clock in
            let s = Scene { $0.cornerRadius = 10 }
            s.stage.render(at: 100, clock)
            #expect(s.bitmap[79, 20] == Self.white && s.bitmap[20, 59] == Self.black)
            #expect(Self.greys(s.bitmap, row: 40, from: 46, count: 9) == Self.edgeRamp)
        }
    }

    @Test func theBlurRadiusAnimates() {
        withVirtualClock { clock in
            let s = Scene(blurRadius: 0)
            s.stage.render(at: 100, clock)
            #expect(s.blurs == 0)
            #expect(Self.greys(s.bitmap, row: 40, from: 46, count: 9) == [0, 0, 0, 0, 255, 255, 255, 255, 255])
            let animation = CABasicAnimation(keyPath: "blurRadius")
            animation.fromValue = 0
            animation.toValue = 6
            animation.duration = 1
            animation.beginTime = 101
            s.backdrop.add(animation, forKey: "blur")
            s.change { s.backdrop.blurRadius = 6 }
            // Half way: radius 3, σ = 1, one box of 3.
            s.stage.render(at: 101.5, clock)
            #expect(Self.greys(s.bitmap, row: 40, from: 46, count: 9) == [0, 0, 0, 85, 170, 255, 255, 255, 255])
            s.stage.render(at: 102, clock)
            #expect(Self.greys(s.bitmap, row: 40, from: 46, count: 9) == Self.edgeRamp)
            #expect(s.blurs == 2)
            #expect(CABackdropLayer.defaultAction(forKey: "tintColor") is CABasicAnimation)
        }
    }

    /// Frames of a scene whose content below and above the backdrop changes, as pixel words.
    static func frames(threads: Int) -> [[UInt32]] {
        var frames: [[UInt32]] = []
        withVirtualClock { clock in
            let s = Scene(threads: threads) { backdrop in
                backdrop.cornerRadius = 7
                backdrop.tintColor = CGColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.35)
            }
            let above = CALayer()
            for (i, t) in [100.0, 100.1, 100.2, 100.3, 100.4, 100.5].enumerated() {
                s.change {
                    if i == 1 {
                        above.frame = CGRect(x: 3, y: 3, width: 20, height: 9)
                        above.backgroundColor = CGColor(BackdropLayerTests.red)
                        s.backdrop.addSublayer(above)
                    }
                    if i >= 2 { s.white.frame.origin.x = CGFloat(50 - 3 * i) }
                    // σ 6.7 and 12: blurred at a half and a quarter size (ReducedBlur).
                    if i == 4 { s.backdrop.blurRadius = 20 }
                    if i == 5 { s.backdrop.frame.origin.y = 31; s.backdrop.blurRadius = 36 }
                }
                s.stage.render(at: t, clock)
                let b = s.bitmap
                frames.append(Array(UnsafeBufferPointer(start: b.baseAddress, count: b.stride * b.height)))
            }
        }
        return frames
    }

    @Test func bandsOnAnyNumberOfThreadsDrawTheOneThreadFrames() {
        let one = Self.frames(threads: 1)
        #expect(one.count == 6 && Set(one).count == 6)
        for threads in [2, 3, 7] { #expect(Self.frames(threads: threads) == one, "\(threads) threads") }
    }
}
