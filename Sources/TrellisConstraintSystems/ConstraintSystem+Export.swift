import Cassowary
import Foundation

extension ConstraintSystem {
    /// The system a solver holds, in the JSON format: each solver constraint
    /// a row (`expression OP 0`, with its priority), each variable named by
    /// its role and a serial number, since layout names its variables by
    /// role only ("minX", "width") and thousands share a name. `edits` are
    /// suggested values (a window size), added as edits of the same names.
    ///
    /// This is what `trellis bench shapes --export` writes, so that
    /// `trellis solve FILE` and other solvers (kiwi) solve exactly the
    /// system the layout engine solved.
    public init(solverConstraints: [Cassowary.Constraint], edits: [(variable: Cassowary.Variable, priority: Float, value: Double)] = []) {
        var names: [ObjectIdentifier: String] = [:]
        var order: [String] = []
        func name(of variable: Cassowary.Variable) -> String {
            let key = ObjectIdentifier(variable)
            if let known = names[key] { return known }
            let made = "\(variable.name.isEmpty ? "v" : variable.name)#\(order.count)"
            names[key] = made
            order.append(made)
            return made
        }
        let rows = solverConstraints.enumerated().map { index, constraint in
            Row(id: "c\(index)",
                terms: constraint.expression.terms.map { Term(variable: name(of: $0.variable), coefficient: $0.coefficient) },
                constant: constraint.expression.constant,
                relation: constraint.relation,
                priority: constraint.priority.rawValue)
        }
        let editRows = edits.map { Edit(variable: name(of: $0.variable), priority: $0.priority, value: $0.value) }
        self.init(variables: order, constraints: rows, edits: editRows)
    }

    /// The system as JSON that `init(json:)` reads back, one constraint a line.
    public var jsonText: String {
        func number(_ value: Double) -> String { JSONText.number(value) }
        func priority(_ value: Float) -> String { number(Double(value)) }
        var lines: [String] = []
        lines.append("{\"variables\":[" + variables.map(JSONText.string).joined(separator: ",") + "],")
        lines.append("\"constraints\":[")
        for (index, row) in constraints.enumerated() {
            let terms = row.terms.map { "{\"var\":\(JSONText.string($0.variable)),\"coef\":\(number($0.coefficient))}" }.joined(separator: ",")
            let op = row.relation == .equal ? "==" : row.relation == .lessThanOrEqual ? "<=" : ">="
            lines.append("{\"id\":\(JSONText.string(row.id)),\"terms\":[\(terms)],\"constant\":\(number(row.constant)),\"op\":\"\(op)\",\"priority\":\(priority(row.priority))}"
                + (index + 1 < constraints.count ? "," : ""))
        }
        lines.append("],")
        let edits = self.edits.map { "{\"var\":\(JSONText.string($0.variable)),\"priority\":\(priority($0.priority)),\"value\":\(number($0.value))}" }
        lines.append("\"edits\":[" + edits.joined(separator: ",") + "]}")
        return lines.joined(separator: "\n") + "\n"
    }
}
