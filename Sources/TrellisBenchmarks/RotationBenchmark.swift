import TrellisConstraintSystems
import Foundation
import Trellis

/// Times rotating a window that holds a screen of views: an iPhone 15
/// window whose root view controller shows a `ListScreen` (rows of an icon,
/// a title and a value, pinned to the root's edges), turned from portrait
/// to landscape and back. Each sample is one rotation: the root
/// controller's `viewWillTransition(to:with:)`, the new size and safe area,
/// the trait change delivered to every view (the size classes change both
/// ways), and the incremental relayout, safe areas included.
public struct RotationBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(1000), minimumSamples: Int = 21) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    /// The screen sizes timed: `trellis bench rotation` reports 1,000 views
    /// against the 5 ms target of issue 6.
    public static let sizes = [1000]

    /// A view that counts the trait changes it hears, so the benchmark
    /// knows each rotation delivered one.
    final class TraitCounter: UIView {
        var changes = 0
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes += 1
        }
    }

    /// A window on an iPhone 15 upright, shown, holding a list of about
    /// `views` views, laid out.
    public static func makeWindow(views: Int) -> UIWindow {
        let screen = ListScreen(views: views, width: Device.iPhone15.portraitSize.width)
        screen.root.addSubview(TraitCounter(frame: CGRect(x: 0, y: 0, width: 1, height: 1)))
        let controller = UIViewController()
        controller.view = screen.root
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        window.rootViewController = controller
        window.isHidden = false
        window.layoutIfNeeded()
        return window
    }

    public func run(views: Int) -> [SolverBenchmark.Measurement] {
        let clock = ContinuousClock()
        let window = Self.makeWindow(views: views)
        let counter = window.rootViewController?.view.subviews.last as? TraitCounter
        var rotations: [Duration] = []
        let start = clock.now
        var orientation = UIDeviceOrientation.portrait
        while rotations.count < minimumSamples || clock.now - start < budget {
            orientation = orientation == .portrait ? .landscapeLeft : .portrait
            rotations.append(clock.measure { window.rotate(to: orientation) })
            if rotations.count >= 2001 { break }
        }
        assert(counter?.changes == rotations.count, "every rotation delivers a trait change")
        return [SolverBenchmark.Measurement(workload: "rotation-\(views)", phase: "rotate",
                                            medianMicroseconds: SolverBenchmark.median(rotations), samples: rotations.count)]
    }
}
