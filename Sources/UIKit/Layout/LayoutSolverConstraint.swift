/// One linear relation the solver keeps: `lhs relation rhs` at a priority. Kept as
/// `expression relation 0` with `expression = lhs - rhs`. Compared by identity, so
/// the same object is what gets added and later removed.
final class LayoutSolverConstraint: Sendable, CustomStringConvertible {
    let expression: LayoutExpression
    let relation: LayoutRelation
    let priority: LayoutSolverPriority
    /// Who made it, for reports (e.g. the `NSLayoutConstraint`'s identifier).
    let name: String?

    init(_ lhs: LayoutExpression, _ relation: LayoutRelation, _ rhs: LayoutExpression,
         priority: LayoutSolverPriority = .required, name: String? = nil) {
        self.expression = lhs - rhs
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    var description: String {
        let body = "\(expression) \(relation) 0"
        let label = name.map { "\($0): " } ?? ""
        return priority.isRequired ? label + body : label + body + " @\(priority)"
    }
}
