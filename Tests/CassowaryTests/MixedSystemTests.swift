import Testing
@testable import Cassowary

/// Mixed systems from `MixedSystemGenerator`, added in order with each
/// required constraint that conflicts refused and skipped (what
/// `trellis solve --skip-unsatisfiable` does), then partly removed and added
/// to: the solver never traps or hangs, its bookkeeping stays consistent
/// after every operation, a refusal names the refused constraint, and
/// every accepted constraint can be removed again. (Their values are
/// compared with the reference optimum in `MixedSystemReferenceTests`, and
/// the required constraints' accuracy in `SolverAccuracyTests`.)
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

/// The accuracy the solver promises, checked on random sessions (57
/// constraints added with conflicts refused, half removed, 20 more added):
/// after every operation, each required constraint holds within
/// `promisedAccuracy` times the size of the numbers it adds up
/// (`MixedSystemTests.scale(of:)`: its constant and each term's
/// coefficient times value, at least 1).
///
/// Measured on 60 sessions of each kind (issue 16, 2026-11-24): layout
/// multipliers at most 2.4e-6 relative; with the near-reciprocal 1.37 and
/// -0.73 at most 7.9e-9. The fuzz target's answer check
/// (`checkRequiredConstraintsHold` in Sources/FuzzTargets) allows 1e-6 of
/// the terms' size plus 1e-6 per unit of coefficient, the same order.
@Suite struct SolverAccuracyTests {
    static let promisedAccuracy = 1e-5

    /// The largest violation of a required constraint in `constraints`,
    /// relative to the numbers it adds up, at the solver's current values.
    static func worstRequiredViolation(_ solver: Solver, _ constraints: [Constraint]) -> (Double, Constraint?) {
        solver.updateVariables()
        var worst = 0.0
        var culprit: Constraint?
        for constraint in constraints where constraint.priority.isRequired {
            let relative = constraint.violation / MixedSystemTests.scale(of: constraint)
            if relative > worst { (worst, culprit) = (relative, constraint) }
        }
        return (worst, culprit)
    }

    /// One session; records each operation after which a required
    /// constraint misses by more than `limit`, and returns the worst miss.
    @discardableResult
    static func session(seed: UInt64, coefficients: [Double], limit: Double) throws -> Double {
        var generator = MixedSystemGenerator(seed: seed, variableCount: 12, coefficients: coefficients)
        let solver = Solver()
        var accepted: [Constraint] = []
        var worst = 0.0
        func check(_ step: String) {
            let (violation, culprit) = worstRequiredViolation(solver, accepted)
            // One issue per session: the first operation that breaks the promise.
            if worst <= limit {
                #expect(violation <= limit, "seed \(seed) \(step): \(culprit.map(String.init(describing:)) ?? "") misses by \(violation) of its size")
            }
            worst = max(worst, violation)
        }
        for (i, constraint) in generator.constraints(57).enumerated() {
            if (try? solver.add(constraint)) != nil { accepted.append(constraint) }
            check("add \(i)")
        }
        var random = RandomizedSolverTests.Generator(state: seed)
        for i in 0..<(accepted.count / 2) {
            try solver.remove(accepted.remove(at: Int.random(in: accepted.indices, using: &random)))
            check("remove \(i)")
        }
        for (i, constraint) in generator.constraints(20).enumerated() {
            if (try? solver.add(constraint)) != nil { accepted.append(constraint) }
            check("second add \(i)")
        }
        return worst
    }

    @Test(arguments: 0..<4)
    func requiredConstraintsHoldWithLayoutMultipliers(batch: Int) throws {
        for seed in UInt64(batch * 15)..<UInt64(batch * 15 + 15) {
            try Self.session(seed: seed, coefficients: MixedSystemGenerator.layoutCoefficients, limit: Self.promisedAccuracy)
            try Self.session(seed: seed, coefficients: MixedSystemGenerator.nearReciprocalCoefficients, limit: Self.promisedAccuracy)
        }
    }

    /// `Fuzz/Findings/solver-mixed-scale-wrong-result` written out: eight
    /// constraints, half required, with multipliers from 0.001 to 10,000.
    /// The last add leaves its row, expanded, with one restricted symbol it
    /// can be solved for, a slack whose coefficient is -7.1e-7 beside a
    /// largest of 1. kiwi (nucleic/kiwi, fetched 2026-11-24, built with
    /// g++ -O2) given the same sequence, with strengths strong/medium/weak
    /// for 750/250/50 and the priority change done as remove and re-add,
    /// breaks a required constraint by 44.6 at that add; this solver broke
    /// `390*v2 + 1.5*v4 - 20 >= 0` by 23 there until its rows kept products
    /// below 1e-8 (`Tableau.coefficientFloor`, issue 16's sixth pass), and
    /// holds every required constraint now. The system is feasible
    /// (v2 = -3, 1.5*v4 = 1191, v1 and v5 free, v3 from `c18`).
    @Test func theMinimizedWideScaleFindingHoldsWhereKiwiBreaks() throws {
        let v = (0..<6).map { Variable("v\($0)") }
        let solver = Solver()
        let c15 = (3.5 * v[4] - 10000.0 * v[2] + 44.0 == 0).withPriority(Priority(750))
        try solver.add(-10000.0 * v[4] - 1.0 * v[1] + 20.0 * v[5] + 0.001 >= 0)
        try solver.add((-1.0 * v[2] - 1.0 * v[0] + 390.0 <= 0).withPriority(Priority(250)))
        try solver.add(1.5 * v[4] + 375.0 * v[1] - 2.0 * v[2] >= 0)
        try solver.add(c15)
        try solver.add(390.0 * v[2] + 1.5 * v[4] - 20.0 >= 0)
        try solver.addEditVariable(v[4], priority: Priority(50))
        try solver.add((100.0 * v[3] - 0.5 * v[5] + 1.5 * v[4] + 320.0 * v[2] - 10000.0 >= 0).withPriority(Priority(50)))
        try solver.add(100.0 * v[3] + 16.0 * v[2] + 1.5 <= 0)
        try solver.setPriority(Priority(50), of: c15)
        #expect(Self.worstRequiredViolation(in: solver) < 1e-6)
        solver.updateVariables()
        #expect(solver.requiredConstraintsMissed().isEmpty)
        try solver.add(-100.0 * v[3] + 1.5 * v[4] + 389.0 * v[2] + 20.0 <= 0)
        #expect(Self.worstRequiredViolation(in: solver) < 1e-6)
        solver.checkInvariants()
        solver.updateVariables()
        #expect(solver.requiredConstraintsMissed().isEmpty)
    }

    /// The promise that holds where accuracy cannot: on 20 sessions with
    /// multipliers from 0.001 to 10,000, after every operation, the
    /// constraints `requiredConstraintsMissed()` reports are exactly those
    /// whose violation, computed here from the variables, passes its
    /// documented bound, and none that holds exactly is among them
    /// (measured: misses after 1,197 of 1,660 operations, each reported).
    @Test func everyMissIsReported() throws {
        var operations = 0, withMisses = 0
        for seed in UInt64(0)..<20 {
            var generator = MixedSystemGenerator(seed: seed, variableCount: 12, coefficients: MixedSystemGenerator.wideScaleCoefficients)
            let solver = Solver()
            var accepted: [Constraint] = []
            func check() {
                operations += 1
                solver.updateVariables()
                let reported = Set(solver.requiredConstraintsMissed().map { ObjectIdentifier($0.constraint) })
                if !reported.isEmpty { withMisses += 1 }
                for constraint in accepted where constraint.priority.isRequired {
                    let terms = constraint.expression.terms
                    let size = 1 + abs(constraint.expression.constant) + terms.reduce(0) { $0 + abs($1.coefficient * $1.variable.value) }
                    let bound = 1e-5 * size + 1e-8 * terms.reduce(0) { $0 + abs($1.coefficient) }
                    #expect(reported.contains(ObjectIdentifier(constraint)) == (constraint.violation > bound),
                            "seed \(seed): \(constraint) misses by \(constraint.violation), bound \(bound)")
                    if constraint.violation == 0 { #expect(!reported.contains(ObjectIdentifier(constraint))) }
                }
            }
            for constraint in generator.constraints(57) {
                if (try? solver.add(constraint)) != nil { accepted.append(constraint) }
                check()
            }
            var random = RandomizedSolverTests.Generator(state: seed)
            for _ in 0..<(accepted.count / 2) {
                try solver.remove(accepted.remove(at: Int.random(in: accepted.indices, using: &random)))
                check()
            }
        }
        #expect(withMisses > 0, "the sessions are meant to break")
        print("everyMissIsReported: misses after \(withMisses) of \(operations) operations")
    }

    static func worstRequiredViolation(in solver: Solver) -> Double {
        var worst = 0.0
        for constraint in solver.constraints where constraint.priority.isRequired {
            var value = constraint.expression.constant
            for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
            let violation = switch constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(0, value)
            case .greaterThanOrEqual: max(0, -value)
            }
            worst = max(worst, violation)
        }
        return worst
    }

    /// Not yet promised (issue 16 stays open for it): with multipliers from
    /// 0.001 to 10,000 in one system, every one of 60 random sessions broke
    /// a required constraint, the worst by as much as its own size (before
    /// and after the 2026-11-24 fixes alike). A drop tolerance of 1e-13
    /// instead of 1e-8 and threshold pivoting when a new row picks its
    /// subject were tried and both made layout sessions worse, so neither
    /// is in. When this starts passing, the known-issue wrapper fails: make
    /// it a plain test then.
    @Test func requiredConstraintsHoldWithMultipliersFrom0001To10000() throws {
        try withKnownIssue("issue 16: badly scaled systems break required constraints") {
            for seed in UInt64(0)..<5 {
                try Self.session(seed: seed, coefficients: MixedSystemGenerator.wideScaleCoefficients, limit: Self.promisedAccuracy)
            }
        }
    }
}

extension SolverAccuracyTests {
    /// Fuzz/Corpus/solver/wrong-result-1000-20-0.5: solved for `v2`, the
    /// second constraint's row gives its slack the coefficient -1/2e8,
    /// which the absolute epsilon dropped; its constant then changed
    /// nothing. kiwi gets `v5 = 0` here by removing and re-adding it.
    @Test func aConstraintWhoseMarkerIsASmallQuotientStillTakesANewConstant() throws {
        let v5 = Variable("v5"), v2 = Variable("v2")
        let solver = Solver()
        try solver.add(0.5 * v5 - 10_000 * v2 + 0.5 >= 0)
        let bound = -10_000 * v5 + 390 >= 0
        try solver.add(bound)
        #expect(abs(solver.value(of: v5) - 0.039) < 1e-12)
        try solver.setConstant(0, of: bound)
        #expect(abs(solver.value(of: v5)) < 1e-12)
    }
}
