@_spi(Rendering) import Trellis
import Foundation
import TextEngine

/// Counts how many times views are measured (`sizeThatFits` calls), so
/// tests and benchmarks can check that choices never re-measure.
public final class MeasurementCounter: @unchecked Sendable {
    public private(set) var count = 0
    public init() {}
    public func reset() { count = 0 }
    func record() { count += 1 }
}

/// A layout evaluated at one width: which views are shown where.
public struct Arrangement {
    /// A view's frame, in its parent's coordinates: the parent is a box's
    /// wrapper, or nil for the view hosting the layout.
    public struct Placement {
        public let view: UIView
        public let frame: CGRect
        public let parent: UIView?
    }

    /// The width the layout was given.
    public let width: CGFloat
    /// The widest line's minimum width (flexible items at their minimum),
    /// and the height of all lines.
    public let size: CGSize
    /// The shown views and wrappers, in the order they appear (a wrapper
    /// before its contents).
    public let placements: [Placement]
    /// Bad input met while laying out (negative or non-finite widths and
    /// spacings, which count as zero), described for the programmer.
    public let problems: [String]

    /// The views shown, in order.
    public var views: [UIView] { placements.map(\.view) }

    /// The frame of `view` in its parent's coordinates, or nil if the chosen
    /// arrangement does not show it.
    public func frame(of view: UIView) -> CGRect? {
        placements.first { $0.view === view }?.frame
    }
}

extension Layout {
    /// Decides every choice for `width` and places the views. Each view is
    /// measured at most once per width it is offered, each box's contents
    /// are laid out once per width, and each choice is decided once per
    /// width and starting position, so chained and nested choices cost
    /// linear time.
    public func arrange(width: CGFloat, counter: MeasurementCounter? = nil) -> Arrangement {
        Arranger(counter: counter).arrangement(of: self, width: width)
    }
}

/// One item on a line, measured.
struct Item {
    enum Content {
        case view(UIView)
        case space
        case box(Box, BoxContents)
    }

    var content: Content
    /// The item's width, or its minimum if flexible.
    var width: CGFloat
    var height: CGFloat
    /// The first baseline from the item's top; nil puts it at the bottom.
    var baseline: CGFloat?
    var isFlexible: Bool
    var alignment: VerticalAlignment
}

/// A line of items, `spacing` below the line before it.
struct Line {
    var spacing: CGFloat
    var items: [Item] = []
    /// The sum of the items' (minimum) widths.
    var width: CGFloat = 0

    /// The line's height and each item's offset from its top.
    func metrics() -> (height: CGFloat, tops: [CGFloat]) {
        var ascent: CGFloat = 0, descent: CGFloat = 0, tallest: CGFloat = 0
        for item in items {
            if item.alignment == .firstBaseline {
                let baseline = item.baseline ?? item.height
                ascent = max(ascent, baseline)
                descent = max(descent, item.height - baseline)
            } else {
                tallest = max(tallest, item.height)
            }
        }
        let height = max(tallest, ascent + descent)
        let tops = items.map { item -> CGFloat in
            switch item.alignment {
            case .top: 0
            case .center: (height - item.height) / 2
            case .bottom: height - item.height
            case .firstBaseline: ascent - (item.baseline ?? item.height)
            }
        }
        return (height, tops)
    }
}

/// A box's contents laid out at one inner width.
final class BoxContents {
    /// The contents' layout, to lay a flexible box out again at its final width.
    let layout: Layout
    let innerWidth: CGFloat
    let lines: [Line]
    /// The widest line's minimum width.
    let contentWidth: CGFloat
    let height: CGFloat
    /// The first baseline from the contents' top, if the first line has items.
    let baseline: CGFloat?

    init(layout: Layout, innerWidth: CGFloat, lines: [Line]) {
        self.layout = layout
        self.innerWidth = innerWidth
        self.lines = lines
        contentWidth = lines.map(\.width).max() ?? 0
        height = Self.height(of: lines[...])
        if let first = lines.first, let item = first.items.first {
            baseline = first.metrics().tops[0] + (item.baseline ?? item.height)
        } else {
            baseline = nil
        }
    }

    static func height(of lines: ArraySlice<Line>) -> CGFloat {
        var height: CGFloat = 0
        for (index, line) in zip(lines.indices, lines) {
            if index != lines.startIndex { height += line.spacing }
            height += line.metrics().height
        }
        return height
    }
}

/// Evaluates layouts for one pass, caching measurements, box contents and
/// choice decisions.
final class Arranger {
    private struct MeasureKey: Hashable { let view: ObjectIdentifier; let width: CGFloat }
    private struct ChoiceKey: Hashable { let choice: ObjectIdentifier; let width: CGFloat; let start: CGFloat }
    private struct BoxKey: Hashable { let box: ObjectIdentifier; let width: CGFloat }
    /// What a decided choice adds: items on the line it starts on, and new lines.
    private struct Fragment { let items: [Item]; let lines: [Line] }

    private let counter: MeasurementCounter?
    private var sizes: [MeasureKey: CGSize] = [:]
    private var baselines: [MeasureKey: CGFloat] = [:]
    private var boxes: [BoxKey: BoxContents] = [:]
    private var choices: [ChoiceKey: Fragment] = [:]
    private(set) var problems: [String] = []

    init(counter: MeasurementCounter?) {
        self.counter = counter
    }

    func arrangement(of layout: Layout, width requested: CGFloat) -> Arrangement {
        let width = checked(requested, "available width")
        let lines = lines(of: layout, width: width)
        var placements: [Arrangement.Placement] = []
        let height = place(lines, width: width, origin: .zero, parent: nil, into: &placements)
        return Arrangement(width: width, size: CGSize(width: lines.map(\.width).max() ?? 0, height: height),
                           placements: placements, problems: problems)
    }

    // MARK: - Deciding

    func lines(of layout: Layout, width: CGFloat) -> [Line] {
        var lines = [Line(spacing: 0)]
        append(layout, to: &lines, width: width)
        return lines
    }

    private func append(_ layout: Layout, to lines: inout [Line], width: CGFloat) {
        var node = layout
        while true {
            let remaining = max(0, width - lines[lines.count - 1].width)
            switch node {
            case .empty:
                return
            case let .view(view, alignment, rest):
                let size = measure(view, width: remaining)
                let baseline = alignment == .firstBaseline ? self.baseline(of: view, width: remaining, height: size.height) : nil
                add(Item(content: .view(view), width: size.width, height: size.height, baseline: baseline,
                         isFlexible: false, alignment: alignment), to: &lines)
                node = rest
            case let .space(spaceWidth, rest):
                let (minimum, flexible) = self.minimum(of: spaceWidth)
                add(Item(content: .space, width: minimum, height: 0, baseline: nil, isFlexible: flexible, alignment: .top), to: &lines)
                node = rest
            case let .newline(space, rest):
                lines.append(Line(spacing: checked(space, "line spacing")))
                node = rest
            case let .box(contents, box, rest):
                let insets = box.insets.left + box.insets.right
                let outer: CGFloat
                if case let .absolute(fixed) = box.width { outer = checked(fixed, "box width") } else { outer = remaining }
                let laidOut = self.contents(of: box, layout: contents, innerWidth: max(0, outer - insets))
                let minimum: CGFloat, flexible: Bool
                switch box.width {
                case let .absolute(fixed): (minimum, flexible) = (checked(fixed, "box width"), false)
                case let .flexible(min): (minimum, flexible) = (checked(min, "box minimum width"), true)
                case .basedOnContents: (minimum, flexible) = (laidOut.contentWidth + insets, true)
                }
                add(Item(content: .box(box, laidOut), width: minimum,
                         height: laidOut.height + box.insets.top + box.insets.bottom,
                         baseline: laidOut.baseline.map { $0 + box.insets.top },
                         isFlexible: flexible, alignment: box.alignment), to: &lines)
                node = rest
            case let .choice(first, second, choice, rest):
                decide(first, second, choice, lines: &lines, width: width)
                node = rest
            }
        }
    }

    private func add(_ item: Item, to lines: inout [Line]) {
        lines[lines.count - 1].items.append(item)
        lines[lines.count - 1].width += item.width
    }

    /// Appends the first alternative, keeps it if it fits, else takes it
    /// back and appends the second. Remembered per start and width.
    private func decide(_ first: Layout, _ second: Layout, _ choice: Choice, lines: inout [Line], width: CGFloat) {
        let start = lines[lines.count - 1].width
        let key = ChoiceKey(choice: ObjectIdentifier(choice), width: width, start: start)
        if let fragment = choices[key] {
            for item in fragment.items { add(item, to: &lines) }
            lines.append(contentsOf: fragment.lines)
            return
        }
        let lineIndex = lines.count - 1
        let itemIndex = lines[lineIndex].items.count
        append(first, to: &lines, width: width)
        if !fits(lines, from: lineIndex, itemIndex: itemIndex, width: width, maxHeight: choice.maxHeight) {
            lines.removeLast(lines.count - lineIndex - 1)
            lines[lineIndex].items.removeLast(lines[lineIndex].items.count - itemIndex)
            lines[lineIndex].width = start
            append(second, to: &lines, width: width)
        }
        choices[key] = Fragment(items: Array(lines[lineIndex].items[itemIndex...]), lines: Array(lines[(lineIndex + 1)...]))
    }

    /// Whether the lines from `lineIndex` on are at most `width` wide and
    /// the part added from `itemIndex` at most `maxHeight` tall.
    private func fits(_ lines: [Line], from lineIndex: Int, itemIndex: Int, width: CGFloat, maxHeight: CGFloat?) -> Bool {
        guard lines[lineIndex...].allSatisfy({ $0.width <= width }) else { return false }
        guard let maxHeight else { return true }
        var own = lines[lineIndex...]
        own[lineIndex] = Line(spacing: 0, items: Array(lines[lineIndex].items[itemIndex...]))
        return BoxContents.height(of: own) <= maxHeight
    }

    private func contents(of box: Box, layout: Layout, innerWidth: CGFloat) -> BoxContents {
        let key = BoxKey(box: ObjectIdentifier(box), width: innerWidth)
        if let known = boxes[key] { return known }
        let laidOut = BoxContents(layout: layout, innerWidth: innerWidth, lines: lines(of: layout, width: innerWidth))
        boxes[key] = laidOut
        return laidOut
    }

    private func minimum(of width: Width) -> (CGFloat, flexible: Bool) {
        switch width {
        case let .absolute(points): (checked(points, "space width"), false)
        case let .flexible(min): (checked(min, "flexible space minimum"), true)
        case .basedOnContents: (0, true)
        }
    }

    /// `value`, or 0 (with a problem recorded) when negative or not finite.
    private func checked(_ value: CGFloat, _ what: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            problems.append("AdaptiveLayout: \(what) \(value) is negative or not finite; using 0.")
            return 0
        }
        return value
    }

    // MARK: - Measuring

    /// The view's size for `width`, from `sizeThatFits` with unlimited
    /// height (a wrapping label wraps to `width`; a plain view keeps its
    /// current size); once per view and width.
    private func measure(_ view: UIView, width: CGFloat) -> CGSize {
        let key = MeasureKey(view: ObjectIdentifier(view), width: width)
        if let size = sizes[key] { return size }
        counter?.record()
        let fitted = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        let size = CGSize(width: fitted.width.isFinite ? max(0, fitted.width) : 0,
                          height: fitted.height.isFinite ? max(0, fitted.height) : 0)
        sizes[key] = size
        return size
    }

    /// A label's first baseline from its top; other views', their bottom.
    private func baseline(of view: UIView, width: CGFloat, height: CGFloat) -> CGFloat {
        guard let label = view as? UILabel, let text = label.text, !text.isEmpty else { return height }
        let key = MeasureKey(view: ObjectIdentifier(view), width: width)
        if let known = baselines[key] { return known }
        let limit: Double? = label.numberOfLines == 1 ? nil : Double(width)
        let baseline = CGFloat(TextEngine.shared.measure(label.textBlock(), width: limit).firstBaseline)
        baselines[key] = baseline
        return baseline
    }

    // MARK: - Placing

    /// Places the lines from `origin`, sharing each line's leftover width
    /// equally among its flexible items; returns the height used.
    private func place(_ lines: [Line], width: CGFloat, origin: CGPoint, parent: UIView?,
                       into placements: inout [Arrangement.Placement]) -> CGFloat {
        var y = origin.y
        for (index, original) in lines.enumerated() {
            if index > 0 { y += original.spacing }
            var line = original
            let flexibleCount = line.items.filter(\.isFlexible).count
            let share = flexibleCount > 0 ? max(0, width - line.width) / CGFloat(flexibleCount) : 0
            var widths: [CGFloat] = []
            for itemIndex in line.items.indices {
                var item = line.items[itemIndex]
                let itemWidth = item.width + (item.isFlexible ? share : 0)
                widths.append(itemWidth)
                // A flexible box is laid out again at its final width (its
                // choices may differ); a content-based one keeps its
                // decisions, which hold at any width between its contents'
                // width and the width it was offered.
                if case let .box(box, laidOut) = item.content, case .flexible = box.width {
                    let inner = max(0, itemWidth - box.insets.left - box.insets.right)
                    if inner != laidOut.innerWidth {
                        let again = contents(of: box, layout: laidOut.layout, innerWidth: inner)
                        item.content = .box(box, again)
                        item.height = again.height + box.insets.top + box.insets.bottom
                        item.baseline = again.baseline.map { $0 + box.insets.top }
                        line.items[itemIndex] = item
                    }
                }
            }
            let (height, tops) = line.metrics()
            var x = origin.x
            for (itemIndex, item) in line.items.enumerated() {
                let frame = CGRect(x: x, y: y + tops[itemIndex], width: widths[itemIndex], height: item.height)
                switch item.content {
                case let .view(view):
                    placements.append(.init(view: view, frame: frame, parent: parent))
                case .space:
                    break
                case let .box(box, laidOut):
                    let inner = max(0, frame.width - box.insets.left - box.insets.right)
                    if let wrapper = box.wrapper {
                        placements.append(.init(view: wrapper, frame: frame, parent: parent))
                        _ = place(laidOut.lines, width: inner, origin: CGPoint(x: box.insets.left, y: box.insets.top),
                                  parent: wrapper, into: &placements)
                    } else {
                        _ = place(laidOut.lines, width: inner,
                                  origin: CGPoint(x: frame.minX + box.insets.left, y: frame.minY + box.insets.top),
                                  parent: parent, into: &placements)
                    }
                }
                x += widths[itemIndex]
            }
            y += height
        }
        return y - origin.y
    }
}
