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

    @Argument(help: "The constraint system file; standard input if omitted or -.")
    var file: String?

    @Flag(help: "Skip each required constraint that conflicts, in file order, and solve the rest.")
    var skipUnsatisfiable = false

    func run() throws {
        let output = report()
        print(output.json)
        if output.isError { throw ExitCode(1) }
    }

    /// What the command prints; `standardInput` is read for no file or "-".
    func report(standardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) -> SolveReport {
        do {
            let data = try readInput(standardInput: standardInput)
            let system = try ConstraintSystem(json: data)
            return .outcome(try system.solve(skipUnsatisfiable: skipUnsatisfiable))
        } catch {
            return .error("\(error)")
        }
    }

    private func readInput(standardInput: () -> Data) throws -> Data {
        // "-" is standard input, as for cat and most Unix tools.
        guard let file, file != "-" else { return standardInput() }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("cannot read file '\(file)'")
        }
        return data
    }
}

