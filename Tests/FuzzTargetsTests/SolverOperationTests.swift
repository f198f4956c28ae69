import Cassowary
import Foundation
import FuzzTargets
import Testing

/// The solver target's operation stream: what bytes mean, so that the
/// committed streams in Fuzz/Corpus/solver keep meaning what they did.
@Suite struct SolverOperationTests {
    func decode(_ bytes: [UInt8]) -> [SolverOperation] {
        var input = FuzzBytes(Data(bytes))
        return SolverOperation.decode(&input)
    }

    @Test func aConstraintIsDecodedFromItsTermsRelationConstantAndPriority() {
        // addNew, 1 term: v1 × ordinaryNumbers[1]; ">="; constant ordinaryNumbers[13]; priorities[3].
        let operations = decode([0x00, 1, 1, 1, 2, 13, 3])
        let spec = ConstraintSpec(terms: [.init(variable: 1, coefficient: 1)], constant: -20, relation: .greaterThanOrEqual, priority: 750)
        #expect(operations == [.addNew(spec, solver: 0)])
    }

    @Test func anOperationByteWithTheTopThreeBitsSetActsOnTheSecondSolver() {
        #expect(decode([0x0E, 0xEE]) == [.updateVariables(solver: 0), .updateVariables(solver: 1)])
    }

    @Test func anOperationOnAConstraintBeforeAnyIsMadeIsSkipped() {
        // remove, then the operand byte read as an add: both need a constraint.
        #expect(decode([0x06, 0x05, 0x0F]) == [.reset(solver: 0)])
    }

    @Test func constraintIndicesWrapToTheConstraintsMadeSoFar() {
        let operations = decode([0x00, 0, 0, 0, 0, 0x06, 7])
        #expect(operations.last == .remove(constraint: 0, solver: 0))
    }

    @Test func anOrdinaryNumberComesFromTheTable() {
        var input = FuzzBytes(Data([17, 17 + 32]))
        #expect(input.number() == 320)
        #expect(input.number() == 320)
        #expect(!input.extreme)
    }

    @Test func extremeAndRawNumbersMarkTheInputExtreme() {
        var extreme = FuzzBytes(Data([0xF0]))
        #expect(extreme.number() == 1e308)
        #expect(extreme.extreme)
        var raw = FuzzBytes(Data([0xF8, 0x3F, 0xF0, 0, 0, 0, 0, 0, 0]))
        #expect(raw.number() == 1)
        #expect(raw.extreme)
    }

    @Test func bytesRunningOutReadAsZeros() {
        var input = FuzzBytes(Data([5]))
        #expect(input.byte() == 5)
        #expect(input.byte() == 0)
        #expect(input.isAtEnd)
    }

    @Test func theRunnerSolvesTheReadmeDragExample() {
        // v0 left, v1 width, v2 right: right == left + width, left >= 20,
        // width == 100 (weak), right <= 375, left dragged to 44.
        let runner = SolverOperationRunner()
        let operations: [SolverOperation] = [
            .addNew(ConstraintSpec(terms: [.init(variable: 2, coefficient: 1), .init(variable: 0, coefficient: -1), .init(variable: 1, coefficient: -1)],
                                   constant: 0, relation: .equal, priority: 1000), solver: 0),
            .addNew(ConstraintSpec(terms: [.init(variable: 0, coefficient: 1)], constant: -20, relation: .greaterThanOrEqual, priority: 1000), solver: 0),
            .addNew(ConstraintSpec(terms: [.init(variable: 1, coefficient: 1)], constant: -100, relation: .equal, priority: 250), solver: 0),
            .addNew(ConstraintSpec(terms: [.init(variable: 2, coefficient: 1)], constant: -375, relation: .lessThanOrEqual, priority: 1000), solver: 0),
            .addEditVariable(variable: 0, priority: 750, solver: 0),
            .suggestValue(44, variable: 0, solver: 0),
            .updateVariables(solver: 0),
        ]
        for operation in operations { runner.perform(operation) }
        #expect(runner.variables[0...2].map(\.value) == [44, 100, 144])
    }

    @Test func aConstraintMadeOnTheSecondSolverCanBeAddedToTheFirst() {
        let runner = SolverOperationRunner()
        let spec = ConstraintSpec(terms: [.init(variable: 0, coefficient: 1)], constant: -8, relation: .equal, priority: 1000)
        for operation: SolverOperation in [.addNew(spec, solver: 1), .add(constraint: 0, solver: 0)] { runner.perform(operation) }
        #expect(runner.solvers.map { $0.value(of: runner.variables[0]) } == [8, 8])
    }

    /// The `set-constant-of-constraint-in-two-solvers` corpus input: one
    /// constraint `x == 0` in two solvers, its constant set to 1 through the
    /// first and to 2 through the second. The constraint's shared
    /// `expression.constant` ends at 2, but the first solver was given 1:
    /// the answer check must hold each solver to its own.
    @Test func theAnswerCheckHoldsEachSolverToTheConstantItWasGiven() {
        let runner = SolverOperationRunner()
        let spec = ConstraintSpec(terms: [.init(variable: 0, coefficient: 1)], constant: 0, relation: .equal, priority: 1000)
        let operations: [SolverOperation] = [
            .addNew(spec, solver: 0), .add(constraint: 0, solver: 1),
            .setConstant(1, constraint: 0, solver: 0), .setConstant(2, constraint: 0, solver: 1),
        ]
        for operation in operations { runner.perform(operation) }
        #expect(runner.solvers.map { $0.value(of: runner.variables[0]) } == [-1, -2])
        #expect(runner.constraints[0].expression.constant == 2)
        let constraint = ObjectIdentifier(runner.constraints[0])
        #expect(runner.givenConstants.map { $0[constraint] } == [1, 2])
        runner.checkRequiredConstraintsHold()
    }

    /// The `tableau-invariant` corpus input, with the tableau's invariants
    /// checked after every operation (the replay test checks them only
    /// where the target is built with them). Removing an optional equality
    /// pivoted its marker into a variable's definition whose coefficient
    /// was below the absolute 1e-8 the pivot took for zero, though not
    /// negligible next to that row's other coefficients, which the row's
    /// choice had measured against: the pivot was refused, and putting
    /// the row back left the reference count of a definition that referred
    /// to it one short.
    @Test func theTableauStaysConsistentThroughTheInvariantFinding() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/Corpus/solver/tableau-invariant")
        var bytes = FuzzBytes(try Data(contentsOf: url))
        let runner = SolverOperationRunner()
        for operation in SolverOperation.decode(&bytes) {
            runner.perform(operation)
            for solver in runner.solvers { solver.checkInvariants() }
        }
    }
}

