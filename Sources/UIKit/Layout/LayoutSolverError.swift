/// Why the solver refused a request. The solver is left as it was before the request.
enum LayoutSolverError: Error, Equatable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints
    /// `conflicting` (which includes it); it was not added.
    case unsatisfiable(LayoutSolverConstraint, conflicting: [LayoutSolverConstraint])
    case duplicateConstraint(LayoutSolverConstraint)
    case unknownConstraint(LayoutSolverConstraint)
    case duplicateEditVariable(LayoutVariable)
    case unknownEditVariable(LayoutVariable)
    /// Edit variables must be non-required: a suggestion is a wish, not a law.
    case requiredEditVariable(LayoutVariable)
    /// A priority change to or from required: it would add or remove a law, so the
    /// constraint must be removed and added instead (UIKit refuses it too).
    case requiredPriorityChange(LayoutSolverConstraint)
    /// The simplex did not settle within `limit` pivots (a numerical problem); the
    /// request was undone rather than loop.
    case pivotLimitExceeded(limit: Int)
    /// The tableau reached a state the algorithm rules out (rounding gone wrong); the
    /// request was undone. `reason` names the step.
    case numericalFailure(reason: String)

    static func == (lhs: LayoutSolverError, rhs: LayoutSolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiable(a, x), .unsatisfiable(b, y)): a === b && x.elementsEqual(y, by: ===)
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)),
             let (.requiredPriorityChange(a), .requiredPriorityChange(b)): a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditVariable(a), .requiredEditVariable(b)): a === b
        case let (.pivotLimitExceeded(a), .pivotLimitExceeded(b)): a == b
        case let (.numericalFailure(a), .numericalFailure(b)): a == b
        default: false
        }
    }

    var description: String {
        switch self {
        case let .unsatisfiable(constraint, conflicting):
            "Unable to simultaneously satisfy constraints: \(constraint) conflicts with "
                + conflicting.map(\.description).joined(separator: "; ")
        case let .duplicateConstraint(constraint): "Constraint already added: \(constraint)"
        case let .unknownConstraint(constraint): "Constraint not in the solver: \(constraint)"
        case let .duplicateEditVariable(variable): "\(variable) is already an edit variable"
        case let .unknownEditVariable(variable): "\(variable) is not an edit variable; add it with addEditVariable first"
        case let .requiredEditVariable(variable): "\(variable) cannot be edited at required priority; use a priority below 1000"
        case let .requiredPriorityChange(constraint):
            "The priority of \(constraint) cannot change to or from required in place; remove it and add it again"
        case let .pivotLimitExceeded(limit): "Layout did not converge within \(limit) pivots; the change was undone"
        case let .numericalFailure(reason): "Layout solver lost precision (\(reason)); the change was undone"
        }
    }
}
