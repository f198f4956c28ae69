import CoreGraphics
import Foundation
import QuartzCore
import TextEngine
@_spi(Rendering) import Trellis

/// The plain-text backend: a view tree as text, for terminals and text
/// snapshots. The text comes from the display list, as the pictures do: a
/// label's, a text field's, and whatever a `draw(_:)` override, a
/// `CATextLayer` or a string's `draw(at:)` draws.
public enum TextDump {
    /// One line per view, indented by depth: type, identifier, frame, and
    /// the text the view draws itself (its layer and the layers it adds,
    /// not its subviews), each run in quotes. A hidden view is marked, with
    /// a label's text, which it would draw if shown.
    public static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        view.layoutIfNeeded()
        func visit(_ view: UIView, depth: Int) {
            var line = String(repeating: "  ", count: depth) + String(describing: type(of: view))
            if let identifier = view.accessibilityIdentifier { line += " '\(identifier)'" }
            let f = view.frame
            line += " (\(number(f.minX)), \(number(f.minY)), \(number(f.width)), \(number(f.height)))"
            let texts = view.isHidden ? ((view as? UILabel)?.text).map { [$0] } ?? [] : ownTexts(of: view)
            for text in texts { line += " \"\(text)\"" }
            if view.isHidden { line += " hidden" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// The strings `view` draws itself, in drawing order: its layer's
    /// display list without the layers of its subviews.
    static func ownTexts(of view: UIView) -> [String] {
        let ctx = CGContext(bounds: view.bounds)
        CALayer.$skipsHostedSublayers.withValue(true) {
            view.traitCollection.performAsCurrent { view.layer.render(in: ctx) }
        }
        return ctx.displayList.items.compactMap { item in
            guard case let .text(block, _, _, _) = item, !block.text.isEmpty else { return nil }
            return block.text
        }
    }

    /// The largest grid `boxes` draws, in columns and in rows: a view wider
    /// or taller is cut at the edge rather than filling memory.
    public static let largestGrid = 1024

    /// The view tree drawn as boxes on a character grid, `pointsPerColumn`
    /// points to a column and twice that to a row; the text of the view's
    /// display list is written where it is drawn (from the column after
    /// the one it starts in, on the row of its first line's middle), cut
    /// at the width it is laid out in. The grid is at most `largestGrid`
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
            for subview in view.subviews {
                visit(subview, origin: CGPoint(x: origin.x + subview.frame.minX - view.bounds.minX,
                                               y: origin.y + subview.frame.minY - view.bounds.minY))
            }
        }
        visit(view, origin: .zero)
        // The text, where the display list draws it: transforms followed
        // through saves and restores (a transparency layer saves too).
        var transform = CGAffineTransform.identity
        var saved: [CGAffineTransform] = []
        for item in Renderer().displayList(of: view).items {
            switch item {
            case .save, .beginTransparencyLayer: saved.append(transform)
            case .restore, .endTransparencyLayer: transform = saved.popLast() ?? .identity
            case let .concatenate(t): transform = t.concatenating(transform)
            case let .text(block, origin, width, _):
                let measured = TextEngine.shared.measure(block, width: width.map(Double.init))
                let lineHeight = measured.size.height / CGFloat(max(1, measured.lineCount))
                let start = CGPoint(x: origin.x, y: origin.y).applying(transform)
                let middle = CGPoint(x: origin.x, y: origin.y + lineHeight / 2).applying(transform)
                let row = cell(middle.y, 2 * pointsPerColumn, .down)
                let column = cell(start.x, pointsPerColumn) + 1
                var end = columns
                if let width { end = min(end, cell(CGPoint(x: origin.x + width, y: origin.y).applying(transform).x, pointsPerColumn)) }
                let line = block.text.prefix { $0 != "\n" }
                for (offset, character) in line.prefix(max(0, end - column)).enumerated() { put(row, column + offset, character) }
            default: break
            }
        }
        return grid.map { String($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }.joined(separator: "\n")
    }

    private static func number(_ value: CGFloat) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        return value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }
}
