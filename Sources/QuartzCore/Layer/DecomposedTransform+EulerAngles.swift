import CoreGraphics

extension DecomposedTransform {
    /// The rotation as angles (radians) about x, y and z, for the `transform.rotation.*`
    /// key paths. Order: a point is turned about x first, then y, then z, so the rotation
    /// is `Rx · Ry · Rz` in Core Animation's row-vector convention. Ranges: x and z in
    /// −π…π, y in −π/2…π/2; at y = ±π/2 (gimbal lock) z is reported as 0.
    ///
    /// Setting it replaces the rotation and keeps translation, scale, skew and
    /// perspective. Angles of any size set the matching rotation (2π + θ turns like θ).
    var eulerAngles: SIMD3<Double> {
        get {
            let r = Self.rotationRows(quaternion)
            let y = asin(min(max(-r[0].z, -1), 1))
            let cosY = (r[0].x * r[0].x + r[0].y * r[0].y).squareRoot()
            guard cosY > 1e-9 else {
                // Gimbal lock: only x − z (or x + z) is defined; put it all in x.
                return SIMD3(atan2(-r[2].y, r[1].y), y, 0)
            }
            return SIMD3(atan2(r[1].z, r[2].z), y, atan2(r[0].y, r[0].x))
        }
        set {
            // q = qz ⊗ qy ⊗ qx: the quaternion of turning about x first.
            func about(_ axis: Int, _ angle: Double) -> SIMD4<Double> {
                var q = SIMD4<Double>(0, 0, 0, cos(angle / 2))
                q[axis] = sin(angle / 2)
                return q
            }
            let q = Self.hamiltonProduct(about(2, newValue.z), Self.hamiltonProduct(about(1, newValue.y), about(0, newValue.x)))
            quaternion = q.w < 0 ? -q : q
        }
    }

    /// The quaternion of applying `b`, then `a`.
    static func hamiltonProduct(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
              a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
              a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
              a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }
}
