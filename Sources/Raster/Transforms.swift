/// A 2D affine map in Core Graphics' convention:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct Affine2D: Equatable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Affine2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    @inlinable public static func translation(x: Double, y: Double) -> Affine2D {
        Affine2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    @inlinable public static func scale(x: Double, y: Double) -> Affine2D {
        Affine2D(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation given by its cosine and sine (Raster has no trigonometry: the
    /// standard library lacks it). Positive angles turn +x towards +y, which on a
    /// y-down screen is clockwise.
    @inlinable public static func rotation(cos: Double, sin: Double) -> Affine2D {
        Affine2D(a: cos, b: sin, c: -sin, d: cos, tx: 0, ty: 0)
    }

    /// `self` first, then `other`.
    @inlinable public func concatenating(_ t: Affine2D) -> Affine2D {
        Affine2D(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                 c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                 tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the map is singular.
    public func inverted() -> Affine2D? {
        let det = determinant
        if det == 0 || !det.isFinite { return nil }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return Affine2D(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    @inlinable public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + tx, b * x + d * y + ty)
    }
}

/// A projective map of the plane (a 3×3 homography, row-major):
/// `[X, Y, W] = M · [x, y, 1]`, then `x' = X / W`, `y' = Y / W`.
/// What a layer with perspective (`m34`) does to a flat picture.
public struct Homography: Equatable, Sendable {
    public var m: (Double, Double, Double, Double, Double, Double, Double, Double, Double)

    @inlinable public init(_ m00: Double, _ m01: Double, _ m02: Double,
                           _ m10: Double, _ m11: Double, _ m12: Double,
                           _ m20: Double, _ m21: Double, _ m22: Double) {
        m = (m00, m01, m02, m10, m11, m12, m20, m21, m22)
    }

    public init(_ t: Affine2D) { self.init(t.a, t.c, t.tx, t.b, t.d, t.ty, 0, 0, 1) }

    public static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

    public static func == (l: Homography, r: Homography) -> Bool {
        l.m.0 == r.m.0 && l.m.1 == r.m.1 && l.m.2 == r.m.2 && l.m.3 == r.m.3 && l.m.4 == r.m.4
            && l.m.5 == r.m.5 && l.m.6 == r.m.6 && l.m.7 == r.m.7 && l.m.8 == r.m.8
    }

    /// The affine part, when the bottom row is (0, 0, 1) up to scale.
    public var affine: Affine2D? {
        guard m.6 == 0, m.7 == 0, m.8 != 0 else { return nil }
        return Affine2D(a: m.0 / m.8, b: m.3 / m.8, c: m.1 / m.8, d: m.4 / m.8, tx: m.2 / m.8, ty: m.5 / m.8)
    }

    @inlinable public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
        let w = m.6 * x + m.7 * y + m.8
        return ((m.0 * x + m.1 * y + m.2) / w, (m.3 * x + m.4 * y + m.5) / w)
    }

    /// `self` first, then `other`.
    public func concatenating(_ o: Homography) -> Homography {
        let a = self.m, b = o.m
        return Homography(
            b.0 * a.0 + b.1 * a.3 + b.2 * a.6, b.0 * a.1 + b.1 * a.4 + b.2 * a.7, b.0 * a.2 + b.1 * a.5 + b.2 * a.8,
            b.3 * a.0 + b.4 * a.3 + b.5 * a.6, b.3 * a.1 + b.4 * a.4 + b.5 * a.7, b.3 * a.2 + b.4 * a.5 + b.5 * a.8,
            b.6 * a.0 + b.7 * a.3 + b.8 * a.6, b.6 * a.1 + b.7 * a.4 + b.8 * a.7, b.6 * a.2 + b.7 * a.5 + b.8 * a.8)
    }

    /// The inverse (adjugate over determinant), or nil when singular.
    public func inverted() -> Homography? {
        let (a, b, c, d, e, f, g, h, i) = m
        let A = e * i - f * h, B = -(d * i - f * g), C = d * h - e * g
        let det = a * A + b * B + c * C
        if det == 0 || !det.isFinite { return nil }
        return Homography(A / det, -(b * i - c * h) / det, (b * f - c * e) / det,
                          B / det, (a * i - c * g) / det, -(a * f - c * d) / det,
                          C / det, -(a * h - b * g) / det, (a * e - b * d) / det)
    }

    /// The map taking the rectangle `(0, 0)–(width, height)` onto the quadrilateral
    /// `p0 p1 p2 p3` (top-left, top-right, bottom-right, bottom-left), or nil when
    /// the quadrilateral is degenerate.
    public static func mapping(width: Double, height: Double,
                               to p0: (x: Double, y: Double), _ p1: (x: Double, y: Double),
                               _ p2: (x: Double, y: Double), _ p3: (x: Double, y: Double)) -> Homography? {
        // Unit square → quad (Heckbert's closed form), preceded by rect → unit square.
        // Summed by pairs of opposite sides, so that a quadrilateral with two vertical
        // (or horizontal) sides, as a flip's card, gets an exact 0 and a map whose X
        // and W depend on x alone (or y): the warp finds its samples faster then.
        let sx = (p0.x - p3.x) + (p2.x - p1.x), sy = (p0.y - p1.y) + (p2.y - p3.y)
        var g = 0.0, h = 0.0
        if sx != 0 || sy != 0 {
            let dx1 = p1.x - p2.x, dx2 = p3.x - p2.x, dy1 = p1.y - p2.y, dy2 = p3.y - p2.y
            let den = dx1 * dy2 - dx2 * dy1
            if den == 0 { return nil }
            g = (sx * dy2 - dx2 * sy) / den
            h = (dx1 * sy - sx * dy1) / den
        }
        let unit = Homography(p1.x - p0.x + g * p1.x, p3.x - p0.x + h * p3.x, p0.x,
                              p1.y - p0.y + g * p1.y, p3.y - p0.y + h * p3.y, p0.y,
                              g, h, 1)
        guard width > 0, height > 0 else { return nil }
        let toUnit = Homography(1 / width, 0, 0, 0, 1 / height, 0, 0, 0, 1)
        let result = toUnit.concatenating(unit)
        return result.inverted() == nil ? nil : result
    }
}
