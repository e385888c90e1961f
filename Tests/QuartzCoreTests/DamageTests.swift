import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// The render engine redraws only what changed.
@MainActor @Suite struct DamageTests {
    @Test func anIdleFrameDrawsNothingAndOneSmallLayerRedrawsOnlyItself() {
        withVirtualClock { clock in
            let stage = Stage()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.layer.frame = CGRect(x: 30, y: 20, width: 40, height: 40)
            stage.layer.backgroundColor = CGColor(Pixel(rawValue: 0xFF10_2030))
            CATransaction.commit()
            stage.render(at: 100, clock)
            #expect(stage.renderer.pixelsWritten == 100 * 100)
            let first = Bitmap(width: 100, height: 100)
            Kernels.scalar.copy(stage.renderer.bitmap.view, to: first.view, x: 0, y: 0)

            stage.render(at: 101, clock)
            #expect(stage.renderer.pixelsWritten == 0)
            #expect(firstDifference(stage.renderer.bitmap, first) == nil)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.layer.backgroundColor = CGColor(Pixel(rawValue: 0xFF40_5060))
            CATransaction.commit()
            let damage = stage.renderer.render(atTime: 102)
            #expect(damage.bounds == Rect(x: 30, y: 20, width: 40, height: 40))
            #expect(stage.renderer.pixelsWritten == 40 * 40)
            for y in 0..<100 {
                for x in 0..<100 {
                    let inside = (30..<70).contains(x) && (20..<60).contains(y)
                    if stage.renderer.bitmap[x, y] != (inside ? Pixel(rawValue: 0xFF40_5060) : first[x, y]) {
                        Issue.record("pixel (\(x), \(y)) is 0x\(String(stage.renderer.bitmap[x, y].rawValue, radix: 16))")
                        return
                    }
                }
            }
        }
    }

    /// With nothing committed and nothing animating since the last frame, the frame is
    /// not even built (the rasterized layer's cached picture is not looked up, and no
    /// display list is made: an idle frame allocates nothing); the next commit draws.
    @Test func anIdleFrameIsNotBuiltAndTheNextCommitDraws() {
        withVirtualClock { clock in
            let stage = Stage()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.layer.backgroundColor = CGColor.white
            stage.layer.shouldRasterize = true
            CATransaction.commit()
            stage.render(at: 100, clock)
            let compositor = stage.renderer.engine.compositor
            #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (0, 1))
            stage.render(at: 101, clock)
            stage.render(at: 102, clock)
            #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (0, 1))
            #expect(stage.renderer.pixelsWritten == 0)

            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.root.backgroundColor = CGColor(Pixel(rawValue: 0xFF10_2030))
            CATransaction.commit()
            stage.render(at: 103, clock)
            #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (1, 1))
            #expect(stage.renderer.pixelsWritten == 100 * 100)
            #expect(stage.renderer.bitmap[50, 50] == Pixel(rawValue: 0xFF10_2030))
            #expect(stage.renderer.bitmap[5, 5] == Pixel.white)
        }
    }

    /// A layer shown by another renderer and freed there is named in every host's next
    /// commit; it changes nothing here, so the idle frame is still not built.
    @Test func aLayerFreedElsewhereLeavesAnIdleFrameUnbuilt() {
        withVirtualClock { clock in
            let stage = Stage(), elsewhere = Stage()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.layer.shouldRasterize = true
            var freed: CALayer? = CALayer()
            if let freed { elsewhere.root.addSublayer(freed) }
            CATransaction.commit()
            stage.render(at: 100, clock)
            elsewhere.render(at: 100, clock)
            freed?.removeFromSuperlayer()
            elsewhere.render(at: 101, clock)
            weak let gone = freed
            freed = nil
            #expect(gone == nil)
            let compositor = stage.renderer.engine.compositor
            #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (0, 1))
            stage.render(at: 102, clock)
            #expect((compositor.rasterCacheHits, compositor.rasterCacheMisses) == (0, 1))
            #expect(stage.renderer.pixelsWritten == 0)
        }
    }

    @Test func anAnimationDamagesEachFrameUntilItEnds() {
        withVirtualClock { clock in
            let stage = Stage()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.layer.backgroundColor = CGColor.white
            CATransaction.commit()
            stage.render(at: 100, clock)
            stage.layer.add(basic("position.x", from: 5.0, to: 45.0), forKey: "move")
            stage.render(at: 100, clock)
            stage.render(at: 100.5, clock)
            #expect(stage.renderer.pixelsWritten > 0 && stage.renderer.isAnimating)
            stage.render(at: 101, clock)
            #expect(!stage.renderer.isAnimating)
            stage.render(at: 101.5, clock)
            #expect(stage.renderer.pixelsWritten == 0)
        }
    }
}
