import CoreGraphics
import Raster

/// The frame where a `CATransition` ends shows the layer's live content again, which
/// for a page of hundreds of labels means drawing every one of them over the whole
/// page. When the subtree still draws exactly the picture the transition's "after"
/// snapshot was made from (the render engine checks, and hands the snapshot over in
/// the builder's `finishedTransitions`), that frame copies the snapshot instead: the
/// layer's items are built as usual (mostly kept from the transition's frames, which
/// build them ahead: `PrebuiltSublayers`) but drawn as the one picture. The picture stays
/// the layer's item while the subtree keeps its stamp and its place (the frame after
/// the end, where only the transition's removal is committed, builds no label); on
/// the first frame where either changed, the items stand in for it in the damage
/// comparison (as a moving picture's do), so live drawing resumes without repainting
/// pixels that are already right.
///
/// Only for subtrees as large as a moving picture's (`MovingPicture.minimumLayers`):
/// a few items draw faster than a whole picture is checked and copied.
/// Exact only where the snapshot lands on whole device pixels, unscaled, and every
/// pixel of it is opaque (opaque pixels are the items drawn over anything); it must
/// cover every pixel the items reach, and nothing in it may blur what lies behind
/// (a snapshot blurs its own picture, not the screen's). Otherwise the items are drawn.
/// A snapshot the compositor knows to be opaque (`snapshotImage`) is not scanned for it.
extension DisplayListBuilder {
    /// Appends to `list` the layer's finished transition's snapshot where that draws
    /// the same pixels as the layer's items `parts` (built since `mark`), keeping the
    /// items for the next frame; else appends the items.
    func drawFinishedTransition(_ layer: LayerInPlace, _ after: CGImage, _ g: LayerGeometry, _ clip: Rect?,
                                _ cache: LayerContentsCache, parts: [DrawItem], since mark: RetainedItems.Mark,
                                into list: inout [DrawItem]) {
        guard cache.subtreeLayers >= MovingPicture.minimumLayers, !parts.isEmpty, !parts.contains(where: \.blursBackdrop),
              let picture = finishedPictureItem(layer.id, after, g, clip, covering: Self.box(of: parts)) else {
            return list.append(contentsOf: parts)
        }
        list.append(picture)
        let place = RetainedItems.Place(stamp: layer.subtreeStamp, geometry: g, clip: clip)
        let subject = layer.rasterizationSubject
        cache.finishedSnapshot = RasterizedPicture(subtree: subject, scale: scale, bitmap: after.bitmap, x: 0, y: 0)
        cache.finished = FinishedPicture(item: picture, parts: RetainedItems(
            place: place, items: parts, entries: caches.touched(since: mark.entries),
            layersVisited: caches.layersVisited - mark.layersVisited,
            subject: subject, opacity: layer.properties.opacity))
        caches.finishedTransitionsCopied += 1
    }

    /// `picture` as the item a finished transition draws for layer `id`: at the layer's
    /// origin on whole pixels, opaque, reaching every pixel of `covering` when given; nil
    /// where it is not (a picture the compositor knows opaque is not scanned for it). The
    /// frame where a transition starts draws its "before" picture as this item too
    /// (`transitionItem`), so that over the finished picture it is, the two compare equal.
    func finishedPictureItem(_ id: LayerID, _ picture: CGImage, _ g: LayerGeometry, _ clip: Rect?,
                             covering: Rect? = nil) -> DrawItem? {
        guard case .translation? = Placement(g.placement(x: 0, y: 0)),
              var item = imageItem(ItemID(layer: id, part: .finishedTransition), picture.bitmap, x: 0, y: 0, g, clip),
              case var .image(paint) = item.paint,
              covering.map({ item.bounds.contains($0) }) ?? true,
              picture.isKnownOpaque || picture.bitmap.withView({ $0.isOpaque }) else { return nil }
        paint.isOpaque = true
        item.paint = .image(paint)
        return item
    }

    /// A later frame reaching a layer whose finished transition's snapshot was drawn:
    /// while the subtree keeps its stamp and place, and is drawn opaque, the snapshot is
    /// its item again (appended to `list`, its subtree's entries marked as used: true);
    /// else the layer is built (false), and where it changed in place its items stand in
    /// for the snapshot in the damage comparison.
    func appendFinishedPicture(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, opacity: UInt8,
                               _ cache: LayerContentsCache, into list: inout [DrawItem]) -> Bool {
        // Read in place (`!` on the stored value), as `appendRetainedItems` does.
        guard cache.finished != nil else { return false }
        let unchanged = opacity == 255 && layer.subtreeStamp != 0
            && cache.finished!.parts.place.isSame(as: RetainedItems.Place(stamp: layer.subtreeStamp, geometry: g, clip: clip))
        if unchanged || opacity == 255 && cache.finished!.parts.drawStill(layer, g, clip) {
            if !unchanged, cache.moving == nil {
                // About to move (an animation was given it): where it stands is noted, so
                // that its first frame of moving finds its picture (`MovingPicture`).
                cache.moving = MovingPicture(standing: layer, scale: scale)
            }
            list.append(cache.finished!.item)
            caches.use(cache.finished!.parts.entries)
            caches.layersVisited += cache.finished!.parts.layersVisited
            caches.finishedPicturesShown += 1
            return true
        }
        // Changed where it was: the items stand in for the picture, so that only what
        // changed is repainted. Moved, or in a new transition, nothing it drew is likely
        // to be drawn again in place: the picture's pixels are damaged whole, without
        // comparing hundreds of items.
        let parts = cache.finished!.parts
        cache.finished = nil
        if layer.transition == nil, parts.place.clip == clip, parts.place.geometry.placesLike(g) {
            // Changed in place: the snapshot is no longer its picture.
            cache.finishedSnapshot = nil
            caches.standIns.append(StandIns(id: ItemID(layer: layer.id, part: .finishedTransition), items: parts.items,
                                            inexact: Region()))
        }
        return false
    }
}

/// A finished transition's snapshot drawn as a layer's item (`FinishedTransition`), and
/// the items it draws instead, with what they were built for and the cache entries kept
/// in use while the snapshot shows them. A class, never changed once made (read for
/// every layer of every frame, as `RetainedItems`).
final class FinishedPicture {
    /// The snapshot's item.
    let item: DrawItem
    let parts: RetainedItems

    init(item: DrawItem, parts: RetainedItems) { (self.item, self.parts) = (item, parts) }
}

extension DrawItem {
    /// Whether the item, or one inside it, blurs the pixels drawn before it.
    var blursBackdrop: Bool {
        switch paint {
        case .backdrop: return true
        case let .group(group): return group.items.contains(where: \.blursBackdrop)
        case .image, .shapes: return false
        }
    }
}
