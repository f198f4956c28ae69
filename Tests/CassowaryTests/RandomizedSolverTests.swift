import Testing
@testable import Cassowary

/// Random constraint systems driven through random operations, each state
/// checked against `ReferenceLexicographicLP`, an independent dense solver:
/// required constraints hold, and every priority level's total violation is
/// the least possible given the levels above it.
@Suite struct RandomizedSolverTests {
    /// A reproducible generator (SplitMix64), so a failure names its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The system as the reference sees it: the solver's constraints and edits.
    struct Model {
        let variables: [Variable]
        var constraints: [Constraint] = []
        var edits: [(variable: Variable, priority: Priority, value: Double)] = []

        func index(of variable: Variable) -> Int { variables.firstIndex { $0 === variable }! }

        func reference(_ constraint: Constraint) -> ReferenceConstraint {
            var coefficients: [Int: Double] = [:]
            for term in constraint.expression.terms { coefficients[index(of: term.variable), default: 0] += term.coefficient }
            let relation: ReferenceRelation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            return ReferenceConstraint(coefficients: coefficients, constant: constraint.expression.constant,
                                       relation: relation, priority: Double(constraint.priority.rawValue))
        }

        func references(with extra: [Constraint] = []) -> [ReferenceConstraint] {
            (constraints + extra).map(reference) + edits.map {
                ReferenceConstraint(coefficients: [index(of: $0.variable): 1], constant: -$0.value,
                                    relation: .equal, priority: Double($0.priority.rawValue))
            }
        }

        func isSatisfiable(_ constraints: [Constraint]) -> Bool {
            ReferenceLexicographicLP.solve(variableCount: variables.count, constraints: constraints.map(reference)) != .infeasible
        }
    }

    static let priorities: [Priority] = [.required, .required, .required, 900, .strong, 600, .medium, 251, .weak, 10]

    static func randomConstraint(_ variables: [Variable], _ random: inout Generator) -> Constraint {
        var expression = Expression(constant: Double(Int.random(in: -30...30, using: &random)))
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let coefficient = Double([-3, -2, -1, -0.5, 0.5, 1, 1, 2, 3].randomElement(using: &random)!)
            expression = expression + variables.randomElement(using: &random)! * coefficient
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
        return Constraint(expression, relation, priority: priorities.randomElement(using: &random)!)
    }

    /// Compares the solver's current solution with the reference optimum.
    static func check(_ solver: Solver, _ model: Model, seed: UInt64, step: Int) {
        solver.updateVariables()
        let references = model.references()
        guard case let .optimal(optimum) = ReferenceLexicographicLP.solve(variableCount: model.variables.count, constraints: references) else {
            Issue.record("seed \(seed) step \(step): the reference finds the accepted constraints infeasible")
            return
        }
        let (_, byPriority) = ReferenceLexicographicLP.violations(of: model.variables.map(\.value), constraints: references)
        // Rounding is relative to the numbers a constraint adds up.
        for constraint in model.constraints where constraint.priority.isRequired {
            #expect(constraint.violation < 1e-6 * MixedSystemTests.scale(of: constraint),
                    "seed \(seed) step \(step): \(constraint) is violated by \(constraint.violation)")
        }
        for (priority, best) in optimum.sorted(by: { $0.key > $1.key }) {
            let actual = byPriority[priority] ?? 0
            let ok = abs(actual - best) <= 1e-6 * max(1, abs(best))
            #expect(ok, "seed \(seed) step \(step): level \(priority) violation \(actual), optimum \(best)")
            if !ok { return }
        }
    }

    /// One random session: adds, removes, suggestions and constant changes.
    /// With `chained`, it starts by defining each variable from the ones
    /// before it (`v[i] == v[i-1] + c`, sometimes `+ v[i-2]`), the shape the
    /// solver keeps as references rather than expanding.
    static func run(seed: UInt64, steps: Int, chained: Bool = false) throws {
        var random = Generator(state: seed)
        let variables = (0..<Int.random(in: chained ? 5...9 : 2...5, using: &random)).map { Variable("v\($0)") }
        let solver = Solver()
        var model = Model(variables: variables)
        if chained {
            for i in 1..<variables.count {
                var definition = variables[i - 1] + Double(Int.random(in: -5...5, using: &random))
                if i >= 2 && Bool.random(using: &random) { definition = definition + variables[i - 2] }
                let constraint = variables[i] == definition
                try solver.add(constraint)
                model.constraints.append(constraint)
            }
            check(solver, model, seed: seed, step: -1)
        }
        for step in 0..<steps {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let constraint = randomConstraint(variables, &random)
                do {
                    try solver.add(constraint)
                    model.constraints.append(constraint)
                } catch let SolverError.unsatisfiableConstraint(failing, conflict) {
                    #expect(failing === constraint)
                    #expect(!model.isSatisfiable(model.constraints.filter(\.priority.isRequired) + [constraint]),
                            "seed \(seed) step \(step): refused \(constraint) although it is satisfiable")
                    #expect(!model.isSatisfiable(conflict), "seed \(seed) step \(step): the conflict set is satisfiable")
                    for member in conflict {
                        #expect(model.isSatisfiable(conflict.filter { $0 !== member }),
                                "seed \(seed) step \(step): conflict member \(member) is not needed")
                    }
                }
            case 5:
                guard !model.constraints.isEmpty else { continue }
                let index = Int.random(in: model.constraints.indices, using: &random)
                try solver.remove(model.constraints.remove(at: index))
            case 6, 7:
                if model.edits.isEmpty || Bool.random(using: &random) && model.edits.count < variables.count {
                    let candidates = variables.filter { variable in !model.edits.contains { $0.variable === variable } }
                    guard let variable = candidates.randomElement(using: &random) else { continue }
                    let priority = [Priority.strong, 500, 251, 700].randomElement(using: &random)!
                    try solver.addEditVariable(variable, priority: priority)
                    model.edits.append((variable, priority, 0))
                }
                let index = Int.random(in: model.edits.indices, using: &random)
                let value = Double(Int.random(in: -50...50, using: &random))
                try solver.suggestValue(value, for: model.edits[index].variable)
                model.edits[index].value = value
            case 8:
                guard let constraint = model.constraints.randomElement(using: &random) else { continue }
                let constant = Double(Int.random(in: -30...30, using: &random))
                let old = constraint.expression.constant
                do {
                    try solver.setConstant(constant, of: constraint)
                } catch SolverError.unsatisfiableConstraint {
                    #expect(constraint.expression.constant == old)
                    let replacement = Constraint(Expression(constraint.expression.terms, constant: constant), constraint.relation)
                    let others = model.constraints.filter { $0.priority.isRequired && $0 !== constraint }
                    #expect(!model.isSatisfiable(others + [replacement]),
                            "seed \(seed) step \(step): refused constant \(constant) for \(constraint) although satisfiable")
                }
            default:
                guard let edit = model.edits.first else { continue }
                try solver.removeEditVariable(edit.variable)
                model.edits.removeFirst()
            }
            check(solver, model, seed: seed, step: step)
        }
    }

    @Test(arguments: 0..<6)
    func chainedSessionsMatchTheReferenceOptimum(batch: Int) throws {
        for seed in UInt64(1000 + batch * 25)..<UInt64(1000 + batch * 25 + 25) {
            try Self.run(seed: seed, steps: 25, chained: true)
        }
    }

    @Test(arguments: 0..<12)
    func randomSessionsMatchTheReferenceOptimum(batch: Int) throws {
        for seed in UInt64(batch * 25)..<UInt64(batch * 25 + 25) {
            try Self.run(seed: seed, steps: 30)
        }
    }
}
