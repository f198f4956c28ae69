import Cassowary
import Foundation
import Testing
@testable import TrellisConstraintSystems

/// `trellis bench shapes --export` writes what a solver holds in the format
/// `trellis solve` reads: reading it back and solving gives the same values.
@Suite struct ConstraintSystemExportTests {
    @Test func aSolversConstraintsRoundTripThroughTheJSONFormat() throws {
        // Two variables share a role name, as layout's do ("minX").
        let left = Variable("minX"), width = Variable("width"), right = Variable("minX")
        let constraints = [
            left == 16,
            width == 343,
            (right >= Expression([Term(left), Term(width)], constant: 8)),
            (right == 500).withPriority(Priority(250)),
        ]
        let solver = Solver()
        try solver.add(constraints)
        solver.updateVariables()
        let system = ConstraintSystem(solverConstraints: solver.constraints)
        #expect(system.variables == ["minX#0", "width#1", "minX#2"])
        #expect(system.constraints.map(\.priority) == [1000, 1000, 1000, 250])
        let read = try ConstraintSystem(json: Data(system.jsonText.utf8))
        #expect(read.constraints.count == 4)
        guard case let .solved(values, skipped, missed) = try read.solve() else {
            Issue.record("the exported system did not solve")
            return
        }
        #expect(skipped.isEmpty && missed.isEmpty)
        let byName = Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0.value) })
        #expect(byName["minX#0"] == left.value)
        #expect(byName["width#1"] == width.value)
        #expect(byName["minX#2"] == right.value)
        #expect(right.value == 500)
    }

    @Test func editsAreWrittenWithTheirPriorityAndValue() throws {
        let width = Variable("width")
        let system = ConstraintSystem(solverConstraints: [width >= 0], edits: [(width, 750, 390)])
        let read = try ConstraintSystem(json: Data(system.jsonText.utf8))
        #expect(read.edits.count == 1)
        #expect(read.edits.first?.value == 390)
        #expect(read.edits.first?.priority == 750)
        #expect(read.edits.first?.variable == "width#0")
    }
}
