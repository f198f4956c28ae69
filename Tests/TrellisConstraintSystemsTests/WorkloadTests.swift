import Cassowary
import TrellisConstraintSystems
import Testing

@Suite struct WorkloadTests {
    @Test func theBundledEnamlSystemHasKiwisShape() {
        let system = Workload.enamlSystem
        #expect(system.variables.count == 37)
        #expect(system.constraints.count == 111)
        #expect(system.edits.map(\.variable) == ["width", "height"])
        #expect(system.referenceValues.count == 37)
    }

    @Test(arguments: [Workload.enaml(copies: 3), .stack(count: 20, weak: true), .stack(count: 30, weak: false)])
    func everySuggestionStepGivesTheExpectedLayout(workload: Workload) throws {
        let (solver, instance) = try workload.build()
        for values in instance.suggestions {
            for (edit, value) in zip(instance.edits, values) { try solver.suggestValue(value, for: edit.variable) }
            solver.updateVariables()
            #expect(instance.check(instance) == nil)
        }
    }

    @Test func stackWidthsShareTheContainerExactly() throws {
        let (solver, instance) = try Workload.stack(count: 10, weak: false).build()
        try solver.suggestValue(500, for: instance.edits[0].variable)
        solver.updateVariables()
        let widths = instance.constraints.flatMap { $0.expression.terms.map(\.variable) }.filter { $0.name.hasPrefix("w") }
        #expect(widths.allSatisfy { abs($0.value - 42.8) < 1e-9 })  // (500 - 8*9) / 10
    }

    @Test func removingEveryConstraintEmptiesTheSolver() throws {
        let (solver, instance) = try Workload.enaml(copies: 2).build()
        for constraint in instance.constraints.reversed() { try solver.remove(constraint) }
        for (variable, _) in instance.edits { try solver.removeEditVariable(variable) }
        #expect(solver.constraints.isEmpty)
    }
}
