import Raster

/// How a bitmap reaches its destination, sorted by the cheapest kernel that can
/// draw it: a whole-pixel translation is a plain composite, an affine map a
/// bilinear warp, anything with perspective a projective warp.
enum Placement {
    case translation(x: Int, y: Int)
    case affine(Affine2D)
    case projective(Homography)

    /// The kind of `h` (source pixels → destination pixels), or nil when it is not
    /// finite or maps every point behind the eye. Entries within 1e-9 of a whole
    /// number are taken as that number, so that a quarter turn (cos = 6e-17) or a
    /// product of scales lands exactly on the pixel grid.
    init?(_ h: Homography) {
        guard h.isFinite else { return nil }
        let m = h.m
        if abs(m.6) < 1e-12 && abs(m.7) < 1e-12 {
            guard m.8 > 0 else { return nil }
            let a = Affine2D(a: Self.snapped(m.0 / m.8), b: Self.snapped(m.3 / m.8), c: Self.snapped(m.1 / m.8),
                             d: Self.snapped(m.4 / m.8), tx: Self.snapped(m.2 / m.8), ty: Self.snapped(m.5 / m.8))
            if a.a == 1, a.b == 0, a.c == 0, a.d == 1, a.tx == a.tx.rounded(), a.ty == a.ty.rounded(),
               abs(a.tx) < 0x1p30, abs(a.ty) < 0x1p30 {
                self = .translation(x: Int(a.tx), y: Int(a.ty))
            } else {
                self = .affine(a)
            }
        } else {
            self = .projective(h)
        }
    }

    /// `v`, or the whole number within 1e-9 (relative above 1) of it.
    static func snapped(_ v: Double) -> Double {
        let r = v.rounded()
        return abs(v - r) <= 1e-9 * max(1, abs(v)) ? r : v
    }
}
