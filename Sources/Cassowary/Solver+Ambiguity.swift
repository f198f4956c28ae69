extension Solver {
    /// Whether `variable` could take another value without changing how well
    /// any constraint is met: more than one solution is optimal for it. This
    /// is what Auto Layout calls an ambiguous layout.
    ///
    /// A variable is ambiguous when something it depends on can move for
    /// free: a non-basic unrestricted symbol, or a restricted one with zero
    /// objective weight that can grow before any row reaches its bound. A
    /// degenerate vertex, where such a move is blocked at once although a
    /// pivot would free it, is reported as determined.
    public func hasAmbiguousValue(_ variable: Variable) -> Bool {
        guard let symbol = symbolOfVariable(variable) else { return true }
        // A definition that refers to other variables is ambiguous if any of
        // them is; each is looked at once.
        var pending = [symbol], seen: Set<Int> = [symbol]
        while let current = pending.popLast() {
            guard let row = tableau.rows[current] else { return true }
            for term in row.terms {
                let free = Int(term.symbol)
                if tableau.isBasic(free) {
                    if seen.insert(free).inserted { pending.append(free) }
                    continue
                }
                guard tableau.weights[free].isZero else { continue }
                switch tableau.kinds[free] {
                case .external:
                    return true
                case .slack, .error:
                    if tableau.canIncrease(free) { return true }
                case .dummy, .unused:
                    continue
                }
            }
        }
        return false
    }
}

extension Tableau {
    /// Whether non-basic restricted `symbol` can grow from zero by some
    /// positive amount before a restricted row reaches zero.
    func canIncrease(_ symbol: Int) -> Bool {
        var blocked = false
        forEachEntry(in: symbol) { basic, coefficient in
            if kinds[basic].isRestricted && coefficient < 0 && nearZero(constants[basic]) { blocked = true }
        }
        return !blocked
    }
}
