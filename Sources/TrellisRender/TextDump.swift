import Foundation
@_spi(Rendering) import Trellis

/// The plain-text backend: a view tree as text, for terminals and text
/// snapshots.
public enum TextDump {
    /// One line per view, indented by depth: type, identifier, frame, and a
    /// label's text. Hidden views are marked.
    public static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        func visit(_ view: UIView, depth: Int) {
            var line = String(repeating: "  ", count: depth) + String(describing: type(of: view))
            if let identifier = view.accessibilityIdentifier { line += " '\(identifier)'" }
            let f = view.frame
            line += " (\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height)))"
            if let label = view as? UILabel, let text = label.text { line += " \"\(text)\"" }
            if view.isHidden { line += " hidden" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The largest grid `boxes` draws, in columns and in rows: a view wider
    /// or taller is cut at the edge rather than filling memory.
    public static let largestGrid = 1024

    /// The view tree drawn as boxes on a character grid, `pointsPerColumn`
    /// points to a column and twice that to a row; labels write their text
    /// inside their box, cut at its edge. The grid is at most `largestGrid`
    /// columns and rows.
    /// - Complexity: O(views + columns × rows).
    public static func boxes(_ view: UIView, pointsPerColumn: CGFloat = 8) -> String {
        view.layoutIfNeeded()
        // Every position is clamped just outside the grid before it becomes an Int: frames can be huge or NaN.
        func cell(_ points: CGFloat, _ unit: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
            let value = (points / unit).rounded(rule)
            return value.isNaN ? -1 : Int(min(max(value, -1), CGFloat(largestGrid + 1)))
        }
        let columns = min(largestGrid, max(1, cell(view.bounds.width, pointsPerColumn, .up) + 1))
        let rows = min(largestGrid, max(1, cell(view.bounds.height, 2 * pointsPerColumn, .up) + 1))
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func put(_ row: Int, _ column: Int, _ character: Character) {
            guard grid.indices.contains(row), grid[row].indices.contains(column) else { return }
            grid[row][column] = character
        }
        func visit(_ view: UIView, origin: CGPoint) {
            guard !view.isHidden else { return }
            let rect = CGRect(origin: origin, size: view.bounds.size)
            let left = cell(rect.minX, pointsPerColumn), right = cell(rect.maxX, pointsPerColumn)
            let top = cell(rect.minY, 2 * pointsPerColumn), bottom = cell(rect.maxY, 2 * pointsPerColumn)
            if right > left, bottom > top {
                for column in left...right { put(top, column, "-"); put(bottom, column, "-") }
                for row in top...bottom { put(row, left, "|"); put(row, right, "|") }
                for (row, column) in [(top, left), (top, right), (bottom, left), (bottom, right)] { put(row, column, "+") }
            }
            if let label = view as? UILabel, let text = label.text, right - left > 1 {
                let row = (top + bottom) / 2
                for (offset, character) in text.prefix(right - left - 1).enumerated() { put(row, left + 1 + offset, character) }
            }
            for subview in view.subviews {
                visit(subview, origin: CGPoint(x: origin.x + subview.frame.minX - view.bounds.minX,
                                               y: origin.y + subview.frame.minY - view.bounds.minY))
            }
        }
        visit(view, origin: .zero)
        return grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
    }

    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
