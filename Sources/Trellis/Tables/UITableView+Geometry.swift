import Foundation

/// Where a table's rows are, without a record per row unless it was
/// measured: every row is `estimate` tall plus a correction kept in a
/// Fenwick tree (prefix sums in O(log n)), zeroed memory that costs nothing
/// until touched. So a million rows cost the same to set up as a thousand,
/// and finding the row at an offset is a binary search.
final class TableRowGeometry {
    private(set) var rowCounts: [Int] = []
    /// The first global row of each section, and the total at the end.
    private(set) var rowStarts: [Int] = [0]
    private(set) var headerHeights: [CGFloat] = []
    private(set) var footerHeights: [CGFloat] = []
    /// Header plus footer heights of the sections before each section.
    private var sectionExtras: [CGFloat] = [0]
    private(set) var estimate: CGFloat = 44
    /// Space above the first section (the table header view).
    var topInset: CGFloat = 0
    var bottomInset: CGFloat = 0

    private var tree: UnsafeMutablePointer<Double>?
    private var measured: UnsafeMutablePointer<UInt8>?
    private var capacity = 0

    var totalRows: Int { rowStarts.last ?? 0 }
    var sectionCount: Int { rowCounts.count }

    deinit { release() }

    private func release() {
        free(tree.map(UnsafeMutableRawPointer.init))
        free(measured.map(UnsafeMutableRawPointer.init))
        tree = nil
        measured = nil
        capacity = 0
    }

    /// Starts afresh: sections with their row counts and header and footer
    /// heights, every row at `estimate`, nothing measured.
    func reset(rowCounts: [Int], headers: [CGFloat], footers: [CGFloat], estimate: CGFloat) {
        self.rowCounts = rowCounts.map { max(0, $0) }
        rowStarts = [0]
        for count in self.rowCounts { rowStarts.append(rowStarts.last! + count) }
        headerHeights = headers
        footerHeights = footers
        sectionExtras = [0]
        for index in self.rowCounts.indices { sectionExtras.append(sectionExtras.last! + headers[index] + footers[index]) }
        self.estimate = estimate.isFinite && estimate > 0 ? estimate : 44
        release()
        allocate(rows: totalRows)
    }

    /// Forgets every measured height (a width or text size change). Fresh
    /// zeroed memory rather than `memset`: clearing in place would touch,
    /// and so map, every page of a million-row table's records.
    func forgetHeights() {
        guard capacity > 0 else { return }
        let rows = capacity
        release()
        allocate(rows: rows)
    }

    private func allocate(rows: Int) {
        capacity = rows
        // calloc: zero pages are only mapped when written.
        tree = calloc(capacity + 1, MemoryLayout<Double>.size)?.assumingMemoryBound(to: Double.self)
        measured = calloc(max(1, capacity), 1)?.assumingMemoryBound(to: UInt8.self)
    }

    func globalRow(_ indexPath: IndexPath) -> Int? {
        guard indexPath.section >= 0, indexPath.section < rowCounts.count,
              indexPath.row >= 0, indexPath.row < rowCounts[indexPath.section] else { return nil }
        return rowStarts[indexPath.section] + indexPath.row
    }

    func indexPath(forGlobalRow row: Int) -> IndexPath {
        // The last section whose start is at or before the row.
        var low = 0, high = rowCounts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if rowStarts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        // Skip empty sections that start at the same row.
        while low + 1 < rowCounts.count, rowStarts[low + 1] <= row { low += 1 }
        return IndexPath(row: row - rowStarts[low], section: low)
    }

    private func correction(before row: Int) -> Double {
        guard let tree else { return 0 }
        var index = row, sum = 0.0
        while index > 0 {
            sum += tree[index]
            index &= index - 1
        }
        return sum
    }

    private func addCorrection(_ value: Double, at row: Int) {
        guard let tree else { return }
        var index = row + 1
        while index <= capacity {
            tree[index] += value
            index += index & -index
        }
    }

    func isMeasured(_ row: Int) -> Bool { measured.map { $0[row] != 0 } ?? false }

    func height(ofRow row: Int) -> CGFloat {
        estimate + CGFloat(correction(before: row + 1) - correction(before: row))
    }

    /// Records a row's real height.
    func setHeight(_ height: CGFloat, ofRow row: Int) {
        guard row >= 0, row < capacity else { return }
        let height = height.isFinite ? max(0, height) : estimate
        let change = Double(height - self.height(ofRow: row))
        if change != 0 { addCorrection(change, at: row) }
        measured?[row] = 1
    }

    /// Forgets one row's height, back to the estimate.
    func forgetHeight(ofRow row: Int) {
        guard row >= 0, row < capacity, isMeasured(row) else { return }
        addCorrection(-Double(height(ofRow: row) - estimate), at: row)
        measured?[row] = 0
    }

    /// Every measured row with its height, in row order: what a structural
    /// update carries over to the rows' new places. O(n) over the flags (a
    /// byte a row, searched by `memchr`) plus O(log n) per measured row.
    func measuredHeights() -> [(row: Int, height: CGFloat)] {
        guard let measured, capacity > 0 else { return [] }
        var found: [(row: Int, height: CGFloat)] = []
        var row = 0
        while row < capacity, let hit = memchr(measured + row, 1, capacity - row) {
            row = hit.assumingMemoryBound(to: UInt8.self) - measured
            found.append((row, height(ofRow: row)))
            row += 1
        }
        return found
    }

    /// The height of all rows before global row `row`.
    private func rowsHeight(before row: Int) -> CGFloat {
        CGFloat(row) * estimate + CGFloat(correction(before: row))
    }

    func sectionOf(globalRow row: Int) -> Int { indexPath(forGlobalRow: row).section }

    /// The top of a section (its header's top).
    func sectionTop(_ section: Int) -> CGFloat {
        topInset + sectionExtras[section] + rowsHeight(before: rowStarts[section])
    }

    func rowTop(_ row: Int) -> CGFloat {
        let section = sectionOf(globalRow: row)
        return topInset + sectionExtras[section] + headerHeights[section] + rowsHeight(before: row)
    }

    var contentHeight: CGFloat {
        topInset + (sectionExtras.last ?? 0) + rowsHeight(before: totalRows) + bottomInset
    }

    /// The first row whose bottom is below `y` (the row at `y`), or nil if none is.
    func firstRow(below y: CGFloat) -> Int? {
        guard totalRows > 0 else { return nil }
        var low = 0, high = totalRows - 1
        if rowTop(high) + height(ofRow: high) <= y { return nil }
        while low < high {
            let mid = (low + high) / 2
            if rowTop(mid) + height(ofRow: mid) <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
