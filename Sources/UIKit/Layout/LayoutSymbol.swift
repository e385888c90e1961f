/// A column of the solver's tableau: a caller's variable, or one the solver adds to turn
/// a constraint into an equation (slack for `<=`/`>=`, error pair for non-required
/// constraints, dummy marker for required equations, an artificial one while adding).
struct LayoutSymbol: Hashable, Comparable, Sendable {
    enum Kind: Sendable {
        /// A caller's variable; unrestricted in sign.
        case external
        /// `>= 0`, the amount by which an inequality is more than met.
        case slack
        /// `>= 0`, how far a non-required constraint is off (one per direction).
        case error
        /// Held at 0; marks a required equation so it can be found and removed.
        case dummy
    }

    let kind: Kind
    /// Creation order; ties in pivoting are broken by it so runs are deterministic and
    /// (Bland's rule) the simplex never cycles.
    let id: Int

    /// Only external variables may take negative values.
    var isRestricted: Bool { kind != .external }

    static func < (lhs: LayoutSymbol, rhs: LayoutSymbol) -> Bool { lhs.id < rhs.id }
}
