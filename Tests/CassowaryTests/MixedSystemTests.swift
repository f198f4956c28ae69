import Testing
@testable import Cassowary

/// Mixed systems from `MixedSystemGenerator`, added in order with each
/// required constraint that conflicts refused and skipped (what
/// `trellis solve --skip-unsatisfiable` does), then partly removed and added
/// to: the solver never traps or hangs, its bookkeeping stays consistent
/// after every operation, a refusal names the refused constraint, and
/// every accepted constraint can be removed again. (Their values are not
/// compared with the reference optimum: on these systems they can be off,
/// see the issue 16 note; `RandomizedSolverTests` compares small ones.)
@Suite struct MixedSystemTests {
    typealias Model = RandomizedSolverTests.Model

    /// Adds `constraints` one by one, skipping the refused ones; checks the
    /// invariants after each and what a refusal reports. Returns
    /// the accepted constraints.
    static func addSkippingConflicts(_ constraints: [Constraint], to solver: Solver, variables: [Variable], seed: UInt64) -> [Constraint] {
        var accepted: [Constraint] = []
        for constraint in constraints {
            do {
                try solver.add(constraint)
                accepted.append(constraint)
            } catch let SolverError.unsatisfiableConstraint(failing, conflict) {
                #expect(failing === constraint)
                #expect(constraint.priority.isRequired, "seed \(seed): optional \(constraint) refused")
                #expect(conflict.contains { $0 === constraint })
            } catch {
                Issue.record("seed \(seed): \(constraint) threw \(error)")
            }
            solver.checkInvariants()
        }
        return accepted
    }

    /// The size of the numbers a constraint adds up at the current values:
    /// rounding in a solution is relative to it.
    static func scale(of constraint: Constraint) -> Double {
        constraint.expression.terms.reduce(max(1, abs(constraint.expression.constant))) { $0 + abs($1.coefficient * $1.variable.value) }
    }

    /// Adds, refuses, removes half, adds more, removes everything: the
    /// sequence that used to trap in `Tableau.rollBack()` and `Solver.remove`.
    static func session(seed: UInt64, count: Int, illConditioned: Bool) throws {
        var generator = MixedSystemGenerator(seed: seed, variableCount: max(12, count / 10), illConditioned: illConditioned)
        let solver = Solver()
        var accepted = addSkippingConflicts(generator.constraints(count), to: solver, variables: generator.variables, seed: seed)
        var random = RandomizedSolverTests.Generator(state: seed)
        for _ in 0..<(accepted.count / 2) {
            try solver.remove(accepted.remove(at: Int.random(in: accepted.indices, using: &random)))
            solver.checkInvariants()
        }
        accepted += addSkippingConflicts(generator.constraints(count / 4), to: solver, variables: generator.variables, seed: seed)
        try removeAll(accepted, from: solver)
    }

    @Test(arguments: 0..<4)
    func fiftySevenConstraintSessionsNeitherTrapNorHang(batch: Int) throws {
        for seed in UInt64(batch * 10)..<UInt64(batch * 10 + 10) {
            try Self.session(seed: seed, count: 57, illConditioned: seed % 2 == 1)
        }
    }

    /// A system of 200 constraints. (At 600 the simplex can cycle under its
    /// tolerances and stops at its pivot bound on every operation: no hang,
    /// but minutes in a debug build, so that size is left to the fuzzer.)
    @Test(arguments: [200])
    func largeSessionsNeitherTrapNorHang(count: Int) throws {
        try Self.session(seed: UInt64(count), count: count, illConditioned: false)
    }

    static func removeAll(_ constraints: [Constraint], from solver: Solver) throws {
        for constraint in constraints.reversed() {
            try solver.remove(constraint)
        }
        solver.checkInvariants()
        #expect(solver.constraints.isEmpty)
    }
}
