import Cassowary
import Foundation

/// Carries out an operation stream on two solvers that share variables and
/// constraints. Every error a solver throws is an answer, not a finding: an
/// operation that throws must leave the solver as it was, which the next
/// operations (and the invariant check, when compiled in) put to the test.
package final class SolverOperationRunner {
    package let variables = (0..<SolverOperation.variableCount).map { Variable("v\($0)") }
    package let solvers = [Solver(), Solver()]
    package private(set) var constraints: [Constraint] = []
    /// By solver, the constant each constraint in it was given: the one
    /// its expression had when it was added, or the last one `setConstant`
    /// took. A constraint's `expression.constant` is shared by every solver
    /// it is in, so it is the answer check's truth only for the solver
    /// that set it last.
    package private(set) var givenConstants: [[ObjectIdentifier: Double]] = [[:], [:]]

    package init() {}

    package func perform(_ operation: SolverOperation) {
        switch operation {
        case let .addNew(spec, solver):
            let expression = Expression(spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant)
            let constraint = Constraint(expression, spec.relation, priority: Priority(spec.priority), identifier: "c\(constraints.count)")
            constraints.append(constraint)
            add(constraint, to: solver)
        case let .add(index, solver):
            add(constraints[index], to: solver)
        case let .remove(index, solver):
            try? solvers[solver].remove(constraints[index])
        case let .addEditVariable(variable, priority, solver):
            try? solvers[solver].addEditVariable(variables[variable], priority: Priority(priority))
        case let .removeEditVariable(variable, solver):
            try? solvers[solver].removeEditVariable(variables[variable])
        case let .suggestValue(value, variable, solver):
            try? solvers[solver].suggestValue(value, for: variables[variable])
        case let .setConstant(constant, index, solver):
            if (try? solvers[solver].setConstant(constant, of: constraints[index])) != nil {
                givenConstants[solver][ObjectIdentifier(constraints[index])] = constant
            }
        case let .setPriority(priority, index, solver):
            try? solvers[solver].setPriority(Priority(priority), of: constraints[index])
        case let .updateVariables(solver):
            solvers[solver].updateVariables()
        case let .reset(solver):
            solvers[solver].reset()
            givenConstants[solver] = [:]
        }
        switch operation {
        case let .addNew(_, solver), let .add(_, solver), let .remove(_, solver), let .addEditVariable(_, _, solver),
             let .removeEditVariable(_, solver), let .suggestValue(_, _, solver), let .setConstant(_, _, solver),
             let .setPriority(_, _, solver), let .updateVariables(solver), let .reset(solver):
            checkInvariants(of: solvers[solver])
            if checksEachOperation {
                FileHandle.standardError.write(Data("checked after \(operation)\n".utf8))
                FuzzTargets.checkRequiredConstraintsHold(in: solvers[solver], constants: givenConstants[solver])
            }
        }
    }
}

extension SolverOperationRunner {
    private func add(_ constraint: Constraint, to solver: Int) {
        if (try? solvers[solver].add(constraint)) != nil {
            givenConstants[solver][ObjectIdentifier(constraint)] = constraint.expression.constant
        }
    }

    /// `checkRequiredConstraintsHold` for each solver, each constraint
    /// taken with the constant that solver was given.
    package func checkRequiredConstraintsHold() {
        for (solver, constants) in zip(solvers, givenConstants) {
            FuzzTargets.checkRequiredConstraintsHold(in: solver, constants: constants)
        }
    }
}

/// With FUZZ_CHECK_EACH set, `swift run fuzz-solver FILE` checks the
/// answer after every operation, not only at the end, and so names the
/// operation that first breaks a required constraint.
private let checksEachOperation = ProcessInfo.processInfo.environment["FUZZ_CHECK_EACH"] != nil

/// The tableau's own consistency check (linked columns, reference counts,
/// feasibility), where Cassowary is built with it: with
/// `CASSOWARY_INVARIANTS`, and in debug builds, where `Solver.checkInvariants()`
/// is always on (so `swift run fuzz-solver FILE` and the corpus replay test
/// check it too).
func checkInvariants(of solver: Solver) {
    #if CASSOWARY_INVARIANTS || DEBUG
    solver.checkInvariants()
    #endif
}

/// Traps, naming the constraint, if the solver's solution breaks a required
/// constraint it holds and does not say so, or breaks one in a
/// well-scaled system: a wrong answer is a finding like a crash.
///
/// The solver takes values within its epsilon (1e-8) of zero as zero, so
/// a constraint may miss by that much times each coefficient; beyond that,
/// a millionth of the terms' size is rounding. Only for systems of ordinary
/// numbers: with coefficients of 1e15 or 1e-9 the epsilon is not small
/// beside the numbers, and an answer as right as floating point allows can
/// still miss.
///
/// Double-precision simplex (kiwi's too) can miss on systems that mix
/// multipliers like 0.001 and 10,000 (`Fuzz/Findings/solver-mixed-scale-
/// wrong-result`), and the solver then reports the miss
/// (`Solver.requiredConstraintsMissed()`), as `trellis solve` and the
/// layout engine pass on: not a lie, so not a finding. Where the
/// coefficients of all the solver's constraints lie within a factor of
/// `wellScaledSpread` of each other, any miss is a finding, reported or not;
/// a miss beyond the solver's promise (1e-5 of the size) that it does not
/// report is one anywhere.
func checkRequiredConstraintsHold(in solver: Solver, constants: [ObjectIdentifier: Double] = [:]) {
    // The check `trellis solve` and the layout engine make: a miss is
    // repaired by rebuilding the tableau, and what remains is reported.
    let reported = Set(solver.repairMissedRequiredConstraints().map { ObjectIdentifier($0.constraint) })
    let wellScaled = coefficientSpread(of: solver) <= wellScaledSpread
    for constraint in solver.constraints where constraint.priority.isRequired {
        var value = constants[ObjectIdentifier(constraint)] ?? constraint.expression.constant
        var size = abs(value)
        var coefficients = 0.0
        for term in constraint.expression.terms {
            let product = term.coefficient * solver.value(of: term.variable)
            value += product
            size += abs(product)
            coefficients += abs(term.coefficient)
        }
        let violation = switch constraint.relation {
        case .equal: abs(value)
        case .lessThanOrEqual: max(0, value)
        case .greaterThanOrEqual: max(0, -value)
        }
        // fatalError, not precondition: -O keeps only fatalError's message.
        guard !(violation <= 1e-6 * (1 + size + coefficients)) else { continue }
        if reported.contains(ObjectIdentifier(constraint)) {
            if wellScaled {
                let what = "the solution breaks required constraint \(constraint) in a well-scaled system: it is off by \(violation) (reported)"
                if let log = reportedMissLog {
                    noteReportedMiss(what, in: log)
                    return
                }
                fatalError(what)
            }
        } else if !(violation <= 1e-5 * (1 + size) + 1e-8 * coefficients) {
            fatalError("the solution breaks required constraint \(constraint) and the solver does not report it: it is off by \(violation)")
        }
    }
}

/// With FUZZ_REPORTED_MISS_LOG set to a file, a miss in a well-scaled
/// system that the solver reports is written there, a line each, instead of
/// trapping: `make fuzz-smoke` counts them, while the long runs of `make
/// fuzz` trap on them. The solver still accepts, now and then, a required
/// constraint that contradicts the others in a well-scaled system, and
/// reports the miss that follows (Fuzz/Findings/README.md, open): an
/// honest answer, not a lie, but a wrong one, and a short pass whose
/// inputs differ from run to run (libFuzzer's exploration is not the same
/// in two processes) would fail CI at random on it.
private let reportedMissLog = ProcessInfo.processInfo.environment["FUZZ_REPORTED_MISS_LOG"]

private func noteReportedMiss(_ what: String, in path: String) {
    if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
    guard let handle = FileHandle(forWritingAtPath: path) else { return }
    handle.seekToEndOfFile()
    handle.write(Data((what + "\n").utf8))
    handle.closeFile()
}

/// Coefficients of the solver's constraints within this factor of each
/// other (layout's 0.5 to 2 and ±1, and 1,000 beside 1) must give answers
/// that hold: issue 16's random sessions with multipliers 0.5 to 2 hold to
/// 2.4e-6, and those with 0.001 beside 10,000 (a factor of 1e7) do not.
let wellScaledSpread = 1e3

/// The largest magnitude of a non-zero coefficient among the solver's
/// constraints over the smallest.
func coefficientSpread(of solver: Solver) -> Double {
    var smallest = Double.infinity, largest = 0.0
    for constraint in solver.constraints {
        for term in constraint.expression.terms where term.coefficient != 0 {
            smallest = min(smallest, abs(term.coefficient))
            largest = max(largest, abs(term.coefficient))
        }
    }
    return largest == 0 ? 1 : largest / smallest
}
