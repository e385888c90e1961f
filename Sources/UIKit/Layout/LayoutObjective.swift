/// What the solver minimises: the errors of the non-required constraints, one row per
/// priority level, compared level by level from the highest (the Cassowary paper's
/// symbolic weights). So a higher priority is met before any number of lower ones, as
/// UIKit promises, while errors at one level still trade in proportion to their size.
///
/// Each row holds the sum of its level's error symbols in terms of today's parametric
/// symbols; a symbol's cost is the vector of its coefficients, highest level first.
/// This is exactly a scalar objective with weights M^level for a large enough M, so the
/// simplex with Bland's rule stays correct and finite; but no M is ever formed, so no
/// level's arithmetic is drowned by another's.
struct LayoutObjective: Sendable {
    struct Level: Sendable {
        let priority: Double
        var row: LayoutRow
    }

    /// The levels in use, the highest priority first.
    private(set) var levels: [Level] = []

    /// Adds `coefficient·symbol` to the level of `priority`.
    mutating func add(_ symbol: LayoutSymbol, times coefficient: Double, at priority: Double) {
        let index = levelIndex(priority)
        levels[index].row.add(symbol, times: coefficient)
        dropIfEmpty(index)
    }

    /// Adds `factor·row` to the level of `priority`.
    mutating func add(_ row: LayoutRow, times factor: Double, at priority: Double) {
        let index = levelIndex(priority)
        levels[index].row.add(row, times: factor)
        dropIfEmpty(index)
    }

    /// Replaces parametric `symbol` by `row` at every level.
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) {
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
    }

    /// Takes `symbol`'s column out of every level (an artificial symbol left at 0).
    mutating func drop(_ symbol: LayoutSymbol) {
        for index in levels.indices {
            levels[index].row.add(symbol, times: -levels[index].row.coefficient(of: symbol))
        }
    }

    /// Whether any level mentions `symbol`.
    func mentions(_ symbol: LayoutSymbol) -> Bool {
        levels.contains { $0.row.coefficient(of: symbol) != 0 }
    }

    /// `symbol`'s cost at its highest level that mentions it (0 if none): its sign is
    /// the sign of the whole cost vector.
    func leadingCost(of symbol: LayoutSymbol) -> Double {
        for level in levels {
            let coefficient = level.row.coefficient(of: symbol)
            if coefficient != 0 { return coefficient }
        }
        return 0
    }

    /// The primal simplex's entering symbol: by Bland's rule the lowest id among the
    /// parametric symbols whose cost vector is negative (dummies stay at 0).
    func enteringSymbol() -> LayoutSymbol? {
        var best: LayoutSymbol?
        for (index, level) in levels.enumerated() {
            for (symbol, coefficient) in level.row.cells
            where coefficient < 0 && symbol.kind != .dummy && !LayoutSolver.isNearZero(coefficient) {
                if let current = best, current < symbol { continue }
                // Its cost vector leads here only if no higher level mentions it.
                if levels[..<index].contains(where: { $0.row.coefficient(of: symbol) != 0 }) { continue }
                best = symbol
            }
        }
        return best
    }

    /// Whether `a`'s cost vector over `aScale` is below `b`'s over `bScale`, level by
    /// level; equal vectors go to the lower id (the dual simplex's ratio test).
    func isCheaper(_ a: LayoutSymbol, per aScale: Double, than b: LayoutSymbol, per bScale: Double) -> Bool {
        for level in levels {
            let x = level.row.coefficient(of: a) / aScale
            let y = level.row.coefficient(of: b) / bScale
            if !LayoutSolver.isNearZero(x - y) { return x < y }
        }
        return a < b
    }

    private mutating func levelIndex(_ priority: Double) -> Int {
        if let index = levels.firstIndex(where: { $0.priority <= priority }) {
            if levels[index].priority == priority { return index }
            levels.insert(Level(priority: priority, row: LayoutRow()), at: index)
            return index
        }
        levels.append(Level(priority: priority, row: LayoutRow()))
        return levels.count - 1
    }

    /// A level whose row no longer mentions any symbol costs nothing in any direction.
    private mutating func dropIfEmpty(_ index: Int) {
        if levels[index].row.isConstant { levels.remove(at: index) }
    }
}
