import Raster

/// A bitmap made from some of a layer's values, and those values, so it is made
/// again only when they change. `x`, `y`: the layer pixel its top-left pixel covers.
struct CachedBitmap<Key: Equatable> {
    let key: Key
    let bitmap: Bitmap
    let x: Int
    let y: Int
}

/// Everything the compositor keeps for one layer between frames.
final class LayerContentsCache {
    /// The last frame (or snapshot) that used this entry.
    var lastUse: UInt64 = 0
    var background: CachedBitmap<ShapeKey>?
    var border: CachedBitmap<BorderKey>?
    var clipMask: CachedBitmap<ShapeKey>?
    var contents: CachedBitmap<ContentsKey>?
    /// The part of `contents`' bitmap that is not transparent (`ContentsInk`).
    var contentsInk = Rect.zero
    var shape: CachedBitmap<ShapeLayerKey>?
    var gradient: CachedBitmap<GradientKey>?
    var shadow: CachedBitmap<ShadowKey>?
    var rasterized: RasterizedPicture?
    /// Read and written for every layer of every frame: not checked for overlapping
    /// access (only the compositor's thread touches an entry, one access at a time).
    @exclusivity(unchecked) var moving: MovingPicture?
    /// Layers in the subtree when it was last drawn item by item (itself included).
    @exclusivity(unchecked) var subtreeLayers = 0
    var transition: TransitionScratch?
    var backdrop: BackdropBuffer?
}

/// What decides a border bitmap.
struct BorderKey: Equatable {
    var shape: ShapeKey
    var lineWidth: Double
}

/// The per-layer caches, by layer, dropped for layers that a frame no longer draws.
final class ContentsCacheStore {
    private var entries: [LayerID: LayerContentsCache] = [:]
    private var use: UInt64 = 0
    /// Rasterized pictures reused and drawn again (for tests and benchmarks).
    var rasterHits = 0
    var rasterMisses = 0
    /// Shape layers rasterised (for tests: a still shape is drawn once).
    var shapeRenders = 0
    /// Backdrop items made since the count was last reset (the compositor resets it
    /// before building each display list: zero means the frame has no backdrop).
    var backdropItems = 0
    /// Backdrops blurred (for tests: a backdrop over still content blurs once).
    var backdropBlurs = 0
    /// Moving pictures the frame being built no longer draws, with the items standing
    /// in for them in the damage comparison (emptied when a frame starts).
    var standIns: [StandIns] = []
    /// Layers drawn item by item so far (each layer's subtree is the count's rise over
    /// its own items: `LayerContentsCache.subtreeLayers`).
    @exclusivity(unchecked) var layersVisited = 0
    /// Moving pictures drawn, reused (for tests and benchmarks).
    var movingPicturesDrawn = 0
    var movingPicturesReused = 0

    /// Layers with an entry.
    var count: Int { entries.count }

    /// The entry for `id`, created when missing, marked as used now.
    func entry(for id: LayerID) -> LayerContentsCache {
        let entry: LayerContentsCache
        if let existing = entries[id] {
            entry = existing
        } else {
            entry = LayerContentsCache()
            entries[id] = entry
        }
        entry.lastUse = use
        return entry
    }

    /// Marks the entries of `layer`'s sublayers, all the way down, as used now without
    /// making any: a layer drawn as a transition's snapshots keeps what its live
    /// sublayers drew, so the frame where the transition ends does not make it again.
    func keepSublayers(of layer: RenderLayer) {
        for sublayer in layer.sublayers {
            entries[sublayer.id]?.lastUse = use
            keepSublayers(of: sublayer)
        }
    }

    /// Starts a frame: entries not used from now until `endFrame` are dropped then.
    func beginFrame() {
        use &+= 1
        if !standIns.isEmpty { standIns.removeAll(keepingCapacity: true) }
    }

    /// Forgets the layers the frame did not draw (filtering makes a new table, so only
    /// when one is gone: a steady frame keeps the table and allocates nothing).
    func endFrame() {
        guard entries.values.contains(where: { $0.lastUse != use }) else { return }
        entries = entries.filter { $0.value.lastUse == use }
    }

    /// The cached value in `slot` when its key is `key`, else `make`'s, stored there.
    static func cached<Key: Equatable>(_ slot: inout CachedBitmap<Key>?, key: Key,
                                       make: () -> (bitmap: Bitmap, x: Int, y: Int)) -> CachedBitmap<Key> {
        if let hit = slot, hit.key == key { return hit }
        let made = make()
        let entry = CachedBitmap(key: key, bitmap: made.bitmap, x: made.x, y: made.y)
        slot = entry
        return entry
    }
}
