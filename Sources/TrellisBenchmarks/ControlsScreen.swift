import TrellisConstraintSystems
import Foundation
import Trellis
import TrellisRender

/// A 1024×1366 screen of 200 controls in five columns of forty: system
/// buttons, filled buttons, switches, rounded text fields and spinning
/// activity indicators, placed with Auto Layout.
public enum ControlsScreen {
    public static let size = CGSize(width: 1024, height: 1366)
    public static let controlCount = 200

    public static func make() -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .systemGroupedBackground
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<controlCount {
            let column = index % 5, row = index / 5
            let control: UIView
            switch column {
            case 0:
                let button = UIButton(type: .system)
                button.setTitle("Action \(row)", for: .normal)
                control = button
            case 1:
                var configuration = UIButton.Configuration.filled()
                configuration.title = "Buy \(row)"
                configuration.buttonSize = .small
                control = UIButton(configuration: configuration)
            case 2:
                let toggle = UISwitch()
                toggle.isOn = row % 2 == 0
                control = toggle
            case 3:
                let field = UITextField()
                field.borderStyle = .roundedRect
                field.font = .systemFont(ofSize: 15)
                if row % 3 == 0 { field.text = "Entry \(row)" } else { field.placeholder = "Name \(row)" }
                control = field
            default:
                let indicator = UIActivityIndicatorView(style: row % 2 == 0 ? .medium : .large)
                indicator.startAnimating()
                control = indicator
            }
            control.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(control)
            let left = CGFloat(column) * 204 + 12
            constraints.append(control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: left))
            constraints.append(control.centerYAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(row) * 34 + 20))
            if column == 3 { constraints.append(control.widthAnchor.constraint(equalToConstant: 180)) }
        }
        NSLayoutConstraint.activate(constraints)
        return root
    }
}

/// Times building and laying out `ControlsScreen` and rendering it to PNG at scale 3.
public struct ControlsBenchmark {
    public var budget: Duration

    public init(budget: Duration = .milliseconds(1000)) {
        self.budget = budget
    }

    public func run() throws -> [SolverBenchmark.Measurement] {
        let clock = ContinuousClock()
        var layout: [Duration] = [], render: [Duration] = []
        let renderer = Renderer(scale: 3)
        let start = clock.now
        while layout.count < 7 || clock.now - start < budget {
            var screen: UIView?
            layout.append(clock.measure {
                screen = ControlsScreen.make()
                screen!.layoutIfNeeded()
            })
            let view = screen!
            render.append(try clock.measure { _ = try renderer.render(view, as: .png) })
        }
        let name = "controls-200"
        return [
            SolverBenchmark.Measurement(workload: name, phase: "layout", medianMicroseconds: SolverBenchmark.median(layout), samples: layout.count),
            SolverBenchmark.Measurement(workload: name, phase: "png@3x", medianMicroseconds: SolverBenchmark.median(render), samples: render.count),
        ]
    }
}
