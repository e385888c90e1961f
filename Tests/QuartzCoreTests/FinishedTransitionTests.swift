import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// The frame where a transition ends copies its "after" snapshot instead of drawing a
/// large page item by item, when that is exact (issue 19 item 2: the frame where the
/// live tree comes back must not cost more for a fuller page); the frame after
/// compares the page's items with it and repaints nothing. Every frame is byte for
/// byte what a fresh compositor draws.
@Suite struct FinishedTransitionTests {
    static let width = 120, height = 160

    /// Antialiased text-like contents (the moving pictures' labels).
    static let text = MovingPictureTests.text

    /// A page (layer 2, its frame 100 × 140 at (`x`, 10)) with `labels` text-like
    /// sublayers at fractional positions, filled with `background`; with `outside`, one
    /// more sublayer reaching past its left edge.
    /// With `below`, one more label hangs below its bottom edge, out of the window while
    /// the page is at y = 10.
    static func page(x: CGFloat = 10, y: CGFloat = 10, labels: Int = 80, background: Pixel? = .white,
                     outside: Bool = false, below: Bool = false) -> RenderLayer {
        var sublayers: [RenderLayer] = []
        for i in 0..<labels {
            let x: CGFloat = CGFloat(i % 4) * 24 + 2.5, y: CGFloat = CGFloat(i / 4) * 6.6 + 2.25
            sublayers.append(Fixture.layer(UInt64(100 + i), x: x, y: y, width: 24, height: 8) { $0.contents = Self.text })
        }
        if outside { sublayers.append(Fixture.layer(99, x: -6, y: 40, width: 12, height: 12, color: Fixture.red)) }
        if below { sublayers.append(Fixture.layer(98, x: 30.5, y: 152.25, width: 24, height: 8) { $0.contents = Self.text }) }
        return Fixture.layer(2, x: x, y: y, width: 100, height: 140, color: background, sublayers: sublayers)
    }

    /// The window (black) showing `content`.
    static func window(_ content: RenderLayer) -> RenderLayer {
        Fixture.layer(1, x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), color: .black, sublayers: [content])
    }

    /// What the window showed before: a blue square where the page will be.
    static let before = window(Fixture.layer(3, x: 20, y: 20, width: 50, height: 50, color: Fixture.blue))

    /// `page`'s snapshot as the render engine takes it: drawn by its own compositor.
    static func snapshot(_ page: RenderLayer) -> CGImage {
        CGImage(bitmap: LayerCompositor().snapshot(page, scale: 1))
    }

    /// Draws `before`, then the window showing `page` as the frame where its transition
    /// ends (its snapshot handed over), then the same window again; returns the
    /// compositor, the target and the last two frames' damage.
    static func finish(_ page: RenderLayer, snapshot: CGImage? = nil) -> (LayerCompositor, Bitmap, [Region]) {
        let compositor = LayerCompositor()
        let target = Bitmap(width: width, height: height)
        _ = compositor.render(before, into: target.view, scale: 1)
        let ending = compositor.render(window(page), into: target.view, scale: 1,
                                       finishedTransitions: [page.id: snapshot ?? Self.snapshot(page)])
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(window(page), width: width, height: height)))
        let after = compositor.render(window(page), into: target.view, scale: 1)
        return (compositor, target, [ending, after])
    }

    @Test func aLargeOpaquePageIsCopiedFromItsSnapshotAndNotRepainted() {
        let (compositor, target, damage) = Self.finish(Self.page())
        #expect(compositor.finishedTransitionsCopied == 1)
        // The ending frame wrote the page and the square's old place; the next, nothing.
        #expect(damage[0].bounds == Rect(x: 10, y: 10, width: 100, height: 140))
        #expect(damage[1].isEmpty)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(Self.window(Self.page()), width: Self.width,
                                                                          height: Self.height)))
    }

    @Test func aLabelChangedAfterTheEndRepaintsOnlyItself() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        _ = compositor.render(Self.before, into: target.view, scale: 1)
        let page = Self.page()
        _ = compositor.render(Self.window(page), into: target.view, scale: 1,
                              finishedTransitions: [page.id: Self.snapshot(page)])
        var changed = page
        changed.sublayers[5].properties.contents = Fixture.image(width: 24, height: 8) { _, _ in Fixture.green }
        let damage = compositor.render(Self.window(changed), into: target.view, scale: 1)
        // Label 5 at (36.5, 18.85), 24 × 8, with the pixel its bilinear edges reach on each side.
        #expect(damage.bounds == Rect(x: 35, y: 17, width: 27, height: 11))
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(Self.window(changed), width: Self.width,
                                                                          height: Self.height)))
    }

    @Test(arguments: [
        ("a see-through page", page(background: Pixel(red: 100, green: 100, blue: 100, alpha: 200))),
        ("a page off the pixel grid", page(x: 10.5)),
        ("a small page", page(labels: 20)),
        ("a sublayer past the page's bounds", page(outside: true)),
    ])
    func otherPagesAreDrawnItemByItem(_ name: String, _ page: RenderLayer) {
        let (compositor, target, damage) = Self.finish(page)
        #expect(compositor.finishedTransitionsCopied == 0)
        #expect(damage[1].isEmpty)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(Self.window(page), width: Self.width,
                                                                          height: Self.height)))
    }

    /// A page of 200 × 200 pixels (large enough for `Occlusion` to look at) with
    /// text-like labels over `background`.
    static func largePage(background: Pixel?, blur: Bool = false) -> RenderLayer {
        var labels: [RenderLayer] = []
        for i in 0..<70 {
            let x = CGFloat(i % 5) * 38 + 3.5, y = CGFloat(i / 5) * 14 + 2.25
            labels.append(Fixture.layer(UInt64(300 + i), x: x, y: y, width: 24, height: 8) { $0.contents = Self.text })
        }
        if blur { labels[3].properties.backdrop = BackdropProperties(blurRadius: 2) }
        return Fixture.layer(4, x: 0, y: 0, width: 200, height: 200, color: background, sublayers: labels)
    }

    /// Each case: the page, whether its snapshot is known opaque, whether it is opaque
    /// (scanned), and whether the frame where its transition ends copies it.
    @Test(arguments: [
        ("an opaque background under everything", largePage(background: .white), true, true, true),
        ("no background: the labels' edges show through", largePage(background: nil), false, false, false),
        ("a see-through background", largePage(background: Pixel(red: 200, green: 200, blue: 200, alpha: 200)),
         false, false, false),
        ("a blur in it (it may pull in what lies outside)", largePage(background: .white, blur: true), false, true, false),
        ("too small to look at: not known, opaque when scanned", page(), false, true, true),
    ])
    func aSnapshotIsKnownOpaqueWhenAnOpaqueItemCoversIt(_ name: String, _ page: RenderLayer, known: Bool, opaque: Bool,
                                                         copied: Bool) {
        let image = LayerCompositor().snapshotImage(page, scale: 1)
        #expect(image.isKnownOpaque == known)
        #expect(image.bitmap.view.isOpaque == opaque)
        // Known opaque or scanned, the frame where the transition ends copies it; the
        // picture is a fresh compositor's either way (`finish` checks), the next frame's damage empty.
        let (compositor, _, damage) = Self.finish(page, snapshot: image)
        #expect(compositor.finishedTransitionsCopied == (copied ? 1 : 0))
        #expect(damage[1].isEmpty)
    }

    @Test func aSnapshotWithABlurIsNotCopied() {
        var page = Self.page()
        page.sublayers[0].properties.backdrop = BackdropProperties(blurRadius: 2)
        let (compositor, _, _) = Self.finish(page)
        #expect(compositor.finishedTransitionsCopied == 0)
    }

    /// A container showing a blue page; `page` (white, 80 text-like sublayers) to swap in.
    @MainActor static func transitionScene() -> (renderer: CARenderer, container: CALayer, old: CALayer, page: CALayer) {
        let renderer = CARenderer(width: width, height: height)
        let container = CALayer(), old = CALayer(), page = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        container.frame = CGRect(x: 0, y: 0, width: width, height: height)
        old.frame = container.bounds
        old.backgroundColor = CGColor(Fixture.blue)
        page.frame = container.bounds
        page.backgroundColor = CGColor(.white)
        for i in 0..<80 {
            let label = CALayer()
            label.frame = CGRect(x: CGFloat(i % 4) * 24 + 2.5, y: CGFloat(i / 4) * 6.6 + 2.25, width: 24, height: 8)
            label.contents = text
            page.addSublayer(label)
        }
        container.addSublayer(old)
        CATransaction.commit()
        renderer.layer = container
        return (renderer, container, old, page)
    }

    /// The transition scene, its new page changed by `prepare` (without animation), drawn
    /// at 99, its old page swapped for the new one under a one-second push at 100, and
    /// the push's first frame, at 100, drawn.
    @MainActor static func startedPush(_ clock: VirtualMediaClock, prepare: (CALayer) -> Void = { _ in })
        -> (renderer: CARenderer, container: CALayer, page: CALayer) {
        let (renderer, container, old, page) = transitionScene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        prepare(page)
        CATransaction.commit()
        renderer.render(atTime: 99)
        clock.set(to: 100)
        CATransaction.begin()
        container.add(TransitionReuseTests.push(duration: 1), forKey: nil)
        old.removeFromSuperlayer()
        container.addSublayer(page)
        CATransaction.commit()
        renderer.render(atTime: 100)
        return (renderer, container, page)
    }

    /// `startedPush`, and its frame at 100.5 drawn.
    @MainActor static func pushedPage(_ clock: VirtualMediaClock) -> (renderer: CARenderer, container: CALayer,
                                                                       page: CALayer) {
        let pushed = startedPush(clock)
        pushed.renderer.render(atTime: 100.5)
        return pushed
    }

    /// Expects `renderer`'s picture to be what a fresh renderer draws of `container` at
    /// `time` (`renderer` lets go of the tree).
    @MainActor static func expectFresh(_ renderer: CARenderer, _ container: CALayer, at time: Double) {
        let shown = Fixture.pixels(renderer.bitmap)
        renderer.layer = nil
        let fresh = CARenderer(width: width, height: height)
        fresh.layer = container
        fresh.render(atTime: time)
        #expect(shown == Fixture.pixels(fresh.bitmap))
    }

    @MainActor @Test(arguments: [false, true])
    func aTransitionEndsOnItsSnapshotUnlessThePageChanged(changed: Bool) {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, page) = Self.pushedPage(clock)
            if changed {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                page.sublayers?[3].backgroundColor = CGColor(Fixture.red)
                CATransaction.commit()
            }
            renderer.render(atTime: 101.5)
            let compositor = renderer.engine.compositor
            #expect(compositor.finishedTransitionsCopied == (changed ? 0 : 1))
            #expect(renderer.render(atTime: 102).isEmpty)
            Self.expectFresh(renderer, container, at: 103)
        }
    }

    /// After the frame where the transition ends, its snapshot stays the page's picture
    /// while nothing in the page changes: the frame that commits the transition's removal
    /// presents no layer and builds no label. A label changed later is drawn live again,
    /// only its pixels written, the picture a fresh renderer's.
    @MainActor @Test func theSnapshotStaysThePagesPictureUntilALabelChanges() {
        withVirtualClock(at: 0) { clock in
            let (renderer, container, page) = Self.pushedPage(clock)
            renderer.render(atTime: 101.5)
            let compositor = renderer.engine.compositor
            #expect(compositor.finishedTransitionsCopied == 1)
            #expect(container.animationKeys() == nil)
            let presented = renderer.engine.layersPresented
            #expect(renderer.render(atTime: 102).isEmpty)
            #expect(compositor.finishedPicturesShown == 1)
            #expect(renderer.engine.layersPresented == presented)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            page.sublayers?[5].backgroundColor = CGColor(Fixture.red)
            CATransaction.commit()
            let damage = renderer.render(atTime: 103)
            #expect(compositor.finishedPicturesShown == 1)
            // Label 5 at (26.5, 8.85), 24 × 8: the pixels its background touches.
            #expect(damage.bounds == Rect(x: 26, y: 8, width: 25, height: 9))
            Self.expectFresh(renderer, container, at: 104)
        }
    }

    /// Draws the window showing each of `pages` in turn, moved by an animation, and
    /// expects each frame to be what a fresh compositor draws.
    static func move(_ pages: [RenderLayer], _ compositor: LayerCompositor, _ target: Bitmap) {
        for var moving in pages {
            moving.placementAnimates = true
            _ = compositor.render(window(moving), into: target.view, scale: 1)
            #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(window(moving), width: width, height: height)))
        }
    }

    /// A page an animation starts moving after its transition ended unchanged (a
    /// navigation push sliding away the page a transition brought) moves as the
    /// transition's "after" snapshot, not drawn again; every frame as a fresh
    /// compositor draws it.
    @Test func aPageThatStartsMovingAfterItsTransitionMovesAsItsSnapshot() {
        let (compositor, target, _) = Self.finish(Self.page())
        Self.move([15, 20, 30].map { Self.page(x: $0) }, compositor, target)
        #expect(compositor.movingPicturesRecalled == 1)
        #expect(compositor.movingPicturesDrawn == 0)
    }

    @Test func aPageChangedAfterItsTransitionIsDrawnAgainWhenItStartsMoving() {
        let (compositor, target, _) = Self.finish(Self.page())
        for x: CGFloat in [15, 20] {
            var moving = Self.page(x: x, background: Fixture.blue)
            moving.placementAnimates = true
            _ = compositor.render(Self.window(moving), into: target.view, scale: 1)
        }
        #expect(compositor.movingPicturesRecalled == 0)
        #expect(compositor.movingPicturesDrawn == 1)
    }

    /// A label the snapshot leaves out (below the page's bounds, out of the window when
    /// the transition ended) is drawn around the snapshot's copy: it shows when the page
    /// moves up, every frame as a fresh compositor draws it.
    @Test func labelsPastTheSnapshotAreDrawnAroundItWhenThePageMoves() {
        let (compositor, target, _) = Self.finish(Self.page(below: true))
        #expect(compositor.finishedTransitionsCopied == 1)
        Self.move([5, 0, -10].map { Self.page(y: $0, below: true) }, compositor, target)
        #expect(compositor.movingPicturesRecalled == 1)
        #expect(compositor.movingPicturesDrawn == 0)
    }

    /// Between whole pixels the picture is shown at the nearest one, see-through pixels
    /// and all: the strip around the snapshot holds only what its labels drew (its
    /// pixels are cleared first, not left as the block held them).
    @Test func thePictureAroundTheSnapshotHoldsOnlyItsLabels() {
        let (compositor, target, _) = Self.finish(Self.page(below: true))
        Self.move([5, 0].map { Self.page(y: $0, below: true) }, compositor, target)
        var between = Self.page(y: -10.4, below: true)
        between.placementAnimates = true
        _ = compositor.render(Self.window(between), into: target.view, scale: 1)
        #expect(compositor.movingPicturesRecalled == 1)
        let nearest = Fixture.render(Self.window(Self.page(y: -10, below: true)), width: Self.width, height: Self.height)
        #expect(Fixture.differing(target, nearest) == 0)
    }

    /// The frame where a page is given an animation that will move it (a navigation
    /// push's first, for the page it covers) presents the page anew but still shows it
    /// where it was: its snapshot stays its picture, nothing is repainted, and the next
    /// frame moves that picture.
    @Test func aPageGivenAnAnimationStillShowsItsSnapshotUntilItMoves() {
        let (compositor, target, _) = Self.finish(Self.page())
        let shown = compositor.finishedPicturesShown
        var starting = Self.page()
        starting.placementAnimates = true
        #expect(compositor.render(Self.window(starting), into: target.view, scale: 1).isEmpty)
        #expect(compositor.finishedPicturesShown == shown + 1)
        Self.move([15].map { Self.page(x: $0) }, compositor, target)
        #expect(compositor.movingPicturesRecalled == 1)
        #expect(compositor.movingPicturesDrawn == 0)
    }

    /// A page that moved before (its picture kept) and is brought back unchanged by a
    /// transition (the two pages a transition swaps, shown in turn) moves again as its
    /// kept picture, found as it is: its snapshot is neither copied nor its items built.
    @Test func aPageBroughtBackAsItWasMovesAsItsKeptPictureNotItsSnapshot() throws {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        func movingPicture() -> ObjectIdentifier? {
            guard case let .image(paint)? = compositor.lastItems.first(where: { $0.id.part == .movingPicture })?.paint
            else { return nil }
            return paint.sourceObject
        }
        for _ in 0..<2 { _ = compositor.render(Self.window(Self.page()), into: target.view, scale: 1) }
        Self.move([15].map { Self.page(x: $0) }, compositor, target)
        let kept = try #require(movingPicture())
        for _ in 0..<2 { _ = compositor.render(Self.window(Self.page()), into: target.view, scale: 1) }
        _ = compositor.render(Self.window(Self.page()), into: target.view, scale: 1,
                              finishedTransitions: [Self.page().id: Self.snapshot(Self.page())])
        #expect(compositor.finishedTransitionsCopied == 1)
        Self.move([15, 20].map { Self.page(x: $0) }, compositor, target)
        #expect(movingPicture() == kept)
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesRecalled == 1)
    }

    /// The frame where a transition starts, at progress 0, shows its "before" snapshot
    /// unmoved: where the page showed that same picture as its finished transition the
    /// frame before (back-to-back transitions), nothing is repainted; the next frame
    /// draws the transition. A curl is left to its kernel. Every frame is a fresh render.
    @Test(arguments: [CATransitionType.push, .fade, .flip, .reveal, .pageCurl])
    func aTransitionStartingOverThePictureItFinishedOnRepaintsNothingAtProgressZero(_ type: CATransitionType) {
        let page = Self.page()
        let snapshot = Self.snapshot(page)
        let (compositor, target, _) = Self.finish(page, snapshot: snapshot)
        let next = Self.page(labels: 40)
        func starting(_ progress: Double) -> RenderLayer {
            var layer = page
            layer.transition = TransitionFrame(snapshotID: 7, before: snapshot, after: Self.snapshot(next), type: type,
                                               subtype: .fromRight, progress: progress)
            return Self.window(layer)
        }
        let start = compositor.render(starting(0), into: target.view, scale: 1)
        #expect(start.isEmpty == (type != .pageCurl))
        // The page as it was: its "before" picture, unmoved.
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(Self.window(page), width: Self.width, height: Self.height)))
        let moving = compositor.render(starting(0.25), into: target.view, scale: 1)
        #expect(moving.bounds == Rect(x: 10, y: 10, width: 100, height: 140))
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(starting(0.25), width: Self.width, height: Self.height)))
    }
}
