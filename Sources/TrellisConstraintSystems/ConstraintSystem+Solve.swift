import Cassowary

/// The result of solving a constraint system.
public enum SolveOutcome: Sendable {
    /// Values by variable, in the system's variable order; `skipped` lists the
    /// ids of required constraints left out because they conflicted;
    /// `missed` the required constraints the values miss by more than
    /// rounding, which double-precision arithmetic can do when a system
    /// mixes coefficients many orders of magnitude apart
    /// (`Solver.repairMissedRequiredConstraints`, which first solves again from
    /// scratch): reported, never passed off as a solution.
    case solved(values: [(name: String, value: Double)], skipped: [String], missed: [(id: String, violation: Double)] = [])
    /// The required constraints conflict; `conflict` is a minimal set of ids.
    case unsatisfiable(conflict: [String])
}

extension ConstraintSystem {
    /// Makes the variables, constraints and edit variables; nothing is added yet.
    public func instantiate() -> (variables: [String: Variable], constraints: [Constraint], edits: [(Variable, Priority, Double)]) {
        let variables = Dictionary(self.variables.map { ($0, Variable($0)) }, uniquingKeysWith: { first, _ in first })
        let constraints = self.constraints.map { row in
            Constraint(
                Expression(row.terms.map { Cassowary.Term(variables[$0.variable]!, $0.coefficient) }, constant: row.constant),
                row.relation,
                priority: Priority(row.priority),
                identifier: row.id
            )
        }
        let edits = self.edits.map { (variables[$0.variable]!, Priority($0.priority), $0.value) }
        return (variables, constraints, edits)
    }

    /// Solves: edit variables first (with their suggested values), then the
    /// constraints in order. Unless `skipUnsatisfiable`, the first required
    /// constraint that conflicts ends the solve with its minimal conflict.
    public func solve(skipUnsatisfiable: Bool = false) throws -> SolveOutcome {
        let (variables, constraints, edits) = instantiate()
        let solver = Solver()
        for (variable, priority, value) in edits {
            try solver.addEditVariable(variable, priority: priority)
            try solver.suggestValue(value, for: variable)
        }
        var skipped: [String] = []
        for constraint in constraints {
            do {
                try solver.add(constraint)
            } catch let SolverError.unsatisfiableConstraint(failing, conflict) {
                guard skipUnsatisfiable else {
                    return .unsatisfiable(conflict: conflict.map { $0.identifier ?? "" })
                }
                skipped.append(failing.identifier ?? "")
            }
        }
        let missed = solver.repairMissedRequiredConstraints().map { ($0.constraint.identifier ?? "", $0.violation) }
        solver.updateVariables()
        return .solved(values: self.variables.map { ($0, variables[$0]!.value) }, skipped: skipped, missed: missed)
    }
}
