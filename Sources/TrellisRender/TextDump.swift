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

    /// The view tree drawn as boxes on a character grid, `pointsPerColumn`
    /// points to a column and twice that to a row; labels write their text
    /// inside their box, cut at its edge.
    public static func boxes(_ view: UIView, pointsPerColumn: CGFloat = 8) -> String {
        view.layoutIfNeeded()
        let columns = max(1, Int((view.bounds.width / pointsPerColumn).rounded(.up)) + 1)
        let rows = max(1, Int((view.bounds.height / (2 * pointsPerColumn)).rounded(.up)) + 1)
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func put(_ row: Int, _ column: Int, _ character: Character) {
            guard grid.indices.contains(row), grid[row].indices.contains(column) else { return }
            grid[row][column] = character
        }
        func visit(_ view: UIView, origin: CGPoint) {
            guard !view.isHidden else { return }
            let rect = CGRect(origin: origin, size: view.bounds.size)
            let left = Int((rect.minX / pointsPerColumn).rounded()), right = Int((rect.maxX / pointsPerColumn).rounded())
            let top = Int((rect.minY / (2 * pointsPerColumn)).rounded()), bottom = Int((rect.maxY / (2 * pointsPerColumn)).rounded())
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
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
