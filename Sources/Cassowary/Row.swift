/// One tableau row: `basic = constant + sum(coefficients[i] * symbols[i])`
/// once it has a basic symbol, or `0 = constant + sum(...)` while it is
/// being built.
///
/// Terms are sorted by symbol, so a lookup is a binary search and adding one
/// row to another is a merge: rows can grow long (a chain of required
/// equalities leaves every later row holding the earlier ones' markers), and
/// a linear scan per term would make such systems quadratic per pivot.
///
/// While the row is in the tableau, `columnEntries[i]` is the term's entry
/// in the column of `symbols[i]`, so it leaves its column in O(1).
///
/// Properties are `@exclusivity(unchecked)` for the reason given on
/// ``Tableau``.
final class Row {
    @exclusivity(unchecked) var symbols: [Int] = []
    @exclusivity(unchecked) var coefficients: [Double] = []
    @exclusivity(unchecked) var columnEntries: [Int] = []
    @exclusivity(unchecked) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    init(copying row: Row) {
        symbols = row.symbols
        coefficients = row.coefficients
        columnEntries = row.columnEntries
        constant = row.constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    /// The index of `symbol`, or where it would be inserted, negated minus one.
    @inline(__always)
    func search(_ symbol: Int) -> Int {
        var low = 0, high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            let value = symbols[middle]
            if value < symbol { low = middle + 1 } else if value > symbol { high = middle } else { return middle }
        }
        return -low - 1
    }

    @inline(__always)
    func index(of symbol: Int) -> Int? {
        let i = search(symbol)
        return i >= 0 ? i : nil
    }

    func coefficient(for symbol: Int) -> Double {
        let i = search(symbol)
        return i >= 0 ? coefficients[i] : 0
    }

    /// Adds `coefficient * symbol`, dropping the term if it cancels.
    /// Only for rows that are not in the tableau (columns are not told).
    func add(_ symbol: Int, _ coefficient: Double) {
        let i = search(symbol)
        if i >= 0 {
            let sum = coefficients[i] + coefficient
            if nearZero(sum) { remove(at: i) } else { coefficients[i] = sum }
        } else if !nearZero(coefficient) {
            let at = -i - 1
            symbols.insert(symbol, at: at)
            coefficients.insert(coefficient, at: at)
            columnEntries.insert(0, at: at)
        }
    }

    /// Adds `factor * other`, constant included. Only for rows that are
    /// not in the tableau.
    func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        addTerms(of: other, times: factor)
    }

    /// Adds `factor * other`'s terms (not its constant) by merging.
    func addTerms(of other: Row, times factor: Double) {
        if other.symbols.count <= 2 {
            for j in other.symbols.indices { add(other.symbols[j], other.coefficients[j] * factor) }
            return
        }
        var mergedSymbols: [Int] = [], mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            let mine = i < symbols.count ? symbols[i] : .max
            let theirs = j < other.symbols.count ? other.symbols[j] : .max
            if mine < theirs {
                mergedSymbols.append(mine); mergedCoefficients.append(coefficients[i]); i += 1
            } else {
                let value = (mine == theirs ? coefficients[i] : 0) + other.coefficients[j] * factor
                if mine == theirs { i += 1 }
                if !nearZero(value) { mergedSymbols.append(theirs); mergedCoefficients.append(value) }
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
        columnEntries = [Int](repeating: 0, count: symbols.count)
    }

    /// Takes the first `count` terms of the given buffers, keeping this
    /// row's storage (the tableau merges into scratch space and copies back).
    func replaceTerms(symbols newSymbols: ArraySlice<Int>, coefficients newCoefficients: ArraySlice<Double>, columnEntries newEntries: ArraySlice<Int>) {
        symbols.removeAll(keepingCapacity: true)
        coefficients.removeAll(keepingCapacity: true)
        columnEntries.removeAll(keepingCapacity: true)
        symbols.append(contentsOf: newSymbols)
        coefficients.append(contentsOf: newCoefficients)
        columnEntries.append(contentsOf: newEntries)
    }

    func remove(at i: Int) {
        symbols.remove(at: i)
        coefficients.remove(at: i)
        columnEntries.remove(at: i)
    }

    func negate() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Turns `0 = constant + a*symbol + rest` into `symbol = -constant/a - rest/a`.
    func solve(for symbol: Int) {
        guard let i = index(of: symbol) else { preconditionFailure("symbol \(symbol) is not in the row") }
        let factor = -1 / coefficients[i]
        remove(at: i)
        constant *= factor
        for j in coefficients.indices { coefficients[j] *= factor }
    }
}
