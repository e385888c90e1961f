/// How much a constraint matters, 1…1000 as UIKit's `UILayoutPriority`: 1000 must hold,
/// lower ones are met as well as they can be, a higher one winning over a lower one.
///
/// The solver meets priorities strictly in order: no amount of error at 250 buys a
/// point at 999 (`LayoutObjective`). Constraints at the same priority trade their errors
/// in proportion: the solver minimises their summed distance, in points.
struct LayoutSolverPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    let rawValue: Double

    /// A priority clamped to 1…1000 (UIKit clamps the same way).
    init(_ rawValue: Double) {
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    private init(unclamped rawValue: Double) {
        self.rawValue = rawValue
    }

    /// Below every priority a constraint can have: what the solver uses to ask whether
    /// a variable could move without anything getting worse.
    static let probe = LayoutSolverPriority(unclamped: 0)

    static let required = LayoutSolverPriority(1000)
    static let defaultHigh = LayoutSolverPriority(750)
    static let defaultLow = LayoutSolverPriority(250)

    var isRequired: Bool { rawValue >= 1000 }

    static func < (lhs: LayoutSolverPriority, rhs: LayoutSolverPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String { isRequired ? "required" : "\(rawValue)" }
}
