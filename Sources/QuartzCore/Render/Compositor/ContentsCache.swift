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
    func beginFrame() { use &+= 1 }

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
