import Cassowary
import Foundation
import Testing
@testable import Trellis

/// Issue 16, "nothing lies": a layout whose solution misses a required
/// constraint says so. No NSLayoutConstraint can carry the three-term
/// rows of the known case (Fuzz/Findings/solver-mixed-scale-wrong-result),
/// so they go into the engine's solver directly, over six views' widths.
@Suite struct ImpreciseLayoutTests {
    @Test func aSolutionThatMissesARequiredConstraintIsReported() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = (0..<6).map { autoLayoutView("v\($0)") }
        for view in views { root.addSubview(view) }
        views[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
        root.layoutIfNeeded()
        let engine = try #require(root.layoutEngine)
        let v = views.map { $0.layoutVariables.width }
        let c15 = (3.5 * v[4] - 10000.0 * v[2] + 44.0 == 0).withPriority(Priority(50))
        for constraint in [
            -10000.0 * v[4] - 1.0 * v[1] + 20.0 * v[5] + 0.001 >= 0,
            (-1.0 * v[2] - 1.0 * v[0] + 390.0 <= 0).withPriority(Priority(250)),
            1.5 * v[4] + 375.0 * v[1] - 2.0 * v[2] >= 0,
            c15,
            390.0 * v[2] + 1.5 * v[4] - 20.0 >= 0,
            (100.0 * v[3] - 0.5 * v[5] + 1.5 * v[4] + 320.0 * v[2] - 10000.0 >= 0).withPriority(Priority(50)),
            100.0 * v[3] + 16.0 * v[2] + 1.5 <= 0,
        ] {
            try engine.solver.add(constraint)
        }
        engine.needsAnswerCheck = true
        let accurate = recordingDiagnostics { engine.applySolution(to: root) }
        #expect(!accurate.contains { $0.kind == .imprecise })
        try engine.solver.add(-100.0 * v[3] + 1.5 * v[4] + 389.0 * v[2] + 20.0 <= 0)
        // Added behind the engine's back, so marked as the engine's own adds are.
        engine.needsAnswerCheck = true
        let messages = recordingDiagnostics { engine.applySolution(to: root) }
        let report = try #require(messages.first { $0.kind == .imprecise })
        #expect(report.text.contains("misses required constraints by more than rounding"))
        #expect(report.text.contains("misses by 25.05"), "\(report.text)")
        #expect(report.text.contains("misses by 19.52"), "\(report.text)")
        // Reported when it appears, not on every pass.
        let again = recordingDiagnostics { engine.applySolution(to: root) }
        #expect(!again.contains { $0.kind == .imprecise })
    }
}
