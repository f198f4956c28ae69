import AdaptiveLayout
import TrellisConstraintSystems
import Foundation
import Trellis

/// Counts the view measurements and times one evaluation of two
/// AdaptiveLayout workloads with many choices, beside the 2^(k+1)
/// measurements the original library takes for k choices (it distributes
/// `a.or(b) + rest` into `(a + rest).or(b + rest)` and measures every
/// combination):
///
/// - `chained-16`: 16 choices one after another, each between two labels
///   side by side and the two stacked, on a 390-point width where the
///   longer pairs do not fit side by side.
/// - `nested-10`: a 10-level tree: each level chooses between its label
///   beside the next level and its label above the next level, so both
///   alternatives hold the whole subtree below.
///
/// Each sample is a fresh evaluation (`Layout.arrange(width:)`): new
/// measurement caches, the labels' text measurements in the shared text
/// cache warm after the first sample.
public struct AdaptiveBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(1000), minimumSamples: Int = 21) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    /// One workload's figures.
    public struct Result: Sendable {
        public var workload: String
        public var choices: Int
        /// View measurements (`sizeThatFits` calls) in one evaluation.
        public var measurements: Int
        /// What the original algorithm takes: 2^(choices + 1).
        public var originalMeasurements: Double
        public var medianMicroseconds: Double
        public var samples: Int
    }

    public static let width: CGFloat = 390

    /// `k` chained choices, one pair of labels per line.
    public static func chained(_ k: Int) -> Layout {
        var layout = Layout.empty
        for index in 0..<k {
            let a = label("Departure \(index)"), b = label(String(repeating: "long ", count: index % 8) + "gate \(index)")
            layout = layout + [a.layout, b.layout].horizontal(space: 8).or([a.layout, b.layout].vertical(space: 4)) + .newline(space: 8)
        }
        return layout
    }

    /// A `depth`-level nested choice tree.
    public static func nested(_ depth: Int) -> Layout {
        var inner = label("Innermost").layout
        for index in 0..<depth {
            let leaf = label("Level \(index)")
            inner = (leaf.layout + .space(8) + inner).or([leaf.layout, inner].vertical(space: 4))
        }
        return inner
    }

    /// `k` choices on one line, each between a label and a one-letter
    /// label, before a final label: every choice looks ahead to the rest of
    /// the line (issue 22). Laid out at `inlineWidth(k)`, room for about a
    /// third of the long labels.
    public static func inline(_ k: Int) -> Layout {
        var layout = Layout.empty
        for index in 0..<k {
            layout = layout + label("Gate \(index % 100)").layout.or(label("G").layout) + .space(4)
        }
        return layout + label("Boarding now").layout
    }

    /// The width `inline(k)` is laid out at.
    public static func inlineWidth(_ k: Int) -> CGFloat { CGFloat(k) * 30 + 120 }

    private static func label(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .body)
        return label
    }

    /// The standard workloads, then the chained and one-line shapes at
    /// 1,000 and 10,000 choices, to show the growth with size (issue 22:
    /// linear, so ten times the choices should take about ten times as long).
    public func run() -> [Result] {
        [measure("chained-16", choices: 16, Self.chained(16)), measure("nested-10", choices: 10, Self.nested(10)),
         measure("chained-1000", choices: 1000, Self.chained(1000)), measure("chained-10000", choices: 10000, Self.chained(10000)),
         measure("inline-1000", choices: 1000, Self.inline(1000), width: Self.inlineWidth(1000)),
         measure("inline-10000", choices: 10000, Self.inline(10000), width: Self.inlineWidth(10000))]
    }

    private func measure(_ name: String, choices: Int, _ layout: Layout, width: CGFloat = AdaptiveBenchmark.width) -> Result {
        let counter = MeasurementCounter()
        _ = layout.arrange(width: width, counter: counter)
        let clock = ContinuousClock()
        var samples: [Duration] = []
        let start = clock.now
        while samples.count < minimumSamples || clock.now - start < budget {
            samples.append(clock.measure { _ = layout.arrange(width: width) })
            if samples.count >= 10_001 { break }
        }
        return Result(workload: name, choices: choices, measurements: counter.count,
                      originalMeasurements: pow(2, Double(choices + 1)),
                      medianMicroseconds: SolverBenchmark.median(samples), samples: samples.count)
    }
}
