/// The simplex steps of `LayoutSolver`: pivoting, the primal optimisation run after a
/// constraint is added or removed, and the dual one run after an edit.
extension LayoutSolver {
    /// Makes `entering` basic in place of `leaving`, rewriting every row that held it.
    mutating func pivot(entering: LayoutSymbol, leaving: LayoutSymbol) throws(LayoutSolverError) {
        guard pivotsThisRequest < pivotLimit else { throw .pivotLimitExceeded(limit: pivotLimit) }
        pivotsThisRequest += 1
        statistics.pivots += 1
        var row = rows.removeValue(forKey: leaving)!
        row.solve(for: entering, insteadOf: leaving)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// Replaces parametric `symbol` by `row` in every row and the objectives, noting
    /// restricted rows left with a negative constant.
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        var index = rows.values.startIndex
        while index != rows.values.endIndex {
            if rows.values[index].substitute(symbol, with: row) {
                statistics.rowsTouched += 1
                statistics.cellsCombined += row.cells.count
                let basic = rows.keys[index]
                let constant = rows.values[index].constant
                if basic.isRestricted && constant < 0 && !Self.isNearZero(constant) { infeasible.insert(basic) }
            }
            rows.values.formIndex(after: &index)
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Primal simplex: pivots until no parametric symbol can lower the objective (at
    /// its highest level that the symbol's cost mentions).
    /// Bland's rule (lowest id enters; ties in the ratio test go to the lowest id)
    /// rules out cycling; the pivot limit guards against rounding.
    mutating func optimize(artificialObjective: Bool = false) throws(LayoutSolverError) {
        while true {
            let candidate = if artificialObjective {
                artificial!.cells.filter({ $0.value < 0 && $0.key.kind != .dummy && !Self.isNearZero($0.value) }).keys.min()
            } else {
                objective.enteringSymbol()
            }
            guard let entering = candidate else { return }
            var best: (ratio: Double, symbol: LayoutSymbol)?
            for (basic, row) in rows where basic.isRestricted {
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if best.map({ (ratio, basic) < ($0.ratio, $0.symbol) }) ?? true { best = (ratio, basic) }
            }
            guard let leaving = best?.symbol else {
                throw .numericalFailure(reason: "objective unbounded")
            }
            try pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: while a restricted row has a negative constant, pivots it out for
    /// the symbol that keeps the objective optimal (lowest cost ratio, compared level by
    /// level, then lowest id).
    mutating func dualOptimize() throws(LayoutSolverError) {
        while let leaving = infeasible.min() {
            infeasible.remove(leaving)
            guard let row = rows[leaving], row.constant < 0, !Self.isNearZero(row.constant) else { continue }
            var best: (symbol: LayoutSymbol, coefficient: Double)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                if best.map({ objective.isCheaper(symbol, per: coefficient, than: $0.symbol, per: $0.coefficient) }) ?? true {
                    best = (symbol, coefficient)
                }
            }
            guard let entering = best?.symbol else {
                throw .numericalFailure(reason: "dual simplex found no entering symbol")
            }
            try pivot(entering: entering, leaving: leaving)
        }
    }
}
