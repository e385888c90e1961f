/// One step of a path: where a subpath starts, a line or curve to a point, or the
/// close of a subpath. Points are in the path's own space. Package-visible so that
/// the render server can keep a shape layer's path as a value and interpolate it.
package enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case closeSubpath

    /// The element's points, its end point last.
    package var points: [CGPoint] {
        switch self {
        case let .move(p), let .line(p): [p]
        case let .quadCurve(c, p): [c, p]
        case let .curve(c1, c2, p): [c1, c2, p]
        case .closeSubpath: []
        }
    }

    /// The same element with `points` (as many as it has) in place of its own.
    package func withPoints(_ p: [CGPoint]) -> PathElement {
        switch self {
        case .move: .move(p[0])
        case .line: .line(p[0])
        case .quadCurve: .quadCurve(p[0], p[1])
        case .curve: .curve(p[0], p[1], p[2])
        case .closeSubpath: .closeSubpath
        }
    }

    /// Whether `other` is the same kind of step (its points aside).
    package func hasSameKind(as other: PathElement) -> Bool {
        switch (self, other) {
        case (.move, .move), (.line, .line), (.quadCurve, .quadCurve), (.curve, .curve), (.closeSubpath, .closeSubpath): true
        default: false
        }
    }

    /// The same element with `transform` applied to its points.
    package func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case let .move(p): .move(p.applying(transform))
        case let .line(p): .line(p.applying(transform))
        case let .quadCurve(c, p): .quadCurve(c.applying(transform), p.applying(transform))
        case let .curve(c1, c2, p): .curve(c1.applying(transform), c2.applying(transform), p.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }

    /// Where the next element of `elements` would start: the last end point, or the
    /// start of the subpath last closed; nil when there are no elements.
    static func currentPoint(of elements: [PathElement]) -> CGPoint? {
        guard let last = elements.last else { return nil }
        if let end = last.points.last { return end }
        // Closed: back to the subpath's move.
        for element in elements.reversed() { if case let .move(start) = element { return start } }
        return nil
    }
}
