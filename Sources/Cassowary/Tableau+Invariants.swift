// Debug-build checks of the tableau's bookkeeping, as swift-collections
// checks its own (`_checkInvariants()`): every redundant structure (columns,
// entry mirrors, reference counts, weights of basic symbols) agrees with the
// rows. Feasibility is a matter of rounding, not bookkeeping: the tests
// check it as the constraints' violations. Tests and the fuzz targets call it
// after every operation; in release builds it compiles to nothing unless
// built with `-DCASSOWARY_INVARIANTS`, so layout never pays for it.

extension Solver {
    /// Traps with a description of the first broken invariant, if any
    /// (`fatalError`, whose message `-O` keeps, unlike a precondition's).
    ///
    /// Only in debug builds or with `-DCASSOWARY_INVARIANTS`; otherwise a no-op.
    ///
    /// - Complexity: O(size of the tableau).
    package func checkInvariants() {
        #if DEBUG || CASSOWARY_INVARIANTS
        if let problem = tableau.invariantViolation() { fatalError("Cassowary tableau invariant: \(problem)") }
        #endif
    }
}

extension Tableau {
    /// The first broken invariant, described, or nil when all hold.
    func invariantViolation() -> String? {
        var linked = [Int](repeating: 0, count: kinds.count)
        for basic in kinds.indices {
            guard let row = rows[basic] else {
                if referenceCounts[basic] != 0 { return "non-basic \(basic) has reference count \(referenceCounts[basic])" }
                continue
            }
            if kinds[basic] == .unused { return "freed symbol \(basic) is basic" }
            if !weights[basic].isZero { return "basic symbol \(basic) has objective weight" }
            var references: Int32 = 0
            var previous = Int32.min
            for term in row.terms {
                let symbol = Int(term.symbol)
                if term.symbol <= previous { return "row \(basic) terms are not sorted and unique at symbol \(symbol)" }
                previous = term.symbol
                if symbol == basic { return "row \(basic) holds its own basic symbol" }
                if kinds[symbol] == .unused { return "row \(basic) holds freed symbol \(symbol)" }
                if !term.coefficient.isFinite { return "row \(basic) has coefficient \(term.coefficient) for \(symbol)" }
                if rows[symbol] != nil {
                    // Only a variable's definition may refer to another variable's.
                    if kinds[basic] != .external || kinds[symbol] != .external {
                        return "row \(basic) (\(kinds[basic])) refers to basic \(symbol) (\(kinds[symbol]))"
                    }
                    references += 1
                }
                guard term.entry >= 0, Int(term.entry) < entries.count else { return "row \(basic) term \(symbol) has no column entry" }
                let entry = entries[Int(term.entry)]
                if Int(entry.row) != basic || entry.coefficient != term.coefficient {
                    return "column entry of \(symbol) in row \(basic) says row \(entry.row), coefficient \(entry.coefficient) (row has \(term.coefficient))"
                }
                linked[symbol] += 1
            }
            if references != referenceCounts[basic] { return "row \(basic) refers to \(references) basic variables, count says \(referenceCounts[basic])" }
            if !constants[basic].isFinite { return "basic \(basic) has value \(constants[basic])" }
        }
        for symbol in kinds.indices {
            var count = 0
            var entry = columns[symbol].head
            var previous: Int32 = -1
            while entry >= 0 {
                let current = entries[Int(entry)]
                if current.previous != previous { return "column \(symbol) is not doubly linked at entry \(entry)" }
                guard rows[Int(current.row)]?.index(of: symbol) != nil else { return "column \(symbol) names row \(current.row), which does not hold it" }
                count += 1
                if count > entries.count { return "column \(symbol) loops" }
                previous = entry
                entry = current.next
            }
            if count != linked[symbol] || count != Int(columns[symbol].count) {
                return "column \(symbol) has \(count) entries, count says \(columns[symbol].count), rows hold it \(linked[symbol]) times"
            }
            if rows[symbol] == nil, kinds[symbol] == .external || kinds[symbol] == .dummy, !weights[symbol].isZero, count == 0 {
                // A free or fixed symbol in no row cannot change any violation.
                return "symbol \(symbol) (\(kinds[symbol])) is in no row but has objective weight \(weights[symbol])"
            }
        }
        return referenceCycle()
    }

    /// A definition that refers to itself, directly or through others,
    /// described; nil when the references form no cycle. Evaluation and
    /// expansion both assume there is none (`canAdopt` keeps it so).
    private func referenceCycle() -> String? {
        // 0: not seen, 1: on the current path, 2: done.
        var state = [UInt8](repeating: 0, count: kinds.count)
        for start in kinds.indices where rows[start] != nil && referenceCounts[start] > 0 && state[start] == 0 {
            var path: [(symbol: Int, next: Int)] = [(start, 0)]
            state[start] = 1
            while let (symbol, next) = path.last {
                let terms = rows[symbol]!.terms
                guard let offset = terms[next...].firstIndex(where: { rows[Int($0.symbol)] != nil }) else {
                    state[symbol] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next = offset + 1
                let referenced = Int(terms[offset].symbol)
                if state[referenced] == 1 { return "the definition of \(referenced) refers to itself through \(symbol)" }
                if state[referenced] == 0 {
                    state[referenced] = 1
                    path.append((referenced, 0))
                }
            }
        }
        return nil
    }
}
