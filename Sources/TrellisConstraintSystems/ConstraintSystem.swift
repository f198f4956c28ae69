import Cassowary
import Foundation

/// A constraint system in the JSON format that `trellis solve` reads:
///
/// ```json
/// {"variables": ["width", "left"],
///  "constraints": [{"id": "c0", "terms": [{"var": "left", "coef": 1}],
///                   "constant": 0, "op": ">=", "priority": 1000}],
///  "edits": [{"var": "width", "priority": 750, "value": 400}]}
/// ```
///
/// Each constraint means `sum(coef * var) + constant OP 0`. `priority`
/// defaults to 1000 (required), `id` to the constraint's index, and a
/// variable named in a term is created on first use. An edit needs its
/// `value`, and a key the format does not know is an error that names the
/// nearest known key: a misspelt `"priorty"` silently left at its default
/// would be a wrong answer, not a malformed file.
public struct ConstraintSystem: Sendable {
    public struct Term: Sendable, Equatable {
        public var variable: String
        public var coefficient: Double
    }

    public struct Row: Sendable {
        public var id: String
        public var terms: [Term]
        public var constant: Double
        public var relation: Relation
        public var priority: Float
    }

    public struct Edit: Sendable {
        public var variable: String
        public var priority: Float
        public var value: Double
    }

    /// Variable names in the order of first appearance: the `variables` list,
    /// then terms, then edits.
    public var variables: [String]
    public var constraints: [Row]
    public var edits: [Edit]
    /// Values some other solver found, for checking (`reference_values`).
    public var referenceValues: [String: Double]

    public init(variables: [String] = [], constraints: [Row] = [], edits: [Edit] = [], referenceValues: [String: Double] = [:]) {
        self.variables = variables
        self.constraints = constraints
        self.edits = edits
        self.referenceValues = referenceValues
        for name in constraints.flatMap({ $0.terms.map(\.variable) }) + edits.map(\.variable) where !self.variables.contains(name) {
            self.variables.append(name)
        }
    }
}

/// Why a constraint-system file could not be read: what is wrong and where.
public struct FormatError: Error, Equatable, CustomStringConvertible {
    /// Where in the document, e.g. `constraints[3] (id "c3").terms[0].coef`.
    public var location: String
    public var problem: String

    public var description: String { location.isEmpty ? problem : "\(location): \(problem)" }
}

extension ConstraintSystem {
    /// Reads the JSON format; every problem names the element and field.
    public init(json data: Data) throws {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            // Foundation's debug description says where ("around character 8").
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw FormatError(location: "", problem: "not valid JSON: \(detail)")
        }
        guard let object = root as? [String: Any] else {
            throw FormatError(location: "", problem: "the document must be a JSON object with a \"constraints\" list")
        }
        try Self.checkKeys(of: object, known: ["variables", "constraints", "edits", "reference_values"], at: "")
        let names = try Self.list(object["variables"], at: "variables", optional: true).enumerated().map { index, item in
            guard let name = item as? String else { throw FormatError(location: "variables[\(index)]", problem: "must be a string") }
            return name
        }
        var seen = Set<String>()
        for (index, name) in names.enumerated() where !seen.insert(name).inserted {
            throw FormatError(location: "variables[\(index)]", problem: "\"\(name)\" is listed twice")
        }
        guard object["constraints"] != nil else {
            throw FormatError(location: "", problem: "missing \"constraints\" list")
        }
        let constraints = try Self.list(object["constraints"], at: "constraints", optional: false).enumerated().map { index, item in
            try Self.constraint(item, index: index)
        }
        var ids = Set<String>()
        for row in constraints where !ids.insert(row.id).inserted {
            throw FormatError(location: "constraints (id \"\(row.id)\")", problem: "the id is used twice")
        }
        let edits = try Self.list(object["edits"], at: "edits", optional: true).enumerated().map { index, item in
            try Self.edit(item, index: index)
        }
        var references: [String: Double] = [:]
        if let values = object["reference_values"] {
            guard let dictionary = values as? [String: Any] else {
                throw FormatError(location: "reference_values", problem: "must be an object of numbers")
            }
            for (name, value) in dictionary {
                references[name] = try Self.number(value, at: "reference_values.\(name)")
            }
        }
        self.init(variables: names, constraints: constraints, edits: edits, referenceValues: references)
    }

    private static func list(_ value: Any?, at location: String, optional: Bool) throws -> [Any] {
        guard let value, !(value is NSNull) else { return [] }
        guard let list = value as? [Any] else { throw FormatError(location: location, problem: "must be a list") }
        return list
    }

    private static func constraint(_ item: Any, index: Int) throws -> Row {
        var location = "constraints[\(index)]"
        guard let object = item as? [String: Any] else { throw FormatError(location: location, problem: "must be an object") }
        try checkKeys(of: object, known: ["id", "terms", "constant", "op", "priority"], at: location)
        var id = String(index)
        if let value = object["id"] {
            guard let text = value as? String else { throw FormatError(location: location + ".id", problem: "must be a string") }
            id = text
            location += " (id \"\(text)\")"
        }
        guard let rawTerms = object["terms"] else { throw FormatError(location: location, problem: "missing \"terms\"") }
        let terms = try list(rawTerms, at: location + ".terms", optional: false).enumerated().map { termIndex, term in
            let termLocation = "\(location).terms[\(termIndex)]"
            guard let termObject = term as? [String: Any] else { throw FormatError(location: termLocation, problem: "must be an object") }
            try checkKeys(of: termObject, known: ["var", "coef"], at: termLocation)
            guard let name = termObject["var"] as? String, !name.isEmpty else {
                throw FormatError(location: termLocation + ".var", problem: "must be a variable name")
            }
            let coefficient = try number(termObject["coef"] ?? 1, at: termLocation + ".coef")
            return Term(variable: name, coefficient: coefficient)
        }
        let constant = try number(object["constant"] ?? 0, at: location + ".constant")
        guard let op = object["op"] as? String else { throw FormatError(location: location + ".op", problem: "missing; must be \"==\", \"<=\" or \">=\"") }
        let relation: Relation
        switch op {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw FormatError(location: location + ".op", problem: "must be \"==\", \"<=\" or \">=\", not \"\(op)\"")
        }
        let priority = try self.priority(object["priority"] ?? 1000, at: location + ".priority")
        return Row(id: id, terms: terms, constant: constant, relation: relation, priority: priority)
    }

    private static func edit(_ item: Any, index: Int) throws -> Edit {
        let location = "edits[\(index)]"
        guard let object = item as? [String: Any] else { throw FormatError(location: location, problem: "must be an object") }
        try checkKeys(of: object, known: ["var", "priority", "value"], at: location)
        guard let name = object["var"] as? String, !name.isEmpty else {
            throw FormatError(location: location + ".var", problem: "must be a variable name")
        }
        let priority = try self.priority(object["priority"] ?? 750, at: location + ".priority")
        guard priority < 1000 else {
            throw FormatError(location: location + ".priority", problem: "an edit cannot be required; use a priority below 1000")
        }
        // An edit is there to suggest a value; without one it would pull its
        // variable to 0, which no file means.
        guard let rawValue = object["value"] else {
            throw FormatError(location: location + ".value", problem: "missing; an edit needs the value it suggests")
        }
        let value = try number(rawValue, at: location + ".value")
        return Edit(variable: name, priority: priority, value: value)
    }

    /// Refuses the first key (in sorted order, so the message is the same in
    /// every run) that is not one of `known`, naming the nearest known key
    /// when it is a likely misspelling.
    private static func checkKeys(of object: [String: Any], known: [String], at location: String) throws {
        guard let unknown = object.keys.sorted().first(where: { !known.contains($0) }) else { return }
        let path = location.isEmpty ? unknown : "\(location).\(unknown)"
        if let nearest = nearestKey(to: unknown, among: known) {
            throw FormatError(location: path, problem: "unknown key; did you mean \"\(nearest)\"?")
        }
        throw FormatError(location: path, problem: "unknown key; the keys here are " + known.joined(separator: ", "))
    }

    /// The known key closest to `key` by edit distance (case ignored), if
    /// close enough to be a slip: at most two edits, and fewer than half
    /// the key's letters.
    static func nearestKey(to key: String, among known: [String]) -> String? {
        let typed = Array(key.lowercased())
        let scored = known.map { ($0, editDistance(typed, Array($0.lowercased()))) }
        guard let (best, distance) = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return distance <= 2 && distance * 2 < max(typed.count, best.count) ? best : nil
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func number(_ value: Any, at location: String) throws -> Double {
        // JSONSerialization gives NSNumber for numbers and booleans alike
        // (so `1 as? Bool` succeeds); booleans alone have the type code "c".
        if let number = value as? NSNumber, String(cString: number.objCType) == "c" {
            throw FormatError(location: location, problem: "must be a number, not true or false")
        }
        let number: Double
        if let double = value as? Double {
            number = double
        } else if let int = value as? Int {
            number = Double(int)
        } else if let text = value as? String {
            throw FormatError(location: location, problem: "must be a number, not the string \"\(text)\"")
        } else {
            throw FormatError(location: location, problem: "must be a number")
        }
        guard number.isFinite else { throw FormatError(location: location, problem: "must be a finite number") }
        return number
    }

    private static func priority(_ value: Any, at location: String) throws -> Float {
        let number = try self.number(value, at: location)
        guard number >= 1 && number <= 1000 else {
            throw FormatError(location: location, problem: "must be from 1 to 1000, not \(number)")
        }
        return Float(number)
    }
}
