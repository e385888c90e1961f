import Raster

/// While a `CATransition` plays, the layer shows its two snapshots and its live
/// sublayers are not drawn; on the frame where it ends they are drawn again, and a
/// page of 500 labels would be built item by item in that one frame. Instead each
/// frame of the transition builds a slice of them ahead of need, once the frame is
/// drawn (`BuildAhead`: the render server presents it first), as the frame where
/// it ends will (same geometry, same clip: the transition does not move the layer),
/// and keeps each finished subtree's items (`RetainedItems`). By the end the page is
/// one kept subtree, and that frame copies nothing but its snapshot
/// (`FinishedTransition`).
///
/// A slice is worth `layersPrebuiltPerFrame` layers built item by item; a subtree
/// drawn from its kept items costs half of one (a look-up, about 1.5 µs for a label
/// here against 3.5 µs for a build, most of it memory the frame's copies evicted).
/// Where a slice runs out among a layer's sublayers, the layer keeps what was built of
/// its items so far (`PartialItems`), and the next slice goes on from there: a page of
/// 500 labels is built over 8 frames and kept on the 8th, and a page shown before,
/// whose labels kept their items while it rested, is kept over 4 frames of look-ups.
/// The build stops where it meets a layer whose items depend on the frame's own state
/// (a transition, a finished transition's picture, a blurred backdrop, a rasterized
/// picture): those are built by the frame that shows them, as before, and once a walk
/// has met one, nothing more is built ahead under that transition. Nothing built
/// ahead is drawn, and the frame's own counts are left as they were (only the kept
/// items, and the entries they draw, stay).
extension DisplayListBuilder {
    /// Layers built item by item per frame, ahead of need: 64 labels are about 0.45M
    /// instructions (7 000 each), and a new page of 500 is kept in 8 frames of a
    /// 0.25 s transition's 15.
    static let layersPrebuiltPerFrame = 64
    /// What a layer built item by item, and a subtree drawn from its kept items, cost
    /// of a slice.
    static let prebuildCostOfBuilt = 2
    static let prebuildCostOfKept = 1

    /// Builds the next slice of the items `layer`'s sublayers will draw when its
    /// transition ends (on screen, `front` and `clip` as `layerItems` has them, which
    /// noted it: `BuildAhead`; not inside another build), from its second frame on.
    /// Only sublayers whose stamps are settled are built: items are kept for those alone. Returns whether the whole subtree was reached (built, or
    /// drawn from kept items), its entries all marked as used.
    func prebuildSublayers(_ layer: LayerInPlace, _ frame: TransitionFrame, _ g: LayerGeometry, _ clip: Rect?,
                           _ cache: LayerContentsCache, front: Bool) -> Bool {
        // Not on the frame that takes the snapshots, the dearest of the transition's.
        guard TransitionCompositing.clampedProgress(frame) > 0,
              cache.prebuildEnded != frame.snapshotID, settledStamps != 0, !layer.sublayers.isEmpty,
              layer.sublayers.withUnsafeBufferPointer({ sublayers in
                  !sublayers.contains { $0.subtreeStamp == 0 || $0.subtreeStamp > settledStamps }
              }) else { return false }
        let counts = (caches.layersVisited, caches.layersOutOfView, caches.layersCovered)
        let stops = caches.prebuildStops
        (caches.prebuilding, caches.prebuildLeft) = (true, Self.layersPrebuiltPerFrame * Self.prebuildCostOfBuilt)
        (caches.prebuildRanOut, caches.prebuildBlocked, caches.cutSublayer) = (false, false, nil)
        var items: [DrawItem] = []
        clippedSublayerItems(layer, g, clip, cache, front: front, into: &items)
        caches.prebuilding = false
        caches.cutSublayer = nil // among this layer's own sublayers: they are walked from the first each time
        (caches.layersVisited, caches.layersOutOfView, caches.layersCovered) = counts
        // A walk that met what it may not go into: the subtrees above that cannot be
        // kept, and would be walked again every frame.
        if caches.prebuildBlocked { cache.prebuildEnded = frame.snapshotID }
        return caches.prebuildStops == stops
    }

    /// In a build ahead of need, whether to go on into the next layer: not once the
    /// slice is used up. Stopping keeps the subtrees above from being kept this frame.
    func continuesPrebuild() -> Bool {
        guard caches.prebuildLeft <= 0 else { return true }
        caches.prebuildRanOut = true
        caches.prebuildStops += 1
        return false
    }

    /// Whether a build ahead of need may go on into `layer` (see `PrebuiltSublayers`);
    /// when not, the build stops there and nothing above it is kept this frame. Always
    /// true outside such a build.
    func mayPrebuild(_ layer: LayerInPlace, _ cache: LayerContentsCache) -> Bool {
        guard caches.prebuilding else { return true }
        guard cache.finished == nil, layer.transition == nil,
              !layer.properties.shouldRasterize, layer.properties.backdrop == nil else {
            caches.prebuildStops += 1
            caches.prebuildBlocked = true
            return false
        }
        return true
    }

    /// In a build ahead of need, what an earlier slice built of `layer`'s items, when
    /// built for the same stamp and place: its entries marked as used and its layers
    /// counted, its items left to put in (`keepPartial`, or in front of the rest where
    /// the build goes to the end). Nil otherwise; either way the layer's entry lets it go.
    func resumePartial(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache)
        -> PartialItems? {
        defer { cache.partial = nil }
        guard caches.prebuilding,
              cache.partial!.place.isSame(as: RetainedItems.Place(stamp: layer.subtreeStamp, geometry: g, clip: clip))
        else { return nil }
        caches.use(cache.partial!.entries)
        caches.layersVisited += cache.partial!.layersVisited
        return cache.partial!
    }

    /// The items of `layer` after those a partial build holds: its sublayers from the
    /// one at `next` in drawing order, and its border.
    func remainingItems(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache,
                        from next: Int, into list: inout [DrawItem]) {
        let front = g.isInFront(g.pixelBox)
        clippedSublayerItems(layer, g, clip, cache, front: front, from: next, into: &list)
        if front, let border = borderItem(layer.id, layer.propertiesPointer, g, clip, cache) { list.append(border) }
    }

    /// Keeps what this build ahead of need built of `layer`'s items (`list` since
    /// `mark`, after those of the partial build it resumed, if any) before the sublayer
    /// where its slice ran out (`cut`), when its stamp is settled and nothing but that
    /// stop kept it from being kept (`RetainedItems.retain`): the items are all there.
    func keepPartial(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache,
                     since mark: RetainedItems.Mark, cut: CutSublayer, after resumed: PartialItems?, in list: [DrawItem]) {
        guard layer.subtreeStamp != 0, layer.subtreeStamp <= settledStamps, caches.retainingBlockers == mark.blockers + 1
        else { return }
        // The earlier slices' items, taken (not copied), and this one's after them.
        var items = resumed?.takeItems() ?? []
        items.append(contentsOf: list[mark.items ..< cut.items])
        cache.partial = PartialItems(
            place: RetainedItems.Place(stamp: layer.subtreeStamp, geometry: g, clip: clip), next: cut.position,
            items: items, entries: caches.touched(since: mark.entries, until: cut.touched),
            layersVisited: cut.layersVisited - mark.layersVisited)
    }
}

/// Where a build ahead of need ran out among a layer's sublayers: the sublayer's
/// position in drawing order, and where the build stood when it began.
struct CutSublayer {
    let position: Int
    let items: Int
    let touched: ContentsCacheStore.TouchedMark
    let layersVisited: Int
}

/// A layer's items as far as a build ahead of need got (`PrebuiltSublayers`): its own
/// parts and its sublayers' before `next` (in drawing order), built for `place`, with
/// the cache entries they draw and the layers they count. A class: the next slice
/// takes the items out to append its own, without copying those before.
final class PartialItems {
    let place: RetainedItems.Place
    let next: Int
    private var items: [DrawItem]
    let entries: [LayerContentsCache]
    let layersVisited: Int

    init(place: RetainedItems.Place, next: Int, items: [DrawItem], entries: [LayerContentsCache], layersVisited: Int) {
        (self.place, self.next, self.items, self.entries, self.layersVisited) = (place, next, items, entries, layersVisited)
    }

    /// The items, which this record no longer holds.
    func takeItems() -> [DrawItem] {
        let taken = items
        items = []
        return taken
    }
}
