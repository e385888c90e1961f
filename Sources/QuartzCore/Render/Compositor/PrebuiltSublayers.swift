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
/// A slice is at most `layersPrebuiltPerFrame` layers built item by item; subtrees
/// already kept cost a look-up each (about 2 000 instructions for a label), and a
/// subtree is kept only from a frame that reaches all of it: a page shown before,
/// whose labels kept their items while it rested, is kept on the transition's second
/// frame, from 500 look-ups. The build stops where it meets a layer whose items depend on
/// the frame's own state (a transition, a finished transition's picture, a blurred
/// backdrop, a rasterized picture): those are built by the frame that shows them, as
/// before. Nothing built ahead is drawn, and the frame's own counts are left as they
/// were (only the kept items, and the entries they draw, stay).
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
        caches.prebuilding = true
        caches.prebuildLeft = Self.layersPrebuiltPerFrame
        var items: [DrawItem] = []
        clippedSublayerItems(layer, g, clip, cache, front: front, into: &items)
        caches.prebuilding = false
        (caches.layersVisited, caches.layersOutOfView, caches.layersCovered) = counts
        return caches.prebuildStops == stops
    }

    /// Whether a build ahead of need may go on into `layer` (see `PrebuiltSublayers`);
    /// when not, the build stops there and nothing above it is kept this frame. Always
    /// true outside such a build.
    func mayPrebuild(_ layer: LayerInPlace, _ cache: LayerContentsCache) -> Bool {
        guard caches.prebuilding else { return true }
        guard cache.finished == nil, layer.transition == nil,
              !layer.properties.shouldRasterize, layer.properties.backdrop == nil else {
            caches.prebuildStops += 1
            return false
        }
        return true
    }
}
