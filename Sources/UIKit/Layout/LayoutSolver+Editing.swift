/// Edit variables: a variable the caller moves (a dragged edge, an animated constant)
/// held by a non-required `variable == value` whose value changes in place; the
/// tableau is then repaired by the dual simplex from the current solution.
extension LayoutSolver {
    func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[variable] != nil }

    /// Starts editing `variable` at `priority` (below required), holding it where it is.
    mutating func addEditVariable(_ variable: LayoutVariable, priority: LayoutSolverPriority) throws(LayoutSolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !priority.isRequired else { throw .requiredEditVariable(variable) }
        let current = value(of: variable)
        let constraint = LayoutSolverConstraint(LayoutExpression(variable), .equal, LayoutExpression(current),
                                                priority: priority, name: "edit \(variable)")
        try addConstraint(constraint)
        edits[variable] = EditRecord(constraint: constraint, value: current)
    }

    mutating func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try removeConstraint(edit.constraint)
        edits[variable] = nil
    }

    /// Asks for `variable == value` at its edit priority and re-solves. Only rows that
    /// hold the edit's error symbols change, plus those the dual simplex pivots.
    mutating func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(LayoutSolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        let record = constraints[ObjectIdentifier(edit.constraint)]!
        let plus = record.marker
        let minus = record.other!
        try transaction { solver throws(LayoutSolverError) in
            let delta = value - edit.value
            solver.edits[variable]!.value = value
            // The edit's equation is variable - value = plus - minus; a new value is the
            // old system with plus shifted by -delta (or minus by +delta).
            if solver.rows[plus] != nil {
                solver.shiftConstant(of: plus, by: -delta)
            } else if solver.rows[minus] != nil {
                solver.shiftConstant(of: minus, by: delta)
            } else {
                var index = solver.rows.values.startIndex
                while index != solver.rows.values.endIndex {
                    let coefficient = solver.rows.values[index].coefficient(of: plus)
                    if coefficient != 0 {
                        solver.rows.values[index].constant += coefficient * delta
                        solver.statistics.rowsTouched += 1
                        solver.noteIfInfeasible(solver.rows.keys[index])
                    }
                    solver.rows.values.formIndex(after: &index)
                }
            }
            try solver.dualOptimize()
        }
    }

    private mutating func shiftConstant(of basic: LayoutSymbol, by amount: Double) {
        rows[basic]!.constant += amount
        statistics.rowsTouched += 1
        noteIfInfeasible(basic)
    }

    private mutating func noteIfInfeasible(_ basic: LayoutSymbol) {
        let constant = rows[basic]!.constant
        if basic.isRestricted && constant < 0 && !Self.isNearZero(constant) { infeasible.insert(basic) }
    }
}
