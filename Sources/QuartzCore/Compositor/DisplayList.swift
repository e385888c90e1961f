import CoreGraphics
import Raster

/// Turns a layer tree into one frame's display list: device-space draw items in
/// painting order (per layer: shadow, background, contents, sublayers by
/// zPosition, border), making or reusing the cached bitmaps they draw on the way.
struct DisplayListBuilder {
    let scale: Double
    let kernels: Kernels
    let caches: ContentsCacheStore

    /// The items of a tree drawn on screen.
    func items(forRoot root: RenderLayer) -> [DrawItem] {
        items(for: root, geometry: LayerGeometry(root: root.properties, scale: scale), clip: nil, asPicture: false)
    }

    /// The items of `layer` and its sublayers in the layer's own pixels, ignoring its
    /// position, transform, opacity, hidden flag and shouldRasterize (snapshots and
    /// rasterized pictures).
    func pictureItems(for layer: RenderLayer) -> [DrawItem] {
        items(for: layer, geometry: LayerGeometry(picture: layer.properties, scale: scale), clip: nil, asPicture: true)
    }

    /// An opacity as the kernels take it: 0…255, rounded.
    static func opacityByte(_ opacity: Float) -> UInt8 {
        opacity.isNaN ? 0 : UInt8((min(max(Double(opacity), 0), 1) * 255).rounded())
    }

    private func items(for layer: RenderLayer, geometry g: LayerGeometry, clip: Rect?, asPicture: Bool) -> [DrawItem] {
        let p = layer.properties
        let opacity = asPicture ? 255 : Self.opacityByte(p.opacity)
        guard asPicture || !p.isHidden, opacity > 0, g.isFinite else { return [] }
        let cache = caches.entry(for: layer.id)
        let parts: [DrawItem]
        if p.shouldRasterize && !asPicture {
            parts = rasterizedItem(layer, g, clip, cache).map { [$0] } ?? []
        } else {
            cache.rasterized = nil
            parts = layerItems(layer, g, clip, cache)
        }
        return applying(opacity, to: parts, of: layer.id, clip: clip)
    }

    /// Opacity on one item multiplies its own; on several it makes an offscreen
    /// group composited once, so overlaps inside show only the top item (as on iOS).
    private func applying(_ opacity: UInt8, to parts: [DrawItem], of layer: LayerID, clip: Rect?) -> [DrawItem] {
        guard opacity < 255, !parts.isEmpty else { return parts }
        if parts.count == 1 {
            var only = parts[0]
            only.opacity = UInt8(Pixel.multiply(UInt32(only.opacity), UInt32(opacity)))
            return only.opacity == 0 ? [] : [only]
        }
        let bounds = parts.reduce(Rect.zero) { $0.union($1.bounds) }
        return [DrawItem(id: ItemID(layer: layer, part: .opacityGroup), paint: .group(GroupPaint(items: parts, mask: nil)),
                         opacity: opacity, clip: clip, bounds: bounds)]
    }

    /// A layer's own parts and its sublayers. The parts are left out where the
    /// layer's plane reaches behind the eye (its sublayers are judged on their own).
    private func layerItems(_ layer: RenderLayer, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache) -> [DrawItem] {
        let p = layer.properties
        let front = g.isInFront(g.pixelBox)
        var items: [DrawItem] = []
        let contents = front ? contentsBitmap(p, g, cache) : nil
        if front, let shadow = shadowItem(layer.id, p, g, clip, cache, contents) { items.append(shadow) }
        if let frame = layer.transition {
            if front, let item = transitionItem(layer.id, frame, g, clip, cache) { items.append(item) }
            return items
        }
        cache.transition = nil
        if front, let background = backgroundItem(layer.id, p, g, clip, cache) { items.append(background) }
        if let contents, let item = imageItem(ItemID(layer: layer.id, part: .contents), contents.bitmap,
                                              x: contents.x, y: contents.y, g, clip) {
            items.append(item)
        }
        items += clippedSublayerItems(layer, g, clip, cache, front: front)
        if front, let border = borderItem(layer.id, p, g, clip, cache) { items.append(border) }
        return items
    }

    /// The sublayers, clipped to the bounds when the layer masks to them: by a
    /// device rectangle when the bounds land on whole pixels with square corners,
    /// else as a group cut to the bounds' antialiased (rounded) shape. Bounds that
    /// are empty or reach behind the eye clip everything away.
    private func clippedSublayerItems(_ layer: RenderLayer, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache,
                                      front: Bool) -> [DrawItem] {
        let p = layer.properties
        guard p.masksToBounds, !layer.sublayers.isEmpty else {
            cache.clipMask = nil
            return sublayerItems(layer, g, clip: clip)
        }
        guard front, g.pixelWidth > 0, g.pixelHeight > 0 else { return [] }
        let radius = max(Double(p.cornerRadius), 0) * scale
        if radius == 0, let rect = g.alignedDeviceBounds {
            cache.clipMask = nil
            return sublayerItems(layer, g, clip: clip.map { $0.intersection(rect) } ?? rect)
        }
        let children = sublayerItems(layer, g, clip: clip)
        guard !children.isEmpty else { return [] }
        let shape = ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: radius, color: .white)
        let mask = ContentsCacheStore.cached(&cache.clipMask, key: shape) { (LayerShapes.filled(shape, kernels: kernels), 0, 0) }
        let maskPaint = ImagePaint(source: .bitmap(mask.bitmap), crop: mask.bitmap.bounds, placement: g.placement(x: 0, y: 0))
        let bounds = children.reduce(Rect.zero) { $0.union($1.bounds) }.intersection(maskPaint.deviceBounds)
        return item(ItemID(layer: layer.id, part: .clippedSublayers), .group(GroupPaint(items: children, mask: maskPaint)),
                    bounds: bounds, clip).map { [$0] } ?? []
    }

    /// The sublayers in drawing order (zPosition, stably), each with this layer's
    /// sublayer transform.
    private func sublayerItems(_ layer: RenderLayer, _ g: LayerGeometry, clip: Rect?) -> [DrawItem] {
        guard !layer.sublayers.isEmpty else { return [] }
        let sublayerTransform = LayerGeometry.sublayerTransform(layer.properties)
        func z(_ l: RenderLayer) -> CGFloat { l.properties.zPosition.isNaN ? 0 : l.properties.zPosition }
        let ordered = layer.sublayers.enumerated().sorted { a, b in
            z(a.element) != z(b.element) ? z(a.element) < z(b.element) : a.offset < b.offset
        }
        return ordered.flatMap { _, sublayer in
            items(for: sublayer, geometry: g.child(sublayer.properties, sublayer: sublayerTransform), clip: clip, asPicture: false)
        }
    }

    // MARK: - Parts

    private func backgroundItem(_ id: LayerID, _ p: LayerProperties, _ g: LayerGeometry, _ clip: Rect?,
                                _ cache: LayerContentsCache) -> DrawItem? {
        let itemID = ItemID(layer: id, part: .background)
        guard let color = p.backgroundColor?.pixel, color != .clear, g.pixelWidth > 0, g.pixelHeight > 0 else {
            cache.background = nil
            return nil
        }
        let radius = max(Double(p.cornerRadius), 0) * scale
        if let s = g.similarity {
            cache.background = nil
            let shape = RoundedRect(x: Float(s.tx), y: Float(s.ty), width: Float(g.pixelWidth * s.k),
                                    height: Float(g.pixelHeight * s.k), radius: Float(radius * s.k))
            return item(itemID, .shapes([shape], color: color), bounds: Self.bounds(of: [shape]), clip)
        }
        let key = ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: radius, color: color)
        let cached = ContentsCacheStore.cached(&cache.background, key: key) { (LayerShapes.filled(key, kernels: kernels), 0, 0) }
        return imageItem(itemID, cached.bitmap, x: 0, y: 0, g, clip)
    }

    private func borderItem(_ id: LayerID, _ p: LayerProperties, _ g: LayerGeometry, _ clip: Rect?,
                            _ cache: LayerContentsCache) -> DrawItem? {
        let itemID = ItemID(layer: id, part: .border)
        guard p.borderWidth > 0, let color = p.borderColor?.pixel, color != .clear, g.pixelWidth > 0, g.pixelHeight > 0 else {
            cache.border = nil
            return nil
        }
        let line = Double(p.borderWidth) * scale, radius = max(Double(p.cornerRadius), 0) * scale
        if radius == 0, let s = g.similarity {
            cache.border = nil
            let bands = LayerShapes.bands(x: s.tx, y: s.ty, width: g.pixelWidth * s.k, height: g.pixelHeight * s.k,
                                          lineWidth: line * s.k)
            return item(itemID, .shapes(bands, color: color), bounds: Self.bounds(of: bands), clip)
        }
        let key = BorderKey(shape: ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: radius, color: color), lineWidth: line)
        let cached = ContentsCacheStore.cached(&cache.border, key: key) {
            (LayerShapes.border(key.shape, lineWidth: key.lineWidth, kernels: kernels), 0, 0)
        }
        return imageItem(itemID, cached.bitmap, x: 0, y: 0, g, clip)
    }

    /// The contents image laid out in layer pixels (nil when it shows nothing).
    private func contentsBitmap(_ p: LayerProperties, _ g: LayerGeometry, _ cache: LayerContentsCache) -> CachedBitmap<ContentsKey>? {
        guard let image = p.contents, image.width > 0, image.height > 0 else {
            cache.contents = nil
            return nil
        }
        let layout = ContentsLayout(imageWidth: image.width, imageHeight: image.height, contentsScale: Double(p.contentsScale),
                                    gravity: p.contentsGravity, center: p.contentsCenter,
                                    boundsSize: CGSize(width: g.pixelWidth / scale, height: g.pixelHeight / scale), scale: scale)
        let clip = p.masksToBounds
            ? ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: max(Double(p.cornerRadius), 0) * scale, color: .white)
            : nil
        let key = ContentsKey(image: image, layout: layout, clip: clip)
        let cached = ContentsCacheStore.cached(&cache.contents, key: key) { ContentsRendering.render(key, kernels: kernels) }
        return cached.bitmap.width > 0 && cached.bitmap.height > 0 ? cached : nil
    }

    /// The shadow, cast by the rounded bounds when the layer has a background or a
    /// border, else by its contents' alpha. A layer that masks to its bounds casts
    /// none: the mask cuts the shadow away, as on iOS.
    private func shadowItem(_ id: LayerID, _ p: LayerProperties, _ g: LayerGeometry, _ clip: Rect?,
                            _ cache: LayerContentsCache, _ contents: CachedBitmap<ContentsKey>?) -> DrawItem? {
        let color = (p.shadowColor?.pixel ?? .clear).scaled(by: Self.opacityByte(p.shadowOpacity))
        let hasShape = (p.backgroundColor.map { $0.pixel != .clear } ?? false)
            || (p.borderWidth > 0 && (p.borderColor.map { $0.pixel != .clear } ?? false))
        let shape: ShadowShape
        if hasShape && g.pixelWidth > 0 && g.pixelHeight > 0 {
            shape = .roundedBounds(width: g.pixelWidth, height: g.pixelHeight, radius: max(Double(p.cornerRadius), 0) * scale)
        } else if let contents {
            shape = .contents(contents.bitmap, x: contents.x, y: contents.y)
        } else {
            cache.shadow = nil
            return nil
        }
        guard color != .clear, !p.masksToBounds else {
            cache.shadow = nil
            return nil
        }
        func pixels(_ v: CGFloat) -> Int { LayerGeometry.clampedPixel((Double(v) * scale).rounded()) }
        let key = ShadowKey(shape: shape, sigma: max(Double(p.shadowRadius), 0) * scale / 2, color: color,
                            offsetX: pixels(p.shadowOffset.width), offsetY: pixels(p.shadowOffset.height))
        let cached = ContentsCacheStore.cached(&cache.shadow, key: key) { ShadowRendering.render(key, kernels: kernels) }
        return imageItem(ItemID(layer: id, part: .shadow), cached.bitmap, x: cached.x, y: cached.y, g, clip)
    }

    /// A transition frame in place of the layer's content and sublayers: the two
    /// snapshots (layer pixels at `scale`) composed into a per-layer scratch bitmap
    /// when drawn, placed 1:1 at the bounds' origin and cut to the bounds. Snapshots
    /// of different sizes draw nothing.
    private func transitionItem(_ id: LayerID, _ frame: TransitionFrame, _ g: LayerGeometry, _ clip: Rect?,
                                _ cache: LayerContentsCache) -> DrawItem? {
        let (width, height) = (frame.before.width, frame.before.height)
        guard width > 0, height > 0, frame.after.width == width, frame.after.height == height else { return nil }
        let scratch: TransitionScratch
        if let existing = cache.transition, existing.bitmap.width == width, existing.bitmap.height == height {
            scratch = existing
        } else {
            scratch = TransitionScratch(width: width, height: height)
            cache.transition = scratch
        }
        return imageItem(ItemID(layer: id, part: .transition), scratch.bitmap, x: 0, y: 0, g, clip,
                         source: .transition(scratch, frame),
                         crop: Rect(x: 0, y: 0, width: width, height: height).intersection(g.pixelBox))
    }

    /// The layer's cached picture, drawn again only when the subtree's picture
    /// changed (not when the layer only moved, turned or faded). While it is reused
    /// the sublayers are not visited, so their own caches are released.
    private func rasterizedItem(_ layer: RenderLayer, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache) -> DrawItem? {
        let subject = layer.rasterizationSubject
        let picture: RasterizedPicture
        if let cached = cache.rasterized, cached.scale == scale, cached.subtree.drawsSamePicture(as: subject) {
            caches.rasterHits += 1
            picture = cached
        } else {
            caches.rasterMisses += 1
            let items = pictureItems(for: layer)
            let box = items.reduce(Rect.zero) { $0.union($1.bounds) }
            let bitmap = Bitmap(width: box.width, height: box.height)
            bitmap.withView { ItemPainter(kernels: kernels).draw(items, on: Canvas(view: $0, originX: box.x, originY: box.y, clip: box)) }
            picture = RasterizedPicture(subtree: subject, scale: scale, bitmap: bitmap, x: box.x, y: box.y)
            cache.rasterized = picture
        }
        return imageItem(ItemID(layer: layer.id, part: .rasterized), picture.bitmap, x: picture.x, y: picture.y, g, clip)
    }

    // MARK: - Items

    /// A bitmap whose top-left pixel covers layer pixel (`x`, `y`); nil when it is
    /// empty, reaches behind the eye, or lands outside `clip`.
    private func imageItem(_ id: ItemID, _ bitmap: Bitmap, x: Int, y: Int, _ g: LayerGeometry, _ clip: Rect?,
                           source: ImagePaint.Source? = nil, crop: Rect? = nil) -> DrawItem? {
        let crop = crop ?? bitmap.bounds
        guard !crop.isEmpty, g.isInFront(crop.offsetBy(dx: x, dy: y)) else { return nil }
        let paint = ImagePaint(source: source ?? .bitmap(bitmap), crop: crop, placement: g.placement(x: x, y: y))
        return item(id, .image(paint), bounds: paint.deviceBounds, clip)
    }

    private func item(_ id: ItemID, _ paint: Paint, bounds: Rect, _ clip: Rect?) -> DrawItem? {
        let clipped = clip.map { bounds.intersection($0) } ?? bounds
        return clipped.isEmpty ? nil : DrawItem(id: id, paint: paint, opacity: 255, clip: clip, bounds: clipped)
    }

    /// The device pixels the shapes touch, rounded out.
    static func bounds(of shapes: [RoundedRect]) -> Rect {
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
