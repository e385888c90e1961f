import CoreGraphics

/// A `CATransform3D` split into parts that interpolate well, so that an animation from
/// one transform to another turns, scales and moves instead of shearing through the
/// straight-line blend of the matrix entries.
///
/// In Core Animation's row-vector convention a point is first scaled, then skewed,
/// rotated, translated and finally given the perspective:
/// `M = Scale · Skew · Rotation · Translation · Perspective`, where `Skew` is the lower
/// triangle `[1 0 0; xy 1 0; xz yz 1]` and `Perspective` is the identity whose fourth
/// column is `perspective`.
struct DecomposedTransform: Equatable, Sendable {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// The shears (xy, xz, yz): how much of the x axis is mixed into y, of x into z,
    /// and of y into z, each relative to the scaled axis.
    var skew: SIMD3<Double>
    /// The fourth column (m14, m24, m34, w) of the perspective part. `w` is kept rather
    /// than normalised away, so that recomposing gives back the very same entries.
    var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion (x, y, z, w), with w ≥ 0.
    var quaternion: SIMD4<Double>

    /// The parts of the identity, or of the transform given part by part.
    init(translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
         perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)) {
        (self.translation, self.scale, self.skew) = (translation, scale, skew)
        (self.perspective, self.quaternion) = (perspective, quaternion)
    }

    /// The parts of `t`, or nil when it is singular (m44 = 0 or a singular upper 3×3).
    init?(_ t: CATransform3D) {
        guard t.m44 != 0, Self.determinant(Self.linearRows(of: t)) != 0 else { return nil }
        self.init(allowingZeroScale: t)
    }

    /// Like `init?(_:)`, but an upper-3×3 row that is exactly zero is read as a zero
    /// scale on that axis, its direction chosen at right angles to the other axes. Key-path
    /// writes need this: `transform.scale.x` may pass through 0, and a later
    /// `transform.rotation` write must still find the rest of the transform.
    /// nil when m44 = 0, when the other rows are linearly dependent, or when a singular
    /// 3×3 comes with perspective.
    init?(allowingZeroScale t: CATransform3D) {
        guard t.m44 != 0 else { return nil }
        let rows = Self.linearRows(of: t)
        translation = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43))

        // Perspective: the fourth column is Linear · p for the first three rows and
        // translation · p + w for the last, so p = Linear⁻¹ · column.
        let column = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34))
        if column == .zero {
            perspective = SIMD4(0, 0, 0, Double(t.m44))
        } else {
            let det = Self.determinant(rows)
            guard det != 0 else { return nil }
            let p = (column.x * Self.cross(rows[1], rows[2]) + column.y * Self.cross(rows[2], rows[0])
                + column.z * Self.cross(rows[0], rows[1])) / det
            perspective = SIMD4(p, Double(t.m44) - Self.dot(translation, p))
        }

        // Gram–Schmidt on the rows: each row's length is its scale, its components
        // along the earlier unit rows are the skews.
        var scale = SIMD3<Double>.zero, skew = SIMD3<Double>.zero
        var unit: [SIMD3<Double>?] = [nil, nil, nil]
        if rows[0] != .zero {
            scale.x = Self.length(rows[0])
            unit[0] = rows[0] / scale.x
        }
        if rows[1] != .zero {
            var r = rows[1]
            if let u0 = unit[0] { skew.x = Self.dot(u0, r); r -= skew.x * u0 }
            scale.y = Self.length(r)
            guard scale.y > 0 else { return nil }
            unit[1] = r / scale.y
            skew.x /= scale.y
        }
        if rows[2] != .zero {
            var r = rows[2]
            if let u0 = unit[0] { skew.y = Self.dot(u0, r); r -= skew.y * u0 }
            if let u1 = unit[1] { skew.z = Self.dot(u1, r); r -= skew.z * u1 }
            scale.z = Self.length(r)
            guard scale.z > 0 else { return nil }
            unit[2] = r / scale.z
            skew.y /= scale.z
            skew.z /= scale.z
        }
        var axes = Self.completed(unit)

        // A mirror image: make the rotation proper by flipping the axis that points
        // most against its own direction (so scale(−1, 1, 1) reads as exactly that).
        if Self.determinant(axes) < 0 {
            let k = (0..<3).min { axes[$0][$0] < axes[$1][$1] }!
            scale[k] = -scale[k]
            axes[k] = -axes[k]
            // Skews that pair axis k with another change sign with it.
            switch k {
            case 0: skew.x = -skew.x; skew.y = -skew.y
            case 1: skew.x = -skew.x; skew.z = -skew.z
            default: skew.y = -skew.y; skew.z = -skew.z
            }
        }
        self.scale = scale
        self.skew = skew
        quaternion = Self.quaternion(rotationRows: axes)
    }

    /// The transform these parts make.
    var transform: CATransform3D {
        let r = Self.rotationRows(quaternion)
        let l0 = scale.x * r[0]
        let l1 = scale.y * (r[1] + skew.x * r[0])
        let l2 = scale.z * (r[2] + skew.y * r[0] + skew.z * r[1])
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return CATransform3D(
            m11: CGFloat(l0.x), m12: CGFloat(l0.y), m13: CGFloat(l0.z), m14: CGFloat(Self.dot(l0, p)),
            m21: CGFloat(l1.x), m22: CGFloat(l1.y), m23: CGFloat(l1.z), m24: CGFloat(Self.dot(l1, p)),
            m31: CGFloat(l2.x), m32: CGFloat(l2.y), m33: CGFloat(l2.z), m34: CGFloat(Self.dot(l2, p)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z), m44: CGFloat(Self.dot(t, p) + perspective.w))
    }

    /// The parts `fraction` of the way to `other`: straight lines for everything but
    /// the rotation, which turns along the shorter arc (slerp). Fractions outside
    /// 0…1 extrapolate.
    func interpolated(to other: DecomposedTransform, fraction f: Double) -> DecomposedTransform {
        func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { (1 - f) * a + f * b }
        return DecomposedTransform(
            translation: mix(translation, other.translation), scale: mix(scale, other.scale),
            skew: mix(skew, other.skew), perspective: mix(perspective, other.perspective),
            quaternion: Self.slerp(quaternion, other.quaternion, f))
    }
}

extension CATransform3D {
    /// The transform `fraction` of the way to `other`, by decomposition (see
    /// `DecomposedTransform`). When either cannot be decomposed it switches discretely:
    /// `self` below 0.5, `other` from 0.5 on. Fractions 0 and 1 give exactly `self`
    /// and `other`.
    func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        guard let a = DecomposedTransform(self), let b = DecomposedTransform(other) else {
            return fraction < 0.5 ? self : other
        }
        return a.interpolated(to: b, fraction: fraction).transform
    }
}

// MARK: - Small vector and rotation helpers

extension DecomposedTransform {
    /// The rows of the upper 3×3.
    static func linearRows(of t: CATransform3D) -> [SIMD3<Double>] {
        [SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)),
         SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)),
         SIMD3(Double(t.m31), Double(t.m32), Double(t.m33))]
    }

    static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
    static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
    static func determinant(_ rows: [SIMD3<Double>]) -> Double { dot(rows[0], cross(rows[1], rows[2])) }

    /// Unit rows with the missing ones (zero-scale axes) filled in at right angles to
    /// the others, turned so that the three form a proper rotation.
    static func completed(_ unit: [SIMD3<Double>?]) -> [SIMD3<Double>] {
        let present = (0..<3).filter { unit[$0] != nil }
        switch present.count {
        case 3:
            return unit.map { $0! }
        case 2:
            let k = (0..<3).first { unit[$0] == nil }!
            var rows = unit.map { $0 ?? .zero }
            rows[k] = cross(rows[(k + 1) % 3], rows[(k + 2) % 3])
            return rows
        case 1:
            let i = present[0], u = unit[i]!
            // Start from the coordinate axis least aligned with u.
            let j = (0..<3).min { abs(u[$0]) < abs(u[$1]) }!
            var e = SIMD3<Double>.zero
            e[j] = 1
            let v0 = e - dot(e, u) * u
            let v = v0 / length(v0)
            var rows = [SIMD3<Double>](repeating: .zero, count: 3)
            (rows[i], rows[(i + 1) % 3], rows[(i + 2) % 3]) = (u, v, cross(u, v))
            return rows
        default:
            return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        }
    }

    /// The unit quaternion (w ≥ 0) of a rotation given as the rows of its matrix in the
    /// row-vector convention (Shepperd's method: divide by the largest of the four
    /// candidates for accuracy).
    static func quaternion(rotationRows r: [SIMD3<Double>]) -> SIMD4<Double> {
        let trace = r[0].x + r[1].y + r[2].z
        var q: SIMD4<Double>
        if trace > 0 {
            let s = 2 * (trace + 1).squareRoot() // 4w
            q = SIMD4((r[1].z - r[2].y) / s, (r[2].x - r[0].z) / s, (r[0].y - r[1].x) / s, s / 4)
        } else if r[0].x >= r[1].y && r[0].x >= r[2].z {
            let s = 2 * (1 + r[0].x - r[1].y - r[2].z).squareRoot() // 4x
            q = SIMD4(s / 4, (r[0].y + r[1].x) / s, (r[2].x + r[0].z) / s, (r[1].z - r[2].y) / s)
        } else if r[1].y >= r[2].z {
            let s = 2 * (1 + r[1].y - r[0].x - r[2].z).squareRoot() // 4y
            q = SIMD4((r[0].y + r[1].x) / s, s / 4, (r[1].z + r[2].y) / s, (r[2].x - r[0].z) / s)
        } else {
            let s = 2 * (1 + r[2].z - r[0].x - r[1].y).squareRoot() // 4z
            q = SIMD4((r[2].x + r[0].z) / s, (r[1].z + r[2].y) / s, s / 4, (r[0].y - r[1].x) / s)
        }
        q /= (q * q).sum().squareRoot()
        return q.w < 0 ? -q : q
    }

    /// The rows of the rotation matrix (row-vector convention) of quaternion `q`,
    /// normalised first; a zero quaternion gives the identity.
    static func rotationRows(_ q: SIMD4<Double>) -> [SIMD3<Double>] {
        let norm = (q * q).sum().squareRoot()
        guard norm > 0, norm.isFinite else { return [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)] }
        let (x, y, z, w) = (q.x / norm, q.y / norm, q.z / norm, q.w / norm)
        return [SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))]
    }

    /// Spherical interpolation of unit quaternions along the shorter arc. The angle
    /// between them comes from atan2, which stays accurate for nearly equal rotations.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        let b = (a * b).sum() < 0 ? -b : b
        let difference = ((a - b) * (a - b)).sum().squareRoot()
        let sum = ((a + b) * (a + b)).sum().squareRoot()
        let angle = 2 * atan2(difference, sum)
        let s = sin(angle)
        guard s > 1e-300 else { return a }
        return (sin((1 - f) * angle) / s) * a + (sin(f * angle) / s) * b
    }
}
