/// Recomputing the solution from the constraints themselves.
///
/// A tableau's values are the end of a long sequence of pivots, each
/// rounding every number it touches; in a well-scaled system the rounding
/// can still add up to a miss where a value is a small difference of large
/// ones (`SolverTests.aSmallDifferenceOfLargeValuesIsRepairedByRefinement`:
/// `v4` off by 3e-9 of itself, and `389*v2 + 1 == 0` missed by 4.3e-4). The
/// basis the simplex method ends with is right; only the values are not as
/// exact as double precision allows. With every non-basic symbol at zero,
/// each constraint's own equation (its expression, plus its slack, error
/// or dummy) is one linear equation in the basic symbols, one per
/// constraint: a square system that Gaussian elimination with partial
/// pivoting solves backward-stably, and one step of iterative refinement
/// with the residual summed exactly (`twoProduct`, `twoSum`) makes
/// componentwise accurate. The basis, the coefficients and the objective
/// stay as they are: only the basic values change, so every later operation
/// starts from them.
extension Solver {
    /// Systems up to this many constraints are refined: the elimination is
    /// dense, n² numbers and n³/3 multiplications (500: 2 MB, 4e7).
    static let largestRefinedSystem = 500

    /// The basic symbols and their values recomputed from the constraints,
    /// and whether every slack and error comes out non-negative (rounding
    /// below zero is made zero); nil if the system is larger than
    /// `largestRefinedSystem` or the constraints' equations are singular in
    /// the basic symbols (the tableau no longer describes its constraints).
    /// A negative slack or error means the basis is not feasible for the
    /// constraints as given: rounding chose it.
    func refinedValues() -> (symbols: [Int], values: [Double], feasible: Bool)? {
        let live = entries.compactMap { $0 }
        var symbols: [Int] = []
        var column = [Int](repeating: -1, count: tableau.rows.count)
        for symbol in tableau.rows.indices where tableau.rows[symbol] != nil {
            column[symbol] = symbols.count
            symbols.append(symbol)
        }
        let n = symbols.count
        guard n == live.count, n > 0, n <= Self.largestRefinedSystem else { return nil }
        var editValue: [ObjectIdentifier: Double] = [:]
        for edit in edits.values { editValue[ObjectIdentifier(edit.constraint)] = edit.value }
        // Row i is the equation of constraint i: sum(a[i][j] * x[j]) = b[i].
        var matrix = [Double](repeating: 0, count: n * n), rhs = [Double](repeating: 0, count: n)
        for (i, entry) in live.enumerated() {
            // An edit constraint is `variable - value == 0`.
            let constant = editValue[ObjectIdentifier(entry.constraint)].map { -$0 } ?? entry.constant
            rhs[i] = -constant
            func add(_ symbol: Int, _ coefficient: Double) {
                let j = column[symbol]
                guard j >= 0 else { return }  // non-basic: zero
                matrix[i * n + j] += coefficient
            }
            for term in entry.constraint.expression.terms {
                if let symbol = symbolOfVariable(term.variable) { add(symbol, term.coefficient) }
            }
            add(entry.tag.marker, entry.tag.markerCoefficient)
            if let other = entry.tag.other { add(other, -entry.tag.markerCoefficient) }
        }
        guard let factors = LUFactors(matrix, order: n) else { return nil }
        var values = factors.solve(rhs)
        for _ in 0..<2 {
            let residual = exactResidual(matrix, values, rhs, order: n)
            let correction = factors.solve(residual)
            for j in 0..<n { values[j] += correction[j] }
        }
        var feasible = true
        for (j, symbol) in symbols.enumerated() {
            guard values[j].isFinite else { return nil }
            if tableau.kinds[symbol].isRestricted && values[j] < 0 {
                // Rounding below zero is zero; more is an infeasible basis.
                if values[j] > -epsilon { values[j] = 0 } else { feasible = false }
            }
        }
        return (symbols, values, feasible)
    }

    /// Refines the values (`refinedValues()`) and keeps them if they miss
    /// less than `missed`; returns what is missed then. Nothing changes if
    /// the basis is infeasible for the constraints.
    func refineValuesIfBetter(missing missed: [Miss]) -> [Miss] {
        guard let refined = refinedValues(), refined.feasible else { return missed }
        let old = refined.symbols.map { tableau.value(of: $0) }
        tableau.setValues(ofBasic: refined.symbols, refined.values)
        let after = requiredConstraintsMissed()
        if Self.worst(after) < Self.worst(missed) { return after }
        tableau.setValues(ofBasic: refined.symbols, old)
        return missed
    }

    /// In a tableau the caller can throw away (a rebuild): refines the
    /// values, and where a slack or error comes out negative, which says
    /// rounding chose the basis, lets the dual simplex pivot out of it from
    /// the refined values and the primal simplex re-optimise, then refines
    /// again; at most `rounds` times. Returns what is missed then.
    func refineAndReoptimize(rounds: Int = 3) -> [Miss] {
        for _ in 0..<rounds {
            guard let refined = refinedValues() else { break }
            tableau.setValues(ofBasic: refined.symbols, refined.values)
            if refined.feasible { break }
            tableau.restoreFeasibilityAndOptimality()
        }
        return requiredConstraintsMissed()
    }
}

/// `b - A x`, each row summed without rounding until the end: products
/// split by a fused multiply-add into the rounded product and its error,
/// sums by Knuth's two-sum (Ogita, Rump and Oishi's Dot2), so the residual
/// is as accurate as if computed in twice the precision.
private func exactResidual(_ matrix: [Double], _ x: [Double], _ b: [Double], order n: Int) -> [Double] {
    var residual = [Double](repeating: 0, count: n)
    for i in 0..<n {
        var sum = b[i], error = 0.0
        for j in 0..<n {
            let a = matrix[i * n + j]
            guard a != 0 else { continue }
            let product = -a * x[j]
            let productError = (-product).addingProduct(-a, x[j])
            let total = sum + product
            let back = total - product
            error += (sum - back) + (product - (total - back)) + productError
            sum = total
        }
        residual[i] = sum + error
    }
    return residual
}

/// An LU factorisation with partial pivoting of a dense square matrix.
private struct LUFactors {
    var lu: [Double]
    var pivots: [Int]
    let n: Int

    /// Nil if the matrix is singular (a pivot column below 1e-12 of the
    /// largest entry).
    init?(_ matrix: [Double], order n: Int) {
        self.n = n
        lu = matrix
        pivots = Array(0..<n)
        let largest = matrix.reduce(0) { max($0, abs($1)) }
        guard largest > 0 else { return nil }
        for k in 0..<n {
            var best = k, size = abs(lu[k * n + k])
            for i in (k + 1)..<n where abs(lu[i * n + k]) > size {
                best = i
                size = abs(lu[i * n + k])
            }
            guard size > 1e-12 * largest else { return nil }
            if best != k {
                for j in 0..<n { lu.swapAt(k * n + j, best * n + j) }
                pivots.swapAt(k, best)
            }
            let pivot = lu[k * n + k]
            for i in (k + 1)..<n {
                let factor = lu[i * n + k] / pivot
                guard factor != 0 else { continue }
                lu[i * n + k] = factor
                for j in (k + 1)..<n { lu[i * n + j] -= factor * lu[k * n + j] }
            }
        }
    }

    func solve(_ b: [Double]) -> [Double] {
        var y = pivots.map { b[$0] }
        for i in 0..<n {
            var sum = y[i]
            for j in 0..<i { sum -= lu[i * n + j] * y[j] }
            y[i] = sum
        }
        for i in stride(from: n - 1, through: 0, by: -1) {
            var sum = y[i]
            for j in (i + 1)..<n { sum -= lu[i * n + j] * y[j] }
            y[i] = sum / lu[i * n + i]
        }
        return y
    }
}
