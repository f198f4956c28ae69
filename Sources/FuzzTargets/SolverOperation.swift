import Cassowary
import Foundation

/// A constraint as the operation stream describes it: variables by index
/// into the run's few shared variables.
package struct ConstraintSpec: Equatable {
    package struct Term: Equatable {
        package var variable: Int
        package var coefficient: Double

        package init(variable: Int, coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    package var terms: [Term]
    package var constant: Double
    package var relation: Relation
    package var priority: Float

    package init(terms: [Term], constant: Double, relation: Relation, priority: Float) {
        self.terms = terms
        self.constant = constant
        self.relation = relation
        self.priority = priority
    }
}

/// One step of the solver target's operation stream. Constraints are named
/// by their index among those made so far (`addNew` makes the next), so
/// that a constraint can be removed, re-added, added to the other solver or
/// changed long after it was made; `solver` is 0 or 1, two solvers sharing
/// variables and constraints as two windows do.
package enum SolverOperation: Equatable {
    case addNew(ConstraintSpec, solver: Int)
    case add(constraint: Int, solver: Int)
    case remove(constraint: Int, solver: Int)
    case addEditVariable(variable: Int, priority: Float, solver: Int)
    case removeEditVariable(variable: Int, solver: Int)
    case suggestValue(Double, variable: Int, solver: Int)
    case setConstant(Double, constraint: Int, solver: Int)
    case setPriority(Float, constraint: Int, solver: Int)
    case updateVariables(solver: Int)
    case reset(solver: Int)

    /// Few variables, so that constraints share them and rows interact.
    package static let variableCount = 6
    /// Enough constraints for the ~57-constraint systems whose rollback
    /// broke the tableau, few enough to keep every run fast.
    package static let maximumConstraints = 64
    package static let maximumOperations = 256

    private enum Kind {
        case addNew, add, remove, addEditVariable, removeEditVariable, suggestValue
        case setConstant, setPriority, updateVariables, reset
    }

    /// By the low four bits of an operation byte. Adding comes up most, so
    /// that random bytes build systems big enough to pivot a lot; a reset
    /// undoes that and is rare.
    private static let kinds: [Kind] = [
        .addNew, .addNew, .addNew, .addNew, .addNew, .add, .remove, .remove,
        .addEditVariable, .removeEditVariable, .suggestValue, .suggestValue,
        .setConstant, .setPriority, .updateVariables, .reset,
    ]

    /// Decodes an operation stream. Each operation is one byte (its kind in
    /// the low four bits; the second solver when the top three bits are all
    /// set) followed by its operands, a byte each or a number (see
    /// `FuzzBytes.number`). An operation on a constraint when none has been
    /// made is skipped.
    package static func decode(_ bytes: inout FuzzBytes) -> [SolverOperation] {
        var operations: [SolverOperation] = []
        var made = 0
        while !bytes.isAtEnd && operations.count < maximumOperations {
            let code = bytes.byte()
            let solver = code >= 0xE0 ? 1 : 0
            var kind = kinds[Int(code & 0x0F)]
            if kind == .addNew && made == maximumConstraints { kind = .add }
            let needsConstraint = [.add, .remove, .setConstant, .setPriority].contains(kind)
            if needsConstraint && made == 0 { continue }
            switch kind {
            case .addNew:
                let termCount = bytes.choice(5)
                let terms = (0..<termCount).map { _ in
                    ConstraintSpec.Term(variable: bytes.choice(variableCount), coefficient: bytes.number())
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][bytes.choice(3)]
                let spec = ConstraintSpec(terms: terms, constant: bytes.number(), relation: relation, priority: bytes.priority())
                operations.append(.addNew(spec, solver: solver))
                made += 1
            case .add:
                operations.append(.add(constraint: bytes.choice(made), solver: solver))
            case .remove:
                operations.append(.remove(constraint: bytes.choice(made), solver: solver))
            case .addEditVariable:
                operations.append(.addEditVariable(variable: bytes.choice(variableCount), priority: bytes.priority(), solver: solver))
            case .removeEditVariable:
                operations.append(.removeEditVariable(variable: bytes.choice(variableCount), solver: solver))
            case .suggestValue:
                let variable = bytes.choice(variableCount)
                operations.append(.suggestValue(bytes.number(), variable: variable, solver: solver))
            case .setConstant:
                let constraint = bytes.choice(made)
                operations.append(.setConstant(bytes.number(), constraint: constraint, solver: solver))
            case .setPriority:
                let constraint = bytes.choice(made)
                operations.append(.setPriority(bytes.priority(), constraint: constraint, solver: solver))
            case .updateVariables:
                operations.append(.updateVariables(solver: solver))
            case .reset:
                operations.append(.reset(solver: solver))
            }
        }
        return operations
    }
}

extension SolverOperation: CustomStringConvertible {
    /// The operation as the Swift that performs it, for reading a finding
    /// (`FUZZ_TRACE=1 swift run fuzz-solver FILE`); `c<n>` is the n-th constraint made.
    package var description: String {
        switch self {
        case let .addNew(spec, solver):
            var terms = spec.terms.map { "\($0.coefficient) * v\($0.variable)" }
            terms.append("\(spec.constant)")
            return "s\(solver).add(\(terms.joined(separator: " + ")) \(spec.relation.symbol) 0 @\(spec.priority))"
        case let .add(index, solver): return "s\(solver).add(c\(index))"
        case let .remove(index, solver): return "s\(solver).remove(c\(index))"
        case let .addEditVariable(variable, priority, solver): return "s\(solver).addEditVariable(v\(variable), priority: \(priority))"
        case let .removeEditVariable(variable, solver): return "s\(solver).removeEditVariable(v\(variable))"
        case let .suggestValue(value, variable, solver): return "s\(solver).suggestValue(\(value), for: v\(variable))"
        case let .setConstant(constant, index, solver): return "s\(solver).setConstant(\(constant), of: c\(index))"
        case let .setPriority(priority, index, solver): return "s\(solver).setPriority(\(priority), of: c\(index))"
        case let .updateVariables(solver): return "s\(solver).updateVariables()"
        case let .reset(solver): return "s\(solver).reset()"
        }
    }
}
