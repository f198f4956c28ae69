import ArgumentParser
import TrellisConstraintSystems
import Foundation

/// `trellis solve [FILE]`: solves a constraint system in the JSON format and
/// prints one JSON object with the values, the conflict, or the error.
struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Solve a constraint system (JSON) and print the result as JSON.",
        discussion: """
        Prints {"status":"ok","values":{...}}, or {"status":"unsatisfiable","conflict":[ids]} \
        naming a minimal set of required constraints that conflict, or \
        {"status":"imprecise","values":{...},"missed":[...]} when the values miss a required \
        constraint by more than rounding (coefficients too many orders of magnitude apart), or \
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

    /// The largest input read: a system of about a million constraints,
    /// hours of solving. Without a bound `/dev/zero` or an endless pipe
    /// would be read until memory ran out.
    static let largestInput = 64 << 20

    /// What the command prints; `standardInput` is read for no file or "-".
    func report(standardInput: FileHandle = .standardInput) -> SolveReport {
        do {
            let data = try readInput(standardInput: standardInput)
            let system = try ConstraintSystem(json: data)
            return .outcome(try system.solve(skipUnsatisfiable: skipUnsatisfiable))
        } catch {
            return .error("\(error)")
        }
    }

    private func readInput(standardInput: FileHandle) throws -> Data {
        // "-" is standard input, as for cat and most Unix tools.
        guard let file, file != "-" else { return try read(standardInput, named: "standard input") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw ValidationError("cannot read file '\(file)': it does not exist")
        }
        guard !isFolder.boolValue else { throw ValidationError("cannot read file '\(file)': it is a folder") }
        guard let handle = FileHandle(forReadingAtPath: file) else { throw ValidationError("cannot read file '\(file)'") }
        defer { try? handle.close() }
        return try read(handle, named: "file '\(file)'")
    }

    /// Up to `largestInput` bytes, refusing more.
    private func read(_ handle: FileHandle, named name: String) throws -> Data {
        let data: Data
        do {
            data = try handle.read(upToCount: Self.largestInput + 1) ?? Data()
        } catch {
            throw ValidationError("cannot read \(name): \((error as NSError).localizedDescription)")
        }
        guard data.count <= Self.largestInput else {
            throw ValidationError("\(name) is over \(Self.largestInput >> 20) MiB, more than a constraint system this command solves")
        }
        return data
    }
}
