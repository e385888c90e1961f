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
