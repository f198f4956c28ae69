import Foundation
import Testing
@testable import trellis

/// What `trellis` prints after "Error: " for a refused command line: one
/// line, with the choices that would have been accepted.
func oneLineRefusal(_ arguments: [String]) -> String {
    do {
        _ = try TrellisCommand.parseAsRoot(arguments)
        return "accepted"
    } catch {
        return TrellisCommand.oneLineMessage(for: error, arguments: arguments)
    }
}

/// Runs a command built beside the test bundle (`swift build` puts
/// `trellis` and `rainstorm` in the same folder) and returns its standard
/// error and exit status.
func runBuilt(_ name: String, _ arguments: [String]) throws -> (stderr: String, status: Int32) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
    let executable = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                  "\(name) is not built beside \(folder.path); run swift build first")
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}

@Suite struct OneLineErrorTests {
    @Test func anUnknownScreenListsTheScreens() {
        #expect(oneLineRefusal(["demo", "--screen", "nosuch"])
            == "The value 'nosuch' is invalid for '--screen <screen>'. Please provide one of 'forecast', 'signup' or 'flightcard'.")
    }

    @Test func anUnknownFormatListsTheFormats() {
        #expect(oneLineRefusal(["demo", "--format", "bmp"])
            == "The value 'bmp' is invalid for '--format <format>'. Please provide one of 'png', 'pdf' or 'svg'.")
    }

    @Test func anUnknownBenchmarkListsTheBenchmarks() {
        let message = oneLineRefusal(["bench", "nosuch"])
        #expect(message.hasSuffix("; choose one of: solver, layout, text, controls, stack, table, collection, rotation, adaptive, storyboard, shapes, snapshots, bars"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func anUnknownCommandListsTheCommands() {
        let message = oneLineRefusal(["sovle"])
        // Every command is listed (others may follow as they are added).
        #expect(message.contains("; choose one of: solve, bench, demo, port, preview, explain"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test func aCommandThatRunsDoesNotListSubcommands() {
        #expect(TrellisCommand.subcommandNames(reachedBy: ["bench", "solver", "--json"]).isEmpty)
        #expect(TrellisCommand.subcommandNames(reachedBy: ["demo", "nosuch"]).isEmpty)
    }

    @Test(arguments: [
        ["demo", "--screen", "nosuch"], ["demo", "--format", "bmp"], ["bench", "nosuch"], ["nosuch"],
        ["demo", "--width", "wide"], ["demo", "--screen"], ["solve", "a", "b"], ["demo", "--widht", "3"],
    ])
    func theBuiltCommandPrintsOneLineAndFails(arguments: [String]) throws {
        let (stderr, status) = try runBuilt("trellis", arguments)
        #expect(status != 0)
        #expect(stderr.hasPrefix("Error: "), "\(stderr)")
        #expect(stderr.hasSuffix("\n") && stderr.dropLast().split(separator: "\n", omittingEmptySubsequences: false).count == 1, "\(stderr)")
    }

    /// A write that fails after the checks (a full disk: /dev/full answers
    /// every write with ENOSPC) is one line and a failure too.
    @Test func aFullDiskIsOneLine() throws {
        let (stderr, status) = try runBuilt("trellis", ["demo", "--format", "png", "--output", "/dev/full"])
        #expect(status == 1)
        #expect(stderr == "Error: could not write /dev/full: No space left on device\n")
    }

    @Test(arguments: [["solve", "/dev/zero"], ["solve", "/"], ["solve", "/no/such/file.json"]])
    func solveRefusesUnreadableInputInOneJSONLine(arguments: [String]) throws {
        let (stderr, status) = try runBuilt("trellis", arguments)
        #expect(status == 1 && stderr.isEmpty, "\(stderr)")
    }

    @Test func helpStillPrintsInFull() throws {
        let (stderr, status) = try runBuilt("trellis", ["demo", "--help"])
        #expect(status == 0 && stderr.isEmpty)
    }
}
