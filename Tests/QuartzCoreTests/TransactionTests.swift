import CoreGraphics
import Dispatch
import Raster
@testable import QuartzCore
import Testing

@MainActor @Suite struct TransactionTests {
    @Test func nestedTransactionsInheritAndCommitRestores() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.animationTimingFunction() == CAMediaTimingFunction(name: .easeIn))
        CATransaction.setAnimationDuration(3)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 3 && CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2 && !CATransaction.disableActions())
        CATransaction.commit()
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.animationTimingFunction() == nil)
    }

    @Test func aStandaloneLayerAnimatesImplicitlyForAQuarterSecondLinearly() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            stage.layer.opacity = 0.2
            #expect(stage.layer.animationKeys() == ["opacity"])
            #expect(stage.layer.opacity == 0.2) // the model changes at once
            stage.render(at: 100, clock)
            let entry = stage.layer.animationEntries[0]
            #expect(entry.record.timing.duration == 0.25 && entry.record.timingFunction == nil)
            #expect(close(CGFloat(stage.presented(at: 100.125, clock).opacity), 0.6, 1e-6))
            stage.render(at: 100.25, clock)
            #expect(stage.layer.animationKeys() == nil)
        }
    }

    @Test func aNewLayersFirstSettingsAreNotAnimatedButLaterOnesAre() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            let badge = CALayer()
            stage.root.addSublayer(badge)
            badge.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
            badge.opacity = 0.5
            badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            #expect(badge.animationKeys() == nil) // nothing on screen to animate from
            stage.render(at: 100, clock)           // shown as configured
            #expect(stage.renderer.bitmap[30, 30] == Pixel(rawValue: 0xFF80_0000)) // red at half opacity over black, not the opaque red an animation would start from
            badge.opacity = 1
            #expect(badge.animationKeys() == ["opacity"])
            // Taken out and put back, it has been shown: its changes animate.
            badge.removeFromSuperlayer()
            stage.root.addSublayer(badge)
            badge.position = CGPoint(x: 60, y: 60)
            #expect(badge.animationKeys()?.sorted() == ["opacity", "position"])
        }
    }

    @Test func settingTheCurrentValueDoesNotAnimate() {
        let stage = Stage()
        stage.layer.position = stage.layer.position
        stage.layer.backgroundColor = nil
        #expect(stage.layer.animationKeys() == nil)
    }

    @Test func disabledActionsAndNSNullStopImplicitAnimations() {
        let stage = Stage()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        stage.layer.opacity = 0.5
        CATransaction.commit()
        #expect(stage.layer.animationKeys() == nil)

        stage.layer.actions = ["opacity": NSNull()]
        stage.layer.opacity = 0.25
        #expect(stage.layer.animationKeys() == nil)

        final class Vetoing: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
        }
        let delegate = Vetoing()
        stage.layer.delegate = delegate
        stage.layer.actions = nil
        stage.layer.position = CGPoint(x: 50, y: 50)
        #expect(stage.layer.animationKeys() == nil)
    }

    @Test func anActionFromTheActionsDictionaryRuns() {
        let layer = CALayer()
        let slow = CABasicAnimation()
        slow.duration = 3
        layer.actions = ["position": slow]
        layer.position = CGPoint(x: 10, y: 0)
        let added = layer.animation(forKey: "position") as? CABasicAnimation
        #expect(added?.duration == 3)
        #expect(added?.fromValue as? CGPoint == .zero) // from the previous value
        #expect(layer.action(forKey: "position") === slow)
        #expect(CALayer.defaultAction(forKey: "hidden") == nil)
        #expect(CALayer.defaultAction(forKey: "bounds") is CABasicAnimation)
    }

    @Test func theTransactionsDurationAndCurveApplyToImplicitAnimations() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            CATransaction.begin()
            CATransaction.setValue(1.0, forKey: kCATransactionAnimationDuration) // the seed's spelling
            CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
            stage.layer.position = CGPoint(x: 105, y: 5)
            CATransaction.commit()
            stage.render(at: 100, clock)
            // easeIn at half time is 0.315357 of the way.
            #expect(close(stage.presented(at: 100.5, clock).position.x, 5 + 100 * 0.315357, 1e-4))
        }
    }

    @Test func theCompletionBlockWaitsForTheTransactionsAnimations() {
        withVirtualClock { clock in
            let stage = Stage()
            stage.render(at: 100, clock)
            var completions = 0
            CATransaction.begin()
            CATransaction.setCompletionBlock { completions += 1 }
            stage.layer.opacity = 0
            CATransaction.begin() // a nested transaction's animations count too
            CATransaction.setAnimationDuration(1)
            stage.layer.position = CGPoint(x: 50, y: 50)
            CATransaction.commit()
            CATransaction.commit()
            stage.render(at: 100, clock)
            stage.render(at: 100.5, clock)
            #expect(completions == 0) // opacity is done, position is not
            stage.render(at: 101, clock)
            #expect(completions == 1)
            stage.render(at: 102, clock)
            #expect(completions == 1)
        }
    }

    @Test func aCompletionBlockWithoutAnimationsRunsAtTheNextDelivery() {
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        #expect(!ran)
        CATransaction.flush()
        #expect(ran)
    }

    @Test func commitWithoutBeginIsIgnored() {
        CATransaction.flush()
        CATransaction.commit() // warns on standard error, changes nothing
        #expect(CATransaction.animationDuration() == 0.25)
    }
}

@MainActor @Suite struct ImplicitTransactionTests {
    @Test func theImplicitTransactionCommitsAtTheEndOfTheMainLoopTurn() async {
        let stage = Stage()
        CATransaction.flush()  // the layer is shown, so its changes animate implicitly
        let layer = stage.layer
        layer.opacity = 0.5
        #expect(layer.animation(forKey: "opacity")?.beginTime == 0) // not committed yet
        #expect(layer.animationEntries.map(\.needsBeginTime) == [true])
        #expect(layer.isQueuedForCommit)
        // Let the main queue run one more turn; the commit was queued before it.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        // Committed: the animation has its begin time. Which time it is depends on whose
        // turn committed it (another suite's headless screen may flush first, on its own
        // virtual clock at 0), so the test asserts that it was given one, not its value.
        #expect(!layer.isQueuedForCommit)
        #expect(layer.animationEntries.map(\.needsBeginTime) == [false])
    }
}
