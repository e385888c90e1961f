/// One row of the tableau, `constant + Σ coefficient·symbol`: the value of the row's
/// basic symbol in terms of the parametric (non-basic) ones, which sit at 0.
struct LayoutRow: Sendable {
    private(set) var cells: [LayoutSymbol: Double] = [:]
    var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    func coefficient(of symbol: LayoutSymbol) -> Double { cells[symbol] ?? 0 }

    /// True when no symbol remains: the row is just its constant.
    var isConstant: Bool { cells.isEmpty }

    /// Adds `coefficient·symbol`, dropping the cell when it cancels to (near) zero.
    mutating func add(_ symbol: LayoutSymbol, times coefficient: Double) {
        let sum = (cells[symbol] ?? 0) + coefficient
        cells[symbol] = LayoutSolver.isNearZero(sum) ? nil : sum
    }

    /// Adds `factor·other` (constant included).
    mutating func add(_ other: LayoutRow, times factor: Double) {
        constant += factor * other.constant
        for (symbol, coefficient) in other.cells { add(symbol, times: factor * coefficient) }
    }

    mutating func multiply(by factor: Double) {
        constant *= factor
        for symbol in cells.keys { cells[symbol]! *= factor }
    }

    /// Rewrites `0 = self` as `symbol = …`: the row then gives `symbol`'s value.
    /// `symbol` must have a non-zero coefficient.
    mutating func solve(for symbol: LayoutSymbol) {
        let coefficient = cells.removeValue(forKey: symbol)!
        multiply(by: -1 / coefficient)
    }

    /// Rewrites `basic = self` as `symbol = …`, `symbol` having a non-zero coefficient.
    mutating func solve(for symbol: LayoutSymbol, insteadOf basic: LayoutSymbol) {
        cells[basic] = -1
        solve(for: symbol)
    }

    /// Replaces `symbol` by `row` (the row that now defines it). Returns whether the
    /// row held the symbol, i.e. whether anything changed.
    @discardableResult
    mutating func substitute(_ symbol: LayoutSymbol, with row: LayoutRow) -> Bool {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
        add(row, times: coefficient)
        return true
    }
}
