import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// A layer that a frame no longer draws keeps its bitmaps for a while (issue 19 item 2:
/// the frame where a page comes back — the end of a transition to it, a navigation pop —
/// must not render all its labels again), within two frames' bytes, the least recently
/// drawn let go first; what comes back is drawn exactly as a fresh compositor draws it.
@Suite struct RestingCachesTests {
    static let width = 40, height = 40
    /// Two frames of the 40 × 40 target.
    static let limit = 2 * width * height * 4

    /// 24 × 8 text-like contents (768 bytes drawn), with pixels of every alpha, and
    /// other contents of that size (the moving pictures' labels).
    static let text = MovingPictureTests.text
    static let otherText = MovingPictureTests.otherText

    /// A page (layer `id`) of `labels` layers showing `contents` at fractional positions,
    /// with IDs from `id` + 1 on.
    static func page(_ id: UInt64, labels: Int, contents: CGImage = text) -> RenderLayer {
        let sublayers = (0..<labels).map { i in
            Fixture.layer(id + 1 + UInt64(i), x: 2.5 + CGFloat(i % 2) * 12, y: 1.25 + CGFloat(i) * 3.5, width: 24, height: 8) {
                $0.contents = contents
            }
        }
        return Fixture.layer(id, x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), color: .white,
                             sublayers: sublayers)
    }

    /// The window (black) showing `pages`.
    static func window(_ pages: RenderLayer...) -> RenderLayer {
        Fixture.layer(1, x: 0, y: 0, width: CGFloat(width), height: CGFloat(height), color: .black, sublayers: pages)
    }

    /// Whether `target` is, pixel for pixel, `scene` drawn by a fresh compositor.
    static func isFresh(_ target: Bitmap, _ scene: RenderLayer) -> Bool {
        Fixture.pixels(target) == Fixture.pixels(Fixture.render(scene, width: width, height: height))
    }

    @Test func aPageThatComesBackIsNotRenderedAgain() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        let a = Self.page(10, labels: 3), b = Self.page(20, labels: 2)
        _ = compositor.render(Self.window(a), into: target.view, scale: 1)
        #expect(compositor.contentsRenders == 3)
        #expect(compositor.restingCachedLayers == 0 && compositor.restingCacheBytes == 0)
        _ = compositor.render(Self.window(b), into: target.view, scale: 1)
        #expect(compositor.contentsRenders == 5)
        // Page a's labels rest (their 24 × 8 bitmaps; the page's white background is a fill, no bitmap).
        #expect(compositor.restingCachedLayers == 3 && compositor.restingCacheBytes == 3 * 24 * 8 * 4)
        _ = compositor.render(Self.window(a), into: target.view, scale: 1)
        #expect(compositor.contentsRenders == 5)
        #expect(compositor.restingCachedLayers == 2 && compositor.restingCacheBytes == 2 * 24 * 8 * 4)
        #expect(Self.isFresh(target, Self.window(a)))
        _ = compositor.render(Self.window(b), into: target.view, scale: 1)
        #expect(compositor.contentsRenders == 5)
        #expect(Self.isFresh(target, Self.window(b)))
    }

    @Test func contentsChangedWhileAwayAreRenderedAgain() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        _ = compositor.render(Self.window(Self.page(10, labels: 3)), into: target.view, scale: 1)
        _ = compositor.render(Self.window(), into: target.view, scale: 1)
        let changed = Self.window(Self.page(10, labels: 3, contents: Self.otherText))
        _ = compositor.render(changed, into: target.view, scale: 1)
        #expect(compositor.contentsRenders == 6)
        #expect(Self.isFresh(target, changed))
        #expect(compositor.restingCachedLayers == 0 && compositor.restingCacheBytes == 0)
    }

    @Test func theLeastRecentlyDrawnGoFirstBeyondTwoFrames() {
        // Pages of 5 labels (768 bytes each) against a limit of 12 800 bytes: 16 labels rest, not 20.
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        let pages = [10, 20, 30, 40, 50].map { Self.page(UInt64($0), labels: 5) }
        for page in pages { _ = compositor.render(Self.window(page), into: target.view, scale: 1) }
        #expect(compositor.contentsRenders == 25)
        #expect(compositor.restingCachedLayers == 16 && compositor.restingCacheBytes == 16 * 768)
        // Pages 20, 30 and 40 rest whole; of page 10, drawn first, four labels were let go.
        for page in pages[1...3] { _ = compositor.render(Self.window(page), into: target.view, scale: 1) }
        #expect(compositor.contentsRenders == 25)
        _ = compositor.render(Self.window(pages[0]), into: target.view, scale: 1)
        #expect(compositor.contentsRenders == 29)
        #expect(Self.isFresh(target, Self.window(pages[0])))
    }

    @Test(arguments: [2.0, 2.5])
    func aStretchedLabelKeepsItsInkAlone(x: CGFloat) {
        // 30 × 12 contents, opaque red in columns 5…14 and rows 4…7, stretched to 30 × 24:
        // row y samples source row (y + 0.5) / 2 − 0.5, so rows 7…16 have ink (10 × 10 of 30 × 24),
        // rows 9…14 all red.
        let text = Fixture.image(width: 30, height: 12) { x, y in (5...14).contains(x) && (4...7).contains(y) ? Fixture.red : .clear }
        let shown = Self.window(Fixture.layer(10, x: x, y: 3, width: 30, height: 24) { $0.contents = text })
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        _ = compositor.render(shown, into: target.view, scale: 1)
        let first = Fixture.pixels(target)
        if x == 2 {
            #expect(target[2 + 5, 3 + 12] == Fixture.red && target[2 + 14, 3 + 9] == Fixture.red && target[2 + 14, 3 + 14] == Fixture.red)
            #expect(target[2 + 4, 3 + 12] == .black && target[2 + 15, 3 + 12] == .black)
            #expect(target[2 + 9, 3 + 6] == .black && target[2 + 9, 3 + 17] == .black)
            #expect(target[2 + 9, 3 + 7] != .black && target[2 + 9, 3 + 16] != .black)
        }
        _ = compositor.render(Self.window(), into: target.view, scale: 1)
        // Its bitmap rests as the 10 × 10 ink (400 bytes), not the 30 × 24 stretch (2 880).
        #expect(compositor.restingCachedLayers == 1 && compositor.restingCacheBytes == 10 * 10 * 4)
        _ = compositor.render(shown, into: target.view, scale: 1)
        #expect(compositor.contentsRenders == 1)
        #expect(Fixture.pixels(target) == first)
        #expect(Self.isFresh(target, shown))
    }

    @Test func anEntryLargerThanTheLimitIsNotKept() {
        // One label whose bitmap (80 × 20: 6 400 bytes) outweighs two 20 × 20 frames (3 200 bytes).
        let compositor = LayerCompositor()
        let target = Bitmap(width: 20, height: 20)
        let big = Fixture.layer(10, x: 0, y: 0, width: 20, height: 20, sublayers: [
            Fixture.layer(11, x: 0, y: 0, width: 80, height: 20) {
                $0.contents = Fixture.image(width: 80, height: 20) { _, _ in Fixture.red }
            },
        ])
        _ = compositor.render(big, into: target.view, scale: 1)
        _ = compositor.render(Fixture.layer(20, x: 0, y: 0, width: 20, height: 20, color: .black), into: target.view, scale: 1)
        #expect(compositor.restingCachedLayers == 0 && compositor.restingCacheBytes == 0)
    }

    @MainActor @Test func aFreedLayersBitmapsAreLetGoAtTheNextCommit() {
        withVirtualClock { clock in
            let stage = Stage(width: Self.width, height: Self.height)
            var label: CALayer? = CALayer()
            weak let freed = label
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            label?.frame = CGRect(x: 2.5, y: 1.25, width: 24, height: 8)
            label?.contents = Self.text
            if let label { stage.root.addSublayer(label) }
            CATransaction.commit()
            stage.render(at: 100, clock)
            let compositor = stage.renderer.engine.compositor
            #expect(compositor.contentsRenders == 1 && compositor.restingCachedLayers == 0)
            label?.removeFromSuperlayer()
            stage.render(at: 101, clock)
            #expect(compositor.restingCachedLayers == 1 && compositor.restingCacheBytes == 24 * 8 * 4)
            label = nil
            #expect(freed == nil)
            // No layer changed: the commit carries only the freed layer.
            stage.render(at: 102, clock)
            #expect(compositor.restingCachedLayers == 0 && compositor.restingCacheBytes == 0)
        }
    }

    @Test func aLabelsBitmapIsMadeAgainOnlyWhenAValueItComesFromChanges() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: Self.width, height: Self.height)
        func label(_ configure: (inout LayerProperties) -> Void = { _ in }) -> RenderLayer {
            Self.window(Fixture.layer(10, x: 2.5, y: 1.25, width: 30, height: 12) {
                $0.contents = Self.text
                configure(&$0)
            })
        }
        func topLeft28(_ p: inout LayerProperties) {
            p.contentsGravity = .topLeft
            p.bounds.size.width = 28
        }
        let changes: [(String, RenderLayer, Int)] = [
            ("first frame", label(), 1),
            ("unchanged", label(), 1),
            ("moved", label { $0.position.x += 3 }, 1),
            ("bounds, stretched", label { $0.bounds.size.width = 28 }, 2),
            ("gravity", label { $0.contentsGravity = .topLeft }, 3),
            ("gravity, unchanged", label { $0.contentsGravity = .topLeft }, 3),
            // At the top left the image lands where it did: laid out again, drawn as it was.
            ("bounds, image unmoved", label { $0.contentsGravity = .topLeft; $0.bounds.size.width = 28 }, 3),
            // From here on each step changes one more value (a value the check left out
            // would show the last step's bitmap, which the fresh comparison catches).
            ("masks to bounds", label { topLeft28(&$0); $0.masksToBounds = true }, 4),
            ("corner radius", label { topLeft28(&$0); $0.masksToBounds = true; $0.cornerRadius = 3 }, 5),
            ("contents scale", label {
                topLeft28(&$0); $0.masksToBounds = true; $0.cornerRadius = 3; $0.contentsScale = 2
            }, 6),
            ("centre", label {
                topLeft28(&$0); $0.masksToBounds = true; $0.cornerRadius = 3; $0.contentsScale = 2
                $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
            }, 7),
            ("image", label {
                topLeft28(&$0); $0.masksToBounds = true; $0.cornerRadius = 3; $0.contentsScale = 2
                $0.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
                $0.contents = Self.otherText
            }, 8),
        ]
        for (name, scene, renders) in changes {
            _ = compositor.render(scene, into: target.view, scale: 1)
            #expect(compositor.contentsRenders == renders, "\(name)")
            #expect(Self.isFresh(target, scene), "\(name)")
        }
    }
}
