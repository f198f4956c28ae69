import ArgumentParser
import Foundation
import TrellisConstraintSystems
import TrellisBenchmarks
import TrellisRender

/// `trellis bench solver`: times the standard solver workloads.
struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run benchmarks.",
        subcommands: [SolverBench.self, LayoutBench.self, TextBench.self, ControlsBench.self, StackBench.self, TableBench.self, CollectionBench.self, RotationBench.self, AdaptiveBench.self, StoryboardBench.self, ShapesBench.self, SnapshotsBench.self, BarsBench.self]
    )
}

struct SolverBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solver",
        abstract: "Time build, suggest+update and remove-all on the standard workloads (medians)."
    )

    @Flag(help: "Print one JSON object per line: {\"workload\":…,\"phase\":…,\"median_us\":…}.")
    var json = false

    @Option(help: "Run only the workloads with these names (e.g. enaml, stack-1000).")
    var workload: [String] = []

    @Option(help: "Milliseconds to spend sampling each phase.")
    var budget = 1000

    func validate() throws {
        try Sampling.check(budget: budget)
        let names = Workload.standard.map(\.name)
        if let unknown = workload.first(where: { !names.contains($0) }) {
            throw CommandLineError("--workload \(unknown) is not a workload; choose from \(names.joined(separator: ", "))")
        }
    }

    func run() throws {
        let workloads = Workload.standard.filter { workload.isEmpty || workload.contains($0.name) }
        let benchmark = SolverBenchmark(budget: .milliseconds(budget))
        let report = MeasurementReport(json: json)
        for item in workloads {
            for measurement in try benchmark.run(item) { report.print(measurement) }
        }
    }
}

struct LayoutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time laying out list screens of 100, 1,000 and 10,000 views from scratch and after a width change."
    )

    @OptionGroup var sampling: Sampling

    @Option(help: "Screen sizes in views, each a multiple of \(ListScreen.viewsPerRow) (default: 100, 1000 and 10000).")
    var views: [Int] = LayoutBenchmark.sizes

    /// The largest screen: ten times the largest default, a few seconds a layout.
    static let largestScreen = 100_000

    func validate() throws {
        for count in views {
            guard (ListScreen.viewsPerRow...Self.largestScreen).contains(count) else {
                throw CommandLineError("--views \(count) is not from \(ListScreen.viewsPerRow) to \(Self.largestScreen)")
            }
            // A list is made of whole rows; another count would be reported for views that were never built.
            guard count % ListScreen.viewsPerRow == 0 else {
                let below = count / ListScreen.viewsPerRow * ListScreen.viewsPerRow
                throw CommandLineError("--views \(count) is not a multiple of \(ListScreen.viewsPerRow) (each list row is \(ListScreen.viewsPerRow) views); "
                    + "use --views \(below) or \(below + ListScreen.viewsPerRow)")
            }
        }
    }

    func run() throws {
        let benchmark = LayoutBenchmark(budget: sampling.duration)
        let report = sampling.report(showsPerItem: true)
        for count in views {
            for measurement in benchmark.run(views: count) { report.print(measurement, items: count) }
        }
    }
}

struct TextBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Text measurements per second (raw and cached), the time to render a 390x844 screen at scale 3 to PNG, and to measure and draw 10 KB, 100 KB and 1 MB of text."
    )

    @Option(help: "Milliseconds to spend sampling each figure.")
    var budget = 1000

    @Flag(help: "Only the measurement rates (for profiling).")
    var measureOnly = false

    @Flag(help: "Only the rendering time (for profiling).")
    var renderOnly = false

    @Option(help: "Sizes in bytes of the long texts measured and drawn (default: 10000, 100000 and 1000000; 0 for none).")
    var longText: [Int] = TextBenchmark.longTextSizes

    func validate() throws {
        try Sampling.check(budget: budget)
        if measureOnly, renderOnly { throw CommandLineError("--measure-only and --render-only together leave nothing to time; give one of them") }
        if let size = longText.first(where: { !(0...100_000_000).contains($0) }) {
            throw CommandLineError("--long-text \(size) is not a size from 0 to 100000000 bytes")
        }
    }

    func run() throws {
        let benchmark = TextBenchmark(budget: .milliseconds(budget))
        let longSizes = longText.filter { $0 > 0 }
        if !longSizes.isEmpty, !measureOnly, !renderOnly {
            let report = MeasurementReport(json: false)
            for measurement in benchmark.longText(sizes: longSizes) { report.print(measurement) }
        }
        if !renderOnly {
            let rates = benchmark.measurementsPerSecond()
            Swift.print("text measurements per second: raw \(Int(rates.raw)), cached \(Int(rates.cached))")
            let labels = benchmark.labelsPerSecond()
            Swift.print("UILabel measurements per second: new labels \(Int(labels.new)), new labels of cached texts \(Int(labels.newCached)), text set again \(Int(labels.cached))")
            // The same without the font's cache of word advances (issue 22), side by side.
            let shaped = benchmark.labelsPerSecond(cachingWordAdvances: false)
            Swift.print("  without the word cache: new labels \(Int(shaped.new))")
        }
        guard !measureOnly else { return }
        let (figures, views) = try benchmark.renderForecast()
        for figure in figures {
            let render = figure.measurement
            Swift.print("render \(render.workload) (\(views) views) to PNG with the \(figure.writer) writer: median \(String(format: "%.2f", render.medianMicroseconds / 1000)) ms over \(render.samples) samples, \(figure.bytes / 1024) KiB")
        }
    }
}

struct ControlsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "controls",
        abstract: "Time building and laying out a screen of 200 mixed controls, and rendering it to PNG at scale 3."
    )

    @OptionGroup var sampling: Sampling

    func run() throws {
        let report = sampling.report()
        for measurement in try ControlsBenchmark(budget: sampling.duration).run() { report.print(measurement) }
    }
}

struct BarsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bars",
        abstract: "Time rendering a screen whose navigation and tab bars blur the rows under them, beside the same screen with opaque bars, at scales 1 to 3."
    )

    @OptionGroup var sampling: Sampling

    func run() throws {
        let report = sampling.report()
        for measurement in try BarBlurBenchmark(budget: sampling.duration).run() { report.print(measurement) }
    }
}

struct StackBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack",
        abstract: "Time building and laying out a vertical UIStackView of 5,000 labels, and the same column with hand-written constraints (text cache emptied each time)."
    )

    @OptionGroup var sampling: Sampling

    @Option(help: "Number of arranged labels.")
    var labels = StackBenchmark.defaultLabels

    /// Twenty times the default: the hand-written column alone takes seconds.
    static let largestStack = 100_000

    func validate() throws {
        guard (1...Self.largestStack).contains(labels) else { throw CommandLineError("--labels \(labels) is not from 1 to \(Self.largestStack)") }
    }

    func run() throws {
        let report = sampling.report(showsPerItem: true)
        let benchmark = StackBenchmark(budget: sampling.duration)
        for measurement in benchmark.run(labels: labels) + benchmark.runHandWritten(labels: labels) {
            report.print(measurement, items: labels)
        }
    }
}

struct TableBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "table",
        abstract: "Time tables of 1,000, 100,000 and 1,000,000 self-sizing two-label rows: first layout and one scroll step of a screen height."
    )

    @Flag(help: "Print one JSON object per line.")
    var json = false

    @Option(help: "Table sizes in rows.")
    var rows: [Int] = TableBenchmark.sizes

    /// Ten times the largest default; each row keeps an estimated height.
    static let largestTable = 10_000_000

    func validate() throws {
        if let count = rows.first(where: { !(1...Self.largestTable).contains($0) }) {
            throw CommandLineError("--rows \(count) is not from 1 to \(Self.largestTable)")
        }
    }

    func run() throws {
        let report = MeasurementReport(json: json)
        for count in rows {
            let result = TableBenchmark().run(rows: count)
            report.print(result.firstLayout)
            report.print(result.scrollStep)
            if !json { Swift.print("  cells made: \(result.cellsCreated)") }
        }
    }
}

struct CollectionBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collection",
        abstract: "Time a 3-column compositional grid and a self-sizing list beside the table (first layout, a screenful scrolled, cells made, memory), and a 100-section compositional layout (first layout, width change)."
    )

    @Flag(help: "Print one JSON object per line.")
    var json = false

    @Option(help: "Collection sizes in items.")
    var items: [Int] = CollectionBenchmark.sizes

    func validate() throws {
        if let count = items.first(where: { !(1...TableBench.largestTable).contains($0) }) {
            throw CommandLineError("--items \(count) is not from 1 to \(TableBench.largestTable)")
        }
    }

    func run() throws {
        let report = MeasurementReport(json: json)
        let benchmark = CollectionBenchmark()
        for count in items {
            let table = TableBenchmark().run(rows: count)
            report.print(table.firstLayout)
            report.print(table.scrollStep)
            if !json { Swift.print("  cells made: \(table.cellsCreated)") }
            for kind in [CollectionItemsSource.Kind.grid, .list] {
                let result = benchmark.run(kind, items: count)
                report.print(result.firstLayout)
                report.print(result.scrollStep)
                if !json {
                    Swift.print("  cells made: \(result.cellsCreated), memory added by the first layout: \(String(format: "%.1f", Double(result.memoryBytes) / 1_048_576)) MB")
                }
            }
        }
        for measurement in benchmark.runSections() { report.print(measurement) }
    }
}

struct RotationBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotation",
        abstract: "Time rotating an iPhone 15 window holding a screen of 1,000 views (trait delivery and relayout included)."
    )

    @OptionGroup var sampling: Sampling

    func run() throws {
        let report = sampling.report(showsPerItem: true)
        for views in RotationBenchmark.sizes {
            for measurement in RotationBenchmark(budget: sampling.duration).run(views: views) { report.print(measurement, items: views) }
        }
    }
}

struct AdaptiveBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "adaptive",
        abstract: "Count view measurements and time one AdaptiveLayout evaluation with 16 chained choices and a 10-level nested choice tree, beside the original library's 2^(k+1) measurements, then 1,000 and 10,000 choices chained and on one line."
    )

    @Option(help: "Milliseconds to spend sampling each workload.")
    var budget = 1000

    func validate() throws {
        try Sampling.check(budget: budget)
    }

    func run() throws {
        Swift.print("workload      choices  measurements  original 2^(k+1)  median (µs)  samples")
        for result in AdaptiveBenchmark(budget: .milliseconds(budget)).run() {
            Swift.print(result.workload.padding(toLength: 13, withPad: " ", startingAt: 0)
                + String(format: " %7d %13d %17.0f %12.2f %8d", result.choices, result.measurements,
                         result.originalMeasurements, result.medianMicroseconds, result.samples))
        }
    }
}

struct StoryboardBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "storyboard",
        abstract: "Time loading a 201-view storyboard scene into an iPhone 15 window and laying it out, parsing its XML alone, and the same scene built in code (target: load under 20 ms)."
    )

    @OptionGroup var sampling: Sampling

    func run() throws {
        // A scene that reports diagnostics or differs from its code-built twin throws, and the command fails with the reason.
        let result = try StoryboardBenchmark(budget: sampling.duration).run()
        let report = sampling.report()
        for measurement in result.measurements { report.print(measurement) }
        guard !sampling.json else { return }
        let load = result.load.medianMicroseconds / 1000
        Swift.print("fastest: " + zip(result.measurements, result.minimumMicroseconds)
            .map { "\($0.phase) \(String(format: "%.3f", $1 / 1000)) ms" }.joined(separator: ", "))
        Swift.print("\(SettingsScene.viewCount) views in the file (\(result.views) in the hierarchy, with the buttons' title labels), "
            + "\(String(format: "%.0f", Double(result.fileBytes) / 1024)) KiB of XML, frames identical to the code-built scene")
        Swift.print("load median \(String(format: "%.2f", load)) ms against the \(Int(StoryboardBenchmark.targetMilliseconds)) ms target: "
            + (load < StoryboardBenchmark.targetMilliseconds ? "met" : "not met"))
    }
}

/// The options most benchmarks share: JSON output and the sampling budget.
struct Sampling: ParsableArguments {
    @Flag(help: "Print one JSON object per line.")
    var json = false

    @Option(help: "Milliseconds to spend sampling each figure.")
    var budget = 1000

    var duration: Duration { .milliseconds(budget) }

    /// Ten minutes a figure: a longer budget looks like a hang.
    static let largestBudget = 600_000

    func validate() throws {
        try Self.check(budget: budget)
    }

    static func check(budget: Int) throws(CommandLineError) {
        guard (1...largestBudget).contains(budget) else {
            throw CommandLineError("--budget \(budget) is not a number of milliseconds from 1 to \(largestBudget) (ten minutes)")
        }
    }

    func report(showsPerItem: Bool = false) -> MeasurementReport {
        MeasurementReport(json: json, showsPerItem: showsPerItem)
    }
}

/// Prints measurements as JSON lines, or as a table with a header.
struct MeasurementReport {
    let json: Bool
    let showsPerItem: Bool

    init(json: Bool, showsPerItem: Bool = false) {
        self.json = json
        self.showsPerItem = showsPerItem
        guard !json else { return }
        Swift.print("workload         phase       median (µs)" + (showsPerItem ? "   per view (µs)" : "") + "   samples")
    }

    func print(_ measurement: SolverBenchmark.Measurement, items: Int = 1) {
        guard !json else { return Swift.print(measurement.json) }
        let name = measurement.workload.padding(toLength: 16, withPad: " ", startingAt: 0)
        let phase = measurement.phase.padding(toLength: 9, withPad: " ", startingAt: 0)
        var line = "\(name) \(phase) \(String(format: "%14.3f", measurement.medianMicroseconds))"
        if showsPerItem { line += String(format: "%16.3f", measurement.medianMicroseconds / Double(items)) }
        Swift.print(line + "   \(measurement.samples)")
    }
}

struct SnapshotsBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Time drawing the project's whole snapshot matrix (the weather app, sign-up, flight card, tab bar app, split view, grid and settings list in the configurations the matrix tests keep: 33 snapshots at scale 1) on one thread and on all cores, as assertSnapshots(of:matrix:) draws it, with wall and processor time and the load average."
    )

    @Option(help: "Milliseconds to spend sampling each matrix size and thread count.")
    var budget = 3000

    @Option(help: "Threads for the parallel runs (default: every core).")
    var threads = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        try Sampling.check(budget: budget)
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be between 1 and 64.") }
    }

    func run() throws {
        SnapshotMatrixBenchmark(budget: .milliseconds(budget)).printReport(threads: threads)
    }
}
