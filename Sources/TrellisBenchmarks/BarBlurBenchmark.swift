import Foundation
import Trellis
import TrellisConstraintSystems
import TrellisExamples
import TrellisRender

/// What the bars' backdrop blur costs a render: a list of coloured rows in
/// a navigation controller in a tab bar controller, scrolled to its middle
/// so both bars show the standard (blurring) material, rendered to PNG;
/// beside it, in the same run, the same screen with both bars opaque
/// (`isTranslucent = false`: no blur, the same pixels to encode). Each on
/// an iPhone 15 Pro Max and a 12.9-inch iPad Pro, at scales 1, 2 and 3: the
/// blur reads and writes the bars' area padded by three standard
/// deviations (30 points each), so its cost grows with the bars' width and
/// the square of the scale.
public struct BarBlurBenchmark {
    public var budget: Duration

    public init(budget: Duration = .milliseconds(1000)) {
        self.budget = budget
    }

    /// The screen, laid out and scrolled; `translucent` false makes both bars opaque.
    static func window(device: Device, translucent: Bool) -> UIWindow {
        let stripes = AppShellExamples.StripesController(rows: 200)
        let nav = UINavigationController(rootViewController: stripes)
        nav.navigationBar.isTranslucent = translucent
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        tabs.tabBar.isTranslucent = translucent
        let window = UIWindow(device: device)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        stripes.tableView.contentOffset = CGPoint(x: 0, y: 2000)
        window.layoutIfNeeded()
        return window
    }

    public func run() throws -> [SolverBenchmark.Measurement] {
        let clock = ContinuousClock()
        var results: [SolverBenchmark.Measurement] = []
        for (name, device) in [("iPhone", Device.iPhone15ProMax), ("iPad", .iPadPro12_9)] {
            let blurred = Self.window(device: device, translucent: true)
            let opaque = Self.window(device: device, translucent: false)
            for scale in [1, 2, 3] {
                let renderer = Renderer(scale: CGFloat(scale), traitCollection: blurred.traitCollection)
                var withBlur: [Duration] = [], without: [Duration] = []
                let start = clock.now
                // Alternately, so both see the same load.
                while withBlur.count < 7 || clock.now - start < budget {
                    withBlur.append(try clock.measure { _ = try renderer.render(blurred, as: .png) })
                    without.append(try clock.measure { _ = try renderer.render(opaque, as: .png) })
                }
                let workload = "bars-\(name)"
                results.append(SolverBenchmark.Measurement(workload: workload, phase: "blur@\(scale)x",
                                                           medianMicroseconds: SolverBenchmark.median(withBlur), samples: withBlur.count))
                results.append(SolverBenchmark.Measurement(workload: workload, phase: "opaque@\(scale)x",
                                                           medianMicroseconds: SolverBenchmark.median(without), samples: without.count))
            }
        }
        return results
    }
}
