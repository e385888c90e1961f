import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Testing

/// Animations that can never play to their end — their layer left the screen, or was
/// freed — stop, so that nothing waits for them (completion blocks) and nothing they
/// hold (delegates, the views they animate) stays alive with them.
@MainActor @Suite struct LayerDepartureTests {
    /// A layer that leaves the tree mid-animation loses its animations, as a view that
    /// leaves its window does in Core Animation: the delegate hears finished: false,
    /// the transaction's completion runs, and the renderer forgets the layer.
    @Test func aLayerLeavingTheTreeStopsItsAnimations() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            let before = stage.renderer.tableCounts
            let log = DelegateLog()
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            let fade = basic("opacity", from: 1.0, to: 0.0, duration: 10)
            fade.delegate = log
            stage.layer.add(fade, forKey: "fade")
            CATransaction.commit()
            stage.render(at: 100, clock)
            #expect(log.calls == ["start"] && !completed)
            stage.layer.removeFromSuperlayer()
            stage.render(at: 101, clock)
            #expect(log.calls == ["start", "stop(false)"] && completed)
            #expect(stage.layer.animationKeys() == nil)
            #expect(stage.renderer.tableCounts.layers == before.layers - 1)
            #expect(stage.renderer.tableCounts.animations == 0 && stage.renderer.tableCounts.finishedAnimations == 0)
        }
    }

    /// Added and taken off the tree in one turn, the animation never plays: it stops
    /// (unstarted) at that commit. One kept on completion stays for when the layer is back.
    @Test func anAnimationAddedAsItsLayerLeavesStopsAtTheCommit() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            let log = DelegateLog()
            let fade = basic("opacity", from: 1.0, to: 0.0)
            fade.delegate = log
            stage.layer.add(fade, forKey: "fade")
            let kept = basic("position.x", from: 0.0, to: 10.0)
            kept.isRemovedOnCompletion = false
            stage.layer.add(kept, forKey: "kept")
            stage.layer.removeFromSuperlayer()
            stage.render(at: 100.5, clock)
            #expect(log.calls == ["stop(false)"])
            #expect(stage.layer.animationKeys() == ["kept"])
        }
    }

    /// A layer freed with an animation that never played lets the transaction
    /// completion waiting for it run, so no completion waits for ever.
    @Test func aLayerFreedWithAnimationsEndsTheWaitOfTheirCompletions() {
        withVirtualClock { _ in
            let waiting = LayerTableCounts.current.waitingCompletions
            var completed = false
            do {
                let offscreen = CALayer()
                CATransaction.begin()
                CATransaction.setCompletionBlock { completed = true }
                offscreen.add(basic("opacity", from: 1.0, to: 0.0), forKey: nil)
                CATransaction.commit()
                #expect(LayerTableCounts.current.waitingCompletions == waiting + 1)
            }
            CATransaction.flush()
            #expect(completed)
            #expect(LayerTableCounts.current.waitingCompletions == waiting)
        }
    }

    /// A completion that animates its layer again after the layer left the screen: the
    /// new animation stops at the next commit too; once the layer is back, one plays.
    @Test func anAnimationAddedAfterTheLayerLeftStopsUntilItIsBack() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            stage.layer.removeFromSuperlayer()
            stage.render(at: 100.5, clock)
            let log = DelegateLog()
            let again = basic("opacity", from: 1.0, to: 0.0)
            again.delegate = log
            stage.layer.add(again, forKey: "again")
            stage.render(at: 101, clock)
            #expect(log.calls == ["stop(false)"] && stage.layer.animationKeys() == nil)
            stage.root.addSublayer(stage.layer)
            let back = DelegateLog()
            let shown = basic("opacity", from: 1.0, to: 0.0)
            shown.delegate = back
            stage.layer.add(shown, forKey: "shown")
            stage.render(at: 101.5, clock)
            stage.render(at: 102.5, clock)
            #expect(back.calls == ["start", "stop(true)"])
        }
    }
}
