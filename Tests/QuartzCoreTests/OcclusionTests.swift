import CoreGraphics
@testable import QuartzCore
import Raster
import Testing

/// A damaged rectangle is drawn from the topmost item that paints all of it opaque:
/// the fill and the items below it are left out (issue 19: a frame's cost is memory
/// traffic, and a page's background hides the window's). Judged exactly: only opaque
/// colours on whole-pixel square rectangles and opaque pictures on whole pixels hide.
@Suite struct OcclusionTests {
    /// A 400 × 400 window (black) with a 300 × 300 page at (`x`, 50) filled with
    /// `color` (corner radius `radius`, opacity `opacity`) holding one label.
    static func items(x: CGFloat = 50, color: Pixel = .white, radius: CGFloat = 0, opacity: Float = 1) -> [DrawItem] {
        let label = Fixture.layer(3, x: 10.5, y: 10.25, width: 24, height: 8, color: Fixture.red)
        let page = Fixture.layer(2, x: x, y: 50, width: 300, height: 300, color: color, sublayers: [label]) {
            $0.cornerRadius = radius
            $0.opacity = opacity
        }
        let window = Fixture.layer(1, x: 0, y: 0, width: 400, height: 400, color: .black, sublayers: [page])
        var list: [DrawItem] = []
        DisplayListBuilder(scale: 1, kernels: .simd, caches: ContentsCacheStore()).items(forRoot: window, into: &list)
        return list
    }

    @Test func theTopmostOpaqueRectangleHidesWhatLiesBelow() {
        let list = Self.items()
        #expect(list.map(\.id.layer.rawValue) == [1, 2, 3])
        // Inside the page: from the page's background on; across its edge: from the window's.
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 60, y: 60, width: 200, height: 200)) == 1)
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 50, y: 50, width: 300, height: 300)) == 1)
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 40, y: 60, width: 200, height: 200)) == 0)
        // A rectangle under 128 × 128 pixels draws everything.
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 60, y: 60, width: 127, height: 128)) == nil)
    }

    /// A page that does not hide what lies below: its x, colour, corner radius, opacity.
    struct Page: Sendable, CustomTestStringConvertible {
        let name: String
        var x: CGFloat = 50, color: Pixel = .white, radius: CGFloat = 0, opacity: Float = 1
        var testDescription: String { name }
    }

    @Test(arguments: [
        Page(name: "see-through", color: Pixel(red: 100, green: 100, blue: 100, alpha: 200)),
        Page(name: "rounded", radius: 8),
        Page(name: "faded", opacity: 0.5),
    ])
    func pagesThatDoNotHideAreDrawnOverWhatIsBelow(_ page: Page) {
        let list = Self.items(x: page.x, color: page.color, radius: page.radius, opacity: page.opacity)
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 60, y: 60, width: 200, height: 200)) == 0)
    }

    /// A page between pixels (sliding) hides what lies under the pixels it covers
    /// whole: all but a column at each fractional edge (the fill kernels' margin).
    @Test func aPageOffThePixelGridHidesAllButItsEdges() {
        let list = Self.items(x: 50.5)
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 52, y: 50, width: 200, height: 300)) == 1)
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 149, y: 50, width: 200, height: 300)) == 1)
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 51, y: 50, width: 200, height: 300)) == 0)
        #expect(Occlusion.firstDrawn(in: list, for: Rect(x: 150, y: 50, width: 200, height: 300)) == 0)
    }

    @Test func anOpaquePictureOnWholePixelsHides() {
        let bitmap = Bitmap(width: 200, height: 200, fill: Fixture.green)
        func picture(at x: Double, opaque: Bool) -> DrawItem {
            let paint = ImagePaint(source: .bitmap(bitmap), crop: bitmap.bounds, placement: .translation(x, 100),
                                   isOpaque: opaque)
            return DrawItem(id: ItemID(layer: LayerID(rawValue: 9), part: .movingPicture), paint: .image(paint),
                            opacity: 255, clip: nil, bounds: paint.deviceBounds)
        }
        let rect = Rect(x: 120, y: 120, width: 150, height: 150)
        #expect(Occlusion.firstDrawn(in: Self.items() + [picture(at: 100, opaque: true)], for: rect) == 3)
        #expect(Occlusion.firstDrawn(in: Self.items() + [picture(at: 100, opaque: false)], for: rect) == 1)
        #expect(Occlusion.firstDrawn(in: Self.items() + [picture(at: 100.5, opaque: true)], for: rect) == 1)
    }

    /// A transition's frame hides what lies below where its type makes every pixel from
    /// its snapshots' and both are known opaque (a push's snapshots tile the layer); a
    /// flip's card leaves pixels, and a see-through snapshot shows what is below.
    @Test(arguments: [(CATransitionType.push, true, true), (.moveIn, true, true), (.reveal, true, true),
                      (.fade, true, true), (.pageCurl, true, true), (.flip, true, false), (.push, false, false)])
    func aTransitionBetweenOpaqueSnapshotsHides(_ type: CATransitionType, opaqueSnapshots: Bool, hides: Bool) {
        func snapshot(_ color: Pixel) -> CGImage {
            CGImage(bitmap: Bitmap(width: 200, height: 200, fill: color), isKnownOpaque: opaqueSnapshots)
        }
        let frame = TransitionFrame(snapshotID: 1, before: snapshot(Fixture.green), after: snapshot(Fixture.blue),
                                    type: type, subtype: .fromRight, progress: 0.3)
        #expect(frame.isOpaque == hides)
        let paint = ImagePaint(source: .transition(TransitionScratch(width: 200, height: 200), frame),
                               crop: Rect(x: 0, y: 0, width: 200, height: 200), placement: .translation(100, 100),
                               isOpaque: frame.isOpaque)
        let item = DrawItem(id: ItemID(layer: LayerID(rawValue: 9), part: .transition), paint: .image(paint),
                            opacity: 255, clip: nil, bounds: paint.deviceBounds)
        let rect = Rect(x: 120, y: 120, width: 150, height: 150)
        #expect(Occlusion.firstDrawn(in: Self.items() + [item], for: rect) == (hides ? 3 : 1))
    }

    /// What `TransitionFrame.isOpaque` claims, drawn: each type it holds opaque, between
    /// opaque snapshots of varied pixels, composes an opaque picture all the way through.
    @Test(arguments: [CATransitionType.push, .moveIn, .reveal, .fade, .pageCurl, .pageUnCurl])
    func framesCalledOpaqueAreOpaque(_ type: CATransitionType) {
        func snapshot(_ seed: UInt32) -> CGImage {
            let bitmap = Bitmap(width: 120, height: 90)
            bitmap.withView { view in
                for y in 0..<90 {
                    for x in 0..<120 {
                        let v = UInt32(x * 7 + y * 13) &* seed
                        view.row(y)[x] = Pixel(red: UInt8(v & 0xFF), green: UInt8((v >> 8) & 0xFF),
                                               blue: UInt8((v >> 16) & 0xFF), alpha: 255).rawValue
                    }
                }
            }
            return CGImage(bitmap: bitmap, isKnownOpaque: true)
        }
        for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
            let frame = TransitionFrame(snapshotID: 1, before: snapshot(2_654_435_761), after: snapshot(40_503),
                                        type: type, subtype: .fromRight, progress: progress)
            #expect(frame.isOpaque)
            let picture = Bitmap(width: 120, height: 90, fill: .clear)
            picture.withView { TransitionCompositing.compose(frame, into: $0, kernels: .simd) }
            #expect(picture.withView { $0.isOpaque }, "\(type) at \(progress)")
        }
    }

    @Test func aFrameDrawnFromACoverIsTheFrameDrawnWhole() {
        // The target holds garbage where the page goes: every pixel there must be written.
        let page = Fixture.layer(2, x: 0, y: 0, width: 300, height: 300, color: .white, sublayers: [
            Fixture.layer(3, x: 10.5, y: 10.25, width: 24, height: 8) { $0.contents = MovingPictureTests.text },
        ])
        let window = Fixture.layer(1, x: 0, y: 0, width: 300, height: 300, color: .black, sublayers: [page])
        let target = Bitmap(width: 300, height: 300, fill: Pixel(red: 1, green: 2, blue: 3, alpha: 4))
        _ = LayerCompositor().render(window, into: target.view, scale: 1)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(window, width: 300, height: 300)))
    }

    /// A 400 × 400 window (black) holding a page at (20, 20, 300 × 300) filled with
    /// `under` and a label, and over it a white cover at (`coverX`, 0, 400 × 400) with a
    /// label of `coverLabel` (nil: no cover). `wrapped`, the cover lies in a clear
    /// layer of its own (the page's sibling then hides nothing by its own background:
    /// the page is built, and hidden when drawn); else it is the page's sibling.
    static func coveredWindow(under: Pixel, coverX: CGFloat? = 0, coverLabel: Pixel = Fixture.blue,
                              wrapped: Bool = true) -> RenderLayer {
        let page = Fixture.layer(2, x: 20, y: 20, width: 300, height: 300, color: under, sublayers: [
            Fixture.layer(3, x: 10.5, y: 10.25, width: 24, height: 8, color: Fixture.red),
        ])
        let cover = coverX.map { x in
            Fixture.layer(4, x: x, y: 0, width: 400, height: 400, color: .white, sublayers: [
                Fixture.layer(5, x: 200, y: 200, width: 150, height: 150, color: coverLabel),
            ])
        }
        let above = cover.map { wrapped ? Fixture.layer(6, x: 0, y: 0, width: 400, height: 400, sublayers: [$0]) : $0 }
        return Fixture.layer(1, x: 0, y: 0, width: 400, height: 400, color: .black, sublayers: [page] + (above.map { [$0] } ?? []))
    }

    /// A sibling whose opaque background covers all its siblings can show: those
    /// before it are not built at all, and the frame is the one drawn with them.
    @Test func siblingsUnderAnOpaqueCoverAreNotBuilt() {
        let window = Self.coveredWindow(under: Fixture.green, wrapped: false)
        var list: [DrawItem] = []
        let caches = ContentsCacheStore()
        caches.screen = Rect(x: 0, y: 0, width: 400, height: 400)
        var builder = DisplayListBuilder(scale: 1, kernels: .simd, caches: caches)
        builder.drawsMovingPictures = true
        builder.items(forRoot: window, into: &list)
        #expect(list.map(\.id.layer.rawValue) == [1, 4, 5])
        #expect(caches.layersCovered == 1)
        // Moved a pixel right, the cover leaves a column of the page showing: all is built.
        let moved = Self.coveredWindow(under: Fixture.green, coverX: 1, wrapped: false)
        list.removeAll()
        builder.items(forRoot: moved, into: &list)
        #expect(list.map(\.id.layer.rawValue) == [1, 2, 3, 4, 5])

        // Against the window's snapshot, which builds every layer (a picture leaves none out).
        let compositor = LayerCompositor()
        let target = Bitmap(width: 400, height: 400)
        for window in [window, moved, window] {
            _ = compositor.render(window, into: target.view, scale: 1)
            #expect(Fixture.differing(target, LayerCompositor().snapshot(window, scale: 1)) == 0)
        }
        #expect(compositor.layersCovered == 2)
    }

    @Test func whatChangesUnderAnUnchangedCoverIsNotRepainted() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: 400, height: 400)
        _ = compositor.render(Self.coveredWindow(under: Fixture.green), into: target.view, scale: 1)
        #expect(compositor.pixelsWritten == 400 * 400)

        // The page below turns red all over: hidden in both frames, nothing is written.
        let damage = compositor.render(Self.coveredWindow(under: Fixture.red), into: target.view, scale: 1)
        #expect(damage.isEmpty)
        #expect(compositor.pixelsWritten == 0)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(Self.coveredWindow(under: Fixture.red),
                                                                          width: 400, height: 400)))
    }

    @Test func aChangeOnTheCoverIsRepaintedWhereItIs() {
        let compositor = LayerCompositor()
        let target = Bitmap(width: 400, height: 400)
        _ = compositor.render(Self.coveredWindow(under: Fixture.green), into: target.view, scale: 1)
        // Under the cover and on it at once: only the cover's 150 × 150 label is written.
        let window = Self.coveredWindow(under: Fixture.red, coverLabel: Fixture.green)
        let damage = compositor.render(window, into: target.view, scale: 1)
        #expect(damage == Region(Rect(x: 200, y: 200, width: 150, height: 150)))
        #expect(compositor.pixelsWritten == 150 * 150)
        #expect(Fixture.pixels(target) == Fixture.pixels(Fixture.render(window, width: 400, height: 400)))
    }

    /// A cover that moves, goes, or comes: the pixels it no longer hides (or the ones it
    /// did not hide before) are repainted, and the frame is the one drawn whole.
    @Test(arguments: [(CGFloat?.some(0), CGFloat?.some(150)), (0, nil), (nil, 0)])
    func aCoverThatMovesGoesOrComesRepaintsWhatItUncovers(_ before: CGFloat?, _ after: CGFloat?) {
        let compositor = LayerCompositor()
        let target = Bitmap(width: 400, height: 400)
        _ = compositor.render(Self.coveredWindow(under: Fixture.green, coverX: before), into: target.view, scale: 1)
        let window = Self.coveredWindow(under: Fixture.red, coverX: after)
        _ = compositor.render(window, into: target.view, scale: 1)
        #expect(compositor.pixelsWritten > 0)
        #expect(Fixture.differing(target, Fixture.render(window, width: 400, height: 400)) == 0)
    }

    /// A cover sliding off the page beneath: the frame's rectangle is cut along it, so
    /// only the strip it uncovers draws the page beneath, and every frame is the one
    /// the window's snapshot gives.
    @Test func aRectanglePartlyCoveredIsCutAlongTheCover() {
        let items = Self.coveredWindowItems(coverX: 100)
        var pieces: [Rect] = []
        let screen = Rect(x: 0, y: 0, width: 400, height: 400)
        #expect(Occlusion.split([screen], under: items, into: &pieces))
        #expect(pieces == [Rect(x: 100, y: 0, width: 300, height: 400), Rect(x: 0, y: 0, width: 100, height: 400)])
        #expect(Occlusion.firstDrawn(in: items, for: pieces[0]) == items.firstIndex { $0.id.layer.rawValue == 4 })
        // Hidden whole by the cover, or too small: left as they are.
        #expect(!Occlusion.split([Rect(x: 150, y: 0, width: 250, height: 400)], under: items, into: &pieces))
        #expect(!Occlusion.split([Rect(x: 0, y: 0, width: 200, height: 120)], under: items, into: &pieces))
        // A cover over a fifth of it is passed over for the page below it, over more than a quarter.
        #expect(Occlusion.split([screen], under: Self.coveredWindowItems(coverX: 320), into: &pieces))
        #expect(pieces.first == Rect(x: 20, y: 20, width: 300, height: 300))
        #expect(pieces.reduce(0) { $0 + $1.area } == screen.area)

        let compositor = LayerCompositor()
        let target = Bitmap(width: 400, height: 400)
        for x in [0, 100, 101, 250] as [CGFloat] {
            let window = Self.coveredWindow(under: Fixture.green, coverX: x)
            _ = compositor.render(window, into: target.view, scale: 1)
            #expect(Fixture.differing(target, LayerCompositor().snapshot(window, scale: 1)) == 0, "cover at \(x)")
        }
    }

    /// A cover sliding between pixels: the frame's rectangle is cut along the pixels
    /// it covers whole, and every frame, drawn from what changed, is every item drawn
    /// in order over the whole window.
    @Test func aCoverBetweenPixelsIsCutAlongThePixelsItCoversWhole() {
        var pieces: [Rect] = []
        let screen = Rect(x: 0, y: 0, width: 400, height: 400)
        #expect(Occlusion.split([screen], under: Self.coveredWindowItems(coverX: 100.25), into: &pieces))
        #expect(pieces.first == Rect(x: 101, y: 0, width: 299, height: 400))

        let compositor = LayerCompositor()
        let target = Bitmap(width: 400, height: 400)
        for x in [100.25, 100.5, 101.75, 250.6, 250.6, 0.4] as [CGFloat] {
            _ = compositor.render(Self.coveredWindow(under: Fixture.green, coverX: x), into: target.view, scale: 1)
            let whole = Bitmap(width: 400, height: 400, fill: .black)
            whole.withView {
                ItemPainter(kernels: .simd).draw(Self.coveredWindowItems(coverX: x),
                                                 on: Canvas(view: $0, originX: 0, originY: 0, clip: screen))
            }
            #expect(Fixture.differing(target, whole) == 0, "cover at \(x)")
        }
    }

    /// The display list of `coveredWindow` with its cover at `coverX`.
    static func coveredWindowItems(coverX: CGFloat) -> [DrawItem] {
        var list: [DrawItem] = []
        DisplayListBuilder(scale: 1, kernels: .simd, caches: ContentsCacheStore())
            .items(forRoot: coveredWindow(under: Fixture.green, coverX: coverX), into: &list)
        return list
    }
}
