import Raster

/// What decides a backdrop's pixels, besides what lies under it: where it is on the
/// device, its blur, tint and rounded shape.
struct BackdropKey: Equatable {
    /// Device pixels it covers: the layer's box rounded to whole pixels, cut to the clip.
    var rect: Rect
    var blur: ReducedBlur
    var tint: Pixel
    /// The layer's rounded rectangle in device pixels, relative to `rect`'s top-left
    /// (radius 0: square, no mask).
    var shape: RoundedRect
}

/// A backdrop layer's pixels between frames: what lay under it, blurred, tinted and
/// cut to its shape, and the key and device area they were made for. Made again by
/// the compositor (`Backdrops`) only when the key changes or something under it does.
final class BackdropBuffer {
    /// The blurred pixels over `area` (nil until first made).
    var pixels: Bitmap?
    /// What lay under `area` reduced by the blur's factor, where it is blurred (nil at factor 1).
    var reduced: Bitmap?
    /// The device pixels `pixels` covers: the key's rect cut to the target.
    var area = Rect.zero
    /// The key `pixels` was made for; nil when they must be made again.
    var madeFor: BackdropKey?
    /// The rounded shape's coverage over `area`, and the shape it was made for.
    var mask: Bitmap?
    var maskShape: RoundedRect?
    /// Line memory for the blur, one per render worker.
    var scratch: [BlurScratch] = []
}

/// A backdrop draw item's paint: the layer's buffer, drawn as it is at paint time.
struct BackdropPaint {
    let buffer: BackdropBuffer
    let key: BackdropKey

    func drawsLike(_ other: BackdropPaint) -> Bool { buffer === other.buffer && key == other.key }
}

extension DisplayListBuilder {
    /// A backdrop layer's blurred, tinted backdrop over its bounds; nil where there is
    /// nothing to show (no blur and no tint) or the layer turns or tilts.
    func backdropItem(_ id: LayerID, _ p: UnsafePointer<LayerProperties>, _ g: LayerGeometry, _ clip: Rect?,
                      _ cache: LayerContentsCache) -> DrawItem? {
        guard let backdrop = p.pointee.backdrop, let s = g.similarity, g.pixelWidth > 0, g.pixelHeight > 0 else {
            if cache.backdrop != nil { cache.backdrop = nil }
            return nil
        }
        let radius = Double(backdrop.blurRadius) * scale * s.k
        let blur = ReducedBlur(sigma: radius.isFinite ? radius / 3 : 0)
        let tint = backdrop.tintColor?.pixel ?? .clear
        let width = g.pixelWidth * s.k, height = g.pixelHeight * s.k
        let x0 = LayerGeometry.clampedPixel(s.tx.rounded()), y0 = LayerGeometry.clampedPixel(s.ty.rounded())
        let x1 = LayerGeometry.clampedPixel((s.tx + width).rounded()), y1 = LayerGeometry.clampedPixel((s.ty + height).rounded())
        var rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        if let clip { rect = rect.intersection(clip) }
        guard blur.blurs || tint != .clear, !rect.isEmpty else {
            if cache.backdrop != nil { cache.backdrop = nil }
            return nil
        }
        let corner = max(Double(p.pointee.cornerRadius), 0) * scale * s.k
        let shape = RoundedRect(x: Float(s.tx - Double(rect.x)), y: Float(s.ty - Double(rect.y)), width: Float(width),
                                height: Float(height), radius: Float(corner.isFinite ? corner : 0))
        let buffer = cache.backdrop ?? BackdropBuffer()
        cache.backdrop = buffer
        caches.backdropItems += 1
        let key = BackdropKey(rect: rect, blur: blur, tint: tint, shape: shape)
        return item(ItemID(layer: id, part: .backdrop), .backdrop(BackdropPaint(buffer: buffer, key: key)), bounds: rect, clip)
    }
}
