@testable import UIKit

/// What the layout solver minimises, for tests that compare two solutions: the summed
/// error (points off) of the non-required constraints at each priority level. Two
/// optimal solutions of the same constraints have the same error at every level.
func errorByPriority(of wishes: [LayoutSolverConstraint], _ value: (LayoutVariable) -> Double) -> [Double: Double] {
    var errors: [Double: Double] = [:]
    for wish in wishes where !wish.priority.isRequired {
        let amount = wish.expression.evaluate(value)
        let error = switch wish.relation {
        case .equal: abs(amount)
        case .lessThanOrEqual: max(0, amount)
        case .greaterThanOrEqual: max(0, -amount)
        }
        errors[wish.priority.rawValue, default: 0] += error
    }
    return errors
}

/// Whether two levels-to-error tables agree within 1e-6 at every level.
func sameErrors(_ a: [Double: Double], _ b: [Double: Double]) -> Bool {
    Set(a.keys).union(b.keys).allSatisfy { abs((a[$0] ?? 0) - (b[$0] ?? 0)) < 1e-6 }
}
