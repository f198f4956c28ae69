/// One tableau row: `basic = constant + sum(coefficients[i] * symbols[i])`
/// once it has a basic symbol, or `0 = constant + sum(...)` while it is
/// being built.
///
/// Terms are unordered: rows in layout systems are short, so a linear scan
/// beats keeping them sorted. The row is a class because the tableau moves
/// rows between basic symbols on every pivot.
final class Row {
    var symbols: [Int]
    var coefficients: [Double]
    var constant: Double

    init(constant: Double = 0) {
        self.symbols = []
        self.coefficients = []
        self.constant = constant
    }

    init(copying row: Row) {
        symbols = row.symbols
        coefficients = row.coefficients
        constant = row.constant
    }

    var isEmpty: Bool { symbols.isEmpty }

    @inline(__always)
    func index(of symbol: Int) -> Int? {
        symbols.firstIndex(of: symbol)
    }

    func coefficient(for symbol: Int) -> Double {
        index(of: symbol).map { coefficients[$0] } ?? 0
    }

    /// Adds `coefficient * symbol`, dropping the term if it cancels.
    /// Only for rows that are not in the tableau (the column index is not told).
    func add(_ symbol: Int, _ coefficient: Double) {
        if let i = index(of: symbol) {
            let sum = coefficients[i] + coefficient
            if nearZero(sum) { remove(at: i) } else { coefficients[i] = sum }
        } else if !nearZero(coefficient) {
            symbols.append(symbol)
            coefficients.append(coefficient)
        }
    }

    /// Adds `factor * other`, constant included. Only for detached rows.
    func add(_ other: Row, times factor: Double) {
        constant += other.constant * factor
        for i in other.symbols.indices {
            add(other.symbols[i], other.coefficients[i] * factor)
        }
    }

    @inline(__always)
    func remove(at i: Int) {
        symbols.swapAt(i, symbols.count - 1)
        coefficients.swapAt(i, coefficients.count - 1)
        symbols.removeLast()
        coefficients.removeLast()
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
