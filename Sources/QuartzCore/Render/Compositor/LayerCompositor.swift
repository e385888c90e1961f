import CoreGraphics
import Raster

/// Turns a tree of presented layers into pixels, redrawing only what changed.
///
/// Each render flattens the tree into a display list (`DisplayListBuilder`),
/// compares it with the previous frame's (`Damage`), fills each damaged rectangle
/// with `background` and draws the items that reach into it, clipped to it. When a
/// clipped content scrolled by whole pixels (`ScrollMove`), the pixels already drawn
/// are moved inside the target and only the revealed strip is drawn. Layer
/// bitmaps (shapes under a warp, contents, shadows, rasterized pictures) are kept
/// per layer between frames. Used from one thread at a time (the render server's);
/// with `workers`, the damage is drawn in bands of rows on the workers' threads,
/// pixel for pixel as one thread draws it.
final class LayerCompositor {
    let kernels: Kernels
    /// What lies under the root layer where nothing is drawn.
    var background: Pixel = .black
    /// The threads that draw the damage's bands (nil: the calling thread alone).
    var workers: RenderWorkers?
    /// The least damage, in pixels, worth a band of its own (tests lower it to cut
    /// small frames into many bands).
    var bandMinimumPixels = RowBands.pixelsPerBand
    /// Bands the last render was cut into (0: drawn on one thread).
    private(set) var bandsDrawn = 0
    /// Pixels drawn into the target by the last render (for tests and benchmarks).
    private(set) var pixelsWritten = 0
    /// Pixels the last render moved inside the target instead of drawing them (a scroll).
    private(set) var pixelsMoved = 0
    /// Snapshots drawn since this compositor was made (for tests: an unchanged page's is reused).
    private(set) var snapshotsDrawn = 0

    private let caches = ContentsCacheStore()
    private var previous: PreviousFrame?
    /// Storage kept from frame to frame, empty between renders, so a steady frame
    /// allocates no display list and no damage: the list before the previous one's
    /// (emptied, its capacity kept), and the last damage's.
    private var spareItems: [DrawItem] = []
    private var spareDamage = Region()
    private var hidden = Occlusion.HiddenScratch()
    /// The damage's rectangles cut along opaque items (`Occlusion.split`), kept from frame to frame.
    private var pieces: [Rect] = []
    /// Whether the last render left its work ahead of need, and the end of its use of
    /// the contents cache, to `doWorkAhead(_:)`.
    private(set) var workAheadPending = false

    /// What the last render drew, to compare the next one with.
    private struct PreviousFrame {
        let items: [DrawItem]
        let width: Int
        let height: Int
        let background: Pixel
    }

    /// The bitmaps kept for layers no longer drawn, in frames of the target's bytes
    /// (`ContentsCacheStore`): enough for the pages a kiosk swaps between.
    static let restingFrames = 2
    /// The pictures of large subtrees kept after they stop moving (`RecentPictures`), in
    /// frames of the target's bytes: the two pages a navigation push or pop slides.
    static let recentPictureFrames = 2

    init(kernels: Kernels = .simd) { self.kernels = kernels }

    /// `shouldRasterize` pictures reused, and drawn anew, since this compositor was made.
    var rasterCacheHits: Int { caches.rasterHits }
    var rasterCacheMisses: Int { caches.rasterMisses }
    /// Moving pictures drawn, and reused, since this compositor was made (`MovingPicture`).
    var movingPicturesDrawn: Int { caches.movingPicturesDrawn }
    var movingPicturesReused: Int { caches.movingPicturesReused }
    /// Moving pictures found again, made earlier for the same subtree (`RecentPictures`).
    var movingPicturesRecalled: Int { caches.movingPicturesRecalled }
    /// Subtrees whose items were kept for later frames (`RetainedItems`), and drawn
    /// from them, since this compositor was made.
    var retainedItemsKept: Int { caches.retainedItemsKept }
    var retainedItemsUsed: Int { caches.retainedItemsUsed }
    /// The items kept for the subtree of layer `id` (`RetainedItems`), if any (for tests).
    func keptItems(of id: LayerID) -> [DrawItem]? { caches.keptItems(of: id) }
    /// Sublayers left out of frames since this compositor was made, hidden under a
    /// later sibling's opaque background.
    var layersCovered: Int { caches.layersCovered }
    /// Finished transitions drawn as their "after" snapshot since this compositor was made.
    var finishedTransitionsCopied: Int { caches.finishedTransitionsCopied }
    /// Finished transitions' snapshots drawn again on later frames, their subtrees unchanged.
    var finishedPicturesShown: Int { caches.finishedPicturesShown }
    /// Shape layers' bitmaps drawn since this compositor was made.
    var shapeRenders: Int { caches.shapeRenders }
    /// Layer contents drawn into layer pixels since this compositor was made.
    var contentsRenders: Int { caches.contentsRenders }
    /// Layers passed by on screen, wholly outside the frame, since this compositor was made.
    var layersOutOfView: Int { caches.layersOutOfView }
    /// Layers no longer drawn whose bitmaps are kept, and those bitmaps' bytes.
    var restingCachedLayers: Int { caches.restingCount }
    var restingCacheBytes: Int { caches.restingBytes }
    /// Backdrops blurred since this compositor was made.
    var backdropBlurs: Int { caches.backdropBlurs }
    /// Layers with cached bitmaps.
    var cachedLayers: Int { caches.count }

    /// The display list the last render drew (empty before the first, or after `invalidate`).
    var lastItems: [DrawItem] { previous?.items ?? [] }

    /// Lets go of what is kept for layers `ids`, which no frame will draw again.
    func forget(_ ids: [LayerID]) { caches.forget(ids) }

    /// Draws `root` into `target`, which must hold the previous call's frame: only
    /// pixels whose picture differs from it are written, and a scroll moves the pixels
    /// it keeps. Returns the region written (empty when nothing changed). A target of
    /// another size, or a new `background`, is drawn whole. The work ahead of need the
    /// frame found is done before it returns, or, `leavingWorkAhead`, by
    /// `doWorkAhead(_:)` with the same tree (`BuildAhead`).
    func render(_ root: RenderLayer, into target: BitmapView, scale: CGFloat,
                finishedTransitions: [LayerID: CGImage] = [:], settledStamps: UInt64 = 0,
                leavingWorkAhead: Bool = false) -> Region {
        // Left by the last frame and never done: its cache entries are let go as if
        // nothing had been built (none of them is lost, only put to rest).
        if workAheadPending { endFrame() }
        caches.beginFrame()
        caches.restingLimit = Self.restingFrames * target.width * target.height * 4
        caches.recentPictures.limit = Self.recentPictureFrames * target.width * target.height * 4
        caches.screen = target.bounds
        workAheadPending = true
        defer { if !leavingWorkAhead { doWorkAhead(root) } }
        caches.backdropItems = 0
        var items = spareItems
        spareItems = []
        if var builder = builder(scale: scale) {
            builder.drawsMovingPictures = true
            builder.finishedTransitions = finishedTransitions
            builder.settledStamps = settledStamps
            builder.items(forRoot: root, into: &items)
        }
        var damage = spareDamage
        spareDamage = Region()
        damage.removeAll()
        var earlier: [DrawItem]?
        var move: ScrollMove?
        if let previous, previous.width == target.width, previous.height == target.height, previous.background == background {
            // A blur reads the frame's pixels as drawn: frames with one are not moved.
            var scrolls: ScrollVotes? = caches.backdropItems == 0 ? ScrollVotes() : nil
            if caches.standIns.isEmpty {
                Damage.collect(old: previous.items, new: items, into: &damage, scrolls: &scrolls)
            } else {
                Damage.collect(old: MovingPicture.standingIn(caches.standIns, for: previous.items, inexact: &damage),
                               new: items, into: &damage, scrolls: &scrolls)
            }
            damage.formIntersection(target.bounds)
            earlier = previous.items
            if !damage.isEmpty, let scroll = scrolls?.winner(in: target.bounds) {
                let moved = scroll.damage(old: previous.items, new: items, plain: damage, target: target.bounds)
                if moved.area < damage.area { (damage, move) = (moved, scroll) }
            }
            if move == nil { Occlusion.removeHidden(from: &damage, old: previous.items, new: items, scratch: &hidden) }
        } else {
            damage.formUnion(target.bounds)
        }
        let blurs = caches.backdropItems == 0 ? []
            : Backdrops.plan(items, previous: earlier, target: target.bounds, damage: &damage)
        if let move { kernels.copy(target.view(of: move.source), to: target, x: move.destination.x, y: move.destination.y) }
        let cut = Occlusion.split(damage.rects, under: items, into: &pieces)
        paint(items, blurring: blurs, in: cut ? pieces : damage.rects, covering: damage.bounds, on: target, fill: background)
        earlier = nil
        var retired = previous?.items ?? []
        previous = PreviousFrame(items: items, width: target.width, height: target.height, background: background)
        retired.removeAll(keepingCapacity: true)
        spareItems = retired
        spareDamage = damage
        pixelsWritten = damage.area
        pixelsMoved = move?.destination.area ?? 0
        guard let move else { return damage }
        var written = damage
        written.formUnion(move.destination)
        return written
    }

    /// Draws `items` as `paint(_:in:covering:on:fill:)` does, in phases around the
    /// backdrops in `blurs` (see `Backdrops`): the items below a backdrop in every
    /// rectangle, then its blur from those pixels, then the items from it on.
    private func paint(_ items: [DrawItem], blurring blurs: [Backdrops.Blur], in rects: [Rect], covering bounds: Rect,
                       on view: BitmapView, fill: Pixel?) {
        guard !blurs.isEmpty else { return paint(items, in: rects, covering: bounds, on: view, fill: fill) }
        var start = 0, fill = fill
        for blur in blurs {
            if blur.index > start || fill != nil {
                paint(Array(items[start..<blur.index]), in: rects, covering: bounds, on: view, fill: fill)
                fill = nil
            }
            start = blur.index
            Backdrops.blur(blur.paint, from: view, kernels: kernels, workers: workers)
            caches.backdropBlurs += 1
        }
        paint(Array(items[start...]), in: rects, covering: bounds, on: view, fill: fill)
    }

    /// Fills each of `rects` (device pixels, `view`'s (0, 0) at the device origin)
    /// with `fill`, if given, and draws the items that reach into it, clipped to it.
    /// With workers, the rectangles are cut into bands of whole rows that they draw
    /// at once, pixel for pixel as one thread draws them. Items are read-only
    /// meanwhile: what they draw is made while the display list is built, but for a
    /// transition composed whole, which its scratch composes once under a lock, and
    /// band memory, which is per worker.
    private func paint(_ items: [DrawItem], in rects: [Rect], covering bounds: Rect, on view: BitmapView, fill: Pixel?) {
        bandsDrawn = 0
        guard let workers, workers.threadCount > 1 else {
            let painter = ItemPainter(kernels: kernels)
            for rect in rects { painter.paint(items, filling: fill, on: Canvas(view: view, originX: 0, originY: 0, clip: rect)) }
            return
        }
        let bands = RowBands(covering: bounds, threads: workers.threadCount, minimumPixels: bandMinimumPixels)
        bandsDrawn = bands.count
        let kernels = kernels
        workers.run(bands.count) { band, worker in
            let rows = bands.rows(of: band)
            let painter = ItemPainter(kernels: kernels, worker: worker)
            for rect in rects {
                let part = rect.intersection(Rect(x: rect.minX, y: rows.lowerBound, width: rect.width, height: rows.count))
                if part.isEmpty { continue }
                painter.paint(items, filling: fill, on: Canvas(view: view, originX: 0, originY: 0, clip: part))
            }
        }
    }

    /// Forgets the previous frame, so the next render draws everything (new target).
    func invalidate() { previous = nil }

    /// Builds what the last frame left to build ahead of need, then ends the frame's use
    /// of the contents cache. `root` is the tree the frame was built from, unchanged.
    func doWorkAhead(_ root: RenderLayer) {
        guard workAheadPending else { return }
        defer { endFrame() }
        guard !caches.buildsAhead.isEmpty else { return }
        withUnsafePointer(to: root) { rootInPlace in
            for ahead in caches.buildsAhead {
                let layer = ahead.id == root.id ? LayerInPlace(rootInPlace) : ahead.layer
                if !ahead.builder.prebuildSublayers(layer, ahead.frame, ahead.geometry, ahead.clip, ahead.cache,
                                                    front: ahead.front) {
                    // What the build ahead did not reach keeps its entries all the same.
                    caches.keepSublayers(of: layer)
                }
            }
        }
    }

    /// Ends the last render's use of the contents cache, with its work ahead done or dropped.
    private func endFrame() {
        workAheadPending = false
        caches.buildsAhead.removeAll(keepingCapacity: true)
        caches.endFrame()
    }

    /// Whether a frame that would draw exactly the last render's display list on a
    /// target of this size needs no drawing: the last render was to such a target, on
    /// the same background, and nothing invalidated it since.
    func holdsLastPicture(width: Int, height: Int) -> Bool {
        guard let previous else { return false }
        return previous.width == width && previous.height == height && previous.background == background
    }

    /// Records a frame that drew nothing because its picture is the last render's
    /// (see `holdsLastPicture`): nothing written or moved, no bands.
    func renderUnchanged() {
        pixelsWritten = 0
        pixelsMoved = 0
        bandsDrawn = 0
    }

    /// `layer` and its sublayers drawn in the layer's own bounds space (ignoring its
    /// position, transform, opacity and hidden flag) into a new bitmap of
    /// ceil(bounds.size·scale) pixels: transition snapshots, shouldRasterize, UIKit's
    /// snapshotView.
    func snapshot(_ layer: RenderLayer, scale: CGFloat) -> Bitmap {
        snapshotImage(layer, scale: scale).bitmap
    }

    /// `snapshot` as an image, known opaque when an opaque item covers all of it
    /// (`Occlusion`: a page's background) and nothing in it blurs: every item is drawn
    /// source-over, which leaves an opaque pixel opaque. The frame where a transition
    /// ends then need not scan its "after" snapshot (`FinishedTransition`).
    func snapshotImage(_ layer: RenderLayer, scale: CGFloat) -> CGImage {
        guard let builder = builder(scale: scale) else { return CGImage(bitmap: Bitmap(width: 0, height: 0)) }
        snapshotsDrawn += 1
        let box = LayerGeometry(picture: layer.properties, scale: Double(scale)).pixelBox
        let bitmap = Bitmap(width: box.width, height: box.height)
        caches.backdropItems = 0
        let items = builder.pictureItems(for: layer)
        var damage = Region(box)
        let blurs = caches.backdropItems == 0 ? [] : Backdrops.plan(items, previous: nil, target: box, damage: &damage)
        bitmap.withView { paint(items, blurring: blurs, in: [box], covering: box, on: $0, fill: nil) }
        // Blurred from this picture, not the screen: the next frame blurs them again.
        for blur in blurs { blur.paint.buffer.madeFor = nil }
        let covered = caches.backdropItems == 0 && Occlusion.firstDrawn(in: items, for: box) != nil
        return CGImage(bitmap: bitmap, isKnownOpaque: covered)
    }

    /// A builder for `scale`, or nil when the scale is not a positive finite number.
    private func builder(scale: CGFloat) -> DisplayListBuilder? {
        guard scale.isFinite, scale > 0 else { return nil }
        return DisplayListBuilder(scale: Double(scale), kernels: kernels, caches: caches)
    }
}
