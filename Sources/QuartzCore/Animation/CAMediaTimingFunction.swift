/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// An animation curve: a cubic Bézier from (0, 0) to (1, 1) whose x is the
/// normalised time and y the progress, with two control points in between.
public final class CAMediaTimingFunction: Sendable, Equatable, CustomStringConvertible {
    /// The two inner control points (x1, y1, x2, y2).
    public let controlPoints: (Float, Float, Float, Float)

    /// One of the predefined curves, with Apple's control points:
    /// linear (0, 0)(1, 1); easeIn (0.42, 0)(1, 1); easeOut (0, 0)(0.58, 1);
    /// easeInEaseOut (0.42, 0)(0.58, 1); default (0.25, 0.1)(0.25, 1).
    /// (Apple's prose lists default's second point as (0.25, 0.1), a typo: the
    /// curve Core Animation plays, and the seed's reference values, use (0.25, 1).)
    /// An unknown name gives the default curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve through (0, 0), (c1x, c1y), (c2x, c2y), (1, 1). The x values are
    /// clamped to 0…1 so that time never runs backwards.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = (min(max(c1x, 0), 1), c1y, min(max(c2x, 0), 1), c2y)
    }

    /// Writes control point `index` (0…3) as two Floats (x, y) to `values`.
    public func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (Float, Float)
        switch index {
        case 0: point = (0, 0)
        case 1: point = (controlPoints.0, controlPoints.1)
        case 2: point = (controlPoints.2, controlPoints.3)
        case 3: point = (1, 1)
        default: preconditionFailure("CAMediaTimingFunction.getControlPoint: index \(index) is not 0…3")
        }
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The eased progress at normalised time `time` (clamped to 0…1): solves the
    /// curve's x(s) = time for s to 1e-6 (Newton's method, falling back to
    /// bisection where the slope is too flat), then returns y(s).
    public func progress(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        let (x1, y1, x2, y2) = (Double(controlPoints.0), Double(controlPoints.1), Double(controlPoints.2), Double(controlPoints.3))
        if x1 == y1 && x2 == y2 { return t } // a straight line
        let s = Self.solve(t, x1, x2)
        return Self.bezier(s, y1, y2)
    }

    /// One coordinate of the cubic with end values 0 and 1 and inner values `p1`, `p2`.
    static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// The parameter s with x(s) = x.
    static func solve(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
        let tolerance = 1e-7
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, x1, x2) - x
            if abs(error) < tolerance { return s }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
            if s < 0 || s > 1 { break }
        }
        var lo = 0.0, hi = 1.0
        s = x
        while hi - lo > tolerance {
            if bezier(s, x1, x2) < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    public static func == (a: CAMediaTimingFunction, b: CAMediaTimingFunction) -> Bool {
        a.controlPoints == b.controlPoints
    }

    public var description: String {
        "CAMediaTimingFunction(\(controlPoints.0), \(controlPoints.1), \(controlPoints.2), \(controlPoints.3))"
    }
}
