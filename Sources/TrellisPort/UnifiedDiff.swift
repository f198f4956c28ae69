/// A unified diff (`diff -u`'s format, three lines of context) of two texts,
/// for `trellis port --dry-run`.
public enum UnifiedDiff {
    enum Op { case same(String), removed(String), added(String) }

    /// For each line of `new` (0-based), the line of `old` it is, or the
    /// one before which it was added: how `trellis port` tells the
    /// original line of an entry a later rule made.
    static func lineMap(old: String, new: String) -> [Int] {
        var map: [Int] = []
        var oldLine = 0
        for op in operations(old: old, new: new) {
            switch op {
            case .same: map.append(oldLine); oldLine += 1
            case .removed: oldLine += 1
            case .added: map.append(max(0, oldLine - 1))
            }
        }
        return map
    }

    static func operations(old: String, new: String) -> [Op] {
        // Lines; the empty text after a final newline is not one.
        func lines(_ text: String) -> [String] {
            var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if text.hasSuffix("\n") { result.removeLast() }
            return result
        }
        let a = lines(old)
        let b = lines(new)
        // Common prefix and suffix first, so the table covers only the changed middle.
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        // Longest common subsequence over the middle.
        let n = middleA.count, m = middleB.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i][j] = middleA[i] == middleB[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
                }
            }
        }
        var ops: [Op] = a[0..<prefix].map { .same($0) }
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, middleA[i] == middleB[j] { ops.append(.same(middleA[i])); i += 1; j += 1 }
            // Removals before additions, as diff -u prints a changed line.
            else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] { ops.append(.removed(middleA[i])); i += 1 }
            else { ops.append(.added(middleB[j])); j += 1 }
        }
        ops += a[(a.count - suffix)...].map { .same($0) }
        return ops
    }

    /// - Complexity: O(n) for the common start and end, O(a × b) for the
    ///   changed lines between them (a longest common subsequence).
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        guard old != new else { return "" }
        let ops = operations(old: old, new: new)
        // Hunks: runs of changes with `context` lines around them.
        var output = "--- \(oldName)\n+++ \(newName)\n"
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        var index = 0
        while index < changed.count {
            let start = max(0, changed[index] - context)
            var end = changed[index]
            while index + 1 < changed.count, changed[index + 1] - end <= 2 * context { index += 1; end = changed[index] }
            end = min(ops.count - 1, end + context)
            var oldLine = 1, newLine = 1
            for op in ops[0..<start] {
                switch op {
                case .same: oldLine += 1; newLine += 1
                case .removed: oldLine += 1
                case .added: newLine += 1
                }
            }
            var oldCount = 0, newCount = 0, body = ""
            for op in ops[start...end] {
                switch op {
                case .same(let line): oldCount += 1; newCount += 1; body += " \(line)\n"
                case .removed(let line): oldCount += 1; body += "-\(line)\n"
                case .added(let line): newCount += 1; body += "+\(line)\n"
                }
            }
            output += "@@ -\(oldCount == 0 ? oldLine - 1 : oldLine),\(oldCount) +\(newCount == 0 ? newLine - 1 : newLine),\(newCount) @@\n" + body
            index += 1
        }
        return output
    }
}
