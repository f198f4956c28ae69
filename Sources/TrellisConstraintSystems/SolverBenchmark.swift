import Cassowary
import Foundation

/// Times the three phases of a workload and reports medians.
///
/// - build: make the variables and constraints, create the solver, add the
///   edit variables, add every constraint;
/// - suggest: one step of `suggestValue` (the first copy's width and height,
///   or the stack's container width) and `updateVariables()`, cycling
///   through the workload's suggestions;
/// - remove: remove every constraint, last first, then the edit variables.
public struct SolverBenchmark {
    public struct Measurement: Sendable {
        public var workload: String
        public var phase: String
        public var medianMicroseconds: Double
        public var samples: Int

        /// One JSON object, the line format of `trellis bench solver --json`.
        public init(workload: String, phase: String, medianMicroseconds: Double, samples: Int) {
            self.workload = workload
            self.phase = phase
            self.medianMicroseconds = medianMicroseconds
            self.samples = samples
        }

        public var json: String {
            "{\"workload\":\"\(workload)\",\"phase\":\"\(phase)\",\"median_us\":\(String(format: "%.3f", medianMicroseconds))}"
        }
    }

    /// Roughly how long to spend on each phase's samples.
    public var budget: Duration
    public var minimumSamples: Int
    public var maximumSamples: Int

    public init(budget: Duration = .milliseconds(1000), minimumSamples: Int = 11, maximumSamples: Int = 201) {
        self.budget = budget
        self.minimumSamples = minimumSamples
        self.maximumSamples = maximumSamples
    }

    /// Runs a workload; throws if the solver fails or gives a wrong answer.
    public func run(_ workload: Workload) throws -> [Measurement] {
        var buildTimes: [Duration] = [], removeTimes: [Duration] = [], suggestTimes: [Duration] = []
        let clock = ContinuousClock()
        let start = clock.now
        while buildTimes.count < minimumSamples || (buildTimes.count < maximumSamples && clock.now - start < budget) {
            var built: (Solver, Workload.Instance)?
            buildTimes.append(try clock.measure { built = try workload.build() })
            let (solver, instance) = built!
            if buildTimes.count == 1 {
                suggestTimes = try measureSuggestions(solver, instance)
            }
            removeTimes.append(try clock.measure {
                for constraint in instance.constraints.reversed() { try solver.remove(constraint) }
                for (variable, _) in instance.edits { try solver.removeEditVariable(variable) }
            })
        }
        return [("build", buildTimes), ("suggest", suggestTimes), ("remove", removeTimes)].map { phase, times in
            Measurement(workload: workload.name, phase: phase, medianMicroseconds: Self.median(times), samples: times.count)
        }
    }

    /// Times batches of one full cycle of suggestions (per-step clock reads
    /// would cost as much as a small step), checking the answer after each.
    private func measureSuggestions(_ solver: Solver, _ instance: Workload.Instance) throws -> [Duration] {
        let clock = ContinuousClock()
        let start = clock.now
        var times: [Duration] = []
        while times.count < minimumSamples * 4 || (times.count < maximumSamples * 4 && clock.now - start < budget) {
            let time = try clock.measure {
                for values in instance.suggestions {
                    for (edit, value) in zip(instance.edits, values) {
                        try solver.suggestValue(value, for: edit.variable)
                    }
                    solver.updateVariables()
                }
            }
            times.append(time / instance.suggestions.count)
            if let problem = instance.check(instance) {
                throw BenchmarkError(workload: "suggest", problem: problem)
            }
        }
        return times
    }

    /// The median of the times, in microseconds.
    public static func median(_ times: [Duration]) -> Double {
        let sorted = times.sorted()
        let middle = sorted[sorted.count / 2]
        let (seconds, attoseconds) = middle.components
        return Double(seconds) * 1e6 + Double(attoseconds) / 1e12
    }
}

public struct BenchmarkError: Error, CustomStringConvertible {
    public var workload: String
    public var problem: String
    public var description: String { "\(workload): \(problem)" }
}
