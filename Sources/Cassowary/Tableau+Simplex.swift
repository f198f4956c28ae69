extension Tableau {
    /// Primal simplex on the lexicographic objective, or on the phase-one
    /// objective while one is set. The tableau must be feasible.
    ///
    /// The entering symbol is the lowest-numbered improving one (Bland's
    /// rule), so degenerate pivots cannot cycle. The objective is a sum of
    /// violations, bounded below by zero, so the ratio test always finds a
    /// leaving row.
    func optimize() {
        while let (entering, direction) = artificialObjective == nil ? nextEnteringSymbol() : nextArtificialEnteringSymbol() {
            guard let leaving = leavingRow(entering: entering, direction: direction) else {
                assertionFailure("unbounded objective entering symbol \(entering)")
                return
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
            guard directed < 0 else { return }
            let ratio = -constants[basic] / directed
            if ratio < bestRatio || (ratio == bestRatio && basic < best!) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: restores feasibility after constants changed, keeping
    /// the objective optimal. Returns false if some restricted row cannot be
    /// made non-negative, which means the required constraints conflict.
    func dualOptimize() -> Bool {
        while let leaving = infeasibleRows.pop() {
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
        for term in row.terms {
            let symbol = Int(term.symbol), coefficient = term.coefficient
            switch kinds[symbol] {
            case .external:
                if free.map({ symbol < $0 }) ?? true { free = symbol }
            case .slack where coefficient > 0, .error where coefficient > 0:
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
    func rollBack() {
        guard let log = pivotLog else { return }
        pivotLog = nil
        for (entering, leaving) in log.reversed() {
            pivot(entering: leaving, leaving: entering)
        }
        infeasibleRows.removeAll()
    }
}
