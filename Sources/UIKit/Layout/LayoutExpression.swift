/// A linear expression `c₁·v₁ + c₂·v₂ + … + constant` over layout variables: the two
/// sides of a constraint. Terms on the same variable are merged; zero terms dropped.
struct LayoutExpression: Sendable, CustomStringConvertible {
    /// Coefficient of each variable that occurs.
    private(set) var terms: [LayoutVariable: Double]
    var constant: Double

    init(terms: [LayoutVariable: Double] = [:], constant: Double = 0) {
        self.terms = [:]
        self.constant = constant
        for (variable, coefficient) in terms { add(variable, times: coefficient) }
    }

    init(_ variable: LayoutVariable) {
        self.init(terms: [variable: 1])
    }

    init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Adds `coefficient·variable`, dropping the term if it cancels out.
    mutating func add(_ variable: LayoutVariable, times coefficient: Double) {
        let sum = (terms[variable] ?? 0) + coefficient
        terms[variable] = LayoutSolver.isNearZero(sum) ? nil : sum
    }

    /// Adds `factor·other`.
    mutating func add(_ other: LayoutExpression, times factor: Double) {
        constant += factor * other.constant
        for (variable, coefficient) in other.terms { add(variable, times: factor * coefficient) }
    }

    /// The expression's value with each variable at `value(variable)`.
    func evaluate(_ value: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.value * value($1.key) }
    }

    var description: String {
        let sorted = terms.sorted { $0.key.name < $1.key.name }
        var parts = sorted.map { $0.value == 1 ? $0.key.name : "\($0.value)·\($0.key.name)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }
}
