import Cassowary
import ConstraintSystems
import Testing

@Suite struct EnamlReferenceTests {
    @Test func theBundledSystemHasKiwisShape() {
        let system = Workload.enamlSystem
        #expect(system.variables.count == 37)
        #expect(system.constraints.count == 111)
        #expect(system.edits.map(\.variable) == ["width", "height"])
    }

    @Test func solvingAt400x600ReproducesTheReferenceValues() throws {
        let system = Workload.enamlSystem
        guard case let .solved(values, skipped) = try system.solve() else {
            Issue.record("the enaml system should be satisfiable")
            return
        }
        #expect(skipped.isEmpty)
        #expect(system.referenceValues.count == 37)
        for (name, value) in values {
            let expected = try #require(system.referenceValues[name], "no reference value for \(name)")
            #expect(abs(value - expected) < 1e-6, "\(name): \(value), reference \(expected)")
        }
    }
}
