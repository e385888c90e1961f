/// A subpath as straight segments: its points in order, and whether it was closed.
struct Polyline {
    var points: [SIMD2<Double>]
    var isClosed: Bool
}

/// Curves to straight segments. A Bézier curve cut into n equal parameter steps
/// strays at most `max|B''| / (8n²)` from its chords; `max|B''|` is bounded by the
/// control polygon's second differences (×6 for cubics, ×2 for quadratics), so n
/// follows from the tolerance.
enum PathFlattening {
    /// The tolerance in path units (device pixels for a context's path): a fortieth of
    /// a pixel, so that the area the chords cut off a curve (about ⅔ × length ×
    /// tolerance) stays well under 1 % even for small shapes.
    static let tolerance = 0.025

    /// The subpaths of `elements` as polylines. Subpaths of a single point are kept
    /// (a stroke may cap them); a move right after another replaces it.
    static func polylines(of elements: [PathElement], tolerance: Double = tolerance) -> [Polyline] {
        var result: [Polyline] = []
        var current: Polyline?
        func finish() { if let c = current { result.append(c) }; current = nil }
        for element in elements {
            switch element {
            case let .move(p):
                finish()
                current = Polyline(points: [vector(p)], isClosed: false)
            case let .line(p):
                current = continued(current, result)
                current?.points.append(vector(p))
            case let .quadCurve(c, p):
                current = continued(current, result)
                guard let from = current?.points.last else { continue }
                current?.points += quadratic(from, vector(c), vector(p), tolerance: tolerance)
            case let .curve(c1, c2, p):
                current = continued(current, result)
                guard let from = current?.points.last else { continue }
                current?.points += cubic(from, vector(c1), vector(c2), vector(p), tolerance: tolerance)
            case .closeSubpath:
                guard var closed = current else { continue }
                closed.isClosed = true
                result.append(closed)
                // Drawing on without a move starts at the closed subpath's start.
                current = nil
            }
        }
        finish()
        return result
    }

    /// The open subpath to draw on: `current`, or after a close a new one at the
    /// closed subpath's start.
    private static func continued(_ current: Polyline?, _ done: [Polyline]) -> Polyline? {
        if let current { return current }
        guard let last = done.last, last.isClosed, let start = last.points.first else { return nil }
        return Polyline(points: [start], isClosed: false)
    }

    /// Points after `p0` along a quadratic curve, `end` last.
    static func quadratic(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>,
                          tolerance: Double) -> [SIMD2<Double>] {
        let bend = length(p0 - 2 * p1 + p2)
        let n = steps(sqrt(2 * bend / (8 * tolerance)))
        return (1...n).map { i in
            let t = Double(i) / Double(n), u = 1 - t
            return i == n ? p2 : u * u * p0 + 2 * u * t * p1 + t * t * p2
        }
    }

    /// Points after `p0` along a cubic curve, `end` last.
    static func cubic(_ p0: SIMD2<Double>, _ p1: SIMD2<Double>, _ p2: SIMD2<Double>, _ p3: SIMD2<Double>,
                      tolerance: Double) -> [SIMD2<Double>] {
        let bend = max(length(p0 - 2 * p1 + p2), length(p1 - 2 * p2 + p3))
        let n = steps(sqrt(6 * bend / (8 * tolerance)))
        return (1...n).map { i in
            let t = Double(i) / Double(n), u = 1 - t
            return i == n ? p3 : u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3
        }
    }

    /// A step count of at least 1, capped so that a huge or broken curve stays cheap.
    private static func steps(_ n: Double) -> Int { n.isFinite ? Int(min(max(n.rounded(.up), 1), 4096)) : 1 }

    static func vector(_ p: CGPoint) -> SIMD2<Double> { SIMD2(Double(p.x), Double(p.y)) }

    static func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
}
