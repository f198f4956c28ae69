import Cassowary
import Foundation
import Testing
@testable import Trellis

/// Issue 16, "nothing lies": a layout whose solution misses a required
/// constraint says so. The engine first repairs a miss by solving again
/// from scratch (`Solver.repairMissedRequiredConstraints()`), which fixes
/// every miss the fuzzer found in systems of ordinary multipliers, and the
/// mixed-scale cases this test once used; what remains is a system whose
/// multipliers lie too far apart for double precision. No
/// NSLayoutConstraint can carry its three-term rows, so they go into the
/// engine's solver directly, over six views' widths.
@Suite struct ImpreciseLayoutTests {
    @Test func aSolutionThatMissesARequiredConstraintIsReported() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let views = (0..<6).map { autoLayoutView("v\($0)") }
        for view in views { root.addSubview(view) }
        views[0].widthAnchor.constraint(greaterThanOrEqualToConstant: 0).isActive = true
        root.layoutIfNeeded()
        let engine = try #require(root.layoutEngine)
        let v = views.map { $0.layoutVariables.width }
        // Found by a random search of systems with multipliers 0.001 to
        // 10,000 (2026-11-24): a bare solver accepts the last three though
        // they contradict the second (`SolveReportTests`: `c5` and `c14`
        // fix the third width at -83.2, and `c12` asks `0.001*width >=
        // 66.75`), and misses `c12` after every repair.
        func row(_ terms: [(Int, Double)], _ constant: Double, _ relation: Cassowary.Relation, _ priority: Float = 1000) -> Cassowary.Constraint {
            Cassowary.Constraint(Cassowary.Expression(terms.map { Cassowary.Term(v[$0.0], $0.1) }, constant: constant), relation,
                                 priority: Cassowary.Priority(priority))
        }
        for constraint in [
            row([(3, 844), (4, 0.001), (2, 1.5)], 41.5, .equal, 750),
            row([(3, -0.5)], -40, .equal),
            row([(4, 20), (5, -1), (3, -1.5)], -47.25, .greaterThanOrEqual, 500),
        ] {
            try engine.solver.add(constraint)
        }
        engine.needsAnswerCheck = true
        let accurate = recordingDiagnostics { engine.applySolution(to: root) }
        #expect(!accurate.contains { $0.kind == .imprecise })
        for constraint in [
            row([(5, 390), (4, -20), (4, 1)], 76.25, .greaterThanOrEqual),
            row([(2, 0.001)], -66.75, .greaterThanOrEqual),
            row([(3, -10000), (2, 10000), (2, -390), (2, 0.5)], -74.75, .equal),
        ] {
            try engine.solver.add(constraint)
        }
        // Added behind the engine's back, so marked as the engine's own adds are.
        engine.needsAnswerCheck = true
        let messages = recordingDiagnostics { engine.applySolution(to: root) }
        let report = try #require(messages.first { $0.kind == .imprecise })
        #expect(report.text.contains("misses required constraints by more than rounding"))
        #expect(report.text.contains("\"0.001*width - 66.75 >= 0\" misses by 66.8"), "\(report.text)")
        // Reported when it appears, not on every pass.
        let again = recordingDiagnostics { engine.applySolution(to: root) }
        #expect(!again.contains { $0.kind == .imprecise })
    }
}
