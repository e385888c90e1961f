/// Work the solver has done, for tests that show a change touches only its part.
struct LayoutSolverStatistics: Equatable, Sendable {
    /// Simplex pivots (primal and dual).
    var pivots = 0
    /// Tableau rows rewritten (by substitution or an edit's new value), objective excluded.
    var rowsTouched = 0
    /// Cells added into rows while substituting one row into another (new rows included):
    /// the arithmetic the solver does, the figure that grows with a layout's coupling.
    var cellsCombined = 0
}
