import TrellisConstraintSystems
import Foundation
import Trellis

/// Times layout of `ListScreen`s: from scratch (build the views, activate
/// the constraints, lay out) and again after the root's width changes.
public struct LayoutBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(1000), minimumSamples: Int = 7) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    public static let sizes = [100, 1000, 10_000]

    public func run(views: Int) -> [SolverBenchmark.Measurement] {
        let clock = ContinuousClock()
        var scratch: [Duration] = [], relayout: [Duration] = []
        let start = clock.now
        var widths: [CGFloat] = [375, 414, 768, 320]
        while scratch.count < minimumSamples || clock.now - start < budget {
            var screen: ListScreen?
            scratch.append(clock.measure {
                screen = ListScreen(views: views)
                screen!.root.layoutIfNeeded()
            })
            let root = screen!.root
            for _ in 0..<4 {
                widths.append(widths.removeFirst())
                relayout.append(clock.measure {
                    root.frame.size.width = widths[0]
                    root.layoutIfNeeded()
                })
            }
            if scratch.count >= 201 { break }
        }
        let name = "list-\(views)"
        return [
            SolverBenchmark.Measurement(workload: name, phase: "scratch", medianMicroseconds: SolverBenchmark.median(scratch), samples: scratch.count),
            SolverBenchmark.Measurement(workload: name, phase: "relayout", medianMicroseconds: SolverBenchmark.median(relayout), samples: relayout.count),
        ]
    }
}
