/// The simplex tableau: a row for each basic symbol, a column index from each
/// symbol to the rows that hold it, and the lexicographic objective.
///
/// The column index is what lets a pivot touch only the rows that contain
/// the entering symbol. kiwi scans every row on every pivot instead, so its
/// cost per operation grows with the size of the whole system.
final class Tableau {
    private(set) var kinds: [SymbolKind] = []
    /// `rows[s]` is the row of basic symbol `s`; nil when `s` is not basic.
    private(set) var rows: [Row?] = []
    /// `columns[s]` lists the basic symbols whose rows contain `s`.
    private(set) var columns: [[Int]] = []
    /// The objective, minimised: `sum(weights[s] * s)` over non-basic `s`.
    private(set) var weights: [Weight] = []
    private var freeSymbols: [Int] = []

    /// The phase-one objective while a row is added through an artificial variable.
    var artificialObjective: Row?
    /// Every non-basic symbol that could improve the objective is in here;
    /// entries that no longer can are skipped when popped.
    var enteringCandidates = SymbolHeap()
    /// Every restricted row that may have gone negative is in here.
    var infeasibleRows = SymbolHeap()
    /// While set, pivots are recorded so a failed operation can undo them.
    var pivotLog: [(entering: Int, leaving: Int)]?

    // MARK: - Symbols

    func newSymbol(_ kind: SymbolKind) -> Int {
        if let symbol = freeSymbols.popLast() {
            kinds[symbol] = kind
            return symbol
        }
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        weights.append(Weight())
        return kinds.count - 1
    }

    /// Takes a symbol out of the tableau entirely, as if it were fixed at 0,
    /// and frees its id.
    func releaseSymbol(_ symbol: Int) {
        if rows[symbol] != nil { _ = takeRow(symbol) }
        for basic in columns[symbol] {
            let row = rows[basic]!
            row.remove(at: row.index(of: symbol)!)
        }
        columns[symbol].removeAll(keepingCapacity: true)
        weights[symbol] = Weight()
        if let artificial = artificialObjective, let i = artificial.index(of: symbol) { artificial.remove(at: i) }
        kinds[symbol] = .unused
        freeSymbols.append(symbol)
    }

    @inline(__always) func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// A symbol's current value: its row's constant if basic, else 0.
    @inline(__always) func value(of symbol: Int) -> Double { rows[symbol]?.constant ?? 0 }

    // MARK: - Rows and the column index

    func insertRow(_ row: Row, basic: Int) {
        rows[basic] = row
        for symbol in row.symbols { columns[symbol].append(basic) }
    }

    func takeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        for symbol in row.symbols { removeFromColumn(symbol, basic) }
        return row
    }

    @inline(__always)
    private func removeFromColumn(_ symbol: Int, _ basic: Int) {
        if let i = columns[symbol].firstIndex(of: basic) {
            columns[symbol].swapAt(i, columns[symbol].count - 1)
            columns[symbol].removeLast()
        }
    }

    /// Adds `coefficient * symbol` to the row of `basic`, keeping the column index.
    @inline(__always)
    private func addTerm(_ row: Row, basic: Int, _ symbol: Int, _ coefficient: Double) {
        if let i = row.index(of: symbol) {
            let sum = row.coefficients[i] + coefficient
            if nearZero(sum) {
                row.remove(at: i)
                removeFromColumn(symbol, basic)
            } else {
                row.coefficients[i] = sum
            }
        } else if !nearZero(coefficient) {
            row.symbols.append(symbol)
            row.coefficients.append(coefficient)
            columns[symbol].append(basic)
        }
    }

    // MARK: - The objective

    func addToObjective(_ symbol: Int, _ value: Double, at priority: Float) {
        weights[symbol].add(value, at: priority)
        noteObjectiveChange(symbol)
    }

    /// Adds `factor * row` to the objective (for a basic symbol's weight).
    func addToObjective(_ row: Row, times value: Double, at priority: Float) {
        for i in row.symbols.indices {
            addToObjective(row.symbols[i], row.coefficients[i] * value, at: priority)
        }
    }

    /// Whether entering `symbol` would lower the objective, and in which
    /// direction (+1: increase it; -1: decrease it, for unrestricted symbols).
    @inline(__always)
    func improvingDirection(_ symbol: Int) -> Int {
        let sign = weights[symbol].sign
        switch kinds[symbol] {
        case .slack, .error: return sign < 0 ? 1 : 0
        case .external: return -sign
        case .dummy, .unused: return 0
        }
    }

    @inline(__always)
    private func noteObjectiveChange(_ symbol: Int) {
        if improvingDirection(symbol) != 0 { enteringCandidates.push(symbol) }
    }

    // MARK: - Pivoting

    /// Makes `entering` basic in place of `leaving`, using the row of `leaving`.
    func pivot(entering: Int, leaving: Int) {
        let row = takeRow(leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, row)
        insertRow(row, basic: entering)
        pivotLog?.append((entering, leaving))
    }

    /// Replaces `symbol`, which is becoming basic with definition `row`, in
    /// every row that holds it and in the objectives.
    func substitute(_ symbol: Int, _ row: Row) {
        let holders = columns[symbol]
        columns[symbol].removeAll(keepingCapacity: true)
        for basic in holders {
            let target = rows[basic]!
            let i = target.index(of: symbol)!
            let factor = target.coefficients[i]
            target.remove(at: i)
            target.constant += factor * row.constant
            for j in row.symbols.indices {
                addTerm(target, basic: basic, row.symbols[j], factor * row.coefficients[j])
            }
            if kinds[basic].isRestricted && target.constant < 0 { infeasibleRows.push(basic) }
        }
        let weight = weights[symbol]
        if !weight.isZero {
            weights[symbol] = Weight()
            for j in row.symbols.indices {
                let term = row.symbols[j]
                weights[term].add(weight, times: row.coefficients[j])
                noteObjectiveChange(term)
            }
        }
        if let artificial = artificialObjective, let i = artificial.index(of: symbol) {
            let factor = artificial.coefficients[i]
            artificial.remove(at: i)
            artificial.add(row, times: factor)
        }
    }

    /// Rewrites the tableau for `marker = marker' + shift`, where `marker'`
    /// takes the old marker's place. This is how a constraint's constant
    /// changes without removing and re-adding it: the marker appears in its
    /// own constraint only, so shifting it is the same as shifting that
    /// constraint's constant. Returns whether a required equality became
    /// impossible (a basic dummy left non-zero).
    func shiftMarker(_ marker: Int, by shift: Double) -> Bool {
        if let row = rows[marker] {
            row.constant -= shift
            if kinds[marker].isRestricted && row.constant < 0 { infeasibleRows.push(marker) }
            return kinds[marker] == .dummy && !nearZero(row.constant)
        }
        var broken = false
        for basic in columns[marker] {
            let row = rows[basic]!
            row.constant += row.coefficient(for: marker) * shift
            switch kinds[basic] {
            case .slack, .error: if row.constant < 0 { infeasibleRows.push(basic) }
            case .dummy: if !nearZero(row.constant) { broken = true }
            case .external, .unused: break
            }
        }
        return broken
    }
}
