/// Changing a held non-required constraint's priority in place (UIKit allows it on an
/// installed constraint as long as it stays below required): its errors move from one
/// level of the objective to the other and the primal simplex re-optimises from the
/// current solution; no row is rebuilt and the tableau stays feasible.
extension LayoutSolver {
    /// Puts `replacement` in place of `constraint`, which must differ from it only in its
    /// priority, both below required.
    mutating func changePriority(of constraint: LayoutSolverConstraint,
                                 to replacement: LayoutSolverConstraint) throws(LayoutSolverError) {
        guard let record = constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard !contains(replacement) else { throw .duplicateConstraint(replacement) }
        guard !constraint.priority.isRequired, !replacement.priority.isRequired else {
            throw .requiredPriorityChange(constraint)
        }
        try transaction { solver throws(LayoutSolverError) in
            solver.chargeErrors(of: record, times: -1, at: constraint.priority)
            solver.chargeErrors(of: record, times: 1, at: replacement.priority)
            solver.constraints[ObjectIdentifier(constraint)] = nil
            solver.constraints[ObjectIdentifier(replacement)] =
                ConstraintRecord(constraint: replacement, marker: record.marker, other: record.other)
            solver.markerOwners[record.marker] = replacement
            if let edit = solver.edits.first(where: { $0.value.constraint === constraint }) {
                solver.edits[edit.key] = EditRecord(constraint: replacement, value: edit.value.value)
            }
            try solver.optimize()
        }
    }
}
