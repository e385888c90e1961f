/// Whether the constraints fix a variable: UIKit's `hasAmbiguousLayout`. A copy of the
/// solver pulls the variable one point each way by a wish below every priority; since
/// priorities are met level by level, the wish cannot make any constraint's error worse,
/// so the variable moves exactly when another solution is as good as this one.
extension LayoutSolver {
    /// True when `variable` could take another value with every constraint met as well
    /// as now (true for a variable that no constraint mentions).
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard variables[variable] != nil else { return true }
        let current = value(of: variable)
        for step in [-1.0, 1.0] {
            var probe = self
            let pull = LayoutSolverConstraint(LayoutExpression(variable), .equal, LayoutExpression(current + step),
                                              priority: .probe, name: "ambiguity probe")
            guard (try? probe.addConstraint(pull)) != nil else { continue }
            if abs(probe.value(of: variable) - current) > 1e-6 { return true }
        }
        return false
    }
}
