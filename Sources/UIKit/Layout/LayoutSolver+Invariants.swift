/// Checks of the tableau's basic feasible solved form, for tests: what the algorithm
/// promises after every request, so a seeded run can catch a wrong pivot at once.
extension LayoutSolver {
    /// Each broken promise, in words; empty when the tableau is sound.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for (basic, row) in rows.sorted(by: { $0.key < $1.key }) {
            if basic.isRestricted && row.constant < -Self.epsilon {
                problems.append("restricted row \(basic.id) has constant \(row.constant)")
            }
            if row.cells[basic] != nil { problems.append("row \(basic.id) holds its own basic symbol") }
            for symbol in row.cells.keys where rows[symbol] != nil {
                problems.append("row \(basic.id) holds basic symbol \(symbol.id)")
            }
            if basic.isRestricted, let external = row.cells.keys.first(where: { $0.kind == .external }) {
                problems.append("restricted row \(basic.id) holds external symbol \(external.id)")
            }
        }
        let mentioned = Set(objective.levels.flatMap { $0.row.cells.keys })
        for symbol in mentioned.sorted() {
            if rows[symbol] != nil { problems.append("objective holds basic symbol \(symbol.id)") }
            let cost = objective.leadingCost(of: symbol)
            if symbol.kind != .dummy && cost < -Self.epsilon {
                problems.append("objective not minimal: symbol \(symbol.id) has leading cost \(cost)")
            }
        }
        return problems
    }
}
