import ArgumentParser

@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "UIKit-style layout on Linux: render the demo, solve constraint systems, run benchmarks.",
        subcommands: [Solve.self, Bench.self, Demo.self]
    )
}
