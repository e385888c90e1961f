import CoreGraphics
import Raster

/// The draw items of a layer's own parts (background, border, contents, shadow)
/// and of what can stand in for the layer and its sublayers (a transition frame,
/// a rasterized picture), with the per-layer cached bitmaps they draw.
extension DisplayListBuilder {
    /// The background colour over the (rounded) bounds: drawn straight onto the
    /// device when the layer is only moved and uniformly scaled, else a cached bitmap.
    func backgroundItem(_ id: LayerID, _ p: UnsafePointer<LayerProperties>, _ g: LayerGeometry, _ clip: Rect?,
                        _ cache: LayerContentsCache) -> DrawItem? {
        let itemID = ItemID(layer: id, part: .background)
        guard let color = p.pointee.backgroundColor?.pixel, color != .clear, g.pixelWidth > 0, g.pixelHeight > 0 else {
            if cache.background != nil { cache.background = nil }
            return nil
        }
        let radius = max(Double(p.pointee.cornerRadius), 0) * scale
        if let s = g.similarity {
            if cache.background != nil { cache.background = nil }
            let shape = RoundedRect(x: Float(s.tx), y: Float(s.ty), width: Float(g.pixelWidth * s.k),
                                    height: Float(g.pixelHeight * s.k), radius: Float(radius * s.k))
            let shapes = RoundedRects(shape)
            return item(itemID, .shapes(shapes, color: color), bounds: Self.bounds(of: shapes), clip)
        }
        let key = ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: radius, color: color)
        let cached = ContentsCacheStore.cached(&cache.background, key: key) { (LayerShapes.filled(key, kernels: kernels), 0, 0) }
        return imageItem(itemID, cached.bitmap, x: 0, y: 0, g, clip)
    }

    /// The border inside the bounds' edge: four bands straight onto the device when
    /// the corners are square and the layer only moved and uniformly scaled, else a
    /// cached ring bitmap.
    func borderItem(_ id: LayerID, _ p: UnsafePointer<LayerProperties>, _ g: LayerGeometry, _ clip: Rect?,
                    _ cache: LayerContentsCache) -> DrawItem? {
        let itemID = ItemID(layer: id, part: .border)
        guard p.pointee.borderWidth > 0, let color = p.pointee.borderColor?.pixel, color != .clear,
              g.pixelWidth > 0, g.pixelHeight > 0 else {
            if cache.border != nil { cache.border = nil }
            return nil
        }
        let line = Double(p.pointee.borderWidth) * scale, radius = max(Double(p.pointee.cornerRadius), 0) * scale
        if radius == 0, let s = g.similarity {
            if cache.border != nil { cache.border = nil }
            let bands = LayerShapes.bands(x: s.tx, y: s.ty, width: g.pixelWidth * s.k, height: g.pixelHeight * s.k,
                                          lineWidth: line * s.k)
            return item(itemID, .shapes(bands, color: color), bounds: Self.bounds(of: bands), clip)
        }
        let key = BorderKey(shape: ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: radius, color: color), lineWidth: line)
        let cached = ContentsCacheStore.cached(&cache.border, key: key) {
            (LayerShapes.border(key.shape, lineWidth: key.lineWidth, kernels: kernels), 0, 0)
        }
        return imageItem(itemID, cached.bitmap, x: 0, y: 0, g, clip,
                         transparent: LayerShapes.transparentInside(key.shape, lineWidth: key.lineWidth))
    }

    /// The contents image laid out in layer pixels (nil when it shows nothing).
    func contentsBitmap(_ p: UnsafePointer<LayerProperties>, _ g: LayerGeometry,
                        _ cache: LayerContentsCache) -> CachedBitmap<ContentsKey>? {
        guard let image = p.pointee.contents, image.width > 0, image.height > 0 else {
            if cache.contents != nil { cache.contents = nil }
            return nil
        }
        // The values the layout and clip come from, compared first: making the layout
        // allocates its patches, for every label of every frame.
        if let cached = cache.contents,
           cache.contentsInputs?.matches(p, image: image, width: g.pixelWidth, height: g.pixelHeight, scale: scale) == true {
            return cached.bitmap.width > 0 && cached.bitmap.height > 0 ? cached : nil
        }
        let layout = ContentsLayout(imageWidth: image.width, imageHeight: image.height,
                                    contentsScale: Double(p.pointee.contentsScale), gravity: p.pointee.contentsGravity,
                                    center: p.pointee.contentsCenter,
                                    boundsSize: CGSize(width: g.pixelWidth / scale, height: g.pixelHeight / scale), scale: scale)
        let clip = p.pointee.masksToBounds
            ? ShapeKey(width: g.pixelWidth, height: g.pixelHeight, radius: max(Double(p.pointee.cornerRadius), 0) * scale,
                       color: .white)
            : nil
        let key = ContentsKey(image: image, layout: layout, clip: clip)
        var ink: Rect?
        let cached = ContentsCacheStore.cached(&cache.contents, key: key) {
            caches.contentsRenders += 1
            let made = ContentsInk.cropped(ContentsRendering.render(key, kernels: kernels), sharing: image, kernels: kernels)
            ink = made.ink
            return (made.bitmap, made.x, made.y)
        }
        if let ink { cache.contentsInk = ink }
        if let inputs = cache.contentsInputs {
            inputs.set(p, image: image, width: g.pixelWidth, height: g.pixelHeight, scale: scale)
        } else {
            cache.contentsInputs = ContentsInputs(p, image: image, width: g.pixelWidth, height: g.pixelHeight, scale: scale)
        }
        return cached.bitmap.width > 0 && cached.bitmap.height > 0 ? cached : nil
    }

    /// The shadow, cast by the rounded bounds when the layer has a background or a
    /// border, else by its contents' alpha. A layer that masks to its bounds casts
    /// none: the mask cuts the shadow away, as on iOS.
    func shadowItem(_ id: LayerID, _ p: UnsafePointer<LayerProperties>, _ g: LayerGeometry, _ clip: Rect?,
                    _ cache: LayerContentsCache, _ contents: CachedBitmap<ContentsKey>?) -> DrawItem? {
        let color = (p.pointee.shadowColor?.pixel ?? .clear).scaled(by: Self.opacityByte(p.pointee.shadowOpacity))
        let hasShape = (p.pointee.backgroundColor.map { $0.pixel != .clear } ?? false)
            || (p.pointee.borderWidth > 0 && (p.pointee.borderColor.map { $0.pixel != .clear } ?? false))
        let shape: ShadowShape
        if hasShape && g.pixelWidth > 0 && g.pixelHeight > 0 {
            shape = .roundedBounds(width: g.pixelWidth, height: g.pixelHeight, radius: max(Double(p.pointee.cornerRadius), 0) * scale)
        } else if let contents {
            shape = .contents(contents.bitmap, x: contents.x, y: contents.y)
        } else {
            if cache.shadow != nil { cache.shadow = nil }
            return nil
        }
        guard color != .clear, !p.pointee.masksToBounds else {
            if cache.shadow != nil { cache.shadow = nil }
            return nil
        }
        func pixels(_ v: CGFloat) -> Int { LayerGeometry.clampedPixel((Double(v) * scale).rounded()) }
        let key = ShadowKey(shape: shape, sigma: max(Double(p.pointee.shadowRadius), 0) * scale / 2, color: color,
                            offsetX: pixels(p.pointee.shadowOffset.width), offsetY: pixels(p.pointee.shadowOffset.height))
        let cached = ContentsCacheStore.cached(&cache.shadow, key: key) { ShadowRendering.render(key, kernels: kernels) }
        return imageItem(ItemID(layer: id, part: .shadow), cached.bitmap, x: cached.x, y: cached.y, g, clip)
    }

    /// A transition frame in place of the layer's content and sublayers: the two
    /// snapshots (layer pixels at `scale`) drawn when the item is painted (straight
    /// onto the frame where the placement allows, else through a per-layer scratch),
    /// placed 1:1 at the bounds' origin and cut to the bounds. Snapshots of
    /// different sizes draw nothing.
    func transitionItem(_ id: LayerID, _ frame: TransitionFrame, _ g: LayerGeometry, _ clip: Rect?,
                        _ cache: LayerContentsCache) -> DrawItem? {
        let (width, height) = (frame.before.width, frame.before.height)
        guard width > 0, height > 0, frame.after.width == width, frame.after.height == height else { return nil }
        // At progress 0 a push, move-in, reveal, flip or fade shows its "before" picture
        // unmoved and unmixed (a curl is left to its kernel): drawn as a finished
        // transition's item, it compares equal with the picture the layer showed the frame
        // before, when the transition that ended gave it, and nothing is repainted; the
        // next frame draws the transition.
        if TransitionCompositing.clampedProgress(frame) == 0, frame.type != .pageCurl, frame.type != .pageUnCurl,
           let before = finishedPictureItem(id, frame.before, g, clip) {
            return before
        }
        let scratch: TransitionScratch
        if let existing = cache.transition, existing.width == width, existing.height == height {
            scratch = existing
        } else {
            scratch = TransitionScratch(width: width, height: height)
            cache.transition = scratch
        }
        return imageItem(ItemID(layer: id, part: .transition), source: .transition(scratch, frame),
                         crop: Rect(x: 0, y: 0, width: width, height: height).intersection(g.pixelBox), x: 0, y: 0, g, clip,
                         isOpaque: frame.isOpaque)
    }

    /// The device pixels `items` may change: the union of their bounds.
    static func box(of items: [DrawItem]) -> Rect {
        items.reduce(Rect.zero) { $0.union($1.bounds) }
    }

    /// `items` drawn into a new bitmap covering `box` (its top-left pixel at `box`'s
    /// origin): a rasterized or a moving picture. Where an opaque item paints every
    /// pixel (a page's background, `Occlusion`) the bitmap is not cleared first and
    /// nothing below that item is drawn: a page's picture writes its bytes once.
    func painted(_ items: [DrawItem], in box: Rect) -> Bitmap {
        // A blur reads pixels beyond any piece: the box is then painted whole.
        var pieces: [Rect] = []
        if items.contains(where: \.blursBackdrop) || !Occlusion.split([box], under: items, into: &pieces) {
            pieces = [box]
        }
        let bitmap = Bitmap(width: box.width, height: box.height, fill: nil)
        bitmap.withView { view in
            let painter = ItemPainter(kernels: kernels)
            for piece in pieces {
                painter.paint(items, filling: .clear, on: Canvas(view: view, originX: box.x, originY: box.y, clip: piece))
            }
        }
        return bitmap
    }

    /// The layer's cached picture, drawn again only when the subtree's picture
    /// changed (not when the layer only moved, turned or faded). While it is reused
    /// the sublayers are not visited, so their own caches are released.
    func rasterizedItem(_ layer: LayerInPlace, _ g: LayerGeometry, _ clip: Rect?, _ cache: LayerContentsCache) -> DrawItem? {
        let subject = layer.rasterizationSubject
        let picture: RasterizedPicture
        if let cached = cache.rasterized, cached.scale == scale, cached.subtree.drawsSamePicture(as: subject) {
            caches.rasterHits += 1
            picture = cached
        } else {
            caches.rasterMisses += 1
            let items = pictureItems(for: layer)
            let box = Self.box(of: items)
            let bitmap = painted(items, in: box)
            picture = RasterizedPicture(subtree: subject, scale: scale, bitmap: bitmap, x: box.x, y: box.y)
            cache.rasterized = picture
        }
        return imageItem(ItemID(layer: layer.id, part: .rasterized), picture.bitmap, x: picture.x, y: picture.y, g, clip)
    }
}
