/// How a constraint's two sides compare: the three relations Auto Layout offers.
enum LayoutRelation: Sendable, CustomStringConvertible {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
