import CoreGraphics
import Raster

/// What decides a shape layer's bitmap: its shape values, where its bounds start
/// (the path is in bounds coordinates), the display scale, and the layer pixels it
/// may cover.
struct ShapeLayerKey: Equatable {
    var shape: ShapeProperties
    var origin: CGPoint
    var scale: Double
    /// Layer pixels outside this are not drawn: the bounds when the layer masks to
    /// them, else the bounds grown by `reach` on every side.
    var limit: Rect

    /// How far beyond its bounds a shape layer draws, in pixels (a path may reach
    /// outside the bounds, as on iOS; this keeps a runaway path's bitmap bounded).
    static let reach = 2048
}

/// A shape layer rasterised into layer pixels through a `CGContext`: the path
/// filled by the fill rule, then the part from `strokeStart` to `strokeEnd` stroked,
/// both antialiased by exact coverage (`PathRasterizer` and the mask kernel).
enum ShapeRendering {
    /// The bitmap and the layer pixel its top-left pixel covers; empty when nothing shows.
    static func render(_ key: ShapeLayerKey, kernels: Kernels) -> (bitmap: Bitmap, x: Int, y: Int) {
        let s = key.shape
        let fills = !s.path.isEmpty && (s.fillColor.map { $0.pixel != .clear } ?? false)
        let strokes = !s.path.isEmpty && (s.strokeColor.map { $0.pixel != .clear } ?? false) && s.lineWidth > 0
            && s.strokeEnd > s.strokeStart
        let empty = (Bitmap(width: 0, height: 0), 0, 0)
        guard fills || strokes else { return empty }
        let path = CGPath(elements: s.path)
        // Round caps and joins reach half the width; miters up to miterLimit times that; square caps √2 times.
        let margin = strokes ? Double(s.lineWidth) / 2 * max(Double(s.miterLimit), 1.5) : 0
        let box = path.boundingBox
        func pixel(_ v: Double) -> Int { LayerGeometry.clampedPixel(v) }
        let x0 = pixel(((Double(box.minX - key.origin.x) - margin) * key.scale).rounded(.down)) - 1
        let y0 = pixel(((Double(box.minY - key.origin.y) - margin) * key.scale).rounded(.down)) - 1
        let x1 = pixel(((Double(box.maxX - key.origin.x) + margin) * key.scale).rounded(.up)) + 1
        let y1 = pixel(((Double(box.maxY - key.origin.y) + margin) * key.scale).rounded(.up)) + 1
        let area = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(key.limit)
        guard !area.isEmpty else { return empty }
        let context = CGContext(width: area.width, height: area.height)
        context.kernels = kernels
        context.translateBy(x: CGFloat(-area.x), y: CGFloat(-area.y))
        context.scaleBy(x: CGFloat(key.scale), y: CGFloat(key.scale))
        context.translateBy(x: -key.origin.x, y: -key.origin.y)
        if fills, let color = s.fillColor {
            context.setFillColor(color)
            context.addPath(path)
            context.fillPath(using: s.fillRule == .evenOdd ? .evenOdd : .winding)
        }
        if strokes, let color = s.strokeColor {
            context.setStrokeColor(color)
            context.setLineWidth(s.lineWidth)
            context.setLineCap(s.lineCap == .round ? .round : s.lineCap == .square ? .square : .butt)
            context.setLineJoin(s.lineJoin == .round ? .round : s.lineJoin == .bevel ? .bevel : .miter)
            context.setMiterLimit(s.miterLimit)
            context.setLineDash(phase: s.lineDashPhase, lengths: s.lineDashPattern)
            context.addPath(path)
            context.strokePath(from: Double(s.strokeStart), to: Double(s.strokeEnd))
        }
        return (context.bitmap, area.x, area.y)
    }
}

extension DisplayListBuilder {
    /// A shape layer's shape, from a cached bitmap made again only when its values change.
    func shapeItem(_ id: LayerID, _ p: UnsafePointer<LayerProperties>, _ g: LayerGeometry, _ clip: Rect?,
                   _ cache: LayerContentsCache) -> DrawItem? {
        guard let shape = p.pointee.shape else {
            cache.shape = nil
            return nil
        }
        let box = g.pixelBox, reach = ShapeLayerKey.reach
        let limit = p.pointee.masksToBounds
            ? box : Rect(x: -reach, y: -reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
        let key = ShapeLayerKey(shape: shape, origin: p.pointee.bounds.origin, scale: scale, limit: limit)
        let cached = ContentsCacheStore.cached(&cache.shape, key: key) {
            caches.shapeRenders += 1
            return ShapeRendering.render(key, kernels: kernels)
        }
        return imageItem(ItemID(layer: id, part: .shape), cached.bitmap, x: cached.x, y: cached.y, g, clip)
    }
}
