import Foundation

/// What changed from one snapshot to the next, as one batch of updates in
/// the terms UIKit's batch updates read: deletes and move sources at their
/// places before, inserts and move destinations at their places after.
/// Table and collection view diffable data sources both apply it.
///
/// Items that keep their relative order are left alone; of the others only
/// those off the longest run kept in order move, so a snapshot with one
/// item moved moves one item.
struct SnapshotDifference {
    var sectionDeletes = IndexSet()
    var sectionInserts = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []
    var itemDeletes: [IndexPath] = []
    var itemInserts: [IndexPath] = []
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty && itemDeletes.isEmpty && itemInserts.isEmpty
            && itemMoves.isEmpty
    }

    /// - Complexity: O(n log n) in the items of both snapshots.
    init<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        var oldSectionIndex: [S: Int] = [:]
        for (index, section) in old.sections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex: [S: Int] = [:]
        for (index, section) in new.sections.enumerated() { newSectionIndex[section] = index }
        // Sections: gone, new, and kept (moved when off the longest ordered run).
        var keptNewOrder: [(old: Int, new: Int)] = []
        for (index, section) in new.sections.enumerated() {
            if let was = oldSectionIndex[section] { keptNewOrder.append((was, index)) } else { sectionInserts.insert(index) }
        }
        for (index, section) in old.sections.enumerated() where newSectionIndex[section] == nil { sectionDeletes.insert(index) }
        let stillOrdered = Set(Self.longestIncreasingRun(keptNewOrder.map(\.old)))
        for pair in keptNewOrder where !stillOrdered.contains(pair.old) { sectionMoves.append((pair.old, pair.new)) }
        // Items: where each was and is.
        var oldPlace: [I: IndexPath] = [:]
        for (section, items) in old.items.enumerated() {
            for (row, item) in items.enumerated() { oldPlace[item] = IndexPath(item: row, section: section) }
        }
        var newPlace: [I: IndexPath] = [:]
        for (section, items) in new.items.enumerated() {
            for (row, item) in items.enumerated() { newPlace[item] = IndexPath(item: row, section: section) }
        }
        let oldSectionKept = { (section: Int) in newSectionIndex[old.sections[section]] }
        let newSectionKept = { (section: Int) in oldSectionIndex[new.sections[section]] }
        for (section, items) in old.items.enumerated() {
            // Items of a deleted section go with it.
            guard oldSectionKept(section) != nil else { continue }
            for (row, item) in items.enumerated() {
                guard let now = newPlace[item], newSectionKept(now.section) != nil else {
                    itemDeletes.append(IndexPath(item: row, section: section))
                    continue
                }
            }
        }
        for (section, items) in new.items.enumerated() {
            // Items of an inserted section come with it.
            guard let was = newSectionKept(section) else { continue }
            var stayed: [(old: Int, new: Int)] = []
            for (row, item) in items.enumerated() {
                let here = IndexPath(item: row, section: section)
                guard let before = oldPlace[item], oldSectionKept(before.section) != nil else {
                    itemInserts.append(here)
                    continue
                }
                if before.section == was { stayed.append((before.item, row)) } else { itemMoves.append((before, here)) }
            }
            let ordered = Set(Self.longestIncreasingRun(stayed.map(\.old)))
            for pair in stayed where !ordered.contains(pair.old) {
                itemMoves.append((IndexPath(item: pair.old, section: was), IndexPath(item: pair.new, section: section)))
            }
        }
    }

    /// The values of the longest strictly increasing subsequence of `values`.
    /// - Complexity: O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []          // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(values[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
