import Foundation

/// What `trellis solve` prints: one JSON object.
public enum SolveReport: Sendable {
    case outcome(SolveOutcome)
    case error(String)

    public var json: String {
        switch self {
        case let .outcome(.solved(values, skipped)):
            let pairs = values.map { "\(JSONText.string($0.name)):\(JSONText.number($0.value))" }
            var text = "{\"status\":\"ok\",\"values\":{\(pairs.joined(separator: ","))}"
            if !skipped.isEmpty { text += ",\"skipped\":[\(skipped.map(JSONText.string).joined(separator: ","))]" }
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

    /// Up to 12 significant digits, so rounding noise (43.499999999997)
    /// prints as the value it stands for (43.5).
    static func number(_ value: Double) -> String {
        let rounded = Double(String(format: "%.12g", value))!
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
