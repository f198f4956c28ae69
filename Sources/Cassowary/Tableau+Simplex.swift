extension Tableau {
    /// Primal simplex on the lexicographic objective, or on the phase-one
    /// objective while one is set. The tableau must be feasible.
    ///
    /// The entering symbol is the lowest-numbered improving one (Bland's
    /// rule), so degenerate pivots cannot cycle. The objective is a sum of
    /// violations, bounded below by zero, so the ratio test always finds a
    /// leaving row.
    func optimize() {
        var budget = pivotBudget
        while let (entering, direction) = artificialObjective == nil ? nextEnteringSymbol() : nextArtificialEnteringSymbol() {
            budget -= 1
            guard budget >= 0 else { return }
            guard let leaving = leavingRow(entering: entering, direction: direction) else {
                // No row bounds the move, so in exact arithmetic no level of
                // the symbol's weight improves along it (each level is a sum
                // of violations, which cannot fall below zero): the level
                // that says it does is rounding. Only that level goes; the
                // levels below it are real (issue 16: dropping the whole
                // weight erased 12 at level 746 and 35 at 602 behind a
                // rounding -2e-7 at 750, and from then on the objective no
                // longer matched the rows it is made of).
                dropImprovingLevels(of: entering, direction: direction)
                continue
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    private func nextEnteringSymbol() -> (Int, Int)? {
        while let symbol = enteringCandidates.pop() {
            guard !isBasic(symbol) else { continue }
            let direction = improvingDirection(symbol)
            if direction != 0 { return (symbol, direction) }
        }
        return nil
    }

    private func nextArtificialEnteringSymbol() -> (Int, Int)? {
        guard let objective = artificialObjective else { return nil }
        var best: (Int, Int)?
        for term in objective.terms {
            let symbol = Int(term.symbol), coefficient = term.coefficient
            let direction: Int
            switch kinds[symbol] {
            case _ where abs(coefficient) < optimalityTolerance: direction = 0
            case .slack, .error: direction = coefficient < 0 ? 1 : 0
            case .external: direction = coefficient < 0 ? 1 : -1
            case .dummy, .unused: direction = 0
            }
            if direction != 0, best.map({ symbol < $0.0 }) ?? true { best = (symbol, direction) }
        }
        return best
    }

    /// The ratio test: the restricted row that first reaches zero as
    /// `entering` moves in `direction`; ties go to the lowest symbol.
    private func leavingRow(entering: Int, direction: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        forEachEntry(in: entering) { basic, coefficient in
            guard kinds[basic].isRestricted else { return }
            let directed = coefficient * Double(direction)
            guard directed < 0, !isNegligible(coefficient, inRowOf: basic) else { return }
            let ratio = -constants[basic] / directed
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// The most pivots one simplex run may make. Bland's rule rules out
    /// cycling in exact arithmetic; the tolerances that keep rounding from
    /// steering the simplex (see `isNegligible`, `Weight.sign`) void that
    /// proof, and a random system of 600 constraints was seen pivoting
    /// without end. A run that reaches the bound stops where it is, feasible
    /// and at worst not quite optimal, rather than hang: every real system
    /// measured needs far fewer than one pivot per symbol.
    var pivotBudget: Int { 200 + 4 * kinds.count }

    /// Whether `coefficient`, from the row of `basic`, is too small next to
    /// the row's other coefficients to pivot on. Such a coefficient is
    /// almost always rounding left over from a cancellation; pivoting on it
    /// divides the row by it and spreads its error through the tableau.
    /// Measured on random mixed systems of 300 to 1,000 constraints, pivots
    /// of 1e-8 to 5e-7 times their row's largest coefficient multiplied
    /// every number in the tableau by up to 1e9 within one operation. Passing
    /// over such a row lets its basic symbol go below zero by at most that
    /// fraction of the step, the tolerance Harris's ratio test makes explicit.
    /// Only small coefficients pay for the scan of their row.
    @inline(__always)
    func isNegligible(_ coefficient: Double, inRowOf basic: Int) -> Bool {
        Self.isNegligible(coefficient, in: rows[basic]!)
    }

    /// `isNegligible(_:inRowOf:)` for a row in or out of the tableau. Every
    /// choice of a pivot and the pivot itself must use this one test: a
    /// ratio test that takes a coefficient the pivot then refuses leaves
    /// the simplex choosing the same pivot until its budget runs out.
    @inline(__always)
    static func isNegligible(_ coefficient: Double, in row: Row) -> Bool {
        let size = abs(coefficient)
        guard size < 1e-3 else { return false }
        return size < pivotTolerance * row.largestCoefficient
    }

    /// Dual simplex: restores feasibility after constants changed, keeping
    /// the objective optimal. Returns false if some restricted row cannot be
    /// made non-negative, which means the required constraints conflict.
    func dualOptimize() -> Bool {
        var budget = pivotBudget
        while let leaving = infeasibleRows.pop() {
            budget -= 1
            guard budget >= 0 else { return false }
            guard let row = rows[leaving], kinds[leaving].isRestricted,
                  constants[leaving] < 0, !nearZero(constants[leaving]) else { continue }
            guard let entering = dualEnteringSymbol(row) else {
                infeasibleRows.push(leaving)
                return false
            }
            pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The symbol whose entering keeps the objective optimal: an unrestricted
    /// one costs nothing; otherwise the least lexicographic ratio of weight to
    /// coefficient, ties to the lowest symbol.
    private func dualEnteringSymbol(_ row: Row) -> Int? {
        var best: Int?
        var bestCoefficient = 0.0
        var free: Int?
        var largest = 0.0
        for term in row.terms { largest = max(largest, abs(term.coefficient)) }
        for term in row.terms {
            let symbol = Int(term.symbol), coefficient = term.coefficient
            switch kinds[symbol] {
            case .external where abs(coefficient) > pivotTolerance * largest:
                if free.map({ symbol < $0 }) ?? true { free = symbol }
            case .slack where coefficient > pivotTolerance * largest, .error where coefficient > pivotTolerance * largest:
                if let current = best {
                    if Weight.ratio(weights[symbol], over: coefficient, isLessThan: weights[current], over: bestCoefficient)
                        || (!Weight.ratio(weights[current], over: bestCoefficient, isLessThan: weights[symbol], over: coefficient)
                            && symbol < current) {
                        best = symbol
                        bestCoefficient = coefficient
                    }
                } else {
                    best = symbol
                    bestCoefficient = coefficient
                }
            default:
                break
            }
        }
        return free ?? best
    }

    // MARK: - Undo

    /// Starts recording pivots so that `rollBack()` can return to this basis.
    func beginTransaction() {
        pivotLog = []
    }

    func commit() {
        pivotLog = nil
    }

    /// Undoes the recorded pivots in reverse. A basis determines the tableau,
    /// so this restores every row (up to rounding) and the solution.
    /// Returns false, having undone only the later pivots, if rounding took
    /// a symbol out of the row it must be pivoted back on.
    func rollBack() -> Bool {
        guard let log = pivotLog else { return true }
        pivotLog = nil
        defer { infeasibleRows.removeAll() }
        for (entering, leaving) in log.reversed() {
            guard pivotIfPossible(entering: leaving, leaving: entering) else { return false }
        }
        return true
    }

    /// After an undo of dual simplex pivots that rounding defeated: the
    /// tableau holds the right constraints in a basis that is still optimal
    /// (every dual pivot keeps it so) but may be infeasible. The dual simplex
    /// clears infeasible rows; one it cannot clear is left for the next
    /// operation rather than trapping.
    func restoreFeasibilityAndOptimality() {
        for basic in kinds.indices where rows[basic] != nil && kinds[basic].isRestricted && constants[basic] < 0 {
            infeasibleRows.push(basic)
        }
        _ = dualOptimize()
        infeasibleRows.removeAll()
        optimize()
    }
}
