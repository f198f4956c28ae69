import Foundation

/// What `trellis solve` prints: one JSON object.
public enum SolveReport: Sendable {
    case outcome(SolveOutcome)
    case error(String)

    /// Whether the command fails: malformed input, or a solution that has
    /// no JSON form.
    public var isError: Bool {
        switch self {
        case .error: true
        case let .outcome(.solved(values, _, _)): values.contains { !$0.value.isFinite }
        case .outcome(.unsatisfiable): false
        }
    }

    public var json: String {
        switch self {
        case let .outcome(.solved(values, _, _)) where values.contains(where: { !$0.value.isFinite }):
            // JSON has no infinity or NaN, and printing a clamped number
            // would be a lie: the solve overflowed (finite inputs whose
            // products pass 1.8e308), so it is an error naming the variables.
            let names = values.filter { !$0.value.isFinite }.map { "\($0.name) (\($0.value))" }
            return SolveReport.error("the solution overflowed Double: \(names.joined(separator: ", ")) "
                + "\(names.count == 1 ? "has" : "have") no finite value; scale the system's coefficients and constants down").json
        case let .outcome(.solved(values, skipped, missed)):
            // A solution that misses a required constraint is not "ok": it
            // says so and names each constraint with how far it is off.
            let pairs = values.map { "\(JSONText.string($0.name)):\(JSONText.number($0.value))" }
            var text = "{\"status\":\(missed.isEmpty ? "\"ok\"" : "\"imprecise\""),\"values\":{\(pairs.joined(separator: ","))}"
            if !skipped.isEmpty { text += ",\"skipped\":[\(skipped.map(JSONText.string).joined(separator: ","))]" }
            if !missed.isEmpty {
                let entries = missed.map { "{\"id\":\(JSONText.string($0.id)),\"violation\":\(JSONText.number($0.violation))}" }
                text += ",\"missed\":[\(entries.joined(separator: ","))]"
                text += ",\"message\":" + JSONText.string("the solution misses \(missed.count) required constraint\(missed.count == 1 ? "" : "s") by more than rounding: "
                    + "the system's coefficients span too many orders of magnitude for double-precision arithmetic; scale them closer together")
            }
            return text + "}"
        case let .outcome(.unsatisfiable(conflict)):
            return "{\"status\":\"unsatisfiable\",\"conflict\":[\(conflict.map(JSONText.string).joined(separator: ","))]}"
        case let .error(message):
            return "{\"status\":\"error\",\"message\":\(JSONText.string(message))}"
        }
    }
}

/// JSON text for single values, written by hand so keys keep their order.
enum JSONText {
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The shortest text that reads back as exactly `value` (Swift's
    /// `description` of a Double), so a reader gets the solver's value and
    /// not a neighbour of it; integers below 2^53 print without ".0", as
    /// JSON writes them. Callers keep NaN and infinities out: JSON has no
    /// text for them.
    static func number(_ value: Double) -> String {
        precondition(value.isFinite, "JSON has no text for \(value)")
        if value == 0 { return value.sign == .minus ? "-0" : "0" }
        if value == value.rounded(), abs(value) < 0x1p53 { return String(Int64(value)) }
        return value.description
    }
}
