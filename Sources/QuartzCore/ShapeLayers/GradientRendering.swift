import CoreGraphics
import Raster

/// What decides a gradient layer's bitmap: its gradient values and its size in layer pixels.
struct GradientKey: Equatable {
    var gradient: GradientProperties
    var width: Double
    var height: Double
}

/// A gradient layer drawn over its bounds in layer pixels by Raster's gradient kernel.
enum GradientRendering {
    /// The bitmap over the bounds (rounded out); empty when nothing shows: no colours,
    /// start and end points that coincide, a conic gradient (not drawn yet).
    static func render(_ key: GradientKey, kernels: Kernels) -> (bitmap: Bitmap, x: Int, y: Int) {
        let empty = (Bitmap(width: 0, height: 0), 0, 0)
        let g = key.gradient
        let width = LayerGeometry.clampedPixel(key.width.rounded(.up)), height = LayerGeometry.clampedPixel(key.height.rounded(.up))
        guard !g.colors.isEmpty, width > 0, height > 0, let gradient = gradient(key) else { return empty }
        let bitmap = Bitmap(width: width, height: height)
        bitmap.withView { kernels.fill($0, gradient: gradient, originX: 0, originY: 0) }
        return (bitmap, 0, 0)
    }

    /// The kernel's gradient: the ramp, and the map from layer pixels to t.
    static func gradient(_ key: GradientKey) -> Gradient? {
        let g = key.gradient
        let s = SIMD2(Double(g.startPoint.x) * key.width, Double(g.startPoint.y) * key.height)
        let e = SIMD2(Double(g.endPoint.x) * key.width, Double(g.endPoint.y) * key.height)
        let ramp = self.ramp(g)
        switch g.type {
        case .axial:
            let d = e - s, length2 = (d * d).sum()
            guard length2 > 0 else { return nil }
            return Gradient(ramp: ramp, shape: .axial,
                            u: (Float(d.x / length2), Float(d.y / length2), Float(-(d * s).sum() / length2)))
        case .radial:
            let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
            guard rx > 0, ry > 0 else { return nil }
            return Gradient(ramp: ramp, shape: .radial, u: (Float(1 / rx), 0, Float(-s.x / rx)),
                            v: (0, Float(1 / ry), Float(-s.y / ry)))
        default:
            return nil
        }
    }

    /// 256 premultiplied colours at t = i / 255: before the first location the first
    /// colour, after the last the last, between two the straight line between their
    /// unpremultiplied components. Locations that are missing, or fewer than the
    /// colours, spread the colours evenly.
    static func ramp(_ g: GradientProperties) -> [UInt32] {
        let colors = g.colors.map { SIMD4(Double($0.red), Double($0.green), Double($0.blue), Double($0.alpha)) }
        let locations = g.locations.count >= colors.count
            ? Array(g.locations.prefix(colors.count))
            : colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        return (0..<256).map { i in
            let t = Double(i) / 255
            let c: SIMD4<Double>
            if let next = locations.firstIndex(where: { $0 > t }) {
                if next == 0 {
                    c = colors[0]
                } else {
                    let (a, b) = (locations[next - 1], locations[next])
                    let f = (t - a) / (b - a)
                    c = colors[next - 1] * (1 - f) + colors[next] * f
                }
            } else {
                c = colors[colors.count - 1]
            }
            return CGColor(red: c.x, green: c.y, blue: c.z, alpha: c.w).pixel.rawValue
        }
    }
}

extension DisplayListBuilder {
    /// A gradient layer's gradient over its bounds, from a cached bitmap made again only when its values change.
    func gradientItem(_ id: LayerID, _ p: UnsafePointer<LayerProperties>, _ g: LayerGeometry, _ clip: Rect?,
                      _ cache: LayerContentsCache) -> DrawItem? {
        guard let gradient = p.pointee.gradient else {
            cache.gradient = nil
            return nil
        }
        let key = GradientKey(gradient: gradient, width: g.pixelWidth, height: g.pixelHeight)
        let cached = ContentsCacheStore.cached(&cache.gradient, key: key) { GradientRendering.render(key, kernels: kernels) }
        return imageItem(ItemID(layer: id, part: .gradient), cached.bitmap, x: cached.x, y: cached.y, g, clip)
    }
}
