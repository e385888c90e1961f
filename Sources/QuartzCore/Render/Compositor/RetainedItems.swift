import Raster

/// A subtree's items kept from the frame that built them, so that a frame where
/// nothing in the subtree changed copies them instead of building them again: a
/// page of 500 labels under a changing status bar, or the frame after a transition
/// ends, costs a copy of the page's items rather than a visit to every layer.
///
/// The render engine stamps each presented subtree (`RenderLayer.subtreeStamp`) anew
/// whenever a layer of it is presented anew or a sublayer list changes. What a
/// subtree draws depends on nothing else but where it is put (its geometry and the
/// clip from above), so items built for a stamp, a geometry and a clip are those
/// items for as long as the three stay. Kept only when the stamp was given in an
/// earlier frame (a subtree that changes every frame, animating, is never kept) and
/// nothing in the build was drawn from the frame's own state: no moving picture, no
/// finished transition's snapshot, no blurred backdrop, no rasterized picture, no
/// stand-ins for the damage comparison.
///
/// A class, never changed once made: every layer of every frame asks its entry whether
/// it holds kept items, and an optional struct of arrays was copied and destroyed
/// through generic witnesses for each asking (0.5M instructions over 500 labels).
final class RetainedItems {
    /// What the items were built for.
    let place: Place
    /// The items the layer and its sublayers added to the list.
    let items: [DrawItem]
    /// The cache entries of the subtree's other layers, marked as used when the items
    /// are (so their bitmaps do not go to rest while the items draw them).
    let entries: [LayerContentsCache]
    /// The layers the build visited item by item, the layer itself included.
    let layersVisited: Int
    /// For a layer with sublayers, the subtree the items were built from, with the
    /// root's values that only place it reset (`rasterizationSubject`), and the root's
    /// opacity: while the subtree still draws the same picture in the same place, the
    /// items stay its items although its stamp changed (an animation given to the root).
    let subject: RenderLayer?
    let opacity: Float

    init(place: Place, items: [DrawItem], entries: [LayerContentsCache], layersVisited: Int,
         subject: RenderLayer? = nil, opacity: Float = 1) {
        (self.place, self.items, self.entries, self.layersVisited) = (place, items, entries, layersVisited)
        (self.subject, self.opacity) = (subject, opacity)
    }

    /// What a subtree's items were built for.
    struct Place {
        let stamp: UInt64
        let geometry: LayerGeometry
        let clip: Rect?

        func isSame(as other: Place) -> Bool {
            stamp == other.stamp && clip == other.clip && geometry.placesLike(other.geometry)
        }
    }

    /// Where a build stood when a layer's items began: what `retain` compares with.
    struct Mark {
        let items: Int
        let entries: ContentsCacheStore.TouchedMark
        let layersVisited: Int
        let blockers: Int
    }
}

extension RetainedItems {
    /// Whether `layer`, presented anew since its items were kept, still draws them: its
    /// subtree draws the same picture (the root's values but those that place it, and
    /// its sublayers by their stamps), at the same opacity, in the same place and clip.
    /// The first frame of a navigation's slide, where a page is given the animation that
    /// will move it but has not moved yet: the page on top of a pop, drawn from its kept
    /// items, and the page a push covers, drawn as its finished transition's snapshot.
    func drawStill(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?) -> Bool {
        // Read in place (`!` on the stored value), not copied out with its sublayers.
        guard subject != nil, layer.transition == nil, layer.properties.opacity == opacity,
              place.clip == clip, place.geometry.placesLike(g) else { return false }
        return subject!.drawsSamePicture(as: layer.rasterizationSubject)
    }
}

extension LayerGeometry {
    /// Whether both put a layer in the same place (every other value follows from these).
    func placesLike(_ other: LayerGeometry) -> Bool {
        bounds == other.bounds && scale == other.scale && toDevice == other.toDevice
    }
}

extension DisplayListBuilder {
    /// Appends `layer`'s kept items, when they are still its items, and marks its
    /// subtree's entries as used; false when the layer must be built.
    func appendRetainedItems(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache,
                             into list: inout [DrawItem]) -> Bool {
        // Read in place (`!` on the stored value): copied out, the kept items and their
        // lists were retained and released again for every layer of every frame.
        guard cache.retained != nil else { return false }
        guard cache.retained!.place.isSame(as: RetainedItems.Place(stamp: layer.subtreeStamp, geometry: g, clip: clip))
                || cache.retained!.drawStill(layer, g, clip) else {
            cache.retained = nil
            return false
        }
        // Into a list of its own (a finished transition's parts), shared, not copied.
        if list.capacity == 0 {
            list = cache.retained!.items
        } else if cache.retained!.items.count == 1 {
            list.append(cache.retained!.items[0]) // a label's: not through the generic copy
        } else {
            list.append(contentsOf: cache.retained!.items)
        }
        caches.use(cache.retained!.entries)
        caches.layersVisited += cache.retained!.layersVisited
        caches.retainedItemsUsed += 1
        return true
    }

    /// Where the build stands before `layer`'s items.
    func retainingMark(_ list: [DrawItem]) -> RetainedItems.Mark {
        RetainedItems.Mark(items: list.count, entries: caches.touchedMark, layersVisited: caches.layersVisited,
                           blockers: caches.retainingBlockers)
    }

    /// Keeps the items `layer` added to `list` since `mark` when the subtree did not
    /// change this frame and nothing in them was drawn from the frame's own state.
    func retain(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache,
                since mark: RetainedItems.Mark, in list: [DrawItem]) {
        guard layer.subtreeStamp != 0, layer.subtreeStamp <= settledStamps, caches.retainingBlockers == mark.blockers
        else { return }
        // Built somewhere else last time (scrolled, or moved by a superlayer): it is most
        // likely moving, and will be somewhere else again next frame. Unless a moving
        // picture above it came to rest this frame (a page a navigation slid in): then
        // it stays, and the next frame may not build it again.
        let place = RetainedItems.Place(stamp: layer.subtreeStamp, geometry: g, clip: clip)
        defer { cache.builtAt = place }
        if let last = cache.builtAt, !last.isSame(as: place), caches.landings == 0 { return }
        caches.retainedItemsKept += 1
        cache.retained = RetainedItems(place: place, items: Array(list[mark.items...]),
                                       entries: caches.touched(since: mark.entries),
                                       layersVisited: caches.layersVisited - mark.layersVisited,
                                       subject: layer.sublayers.isEmpty ? nil : layer.rasterizationSubject,
                                       opacity: layer.properties.opacity)
    }
}
