import CoreGraphics
import Raster

/// The frame where a `CATransition` ends shows the layer's live content again, which
/// for a page of hundreds of labels means drawing every one of them over the whole
/// page. When the subtree still draws exactly the picture the transition's "after"
/// snapshot was made from (the render engine checks, and hands the snapshot over in
/// the builder's `finishedTransitions`), that frame copies the snapshot instead: the
/// layer's items are built as usual but drawn as the one picture, and on the next
/// frame they stand in for it in the damage comparison (as a moving picture's do), so
/// live drawing resumes without repainting pixels that are already right.
///
/// Only for subtrees as large as a moving picture's (`MovingPicture.minimumLayers`):
/// a few items draw faster than a whole picture is checked and copied.
/// Exact only where the snapshot lands on whole device pixels, unscaled, and every
/// pixel of it is opaque (opaque pixels are the items drawn over anything); it must
/// cover every pixel the items reach, and nothing in it may blur what lies behind
/// (a snapshot blurs its own picture, not the screen's). Otherwise the items are drawn.
/// A snapshot the compositor knows to be opaque (`snapshotImage`) is not scanned for it.
extension DisplayListBuilder {
    /// Replaces the layer's items (`list` from `start` on) by its finished transition's
    /// snapshot where that draws the same pixels, keeping the items for the next frame.
    func drawFinishedTransition(_ layer: RenderLayer, _ after: CGImage, _ g: LayerGeometry, _ clip: Rect?,
                                _ cache: LayerContentsCache, partsFrom start: Int, of list: inout [DrawItem]) {
        guard cache.subtreeLayers >= MovingPicture.minimumLayers,
              list.count > start, case .translation? = Placement(g.placement(x: 0, y: 0)) else { return }
        let parts = Array(list[start...])
        guard !parts.contains(where: \.blursBackdrop),
              var picture = imageItem(ItemID(layer: layer.id, part: .finishedTransition), after.bitmap,
                                      x: 0, y: 0, g, clip),
              case var .image(paint) = picture.paint,
              picture.bounds.contains(Self.box(of: parts)),
              after.isKnownOpaque || after.bitmap.withView({ $0.isOpaque }) else { return }
        paint.isOpaque = true
        picture.paint = .image(paint)
        list.removeSubrange(start...)
        list.append(picture)
        cache.finishedParts = parts
        caches.finishedTransitionsCopied += 1
    }

    /// The frame after a finished transition's snapshot was drawn for the layer: its
    /// items stand in for the snapshot in the damage comparison.
    func resumeAfterFinishedTransition(_ id: LayerID, _ cache: LayerContentsCache) {
        guard let parts = cache.finishedParts else { return }
        cache.finishedParts = nil
        caches.standIns.append(StandIns(id: ItemID(layer: id, part: .finishedTransition), items: parts, inexact: Region()))
    }
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
