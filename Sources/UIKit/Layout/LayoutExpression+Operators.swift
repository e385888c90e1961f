/// Arithmetic that reads like the constraint it builds: `2 * width + 10`, `right - left`.
extension LayoutExpression {
    static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        var sum = lhs
        sum.add(rhs, times: 1)
        return sum
    }

    static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    static func * (factor: Double, expression: LayoutExpression) -> LayoutExpression {
        var product = LayoutExpression(constant: 0)
        product.add(expression, times: factor)
        return product
    }

    static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + LayoutExpression(rhs) }
    static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs - LayoutExpression(rhs) }
    static func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs + LayoutExpression(rhs) }
    static func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression { lhs - LayoutExpression(rhs) }
}

extension LayoutVariable {
    static func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) + rhs }
    static func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression { LayoutExpression(lhs) - rhs }
    static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(lhs) + LayoutExpression(rhs) }
    static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression { LayoutExpression(lhs) - LayoutExpression(rhs) }
    static func * (factor: Double, variable: LayoutVariable) -> LayoutExpression { factor * LayoutExpression(variable) }
}
