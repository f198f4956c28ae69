import Foundation
import Testing
import Cassowary

/// The standard Cassowary benchmark system (kiwi's "enaml-like" layout,
/// 37 variables, 111 constraints) at 400x600, compared with kiwi's own
/// solution. The figures are copied from shared/bench/enaml_400x600.json,
/// which TrellisConstraintSystems bundles; this test reads the bundled file to
/// build the system and keeps kiwi's answer here.
@Suite struct EnamlBenchmarkSystemTests {
    /// kiwi's values (reference_values).
    static let kiwi: [String: Double] = [
        "width": 400, "height": 600, "left": 0, "top": 0, "contents_top": 10, "contents_bottom": 590,
        "contents_left": 10, "contents_right": 390, "midline": 87, "ctleft": 87, "ctheight": 24, "cttop": 72,
        "ctwidth": 303, "lb1left": 10, "lb1height": 16, "lb1top": 12.5, "lb1width": 67, "lb2left": 10,
        "lb2height": 16, "lb2top": 43.5, "lb2width": 67, "lb3left": 10, "lb3height": 16, "lb3top": 76,
        "lb3width": 67, "fl1left": 87, "fl1height": 21, "fl1top": 10, "fl1width": 303, "fl2left": 87,
        "fl2height": 21, "fl2top": 41, "fl2width": 303, "fl3left": 10, "fl3height": 21, "fl3top": 569,
        "fl3width": 380,
    ]

    struct System {
        var names: [String]
        var constraints: [(terms: [(String, Double)], constant: Double, relation: Relation, priority: Float)]
    }

    /// The system from the JSON format, read directly (this target does not
    /// depend on TrellisConstraintSystems, so the check shares no parsing code).
    static func load() throws -> System {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/TrellisConstraintSystems/Resources/enaml_400x600.json").standardized
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let names = try #require(object["variables"] as? [String])
        let rows = try #require(object["constraints"] as? [[String: Any]])
        let constraints = try rows.map { row in
            let terms = try #require(row["terms"] as? [[String: Any]]).map { ($0["var"] as! String, ($0["coef"] as! NSNumber).doubleValue) }
            let relation: Relation = switch row["op"] as! String { case "==": .equal; case "<=": .lessThanOrEqual; default: .greaterThanOrEqual }
            return (terms, (row["constant"] as! NSNumber).doubleValue, relation, (row["priority"] as! NSNumber).floatValue)
        }
        return System(names: names, constraints: constraints)
    }

    /// The edits at 400x600 as constraints of priority 750.
    static func references(_ system: System) -> [ReferenceConstraint] {
        let index = Dictionary(uniqueKeysWithValues: system.names.enumerated().map { ($1, $0) })
        var references = system.constraints.map { c in
            ReferenceConstraint(
                coefficients: Dictionary(c.terms.map { (index[$0.0]!, $0.1) }, uniquingKeysWith: +), constant: c.constant,
                relation: c.relation == .equal ? .equal : c.relation == .lessThanOrEqual ? .lessThanOrEqual : .greaterThanOrEqual,
                priority: Double(c.priority))
        }
        references.append(ReferenceConstraint(coefficients: [index["width"]!: 1], constant: -400, relation: .equal, priority: 750))
        references.append(ReferenceConstraint(coefficients: [index["height"]!: 1], constant: -600, relation: .equal, priority: 750))
        return references
    }

    static func solve(_ system: System) throws -> [String: Double] {
        let variables = Dictionary(uniqueKeysWithValues: system.names.map { ($0, Variable($0)) })
        let solver = Solver()
        try solver.addEditVariable(variables["width"]!, priority: .strong)
        try solver.addEditVariable(variables["height"]!, priority: .strong)
        for c in system.constraints {
            let expression = Expression(c.terms.map { Term(variables[$0.0]!, $0.1) }, constant: c.constant)
            try solver.add(Constraint(expression, c.relation, priority: Priority(c.priority)))
        }
        try solver.suggestValue(400, for: variables["width"]!)
        try solver.suggestValue(600, for: variables["height"]!)
        solver.updateVariables()
        return variables.mapValues(\.value)
    }

    @Test func everyLevelIsAsGoodAsKiwisAndTheReferenceOptimum() throws {
        let system = try Self.load()
        let references = Self.references(system)
        let ours = try Self.solve(system)
        let (oursRequired, oursLevels) = ReferenceLexicographicLP.violations(of: system.names.map { ours[$0]! }, constraints: references)
        let (_, kiwiLevels) = ReferenceLexicographicLP.violations(of: system.names.map { Self.kiwi[$0]! }, constraints: references)
        guard case let .optimal(optimum) = ReferenceLexicographicLP.solve(variableCount: system.names.count, constraints: references) else {
            Issue.record("the enaml system is satisfiable")
            return
        }
        #expect(oursRequired < 1e-9)
        // Levels 600, 500 and 250 cannot all be met: 944, 1000 and 44 are the least violations.
        #expect(optimum.mapValues { ($0 * 1e4).rounded() / 1e4 } == [750: 0, 700: 0, 600: 944, 500: 1000, 250: 44])
        for (priority, best) in optimum {
            #expect(abs(oursLevels[priority, default: 0] - best) < 1e-6, "level \(priority)")
            #expect(abs(kiwiLevels[priority, default: 0] - best) < 1e-6, "kiwi at level \(priority)")
        }
    }

    /// Where the optimum is unique our values are kiwi's. Where it is not,
    /// both lie in the optimal range: the form's column may slide down by up
    /// to 463 points at the same cost, trading constraints of priority 600
    /// that pin it to the top against ones that pin it to the bottom.
    ///
    /// Nothing in the system prefers a window origin either, so every
    /// optimum can be translated; both solvers leave the free origin at
    /// (0, 0), and the ranges are taken with it fixed there.
    @Test func valuesMatchKiwiWhereverTheOptimumIsUnique() throws {
        let system = try Self.load()
        let origin = ["left", "top"].map { name in
            ReferenceConstraint(coefficients: [system.names.firstIndex(of: name)!: 1], constant: 0, relation: .equal, priority: 1000)
        }
        let references = Self.references(system) + origin
        let ours = try Self.solve(system)
        var free: [String: ClosedRange<Double>] = [:]
        for (index, name) in system.names.enumerated() {
            let range = try #require(ReferenceLexicographicLP.optimalRange(of: index, variableCount: system.names.count, constraints: references))
            if range.upperBound - range.lowerBound < 1e-6 {
                #expect(abs(ours[name]! - Self.kiwi[name]!) < 1e-6, "\(name): ours \(ours[name]!), kiwi \(Self.kiwi[name]!)")
            } else {
                free[name] = range
                #expect(range.lowerBound - 1e-6 <= min(ours[name]!, Self.kiwi[name]!), "\(name) below \(range)")
                #expect(max(ours[name]!, Self.kiwi[name]!) <= range.upperBound + 1e-6, "\(name) above \(range)")
            }
        }
        #expect(free.keys.sorted() == ["cttop", "fl1top", "fl2top", "fl3top", "lb1top", "lb2top", "lb3top"])
        #expect(abs(free["fl3top"]!.lowerBound - 106) < 1e-6 && abs(free["fl3top"]!.upperBound - 569) < 1e-6)
    }

    /// Both solvers put the form at the top; kiwi alone drops the last field
    /// to the bottom (its weighted objective takes another path to a tie).
    @Test func valuesDifferFromKiwisOnlyInTheLastFieldsTop() throws {
        let ours = try Self.solve(try Self.load())
        let differing = ours.filter { abs($0.value - Self.kiwi[$0.key]!) > 1e-6 }
        #expect(differing == ["fl3top": 106])
    }
}
