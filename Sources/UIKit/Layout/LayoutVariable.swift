/// One unknown the layout solver finds a value for (a view's left edge, a width…).
/// Compared by identity: two variables with the same name are still two unknowns.
final class LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    /// A name for messages and unsatisfiable-constraint reports, e.g. "button.width".
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String { name }

    static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
