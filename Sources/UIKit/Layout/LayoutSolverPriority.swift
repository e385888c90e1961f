/// How much a constraint matters, 1…1000 as UIKit's `UILayoutPriority`: 1000 must hold,
/// lower ones are met as well as they can be, a higher one winning over a lower one.
///
/// A broken non-required constraint costs its priority times how far it is off (in
/// points); the solver minimises the sum. So one 750 beats one 250, while the error of
/// each constraint is weighed in proportion, not strictly lexicographically.
struct LayoutSolverPriority: Hashable, Comparable, Sendable, CustomStringConvertible {
    let rawValue: Double

    /// A priority clamped to 1…1000 (UIKit clamps the same way).
    init(_ rawValue: Double) {
        self.rawValue = min(max(rawValue, 1), 1000)
    }

    static let required = LayoutSolverPriority(1000)
    static let defaultHigh = LayoutSolverPriority(750)
    static let defaultLow = LayoutSolverPriority(250)

    var isRequired: Bool { rawValue >= 1000 }

    static func < (lhs: LayoutSolverPriority, rhs: LayoutSolverPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    var description: String { isRequired ? "required" : "\(rawValue)" }
}
