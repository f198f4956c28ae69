/// A variable scaled by a coefficient.
public struct Term {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `sum(coefficient * variable) + constant`.
///
/// Expressions are built with the ordinary arithmetic operators from
/// variables and numbers: `2 * x + y - 10`.
public struct Expression {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression's value with each variable at its current `value`.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The first number in it that is NaN or infinite, named for a message.
    var firstNonFiniteNumber: String? {
        if !constant.isFinite { return "constant \(constant)" }
        if let term = terms.first(where: { !$0.coefficient.isFinite }) {
            return "coefficient \(term.coefficient) of \(term.variable)"
        }
        return nil
    }

    /// The first number in it beyond what the solver takes, named for a message.
    var firstNumberOutOfRange: String? {
        if !Solver.isValidConstant(constant) { return "constant \(constant)" }
        if let term = terms.first(where: { !Solver.isValidCoefficient($0.coefficient) }) {
            return "coefficient \(term.coefficient) of \(term.variable)"
        }
        return nil
    }
}

extension Expression: CustomStringConvertible {
    /// Terms as written, e.g. `2*x + y - 10`; coefficients of 1 are left out.
    public var description: String {
        var text = ""
        for term in terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "-" : "+"
            if text.isEmpty {
                text = term.coefficient < 0 ? "-" : ""
            } else {
                text += " \(sign) "
            }
            text += magnitude == 1 ? "\(term.variable)" : "\(formatNumber(magnitude))*\(term.variable)"
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 {
            text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
        }
        return text
    }
}

/// Shortest faithful text for a number: `10` rather than `10.0`.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}

// MARK: - Arithmetic

public prefix func - (expression: Expression) -> Expression {
    expression * -1
}

public prefix func - (variable: Variable) -> Expression {
    Expression([Term(variable, -1)])
}

public func * (expression: Expression, factor: Double) -> Expression {
    Expression(
        expression.terms.map { Term($0.variable, $0.coefficient * factor) },
        constant: expression.constant * factor
    )
}

public func * (factor: Double, expression: Expression) -> Expression { expression * factor }
public func * (variable: Variable, factor: Double) -> Expression { Expression([Term(variable, factor)]) }
public func * (factor: Double, variable: Variable) -> Expression { variable * factor }
public func / (expression: Expression, divisor: Double) -> Expression { expression * (1 / divisor) }
public func / (variable: Variable, divisor: Double) -> Expression { variable * (1 / divisor) }

public func + (lhs: Expression, rhs: Expression) -> Expression {
    Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
}

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }
public func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }
