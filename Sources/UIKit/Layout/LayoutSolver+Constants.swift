/// Changing a held constraint's constant in place (an `NSLayoutConstraint`'s `constant`,
/// an autoresizing constraint following a new frame): the same shift of one marker
/// symbol as an edit's new value, then the dual simplex; no row is rebuilt.
extension LayoutSolver {
    /// Puts `replacement` in place of `constraint`, which must differ from it only in its
    /// constant. Re-solves incrementally; if the new constant makes a required constraint
    /// fail, the solver is left as it was and `.unsatisfiable` names the conflict.
    mutating func changeConstant(of constraint: LayoutSolverConstraint,
                                 to replacement: LayoutSolverConstraint) throws(LayoutSolverError) {
        guard let record = constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint(constraint) }
        guard !contains(replacement) else { throw .duplicateConstraint(replacement) }
        let delta = replacement.expression.constant - constraint.expression.constant
        do {
            try transaction { solver throws(LayoutSolverError) in
                // The row was made as 0 = expression + a·marker + …; a new constant
                // expression + δ is the old system with the marker shifted by δ/a.
                let a: Double = switch (constraint.relation, record.marker.kind) {
                case (.equal, .dummy): 1
                case (.equal, _): -1
                case (.greaterThanOrEqual, _): -1
                case (.lessThanOrEqual, _): 1
                }
                let shift = delta / a
                let marker = record.marker
                if solver.rows[marker] != nil {
                    solver.rows[marker]!.constant -= shift
                    solver.statistics.rowsTouched += 1
                    if marker.kind == .dummy && !Self.isNearZero(solver.rows[marker]!.constant) {
                        // A redundant required equation now contradicts the ones implying it.
                        throw .numericalFailure(reason: "redundant equation broken")
                    }
                    solver.noteInfeasible(marker)
                } else {
                    var index = solver.rows.values.startIndex
                    while index != solver.rows.values.endIndex {
                        let coefficient = solver.rows.values[index].coefficient(of: marker)
                        if coefficient != 0 {
                            solver.rows.values[index].constant += coefficient * shift
                            solver.statistics.rowsTouched += 1
                            solver.noteInfeasible(solver.rows.keys[index])
                        }
                        solver.rows.values.formIndex(after: &index)
                    }
                }
                solver.constraints[ObjectIdentifier(constraint)] = nil
                solver.constraints[ObjectIdentifier(replacement)] =
                    ConstraintRecord(constraint: replacement, marker: record.marker, other: record.other)
                solver.markerOwners[record.marker] = replacement
                try solver.dualOptimize()
            }
        } catch {
            // A required constraint the shift cannot satisfy: take the long way, which
            // names the constraints it conflicts with (and leaves the old one out).
            guard constraint.priority.isRequired else { throw error }
            let saved = self
            try removeConstraint(constraint)
            do {
                try addConstraint(replacement)
            } catch let failure {
                let work = statistics
                self = saved
                statistics = work
                throw failure
            }
        }
    }

    private mutating func noteInfeasible(_ basic: LayoutSymbol) {
        let constant = rows[basic]!.constant
        if basic.isRestricted && constant < 0 && !Self.isNearZero(constant) { infeasible.insert(basic) }
    }
}
