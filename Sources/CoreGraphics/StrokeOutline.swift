/// A stroke as polygons to fill by the nonzero rule: a quadrilateral along each
/// segment, a piece at each corner for the join, and caps at the ends of open
/// subpaths. Every polygon turns the same way, so where they overlap their union is
/// painted once.
struct StrokeOutline {
    /// Half the line width.
    let halfWidth: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double
    /// Corners of the polygon standing in for a full circle of the line's width.
    let circleSides: Int

    /// The polygons outlining `polylines`.
    func polygons(for polylines: [Polyline]) -> [[SIMD2<Double>]] {
        var result: [[SIMD2<Double>]] = []
        for line in polylines {
            var points = line.points.enumerated().filter { i, p in i == 0 || p != line.points[i - 1] }.map(\.element)
            if line.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
            if points.count == 1 {
                result += dot(at: points[0])
                continue
            }
            let closed = line.isClosed && points.count > 2
            var segments = zip(points, points.dropFirst()).map { ($0, $1) }
            if closed { segments.append((points[points.count - 1], points[0])) }
            if !closed && cap == .square {
                segments[0].0 -= direction(segments[0].0, segments[0].1) * halfWidth
                let last = segments.count - 1
                segments[last].1 += direction(segments[last].0, segments[last].1) * halfWidth
            }
            result += segments.map { quad($0.0, $0.1) }
            // Corners: between neighbouring segments, and for a closed subpath at its start too.
            let corners = closed ? Array(segments.indices) : Array(segments.indices.dropFirst())
            for i in corners {
                let previous = segments[(i + segments.count - 1) % segments.count]
                result += joint(at: points[i], from: previous.0, to: segments[i].1)
            }
            if !closed && cap == .round {
                result.append(circle(at: points[0]))
                result.append(circle(at: points[points.count - 1]))
            }
        }
        return result.map(Self.turningPositively)
    }

    /// A subpath of one point: a disc for round caps, a square for square caps, else nothing.
    private func dot(at p: SIMD2<Double>) -> [[SIMD2<Double>]] {
        switch cap {
        case .butt: []
        case .round: [circle(at: p)]
        case .square: [quad(p - SIMD2(halfWidth, 0), p + SIMD2(halfWidth, 0))]
        }
    }

    /// The band of the line's width along the segment `a`–`b`.
    private func quad(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> [SIMD2<Double>] {
        let d = direction(a, b), n = SIMD2(-d.y, d.x) * halfWidth
        return [a + n, b + n, b - n, a - n]
    }

    /// The join at corner `v`, coming from `a` and going on to `b`.
    private func joint(at v: SIMD2<Double>, from a: SIMD2<Double>, to b: SIMD2<Double>) -> [[SIMD2<Double>]] {
        let d0 = direction(a, v), d1 = direction(v, b)
        let turn = d0.x * d1.y - d0.y * d1.x
        if abs(turn) < 1e-12 && (d0 * d1).sum() > 0 { return [] } // straight on
        if join == .round { return [circle(at: v)] }
        // The outer side is the one the line turns away from.
        let side: Double = turn > 0 ? -1 : 1
        let o0 = SIMD2(-d0.y, d0.x) * halfWidth * side, o1 = SIMD2(-d1.y, d1.x) * halfWidth * side
        let bevel = [v, v + o0, v + o1]
        guard join == .miter else { return [bevel] }
        // The tip lies along the bisector of the two offsets, 1/cos(half the turn) away.
        let cosTurn = (o0 * o1).sum() / (halfWidth * halfWidth)
        let cosHalf = ((1 + cosTurn) / 2).squareRoot()
        guard cosHalf > 0, 1 / cosHalf <= miterLimit else { return [bevel] }
        let bisector = o0 + o1
        let tip = v + bisector / PathFlattening.length(bisector) * (halfWidth / cosHalf)
        return [[v, v + o0, tip, v + o1]]
    }

    /// A disc of the line's width around `p`: a regular polygon with the disc's area
    /// (its corners a little outside the circle, its sides a little inside).
    private func circle(at p: SIMD2<Double>) -> [SIMD2<Double>] {
        let n = Double(circleSides)
        let radius = halfWidth * (2 * Double.pi / (n * sin(2 * Double.pi / n))).squareRoot()
        return (0..<circleSides).map { i in
            let angle = 2 * Double.pi * Double(i) / n
            return p + SIMD2(cos(angle), sin(angle)) * radius
        }
    }

    /// The unit vector from `a` to `b` (zero when they coincide).
    private func direction(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> {
        let length = PathFlattening.length(b - a)
        return length > 0 ? (b - a) / length : .zero
    }

    /// `polygon`, reversed if needed so that its signed area is positive.
    private static func turningPositively(_ polygon: [SIMD2<Double>]) -> [SIMD2<Double>] {
        var twiceArea = 0.0
        for (i, p) in polygon.enumerated() {
            let q = polygon[(i + 1) % polygon.count]
            twiceArea += p.x * q.y - p.y * q.x
        }
        return twiceArea < 0 ? polygon.reversed() : polygon
    }
}
