import Testing
@testable import Cassowary

/// Mixed systems (`MixedSystemGenerator`) at Auto Layout's scale, compared
/// with the reference optimum (`ReferenceLexicographicLP`) level by level:
/// 57 constraints added with each conflicting required one refused and
/// skipped (`trellis solve --skip-unsatisfiable`), half removed, 20 more
/// added, some of them refused too.
///
/// What is compared is each priority level's total violation, not the
/// variables' values: with many optional inequalities the optimum is rarely
/// a single point, and any point of the optimal face is a right answer.
/// A level's total may differ from the reference's by 1e-6 of the size of
/// the numbers its constraints add up (`MixedSystemTests.scale(of:)`
/// summed over the level), the accuracy of both solvers' rounding.
///
/// After every add and remove the tableau itself is checked too
/// (`tableauProblem`): no restricted basic symbol below zero, and every
/// objective weight equal to the reduced cost recomputed from the rows.
/// Most adds here go through the artificial variable (phase one): about
/// 29,000 times in 300 sessions, conflict explanations included, with no
/// infeasible row and no stale weight left behind.
@Suite struct MixedSystemReferenceTests {
    typealias Model = RandomizedSolverTests.Model

    static let tolerance = 1e-6

    /// Checks the solver's current values against the reference optimum;
    /// returns a description of the first miss, or nil.
    static func miss(_ solver: Solver, _ model: Model) -> String? {
        solver.updateVariables()
        let references = model.references()
        guard case let .optimal(optimum) = ReferenceLexicographicLP.solve(variableCount: model.variables.count, constraints: references) else {
            return "the reference finds the accepted constraints infeasible"
        }
        for constraint in model.constraints where constraint.priority.isRequired {
            if constraint.violation > SolverAccuracyTests.promisedAccuracy * MixedSystemTests.scale(of: constraint) {
                return "required \(constraint) is violated by \(constraint.violation)"
            }
        }
        let (_, byPriority) = ReferenceLexicographicLP.violations(of: model.variables.map(\.value), constraints: references)
        for (priority, best) in optimum.sorted(by: { $0.key > $1.key }) {
            let actual = byPriority[priority] ?? 0
            let size = model.constraints.filter { Double($0.priority.rawValue) == priority }.reduce(1.0) { $0 + MixedSystemTests.scale(of: $1) }
            if abs(actual - best) > tolerance * size {
                return "level \(priority): total violation \(actual), optimum \(best) (size \(size))"
            }
        }
        return nil
    }

    /// Adds `constraints`, skipping refused ones; a refusal must be right:
    /// the refused constraint conflicts with the accepted required ones.
    static func add(_ constraints: [Constraint], to solver: Solver, _ model: inout Model, seed: UInt64) {
        for constraint in constraints {
            do {
                try solver.add(constraint)
                model.constraints.append(constraint)
            } catch SolverError.unsatisfiableConstraint {
                #expect(constraint.priority.isRequired)
                #expect(!model.isSatisfiable(model.constraints.filter(\.priority.isRequired) + [constraint]),
                        "seed \(seed): refused \(constraint) although it is satisfiable")
            } catch {
                Issue.record("seed \(seed): \(constraint) threw \(error)")
            }
            if let problem = tableauProblem(solver, model) { Issue.record("seed \(seed) after adding \(constraint): \(problem)") }
        }
    }

    /// The tableau's own view agrees with the constraints: every restricted
    /// basic symbol is non-negative, and each non-basic symbol's objective
    /// weight is its reduced cost recomputed from the rows (the error
    /// symbols' costs at their priorities, through the rows they are basic in).
    static func tableauProblem(_ solver: Solver, _ model: Model) -> String? {
        let t = solver.tableau
        for s in t.kinds.indices where t.isBasic(s) && t.kinds[s].isRestricted && t.constants[s] < -1e-6 {
            return "restricted basic symbol \(s) (\(t.kinds[s])) is \(t.constants[s])"
        }
        var cost: [Int: Float] = [:]
        for constraint in model.constraints where !constraint.priority.isRequired {
            guard let tag = solver.tag(of: constraint) else { return "\(constraint) has no tag" }
            if constraint.relation == .equal { cost[tag.marker] = constraint.priority.rawValue }
            if let other = tag.other { cost[other] = constraint.priority.rawValue }
        }
        var expected: [Int: [Float: Double]] = [:]
        for (s, priority) in cost where !t.isBasic(s) { expected[s, default: [:]][priority, default: 0] += 1 }
        for (b, priority) in cost where t.isBasic(b) {
            for term in t.rows[b]!.terms { expected[Int(term.symbol), default: [:]][priority, default: 0] += term.coefficient }
        }
        for s in t.kinds.indices where !t.isBasic(s) && t.kinds[s] != .unused {
            var actual: [Float: Double] = [:]
            for level in t.weights[s].levels { actual[level.priority] = level.value }
            let wanted = expected[s] ?? [:]
            for priority in Set(actual.keys).union(wanted.keys)
            where abs((actual[priority] ?? 0) - (wanted[priority] ?? 0)) > 1e-6 * max(1, abs(wanted[priority] ?? 0)) {
                return "symbol \(s) (\(t.kinds[s])) has weight \(actual[priority] ?? 0) at \(priority), its reduced cost is \(wanted[priority] ?? 0)"
            }
        }
        return nil
    }

    static func session(seed: UInt64, coefficients: [Double], constantQuarters: Int) throws -> String? {
        var generator = MixedSystemGenerator(seed: seed, variableCount: 12, coefficients: coefficients)
        generator.constantQuarters = constantQuarters
        let solver = Solver()
        var model = Model(variables: generator.variables)
        let first = generator.constraints(57)
        for chunk in stride(from: 0, to: first.count, by: 19) {
            add(Array(first[chunk..<min(chunk + 19, first.count)]), to: solver, &model, seed: seed)
            if let miss = miss(solver, model) { return "after \(model.constraints.count) adds: \(miss)" }
        }
        var random = RandomizedSolverTests.Generator(state: seed)
        for _ in 0..<(model.constraints.count / 2) {
            let removed = model.constraints.remove(at: Int.random(in: model.constraints.indices, using: &random))
            try solver.remove(removed)
            if let problem = tableauProblem(solver, model) { Issue.record("seed \(seed) after removing \(removed): \(problem)") }
        }
        if let miss = miss(solver, model) { return "after removing half: \(miss)" }
        add(generator.constraints(20), to: solver, &model, seed: seed)
        if let miss = miss(solver, model) { return "after the second adds: \(miss)" }
        return nil
    }

    @Test(arguments: 0..<4)
    func layoutScaleSessionsMatchTheReferenceOptimum(batch: Int) throws {
        for seed in UInt64(batch * 5)..<UInt64(batch * 5 + 5) {
            let miss = try Self.session(seed: seed, coefficients: MixedSystemGenerator.autoLayoutCoefficients, constantQuarters: 8000)
            #expect(miss == nil, "seed \(seed) \(miss ?? "")")
        }
    }
}

extension MixedSystemReferenceTests {
    /// Multipliers of up to 3 and ±0.25, constants within ±100.
    @Test(arguments: 0..<2)
    func smallLayoutSessionsMatchTheReferenceOptimum(batch: Int) throws {
        for seed in UInt64(100 + batch * 5)..<UInt64(100 + batch * 5 + 5) {
            let miss = try Self.session(seed: seed, coefficients: MixedSystemGenerator.layoutCoefficients, constantQuarters: 400)
            #expect(miss == nil, "seed \(seed) \(miss ?? "")")
        }
    }

    /// Near-reciprocal multipliers (1.37 × -0.73 = -1.0001) make nearly
    /// singular bases. This session's optimum was missed at level 602 (2,817
    /// where 880 is possible with every higher level equal within 1e-9):
    /// a slack's weight read 2.6e-8 at level 750, rounding of what is 0 in
    /// exact arithmetic, and that hid its real -4.37 at level 602 from
    /// `Weight.sign`, whose tolerance is an absolute 1e-9 (raising it to
    /// 1e-7 fixed this seed but made the simplex stop at its pivot bound 28
    /// times in 300 sessions). Since rows keep products below 1e-8
    /// (`Tableau.coefficientFloor`, issue 16's sixth pass) the session
    /// reaches the reference optimum at every level.
    @Test func nearlySingularSessionReachesTheLowLevelOptimum() throws {
        let miss = try Self.session(seed: 38, coefficients: MixedSystemGenerator.nearReciprocalCoefficients, constantQuarters: 400)
        #expect(miss == nil, "\(miss ?? "")")
    }
}
