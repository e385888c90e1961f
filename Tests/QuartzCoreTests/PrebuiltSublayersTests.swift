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

    /// Expects the items kept for `page` to be, item for item, those a fresh compositor
    /// builds for it, shown live in its container (which draws nothing itself) as the
    /// renderer last presented them.
    static func expectKeptItemsFresh(_ renderer: CARenderer, _ page: CALayer, count: Int = 81) {
        let kept = renderer.engine.compositor.keptItems(of: page.id) ?? []
        var container = renderer.engine.presentedTree
        container.transition = nil
        let fresh = LayerCompositor()
        let target = Bitmap(width: Scene.width, height: Scene.height)
        _ = fresh.render(container, into: target.view, scale: 1)
        #expect(kept.count == count)
        let sameItems = same(kept, fresh.lastItems) // not printed whole when it fails
        #expect(sameItems)
    }

    /// Whether two lists hold the same items: groups by their items and their masks'
    /// placement and pixels (each compositor makes its own mask), the rest by `drawsLike`.
    static func same(_ a: [DrawItem], _ b: [DrawItem]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            guard x.id == y.id else { return false }
            guard case let .group(gx) = x.paint, case let .group(gy) = y.paint else { return x.drawsLike(y) }
            guard x.bounds == y.bounds, x.opacity == y.opacity, x.clip == y.clip, same(gx.items, gy.items) else { return false }
            guard let mx = gx.mask, let my = gy.mask else { return gx.mask == nil && gy.mask == nil }
            guard mx.crop == my.crop, mx.deviceBounds == my.deviceBounds,
                  case let .bitmap(bx) = mx.source, case let .bitmap(by) = my.source else { return false }
            return Fixture.pixels(bx) == Fixture.pixels(by)
        }
    }

    @Test func aPushBuildsThePageAheadAndItsEndBuildsNoLabel() {
        #expect(DisplayListBuilder.layersPrebuiltPerFrame == 64)
        withVirtualClock(at: 0) { clock in
            // `pushedPage` draws the push's first frame (at 100, progress 0: nothing built
            // ahead, its snapshots taken) and one at 100.5: the page and 63 labels built
            // (a slice of 64), the labels kept (their stamps settled), the page not (the
            // slice ended in it): what was built of it is kept for the next slice.
            let (renderer, container, page) = Scene.pushedPage(clock)
            let compositor = renderer.engine.compositor
            #expect(compositor.retainedItemsKept == 63)
            // The next frame goes on from label 63: the other 17, then the page, kept whole
            // with the labels built before, none looked up again.
            #expect(Self.counts(renderer, at: 100.75) == (kept: 18, used: 0))
            Self.expectKeptItemsFresh(renderer, page)
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

    /// The render server shows a frame before it builds the frame's slice
    /// (`BuildAhead`): the frame's picture is the same, the slice is built by
    /// `doWorkAhead()`, and a slice no one asked for is built before the next frame
    /// or commit, so the page is kept all the same.
    @Test func theSliceIsBuiltAfterTheFrameIsShown() {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, page) = Scene.startedPush(clock)
            let compositor = renderer.engine.compositor
            let before = Fixture.pixels(renderer.bitmap)
            // The frame at 100.5 is drawn, nothing built ahead yet: the slice is noted.
            let damage = renderer.renderLeavingWorkAhead(atTime: 100.5)
            #expect(!damage.isEmpty)
            #expect(Fixture.pixels(renderer.bitmap) != before)
            #expect(compositor.workAheadPending)
            #expect(compositor.retainedItemsKept == 0)
            renderer.doWorkAhead()
            #expect(!compositor.workAheadPending)
            #expect(compositor.retainedItemsKept == 63)
            renderer.doWorkAhead() // nothing left: nothing more built
            #expect(compositor.retainedItemsKept == 63)
            // The next slice is left undone; the frame after does it first (the other 17
            // labels and the page kept), then its own: the page drawn from its kept items.
            renderer.renderLeavingWorkAhead(atTime: 100.75)
            #expect(compositor.retainedItemsKept == 63)
            #expect(Self.counts(renderer, at: 100.9) == (kept: 18, used: 1))
            #expect(compositor.retainedItemsKept == 81)
            Self.expectKeptItemsFresh(renderer, page)
            // A commit taken in does it too, before the commit changes the tree.
            renderer.renderLeavingWorkAhead(atTime: 100.95)
            #expect(compositor.workAheadPending)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[3].backgroundColor = CGColor(Fixture.red)
            CATransaction.commit()
            CATransaction.flush()
            #expect(!compositor.workAheadPending)
            renderer.render(atTime: 101.5)
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

    @Test func aLabelChangedBetweenSlicesStartsThePageAgain() {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, page) = Scene.pushedPage(clock)
            // Label 70 is not built yet; the page's partial items were built for its old stamp.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[70].backgroundColor = CGColor(Fixture.red)
            CATransaction.commit()
            #expect(Self.counts(renderer, at: 100.6) == (kept: 0, used: 0))
            // The page starts again: the 63 labels built from their kept items, the other
            // 17 built, the page kept.
            #expect(Self.counts(renderer, at: 100.7) == (kept: 18, used: 63))
            Self.expectKeptItemsFresh(renderer, page, count: 82) // label 70's background too
            #expect(Self.counts(renderer, at: 101.5) == (kept: 0, used: 1))
            Scene.expectFresh(renderer, container, at: 103)
        }
    }

    /// Pages whose sublayers a slice cannot resume in place: clipped to rounded corners
    /// (built into a group), and drawn out of order (by zPosition). Each is built ahead
    /// and kept by the end; a label changed after it is drawn from the kept items of the
    /// others, as a fresh renderer draws the page.
    @Test(arguments: ["rounded", "zPosition"])
    func otherPagesAreKeptExactly(_ kind: String) {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, page) = Scene.startedPush(clock) { page in
                if kind == "rounded" {
                    page.masksToBounds = true
                    page.cornerRadius = 12
                } else {
                    for (i, label) in (page.sublayers ?? []).enumerated() { label.zPosition = CGFloat(i % 3) }
                }
            }
            for time in stride(from: 100.1, through: 100.9, by: 0.1) { renderer.render(atTime: time) }
            #expect(Self.counts(renderer, at: 101.5) == (kept: 0, used: 1))
            // Rounded: the background and one group of the 80 labels.
            Self.expectKeptItemsFresh(renderer, page, count: kind == "rounded" ? 2 : 81)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[5].backgroundColor = CGColor(Fixture.red)
            CATransaction.commit()
            renderer.render(atTime: 102)
            Scene.expectFresh(renderer, container, at: 103)
        }
    }

    /// A label that blurs what lies behind it draws from the frame's own pixels: the
    /// build ahead stops there, the page is built where the transition ends, and that
    /// frame is right.
    @Test func aBlurStopsTheBuildAhead() {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, _) = Scene.startedPush(clock) { page in
                let blur = CABackdropLayer()
                blur.frame = CGRect(x: 10, y: 30, width: 40, height: 20)
                blur.blurRadius = 2
                page.insertSublayer(blur, at: 10)
            }
            // The page, stopped at the blur, is not kept, nor what was built of it; the
            // labels on either side are, in the slice's 64 layers: the page, labels 0…9
            // and 11…63. Nothing more is built ahead under this push.
            #expect(Self.counts(renderer, at: 100.5) == (kept: 63, used: 0))
            #expect(Self.counts(renderer, at: 100.75) == (kept: 0, used: 0))
            // Where the push ends, the page is built from those labels' kept items, the
            // other 17 and the blur (not kept: it draws from the frame's pixels), and
            // drawn item by item.
            #expect(Self.counts(renderer, at: 101.5) == (kept: 17, used: 63))
            #expect(renderer.engine.compositor.finishedTransitionsCopied == 0)
            Scene.expectFresh(renderer, container, at: 103)
        }
    }
}
