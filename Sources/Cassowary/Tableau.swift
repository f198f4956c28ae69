/// The simplex tableau: a row for each basic symbol, a column index from each
/// symbol to the rows that hold it, and the lexicographic objective.
///
/// The column index is what lets a pivot touch only the rows that contain
/// the entering symbol. kiwi scans every row on every pivot instead, so its
/// cost per operation grows with the size of the whole system. Each column
/// entry also mirrors its coefficient, and basic values live in one dense
/// array, so the operations that need only a column and the constants
/// (a suggested value, a changed constant, a ratio test) read contiguous
/// memory and never search a row.
///
/// Stored properties are `@exclusivity(unchecked)`: measured, the runtime's
/// dynamic exclusivity checks on these arrays took 45% of solving time. The
/// check cannot fail here: the tableau is internal to one solver, reached
/// only through its own methods, and none of them holds an access to a
/// property across a call that could touch the same property.
final class Tableau {
    @exclusivity(unchecked) private(set) var kinds: [SymbolKind] = []
    /// `rows[s]` holds the terms of basic symbol `s`; nil when `s` is not basic.
    /// While a row is in the tableau its `constant` is unused: see `constants`.
    @exclusivity(unchecked) private(set) var rows: [Row?] = []
    /// `constants[s]` is the value of basic symbol `s`.
    @exclusivity(unchecked) private(set) var constants: [Double] = []
    /// `columnRows[s]` lists the basic symbols whose rows hold `s`, and
    /// `columnCoefficients[s]` the coefficient `s` has in each.
    @exclusivity(unchecked) private(set) var columnRows: [[Int]] = []
    @exclusivity(unchecked) private(set) var columnCoefficients: [[Double]] = []
    /// The objective, minimised: `sum(weights[s] * s)` over non-basic `s`.
    @exclusivity(unchecked) private(set) var weights: [Weight] = []
    @exclusivity(unchecked) private var freeSymbols: [Int] = []
    /// External symbols whose value may have changed since `drainChangedExternals`.
    @exclusivity(unchecked) private var changedExternals: [Int] = []
    @exclusivity(unchecked) private var isChanged: [Bool] = []
    /// Scratch space for merging rows, kept to avoid an allocation per merge.
    @exclusivity(unchecked) private var mergedSymbols: [Int] = []
    @exclusivity(unchecked) private var mergedCoefficients: [Double] = []
    @exclusivity(unchecked) private var mergedSlots: [Int] = []

    /// The phase-one objective while a row is added through an artificial variable.
    @exclusivity(unchecked) var artificialObjective: Row?
    /// Every non-basic symbol that could improve the objective is in here;
    /// entries that no longer can are skipped when popped.
    @exclusivity(unchecked) var enteringCandidates = SymbolHeap()
    /// Every restricted row that may have gone negative is in here.
    @exclusivity(unchecked) var infeasibleRows = SymbolHeap()
    /// While set, pivots are recorded so a failed operation can undo them.
    @exclusivity(unchecked) var pivotLog: [(entering: Int, leaving: Int)]?

    // MARK: - Symbols

    func newSymbol(_ kind: SymbolKind) -> Int {
        let symbol: Int
        if let free = freeSymbols.popLast() {
            symbol = free
            kinds[symbol] = kind
        } else {
            symbol = kinds.count
            kinds.append(kind)
            rows.append(nil)
            constants.append(0)
            columnRows.append([])
            columnCoefficients.append([])
            weights.append(Weight())
            isChanged.append(false)
        }
        noteValueChange(symbol)
        return symbol
    }

    /// Takes a symbol out of the tableau entirely, as if it were fixed at 0,
    /// and frees its id.
    func releaseSymbol(_ symbol: Int) {
        if rows[symbol] != nil { _ = takeRow(symbol) }
        for basic in columnRows[symbol] {
            let row = rows[basic]!
            row.remove(at: row.index(of: symbol)!)
        }
        columnRows[symbol].removeAll(keepingCapacity: true)
        columnCoefficients[symbol].removeAll(keepingCapacity: true)
        weights[symbol] = Weight()
        if let artificial = artificialObjective, let i = artificial.index(of: symbol) { artificial.remove(at: i) }
        kinds[symbol] = .unused
        freeSymbols.append(symbol)
    }

    @inline(__always) func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// A symbol's current value: its constant if basic, else 0.
    @inline(__always) func value(of symbol: Int) -> Double { rows[symbol] == nil ? 0 : constants[symbol] }

    @inline(__always)
    private func noteValueChange(_ symbol: Int) {
        if kinds[symbol] == .external && !isChanged[symbol] {
            isChanged[symbol] = true
            changedExternals.append(symbol)
        }
    }

    /// Calls `body` with each external symbol whose value may have changed
    /// since the last call, and its value now.
    func drainChangedExternals(_ body: (Int, Double) -> Void) {
        for symbol in changedExternals {
            isChanged[symbol] = false
            if kinds[symbol] == .external { body(symbol, value(of: symbol)) }
        }
        changedExternals.removeAll(keepingCapacity: true)
    }

    // MARK: - Rows and the column index

    func insertRow(_ row: Row, basic: Int) {
        rows[basic] = row
        constants[basic] = row.constant
        for i in row.symbols.indices {
            let symbol = row.symbols[i]
            row.columnSlots[i] = columnRows[symbol].count
            columnRows[symbol].append(basic)
            columnCoefficients[symbol].append(row.coefficients[i])
        }
        noteValueChange(basic)
    }

    func takeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        row.constant = constants[basic]
        for i in row.symbols.indices { removeColumnEntry(row.symbols[i], slot: row.columnSlots[i]) }
        noteValueChange(basic)
        return row
    }

    /// Adds `factor * symbol` to a row being built, expanded into its
    /// definition if `symbol` is basic.
    func addExpanded(_ symbol: Int, times factor: Double, to row: Row) {
        if let basicRow = rows[symbol] {
            row.constant += constants[symbol] * factor
            row.addTerms(of: basicRow, times: factor)
        } else {
            row.add(symbol, factor)
        }
    }

    /// Removes one entry from a column by swapping the last entry into its
    /// place, and tells the moved entry's row its new slot. The moved entry
    /// never belongs to a row being merged: a row holds each symbol once.
    @inline(__always)
    private func removeColumnEntry(_ symbol: Int, slot: Int) {
        let last = columnRows[symbol].count - 1
        if slot != last {
            let moved = columnRows[symbol][last]
            columnRows[symbol][slot] = moved
            columnCoefficients[symbol][slot] = columnCoefficients[symbol][last]
            let row = rows[moved]!
            row.columnSlots[row.index(of: symbol)!] = slot
        }
        columnRows[symbol].removeLast()
        columnCoefficients[symbol].removeLast()
    }

    /// Replaces the term of `symbol` in the tableau row of `basic` by
    /// `factor * source`, merging the sorted terms and keeping the columns.
    /// `symbol`'s own column is not touched: the caller clears it.
    private func substitute(_ symbol: Int, in target: Row, basic: Int, source: Row, factor: Double) {
        mergedSymbols.removeAll(keepingCapacity: true)
        mergedCoefficients.removeAll(keepingCapacity: true)
        mergedSlots.removeAll(keepingCapacity: true)
        let count = target.symbols.count, sourceCount = source.symbols.count
        var i = 0, j = 0
        while i < count || j < sourceCount {
            let mine = i < count ? target.symbols[i] : .max
            let theirs = j < sourceCount ? source.symbols[j] : .max
            if mine == symbol {
                i += 1
            } else if mine < theirs {
                mergedSymbols.append(mine)
                mergedCoefficients.append(target.coefficients[i])
                mergedSlots.append(target.columnSlots[i])
                i += 1
            } else if theirs < mine {
                let value = source.coefficients[j] * factor
                if !nearZero(value) {
                    mergedSymbols.append(theirs)
                    mergedCoefficients.append(value)
                    mergedSlots.append(columnRows[theirs].count)
                    columnRows[theirs].append(basic)
                    columnCoefficients[theirs].append(value)
                }
                j += 1
            } else {
                let value = target.coefficients[i] + source.coefficients[j] * factor
                let slot = target.columnSlots[i]
                if nearZero(value) {
                    removeColumnEntry(mine, slot: slot)
                } else {
                    mergedSymbols.append(mine)
                    mergedCoefficients.append(value)
                    mergedSlots.append(slot)
                    columnCoefficients[mine][slot] = value
                }
                i += 1
                j += 1
            }
        }
        swap(&target.symbols, &mergedSymbols)
        swap(&target.coefficients, &mergedCoefficients)
        swap(&target.columnSlots, &mergedSlots)
        constants[basic] += factor * source.constant
        noteValueChange(basic)
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
        let holders = columnRows[symbol], factors = columnCoefficients[symbol]
        columnRows[symbol].removeAll(keepingCapacity: true)
        columnCoefficients[symbol].removeAll(keepingCapacity: true)
        for k in holders.indices {
            let basic = holders[k]
            substitute(symbol, in: rows[basic]!, basic: basic, source: row, factor: factors[k])
            if kinds[basic].isRestricted && constants[basic] < 0 { infeasibleRows.push(basic) }
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
        if isBasic(marker) {
            constants[marker] -= shift
            noteValueChange(marker)
            if kinds[marker].isRestricted && constants[marker] < 0 { infeasibleRows.push(marker) }
            return kinds[marker] == .dummy && !nearZero(constants[marker])
        }
        var broken = false
        let holders = columnRows[marker], coefficients = columnCoefficients[marker]
        for k in holders.indices {
            let basic = holders[k]
            constants[basic] += coefficients[k] * shift
            switch kinds[basic] {
            case .slack, .error: if constants[basic] < 0 { infeasibleRows.push(basic) }
            case .dummy: if !nearZero(constants[basic]) { broken = true }
            case .external: noteValueChange(basic)
            case .unused: break
            }
        }
        return broken
    }
}
