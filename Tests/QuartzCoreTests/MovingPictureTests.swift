import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// A large page that moves without changing is drawn once as one picture and then
/// placed by whole pixels (issue 19 item 2: a navigation push's frames must not
/// depend on the page's content); at whole-pixel positions every frame is byte for
/// byte the frame a fresh compositor draws item by item, and live drawing resumes
/// without repainting pixels that are already right.
@Suite struct MovingPictureTests {
    static let width = 120, height = 160

    /// Antialiased text-like contents: premultiplied pixels of every alpha.
    static let text = Fixture.image(width: 24, height: 8) { x, y in
        let alpha = UInt8((x * 37 + y * 11) % 256)
        return Pixel(red: alpha / 2, green: alpha / 3, blue: alpha, alpha: alpha)
    }

    /// A window (black) holding a page at `x` (its frame 100×140 at y = 10), opaque
    /// white unless `background` says otherwise, with `labels` text-like sublayers at
    /// fractional positions; label `changed`, if any, shows other contents.
    /// With `animated`, an animation moves the page this frame (`placementAnimates`).
    static func scene(x: CGFloat, labels: Int = 80, background: Pixel? = .white, changed: Int? = nil,
                      configure: (inout LayerProperties) -> Void = { _ in }, outside: Bool = false,
                      animated: Bool = false) -> RenderLayer {
        var sublayers: [RenderLayer] = []
        for i in 0..<labels {
            let lx = CGFloat(i % 4) * 24 + 2.5, ly = CGFloat(i / 4) * 6.6 + 2.25
            sublayers.append(Fixture.layer(UInt64(100 + i), x: lx, y: ly, width: 24, height: 8) {
                $0.contents = i == changed ? Self.otherText : Self.text
            })
        }
        if outside { sublayers.append(Fixture.layer(99, x: -6, y: 40, width: 12, height: 12, color: Fixture.red)) }
        var page = Fixture.layer(2, x: x, y: 10, width: 100, height: 140, color: background, sublayers: sublayers,
                                 configure: configure)
        page.placementAnimates = animated
        return Fixture.layer(1, x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), color: .black, sublayers: [page])
    }

    static let otherText = Fixture.image(width: 24, height: 8) { x, y in
        Pixel(red: UInt8(x * 9), green: 40, blue: UInt8(y * 20), alpha: 255)
    }

    /// A compositor that drew each of `scenes` in turn into one target; the target.
    static func play(_ scenes: [RenderLayer]) -> (LayerCompositor, Bitmap, [Region]) {
        let compositor = LayerCompositor()
        let target = Bitmap(width: width, height: height)
        let damage = scenes.map { compositor.render($0, into: target.view, scale: 1) }
        return (compositor, target, damage)
    }

    /// A compositor that drew the page sliding to 20 and coming to rest there (its
    /// picture kept), then the window without it; the target.
    static func pageThatLeftTheTree() -> (LayerCompositor, Bitmap) {
        let compositor = LayerCompositor()
        let target = Bitmap(width: width, height: height)
        for x: CGFloat in [0, 0, 5, 10, 20, 20] { _ = compositor.render(scene(x: x), into: target.view, scale: 1) }
        let empty = Fixture.layer(1, x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), color: .black)
        _ = compositor.render(empty, into: target.view, scale: 1)
        return (compositor, target)
    }

    /// How many pixels of `target` differ from `scene` drawn by a fresh compositor.
    static func differences(_ target: Bitmap, _ scene: RenderLayer) -> Int {
        let fresh = Fixture.render(scene, width: width, height: height)
        return Fixture.differing(target, fresh)
    }

    @Test func aStillPageThatMovesIsDrawnOnceAsAPictureThenReused() {
        let (compositor, target, _) = Self.play([0, 0, 5, 10, 20, 30].map { Self.scene(x: $0) })
        // At 0 the page is drawn item by item (and counted); at 5 it starts to move (and is
        // remembered); from 10 on it has moved unchanged since the frame before.
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesReused == 2)
        #expect(Self.differences(target, Self.scene(x: 30)) == 0)
    }

    @Test func whileMovingThePictureGoesToTheNearestWholePixel() {
        let (compositor, target, _) = Self.play([0, 0, 5, 10, 30.4].map { Self.scene(x: $0) })
        #expect(compositor.movingPicturesReused == 1)
        #expect(Self.differences(target, Self.scene(x: 30)) == 0)
        let (_, right, _) = Self.play([0, 0, 5, 10, 30.6].map { Self.scene(x: $0) })
        #expect(Self.differences(right, Self.scene(x: 31)) == 0)
    }

    @Test func whenThePageStopsLiveDrawingResumesWithoutRepainting() {
        let (compositor, target, damage) = Self.play([0, 0, 5, 10, 20, 20].map { Self.scene(x: $0) })
        #expect(damage[5].isEmpty)
        #expect(compositor.movingPicturesReused == 1)
        #expect(Self.differences(target, Self.scene(x: 20)) == 0)
    }

    @Test func aChangeAtRestAfterMovingRepaintsOnlyTheChangedLabel() {
        let (_, target, damage) = Self.play([Self.scene(x: 0), Self.scene(x: 0), Self.scene(x: 5), Self.scene(x: 10), Self.scene(x: 20),
                                             Self.scene(x: 20, changed: 13)])
        // Label 13: column 1, row 3 of the page at (20, 10): 24×8 at x 20 + 26.5, y 10 + 22.05, a
        // warp's bounds (a texel more on each side), rounded out.
        #expect(damage[5].rects == [Rect(x: 45, y: 31, width: 27, height: 11)])
        #expect(Self.differences(target, Self.scene(x: 20, changed: 13)) == 0)
    }

    /// A page whose picture moved and came to rest has its labels' items kept from the
    /// frame where it landed (the next frame may not build them again: a navigation's
    /// last frame): a later change to the page alone takes all 80 labels as kept.
    @Test func labelsBuiltWhereAMovingPageLandedAreKept() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        // Each frame: the page at x, stamped `page` (a new stamp where its values changed);
        // the labels keep theirs, as the render engine leaves still subtrees.
        func frame(x: CGFloat, page: UInt64, background: Pixel = .white) {
            var scene = Self.scene(x: x, background: background)
            scene.subtreeStamp = 1_000 + page
            scene.sublayers[0].subtreeStamp = page
            for index in scene.sublayers[0].sublayers.indices { scene.sublayers[0].sublayers[index].subtreeStamp = 10 + UInt64(index) }
            _ = compositor.render(scene, into: target.view, scale: 1, settledStamps: 10_000)
        }
        // At rest (its items kept from the first frame), then moving: remembered at 10,
        // drawn as a picture at 20, the picture placed at 30.
        for (x, page) in [(0, 1), (0, 1), (5, 2), (10, 3), (20, 4), (30, 5)] as [(CGFloat, UInt64)] { frame(x: x, page: page) }
        #expect(compositor.movingPicturesDrawn == 1 && compositor.movingPicturesReused == 1)
        // Landed: the labels are built at 30.
        let used = compositor.retainedItemsUsed
        frame(x: 30, page: 5)
        #expect(compositor.retainedItemsUsed == used)
        // The page's background alone changed: the labels' items are the ones kept where it landed.
        frame(x: 30, page: 6, background: Fixture.green)
        #expect(compositor.retainedItemsUsed == used + 80)
        #expect(Self.differences(target, Self.scene(x: 30, background: Fixture.green)) == 0)
    }

    @Test func aChangeWhileMovingDrawsItemByItemAsAFreshCompositorDoes() {
        let (compositor, target, _) = Self.play([Self.scene(x: 0), Self.scene(x: 0), Self.scene(x: 5), Self.scene(x: 10),
                                                       Self.scene(x: 20, changed: 5)])
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesReused == 0)
        #expect(Self.differences(target, Self.scene(x: 20, changed: 5)) == 0)
    }

    @Test func aPageAnAnimationMovesIsAPictureFromItsFirstFrameOfMoving() {
        // Still at 0, then moved by an animation: the picture is drawn at 5.4 and placed
        // at the nearest whole pixel, as on the frames after.
        let (compositor, target, _) = Self.play([Self.scene(x: 0), Self.scene(x: 0), Self.scene(x: 5.4, animated: true)])
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesReused == 0)
        #expect(Self.differences(target, Self.scene(x: 5)) == 0)
        // Not moved by an animation (a layout, say), its first frame of moving is drawn item by item.
        let (still, _, _) = Self.play([Self.scene(x: 0), Self.scene(x: 0), Self.scene(x: 5.4)])
        #expect(still.movingPicturesDrawn == 0)
    }

    @Test func aPageChangedWhileAnAnimationMovesItIsDrawnItemByItem() {
        let frames = [Self.scene(x: 0), Self.scene(x: 0), Self.scene(x: 5, animated: true), Self.scene(x: 10, animated: true),
                      Self.scene(x: 20, changed: 5, animated: true)]
        let (compositor, target, _) = Self.play(frames)
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesReused == 1)
        #expect(Self.differences(target, Self.scene(x: 20, changed: 5)) == 0)
    }

    /// Through the render engine: a `CABasicAnimation` of a page's position marks its
    /// frames, so the first one that moves it draws the picture.
    @MainActor @Test func aPositionAnimationStartsThePictureOnItsFirstFrame() {
        withVirtualClock(at: 0) { clock in
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: CGFloat(Self.width), height: CGFloat(Self.height))
            let page = CALayer()
            page.frame = CGRect(x: 0, y: 10, width: 100, height: 140)
            page.backgroundColor = CGColor.white
            for i in 0..<80 {
                let label = CALayer()
                label.frame = CGRect(x: CGFloat(i % 4) * 24 + 2.5, y: CGFloat(i / 4) * 6.6 + 2.25, width: 24, height: 8)
                label.contents = Self.text
                page.addSublayer(label)
            }
            root.addSublayer(page)
            let renderer = CARenderer(width: Self.width, height: Self.height)
            renderer.layer = root
            renderer.render(atTime: 1)
            renderer.render(atTime: 2)
            clock.set(to: 3)
            let slide = CABasicAnimation(keyPath: "position.x")
            slide.fromValue = 50.0
            slide.toValue = 70.0
            slide.duration = 1
            page.add(slide, forKey: "slide")
            renderer.render(atTime: 3)
            #expect(renderer.engine.compositor.movingPicturesDrawn == 0)
            renderer.render(atTime: 3.27)
            #expect(renderer.engine.compositor.movingPicturesDrawn == 1)
            renderer.render(atTime: 3.5)
            #expect(renderer.engine.compositor.movingPicturesReused == 1)
        }
    }

    @Test func aSmallPageIsDrawnItemByItem() {
        let (compositor, target, _) = Self.play([0, 0, 5, 10, 20].map { Self.scene(x: $0, labels: 40) })
        #expect(compositor.movingPicturesDrawn == 0)
        #expect(Self.differences(target, Self.scene(x: 20, labels: 40)) == 0)
    }

    /// A page whose picture is not opaque everywhere: drawn as one between whole pixels,
    /// and item by item where it lands on whole pixels (where the move ends), repainted
    /// over the picture's bounds: composited over what lies below, the picture may
    /// differ from its items by a rounding.
    @Test(arguments: [
        ("no background", Self.scene(x: 20, background: nil), Rect(x: 21, y: 11, width: 99, height: 136)),
        ("a translucent background", Self.scene(x: 20, background: Pixel(rawValue: 0x8080_8080)),
         Rect(x: 20, y: 10, width: 100, height: 140)),
        ("rounded corners", Self.scene(x: 20) { $0.cornerRadius = 8 }, Rect(x: 20, y: 10, width: 100, height: 140)),
        ("a sublayer outside it", Self.scene(x: 20, outside: true), Rect(x: 14, y: 10, width: 106, height: 140)),
    ])
    func aPageThatIsNotOpaqueIsDrawnItemByItemWhereItLandsOnWholePixels(_ what: String, _ resting: RenderLayer, _ repainted: Rect) {
        func at(_ x: CGFloat) -> RenderLayer {
            var scene = resting
            scene.sublayers[0].properties.position.x += x - 20
            return scene
        }
        let (compositor, target, damage) = Self.play([at(0), at(0), at(5.5), at(10.3), at(19.6), at(20)])
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesReused == 1)
        #expect(damage[5].bounds == repainted)
        #expect(damage[5].area == repainted.width * repainted.height)
        #expect(Self.differences(target, resting) == 0)
    }

    /// A page whose only see-through rows are those of a label hanging past its bottom,
    /// and below the screen: where it lands on whole pixels it shows only opaque rows,
    /// so it lands as its picture (the same pixels as its items): already drawn there a
    /// frame before (at 19.6, on whole pixels), nothing is repainted. One pixel higher,
    /// a see-through row shows: it lands item by item, repainted whole, as above.
    @Test(arguments: [(CGFloat(20), 2, Rect.zero), (19, 1, Rect(x: 20, y: 19, width: 100, height: 141))])
    func aPageShowingOnlyItsOpaqueRowsLandsAsItsPicture(_ pageY: CGFloat, _ reused: Int, _ repainted: Rect) {
        func at(_ x: CGFloat) -> RenderLayer {
            var scene = Self.scene(x: x)
            scene.sublayers[0].properties.position.y += pageY - 10
            scene.sublayers[0].sublayers.append(Fixture.layer(98, x: 10.5, y: 136.5, width: 24, height: 8) {
                $0.contents = Self.text
            })
            return scene
        }
        let (compositor, target, damage) = Self.play([at(0), at(0), at(5.5), at(10.3), at(19.6), at(20)])
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesReused == reused)
        #expect(damage[5].bounds == repainted)
        #expect(Self.differences(target, at(20)) == 0)
    }

    @Test func aFadingPageThatStopsIsRepaintedAsAFreshCompositorDraws() {
        let half: (inout LayerProperties) -> Void = { $0.opacity = 0.5 }
        let (compositor, target, damage) = Self.play([0, 0, 5, 10, 20, 20].map { Self.scene(x: $0, configure: half) })
        #expect(compositor.movingPicturesDrawn == 1)
        // Drawn at half opacity, the picture is not what the items at full opacity draw: repainted.
        #expect(damage[5].rects == [Rect(x: 20, y: 10, width: 100, height: 140)])
        #expect(Self.differences(target, Self.scene(x: 20, configure: half)) == 0)
    }

    @Test func snapshotsOfAMovingPageAreDrawnItemByItem() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        for x: CGFloat in [0, 0, 5, 10, 20] { _ = compositor.render(Self.scene(x: x), into: target.view, scale: 1) }
        let page = Self.scene(x: 20).sublayers[0]
        let snapshot = compositor.snapshot(page, scale: 1)
        let other = LayerCompositor().snapshot(page, scale: 1)
        #expect(zip(Fixture.pixels(snapshot), Fixture.pixels(other)).filter { $0 != $1 }.isEmpty)
    }

    /// A page that stops and later moves again unchanged (a navigation pop bringing back
    /// the page a push slid away) takes its picture back instead of drawing it again.
    @Test func aPageThatMovesAgainUnchangedTakesItsPictureBack() {
        let (compositor, target, _) = Self.play([0, 0, 5, 10, 20, 20, 30, 40].map { Self.scene(x: $0) })
        // Stopped at 20; at 30 it moves again (remembered), at 40 it has moved unchanged.
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesRecalled == 1)
        #expect(Self.differences(target, Self.scene(x: 40)) == 0)
    }

    /// While a page moves as its picture its labels are not visited, yet what they drew
    /// stays in use (found on the picture's first frame, kept on the others): not put to
    /// rest, so landing does not make it again.
    @Test func whatThePagesLabelsDrewStaysInUseWhileItsPictureMoves() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        for x: CGFloat in [0, 0, 5, 10, 20, 30, 40] {
            _ = compositor.render(Self.scene(x: x), into: target.view, scale: 1)
            // The window, the page and its 80 labels.
            #expect(compositor.cachedLayers == 82)
            #expect(compositor.restingCachedLayers == 0)
        }
        #expect(compositor.movingPicturesReused == 3)
        let made = compositor.contentsRenders
        _ = compositor.render(Self.scene(x: 40), into: target.view, scale: 1)
        #expect(compositor.contentsRenders == made)
        #expect(Self.differences(target, Self.scene(x: 40)) == 0)
    }

    /// A page that left the tree and comes back partly in view as an animation moves it
    /// (a navigation pop sliding the page beneath back in) is its kept picture from that
    /// first frame, its labels not built one by one; not moved by an animation, it is
    /// drawn item by item.
    @Test(arguments: [(true, 1), (false, 0)])
    func aPageComingBackIntoViewAsAnAnimationMovesItIsItsKeptPictureAtOnce(_ animated: Bool, _ recalled: Int) {
        let (compositor, target) = Self.pageThatLeftTheTree()
        let made = compositor.contentsRenders
        _ = compositor.render(Self.scene(x: -40, animated: animated), into: target.view, scale: 1)
        #expect(compositor.movingPicturesRecalled == recalled)
        #expect(compositor.movingPicturesDrawn == 1)
        // As its picture, the labels' entries stay at rest (the window's and the page's
        // are in use); item by item, the 60 labels in view (the first column lies left of
        // the screen) take theirs back from rest, no contents made again.
        #expect(compositor.contentsRenders == made)
        #expect(compositor.cachedLayers - compositor.restingCachedLayers == (animated ? 2 : 62))
        #expect(Self.differences(target, Self.scene(x: -40)) == 0)
    }

    @Test func aPageThatChangedWhileStillIsDrawnAgainWhenItMoves() {
        let scenes = [0, 0, 5, 10, 20, 20].map { Self.scene(x: $0) } + [30, 40].map { Self.scene(x: $0, changed: 3) }
        let (compositor, target, _) = Self.play(scenes)
        #expect(compositor.movingPicturesDrawn == 2)
        #expect(compositor.movingPicturesRecalled == 0)
        #expect(Self.differences(target, Self.scene(x: 40, changed: 3)) == 0)
    }

    /// Recent pictures are kept while they hold no more than their limit (two frames'
    /// bytes on screen), the least recently used dropped first.
    @Test func recentPicturesKeepTheTwoMostRecentlyUsedPages() {
        func entry(_ id: UInt64, width: Int) -> RecentPictures.Entry {
            let subject = Fixture.layer(id, x: 0, y: 0, width: CGFloat(width), height: 10, color: .white)
            return RecentPictures.Entry(picture: RasterizedPicture(subtree: subject, scale: 1, bitmap: Bitmap(width: width, height: 10),
                                                                   x: 0, y: 0),
                                        items: [], isOpaque: true)
        }
        var recent = RecentPictures()
        recent.limit = 2 * 100 * 10 * 4
        recent.keep(entry(1, width: 100))
        recent.keep(entry(2, width: 100))
        // Taking the first back makes the second the oldest: a third goes in over it.
        #expect(recent.recall(entry(1, width: 100).picture.subtree, scale: 1) != nil)
        recent.keep(entry(3, width: 100))
        #expect(recent.entries.map(\.picture.subtree.id.rawValue) == [1, 3])
        #expect(recent.recall(entry(2, width: 100).picture.subtree, scale: 1) == nil)
        #expect(recent.recall(entry(1, width: 100).picture.subtree, scale: 2) == nil)
        // Beside two of the largest, even a small one passes the limit: the oldest goes.
        recent.keep(entry(4, width: 10))
        #expect(recent.entries.map(\.picture.subtree.id.rawValue) == [3, 4])
        #expect(recent.bytes == (100 + 10) * 10 * 4)
        // One larger than the limit (a tall scroll view's content) is not kept, and the
        // others stay; a stale one of its layer goes.
        recent.keep(entry(5, width: 300))
        #expect(recent.entries.map(\.picture.subtree.id.rawValue) == [3, 4])
        recent.keep(entry(3, width: 300))
        #expect(recent.entries.map(\.picture.subtree.id.rawValue) == [4])
        #expect(recent.bytes == 10 * 10 * 4)
    }

    /// A page out of view whose picture is kept (a navigation push about to slide the
    /// page in again) is passed by whole, its labels unvisited; sliding in, it moves as
    /// that picture from its first frame.
    @Test func aPageOutOfViewWithAKeptPictureIsPassedByWhole() {
        let (compositor, target) = Self.pageThatLeftTheTree()
        let outOfView = compositor.layersOutOfView
        _ = compositor.render(Self.scene(x: CGFloat(Self.width)), into: target.view, scale: 1)
        #expect(compositor.layersOutOfView == outOfView + 81)
        for x: CGFloat in [100, 80] {
            _ = compositor.render(Self.scene(x: x, animated: true), into: target.view, scale: 1)
            #expect(Self.differences(target, Self.scene(x: x)) == 0)
        }
        #expect(compositor.movingPicturesDrawn == 1)
        #expect(compositor.movingPicturesRecalled == 1)
    }
}
