/// How an expression compares with zero.
public enum Relation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual

    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear relation `expression OP 0` with a priority.
///
/// A constraint is identified by the object: adding the same object twice
/// is an error, while two equal-looking constraints are two constraints.
///
/// `@unchecked Sendable` for the reason given on ``Variable``: errors carry
/// constraints, and a constraint is used by one thread at a time.
public final class Constraint: @unchecked Sendable {
    /// Left side minus right side, compared with zero. Its constant follows
    /// ``Solver/setConstant(_:of:)``.
    public internal(set) var expression: Expression
    public let relation: Relation
    /// Follows ``Solver/setPriority(_:of:)`` while the constraint is in a solver.
    public internal(set) var priority: Priority
    /// A name for messages, like `NSLayoutConstraint.identifier`.
    public var identifier: String?

    /// The solver that keeps this constraint's entry index here
    /// (`solverEntry`) rather than in a dictionary, as for ``Variable``.
    @exclusivity(unchecked) var homeSolver: ObjectIdentifier?
    @exclusivity(unchecked) var solverEntry = 0

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, identifier: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// `lhs OP rhs`, kept as `lhs - rhs OP 0`.
    public convenience init(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required, identifier: String? = nil) {
        self.init(lhs - rhs, relation, priority: priority, identifier: identifier)
    }

    /// The same relation at another priority, as a new constraint.
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, identifier: identifier)
    }

    /// How far the current variable values are from satisfying it (0 when satisfied).
    public var violation: Double {
        let value = expression.value
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }
}

extension Constraint: CustomStringConvertible {
    /// `id: expression OP 0 @priority`, e.g. `c3: x - y >= 0 @750`.
    public var description: String {
        let body = "\(expression) \(relation.symbol) 0"
        let level = priority.isRequired ? "" : " @\(priority)"
        return (identifier.map { "\($0): " } ?? "") + body + level
    }
}

// MARK: - Building constraints with ==, <= and >=

public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
public func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
public func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
public func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
public func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
public func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }
public func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
public func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
public func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }
public func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
public func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
public func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }
