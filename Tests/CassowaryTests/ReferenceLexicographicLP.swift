import Foundation

// An independent, test-only reference for checking the Cassowary solver's answers.
// It shares no code with the solver under test: it restates the problem as a sequence
// of ordinary linear programs and solves each with a textbook dense simplex.

enum ReferenceRelation { case lessThanOrEqual, equal, greaterThanOrEqual }

/// `sum(coefficients[j] * x_j) + constant  <relation>  0`, with a priority in 1...1000
/// (1000 = required; anything lower is an optional level).
struct ReferenceConstraint {
    var coefficients: [Int: Double]   // variable index -> coefficient
    var constant: Double
    var relation: ReferenceRelation
    var priority: Double              // 1000 = required
}

enum ReferenceOutcome: Equatable {
    case infeasible                   // the required constraints have no common solution
    case optimal([Double: Double])    // optional priority -> minimal total violation at that level
}

/// A deliberately simple dense reference solver, used ONLY by tests to check the real
/// Cassowary solver. It favours obvious correctness over speed (it is meant for problems
/// of roughly a dozen variables and a few dozen constraints).
///
/// Semantics: variables are free reals. Required constraints (priority >= 1000) must hold.
/// The violation of an optional constraint with `e = sum(coef * x) + constant` is `|e|` for
/// `==`, `max(0, e)` for `<=` and `max(0, -e)` for `>=`. Priorities are strict
/// (lexicographic): the unweighted total violation of the highest optional level is
/// minimised first; then, holding it at its optimum, the next level's total, and so on.
///
/// Method: each free variable is split as `x = x⁺ - x⁻`, each optional constraint gets
/// non-negative violation variables, and one LP per level is solved with a two-phase
/// tableau simplex using Bland's rule (so it cannot cycle). Each already solved level is
/// kept by the row `level sum <= optimum + levelSlack * max(1, |optimum|)`. That slack can let
/// a lower level come out very slightly below its exact optimum (around 1e-9 relative in the
/// checks), so compare against these results with a tolerance (1e-6 is plenty).
enum ReferenceLexicographicLP {
    static let requiredPriority = 1000.0
    /// Relative slack on an already solved level's optimum. Small, so lower levels gain almost
    /// nothing from it; the phase-1 feasibility tolerance (1e-7) is far larger, so a level bound
    /// can never make the next LP look infeasible through rounding.
    static let levelSlack = 1e-9

    static func solve(variableCount: Int, constraints: [ReferenceConstraint]) -> ReferenceOutcome {
        for c in constraints {
            for j in c.coefficients.keys {
                precondition(j >= 0 && j < variableCount, "variable index \(j) out of range")
            }
        }
        let required = constraints.filter { $0.priority >= requiredPriority }
        let optional = constraints.filter { $0.priority < requiredPriority }

        // Feasibility of the required constraints alone.
        let feasibility = buildLP(variableCount: variableCount, required: required,
                                  optional: [], levelBounds: [])
        let zero = [Double](repeating: 0, count: feasibility.columnCount)
        guard case .optimal = solveLP(a: feasibility.a, b: feasibility.b, cost: zero) else {
            return .infeasible
        }

        let levels = Set(optional.map(\.priority)).sorted(by: >)
        // Systems whose values reach 1e5 can leave the next level's LP
        // infeasible under the smallest slack through rounding alone; the
        // slack then grows a hundredfold at a time, still far inside the
        // 1e-6 tolerance the checks compare with.
        for slack in [levelSlack, levelSlack * 100, levelSlack * 10_000] {
            if let result = solveLevels(levels, variableCount: variableCount, required: required, optional: optional, slack: slack) {
                return .optimal(result)
            }
        }
        preconditionFailure("reference LP: a level is infeasible after relaxation (numerical trouble)")
    }

    /// Each level's optimum in turn, or nil if rounding made a level's LP infeasible.
    private static func solveLevels(_ levels: [Double], variableCount: Int, required: [ReferenceConstraint],
                                    optional: [ReferenceConstraint], slack: Double) -> [Double: Double]? {
        var bounds: [(priority: Double, bound: Double)] = []
        var result: [Double: Double] = [:]
        for level in levels {
            let lp = buildLP(variableCount: variableCount, required: required,
                             optional: optional, levelBounds: bounds)
            var cost = [Double](repeating: 0, count: lp.columnCount)
            for col in lp.violationColumns[level] ?? [] { cost[col] = 1 }
            switch solveLP(a: lp.a, b: lp.b, cost: cost) {
            case .optimal(let value, _):
                let optimum = max(0, value)
                result[level] = optimum
                bounds.append((level, optimum + slack * max(1, abs(optimum))))
            case .infeasible:
                return nil
            case .unbounded:
                preconditionFailure("reference LP: level \(level) unbounded, impossible for a sum of non-negative variables")
            }
        }
        return result
    }

    /// The least and greatest value variable `index` takes among all lexicographically optimal
    /// solutions, or nil if the required constraints are infeasible. A range of one point means
    /// every optimal solution agrees on that variable.
    static func optimalRange(of index: Int, variableCount: Int, constraints: [ReferenceConstraint]) -> ClosedRange<Double>? {
        guard case let .optimal(optimum) = solve(variableCount: variableCount, constraints: constraints) else { return nil }
        let bounds = optimum.map { (priority: $0.key, bound: $0.value + levelSlack * max(1, abs($0.value))) }
        let lp = buildLP(variableCount: variableCount,
                         required: constraints.filter { $0.priority >= requiredPriority },
                         optional: constraints.filter { $0.priority < requiredPriority },
                         levelBounds: bounds)
        func extreme(_ sign: Double) -> Double {
            var cost = [Double](repeating: 0, count: lp.columnCount)
            cost[2 * index] = sign
            cost[2 * index + 1] = -sign
            switch solveLP(a: lp.a, b: lp.b, cost: cost) {
            case .optimal(let value, _): return sign * value
            case .unbounded: return -sign * .infinity
            case .infeasible: preconditionFailure("reference LP: optimal face infeasible (numerical trouble)")
            }
        }
        return extreme(1)...extreme(-1)
    }

    /// Total violation per optional priority level of a given assignment (for checking another
    /// solver's values), and the largest violation of any required constraint.
    static func violations(of values: [Double], constraints: [ReferenceConstraint]) -> (required: Double, byPriority: [Double: Double]) {
        var required = 0.0
        var byPriority: [Double: Double] = [:]
        for c in constraints {
            var e = c.constant
            for (j, coef) in c.coefficients {
                precondition(j >= 0 && j < values.count, "variable index \(j) out of range")
                e += coef * values[j]
            }
            let v: Double
            switch c.relation {
            case .equal: v = abs(e)
            case .lessThanOrEqual: v = max(0, e)
            case .greaterThanOrEqual: v = max(0, -e)
            }
            if c.priority >= requiredPriority {
                required = max(required, v)
            } else {
                byPriority[c.priority, default: 0] += v
            }
        }
        return (required, byPriority)
    }

    // MARK: - Building the standard-form LP  (A z = b, z >= 0)

    private struct StandardLP {
        var a: [[Double]] = []
        var b: [Double] = []
        var columnCount = 0
        var violationColumns: [Double: [Int]] = [:]
    }

    /// Columns: x⁺_j at 2j, x⁻_j at 2j+1, then violation and slack columns as they are needed.
    ///
    /// Rows, with `lin = sum coef (x⁺ - x⁻)` and `e = lin + constant`:
    ///   required  ==: lin           = -constant
    ///   required  <=: lin + s       = -constant
    ///   required  >=: lin - s       = -constant
    ///   optional  ==: lin - p + m   = -constant   (e = p - m, violation p + m)
    ///   optional  <=: lin - v + s   = -constant   (e <= v, violation v)
    ///   optional  >=: lin + v - s   = -constant   (-e <= v, violation v)
    ///   solved level: sum(violations) + s = bound
    private static func buildLP(variableCount: Int, required: [ReferenceConstraint],
                                optional: [ReferenceConstraint],
                                levelBounds: [(priority: Double, bound: Double)]) -> StandardLP {
        var lp = StandardLP()
        lp.columnCount = 2 * variableCount
        // Each row is gathered sparsely first, then densified once the column count is known.
        var sparseRows: [[(Int, Double)]] = []

        func newColumn() -> Int {
            defer { lp.columnCount += 1 }
            return lp.columnCount
        }
        func linearPart(_ c: ReferenceConstraint) -> [(Int, Double)] {
            var entries: [(Int, Double)] = []
            for (j, coef) in c.coefficients.sorted(by: { $0.key < $1.key }) where coef != 0 {
                entries.append((2 * j, coef))
                entries.append((2 * j + 1, -coef))
            }
            return entries
        }

        for c in required {
            var row = linearPart(c)
            switch c.relation {
            case .equal: break
            case .lessThanOrEqual: row.append((newColumn(), 1))
            case .greaterThanOrEqual: row.append((newColumn(), -1))
            }
            sparseRows.append(row)
            lp.b.append(-c.constant)
        }
        for c in optional {
            var row = linearPart(c)
            switch c.relation {
            case .equal:
                let p = newColumn(), m = newColumn()
                row.append((p, -1)); row.append((m, 1))
                lp.violationColumns[c.priority, default: []].append(contentsOf: [p, m])
            case .lessThanOrEqual:
                let v = newColumn(), s = newColumn()
                row.append((v, -1)); row.append((s, 1))
                lp.violationColumns[c.priority, default: []].append(v)
            case .greaterThanOrEqual:
                let v = newColumn(), s = newColumn()
                row.append((v, 1)); row.append((s, -1))
                lp.violationColumns[c.priority, default: []].append(v)
            }
            sparseRows.append(row)
            lp.b.append(-c.constant)
        }
        for (priority, bound) in levelBounds {
            var row: [(Int, Double)] = (lp.violationColumns[priority] ?? []).map { ($0, 1) }
            row.append((newColumn(), 1))
            sparseRows.append(row)
            lp.b.append(bound)
        }

        lp.a = sparseRows.map { entries in
            var dense = [Double](repeating: 0, count: lp.columnCount)
            for (col, value) in entries { dense[col] += value }
            return dense
        }
        return lp
    }

    // MARK: - Two-phase dense simplex

    private enum LPResult {
        case infeasible
        case unbounded
        case optimal(value: Double, solution: [Double])
    }

    private static let pivotTolerance = 1e-9
    private static let costTolerance = 1e-9

    /// Tableau: `rows[i]` holds the row of A (in the current basis) followed by its right-hand side.
    private struct Tableau {
        var rows: [[Double]]
        var basis: [Int]
        var columnCount: Int   // excluding the right-hand side

        // The hot loops below are plain index `while` loops: generic iteration (`for in` over ranges,
        // `filter`, `first(where:)`) is very slow in unoptimised builds, which is how tests run.

        mutating func pivot(row r: Int, column c: Int, objective: inout [Double]) {
            let width = columnCount + 1
            let p = rows[r][c]
            var pivotRow = rows[r]
            var nonzero: [Int] = []   // only these columns of the other rows change
            var k = 0
            while k < width {
                pivotRow[k] /= p
                if pivotRow[k] != 0 { nonzero.append(k) }
                k += 1
            }
            pivotRow[c] = 1
            rows[r] = pivotRow

            let pr = pivotRow, nz = nonzero   // immutable copies: no exclusivity checks in the loop
            func eliminate(_ row: inout [Double]) {   // row -= row[c] * pivotRow
                let f = row[c]
                guard f != 0 else { return }
                var t = 0
                while t < nz.count { row[nz[t]] -= f * pr[nz[t]]; t += 1 }
                row[c] = 0
            }
            var i = 0
            while i < rows.count {
                if i != r {
                    eliminate(&rows[i])
                    // A basic value that should be zero may drift slightly negative.
                    if rows[i][columnCount] < 0 && rows[i][columnCount] > -1e-11 { rows[i][columnCount] = 0 }
                }
                i += 1
            }
            eliminate(&objective)
            basis[r] = c
        }

        /// Minimises `cost · z` from the current (feasible) basis; columns with `allowed[j] == false`
        /// never enter. Bland's rule: the lowest-index improving column enters; among the rows tied
        /// in the ratio test, the one whose basic variable has the lowest index leaves.
        /// Returns false if the objective is unbounded below.
        mutating func minimise(cost: [Double], allowed: [Bool]) -> Bool {
            // Reduced-cost row: objective[j] = cost_j - c_B · column_j; objective[rhs] = -c_B · b.
            var objective = cost + [0]
            for (i, bi) in basis.enumerated() where cost[bi] != 0 {
                for k in 0...columnCount { objective[k] -= cost[bi] * rows[i][k] }
            }
            var iterations = 0
            while true {
                iterations += 1
                precondition(iterations < 1_000_000, "reference simplex failed to terminate")

                // Entering column: the lowest index with a negative reduced cost.
                var entering = -1
                var j = 0
                while j < columnCount {
                    if allowed[j] && objective[j] < -ReferenceLexicographicLP.costTolerance { entering = j; break }
                    j += 1
                }
                if entering < 0 { return true }   // optimal

                // Ratio test: the smallest ratio rhs / a over rows with a > 0; among rows tied with it
                // (within rounding), the one whose basic variable has the lowest index leaves.
                func ratio(_ i: Int) -> Double? {
                    let a = rows[i][entering]
                    return a > ReferenceLexicographicLP.pivotTolerance ? max(0, rows[i][columnCount]) / a : nil
                }
                var best = Double.infinity
                var i = 0
                while i < rows.count {
                    if let q = ratio(i) { best = min(best, q) }
                    i += 1
                }
                var leaving = -1
                i = 0
                while i < rows.count {
                    if let q = ratio(i), q <= best + 1e-12 * max(1, best),
                       leaving < 0 || basis[i] < basis[leaving] { leaving = i }
                    i += 1
                }
                if leaving < 0 { return false }   // unbounded along `entering`
                pivot(row: leaving, column: entering, objective: &objective)
            }
        }

        func solution() -> [Double] {
            var z = [Double](repeating: 0, count: columnCount)
            for (i, bi) in basis.enumerated() { z[bi] = rows[i][columnCount] }
            return z
        }
    }

    /// Minimises `cost · z` subject to `a z = b`, `z >= 0`.
    private static func solveLP(a: [[Double]], b: [Double], cost: [Double]) -> LPResult {
        let m = a.count
        let n = cost.count
        if m == 0 {
            // Nothing constrains z except z >= 0: bounded iff no cost is negative.
            return cost.contains(where: { $0 < 0 }) ? .unbounded : .optimal(value: 0, solution: .init(repeating: 0, count: n))
        }

        // Phase 1: make b >= 0, add one artificial per row (columns n..<n+m), minimise their sum.
        var rows: [[Double]] = []
        for i in 0..<m {
            let sign: Double = b[i] < 0 ? -1 : 1
            var row = a[i].map { sign * $0 }
            var artificial = [Double](repeating: 0, count: m)
            artificial[i] = 1
            row += artificial
            row.append(sign * b[i])
            rows.append(row)
        }
        var tableau = Tableau(rows: rows, basis: Array(n..<(n + m)), columnCount: n + m)
        let phase1Cost = [Double](repeating: 0, count: n) + [Double](repeating: 1, count: m)
        let everything = [Bool](repeating: true, count: n + m)
        _ = tableau.minimise(cost: phase1Cost, allowed: everything)   // bounded below by 0

        let infeasibility = tableau.solution()[n...].reduce(0, +)
        let scale = max(1, b.map(abs).max() ?? 0)
        if infeasibility > 1e-7 * scale { return .infeasible }

        // Drive artificials (now at ~0) out of the basis; drop rows that turn out redundant.
        var dummy = [Double](repeating: 0, count: n + m + 1)
        var i = 0
        while i < tableau.rows.count {
            if tableau.basis[i] >= n {
                let candidates = (0..<n).filter { abs(tableau.rows[i][$0]) > pivotTolerance }
                // Pivot on the largest entry for stability (the row's value is ~0, so this stays feasible).
                if let c = candidates.max(by: { abs(tableau.rows[i][$0]) < abs(tableau.rows[i][$1]) }) {
                    tableau.rows[i][n + m] = 0
                    tableau.pivot(row: i, column: c, objective: &dummy)
                    i += 1
                } else {
                    tableau.rows.remove(at: i)
                    tableau.basis.remove(at: i)
                }
            } else {
                i += 1
            }
        }

        // Phase 2: the original cost; artificials may never re-enter.
        let phase2Cost = cost + [Double](repeating: 0, count: m)
        let allowed = [Bool](repeating: true, count: n) + [Bool](repeating: false, count: m)
        guard tableau.minimise(cost: phase2Cost, allowed: allowed) else { return .unbounded }
        let z = Array(tableau.solution()[0..<n])
        let value = zip(cost, z).reduce(0) { $0 + $1.0 * $1.1 }
        return .optimal(value: value, solution: z)
    }
}
