/// Circular arcs as cubic Bézier curves: pieces of at most a quarter turn, whose
/// control points lie `4/3 · tan(θ/4)` along the tangents (radius off by < 0.03 %).
enum ArcGeometry {
    /// The signed angle an arc turns through from `start` to `end`: growing (or, with
    /// `clockwise`, shrinking) until `end` is reached, at most one full turn.
    static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        var delta = end - start
        if clockwise {
            if delta > 0 { delta -= turn * (delta / turn).rounded(.up) }
            return max(delta, -turn)
        }
        if delta < 0 { delta += turn * (-delta / turn).rounded(.up) }
        return min(delta, turn)
    }

    /// Appends curves along the unit circle from angle `start` through `sweep` to
    /// `path`, `transform` mapping the unit circle to the arc wanted. The path's
    /// current point must be the arc's start.
    static func appendCurves(from start: Double, sweep: Double, to path: CGMutablePath, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let count = Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up))
        let step = sweep / Double(count)
        let k = 4.0 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let (c0, s0) = (cos(angle), sin(angle))
            let next = angle + step
            let (c1, s1) = (cos(next), sin(next))
            path.addCurve(to: CGPoint(x: c1, y: s1),
                          control1: CGPoint(x: c0 - k * s0, y: s0 + k * c0),
                          control2: CGPoint(x: c1 + k * s1, y: s1 - k * c1), transform: transform)
            angle = next
        }
    }
}
