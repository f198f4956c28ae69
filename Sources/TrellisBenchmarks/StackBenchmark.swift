import TrellisConstraintSystems
import Foundation
import TextEngine
import Trellis

/// Times a long column of labels in a `UIStackView`, laid out once from
/// scratch: a vertical stack of `labels` UILabels with short distinct texts,
/// pinned to the top and sides of a root view 390 points wide. Each sample
/// builds the views, measures every label (the shared text cache is emptied
/// first, as at launch), makes the stack's constraints and solves them.
///
/// UIKit users report 6.3 s and 900 MB for 5,000 labels; the targets here
/// are 150 ms and 150 MB. Peak memory is measured from outside the process
/// (`/usr/bin/time -v trellis bench stack`).
public struct StackBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(1000), minimumSamples: Int = 5) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    public static let defaultLabels = 5_000

    /// The root view, the stack and its labels, with constraints made but
    /// not yet laid out.
    public static func makeScreen(labels: Int = defaultLabels, width: CGFloat = 390) -> (root: UIView, stack: UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        let stack = UIStackView()
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        let phrases = TextBenchmark.phrases
        for index in 0..<max(0, labels) {
            let label = UILabel()
            label.text = "\(phrases[index % phrases.count]) \(index)"
            stack.addArrangedSubview(label)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return (root, stack)
    }

    /// The median time to build and lay out the screen, over at least
    /// `minimumSamples` samples and at least `budget`.
    public func run(labels: Int = defaultLabels) -> [SolverBenchmark.Measurement] {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        let start = clock.now
        while samples.count < minimumSamples || clock.now - start < budget {
            TextEngine.shared.clearCache()
            var screen: (root: UIView, stack: UIStackView)?
            samples.append(clock.measure {
                screen = Self.makeScreen(labels: labels)
                screen!.root.layoutIfNeeded()
            })
            precondition(screen!.stack.arrangedSubviews.last!.frame.maxY > 0, "the stack was not laid out")
            if samples.count >= 101 { break }
        }
        return [SolverBenchmark.Measurement(workload: "stack-\(labels)", phase: "scratch",
                                            medianMicroseconds: SolverBenchmark.median(samples), samples: samples.count)]
    }

    /// The same column of labels chained by hand with constraints (each
    /// label's top to the one above, leading and trailing to the root): what
    /// the stack view is compared with, in the same run.
    public func runHandWritten(labels: Int = defaultLabels) -> [SolverBenchmark.Measurement] {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        let start = clock.now
        let phrases = TextBenchmark.phrases
        while samples.count < minimumSamples || clock.now - start < budget {
            TextEngine.shared.clearCache()
            var root: UIView?
            samples.append(clock.measure {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                var constraints: [NSLayoutConstraint] = []
                var above: UIView?
                for index in 0..<max(0, labels) {
                    let label = UILabel()
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.text = "\(phrases[index % phrases.count]) \(index)"
                    view.addSubview(label)
                    constraints.append(label.topAnchor.constraint(equalTo: above?.bottomAnchor ?? view.topAnchor))
                    constraints.append(label.leadingAnchor.constraint(equalTo: view.leadingAnchor))
                    constraints.append(label.trailingAnchor.constraint(equalTo: view.trailingAnchor))
                    above = label
                }
                NSLayoutConstraint.activate(constraints)
                view.layoutIfNeeded()
                root = view
            })
            precondition(root!.subviews.last!.frame.maxY > 0, "the column was not laid out")
            if samples.count >= 101 { break }
        }
        return [SolverBenchmark.Measurement(workload: "column-\(labels)", phase: "scratch",
                                            medianMicroseconds: SolverBenchmark.median(samples), samples: samples.count)]
    }
}
