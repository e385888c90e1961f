import CoreGraphics
import Raster

/// Turns a layer tree into one frame's display list: device-space draw items in
/// painting order (per layer: shadow, background, contents, sublayers by
/// zPosition, border), making or reusing the cached bitmaps they draw on the way.
struct DisplayListBuilder {
    let scale: Double
    let kernels: Kernels
    let caches: ContentsCacheStore
    /// Whether large still subtrees that move are drawn as one picture (`MovingPicture`):
    /// on screen, not in snapshots or rasterized pictures.
    var drawsMovingPictures = false
    /// Layers whose transition ended this frame, with the "after" snapshot each still
    /// draws exactly (`FinishedTransition`; on screen only).
    var finishedTransitions: [LayerID: CGImage] = [:]
    /// Subtree stamps up to this one were given before this frame: subtrees that bear
    /// them did not change since, and their items are kept (`RetainedItems`; 0: none).
    var settledStamps: UInt64 = 0

    /// The items of a tree drawn on screen, appended to `list` (whose storage the
    /// compositor keeps from frame to frame, so a steady frame allocates no list).
    func items(forRoot root: RenderLayer, into list: inout [DrawItem]) {
        withUnsafePointer(to: root) { root in
            items(for: LayerInPlace(root), geometry: LayerGeometry(root: root.pointee.properties, scale: scale), clip: nil,
                  asPicture: false, into: &list)
        }
    }

    /// The items of `layer` and its sublayers in the layer's own pixels, ignoring its
    /// position, transform, opacity, hidden flag and shouldRasterize (snapshots and
    /// rasterized pictures).
    func pictureItems(for layer: RenderLayer) -> [DrawItem] {
        withUnsafePointer(to: layer) { pictureItems(for: LayerInPlace($0)) }
    }

    /// As `pictureItems(for:)`, for a layer read in place in the frame's tree.
    func pictureItems(for layer: LayerInPlace) -> [DrawItem] {
        var list: [DrawItem] = []
        var builder = self
        builder.drawsMovingPictures = false
        builder.finishedTransitions = [:]
        builder.settledStamps = 0
        builder.items(for: layer, geometry: LayerGeometry(picture: layer.properties, scale: scale), clip: nil, asPicture: true, into: &list)
        return list
    }

    /// An opacity as the kernels take it: 0…255, rounded.
    static func opacityByte(_ opacity: Float) -> UInt8 {
        opacity.isNaN ? 0 : UInt8((min(max(Double(opacity), 0), 1) * 255).rounded())
    }

    /// Appends the items of `layer` and its sublayers to `list`.
    private func items(for layer: LayerInPlace, geometry g: LayerGeometry, clip: Rect?, asPicture: Bool,
                       into list: inout [DrawItem]) {
        // Read in place, not copied out (several hundred bytes and their references).
        let opacity = asPicture ? 255 : Self.opacityByte(layer.properties.opacity)
        guard asPicture || !layer.properties.isHidden, opacity > 0, g.isFinite else { return }
        // A build ahead of need goes on only within its slice (`PrebuiltSublayers`).
        if caches.prebuilding, !continuesPrebuild() { return }
        // On screen, a layer without sublayers that the last frame did not draw, that
        // draws only inside its bounds and lies wholly outside the frame is passed by —
        // no items, no bitmaps made — until it comes into view (the page a navigation
        // push is about to slide in, the rows of a scroll view's content below the fold,
        // the keys of a keyboard sliding up). One drawn stays drawn while it is in the
        // tree: a layer at the frame's edge going in and out of view would otherwise
        // take its entry back and put it to rest frame after frame. Pictures (snapshots,
        // moving and rasterized pictures) are built whole.
        if drawsMovingPictures, !asPicture, layer.sublayers.isEmpty,
           Self.liesOutside(caches.screen, g.pixelToDevice, width: g.pixelWidth, height: g.pixelHeight),
           drawsInsideBounds(layer), !caches.isDrawn(layer.id) {
            // Counted as drawn for its superlayers' subtree sizes (`MovingPicture.minimumLayers`).
            caches.layersVisited += 1
            caches.layersOutOfView += 1
            return
        }
        // So is a subtree not drawn last frame whose kept picture (`RecentPictures`) says
        // where all of it draws, wholly outside: the page a navigation push is about to
        // slide in again, its labels not visited one by one.
        if drawsMovingPictures, !asPicture, !layer.sublayers.isEmpty, !caches.recentPictures.isEmpty,
           !caches.isDrawn(layer.id), let (extent, layers) = caches.recentPictures.extent(of: layer, scale: scale) {
            // Its entry knows its size and where it stands, so that when it moves in view
            // its picture is found at once (`MovingPicture`): out of view, it is passed by;
            // arriving in view as an animation moves it (the page a navigation pop slides
            // back, partly shown from the pop's first frame), it moves as that picture now.
            let outside = Self.liesOutside(caches.screen, g.pixelToDevice, extent)
            if outside || layer.placementAnimates {
                let cache = caches.entry(for: layer.id)
                cache.subtreeLayers = layers
                if cache.moving == nil {
                    cache.moving = outside ? MovingPicture(standing: layer, scale: scale)
                        : MovingPicture(arriving: layer, scale: scale)
                }
            }
            if outside {
                caches.layersVisited += layers
                caches.layersOutOfView += layers
                return
            }
        }
        let cache = caches.entry(for: layer.id)
        // On screen only: a picture's build (a snapshot, a moving picture) puts the layers
        // elsewhere, and would throw the screen's kept items and finished pictures away.
        if drawsMovingPictures, !asPicture {
            guard mayPrebuild(layer, cache) else { return }
            if appendFinishedPicture(layer, g, clip, opacity: opacity, cache, into: &list) { return }
            if appendRetainedItems(layer, g, clip, cache, into: &list) {
                if caches.prebuilding { caches.prebuildLeft -= Self.prebuildCostOfKept }
                return
            }
            if caches.prebuilding { caches.prebuildLeft -= Self.prebuildCostOfBuilt }
        }
        let mark = retainingMark(list)
        let start = list.count
        // A layer an animation moves is drawn, with its sublayers, on whole device pixels
        // (as a moving picture is placed): not resampled between pixels each frame.
        let placed = drawsMovingPictures && !asPicture && layer.placementAnimates ? g.onWholePixels : g
        if layer.properties.shouldRasterize && !asPicture {
            if let item = rasterizedItem(layer, placed, clip, cache) { list.append(item) }
        } else if drawsMovingPictures, !layer.sublayers.isEmpty, let item = movingPictureItem(layer, g, clip, cache) {
            list.append(item)
        } else {
            let g = placed
            // Cleared only when set: storing nil costs a destroy of the old value either way.
            if !layer.properties.shouldRasterize, cache.rasterized != nil { cache.rasterized = nil }
            // A layer that lost its sublayers lets its moving picture go.
            if layer.sublayers.isEmpty, cache.moving != nil { cache.moving = nil }
            let visited = caches.layersVisited
            let landing = caches.landed == layer.id
            if landing {
                caches.landed = nil
                caches.landings += 1
            }
            // A layer whose transition ended this frame is built into a list of its own:
            // the items its snapshot is drawn instead of, kept with it without a copy.
            let after = finishedTransitions.isEmpty || asPicture || opacity < 255 ? nil : finishedTransitions[layer.id]
            var parts: [DrawItem] = []
            // A build ahead of need goes on where an earlier slice ran out (`PrebuiltSublayers`).
            let resumed = cache.partial == nil || after != nil ? nil : resumePartial(layer, g, clip, cache)
            if let resumed {
                remainingItems(layer, g, clip, cache, from: resumed.next, into: &list)
            } else if after == nil {
                layerItems(layer, g, clip, cache, into: &list)
            } else {
                layerItems(layer, g, clip, cache, into: &parts)
            }
            if landing { caches.landings -= 1 }
            // A build ahead of need that ran out among its sublayers keeps what it built;
            // one that resumed and went to the end puts the earlier slices' items first.
            if caches.prebuilding, let cut = caches.cutSublayer {
                caches.cutSublayer = nil
                keepPartial(layer, g, clip, cache, since: mark, cut: cut, after: resumed, in: list)
            } else if let resumed {
                list.insert(contentsOf: resumed.takeItems(), at: mark.items)
            }
            caches.layersVisited += 1
            cache.subtreeLayers = caches.layersVisited - visited
            if let after { drawFinishedTransition(layer, after, g, clip, cache, parts: parts, since: mark, into: &list) }
        }
        apply(opacity, toPartsFrom: start, of: &list, layer: layer.id, clip: clip)
        if !asPicture { retain(layer, placed, clip, cache, since: mark, in: list) }
    }

    /// Whether `layer` draws nothing beyond its bounds: no shadow, shape, backdrop or
    /// transition, contents stretched or fitted into the bounds or cut to them. The
    /// values are read in place (a copy of them is several hundred bytes).
    private func drawsInsideBounds(_ layer: LayerInPlace) -> Bool {
        guard layer.transition == nil, !layer.properties.shouldRasterize, layer.properties.shape == nil,
              layer.properties.backdrop == nil,
              layer.properties.masksToBounds || !(layer.properties.shadowOpacity > 0) || layer.properties.shadowColor == nil,
              layer.properties.contents == nil || layer.properties.masksToBounds
                || layer.properties.contentsGravity == .resize || layer.properties.contentsGravity == .resizeAspect
        else { return false }
        return finishedTransitions.isEmpty || finishedTransitions[layer.id] == nil
    }

    /// Whether bounds of `width` × `height` layer pixels placed by `toDevice`, grown by
    /// a pixel for the filters, land wholly outside `screen` (device pixels). Only an
    /// affine placement is judged (a perspective one never lies outside): the corners'
    /// extremes, in a few multiplications, since it is asked of every layer without
    /// sublayers.
    @inline(__always)
    static func liesOutside(_ screen: Rect, _ toDevice: Homography, width: Double, height: Double) -> Bool {
        // The whole pixels the bounds cover (rounded up) and one more, without rounding.
        liesOutside(screen, toDevice, x0: -1, y0: -1, x1: width + 2, y1: height + 2)
    }

    /// As `liesOutside(_:_:width:height:)`, for the layer pixels `extent`, a picture's
    /// whole pixels: grown by a pixel only where it is not placed by whole pixels (a
    /// page just off the screen's edge touches it when grown).
    static func liesOutside(_ screen: Rect, _ toDevice: Homography, _ extent: Rect) -> Bool {
        // Whole pixels as the picture is drawn: `Placement` snaps within 1e-9.
        let grow: Int
        if case .translation? = Placement(toDevice) { grow = 0 } else { grow = 1 }
        return liesOutside(screen, toDevice, x0: Double(extent.minX - grow), y0: Double(extent.minY - grow),
                           x1: Double(extent.maxX + grow), y1: Double(extent.maxY + grow))
    }

    @inline(__always)
    private static func liesOutside(_ screen: Rect, _ toDevice: Homography, x0: Double, y0: Double, x1: Double,
                                    y1: Double) -> Bool {
        let m = toDevice.m
        guard m.6 == 0, m.7 == 0, m.8 > 0 else { return false }
        let minX = (m.2 + min(m.0 * x0, m.0 * x1) + min(m.1 * y0, m.1 * y1)) / m.8
        let maxX = (m.2 + max(m.0 * x0, m.0 * x1) + max(m.1 * y0, m.1 * y1)) / m.8
        let minY = (m.5 + min(m.3 * x0, m.3 * x1) + min(m.4 * y0, m.4 * y1)) / m.8
        let maxY = (m.5 + max(m.3 * x0, m.3 * x1) + max(m.4 * y0, m.4 * y1)) / m.8
        return maxX <= Double(screen.minX) || minX >= Double(screen.maxX)
            || maxY <= Double(screen.minY) || minY >= Double(screen.maxY)
    }

    /// Opacity on one item (the layer's parts: `list` from `start` on) multiplies its
    /// own; on several it makes an offscreen group composited once, so overlaps inside
    /// show only the top item (as on iOS).
    private func apply(_ opacity: UInt8, toPartsFrom start: Int, of list: inout [DrawItem], layer: LayerID, clip: Rect?) {
        guard opacity < 255, list.count > start else { return }
        if list.count - start == 1 {
            list[start].opacity = UInt8(Pixel.multiply(UInt32(list[start].opacity), UInt32(opacity)))
            if list[start].opacity == 0 { list.removeLast() }
            return
        }
        let parts = Array(list[start...])
        list.removeSubrange(start...)
        let bounds = parts.reduce(Rect.zero) { $0.union($1.bounds) }
        list.append(DrawItem(id: ItemID(layer: layer, part: .opacityGroup), paint: .group(GroupPaint(items: parts, mask: nil)),
                             opacity: opacity, clip: clip, bounds: bounds))
    }

    /// A layer's own parts and its sublayers. The parts are left out where the
    /// layer's plane reaches behind the eye (its sublayers are judged on their own).
    private func layerItems(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache,
                            into items: inout [DrawItem]) {
        let front = g.isInFront(g.pixelBox)
        let contents = front ? contentsBitmap(layer.propertiesPointer, g, cache) : nil
        if front, let shadow = shadowItem(layer.id, layer.propertiesPointer, g, clip, cache, contents) { items.append(shadow) }
        if let frame = layer.transition {
            if front, let item = transitionItem(layer.id, frame, g, clip, cache) { items.append(item) }
            // On screen, the sublayers it hides are built ahead of need once the frame is
            // drawn (`BuildAhead`); elsewhere their entries are kept as they are.
            if drawsMovingPictures, !caches.prebuilding {
                caches.buildsAhead.append(BuildAhead(builder: self, layer: layer, id: layer.id, frame: frame, geometry: g,
                                                     clip: clip, cache: cache, front: front))
            } else {
                caches.keepSublayers(of: layer)
            }
            return
        }
        if cache.transition != nil { cache.transition = nil }
        if front, let backdrop = backdropItem(layer.id, layer.propertiesPointer, g, clip, cache) { items.append(backdrop) }
        if front, let background = backgroundItem(layer.id, layer.propertiesPointer, g, clip, cache) { items.append(background) }
        if let contents, let item = imageItem(ItemID(layer: layer.id, part: .contents), source: .bitmap(contents.bitmap),
                                              crop: cache.contentsInk, x: contents.x, y: contents.y, g, clip) {
            items.append(item)
        }
        if front, let gradient = gradientItem(layer.id, layer.propertiesPointer, g, clip, cache) { items.append(gradient) }
        if front, let shape = shapeItem(layer.id, layer.propertiesPointer, g, clip, cache) { items.append(shape) }
        clippedSublayerItems(layer, g, clip, cache, front: front, into: &items)
        if front, let border = borderItem(layer.id, layer.propertiesPointer, g, clip, cache) { items.append(border) }
    }

    /// The sublayers, clipped to the bounds when the layer masks to them: by a
    /// device rectangle when the bounds land on whole pixels with square corners,
    /// else as a group cut to the bounds' antialiased (rounded) shape. Bounds that
    /// are empty or reach behind the eye clip everything away.
    ///
    /// A build ahead of need that resumes starts at the sublayer `from` in drawing
    /// order; one that runs out among sublayers drawn straight into `list` says where
    /// (`ContentsCacheStore.cutSublayer`).
    func clippedSublayerItems(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache,
                              front: Bool, from: Int = 0, into list: inout [DrawItem]) {
        guard layer.properties.masksToBounds, !layer.sublayers.isEmpty else {
            if cache.clipMask != nil { cache.clipMask = nil }
            return sublayerItems(layer, g, clip: clip, from: from, resumable: true, into: &list)
        }
        guard front, g.pixelWidth > 0, g.pixelHeight > 0 else { return }
        let radius = max(Double(layer.properties.cornerRadius), 0) * scale
        if radius == 0, let rect = g.alignedDeviceBounds {
            if cache.clipMask != nil { cache.clipMask = nil }
            return sublayerItems(layer, g, clip: clip.map { $0.intersection(rect) } ?? rect, from: from, resumable: true,
                                 into: &list)
        }
        // Built into a group of their own: a build ahead that runs out in them starts
        // them again (nothing of them is kept).
        var children: [DrawItem] = []
        sublayerItems(layer, g, clip: clip, from: 0, resumable: false, into: &children)
        guard !children.isEmpty else { return }
        let shape = ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: radius, color: .white)
        let mask = ContentsCacheStore.cached(&cache.clipMask, key: shape) { (LayerShapes.filled(shape, kernels: kernels), 0, 0) }
        let maskPaint = ImagePaint(source: .bitmap(mask.bitmap), crop: mask.bitmap.bounds, placement: g.placement(x: 0, y: 0))
        let bounds = children.reduce(Rect.zero) { $0.union($1.bounds) }.intersection(maskPaint.deviceBounds)
        if let group = item(ItemID(layer: layer.id, part: .clippedSublayers), .group(GroupPaint(items: children, mask: maskPaint)),
                            bounds: bounds, clip) {
            list.append(group)
        }
    }

    /// The sublayers in drawing order (zPosition, stably), each with this layer's
    /// sublayer transform, from the one at `from` in that order on. In a build ahead
    /// of need, the first whose build runs out ends the walk (noted as where to resume
    /// when `resumable`).
    private func sublayerItems(_ layer: LayerInPlace, _ g: LayerGeometry, clip: Rect?, from: Int, resumable: Bool,
                               into list: inout [DrawItem]) {
        guard !layer.sublayers.isEmpty else { return }
        let sublayerTransform = LayerGeometry.sublayerTransform(layer.properties)
        // Read in place: a layer taken out of the array (a `for` loop, `allSatisfy`, a
        // subscript) is copied with all it holds, several hundred bytes and their references.
        layer.sublayers.withUnsafeBufferPointer { sublayers in
            let first = sublayers.baseAddress!
            func z(_ index: Int) -> CGFloat {
                let z = first[index].properties.zPosition
                return z.isNaN ? 0 : z
            }
            /// Draws sublayer `index`, at `position` in drawing order; false where a build
            /// ahead of need ran out in it.
            func draw(_ index: Int, at position: Int) -> Bool {
                let start = caches.prebuilding ? CutSublayer(position: position, items: list.count, touched: caches.touchedMark,
                                                             layersVisited: caches.layersVisited) : nil
                items(for: LayerInPlace(first + index), geometry: g.child(of: first + index, sublayer: sublayerTransform),
                      clip: clip, asPicture: false, into: &list)
                guard let start, caches.prebuildRanOut else { return true }
                caches.cutSublayer = resumable ? start : nil
                return false
            }
            // All at one depth (the usual case): already in drawing order, unsorted.
            let depth = z(0)
            if !sublayers.indices.contains(where: { z($0) != depth }) {
                for index in max(firstUncovered(sublayers, g, sublayerTransform, clip: clip), from) ..< sublayers.count {
                    guard draw(index, at: index) else { return }
                }
                return
            }
            let order = sublayers.indices.sorted(by: { z($0) != z($1) ? z($0) < z($1) : $0 < $1 })
            for position in from ..< order.count {
                guard draw(order[position], at: position) else { return }
            }
        }
    }

    /// On screen, the index of the last of `sublayers` whose opaque background covers
    /// every pixel they can show (the clip's, within the screen): the ones before it
    /// are hidden under it whatever they draw, and are not built (a navigation pop's
    /// page put back under the page about to slide off). 0 when none does. The cover
    /// must draw its background exactly there: shown at full opacity, square corners
    /// on whole pixels, no transition or rasterized picture in its place.
    private func firstUncovered(_ sublayers: UnsafeBufferPointer<RenderLayer>, _ g: LayerGeometry,
                                _ sublayerTransform: CATransform3D?, clip: Rect?) -> Int {
        guard drawsMovingPictures, sublayers.count > 1 else { return 0 }
        let visible = (clip ?? caches.screen).intersection(caches.screen)
        guard !visible.isEmpty else { return 0 }
        // How much a sublayer's bounds are scaled on the device, where this layer's
        // pixels reach it by a uniform scale and no sublayer transform (a cover then
        // needs bounds as large as what is visible); else any size is judged by its geometry.
        let stretch = sublayerTransform == nil ? g.similarity?.k ?? .infinity : .infinity
        for index in stride(from: sublayers.count - 1, to: 0, by: -1) {
            // The cheap tests first: most layers have no background, or one too small.
            guard sublayers[index].properties.opacity >= 1, !sublayers[index].properties.isHidden else { continue }
            let factor = sublayers[index].properties.transform == .identity ? scale * stretch : .infinity
            guard Double(sublayers[index].properties.bounds.width) * factor >= Double(visible.width),
                  Double(sublayers[index].properties.bounds.height) * factor >= Double(visible.height),
                  let color = sublayers[index].properties.backgroundColor?.pixel, color.alpha == 255,
                  sublayers[index].properties.cornerRadius <= 0, sublayers[index].transition == nil,
                  !sublayers[index].properties.shouldRasterize else { continue }
            let cover = g.child(of: sublayers.baseAddress! + index, sublayer: sublayerTransform)
            guard let rect = cover.alignedDeviceBounds, rect.contains(visible) else { continue }
            caches.layersCovered += index
            return index
        }
        return 0
    }

    // MARK: - Items

    /// A bitmap whose top-left pixel covers layer pixel (`x`, `y`); nil when it is
    /// empty, reaches behind the eye, or lands outside `clip`.
    func imageItem(_ id: ItemID, _ bitmap: Bitmap, x: Int, y: Int, _ g: LayerGeometry, _ clip: Rect?,
                   transparent: Rect = .zero) -> DrawItem? {
        imageItem(id, source: .bitmap(bitmap), crop: bitmap.bounds, x: x, y: y, g, clip, transparent: transparent)
    }

    /// The part `crop` of a source's pixels, its pixel (0, 0) covering layer pixel
    /// (`x`, `y`), every pixel opaque when `isOpaque`, those in `transparent` clear;
    /// nil as for a bitmap.
    func imageItem(_ id: ItemID, source: ImagePaint.Source, crop: Rect, x: Int, y: Int, _ g: LayerGeometry,
                   _ clip: Rect?, isOpaque: Bool = false, transparent: Rect = .zero) -> DrawItem? {
        guard !crop.isEmpty, g.isInFront(crop.offsetBy(dx: x, dy: y)) else { return nil }
        var paint = ImagePaint(source: source, crop: crop, placement: g.placement(x: x, y: y), isOpaque: isOpaque)
        paint.transparent = transparent
        return item(id, .image(paint), bounds: paint.deviceBounds, clip)
    }

    func item(_ id: ItemID, _ paint: Paint, bounds: Rect, _ clip: Rect?) -> DrawItem? {
        let clipped = clip.map { bounds.intersection($0) } ?? bounds
        return clipped.isEmpty ? nil : DrawItem(id: id, paint: paint, opacity: 255, clip: clip, bounds: clipped)
    }

    /// The device pixels the shapes touch, rounded out.
    static func bounds(of shapes: RoundedRects) -> Rect {
        shapes.reduce(Rect.zero) { box, s in
            guard s.width > 0, s.height > 0 else { return box }
            let x0 = LayerGeometry.clampedPixel(Double(s.x).rounded(.down))
            let y0 = LayerGeometry.clampedPixel(Double(s.y).rounded(.down))
            let x1 = LayerGeometry.clampedPixel((Double(s.x) + Double(s.width)).rounded(.up))
            let y1 = LayerGeometry.clampedPixel((Double(s.y) + Double(s.height)).rounded(.up))
            return box.union(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
    }
}
