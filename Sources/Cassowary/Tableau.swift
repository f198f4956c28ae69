/// The simplex tableau: a row for each basic symbol, a column index from each
/// symbol to the rows that hold it, and the lexicographic objective.
///
/// The column index is what lets a pivot touch only the rows that contain
/// the entering symbol. kiwi scans every row on every pivot instead, so its
/// cost per operation grows with the size of the whole system.
///
/// A row whose basic symbol is a variable may refer to other basic
/// variables instead of holding their definitions expanded: a chain of
/// equalities (each row below the one above) stays linear in size, where
/// the fully expanded tableau of Cassowary and kiwi grows quadratically.
/// Every row the simplex method reads (slacks, errors, dummies, the
/// objective) is kept fully expanded, and a row is expanded before it is
/// substituted into one of those or pivoted on.
///
/// Columns are doubly linked lists of entries in one shared pool, the
/// classic sparse-matrix layout: an entry joins or leaves a column in O(1),
/// and each entry mirrors its coefficient. Basic values live in one dense
/// array. So the operations that need only a column and the constants (a
/// suggested value, a changed constant, a ratio test) never search a row.
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
    /// `referenceCounts[s]` is how many basic variables the row of basic
    /// symbol `s` refers to; evaluation reads the constant alone when none.
    @exclusivity(unchecked) private(set) var referenceCounts: [Int32] = []
    /// `constants[s]` is the value of basic symbol `s`.
    @exclusivity(unchecked) private(set) var constants = RawStorage<Double>()
    /// Column entries, each in the doubly linked list of its symbol's column;
    /// freed entries are chained through `next` from `freeEntry`.
    @exclusivity(unchecked) private(set) var entries = RawStorage<ColumnEntry>(capacity: 64)
    @exclusivity(unchecked) private var freeEntry: Int32 = -1
    /// By symbol: its column's first entry (-1 if empty) and length.
    @exclusivity(unchecked) private(set) var columns = RawStorage<Column>()
    /// The objective, minimised: `sum(weights[s] * s)` over non-basic `s`.
    @exclusivity(unchecked) private(set) var weights: [Weight] = []
    @exclusivity(unchecked) private var freeSymbols: [Int] = []
    /// External symbols whose value may have changed since `drainChangedExternals`.
    @exclusivity(unchecked) private var changedExternals: [Int] = []
    @exclusivity(unchecked) private var isChanged: [Bool] = []
    /// Memo of `value(ofReferenced:)`, valid while `evaluatedEpoch` matches `epoch`.
    @exclusivity(unchecked) private var evaluatedValue: [Double] = []
    @exclusivity(unchecked) private var evaluatedEpoch: [Int] = []
    @exclusivity(unchecked) private var epoch = 0
    /// Scratch stacks for change notes and evaluation, kept to avoid an
    /// allocation per call (a suggestion makes several).
    @exclusivity(unchecked) private var pendingSymbols: [Int] = []
    @exclusivity(unchecked) private var notePending: [Int] = []
    /// Scratch space for expanding a row: a dense coefficient per symbol.
    @exclusivity(unchecked) private var expansion: [Double] = []
    /// The largest contribution added into each `expansion` entry, to tell
    /// a cancelled sum from a small coefficient (see `cancellation`).
    @exclusivity(unchecked) private var expansionScale: [Double] = []
    @exclusivity(unchecked) private var expansionTouched: [Int] = []
    @exclusivity(unchecked) private var isTouched: [Bool] = []
    @exclusivity(unchecked) private var expansionQueue = SymbolHeap(descending: true)
    /// Scratch space for merging rows, kept to avoid an allocation per merge.
    @exclusivity(unchecked) private var merged: [RowTerm] = []
    @exclusivity(unchecked) private var holders: [Int] = []
    @exclusivity(unchecked) private var holderFactors: [Double] = []
    /// Symbols that may have left their last row during a pivot (a
    /// substitution cancelled their coefficient, or solving the pivot row
    /// dropped it as rounding), checked when that row is inserted (see
    /// `dropResidualWeights`).
    @exclusivity(unchecked) private var emptiedColumns: [Int] = []

    /// The phase-one objective while a row is added through an artificial variable.
    @exclusivity(unchecked) var artificialObjective: Row?
    /// Every non-basic symbol that could improve the objective is in here;
    /// entries that no longer can are skipped when popped.
    @exclusivity(unchecked) var enteringCandidates = SymbolHeap()
    /// Every restricted row that may have gone negative is in here.
    @exclusivity(unchecked) var infeasibleRows = SymbolHeap()
    /// While set, pivots are recorded so a failed operation can undo them.
    @exclusivity(unchecked) var pivotLog: [(entering: Int, leaving: Int)]?
    /// Below this, a coefficient that is not a cancellation (a product, or
    /// a quotient of a row solved for a symbol) is dropped. None is: a
    /// product of real coefficients is real however small, and the symbol
    /// it multiplies may later take any value. It was `epsilon` (1e-8, as in
    /// kiwi) until issue 16's fuzzing found, twelve times, a required
    /// constraint missed because a real product below it had been dropped:
    /// the last, a slack worth 9.7e5 entering on a pivot of -1.27e-5, left
    /// products of 1e-9 and less behind and missed `44.5*v3 + 390*v1 - v0
    /// <= 0` by 647 (`Fuzz/Corpus/solver/well-scaled-miss-after-repair-a184537d`).
    /// Sums are still dropped when they cancel (`isCancelled`), and pivots
    /// still refuse coefficients that are rounding beside their row
    /// (`isNegligible`). `Solver.repairMissedRequiredConstraints()` sets it to
    /// `epsilon` for its second rebuild, the old rule.
    @exclusivity(unchecked) var coefficientFloor = 0.0

    struct ColumnEntry {
        /// The basic symbol of the row the entry is in.
        var row: Int32
        var next: Int32
        var previous: Int32
        var coefficient: Double
    }

    struct Column {
        var head: Int32 = -1
        var count: Int32 = 0
    }

    /// Swaps everything this tableau holds with `other`: how the solver puts
    /// an empty tableau in place for a rebuild, and the old one back if the
    /// rebuild does no better, while keeping `Solver.tableau` a `let` (a
    /// `var` there cost every operation a reload and retain of it: removing
    /// constraints measured 15% slower). Lists every stored property.
    func exchangeContents(with other: Tableau) {
        swap(&kinds, &other.kinds)
        swap(&rows, &other.rows)
        swap(&referenceCounts, &other.referenceCounts)
        swap(&constants, &other.constants)
        swap(&entries, &other.entries)
        swap(&freeEntry, &other.freeEntry)
        swap(&columns, &other.columns)
        swap(&weights, &other.weights)
        swap(&freeSymbols, &other.freeSymbols)
        swap(&changedExternals, &other.changedExternals)
        swap(&isChanged, &other.isChanged)
        swap(&evaluatedValue, &other.evaluatedValue)
        swap(&evaluatedEpoch, &other.evaluatedEpoch)
        swap(&epoch, &other.epoch)
        swap(&pendingSymbols, &other.pendingSymbols)
        swap(&notePending, &other.notePending)
        swap(&expansion, &other.expansion)
        swap(&expansionScale, &other.expansionScale)
        swap(&expansionTouched, &other.expansionTouched)
        swap(&isTouched, &other.isTouched)
        swap(&expansionQueue, &other.expansionQueue)
        swap(&merged, &other.merged)
        swap(&holders, &other.holders)
        swap(&holderFactors, &other.holderFactors)
        swap(&emptiedColumns, &other.emptiedColumns)
        swap(&artificialObjective, &other.artificialObjective)
        swap(&enteringCandidates, &other.enteringCandidates)
        swap(&infeasibleRows, &other.infeasibleRows)
        swap(&pivotLog, &other.pivotLog)
        swap(&coefficientFloor, &other.coefficientFloor)
    }

    deinit {
        constants.deallocate()
        entries.deallocate()
        columns.deallocate()
    }

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
            referenceCounts.append(0)
            columns.append(Column())
            weights.append(Weight())
            isChanged.append(false)
            evaluatedValue.append(0)
            evaluatedEpoch.append(-1)
        }
        noteValueChange(symbol)
        return symbol
    }

    /// Takes a symbol out of the tableau entirely, as if it were fixed at 0,
    /// and frees its id.
    func releaseSymbol(_ symbol: Int) {
        if rows[symbol] != nil {
            // Definitions that refer to it take its definition first: an
            // adopted variable (`canAdopt`) that no constraint mentions any
            // more may still stand for something in its holders.
            dereference(symbol)
            _ = takeRow(symbol)
        }
        forEachEntry(in: symbol) { basic, _ in
            let row = rows[basic]!
            row.remove(at: row.index(of: symbol)!)
        }
        clearColumn(symbol)
        weights[symbol] = Weight()
        if let artificial = artificialObjective, let i = artificial.index(of: symbol) { artificial.remove(at: i) }
        kinds[symbol] = .unused
        freeSymbols.append(symbol)
    }

    @inline(__always) func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// A symbol's current value: 0 if non-basic; for a basic symbol its
    /// row's constant plus the values of the basic variables its row refers to.
    func value(of symbol: Int) -> Double {
        epoch += 1
        return currentValue(of: symbol)
    }

    /// Calls `body` with a function giving symbols' values, all in one
    /// evaluation epoch: a chain of definitions shared by many of them is
    /// evaluated once, where `value(of:)` per symbol would walk it each time.
    func withValues<Result>(_ body: ((Int) -> Double) -> Result) -> Result {
        epoch += 1
        return body { currentValue(of: $0) }
    }

    /// `value(of:)` within the current evaluation epoch.
    private func currentValue(of symbol: Int) -> Double {
        guard let row = rows[symbol] else { return 0 }
        if referenceCounts[symbol] == 0 { return constants[symbol] }
        var total = constants[symbol]
        for term in row.terms where rows[Int(term.symbol)] != nil {
            total += term.coefficient * value(ofReferenced: Int(term.symbol))
        }
        return total
    }

    /// `value(of:)` for a referenced variable, remembered for the current
    /// evaluation epoch: a long chain of definitions is evaluated once, and
    /// without recursion as deep as the chain.
    private func value(ofReferenced start: Int) -> Double {
        if evaluatedEpoch[start] == epoch { return evaluatedValue[start] }
        pendingSymbols.removeAll(keepingCapacity: true)
        pendingSymbols.append(start)
        while let symbol = pendingSymbols.last {
            let row = rows[symbol]!
            var total = constants[symbol], ready = true
            if referenceCounts[symbol] > 0 {
                for term in row.terms {
                    let other = Int(term.symbol)
                    guard rows[other] != nil else { continue }
                    if evaluatedEpoch[other] == epoch {
                        total += term.coefficient * evaluatedValue[other]
                    } else {
                        ready = false
                        pendingSymbols.append(other)
                    }
                }
            }
            if ready {
                pendingSymbols.removeLast()
                evaluatedValue[symbol] = total
                evaluatedEpoch[symbol] = epoch
            }
        }
        return evaluatedValue[start]
    }

    /// Marks a variable whose value may have changed, and every variable
    /// whose definition refers to it.
    private func noteValueChange(_ symbol: Int) {
        guard kinds[symbol] == .external, !isChanged[symbol] else { return }
        isChanged[symbol] = true
        changedExternals.append(symbol)
        guard columns[symbol].count > 0 else { return }
        // Definitions that refer to this variable change with it, whether
        // it is still basic or has just left the basis (its value is then 0).
        notePending.removeAll(keepingCapacity: true)
        notePending.append(symbol)
        while let current = notePending.popLast() {
            forEachEntry(in: current) { holder, _ in
                guard kinds[holder] == .external, !isChanged[holder] else { return }
                isChanged[holder] = true
                changedExternals.append(holder)
                notePending.append(holder)
            }
        }
    }

    /// Marks a variable for the next `drainChangedExternals`, as if its value
    /// had changed: after the solver swaps tableaus, any may have.
    func noteChanged(_ symbol: Int) {
        noteValueChange(symbol)
    }

    /// Calls `body` with each external symbol whose value may have changed
    /// since the last call, and its value now.
    func drainChangedExternals(_ body: (Int, Double) -> Void) {
        epoch += 1
        for symbol in changedExternals {
            isChanged[symbol] = false
            if kinds[symbol] == .external { body(symbol, currentValue(of: symbol)) }
        }
        changedExternals.removeAll(keepingCapacity: true)
    }

    /// Replaces, in a row not in the tableau, every basic variable it refers
    /// to by that variable's definition, until only non-basic symbols remain:
    /// the fully expanded form the simplex method reads.
    func expandReferences(in row: Row) {
        // Any order gives the same row. Newest definitions first (highest
        // symbol, roughly the reverse of definition order) lets shared
        // parts cancel before they are expanded: two positions defined
        // from the same point of a long chain meet without walking it.
        // Short expansions merge directly; long ones go through a dense
        // accumulator, so a long chain costs its length, not its square.
        for _ in 0..<8 {
            guard let index = row.terms.lastIndex(where: { rows[Int($0.symbol)] != nil }) else { return }
            openReference(at: index, in: row)
        }
        guard hasReferences(row) else { return }
        if expansion.count < kinds.count {
            expansion.append(contentsOf: repeatElement(0, count: kinds.count - expansion.count))
            expansionScale.append(contentsOf: repeatElement(0, count: kinds.count - expansionScale.count))
            isTouched.append(contentsOf: repeatElement(false, count: kinds.count - isTouched.count))
        }
        func accumulate(_ symbol: Int, _ coefficient: Double) {
            if !isTouched[symbol] {
                isTouched[symbol] = true
                expansionTouched.append(symbol)
            }
            expansion[symbol] += coefficient
            expansionScale[symbol] = max(expansionScale[symbol], abs(coefficient))
            if rows[symbol] != nil { expansionQueue.push(symbol) }
        }
        for term in row.terms { accumulate(Int(term.symbol), term.coefficient) }
        let droppedBelow = coefficientFloor
        while let symbol = expansionQueue.pop() {
            let factor = expansion[symbol]
            expansion[symbol] = 0
            guard !isCancelled(factor, expansionScale[symbol], 0, of: kinds[symbol], floor: droppedBelow), let definition = rows[symbol] else { continue }
            row.constant += factor * constants[symbol]
            for term in definition.terms { accumulate(Int(term.symbol), factor * term.coefficient) }
        }
        var terms: [RowTerm] = []
        for symbol in expansionTouched.sorted() where !isCancelled(expansion[symbol], expansionScale[symbol], 0, of: kinds[symbol], floor: droppedBelow) && rows[symbol] == nil {
            terms.append(RowTerm(symbol: symbol, coefficient: expansion[symbol]))
        }
        for symbol in expansionTouched {
            expansion[symbol] = 0
            expansionScale[symbol] = 0
            isTouched[symbol] = false
        }
        expansionTouched.removeAll(keepingCapacity: true)
        row.terms = terms
    }

    /// Replaces, in a row not in the tableau, the basic variable `symbol` by
    /// its definition as it stands, references included: one level of
    /// `expandReferences`.
    func openReference(_ symbol: Int, in row: Row) {
        guard rows[symbol] != nil, let index = row.index(of: symbol) else { return }
        openReference(at: index, in: row)
    }

    /// `openReference(_:in:)` for the basic variable of the term at `index`.
    private func openReference(at index: Int, in row: Row) {
        let symbol = Int(row.terms[index].symbol), factor = row.terms[index].coefficient
        row.remove(at: index)
        row.constant += factor * constants[symbol]
        // `epsilon` here, not `coefficientFloor`: measured (issue 16),
        // keeping the small products of these short expansions too broke
        // three of `SolverAccuracyTests`' near-reciprocal sessions (misses
        // of 0.33 to 0.89), where rounding kept as a coefficient is later
        // pivoted on.
        row.addTerms(of: rows[symbol]!, times: factor, kinds: kinds, floor: epsilon)
    }

    /// Whether the non-basic variable `symbol` can become basic with `row`
    /// as its definition, references kept, while every row that holds it
    /// keeps it, as a reference to that definition, instead of taking the
    /// definition in (no substitution: the holders' terms stay as they are).
    ///
    /// Only variables' definitions may refer to other variables, so every
    /// holder must be one; the simplex reads only restricted rows and the
    /// objective, which must hold non-basic symbols only, so `symbol` may
    /// be in none of them. And no definition may come to refer to itself:
    /// no variable `row` refers to may be a holder of `symbol`, or refer to
    /// one, up the references. That walk is cut at `budget` definitions,
    /// beyond which the answer is no and the row is expanded as before.
    ///
    /// And every coefficient of `row` must be a power of two (±1, ±0.5,
    /// ±2…, as layout's positions and centres are), so that solving it for
    /// `symbol` and expanding it later multiply exactly. A definition kept
    /// apart from its holders is added into them at a later expansion
    /// instead of at once, and the rounding of the two paths differs.
    /// Measured on `SolverAccuracyTests`' random sessions: without this
    /// rule, required constraints were missed in 14 of the 120 the tests
    /// run (a later pivot entered on a residue of 1e-8 left by an
    /// expansion); with it, in none of those 120, and in 12 of 800 (seeds
    /// 0 to 399, both coefficient sets) where the solver without adoption
    /// misses in 4. After `repairMissedRequiredConstraints()`, which the
    /// layout engine and `trellis solve` run, 2 of 800 are left (1 without
    /// adoption).
    func canAdopt(_ symbol: Int, definedBy row: Row, budget: Int = 64) -> Bool {
        for term in row.terms where !Self.isPowerOfTwo(term.coefficient) { return false }
        guard mayAdopt(symbol) else { return false }
        var referenced: [Int] = []
        for term in row.terms where rows[Int(term.symbol)] != nil { referenced.append(Int(term.symbol)) }
        guard !referenced.isEmpty else { return true }
        var pending: [Int] = []
        forEachEntry(in: symbol) { holder, _ in pending.append(holder) }
        var visited: [Int] = []
        while let current = pending.popLast() {
            if referenced.contains(current) { return false }
            if visited.contains(current) { continue }
            visited.append(current)
            if visited.count > budget { return false }
            // Every row that holds a basic variable refers to it.
            forEachEntry(in: current) { referrer, _ in pending.append(referrer) }
        }
        return true
    }

    /// The part of `canAdopt` that depends on `symbol` alone, and costs
    /// one walk of its column: a non-basic variable in the objective of
    /// neither phase, held by variables' definitions only.
    func mayAdopt(_ symbol: Int) -> Bool {
        guard kinds[symbol] == .external, rows[symbol] == nil, weights[symbol].isZero else { return false }
        if let artificial = artificialObjective, artificial.index(of: symbol) != nil { return false }
        var acceptable = true
        forEachEntry(in: symbol) { holder, _ in
            if kinds[holder] != .external { acceptable = false }
        }
        return acceptable
    }

    /// Whether `value` is ±2^k: multiplying or dividing by it is exact.
    @inline(__always)
    static func isPowerOfTwo(_ value: Double) -> Bool {
        value != 0 && value.significandBitPattern == 0 && value.isNormal
    }

    /// Whether a row not in the tableau refers to a basic variable.
    func hasReferences(_ row: Row) -> Bool {
        row.terms.contains { rows[Int($0.symbol)] != nil }
    }

    // MARK: - Columns

    /// How many rows hold `symbol`.
    @inline(__always) func columnCount(_ symbol: Int) -> Int { Int(columns[symbol].count) }

    /// Calls `body` with the basic symbol and coefficient of each row that
    /// holds `symbol`. `body` must not change that column.
    @inline(__always)
    func forEachEntry(in symbol: Int, _ body: (Int, Double) -> Void) {
        var entry = columns[symbol].head
        while entry >= 0 {
            let current = entries[Int(entry)]
            body(Int(current.row), current.coefficient)
            entry = current.next
        }
    }

    @inline(__always)
    private func link(_ symbol: Int, basic: Int, coefficient: Double) -> Int32 {
        let head = columns[symbol].head
        let new = ColumnEntry(row: Int32(truncatingIfNeeded: basic), next: head, previous: -1, coefficient: coefficient)
        let entry: Int32
        if freeEntry >= 0 {
            entry = freeEntry
            freeEntry = entries[Int(entry)].next
            entries[Int(entry)] = new
        } else {
            entry = Int32(truncatingIfNeeded: entries.count)
            entries.append(new)
        }
        if head >= 0 { entries[Int(head)].previous = entry }
        columns[symbol] = Column(head: entry, count: columns[symbol].count + 1)
        return entry
    }

    @inline(__always)
    private func unlink(_ symbol: Int, entry: Int32) {
        let current = entries[Int(entry)]
        if current.previous >= 0 { entries[Int(current.previous)].next = current.next } else { columns[symbol].head = current.next }
        if current.next >= 0 { entries[Int(current.next)].previous = current.previous }
        entries[Int(entry)].next = freeEntry
        freeEntry = entry
        columns[symbol].count -= 1
    }

    /// Frees a whole column at once (its rows are rewritten by the caller).
    private func clearColumn(_ symbol: Int) {
        var entry = columns[symbol].head
        while entry >= 0 {
            let next = entries[Int(entry)].next
            entries[Int(entry)].next = freeEntry
            freeEntry = entry
            entry = next
        }
        columns[symbol] = Column()
    }

    // MARK: - Rows

    func insertRow(_ row: Row, basic: Int) {
        rows[basic] = row
        constants[basic] = row.constant
        var references: Int32 = 0
        for term in row.terms where rows[Int(term.symbol)] != nil { references += 1 }
        referenceCounts[basic] = references
        // Rows that hold `basic` now refer to a basic variable. Only a row
        // put back where it was taken from has such holders (a symbol
        // entering the basis has had its column substituted away), and
        // `takeRow` uncounted them: a refused pivot once left a
        // definition's reference count one short.
        forEachEntry(in: basic) { holder, _ in referenceCounts[holder] += 1 }
        row.terms.withUnsafeMutableBufferPointer { terms in
            for i in terms.indices {
                terms[i].entry = link(Int(terms[i].symbol), basic: basic, coefficient: terms[i].coefficient)
            }
        }
        noteValueChange(basic)
        if !emptiedColumns.isEmpty { dropResidualWeights() }
    }

    /// A free or fixed symbol (a variable or a required equality's dummy)
    /// that no row holds changes no error, so its objective weight is zero
    /// in exact arithmetic: the weight is a sum over the rows of its column.
    /// When a pivot takes its last coefficient away as rounding (a
    /// substitution cancels it, or solving the pivot row drops it below
    /// epsilon), the weight, kept by a separate sum, can keep a residue: the
    /// fuzzer found 4.5e-8 on a dummy whose coefficient 4.5e-8 became
    /// 2.25e-9 when its row was divided by -20. This drops it. It runs only
    /// once the pivot's own row is back in the tableau: until then that
    /// row, taken out, still holds the symbol and its weight is real.
    private func dropResidualWeights() {
        for symbol in emptiedColumns where rows[symbol] == nil && columns[symbol].count == 0 {
            switch kinds[symbol] {
            case .external, .dummy: weights[symbol] = Weight()
            case .slack, .error, .unused: break
            }
        }
        emptiedColumns.removeAll(keepingCapacity: true)
    }

    /// Expands every row that refers to the basic variable `basic`, before
    /// its definition leaves the tableau (a pivot takes `basic` out of the
    /// basis, or a removal drops its row).
    ///
    /// A reference is exact while `basic` is basic, but it hides its
    /// expansion from the tests every expanded coefficient goes through:
    /// a row may refer to `v2` by -2.67e-6 and hold -1.04 times `v4` beside
    /// +1.04 in `v2`'s definition, terms that cancel only once expanded.
    /// Left in place when `basic` leaves the basis, the reference becomes a
    /// term on a now non-basic symbol, and whatever its expansion cancelled
    /// turns into coefficients the true system does not have. The fuzzer
    /// (issue 16) found the required `375*v5 - 375 <= 0` accepted beside
    /// the required `v5 >= 3`: after two removals `v5`'s row read
    /// `3 + 3.96e-8*v4 - 2.67e-6*v2 + 2*s`, where only `s` is real (only
    /// `v5 >= 3` mentions `v5`), and the add was solved for `v4`, moving it
    /// to -5e7, instead of being refused. Expanded first, as in kiwi's
    /// fully expanded tableau, such a row holds what the pivot leaves of
    /// each symbol, and a sum that cancels is dropped.
    ///
    /// Costs one expansion per referring row, only when a referenced
    /// variable leaves the basis: in removals, where a constraint's marker
    /// is in variables' rows only (the simplex's own pivots leave
    /// restricted rows, to which no row refers).
    func dereference(_ basic: Int) {
        guard columns[basic].count > 0, rows[basic] != nil else { return }
        var referring: [Int] = []
        forEachEntry(in: basic) { holder, _ in referring.append(holder) }
        for holder in referring { expandDefinition(of: holder) }
    }

    /// Replaces the definition of basic variable `basic` by its full
    /// expansion; rows that refer to it keep referring to it.
    func expandDefinition(of basic: Int) {
        let row = takeRow(basic)
        expandReferences(in: row)
        insertRow(row, basic: basic)
    }

    func takeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        referenceCounts[basic] = 0
        forEachEntry(in: basic) { holder, _ in referenceCounts[holder] -= 1 }
        row.constant = constants[basic]
        for term in row.terms { unlink(Int(term.symbol), entry: term.entry) }
        noteValueChange(basic)
        return row
    }

    /// Replaces the term of `symbol` in the tableau row of `basic` by
    /// `factor * source`, merging the sorted terms and keeping the columns.
    /// `symbol`'s own column is not touched: the caller clears it.
    private func substitute(_ symbol: Int, in target: Row, basic: Int, source: Row, factor: Double) {
        let count = target.terms.count, sourceCount = source.terms.count
        let capacity = count + sourceCount
        if merged.count < capacity {
            merged.append(contentsOf: repeatElement(RowTerm(symbol: 0, coefficient: 0), count: capacity - merged.count))
        }
        let key = Int32(truncatingIfNeeded: symbol)
        let droppedBelow = coefficientFloor
        let n = merged.withUnsafeMutableBufferPointer { out in
        target.terms.withUnsafeBufferPointer { mine in
        source.terms.withUnsafeBufferPointer { theirs in
            var n = 0, i = 0, j = 0
            while i < count || j < sourceCount {
                let a = i < count ? mine[i].symbol : .max
                let b = j < sourceCount ? theirs[j].symbol : .max
                if a == key {
                    i += 1
                } else if a < b {
                    out[n] = mine[i]
                    n += 1; i += 1
                } else if b < a {
                    let value = theirs[j].coefficient * factor
                    if !isCancelled(value, 0, value, of: kinds[Int(b)], floor: droppedBelow) {
                        out[n] = RowTerm(symbol: Int(b), coefficient: value,
                                         entry: link(Int(b), basic: basic, coefficient: value))
                        n += 1
                    }
                    j += 1
                } else {
                    let added = theirs[j].coefficient * factor
                    let value = mine[i].coefficient + added
                    let entry = mine[i].entry
                    if isCancelled(value, mine[i].coefficient, added, of: kinds[Int(a)], floor: droppedBelow) {
                        unlink(Int(a), entry: entry)
                        if columns[Int(a)].count == 0 { emptiedColumns.append(Int(a)) }
                    } else {
                        out[n] = RowTerm(symbol: Int(a), coefficient: value, entry: entry)
                        entries[Int(entry)].coefficient = value
                        n += 1
                    }
                    i += 1; j += 1
                }
            }
            return n
        }}}
        target.terms.removeAll(keepingCapacity: true)
        target.terms.append(contentsOf: merged[..<n])
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
        for term in row.terms {
            addToObjective(Int(term.symbol), term.coefficient * value, at: priority)
        }
    }

    /// Makes `symbol` no longer improve the objective being minimised when
    /// moved in `direction`: the phase-one objective loses the term; the
    /// lexicographic one loses its leading levels that improve, down to the
    /// first that does not, and keeps every level below. A symbol in no row
    /// changes no violation, so all of its weight is rounding.
    func dropImprovingLevels(of symbol: Int, direction: Int) {
        if let artificial = artificialObjective {
            if let i = artificial.index(of: symbol) { artificial.remove(at: i) }
        } else if columnCount(symbol) == 0 {
            weights[symbol] = Weight()
        } else {
            weights[symbol].dropLeadingLevels(improvingIn: direction)
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
        let pivoted = pivotIfPossible(entering: entering, leaving: leaving)
        assert(pivoted, "symbol \(entering) is not in the row of \(leaving)")
    }

    /// `pivot(entering:leaving:)`, or false with the tableau unchanged when
    /// the row of `leaving`, expanded, does not hold `entering`.
    func pivotIfPossible(entering: Int, leaving: Int) -> Bool {
        dereference(leaving)
        let row = takeRow(leaving)
        expandReferences(in: row)
        // The same test as the ratio tests' (an absolute 1e-8 here once
        // refused the pivot `Solver.remove` had chosen by the relative
        // test, in a row whose coefficients were all small).
        guard let index = row.index(of: entering), !Self.isNegligible(row.terms[index].coefficient, in: row) else {
            insertRow(row, basic: leaving)
            return false
        }
        row.add(leaving, -1)
        solve(row, for: entering)
        substitute(entering, row)
        insertRow(row, basic: entering)
        pivotLog?.append((entering, leaving))
        return true
    }

    /// `row.solve(for:keeping:)` for a row about to be inserted, noting the
    /// symbols it drops as rounding: one of them may be left in no row.
    func solve(_ row: Row, for symbol: Int, keeping kept: Int = -1) {
        let dropped = row.solve(for: symbol, keeping: kept, kinds: kinds, floor: coefficientFloor)
        if !dropped.isEmpty { emptiedColumns.append(contentsOf: dropped) }
    }

    /// Replaces `symbol`, which is becoming basic with definition `row`, in
    /// every row that holds it and in the objectives.
    func substitute(_ symbol: Int, _ row: Row) {
        holders.removeAll(keepingCapacity: true)
        holderFactors.removeAll(keepingCapacity: true)
        forEachEntry(in: symbol) { basic, coefficient in
            holders.append(basic)
            holderFactors.append(coefficient)
        }
        clearColumn(symbol)
        for k in holders.indices {
            let basic = holders[k]
            substitute(symbol, in: rows[basic]!, basic: basic, source: row, factor: holderFactors[k])
            if kinds[basic].isRestricted && constants[basic] < 0 { infeasibleRows.push(basic) }
        }
        let weight = weights[symbol]
        if !weight.isZero {
            weights[symbol] = Weight()
            for term in row.terms {
                let symbol = Int(term.symbol)
                weights[symbol].add(weight, times: term.coefficient)
                noteObjectiveChange(symbol)
            }
        }
        if let artificial = artificialObjective, let i = artificial.index(of: symbol) {
            let factor = artificial.terms[i].coefficient
            artificial.remove(at: i)
            artificial.add(row, times: factor, floor: coefficientFloor)
        }
    }

    /// Gives basic symbols new values (`Solver.refinedValues()`), each
    /// through its row's own constant: a row that refers to other basic
    /// variables keeps the references, and its constant becomes the value
    /// less what they add. Coefficients and the basis stay as they are.
    ///
    /// The references are evaluated first, and the constant is taken
    /// against what they evaluate to, not against their exact values: a
    /// reference's rounding (2e-13 in `1749.02 - 7 * 249.998`) would
    /// otherwise reach every row that refers to it, multiplied by the
    /// coefficient (by 43 and then 375 in
    /// `SolverTests.aSmallDifferenceOfLargeValuesIsRepairedByRefinement`).
    /// `symbols` must hold every basic symbol the given ones refer to.
    func setValues(ofBasic symbols: [Int], _ values: [Double]) {
        var position = [Int](repeating: -1, count: rows.count)
        for (k, symbol) in symbols.enumerated() { position[symbol] = k }
        var evaluated = [Double](repeating: 0, count: symbols.count)
        var settled = [Bool](repeating: false, count: symbols.count)
        var pending: [Int] = []
        for start in symbols.indices where !settled[start] {
            pending.append(start)
            while let k = pending.last {
                let symbol = symbols[k]
                let row = rows[symbol]!
                var ready = true
                if referenceCounts[symbol] > 0 {
                    for term in row.terms where rows[Int(term.symbol)] != nil {
                        let other = position[Int(term.symbol)]
                        precondition(other >= 0, "a basic symbol refers to one not given a value")
                        if !settled[other] {
                            ready = false
                            pending.append(other)
                        }
                    }
                }
                guard ready else { continue }
                pending.removeLast()
                guard !settled[k] else { continue }
                var references = 0.0
                if referenceCounts[symbol] > 0 {
                    for term in row.terms where rows[Int(term.symbol)] != nil {
                        references += term.coefficient * evaluated[position[Int(term.symbol)]]
                    }
                }
                let constant = values[k] - references
                constants[symbol] = constant
                // What `currentValue(of:)` will read: the same sum, in the same order.
                var total = constant
                if referenceCounts[symbol] > 0 {
                    for term in row.terms where rows[Int(term.symbol)] != nil {
                        total += term.coefficient * evaluated[position[Int(term.symbol)]]
                    }
                }
                evaluated[k] = total
                settled[k] = true
            }
        }
        for symbol in symbols { noteValueChange(symbol) }
        epoch += 1
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
        forEachEntry(in: marker) { basic, coefficient in
            constants[basic] += coefficient * shift
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
