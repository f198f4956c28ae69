import Cassowary
import Foundation

/// A solver benchmark workload (see BENCHMARKS.md): a recipe for a fresh set
/// of variables and constraints, the edit variables, and the values
/// suggested to them in turn.
public struct Workload: Sendable {
    public struct Instance {
        public var constraints: [Constraint]
        public var edits: [(variable: Variable, priority: Priority)]
        /// One entry per suggestion step: values for the first edit
        /// variables, in order (for enaml x K, the first copy's width and
        /// height: the figures kiwi's benchmark reports are for that).
        public var suggestions: [[Double]]
        /// Checks a solved instance; returns a description of what is wrong.
        public var check: @Sendable (Instance) -> String?
    }

    public var name: String
    public var make: @Sendable () -> Instance

    /// Loads the instance into a new solver and applies its first suggestion.
    public func build() throws -> (Solver, Instance) {
        let instance = make()
        let solver = Solver()
        for (variable, priority) in instance.edits {
            try solver.addEditVariable(variable, priority: priority)
        }
        for constraint in instance.constraints {
            try solver.add(constraint)
        }
        return (solver, instance)
    }
}

extension Workload {
    /// The "enaml-like" system of kiwi's benchmark (37 variables, 111
    /// constraints, width and height edits), bundled with the package.
    public static let enamlSystem: ConstraintSystem = {
        guard let url = Bundle.module.url(forResource: "enaml_400x600", withExtension: "json"),
              let data = try? Data(contentsOf: url),
              let system = try? ConstraintSystem(json: data) else {
            preconditionFailure("the bundled enaml_400x600.json is missing or unreadable")
        }
        return system
    }()

    /// The sizes the enaml benchmark cycles through, as (width, height).
    public static let enamlSizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    /// `copies` independent copies of the enaml system in one solver, each
    /// with its own width and height edit variables.
    public static func enaml(copies: Int) -> Workload {
        let system = enamlSystem
        return Workload(name: copies == 1 ? "enaml" : "enaml-x\(copies)") {
            var constraints: [Constraint] = []
            var edits: [(Variable, Priority)] = []
            for _ in 0..<copies {
                let (variables, copy, copyEdits) = system.instantiate()
                constraints += copy
                edits += copyEdits.map { ($0.0, $0.1) }
                _ = variables
            }
            let suggestions = enamlSizes.map { [$0.0, $0.1] }
            return Instance(constraints: constraints, edits: edits, suggestions: suggestions) { instance in
                let width = instance.edits[0].variable.value, height = instance.edits[1].variable.value
                return enamlSizes.contains(where: { $0.0 == width && $0.1 == height }) ? nil : "width \(width), height \(height) is not a suggested size"
            }
        }
    }

    /// A row of `count` boxes 8 apart, all of one width, filling an edited
    /// container width `cw`: `w = (cw - 8(count - 1)) / count` exactly, with
    /// or without a weak preference `w == 100` on every box.
    public static func stack(count: Int, weak: Bool) -> Workload {
        Workload(name: weak ? "stack-weak-\(count)" : "stack-\(count)") {
            let x = (0..<count).map { Variable("x\($0)") }
            let w = (0..<count).map { Variable("w\($0)") }
            let containerWidth = Variable("cw")
            var constraints: [Constraint] = []
            for i in 0..<count {
                constraints.append(i == 0 ? x[0] == 0 : x[i] == x[i - 1] + w[i - 1] + 8)
                constraints.append(w[i] >= 10)
                if i > 0 { constraints.append(w[i] == Expression(w[0])) }
                if weak { constraints.append((w[i] == 100).withPriority(.weak)) }
            }
            constraints.append(x[count - 1] + w[count - 1] == Expression(containerWidth))
            let base = 18.0 * Double(count)
            let suggestions = [1, 1.5, 2, 1.25, 3, 1.1].map { [base * $0] }
            return Instance(constraints: constraints, edits: [(containerWidth, .strong)], suggestions: suggestions) { _ in
                let expected = (containerWidth.value - 8 * Double(count - 1)) / Double(count)
                for box in w where abs(box.value - expected) > 1e-6 * max(1, expected) {
                    return "\(box.name) is \(box.value), expected \(expected) for cw \(containerWidth.value)"
                }
                return nil
            }
        }
    }

    /// The standard set, as BENCHMARKS.md reports it.
    public static let standard: [Workload] = [
        enaml(copies: 1), enaml(copies: 10), enaml(copies: 100),
        stack(count: 10, weak: true), stack(count: 100, weak: true),
        stack(count: 10, weak: false), stack(count: 100, weak: false), stack(count: 1000, weak: false),
    ]
}
