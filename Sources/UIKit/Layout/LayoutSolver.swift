/// An incremental linear constraint solver after Cassowary (Badros, Borning and
/// Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm", 2001),
/// the algorithm behind Auto Layout.
///
/// Constraints become rows of a simplex tableau kept in basic feasible solved form:
/// each basic symbol equals a constant plus a combination of parametric symbols (at 0),
/// every restricted basic symbol's constant is ≥ 0, and the objective — the error of
/// the non-required constraints, minimised priority level by priority level from the
/// highest (`LayoutObjective`) — is at its minimum. Adding or removing one
/// constraint, or suggesting a new value for an edit variable, rewrites only the rows
/// that mention the symbols involved and re-optimises from the current solution.
///
/// Every request either completes or throws and leaves the solver as it was.
struct LayoutSolver: Sendable {
    /// Coefficients and constants this close to zero count as zero. Layout works in
    /// points (tens to thousands); 1e-8 is far below a pixel and far above the rounding
    /// of a few thousand pivots in `Double`.
    static let epsilon = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// How the solver represents one constraint it holds.
    struct ConstraintRecord: Sendable {
        let constraint: LayoutSolverConstraint
        /// The symbol only this constraint's equation holds: its slack, its positive
        /// error or its dummy. Pivoting it into the basis isolates the equation.
        let marker: LayoutSymbol
        /// The second error symbol of a non-required constraint, if any.
        let other: LayoutSymbol?
    }

    /// An edit variable: a non-required `variable == value` whose value can change.
    struct EditRecord: Sendable {
        let constraint: LayoutSolverConstraint
        var value: Double
    }

    /// The most pivots one request may take before it is undone and reported.
    var pivotLimit = 100_000
    /// Work done so far; never undone.
    var statistics = LayoutSolverStatistics()

    var rows: [LayoutSymbol: LayoutRow] = [:]
    var objective = LayoutObjective()
    /// The phase-one objective while a constraint is added through an artificial symbol.
    var artificial: LayoutRow?
    /// Restricted basic symbols whose constant went negative after an edit.
    var infeasible: Set<LayoutSymbol> = []
    var variables: [LayoutVariable: LayoutSymbol] = [:]
    var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
    /// The constraint each marker belongs to, to name the constraints in a conflict.
    var markerOwners: [LayoutSymbol: LayoutSolverConstraint] = [:]
    var edits: [LayoutVariable: EditRecord] = [:]
    private var nextSymbolID = 0
    /// Pivots taken by the request in progress.
    var pivotsThisRequest = 0

    init() {}

    /// The solved value of `variable` (0 for a variable no constraint mentions).
    func value(of variable: LayoutVariable) -> Double {
        guard let symbol = variables[variable] else { return 0 }
        return rows[symbol]?.constant ?? 0
    }

    /// Lets go of `variable` when no constraint mentions it any more (its item went
    /// away): its symbol and, if basic, its row leave the tableau, so a solver that
    /// outlives many screens does not grow with every view it ever laid out. A variable
    /// still mentioned, being edited, or a term of another row, is kept.
    mutating func forget(_ variable: LayoutVariable) {
        guard let symbol = variables[variable], edits[variable] == nil,
              !constraints.values.contains(where: { $0.constraint.expression.terms[variable] != nil }),
              !objective.mentions(symbol),
              !rows.contains(where: { $0.key != symbol && $0.value.coefficient(of: symbol) != 0 }) else { return }
        rows[symbol] = nil
        infeasible.remove(symbol)
        variables[variable] = nil
    }

    func contains(_ constraint: LayoutSolverConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Adds `constraint`. A required one that cannot hold throws `.unsatisfiable`
    /// naming the required constraints it conflicts with; the solver is unchanged.
    mutating func addConstraint(_ constraint: LayoutSolverConstraint) throws(LayoutSolverError) {
        guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
        try transaction { solver throws(LayoutSolverError) in try solver.insert(constraint) }
    }

    /// Adds every constraint of `batch` in one request, which saves the solver once
    /// rather than once each; if one cannot be added, none is (the error names it).
    mutating func addConstraints(_ batch: [LayoutSolverConstraint]) throws(LayoutSolverError) {
        try transaction { solver throws(LayoutSolverError) in
            for constraint in batch {
                guard !solver.contains(constraint) else { throw .duplicateConstraint(constraint) }
                try solver.insert(constraint)
            }
        }
    }

    /// Removes `constraint` and re-optimises what it held in place.
    mutating func removeConstraint(_ constraint: LayoutSolverConstraint) throws(LayoutSolverError) {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        try transaction { solver throws(LayoutSolverError) in try solver.remove(constraint) }
    }

    /// Runs `body`; if it throws, puts every part of the solver but the statistics back.
    mutating func transaction(_ body: (inout LayoutSolver) throws(LayoutSolverError) -> Void) throws(LayoutSolverError) {
        let saved = self
        pivotsThisRequest = 0
        do {
            try body(&self)
            infeasible.removeAll()
        } catch {
            let work = statistics
            self = saved
            statistics = work
            throw error
        }
    }

    mutating func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        nextSymbolID += 1
        return LayoutSymbol(kind: kind, id: nextSymbolID)
    }

    private mutating func symbol(for variable: LayoutVariable) -> LayoutSymbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }

    private mutating func insert(_ constraint: LayoutSolverConstraint) throws(LayoutSolverError) {
        var (row, record) = makeRow(for: constraint)
        constraints[ObjectIdentifier(constraint)] = record
        markerOwners[record.marker] = constraint

        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows[subject] = row
        } else if row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            // Only other required equations' markers remain: the new one is implied by
            // them (constant 0, keep it as its marker's row) or contradicts them.
            guard Self.isNearZero(row.constant) else {
                throw .unsatisfiable(constraint, conflicting: conflict(of: constraint, among: row))
            }
            row.solve(for: record.marker)
            rows[record.marker] = row
        } else {
            try addThroughArtificialSymbol(row, for: constraint)
        }
        try optimize()
    }

    /// The tableau row for `constraint` with today's basic symbols substituted, and the
    /// symbols the solver added for it. The row's constant is made ≥ 0.
    private mutating func makeRow(for constraint: LayoutSolverConstraint) -> (LayoutRow, ConstraintRecord) {
        var row = LayoutRow(constant: constraint.expression.constant)
        for (variable, coefficient) in constraint.expression.terms {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] {
                statistics.cellsCombined += basic.cells.count
                row.add(basic, times: coefficient)
            } else {
                row.add(symbol, times: coefficient)
            }
        }
        let level = constraint.priority.rawValue
        let marker: LayoutSymbol
        var other: LayoutSymbol?
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression >= 0 becomes expression - slack = 0 (<= flips the sign).
            let sign: Double = constraint.relation == .greaterThanOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.add(marker, times: -sign)
            if !constraint.priority.isRequired {
                // The error lets the expression fall short, at a cost.
                let error = makeSymbol(.error)
                row.add(error, times: sign)
                objective.add(error, times: 1, at: level)
                other = error
            }
        case .equal:
            if constraint.priority.isRequired {
                marker = makeSymbol(.dummy)
                row.add(marker, times: 1)
            } else {
                // expression = plus - minus, both errors costing their weight.
                marker = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.add(marker, times: -1)
                row.add(minus, times: 1)
                objective.add(marker, times: 1, at: level)
                objective.add(minus, times: 1, at: level)
                other = minus
            }
        }
        if row.constant < 0 { row.multiply(by: -1) }
        return (row, ConstraintRecord(constraint: constraint, marker: marker, other: other))
    }

    /// The symbol to make basic for a new row without losing feasibility: a caller's
    /// variable if there is one, else a new slack or error with a negative coefficient
    /// (it then equals the row's non-negative constant over its coefficient).
    private func chooseSubject(_ row: LayoutRow, _ record: ConstraintRecord) -> LayoutSymbol? {
        if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
        for symbol in [record.marker, record.other].compactMap(\.self)
        where symbol.kind != .dummy && row.coefficient(of: symbol) < 0 {
            return symbol
        }
        return nil
    }

    /// Phase one of the simplex: `artificial = row`, minimised. The constraint holds iff
    /// the minimum is 0; otherwise the symbols left in the artificial objective are the
    /// markers of the constraints that block it.
    private mutating func addThroughArtificialSymbol(_ row: LayoutRow, for constraint: LayoutSolverConstraint) throws(LayoutSolverError) {
        let symbol = makeSymbol(.slack)
        rows[symbol] = row
        artificial = row
        try optimize(artificialObjective: true)
        let phaseOne = artificial!
        artificial = nil
        guard Self.isNearZero(phaseOne.constant) else {
            throw .unsatisfiable(constraint, conflicting: conflict(of: constraint, among: phaseOne))
        }
        if var basicRow = rows.removeValue(forKey: symbol) {
            if !basicRow.isConstant {
                // Keep the equation: make another of its symbols basic in its place.
                let candidates = basicRow.cells.keys.filter { $0.kind != .external }
                guard let entering = candidates.filter({ $0.kind != .dummy }).min() ?? candidates.min() else {
                    throw .numericalFailure(reason: "no symbol to replace the artificial one")
                }
                basicRow.solve(for: entering, insteadOf: symbol)
                substitute(entering, with: basicRow)
                rows[entering] = basicRow
            }
        }
        // The artificial symbol is parametric, at 0: the equation holds. Drop its column.
        var index = rows.values.startIndex
        while index != rows.values.endIndex {
            rows.values[index].add(symbol, times: -rows.values[index].coefficient(of: symbol))
            rows.values.formIndex(after: &index)
        }
        objective.drop(symbol)
    }

    /// `constraint` first, then the required constraints whose markers occur in `row`.
    private func conflict(of constraint: LayoutSolverConstraint, among row: LayoutRow) -> [LayoutSolverConstraint] {
        let others = row.cells.keys.sorted().compactMap { markerOwners[$0] }
            .filter { $0 !== constraint && $0.priority.isRequired }
        return [constraint] + others
    }

    private mutating func remove(_ constraint: LayoutSolverConstraint) throws(LayoutSolverError) {
        let record = constraints.removeValue(forKey: ObjectIdentifier(constraint))!
        markerOwners[record.marker] = nil
        if !constraint.priority.isRequired {
            // Its errors no longer cost anything.
            chargeErrors(of: record, times: -1, at: constraint.priority)
        }
        if rows.removeValue(forKey: record.marker) == nil, let leaving = leavingRow(forMarker: record.marker) {
            try pivot(entering: record.marker, leaving: leaving)
            rows[record.marker] = nil
        }
        try optimize()
    }

    /// Adds `factor` times the errors of `record`'s (non-required) constraint to the
    /// objective at `priority`: each error as it stands today, its row if it is basic.
    mutating func chargeErrors(of record: ConstraintRecord, times factor: Double, at priority: LayoutSolverPriority) {
        for error in [record.marker, record.other].compactMap(\.self) where error.kind == .error {
            if let row = rows[error] {
                objective.add(row, times: factor, at: priority.rawValue)
            } else {
                objective.add(error, times: factor, at: priority.rawValue)
            }
        }
    }

    /// The row to pivot a parametric marker into, chosen so that dropping that row
    /// afterwards keeps every restricted constant ≥ 0.
    private func leavingRow(forMarker marker: LayoutSymbol) -> LayoutSymbol? {
        var negative: (ratio: Double, symbol: LayoutSymbol)?
        var positive: (ratio: Double, symbol: LayoutSymbol)?
        var external: LayoutSymbol?
        for (basic, row) in rows {
            let coefficient = row.coefficient(of: marker)
            guard coefficient != 0 else { continue }
            if !basic.isRestricted {
                external = min(external ?? basic, basic)
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative.map({ (ratio, basic) < ($0.ratio, $0.symbol) }) ?? true { negative = (ratio, basic) }
            } else {
                let ratio = row.constant / coefficient
                if positive.map({ (ratio, basic) < ($0.ratio, $0.symbol) }) ?? true { positive = (ratio, basic) }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }
}
