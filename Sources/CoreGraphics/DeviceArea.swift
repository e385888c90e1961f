import Raster

/// A user-space rectangle placed on the device by a CTM: an axis-aligned box when
/// the CTM keeps edges on the pixel grid's directions (scales, flips, quarter turns),
/// else a parallelogram. Entries within 1e-9 of a whole number count as that number,
/// so that products of scales and quarter turns land exactly on pixel edges.
enum DeviceArea {
    /// Device edges, `x0 ≤ x1` and `y0 ≤ y1` (possibly infinite).
    case box(x0: Double, y0: Double, x1: Double, y1: Double)
    /// The map from the unit square onto the device.
    case parallelogram(Affine2D)

    /// Nil when `rect` is empty (zero or NaN size) or the placement is not a number.
    init?(_ rect: CGRect, ctm: CGAffineTransform) {
        let r = rect.standardized
        guard !r.isNull, r.width > 0, r.height > 0 else { return nil }
        let m = Affine2D(ctm).snapped
        guard [m.a, m.b, m.c, m.d, m.tx, m.ty].allSatisfy(\.isFinite) else { return nil }
        let (minX, minY, maxX, maxY) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        if (m.b == 0 && m.c == 0) || (m.a == 0 && m.d == 0) {
            let p = m.apply(x: minX, y: minY), q = m.apply(x: maxX, y: maxY)
            let edges = [p.x, p.y, q.x, q.y].map(Affine2D.snapped)
            guard !edges.contains(where: \.isNaN) else { return nil }
            self = .box(x0: min(edges[0], edges[2]), y0: min(edges[1], edges[3]),
                        x1: max(edges[0], edges[2]), y1: max(edges[1], edges[3]))
        } else {
            let unit = Affine2D(a: maxX - minX, b: 0, c: 0, d: maxY - minY, tx: minX, ty: minY).concatenating(m)
            guard [unit.a, unit.b, unit.c, unit.d, unit.tx, unit.ty].allSatisfy(\.isFinite) else { return nil }
            self = .parallelogram(unit)
        }
    }

    /// The device pixels whose centres lie inside the box, or inside the
    /// parallelogram's bounding box: each edge rounded to the nearest pixel boundary
    /// (a half rounds down).
    var pixelBox: Rect {
        switch self {
        case let .box(x0, y0, x1, y1):
            return Self.pixels(x0, y0, x1, y1)
        case let .parallelogram(m):
            let corners = [m.apply(x: 0, y: 0), m.apply(x: 1, y: 0), m.apply(x: 1, y: 1), m.apply(x: 0, y: 1)]
            return Self.pixels(corners.map(\.x).min()!, corners.map(\.y).min()!,
                               corners.map(\.x).max()!, corners.map(\.y).max()!)
        }
    }

    /// The pixels whose centres lie in [x0, x1) × [y0, y1).
    private static func pixels(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Rect {
        let left = pixel(x0), top = pixel(y0), right = pixel(x1), bottom = pixel(y1)
        return right > left && bottom > top ? Rect(x: left, y: top, width: right - left, height: bottom - top) : .zero
    }

    /// The first pixel whose centre is at or after `edge`, kept far from `Int`'s limits.
    static func pixel(_ edge: Double) -> Int { Int(min(max((edge - 0.5).rounded(.up), -0x1p30), 0x1p30)) }
}

extension Affine2D {
    /// The same map in Raster's type (both follow Core Graphics' convention).
    init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }

    /// `v`, or the whole number within 1e-9 (relative above 1) of it.
    static func snapped(_ v: Double) -> Double {
        let r = v.rounded()
        return abs(v - r) <= 1e-9 * max(1, abs(v)) ? r : v
    }

    /// Every entry snapped to a nearby whole number.
    var snapped: Affine2D {
        Affine2D(a: Self.snapped(a), b: Self.snapped(b), c: Self.snapped(c), d: Self.snapped(d),
                 tx: Self.snapped(tx), ty: Self.snapped(ty))
    }
}
