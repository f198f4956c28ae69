/// One term of a row: a symbol, its coefficient, and (while the row is in
/// the tableau) its entry in that symbol's column. Packed into 16 bytes:
/// rows are most of the tableau's memory, and building a long chain of
/// constraints writes millions of terms.
struct RowTerm {
    var symbol: Int32
    var entry: Int32
    var coefficient: Double

    init(symbol: Int, coefficient: Double, entry: Int32 = -1) {
        self.symbol = Int32(truncatingIfNeeded: symbol)
        self.entry = entry
        self.coefficient = coefficient
    }
}

/// One tableau row: `basic = constant + sum(coefficient * symbol)` once it
/// has a basic symbol, or `0 = constant + sum(...)` while it is being built.
///
/// Terms are sorted by symbol, so a lookup is a binary search and adding one
/// row to another is a merge: rows can grow long (a chain of required
/// equalities leaves every later row holding the earlier ones' markers), and
/// a linear scan per term would make such systems quadratic per pivot.
///
/// Properties are `@exclusivity(unchecked)` for the reason given on
/// ``Tableau``.
final class Row {
    @exclusivity(unchecked) var terms: [RowTerm] = []
    @exclusivity(unchecked) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(copying row: Row) {
        terms = row.terms
        constant = row.constant
    }

    /// The index of `symbol`, or where it would be inserted, negated minus one.
    @inline(__always)
    func search(_ symbol: Int) -> Int {
        let key = Int32(truncatingIfNeeded: symbol)
        return terms.withUnsafeBufferPointer { terms in
            var low = 0, high = terms.count
            while low < high {
                let middle = (low + high) >> 1
                let value = terms[middle].symbol
                if value < key { low = middle + 1 } else if value > key { high = middle } else { return middle }
            }
            return -low - 1
        }
    }

    @inline(__always)
    func index(of symbol: Int) -> Int? {
        let i = search(symbol)
        return i >= 0 ? i : nil
    }

    func coefficient(for symbol: Int) -> Double {
        let i = search(symbol)
        return i >= 0 ? terms[i].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the term if it cancels.
    /// Only for rows that are not in the tableau (columns are not told).
    /// With `kinds`, a dummy's term is dropped only by a cancellation
    /// (`isCancelled(_:_:_:of:)`).
    func add(_ symbol: Int, _ coefficient: Double, kinds: [SymbolKind]? = nil, floor: Double = epsilon) {
        let kind = kinds?[symbol] ?? .unused
        let i = search(symbol)
        if i >= 0 {
            let sum = terms[i].coefficient + coefficient
            if isCancelled(sum, terms[i].coefficient, coefficient, of: kind, floor: floor) { terms.remove(at: i) } else { terms[i].coefficient = sum }
        } else if !isCancelled(coefficient, 0, coefficient, of: kind, floor: floor) {
            terms.insert(RowTerm(symbol: symbol, coefficient: coefficient), at: -i - 1)
        }
    }

    /// Adds `factor * other`, constant included. Only for rows that are
    /// not in the tableau.
    func add(_ other: Row, times factor: Double, floor: Double = epsilon) {
        constant += other.constant * factor
        addTerms(of: other, times: factor, floor: floor)
    }

    /// Adds `factor * other`'s terms (not its constant) by merging; with
    /// `kinds`, dummies' terms as `add(_:_:kinds:)` says.
    func addTerms(of other: Row, times factor: Double, kinds: [SymbolKind]? = nil, floor: Double = epsilon) {
        if other.terms.count <= 2 {
            for term in other.terms { add(Int(term.symbol), term.coefficient * factor, kinds: kinds, floor: floor) }
            return
        }
        var merged: [RowTerm] = []
        merged.reserveCapacity(terms.count + other.terms.count)
        terms.withUnsafeBufferPointer { mine in
            other.terms.withUnsafeBufferPointer { theirs in
                var i = 0, j = 0
                while i < mine.count || j < theirs.count {
                    let a = i < mine.count ? mine[i].symbol : .max
                    let b = j < theirs.count ? theirs[j].symbol : .max
                    if a < b {
                        merged.append(mine[i]); i += 1
                    } else {
                        let own = a == b ? mine[i].coefficient : 0, added = theirs[j].coefficient * factor
                        let value = own + added
                        if a == b { i += 1 }
                        if !isCancelled(value, own, added, of: kinds?[Int(b)] ?? .unused, floor: floor) { merged.append(RowTerm(symbol: Int(b), coefficient: value)) }
                        j += 1
                    }
                }
            }
        }
        terms = merged
    }

    /// The largest magnitude of a coefficient: what the pivot tolerance is relative to.
    var largestCoefficient: Double {
        var largest = 0.0
        for term in terms { largest = max(largest, abs(term.coefficient)) }
        return largest
    }

    func remove(at i: Int) {
        terms.remove(at: i)
    }

    func negate() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Turns `0 = constant + a*symbol + rest` into `symbol = -constant/a - rest/a`.
    /// Terms that the division leaves below `epsilon` are dropped, except
    /// `kept`'s and, with `kinds`, dummies' (see `isCancelled(_:_:_:of:)`);
    /// returns the dropped symbols (none, without allocating, in the usual case).
    @discardableResult
    func solve(for symbol: Int, keeping kept: Int = -1, kinds: [SymbolKind]? = nil, floor: Double = epsilon) -> [Int] {
        guard let i = index(of: symbol) else { preconditionFailure("symbol \(symbol) is not in the row") }
        let factor = -1 / terms[i].coefficient
        terms.remove(at: i)
        constant *= factor
        var negligible = false
        for j in terms.indices {
            terms[j].coefficient *= factor
            if abs(terms[j].coefficient) < floor { negligible = true }
        }
        // Every other row drops terms below epsilon; so must a rescaled one,
        // or rounding left in it becomes a coefficient the simplex pivots on.
        guard negligible else { return [] }
        var dropped: [Int] = []
        terms.removeAll { term in
            guard abs(term.coefficient) < floor, Int(term.symbol) != kept, kinds?[Int(term.symbol)] != .dummy else { return false }
            dropped.append(Int(term.symbol))
            return true
        }
        return dropped
    }
}
