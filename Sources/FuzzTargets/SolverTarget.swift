import Cassowary
import TrellisConstraintSystems
import Foundation

/// The solver target. Bytes that start with `{` (after white space) are a
/// constraint system in `trellis solve`'s JSON; anything else is an
/// operation stream (`SolverOperation.decode`), which reaches deep solver
/// states in a few bytes where JSON would take hundreds.
///
/// A system is solved as `trellis solve` solves it, with and without
/// skipping unsatisfiable constraints, then built up incrementally in one
/// solver and taken down again constraint by constraint. An operation
/// stream runs on two solvers and ends with both solutions written out. In
/// both, a solution that breaks a required constraint traps when every
/// number is ordinary (see `checkRequiredConstraintsHold`).
public func fuzzSolver(_ data: Data) {
    if startsWithJSONObject(data) {
        fuzzConstraintSystem(data)
    } else {
        fuzzOperationStream(data)
    }
}

/// Whether a wrong answer counts as a finding, as a trap does
/// (`checkRequiredConstraintsHold`: a miss the solver does not report, or
/// any miss in a well-scaled system). FUZZ_SKIP_ANSWER_CHECK turns it off,
/// to look for traps alone.
private let checksAnswers = ProcessInfo.processInfo.environment["FUZZ_SKIP_ANSWER_CHECK"] == nil

private func fuzzOperationStream(_ data: Data) {
    var bytes = FuzzBytes(data)
    let operations = SolverOperation.decode(&bytes)
    let runner = SolverOperationRunner()
    for operation in operations { runner.perform(operation) }
    for solver in runner.solvers { solver.updateVariables() }
    if !bytes.extreme && checksAnswers { runner.checkRequiredConstraintsHold() }
}

/// The operations an operation stream decodes to, a line each, numbered
/// `c<n>` as the constraints they make; empty for JSON.
func solverTrace(_ data: Data) -> String {
    guard !startsWithJSONObject(data) else { return "" }
    var bytes = FuzzBytes(data)
    var made = 0
    return SolverOperation.decode(&bytes).map { operation in
        guard case .addNew = operation else { return "  \(operation)\n" }
        made += 1
        return "  c\(made - 1) = \(operation)\n"
    }.joined()
}

private func startsWithJSONObject(_ data: Data) -> Bool {
    let jsonWhitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    return data.first(where: { !jsonWhitespace.contains($0) }) == UInt8(ascii: "{")
}

private func fuzzConstraintSystem(_ data: Data) {
    guard let system = try? ConstraintSystem(json: data) else { return }
    _ = try? system.solve()
    _ = try? system.solve(skipUnsatisfiable: true)

    let (_, constraints, edits) = system.instantiate()
    let solver = Solver()
    for (variable, priority, value) in edits {
        try? solver.addEditVariable(variable, priority: priority)
        try? solver.suggestValue(value, for: variable)
        checkInvariants(of: solver)
    }
    var added: [Constraint] = []
    for constraint in constraints where (try? solver.add(constraint)) != nil {
        added.append(constraint)
        checkInvariants(of: solver)
    }
    solver.updateVariables()
    if system.hasOnlyOrdinaryNumbers { checkRequiredConstraintsHold(in: solver) }
    for constraint in added {
        try? solver.remove(constraint)
        checkInvariants(of: solver)
    }
    for (variable, _, _) in edits {
        try? solver.removeEditVariable(variable)
        checkInvariants(of: solver)
    }
}

extension ConstraintSystem {
    /// Whether every coefficient, constant and suggested value is zero or
    /// between 0.001 and 10,000 in magnitude, as in a screen's layout.
    var hasOnlyOrdinaryNumbers: Bool {
        let numbers = constraints.flatMap { $0.terms.map(\.coefficient) + [$0.constant] } + edits.map(\.value)
        return numbers.allSatisfy { $0 == 0 || (abs($0) >= 0.001 && abs($0) <= 10_000) }
    }
}
