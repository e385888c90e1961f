import CoreGraphics
@_spi(KioskRuntime) @testable import QuartzCore
import Raster
import Testing

/// A subtree that did not change since an earlier frame is drawn from the items that
/// frame built (`RetainedItems`, issue 19 item 2: a page of 500 labels must not make a
/// frame that changes something else cost more). Kept items are used exactly when the
/// subtree's stamp, geometry and clip are what they were, and every frame is what a
/// fresh renderer draws.
@MainActor @Suite struct RetainedItemsTests {
    static let width = 120, height = 160

    /// Expects `renderer`'s frame at `time` to equal a fresh renderer's of `root`;
    /// returns the subtrees drawn from kept items in that frame.
    @discardableResult
    static func expectFresh(_ renderer: CARenderer, _ root: CALayer, at time: Double, _ step: String) -> Int {
        let used = renderer.engine.compositor.retainedItemsUsed
        renderer.render(atTime: time)
        let fresh = CARenderer(width: width, height: height)
        fresh.layer = root
        fresh.render(atTime: time)
        let differing = Fixture.differing(renderer.bitmap, fresh.bitmap)
        #expect(differing == 0, "\(step)")
        fresh.layer = nil
        return renderer.engine.compositor.retainedItemsUsed - used
    }

    /// A window with a status square (layer `status`) and a page of `labels` text
    /// labels in a grid at fractional positions.
    static func scene(labels: Int = 40) -> (root: CALayer, status: CALayer, page: CALayer, labels: [CALayer]) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.backgroundColor = CGColor.black
        let status = CALayer()
        status.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
        status.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let page = CALayer()
        page.frame = CGRect(x: 10, y: 12, width: 100, height: 140)
        page.backgroundColor = CGColor.white
        let texts = (0..<labels).map { i in
            let label = CALayer()
            label.frame = CGRect(x: CGFloat(i % 4) * 24 + 2.5, y: CGFloat(i / 4) * 6.6 + 2.25, width: 24, height: 8)
            label.contents = FinishedTransitionTests.text
            page.addSublayer(label)
            return label
        }
        root.addSublayer(page)
        root.addSublayer(status)
        return (root, status, page, texts)
    }

    /// A renderer of `root` that has drawn two frames, the status square changed in the
    /// second: the page's stamps settled there, its items are built and kept.
    static func renderer(showing root: CALayer, status: CALayer) -> CARenderer {
        let renderer = CARenderer(width: width, height: height)
        renderer.layer = root
        expectFresh(renderer, root, at: 1, "first frame")
        change { status.backgroundColor = CGColor.white }
        expectFresh(renderer, root, at: 2, "built and kept")
        return renderer
    }

    /// `expectFresh` for a frame where only the status square changed colour, white to
    /// black or back (the rest of the tree keeps its stamps).
    static func statusChanged(_ status: CALayer, _ renderer: CARenderer, _ root: CALayer, at time: Double,
                              _ step: String) -> Int {
        change { status.backgroundColor = status.backgroundColor == CGColor.white ? CGColor.black : CGColor.white }
        return expectFresh(renderer, root, at: time, step)
    }

    static func change(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test func anUnchangedPageIsDrawnFromItsKeptItems() {
        withVirtualClock(at: 0) { _ in
            let (root, status, _, _) = Self.scene()
            let renderer = CARenderer(width: Self.width, height: Self.height)
            renderer.layer = root
            // The first frame stamps the tree, and nothing is kept from a frame that gave
            // stamps: a subtree changing every frame is never kept.
            #expect(Self.expectFresh(renderer, root, at: 1, "first frame") == 0)
            Self.change { status.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1) }
            // The page's stamp is now an earlier frame's: its items are built and kept.
            #expect(Self.expectFresh(renderer, root, at: 2, "the status changed") == 0)
            #expect(renderer.engine.compositor.pixelsWritten == 20 * 10)
            Self.change { status.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1) }
            // The root's stamp is new (its sublayer changed); the page's 41 layers are
            // one subtree, drawn from its kept items as one.
            let contentsRenders = renderer.engine.compositor.contentsRenders
            #expect(Self.expectFresh(renderer, root, at: 3, "the status changed again") == 1)
            #expect(renderer.engine.compositor.contentsRenders == contentsRenders)
            #expect(renderer.engine.compositor.restingCachedLayers == 0)
            #expect(renderer.engine.compositor.pixelsWritten == 20 * 10)
        }
    }

    @Test func aChangedLabelRebuildsItsPageFromTheOtherLabelsKeptItems() {
        withVirtualClock(at: 0) { _ in
            let (root, status, _, labels) = Self.scene()
            let renderer = Self.renderer(showing: root, status: status)
            Self.change { labels[5].opacity = 0.5 }
            // The page is built again: 39 labels from kept items (the status square was
            // built with a new stamp last frame, so it has none yet).
            #expect(Self.expectFresh(renderer, root, at: 3, "one label faded") == 39)
            // Only the faded label's pixels: 24 × 8 at (36.5, 20.85), warped at a fraction of
            // a pixel, so a texel more each way, rounded out: x 35..<62, y 19..<30.
            #expect(renderer.engine.compositor.pixelsWritten == 27 * 11)
            Self.change { labels[5].contents = nil }
            #expect(Self.expectFresh(renderer, root, at: 4, "its contents gone") == 39 + 1)
        }
    }

    @Test func aMovedPageIsBuiltAgainAndKeptAtItsNewPlace() {
        withVirtualClock(at: 0) { _ in
            let (root, status, page, _) = Self.scene()
            let renderer = Self.renderer(showing: root, status: status)
            #expect(Self.statusChanged(status, renderer, root, at: 3, "kept") == 1)
            Self.change { page.position.x += 3 }
            // The page's own values changed: built again; its labels' geometry changed
            // with it, so none of their items is kept either.
            #expect(Self.expectFresh(renderer, root, at: 4, "moved") == 0)
            // Built somewhere new, a subtree is kept only once built there twice: it may
            // be moving (a scroll), and would be kept for nothing frame after frame.
            #expect(Self.statusChanged(status, renderer, root, at: 5, "the labels built twice at their new place") == 0)
            #expect(Self.statusChanged(status, renderer, root, at: 6, "the labels kept at their new place") == 40)
            #expect(Self.statusChanged(status, renderer, root, at: 7, "the page kept at its new place") == 1)
            Self.change { root.sublayerTransform = CATransform3DMakeTranslation(0, 2, 0) }
            // Moved by its superlayer: the page's geometry is new though its stamp is not.
            #expect(Self.expectFresh(renderer, root, at: 8, "moved from above") == 0)
            #expect(Self.statusChanged(status, renderer, root, at: 9, "built twice there") == 0)
            #expect(Self.statusChanged(status, renderer, root, at: 10, "the page kept there") == 1)
        }
    }

    @Test func aClipFromAboveDecidesToo() {
        withVirtualClock(at: 0) { _ in
            let (root, status, page, _) = Self.scene()
            let holder = CALayer()
            Self.change {
                holder.frame = root.bounds
                page.removeFromSuperlayer()
                holder.addSublayer(page)
                root.insertSublayer(holder, at: 0)
            }
            let renderer = Self.renderer(showing: root, status: status)
            // The holder's subtree (the page and its labels) is kept as one.
            #expect(Self.statusChanged(status, renderer, root, at: 3, "kept") == 1)
            Self.change { holder.bounds.size.height = 80; holder.position.y = 40; holder.masksToBounds = true }
            // The holder changed; the page below it is in the same place but cut at y = 80
            // now: a clip its kept items were not built under.
            #expect(Self.expectFresh(renderer, root, at: 4, "clipped") == 0)
            #expect(Self.statusChanged(status, renderer, root, at: 5, "built twice under its clip") == 0)
            #expect(Self.statusChanged(status, renderer, root, at: 6, "kept under its clip") == 1)
        }
    }

    @Test func anAnimatedSubtreeIsNeverKept() {
        withVirtualClock(at: 0) { clock in
            let (root, _, page, _) = Self.scene()
            let renderer = CARenderer(width: Self.width, height: Self.height)
            renderer.layer = root
            Self.expectFresh(renderer, root, at: 1, "first frame")
            clock.set(to: 2)
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (0.2, 0.8, 1)
            page.add(fade, forKey: "fade")
            // The fading page, changing every frame, is built every frame; its labels
            // (unchanged, in a group now) and the status square from their kept items.
            // The labels and the status square are built and kept on its first frame.
            #expect(Self.expectFresh(renderer, root, at: 2.25, "fading") == 0)
            #expect(Self.expectFresh(renderer, root, at: 2.5, "fading") == 1 + 40)
            #expect(Self.expectFresh(renderer, root, at: 3.5, "faded") == 1 + 40)
        }
    }

    /// The frame where a page is given an animation that has not moved it yet (a
    /// navigation pop's first, for the page on top) presents it anew, with a new stamp,
    /// but draws it from its kept items as one subtree; once it moves it is built.
    @Test func aPageGivenAnAnimationThatHasNotMovedItYetIsDrawnFromItsKeptItems() {
        withVirtualClock(at: 0) { clock in
            let (root, status, page, _) = Self.scene()
            let renderer = Self.renderer(showing: root, status: status)
            clock.set(to: 3)
            let slide = CABasicAnimation(keyPath: "position.x")
            (slide.fromValue, slide.toValue, slide.duration) = (Double(page.position.x), Double(page.position.x) + 30, 1)
            page.add(slide, forKey: "slide")
            // The page as one subtree (its labels, without this, 40 from their own).
            #expect(Self.expectFresh(renderer, root, at: 3, "given the animation") == 1)
            #expect(renderer.engine.compositor.pixelsWritten == 0)
            // Moved: built again, each label too (each moved); only the status square is kept.
            #expect(Self.expectFresh(renderer, root, at: 3.5, "moving") == 1)
            #expect(renderer.engine.compositor.pixelsWritten > 0)
        }
    }

    @Test func aSubtreeMovedEveryFrameIsNotKeptEveryFrame() {
        withVirtualClock(at: 0) { _ in
            let (root, status, _, _) = Self.scene()
            let renderer = Self.renderer(showing: root, status: status)
            // The page and its 40 labels, kept once.
            #expect(renderer.engine.compositor.retainedItemsKept == 41)
            for step in 1...5 {
                Self.change { root.sublayerTransform = CATransform3DMakeTranslation(0, CGFloat(step), 0) }
                #expect(Self.expectFresh(renderer, root, at: 2 + Double(step), "scrolled \(step)") == 0)
            }
            // Each frame built them somewhere new: nothing more kept (nothing allocated for
            // it) but the status square, changed at frame 2, on its first build since.
            #expect(renderer.engine.compositor.retainedItemsKept == 41 + 1)
        }
    }

    /// A scene of 64 labels (a subtree of 65 layers, large enough to be kept while away)
    /// drawn twice, then at time 3 with its page swapped for another (`other`).
    static func pageSwappedOut()
        -> (root: CALayer, page: CALayer, other: CALayer, labels: [CALayer], renderer: CARenderer) {
        let (root, status, page, labels) = scene(labels: 64)
        let other = CALayer()
        change {
            other.frame = page.frame
            other.backgroundColor = CGColor(red: 0.9, green: 0.9, blue: 1, alpha: 1)
        }
        let renderer = renderer(showing: root, status: status)
        change { root.replaceSublayer(page, with: other) }
        expectFresh(renderer, root, at: 3, "the page swapped out")
        return (root, page, other, labels, renderer)
    }

    @Test func aPageThatComesBackUnchangedIsDrawnFromItsLabelsKeptItems() {
        withVirtualClock(at: 0) { _ in
            let (root, page, other, _, renderer) = Self.pageSwappedOut()
            // The labels rest with their bitmaps (the page's own, a colour, has none).
            #expect(renderer.engine.compositor.restingCachedLayers == 64)
            let contentsRenders = renderer.engine.compositor.contentsRenders
            Self.change { root.replaceSublayer(other, with: page) }
            // Back unchanged (not sent again: its layers stayed committed while away): its
            // labels keep their stamps and their items; the page itself, whose kept items
            // held its labels' entries, is built. The status square was kept at frame 3.
            #expect(Self.expectFresh(renderer, root, at: 4, "the page back") == 64 + 1)
            #expect(renderer.engine.compositor.contentsRenders == contentsRenders)
            #expect(renderer.engine.compositor.restingCachedLayers == 0)
        }
    }

    /// A transition's after snapshot of a page that comes back starts from the page's
    /// detached copy (its labels not presented anew), and draws what the live page draws:
    /// the frame where the transition ends shows that snapshot, equal to a fresh renderer's.
    @Test func aSnapshotOfAPageThatComesBackStartsFromItsDetachedCopy() {
        withVirtualClock(at: 0) { clock in
            let (root, page, other, labels, renderer) = Self.pageSwappedOut()
            #expect(renderer.engine.snapshotSubtreesFromDetached == 0)
            // Changed while away: the copy is brought up to date, not drawn as it was.
            Self.change { labels[5].backgroundColor = CGColor(red: 0, green: 0.5, blue: 0, alpha: 1) }
            clock.set(to: 4)
            Self.change {
                let fade = CATransition()
                fade.type = .fade
                fade.duration = 1
                root.add(fade, forKey: nil)
                root.replaceSublayer(other, with: page)
            }
            renderer.render(atTime: 4)
            #expect(renderer.engine.snapshotSubtreesFromDetached == 1)
            let copied = renderer.engine.compositor.finishedTransitionsCopied
            Self.expectFresh(renderer, root, at: 5, "the transition's end, from its after snapshot")
            #expect(renderer.engine.compositor.finishedTransitionsCopied == copied + 1)
        }
    }

    /// A page added back after its siblings (as a navigation push appends its page to
    /// the container) is taken from its detached copy: none of its layers presented anew.
    @Test func aPageAddedBackOnTopComesFromItsDetachedCopy() {
        withVirtualClock(at: 0) { _ in
            let (root, page, other, _, renderer) = Self.pageSwappedOut()
            let (presented, taken) = (renderer.engine.layersPresented, renderer.engine.subtreesFromDetached)
            Self.change {
                other.removeFromSuperlayer()
                root.addSublayer(page)
            }
            Self.expectFresh(renderer, root, at: 4, "the page back on top")
            #expect(renderer.engine.subtreesFromDetached == taken + 1)
            #expect(renderer.engine.layersPresented == presented)
        }
    }

    @Test func aDetachedPageIsKeptUntilFreedOrPushedOut() {
        withVirtualClock(at: 0) { _ in
            let (root, _, page, _) = Self.scene(labels: 64)
            let renderer = CARenderer(width: Self.width, height: Self.height)
            renderer.layer = root
            renderer.render(atTime: 1)
            Self.change { page.removeFromSuperlayer() }
            renderer.render(atTime: 2)
            // The page and its 64 labels, in case they come back.
            #expect(renderer.engine.detachedLayerCount == 65)
            // Two pages that leave after it push it out (two are kept, 2 048 layers at most).
            var others: [CALayer] = []
            for n in 1...2 {
                let other = CALayer()
                Self.change {
                    for _ in 0..<999 { other.addSublayer(CALayer()) }
                    root.addSublayer(other)
                }
                renderer.render(atTime: 2 + Double(n))
                Self.change { other.removeFromSuperlayer() }
                renderer.render(atTime: 2.5 + Double(n))
                others.append(other)
            }
            #expect(renderer.engine.detachedLayerCount == 2 * 1_000)
            // A small subtree is not kept (cheap to present anew): nothing pushed out.
            let small = CALayer()
            Self.change {
                for _ in 0..<9 { small.addSublayer(CALayer()) }
                root.addSublayer(small)
            }
            renderer.render(atTime: 6)
            Self.change { small.removeFromSuperlayer() }
            renderer.render(atTime: 7)
            #expect(renderer.engine.detachedLayerCount == 2 * 1_000)
            // Freed by the app: let go at once.
            others.removeAll()
            Self.change {}
            renderer.render(atTime: 10)
            #expect(renderer.engine.detachedLayerCount == 0)
        }
    }
}
