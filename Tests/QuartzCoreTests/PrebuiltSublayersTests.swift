import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// While a transition plays, each frame builds a slice of the page it brings in
/// (`DisplayListBuilder.layersPrebuiltPerFrame` layers) and keeps it, so that the frame
/// where it ends builds no label (issue 19 item 2: the frame where the live tree comes
/// back must not cost more for a fuller page). The page of `FinishedTransitionTests`:
/// itself and 80 labels, 81 layers, two slices. Nothing built ahead is drawn: every
/// frame is what a fresh renderer draws.
@MainActor @Suite struct PrebuiltSublayersTests {
    typealias Scene = FinishedTransitionTests

    /// Kept subtrees made, and drawn from, by the frame at `time`.
    static func counts(_ renderer: CARenderer, at time: Double) -> (kept: Int, used: Int) {
        let compositor = renderer.engine.compositor
        let (kept, used) = (compositor.retainedItemsKept, compositor.retainedItemsUsed)
        renderer.render(atTime: time)
        return (compositor.retainedItemsKept - kept, compositor.retainedItemsUsed - used)
    }

    @Test func aPushBuildsThePageAheadAndItsEndBuildsNoLabel() {
        #expect(DisplayListBuilder.layersPrebuiltPerFrame == 64)
        withVirtualClock(at: 0) { clock in
            // `pushedPage` draws the push's first frame (at 100, progress 0: nothing built
            // ahead, its snapshots taken) and one at 100.5: the page and 63 labels built,
            // the labels kept (their stamps settled), the page not (the slice ended in it).
            let (renderer, container, _) = Scene.pushedPage(clock)
            let compositor = renderer.engine.compositor
            #expect(compositor.retainedItemsKept == 63)
            // The next frame passes those by and builds the other 17 labels...
            #expect(Self.counts(renderer, at: 100.75) == (kept: 17, used: 0))
            // ...and the one after, its slices at the end, keeps the page whole from its
            // 80 labels' kept items.
            #expect(Self.counts(renderer, at: 100.8) == (kept: 1, used: 80))
            // Then the page is drawn from its kept items while the push plays...
            #expect(Self.counts(renderer, at: 100.9) == (kept: 0, used: 1))
            // ...and where it ends, the snapshot is copied and the page's items are its
            // kept ones: nothing built, nothing new kept.
            #expect(Self.counts(renderer, at: 101.5) == (kept: 0, used: 1))
            #expect(compositor.finishedTransitionsCopied == 1)
            #expect(renderer.render(atTime: 102).isEmpty)
            Scene.expectFresh(renderer, container, at: 103)
        }
    }

    @Test func aLabelChangedWhileThePushPlaysIsBuiltAgainWhereItEnds() {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, page) = Scene.pushedPage(clock)
            renderer.render(atTime: 100.75)
            renderer.render(atTime: 100.77)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[3].backgroundColor = CGColor(Fixture.red)
            CATransaction.commit()
            // The changed label's stamp is new this frame: nothing is built ahead (its items
            // would not be kept), the page's kept items no longer its.
            #expect(Self.counts(renderer, at: 100.8) == (kept: 0, used: 0))
            // Next frame the page is built again from the 79 labels' kept items and the
            // changed one; neither is kept yet, built before for another stamp (a subtree
            // that changes from frame to frame is not kept: `RetainedItems`)...
            #expect(Self.counts(renderer, at: 100.9) == (kept: 0, used: 79))
            // ...until the frame where the push ends, which builds that label alone.
            #expect(Self.counts(renderer, at: 101.5) == (kept: 2, used: 79))
            #expect(renderer.render(atTime: 102).isEmpty)
            Scene.expectFresh(renderer, container, at: 103)
        }
    }

    /// A label that blurs what lies behind it draws from the frame's own pixels: the
    /// build ahead stops there, the page is built where the transition ends, and that
    /// frame is right.
    @Test func aBlurStopsTheBuildAhead() {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, old, page) = Scene.transitionScene()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let blur = CABackdropLayer()
            blur.frame = CGRect(x: 10, y: 30, width: 40, height: 20)
            blur.blurRadius = 2
            page.insertSublayer(blur, at: 10)
            CATransaction.commit()
            renderer.render(atTime: 99)
            clock.set(to: 100)
            CATransaction.begin()
            container.add(TransitionReuseTests.push(duration: 1), forKey: nil)
            old.removeFromSuperlayer()
            container.addSublayer(page)
            CATransaction.commit()
            renderer.render(atTime: 100)
            // The page, stopped at the blur, is not kept; the labels on either side of it
            // are, in the slice's 64 layers: the page, labels 0…9 and 11…63.
            #expect(Self.counts(renderer, at: 100.5) == (kept: 63, used: 0))
            #expect(Self.counts(renderer, at: 100.75) == (kept: 17, used: 0))
            // A walk of the whole page meets the blur again: the page cannot be kept, and
            // later frames build nothing ahead.
            #expect(Self.counts(renderer, at: 100.8) == (kept: 0, used: 80))
            #expect(Self.counts(renderer, at: 100.9) == (kept: 0, used: 0))
            // Where the push ends, the page is built from its labels' kept items and the
            // blur (not kept: it draws from the frame's pixels), and drawn item by item.
            #expect(Self.counts(renderer, at: 101.5) == (kept: 0, used: 80))
            #expect(renderer.engine.compositor.finishedTransitionsCopied == 0)
            Scene.expectFresh(renderer, container, at: 103)
        }
    }
}
