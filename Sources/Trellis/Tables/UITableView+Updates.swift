import Foundation

/// One batch of table updates, as UIKit reads it: deletes, reloads and
/// the sources of moves are index paths and sections before the update;
/// inserts and the destinations of moves are after it. UIKit's
/// `performBatchUpdates(_:completion:)`: "Deletes are processed before
/// inserts in batch operations. This means the indexes for the deletions
/// are processed relative to the indexes of the table view's state before
/// the batch operation, and the indexes for the insertions are processed
/// relative to the indexes of the state after all the deletions in the
/// batch operation" (developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)).
struct TableUpdateBatch {
    var rowInserts: [IndexPath] = []
    var rowDeletes: [IndexPath] = []
    var rowMoves: [(from: IndexPath, to: IndexPath)] = []
    var sectionInserts = IndexSet()
    var sectionDeletes = IndexSet()
    var sectionReloads = IndexSet()
    var sectionMoves: [(from: Int, to: Int)] = []

    var isEmpty: Bool {
        rowInserts.isEmpty && rowDeletes.isEmpty && rowMoves.isEmpty && sectionInserts.isEmpty && sectionDeletes.isEmpty
            && sectionReloads.isEmpty && sectionMoves.isEmpty
    }
}

/// Where each row goes in a batch, and whether the data source's new
/// counts agree, with UIKit's words when they do not (UIKit raises
/// NSInternalInconsistencyException with them; the table reports and
/// reloads instead).
struct TableUpdatePlan {
    /// What becomes of each section before the update.
    enum SectionFate {
        /// Deleted, or reloaded (its rows are all new).
        case gone
        /// At this section after the update, every row in its place.
        case kept(Int)
        /// At this section after the update, with rows deleted (their
        /// indexes before, sorted) and inserted (after, sorted), none moved:
        /// the new row follows by counting, with no record per row, so a
        /// row inserted into a million-row section costs no million-entry map.
        case shifted(Int, deleted: [Int], inserted: [Int])
        /// Each row's index path after the update, nil if deleted: for
        /// sections rows move into or out of.
        case mapped([IndexPath?])
    }

    private(set) var fates: [SectionFate] = []
    /// Each section's index after the update; nil if deleted or reloaded.
    private var sectionPlaces: [Int?] = []
    private var newStarts: [Int] = [0]
    private(set) var problem: String?

    init(oldCounts: [Int], newCounts: [Int], batch: TableUpdateBatch) {
        var starts = [0]
        for count in newCounts { starts.append(starts.last! + count) }
        newStarts = starts
        problem = plan(oldCounts: oldCounts, newCounts: newCounts, batch: batch)
    }

    private mutating func plan(oldCounts: [Int], newCounts: [Int], batch: TableUpdateBatch) -> String? {
        let old = oldCounts.count, new = newCounts.count
        // Sections.
        for section in batch.sectionDeletes where section >= old {
            return "attempt to delete section \(section), but there are only \(old) sections before the update"
        }
        for section in batch.sectionReloads where section >= old {
            return "attempt to reload section \(section), but there are only \(old) sections before the update"
        }
        if let section = batch.sectionReloads.intersection(batch.sectionDeletes).first {
            return "attempt to delete and reload the same section (\(section))"
        }
        for section in batch.sectionInserts where section >= new {
            return "attempt to insert section \(section) but there are only \(new) sections after the update"
        }
        var movedFrom = Set<Int>(), movedTo = Set<Int>()
        for move in batch.sectionMoves {
            guard move.from >= 0, move.from < old else {
                return "attempt to move section \(move.from), but there are only \(old) sections before the update"
            }
            guard move.to >= 0, move.to < new else {
                return "attempt to move section \(move.from) to section \(move.to), but there are only \(new) sections after the update"
            }
            if batch.sectionDeletes.contains(move.from) || batch.sectionReloads.contains(move.from) {
                return "attempt to move section \(move.from) which is also deleted or reloaded"
            }
            if batch.sectionInserts.contains(move.to) { return "attempt to move section \(move.from) to section \(move.to), which is also inserted" }
            guard movedFrom.insert(move.from).inserted else { return "attempt to move section \(move.from) more than once" }
            guard movedTo.insert(move.to).inserted else { return "attempt to move two sections to section \(move.to)" }
        }
        guard new == old - batch.sectionDeletes.count + batch.sectionInserts.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(new)) "
                + "must be equal to the number of sections contained in the table view before the update (\(old)), plus or minus the number "
                + "of sections inserted or deleted (\(batch.sectionInserts.count) inserted, \(batch.sectionDeletes.count) deleted)."
        }
        // Each surviving section's place after the update: moved ones where
        // they were moved, the others in order in the places left.
        var newSection = [Int?](repeating: nil, count: old)
        var oldSection = [Int?](repeating: nil, count: new)
        for move in batch.sectionMoves { newSection[move.from] = move.to; oldSection[move.to] = move.from }
        var free = (0..<new).filter { !batch.sectionInserts.contains($0) && !movedTo.contains($0) }.makeIterator()
        for section in 0..<old where !batch.sectionDeletes.contains(section) && !movedFrom.contains(section) {
            let place = free.next()!
            newSection[section] = place
            oldSection[place] = section
        }
        // Rows: deletes and move sources before the update, inserts and move
        // destinations after it. Rows of deleted or reloaded sections go
        // with their section; rows inserted into new sections come with it.
        let gone = batch.sectionDeletes.union(batch.sectionReloads)
        let fresh = Set(batch.sectionInserts).union((0..<new).filter { oldSection[$0].map(batch.sectionReloads.contains) ?? false })
        var deleted = Array(repeating: Set<Int>(), count: old)
        var inserted = Array(repeating: Set<Int>(), count: new)
        for path in batch.rowDeletes {
            guard path.section >= 0, path.section < old, path.row >= 0, path.row < oldCounts[path.section] else {
                let count = path.section >= 0 && path.section < old ? oldCounts[path.section] : 0
                return "attempt to delete row \(path.row) from section \(path.section) which only contains \(count) rows before the update"
            }
            if !gone.contains(path.section) { deleted[path.section].insert(path.row) }
        }
        for path in batch.rowInserts {
            guard path.section >= 0, path.section < new, path.row >= 0, path.row < newCounts[path.section] else {
                let count = path.section >= 0 && path.section < new ? newCounts[path.section] : 0
                return "attempt to insert row \(path.row) into section \(path.section), but there are only \(count) rows in section \(path.section) after the update"
            }
            if !fresh.contains(path.section) { inserted[path.section].insert(path.row) }
        }
        var moveSources = Set<IndexPath>(), moveTargets = [IndexPath: IndexPath]()
        for move in batch.rowMoves {
            let (from, to) = move
            guard from.section >= 0, from.section < old, from.row >= 0, from.row < oldCounts[from.section] else {
                let count = from.section >= 0 && from.section < old ? oldCounts[from.section] : 0
                return "attempt to move index path (\(from)) that does not exist - there are only \(count) rows in section \(from.section) before the update"
            }
            guard to.section >= 0, to.section < new, to.row >= 0, to.row < newCounts[to.section] else {
                let count = to.section >= 0 && to.section < new ? newCounts[to.section] : 0
                return "attempt to move index path (\(from)) to index path (\(to)) that does not exist - there are only \(count) rows in section \(to.section) after the update"
            }
            if gone.contains(from.section) { return "attempt to move index path (\(from)) out of section \(from.section), which is deleted or reloaded" }
            if fresh.contains(to.section) { return "attempt to move index path (\(from)) into section \(to.section), which is inserted or reloaded" }
            if deleted[from.section].contains(from.row) { return "attempt to perform a delete and a move from the same index path (\(from))" }
            if inserted[to.section].contains(to.row) { return "attempt to perform an insert and a move to the same index path (\(to))" }
            guard moveSources.insert(from).inserted else { return "attempt to move index path (\(from)) more than once" }
            guard moveTargets.updateValue(from, forKey: to) == nil else { return "attempt to move two rows to index path (\(to))" }
        }
        var movedOut = Array(repeating: 0, count: old), movedIn = Array(repeating: 0, count: new)
        var touchedOld = Set(batch.rowDeletes.map(\.section)), touchedNew = Set(batch.rowInserts.map(\.section))
        for move in batch.rowMoves {
            touchedOld.insert(move.from.section)
            touchedNew.insert(move.to.section)
            if newSection[move.from.section] != move.to.section {
                movedOut[move.from.section] += 1
                movedIn[move.to.section] += 1
            }
        }
        for place in 0..<new where !fresh.contains(place) {
            let section = oldSection[place]!
            let expected = oldCounts[section] - deleted[section].count + inserted[place].count - movedOut[section] + movedIn[place]
            guard newCounts[place] == expected else {
                return "Invalid update: invalid number of rows in section \(place). The number of rows contained in an existing section after the update "
                    + "(\(newCounts[place])) must be equal to the number of rows contained in that section before the update (\(oldCounts[section])), "
                    + "plus or minus the number of rows inserted or deleted from that section (\(inserted[place].count) inserted, \(deleted[section].count) deleted) "
                    + "and plus or minus the number of rows moved into or out of that section (\(movedIn[place]) moved in, \(movedOut[section]) moved out)."
            }
        }
        // Where each old row lands.
        var fates = [SectionFate](repeating: .gone, count: old)
        var mapped = [[IndexPath?]](repeating: [], count: old)
        var moving = Set<Int>()
        for move in batch.rowMoves { moving.insert(move.from.section); moving.insert(oldSection[move.to.section] ?? -1) }
        for section in 0..<old where !gone.contains(section) {
            let place = newSection[section]!
            if !moving.contains(section), touchedOld.contains(section) || touchedNew.contains(place) {
                fates[section] = .shifted(place, deleted: deleted[section].sorted(), inserted: inserted[place].sorted())
            } else if touchedOld.contains(section) || touchedNew.contains(place) {
                mapped[section] = Array(repeating: nil, count: oldCounts[section])
                fates[section] = .mapped([])
            } else {
                fates[section] = .kept(place)
            }
        }
        for (target, source) in moveTargets { mapped[source.section][source.row] = target }
        for place in 0..<new where !fresh.contains(place) {
            let section = oldSection[place]!
            guard case .mapped = fates[section] else { continue }
            var staying = (0..<oldCounts[section]).lazy
                .filter { !deleted[section].contains($0) && !moveSources.contains(IndexPath(row: $0, section: section)) }.makeIterator()
            for row in 0..<newCounts[place] where !inserted[place].contains(row) && moveTargets[IndexPath(row: row, section: place)] == nil {
                guard let oldRow = staying.next() else { break }
                mapped[section][oldRow] = IndexPath(row: row, section: place)
            }
        }
        for section in 0..<old { if case .mapped = fates[section] { fates[section] = .mapped(mapped[section]) } }
        self.fates = fates
        sectionPlaces = (0..<old).map { gone.contains($0) ? nil : newSection[$0] }
        return nil
    }

    /// The index after the update of section `section` before it, or nil
    /// if it was deleted or reloaded.
    func newSection(forOld section: Int) -> Int? {
        section >= 0 && section < sectionPlaces.count ? sectionPlaces[section] : nil
    }

    /// The index path after the update of the row at `path` before it, or
    /// nil if it was deleted or its section deleted or reloaded.
    func newIndexPath(forOld path: IndexPath) -> IndexPath? {
        guard path.section >= 0, path.section < fates.count else { return nil }
        switch fates[path.section] {
        case .gone: return nil
        case let .kept(section): return IndexPath(row: path.row, section: section)
        case let .shifted(section, deleted, inserted):
            guard Self.count(of: deleted, below: path.row + 1) == Self.count(of: deleted, below: path.row) else { return nil }
            var row = path.row - Self.count(of: deleted, below: path.row)
            for insert in inserted where insert <= row { row += 1 }
            return IndexPath(row: row, section: section)
        case let .mapped(rows): return path.row >= 0 && path.row < rows.count ? rows[path.row] : nil
        }
    }

    /// How many of `sorted` are below `value`: a binary search.
    private static func count(of sorted: [Int], below value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The global row after the update of the row at global `row` before it
    /// (sections start at `oldStarts`), or nil if it is gone.
    /// - Complexity: O(log s + k) for s sections and k rows inserted in its
    /// section, O(log s) when rows moved in or out of it.
    func newRow(forOldGlobalRow row: Int, oldStarts: [Int]) -> Int? {
        var low = 0, high = oldStarts.count - 2
        guard high >= 0 else { return nil }
        while low < high {
            let mid = (low + high + 1) / 2
            if oldStarts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        while low + 1 < oldStarts.count - 1, oldStarts[low + 1] <= row { low += 1 }
        guard let path = newIndexPath(forOld: IndexPath(row: row - oldStarts[low], section: low)) else { return nil }
        return newStarts[path.section] + path.row
    }

    /// The index path of global row `row` after the update.
    func indexPath(forNewGlobalRow row: Int) -> IndexPath {
        var low = 0, high = newStarts.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if newStarts[mid] <= row { low = mid } else { high = mid - 1 }
        }
        while low + 1 < newStarts.count - 1, newStarts[low + 1] <= row { low += 1 }
        return IndexPath(row: row - newStarts[max(0, low)], section: max(0, low))
    }
}
