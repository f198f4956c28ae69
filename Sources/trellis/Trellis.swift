import ArgumentParser
import Foundation
import TrellisRender

@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "UIKit-style layout on Linux: render the demo, solve constraint systems, run benchmarks, port iOS sources.",
        subcommands: [Solve.self, Bench.self, Demo.self, PortCommand.self, PreviewCommand.self, Explain.self]
    )

    /// argument-parser's `main()`, with every refusal in one line (see
    /// `CommandLineMessage`); help and `--version` print as usual.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            let text = oneLineMessage(for: error, arguments: arguments)
            if !text.isEmpty { FileHandle.standardError.write(Data("Error: \(text)\n".utf8)) }
            Foundation.exit(exitCode(for: error).rawValue)
        }
    }

    /// The name a subcommand is typed as.
    private static func name(of command: ParsableCommand.Type) -> String {
        command.configuration.commandName ?? command._commandName
    }

    /// What `main()` prints after "Error: " for `error`, raised by `arguments`.
    static func oneLineMessage(for error: Error, arguments: [String]) -> String {
        CommandLineMessage.oneLine(message(for: error), subcommands: subcommandNames(reachedBy: arguments))
    }

    /// The subcommands of the command group that `arguments` reach, if they
    /// stop at a group (`trellis bench nosuch`): none once a command that
    /// runs is named.
    static func subcommandNames(reachedBy arguments: [String]) -> [String] {
        var subcommands = configuration.subcommands
        for argument in arguments {
            guard let next = subcommands.first(where: { name(of: $0) == argument }) else { break }
            subcommands = next.configuration.subcommands
        }
        return subcommands.map { name(of: $0) }
    }
}
