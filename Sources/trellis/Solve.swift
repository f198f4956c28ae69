import ArgumentParser
import ConstraintSystems
import Foundation

/// `trellis solve [FILE]`: solves a constraint system in the JSON format and
/// prints one JSON object with the values, the conflict, or the error.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve a constraint system (JSON) and print the result as JSON.",
        discussion: """
        Prints {"status":"ok","values":{...}}, or {"status":"unsatisfiable","conflict":[ids]} \
        naming a minimal set of required constraints that conflict, or \
        {"status":"error","message":"..."} with a non-zero exit status for malformed input.
        """
    )

    @Argument(help: "The constraint system file; standard input if omitted.")
    var file: String?

    @Flag(help: "Skip each required constraint that conflicts, in file order, and solve the rest.")
    var skipUnsatisfiable = false

    func run() throws {
        let output: SolveOutput
        do {
            let data = try readInput()
            let system = try ConstraintSystem(json: data)
            output = .outcome(try system.solve(skipUnsatisfiable: skipUnsatisfiable))
        } catch {
            output = .error("\(error)")
        }
        print(output.json)
        if case .error = output { throw ExitCode(1) }
    }

    private func readInput() throws -> Data {
        guard let file else { return FileHandle.standardInput.readDataToEndOfFile() }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("cannot read file '\(file)'")
        }
        return data
    }
}

/// What `trellis solve` prints.
enum SolveOutput {
    case outcome(SolveOutcome)
    case error(String)

    var json: String {
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
