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

    /// The values `variables` take in another solution as good as this one: each pulled
    /// `distance` one way (the other way if none moves), below every priority; nil
    /// when they are all fixed.
    func alternative(for variables: [LayoutVariable], distance: Double) -> [Double]? {
        let current = variables.map(value(of:))
        for step in [distance, -distance] {
            var probe = self
            for (variable, value) in zip(variables, current) {
                let pull = LayoutSolverConstraint(LayoutExpression(variable), .equal, LayoutExpression(value + step),
                                                  priority: .probe, name: "ambiguity probe")
                guard (try? probe.addConstraint(pull)) != nil else { return nil }
            }
            let moved = variables.map(probe.value(of:))
            if zip(moved, current).contains(where: { abs($0 - $1) > 1e-6 }) { return moved }
        }
        return nil
    }
}
