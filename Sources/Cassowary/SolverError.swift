/// Why the solver refused an operation. After any of these the solver is
/// exactly as it was before the call.
public enum SolverError: Error, Equatable {
    /// A required constraint cannot hold together with the required
    /// constraints already in the solver. `conflict` is a smallest set of
    /// required constraints that cannot all hold (every one is needed for the
    /// conflict); it includes `constraint`.
    case unsatisfiableConstraint(Constraint, conflict: [Constraint])
    /// The constraint object is in the solver already.
    case duplicateConstraint(Constraint)
    /// The constraint object is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is an edit variable already.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable of this solver.
    case unknownEditVariable(Variable)
    /// Edit variables are suggestions and cannot be required.
    case requiredEditVariable(Variable)
    /// A priority outside 1...1000, or a change between required and optional
    /// while the constraint is in the solver.
    case invalidPriority(Priority, String)
    /// NaN or an infinity where a finite number is needed.
    case nonFiniteNumber(String)
    /// A finite number too large for the solver: see ``Solver/maximumConstant``
    /// and ``Solver/maximumCoefficient``.
    case numberOutOfRange(String)

    public static func == (lhs: SolverError, rhs: SolverError) -> Bool {
        switch (lhs, rhs) {
        case let (.unsatisfiableConstraint(a, x), .unsatisfiableConstraint(b, y)):
            return a === b && x.count == y.count && zip(x, y).allSatisfy { $0 === $1 }
        case let (.duplicateConstraint(a), .duplicateConstraint(b)),
             let (.unknownConstraint(a), .unknownConstraint(b)):
            return a === b
        case let (.duplicateEditVariable(a), .duplicateEditVariable(b)),
             let (.unknownEditVariable(a), .unknownEditVariable(b)),
             let (.requiredEditVariable(a), .requiredEditVariable(b)):
            return a === b
        case let (.invalidPriority(a, x), .invalidPriority(b, y)):
            return a == b && x == y
        case let (.nonFiniteNumber(a), .nonFiniteNumber(b)),
             let (.numberOutOfRange(a), .numberOutOfRange(b)):
            return a == b
        default:
            return false
        }
    }
}

extension SolverError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unsatisfiableConstraint(constraint, conflict):
            let list = conflict.map { "  \($0)" }.joined(separator: "\n")
            return "Unable to satisfy required constraint \(constraint); these required constraints cannot all hold:\n\(list)"
        case let .duplicateConstraint(constraint):
            return "Constraint \(constraint) is already in the solver"
        case let .unknownConstraint(constraint):
            return "Constraint \(constraint) is not in the solver"
        case let .duplicateEditVariable(variable):
            return "Variable \(variable) is already an edit variable"
        case let .unknownEditVariable(variable):
            return "Variable \(variable) is not an edit variable"
        case let .requiredEditVariable(variable):
            return "Edit variable \(variable) cannot be required: give it a priority below 1000"
        case let .invalidPriority(priority, reason):
            return "Invalid priority \(priority): \(reason)"
        case let .nonFiniteNumber(what):
            return "Not a finite number: \(what)"
        case let .numberOutOfRange(what):
            return "Out of range: \(what); constants and values must be within ±\(Solver.maximumConstant), coefficients within ±\(Solver.maximumCoefficient)"
        }
    }
}
