import Raster

/// A bitmap made from some of a layer's values, and those values, so it is made
/// again only when they change. `x`, `y`: the layer pixel its top-left pixel covers.
/// A class, never changed once made: read for every layer of every frame, an optional
/// generic struct was copied and destroyed through generic witnesses each time.
final class CachedBitmap<Key: Equatable> {
    let key: Key
    let bitmap: Bitmap
    let x: Int
    let y: Int

    init(key: Key, bitmap: Bitmap, x: Int, y: Int) {
        (self.key, self.bitmap, self.x, self.y) = (key, bitmap, x, y)
    }
}

/// Everything the compositor keeps for one layer between frames.
///
/// Only the compositor's thread touches an entry, one access at a time, so the
/// properties read for every entry (each frame, or when a page's entries go to rest)
/// are not checked for overlapping access: each check cost about 40 instructions, and
/// putting a label's entry to rest read nine of them (800 instructions an entry).
final class LayerContentsCache {
    /// The last frame (or snapshot) that used this entry.
    @exclusivity(unchecked) var lastUse: UInt64 = 0
    @exclusivity(unchecked) var background: CachedBitmap<ShapeKey>?
    @exclusivity(unchecked) var border: CachedBitmap<BorderKey>?
    @exclusivity(unchecked) var clipMask: CachedBitmap<ShapeKey>?
    @exclusivity(unchecked) var contents: CachedBitmap<ContentsKey>?
    /// The layer's values `contents`' key was made from (`ContentsInputs`).
    var contentsInputs: ContentsInputs?
    /// The part of `contents`' bitmap that is not transparent (`ContentsInk`).
    var contentsInk = Rect.zero
    @exclusivity(unchecked) var shape: CachedBitmap<ShapeLayerKey>?
    @exclusivity(unchecked) var gradient: CachedBitmap<GradientKey>?
    @exclusivity(unchecked) var shadow: CachedBitmap<ShadowKey>?
    @exclusivity(unchecked) var rasterized: RasterizedPicture?
    /// Read and written for every layer of every frame.
    @exclusivity(unchecked) var moving: MovingPicture?
    /// Layers in the subtree when it was last drawn item by item (itself included).
    @exclusivity(unchecked) var subtreeLayers = 0
    @exclusivity(unchecked) var transition: TransitionScratch?
    @exclusivity(unchecked) var backdrop: BackdropBuffer?
    /// A finished transition's snapshot drawn as the layer's item, with the items it
    /// was drawn instead of (`FinishedTransition`). Read for every layer of every frame:
    /// unchecked, as `moving`.
    @exclusivity(unchecked) var finished: FinishedPicture?
    /// The subtree's picture a finished transition's "after" snapshot gives, for when
    /// the subtree starts moving unchanged (a page a navigation push slides away after
    /// a transition brought it): its moving picture, not drawn again (`RecentPictures`).
    @exclusivity(unchecked) var finishedSnapshot: RasterizedPicture?
    /// The subtree's items from the frame that built them, while nothing in it changes
    /// (`RetainedItems`). Read for every layer of every frame: unchecked, as `moving`.
    @exclusivity(unchecked) var retained: RetainedItems?
    /// What the subtree's items were last built for, when its stamp was settled: items
    /// are kept only when built twice for the same (a subtree that moves is not).
    @exclusivity(unchecked) var builtAt: RetainedItems.Place?
    /// What a build ahead of need that ran out among the sublayers had built of this
    /// layer's items, for the next to go on from (`PrebuiltSublayers`).
    @exclusivity(unchecked) var partial: PartialItems?
    /// For a layer in a transition, the transition (its snapshots' ID) under which
    /// building ahead met what it may not go into, and stopped for good.
    @exclusivity(unchecked) var prebuildEnded: UInt64 = 0

    /// Lets go of what holds only while the layer is drawn frame after frame (a moving
    /// picture, a transition's composed frame, a blurred backdrop), keeping the
    /// bitmaps made from the layer's own values; returns the bytes of those kept.
    func rest() -> Int {
        // Each cleared only when set: storing nil over a moving picture (several hundred
        // bytes) cost about 2 000 instructions per entry, for a page's 500 labels resting.
        if moving != nil { moving = nil }
        if transition != nil { transition = nil }
        if backdrop != nil { backdrop = nil }
        if finished != nil { finished = nil }
        if finishedSnapshot != nil { finishedSnapshot = nil }
        if partial != nil { partial = nil }
        // A leaf's kept items draw only its own bitmaps, kept here anyway: they stay, for
        // when the layer comes back unchanged (its stamp kept: `RenderEngine.detached`).
        // A subtree's would hold its sublayers' entries: they go.
        if retained?.entries.isEmpty == false { retained = nil }
        func bytes(_ bitmap: Bitmap?) -> Int { bitmap.map { $0.stride * $0.height * 4 } ?? 0 }
        return bytes(background?.bitmap) + bytes(border?.bitmap) + bytes(clipMask?.bitmap) + bytes(contents?.bitmap)
            + bytes(shape?.bitmap) + bytes(gradient?.bitmap) + bytes(shadow?.bitmap) + bytes(rasterized?.bitmap)
    }
}

/// What decides a border bitmap.
struct BorderKey: Equatable {
    var shape: ShapeKey
    var lineWidth: Double
}

/// The per-layer caches, by layer. A layer that a frame no longer draws (a page taken
/// out of the window, or covered by a navigation push) keeps its bitmaps for a while,
/// resting: the least recently drawn let go first once they hold more than
/// `restingLimit` bytes. A page that comes back (a kiosk swapping two screens, a
/// navigation pop) is drawn from them instead of rendering every label again.
/// Layer IDs are never reused, and every bitmap is kept with the values it was made
/// from, so a resting entry is only ever used for what it shows.
final class ContentsCacheStore {
    /// Read and written on the render thread alone, while a display list is built:
    /// not checked for overlapping access (each check cost a runtime call, for every
    /// look-up of a label's entry), as `LayerContentsCache`'s properties are not.
    @exclusivity(unchecked) private var entries: [LayerID: LayerContentsCache] = [:]
    /// Written once for each entry put to rest (a page's 500 labels at once): not
    /// checked for overlapping access, as `LayerContentsCache`'s properties.
    @exclusivity(unchecked) private var resting: [LayerID: (entry: LayerContentsCache, bytes: Int)] = [:]
    /// The resting entries in the order they were last used, the oldest (from
    /// `restingOrderStart` on) first, with that use: the ones let go first, without
    /// sorting every resting entry each frame. Entries taken back or forgotten since
    /// stay in it until passed or compacted away (their use differs, or none rests).
    @exclusivity(unchecked) private var restingOrder: [(id: LayerID, lastUse: UInt64)] = []
    private var restingOrderStart = 0
    /// Bytes of bitmaps held by resting entries.
    @exclusivity(unchecked) private(set) var restingBytes = 0
    /// The most bytes resting entries may hold (the compositor sets it: two of its frames).
    var restingLimit = 0
    /// The device pixels of the frame being built on screen (the compositor sets it):
    /// layers wholly outside them are passed by (`DisplayListBuilder.liesOutside`).
    /// Items kept for a subtree (`RetainedItems`) leave out what was outside: a new
    /// screen (another display mode) lets them all go.
    var screen = Rect.zero {
        didSet {
            guard screen != oldValue else { return }
            let all = Array(entries.values) + resting.values.map(\.entry)
            for entry in all where entry.retained != nil || entry.builtAt != nil { (entry.retained, entry.builtAt) = (nil, nil) }
        }
    }
    private var use: UInt64 = 0
    /// Entries marked as used since the frame began (each once): when it is all of
    /// them, the frame's end has none to put to rest and need not look at each.
    @exclusivity(unchecked) private var usedThisFrame = 0
    /// Rasterized pictures reused and drawn again (for tests and benchmarks).
    @exclusivity(unchecked) var rasterHits = 0
    @exclusivity(unchecked) var rasterMisses = 0
    /// Shape layers rasterised (for tests: a still shape is drawn once).
    var shapeRenders = 0
    /// Layer contents drawn into layer pixels (for tests: a page that comes back is not).
    var contentsRenders = 0
    /// Backdrop items made since the count was last reset (the compositor resets it
    /// before building each display list: zero means the frame has no backdrop).
    @exclusivity(unchecked) var backdropItems = 0
    /// Backdrops blurred (for tests: a backdrop over still content blurs once).
    var backdropBlurs = 0
    /// Moving pictures the frame being built no longer draws, with the items standing
    /// in for them in the damage comparison (emptied when a frame starts).
    @exclusivity(unchecked) var standIns: [StandIns] = []
    /// The layer whose moving picture came to rest in the build under way (set by
    /// `movingPictureItem`, taken by the build of its items), and how many such
    /// layers the build is inside: items built there are kept at once (`RetainedItems`).
    var landed: LayerID?
    var landings = 0
    /// Layers drawn item by item so far (each layer's subtree is the count's rise over
    /// its own items: `LayerContentsCache.subtreeLayers`).
    @exclusivity(unchecked) var layersVisited = 0
    /// Layers passed by, out of view (`DisplayListBuilder.liesOutside`; for tests and benchmarks).
    var layersOutOfView = 0
    /// Sublayers left out, hidden under a later sibling's opaque background
    /// (`DisplayListBuilder.firstUncovered`; for tests and benchmarks).
    var layersCovered = 0
    /// Finished transitions drawn as their snapshot (for tests and benchmarks).
    @exclusivity(unchecked) var finishedTransitionsCopied = 0
    /// Finished transitions' snapshots drawn again, their subtrees unchanged (for tests and benchmarks).
    @exclusivity(unchecked) var finishedPicturesShown = 0
    /// Moving pictures drawn, reused (for tests and benchmarks).
    @exclusivity(unchecked) var movingPicturesDrawn = 0
    @exclusivity(unchecked) var movingPicturesReused = 0
    /// Moving pictures found again, made earlier for the same subtree (for tests and benchmarks).
    @exclusivity(unchecked) var movingPicturesRecalled = 0
    /// The pictures of large subtrees made lately, for when they move again (`RecentPictures`).
    var recentPictures = RecentPictures()
    /// The layers whose hidden sublayers the frame being built will build ahead of
    /// need once it is drawn (`BuildAhead`); the storage is kept from frame to frame.
    @exclusivity(unchecked) var buildsAhead: [BuildAhead] = []
    /// Whether the build under way is one ahead of need (`PrebuiltSublayers`), the
    /// layers it may still build item by item, and how many times such builds stopped
    /// short (a stop keeps the subtrees above it from being kept).
    var prebuilding = false
    var prebuildLeft = 0
    @exclusivity(unchecked) var prebuildStops = 0
    /// In such a build: whether its slice ran out, where among a layer's sublayers it
    /// did (for that layer's build to keep what it built), and whether a layer that no
    /// build ahead may go into was met.
    var prebuildRanOut = false
    var cutSublayer: CutSublayer?
    var prebuildBlocked = false
    /// Subtrees whose items were kept, and drawn from them (`RetainedItems`; for tests
    /// and benchmarks).
    var retainedItemsKept = 0
    var retainedItemsUsed = 0
    /// The entries marked as used this frame (a subtree's are kept with its items:
    /// `RetainedItems`): one by one, and a kept subtree's as its list, whole. Held
    /// strongly, each entry was retained when marked and released when the next frame
    /// began: 40K of the 100K instructions of a frame that copies a page of 500 labels'
    /// kept items. Those marked one by one are in `entries`, which only grows between
    /// `beginFrame` and `endFrame` (`forget` runs between frames), so they are held
    /// unretained, and read only in between (`touched(since:)`).
    @exclusivity(unchecked) private var touched: [Unmanaged<LayerContentsCache>] = []
    @exclusivity(unchecked) private var touchedLists: [[LayerContentsCache]] = []

    init() {
        // Room for the kept subtrees a frame usually draws from: grown in a warm frame
        // (the first to copy a subtree's items), the list was that frame's allocation.
        touchedLists.reserveCapacity(64)
    }

    /// Where the entries marked as used stand: the start of `touched(since:)`.
    struct TouchedMark {
        fileprivate let entries: Int
        fileprivate let lists: Int
    }

    var touchedMark: TouchedMark { TouchedMark(entries: touched.count, lists: touchedLists.count) }

    /// The entries marked as used since `mark` (until `end`, else until now; in no
    /// particular order).
    func touched(since mark: TouchedMark, until end: TouchedMark? = nil) -> [LayerContentsCache] {
        let end = end ?? touchedMark
        let lists = touchedLists[mark.lists ..< end.lists]
        // One kept subtree's entries alone (a page drawn from its kept items): shared.
        if end.entries == mark.entries, lists.count == 1 { return lists.first! }
        var all: [LayerContentsCache] = []
        all.reserveCapacity(end.entries - mark.entries + lists.reduce(0) { $0 + $1.count })
        for entry in touched[mark.entries ..< end.entries] { all.append(entry.takeUnretainedValue()) }
        for list in lists { all.append(contentsOf: list) }
        return all
    }
    /// Counts that rise when a build draws something from the frame's own state rather
    /// than from the layers' values alone: items built across a rise are not kept.
    var retainingBlockers: Int {
        movingPicturesDrawn + movingPicturesReused + movingPicturesRecalled + finishedTransitionsCopied + finishedPicturesShown + backdropItems
            + rasterHits + rasterMisses + standIns.count + prebuildStops
    }

    /// The items kept for the subtree of layer `id`, if any (for tests).
    func keptItems(of id: LayerID) -> [DrawItem]? { (entries[id] ?? resting[id]?.entry)?.retained?.items }

    /// Layers with an entry (drawn by the last frame, or resting).
    var count: Int { entries.count + resting.count }
    /// Layers with a resting entry.
    var restingCount: Int { resting.count }

    /// The entry for `id`, created when missing (or taken back from the resting ones),
    /// marked as used now.
    func entry(for id: LayerID) -> LayerContentsCache {
        let entry: LayerContentsCache
        if let existing = entries[id] {
            entry = existing
        } else if let rested = resting.removeValue(forKey: id) {
            restingBytes -= rested.bytes
            entry = rested.entry
            entries[id] = entry
        } else {
            entry = LayerContentsCache()
            entries[id] = entry
        }
        markUsed(entry)
        touched.append(Unmanaged.passUnretained(entry))
        return entry
    }

    /// Marks `entry` as used by this frame, counting it the first time.
    @inline(__always) private func markUsed(_ entry: LayerContentsCache) {
        if entry.lastUse != use {
            entry.lastUse = use
            usedThisFrame += 1
        }
    }

    /// Whether `id` has an entry in use: drawn by the last frame, or already by this one.
    func isDrawn(_ id: LayerID) -> Bool { entries[id] != nil }

    /// Marks `used` as used now (a subtree's entries, drawn from its kept items).
    func use(_ used: [LayerContentsCache]) {
        for entry in used { markUsed(entry) }
        if !used.isEmpty { touchedLists.append(used) }
    }

    /// Marks the entries of `layer`'s sublayers, all the way down, as used now without
    /// making any: a layer drawn as a transition's snapshots keeps what its live
    /// sublayers drew, so the frame where the transition ends does not make it again.
    func keepSublayers(of layer: LayerInPlace) {
        keepSublayers(of: layer.pointer)
    }

    /// Through pointers: a layer read out of its array is copied, with all it holds,
    /// and a transition's frames walk the whole subtree below it.
    private func keepSublayers(of layer: UnsafePointer<RenderLayer>) {
        layer.pointee.sublayers.withUnsafeBufferPointer { sublayers in
            guard let first = sublayers.baseAddress else { return }
            for index in 0..<sublayers.count {
                if let entry = entries[first[index].id] {
                    markUsed(entry)
                    touched.append(Unmanaged.passUnretained(entry))
                }
                keepSublayers(of: first + index)
            }
        }
    }

    /// Drops the entries of layers `ids` (freed: no frame will draw them again).
    func forget(_ ids: [LayerID]) {
        for id in ids {
            if let gone = entries.removeValue(forKey: id), gone.lastUse == use { usedThisFrame -= 1 }
            if let rested = resting.removeValue(forKey: id) { restingBytes -= rested.bytes }
        }
    }

    /// Starts a frame: entries not used from now until `endFrame` are put to rest then.
    func beginFrame() {
        use &+= 1
        usedThisFrame = 0
        touched.removeAll(keepingCapacity: true)
        touchedLists.removeAll(keepingCapacity: true)
        if !standIns.isEmpty { standIns.removeAll(keepingCapacity: true) }
        (landed, landings) = (nil, 0)
    }

    /// Puts the layers the frame did not draw to rest (only when there is one: a steady
    /// frame keeps the table and allocates nothing), then lets the least recently
    /// drawn resting entries go while they hold more than `restingLimit` bytes.
    func endFrame() {
        touched.removeAll(keepingCapacity: true) // not to be read once entries may go
        guard usedThisFrame < entries.count else { return }
        var drawn: [LayerID: LayerContentsCache] = [:]
        drawn.reserveCapacity(entries.count)
        let firstRested = restingOrder.count
        for (id, entry) in entries {
            if entry.lastUse == use {
                drawn[id] = entry
            } else {
                let bytes = entry.rest()
                guard bytes > 0, bytes <= restingLimit else { continue }
                resting[id] = (entry, bytes)
                restingBytes += bytes
                restingOrder.append((id, entry.lastUse))
            }
        }
        entries = drawn
        // Every entry resting before this frame was last used before any put to rest
        // now was, so sorting this frame's alone keeps `restingOrder` oldest first.
        let added = restingOrder[firstRested...]
        if zip(added, added.dropFirst()).contains(where: { $0.lastUse > $1.lastUse }) {
            restingOrder[firstRested...].sort { $0.lastUse < $1.lastUse }
        }
        while restingBytes > restingLimit, restingOrderStart < restingOrder.count {
            let oldest = restingOrder[restingOrderStart]
            restingOrderStart += 1
            // Taken back since (used, so a later `lastUse`), or forgotten: not this one.
            guard let rested = resting[oldest.id], rested.entry.lastUse == oldest.lastUse else { continue }
            restingBytes -= rested.bytes
            resting[oldest.id] = nil
        }
        if restingOrderStart > restingOrder.count / 2 || restingOrder.count > 2 * resting.count + 64 {
            restingOrder = restingOrder[restingOrderStart...].filter { resting[$0.id]?.entry.lastUse == $0.lastUse }
            restingOrderStart = 0
        }
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
