import Raster

/// While a `CATransition` plays, the layer shows its two snapshots and its live
/// sublayers are not drawn; on the frame where it ends they are drawn again, and a
/// page of 500 labels would be built item by item in that one frame. Instead each
/// frame of the transition builds a slice of them ahead of need, as the frame where
/// it ends will (same geometry, same clip: the transition does not move the layer),
/// and keeps each finished subtree's items (`RetainedItems`). By the end the page is
/// one kept subtree, and that frame copies nothing but its snapshot
/// (`FinishedTransition`).
///
/// A slice is at most `layersPrebuiltPerFrame` layers built item by item, from where
/// the last one ended (the layers before it are passed by unvisited). A subtree is
/// kept only by a walk that reaches all of it: once the slices have reached the end,
/// one walk draws the page's labels from their kept items (a look-up each, about
/// 1.3 µs for a label here, most of it memory the frame's copies evicted) and keeps
/// the page. A page shown before, whose labels kept their items while it rested, is
/// kept so on the transition's second frame. The build stops where it meets a layer
/// whose items depend on the frame's own state (a transition, a finished
/// transition's picture, a blurred backdrop, a rasterized picture): those are built
/// by the frame that shows them, as before, and once a walk of the whole subtree has
/// met one, nothing more is built ahead. Nothing built ahead is drawn, and the
/// frame's own counts are left as they were (only the kept items, and the entries
/// they draw, stay).
extension DisplayListBuilder {
    /// Layers built item by item per frame, ahead of need: 64 labels are about 0.45M
    /// instructions (7 000 each), and a new page of 500 is kept in 8 frames of a
    /// 0.25 s transition's 15.
    static let layersPrebuiltPerFrame = 64

    /// Builds the next slice of the items `layer`'s sublayers will draw when its
    /// transition ends (on screen, `front` and `clip` as `layerItems` has them), from its
    /// second frame on. Only sublayers whose stamps are settled are built: items are
    /// kept for those alone. Returns whether the whole subtree was reached (built, or
    /// drawn from kept items), its entries all marked as used.
    func prebuildSublayers(_ layer: LayerInPlace, _ frame: TransitionFrame, _ g: LayerGeometry, _ clip: Rect?,
                           _ cache: LayerContentsCache, front: Bool) -> Bool {
        // Not on the frame that takes the snapshots, the dearest of the transition's.
        guard drawsMovingPictures, !caches.prebuilding, TransitionCompositing.clampedProgress(frame) > 0,
              settledStamps != 0, !layer.sublayers.isEmpty,
              layer.sublayers.withUnsafeBufferPointer({ sublayers in
                  !sublayers.contains { $0.subtreeStamp == 0 || $0.subtreeStamp > settledStamps }
              }) else { return false }
        let counts = (caches.layersVisited, caches.layersOutOfView, caches.layersCovered)
        let stops = caches.prebuildStops
        (caches.prebuilding, caches.prebuildLeft) = (true, Self.layersPrebuiltPerFrame)
        (caches.prebuildVisits, caches.prebuildSkip, caches.prebuildCut, caches.prebuildBlocked) = (0, cache.prebuilt, nil, false)
        var items: [DrawItem] = []
        clippedSublayerItems(layer, g, clip, cache, front: front, into: &items)
        caches.prebuilding = false
        (caches.layersVisited, caches.layersOutOfView, caches.layersCovered) = counts
        // The next slice starts where this one ended. A walk that reached the end builds
        // nothing more: the next one, whole, keeps the subtrees above what it passed by
        // from their parts' kept items — unless something in them stops every build.
        if let cut = caches.prebuildCut {
            cache.prebuilt = cut - 1
        } else {
            cache.prebuilt = caches.prebuildBlocked || caches.prebuildSkip == .max ? .max : 0
        }
        return caches.prebuildStops == stops
    }

    /// In a build ahead of need, counts `layer` as reached and says whether to go on
    /// into it: not once the slice is used up, nor into a layer without sublayers that
    /// an earlier frame's slice reached (`LayerContentsCache.prebuilt`). Passing a layer
    /// by stops the subtrees above it from being kept this frame.
    func continuesPrebuild(_ layer: LayerInPlace) -> Bool {
        caches.prebuildVisits += 1
        if caches.prebuildLeft == 0 {
            if caches.prebuildCut == nil { caches.prebuildCut = caches.prebuildVisits }
        } else if caches.prebuildVisits > caches.prebuildSkip || !layer.sublayers.isEmpty {
            return true
        }
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
}
