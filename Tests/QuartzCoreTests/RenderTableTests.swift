import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Testing

/// The tables a renderer keeps between frames come back to their size once the
/// animations and transitions that filled them are gone: a kiosk that runs for months
/// must not grow with every animation it ever played.
@MainActor @Suite struct RenderTableTests {
    /// Fifty animations played one after another, each to its end.
    @Test func finishedAnimationsLeaveTheRenderersTables() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            let before = stage.renderer.tableCounts
            var t = 100.0
            for i in 0..<50 {
                stage.layer.add(basic("opacity", from: 1.0, to: 0.0, duration: 0.5), forKey: i.isMultiple(of: 2) ? "fade" : nil)
                stage.render(at: t, clock)
                #expect(stage.renderer.tableCounts.animations == 1)
                t += 0.5
                stage.render(at: t, clock)
            }
            stage.render(at: t + 1, clock)
            #expect(stage.layer.animationKeys() == nil)
            #expect(stage.renderer.tableCounts == before)
            #expect(before.animations == 0 && before.startedAnimations == 0 && before.finishedAnimations == 0)
        }
    }

    /// An animation kept on completion stays counted while it is attached, and goes when removed.
    @Test func anAnimationKeptOnCompletionIsCountedUntilRemoved() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            let before = stage.renderer.tableCounts
            let kept = basic("opacity", from: 1.0, to: 0.5)
            kept.isRemovedOnCompletion = false
            kept.fillMode = .forwards
            stage.layer.add(kept, forKey: "kept")
            stage.render(at: 100, clock)
            stage.render(at: 102, clock)
            let counts = stage.renderer.tableCounts
            #expect((counts.animatedLayers, counts.animations, counts.startedAnimations, counts.finishedAnimations) == (1, 1, 1, 1))
            stage.layer.removeAnimation(forKey: "kept")
            stage.render(at: 103, clock)
            #expect(stage.renderer.tableCounts == before)
        }
    }

    /// A transition holds two snapshots while it plays; removed by the app before its
    /// end, they go with it.
    @Test func aTransitionRemovedEarlyReleasesItsSnapshots() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            let before = stage.renderer.tableCounts
            let transition = CATransition()
            transition.duration = 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            stage.layer.add(transition, forKey: nil)
            stage.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            CATransaction.commit()
            stage.render(at: 100.25, clock)
            #expect(stage.renderer.tableCounts.transitions == 1)
            stage.layer.removeAnimation(forKey: kCATransition)
            stage.render(at: 100.5, clock)
            #expect(stage.renderer.tableCounts == before)
        }
    }
}
