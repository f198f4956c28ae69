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
    private struct ChoiceKey: Hashable { let choice: ObjectIdentifier; let width: CGFloat; let start: CGFloat; let end: CGFloat }
    private struct ReachKey: Hashable { let choice: ObjectIdentifier; let width: CGFloat; let end: CGFloat }
    private struct BoxKey: Hashable { let box: ObjectIdentifier; let width: CGFloat }
    /// What a decided choice adds: items on the line it starts on, and new lines.
    private struct Fragment { let items: [Item]; let lines: [Line] }

    private let counter: MeasurementCounter?
    private var sizes: [MeasureKey: CGSize] = [:]
    private var baselines: [MeasureKey: CGFloat] = [:]
    private var boxes: [BoxKey: BoxContents] = [:]
    private var choices: [ChoiceKey: Fragment] = [:]
    /// By choice, width and the reach of what follows it: each alternative's reach.
    private var reaches: [ReachKey: (first: CGFloat, second: CGFloat)] = [:]
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
        append(layout, to: &lines, width: width, end: width)
        return lines
    }

    /// Appends `layout`, followed by something whose reach is `end`, to the
    /// lines.
    private func append(_ layout: Layout, to lines: inout [Line], width: CGFloat, end: CGFloat) {
        // The reach after each node of the list, so that each choice knows
        // what the rest of its line needs.
        let after = reachesAfterEachChoice(in: layout, width: width, end: end)
        var choiceIndex = 0
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
                decide(first, second, choice, lines: &lines, width: width, end: after[choiceIndex])
                choiceIndex += 1
                node = rest
            }
        }
    }

    private func add(_ item: Item, to lines: inout [Line]) {
        lines[lines.count - 1].items.append(item)
        lines[lines.count - 1].width += item.width
    }

    /// Appends the alternative the original library's first-fit order
    /// takes, given that what follows the choice has reach `end`.
    ///
    /// In the original, `+` distributes over a choice (`a.or(b) + rest` is
    /// `(a + rest).or(b + rest)`), so the first alternative is taken when it
    /// fits together with everything after it on the line, its later
    /// choices decided the same way: the first arrangement, in the order of
    /// the alternatives, whose lines all fit. Deciding each choice by its
    /// own alternative alone ended sixteen choices of (100 or 10 points)
    /// before a 200-point view at 720 points in a 400-point width, though
    /// all-small (360) fits. Here the first alternative is taken when the
    /// current start is within its reach (it and the rest can still fit);
    /// else the second, when within its reach. When neither can (the rest
    /// does not fit whatever is chosen here, or is only estimated not to, see
    /// `reach(of:width:end:)`), the choice is decided on its own lines, as
    /// before: the first if it fits, else the second. With `maxHeight`, the
    /// first must also be that short. Remembered per start, width and reach.
    private func decide(_ first: Layout, _ second: Layout, _ choice: Choice, lines: inout [Line], width: CGFloat, end: CGFloat) {
        let start = lines[lines.count - 1].width
        let key = ChoiceKey(choice: ObjectIdentifier(choice), width: width, start: start, end: end)
        if let fragment = choices[key] {
            for item in fragment.items { add(item, to: &lines) }
            lines.append(contentsOf: fragment.lines)
            return
        }
        let lineIndex = lines.count - 1
        let itemIndex = lines[lineIndex].items.count
        let (firstReach, secondReach) = reaches(of: first, second, choice, width: width, end: end)
        let lookingAhead = start <= firstReach || start <= secondReach
        var takesFirst = !lookingAhead || start <= firstReach
        if takesFirst {
            append(first, to: &lines, width: width, end: end)
            let fitting = lookingAhead || lines[lineIndex...].allSatisfy { $0.width <= width }
            if !fitting || !isShortEnough(lines, from: lineIndex, itemIndex: itemIndex, maxHeight: choice.maxHeight) {
                lines.removeLast(lines.count - lineIndex - 1)
                lines[lineIndex].items.removeLast(lines[lineIndex].items.count - itemIndex)
                lines[lineIndex].width = start
                takesFirst = false
            }
        }
        if !takesFirst { append(second, to: &lines, width: width, end: end) }
        choices[key] = Fragment(items: Array(lines[lineIndex].items[itemIndex...]), lines: Array(lines[(lineIndex + 1)...]))
    }

    /// Whether the part added from `itemIndex` of line `lineIndex` on is at
    /// most `maxHeight` tall (always, without one).
    private func isShortEnough(_ lines: [Line], from lineIndex: Int, itemIndex: Int, maxHeight: CGFloat?) -> Bool {
        guard let maxHeight else { return true }
        var own = lines[lineIndex...]
        own[lineIndex] = Line(spacing: 0, items: Array(lines[lineIndex].items[itemIndex...]))
        return BoxContents.height(of: own) <= maxHeight
    }

    // MARK: - Looking ahead

    /// The reach of a layout followed by something of reach `end`: the
    /// furthest start on the current line from which the two can be laid
    /// out with every line at most `width` wide, choosing at each choice;
    /// -infinity if none. Computed right to left: an item of width w takes
    /// w from what follows; a line break needs what follows to fit from 0
    /// (then any start up to `width` will do); a choice reaches as far as
    /// its further alternative.
    ///
    /// Exact for items whose width does not depend on where they start
    /// (fixed-size views, spaces, boxes of absolute or flexible width). A
    /// view is taken at the width it measures with the whole line
    /// (`sizeThatFits` offered `width`), and a box that sizes to its
    /// contents at its contents' width there: a label that would wrap
    /// narrower when it starts further right is counted wider than it
    /// would be, so the reach errs short, never long; `decide` then falls
    /// back to deciding the choice on its own lines.
    ///
    /// Each choice's alternatives are reached once per width and `end`
    /// (`reaches`), so nested choices cost linear time.
    private func reach(of layout: Layout, width: CGFloat, end: CGFloat) -> CGFloat {
        var nodes: [Layout] = []
        var node = layout
        while true {
            switch node {
            case .empty: break
            case let .view(_, _, rest), let .space(_, rest), let .newline(_, rest), let .box(_, _, rest), let .choice(_, _, _, rest):
                nodes.append(node)
                node = rest
                continue
            }
            break
        }
        var reach = end
        for node in nodes.reversed() { reach = self.reach(of: node, width: width, before: reach) }
        return reach
    }

    /// The reach of one node of a list, followed by what has reach `after`.
    private func reach(of node: Layout, width: CGFloat, before after: CGFloat) -> CGFloat {
        switch node {
        case .empty:
            return after
        case let .view(view, _, _):
            return after - measure(view, width: width).width
        case let .space(spaceWidth, _):
            return after - minimum(of: spaceWidth, reporting: false).0
        case .newline:
            return after >= 0 ? width : -.infinity
        case let .box(contents, box, _):
            let insets = box.insets.left + box.insets.right
            switch box.width {
            case let .absolute(fixed): return after - Self.valid(fixed)
            case let .flexible(min): return after - Self.valid(min)
            case .basedOnContents:
                let laidOut = self.contents(of: box, layout: contents, innerWidth: max(0, width - insets))
                return after - (laidOut.contentWidth + insets)
            }
        case let .choice(first, second, choice, _):
            let (first, second) = reaches(of: first, second, choice, width: width, end: after)
            return max(first, second)
        }
    }

    /// The reach of each alternative of a choice followed by something of reach `end`.
    private func reaches(of first: Layout, _ second: Layout, _ choice: Choice, width: CGFloat, end: CGFloat) -> (first: CGFloat, second: CGFloat) {
        let key = ReachKey(choice: ObjectIdentifier(choice), width: width, end: end)
        if let known = reaches[key] { return known }
        let both = (reach(of: first, width: width, end: end), reach(of: second, width: width, end: end))
        reaches[key] = both
        return both
    }

    /// For each choice of the list `layout` (not those nested in it), in
    /// order, the reach of what follows it, given that what follows the
    /// list has reach `end`.
    private func reachesAfterEachChoice(in layout: Layout, width: CGFloat, end: CGFloat) -> [CGFloat] {
        var nodes: [Layout] = []
        var node = layout
        var choiceCount = 0
        while true {
            switch node {
            case .empty: break
            case let .choice(_, _, _, rest):
                choiceCount += 1
                nodes.append(node)
                node = rest
                continue
            case let .view(_, _, rest), let .space(_, rest), let .newline(_, rest), let .box(_, _, rest):
                nodes.append(node)
                node = rest
                continue
            }
            break
        }
        guard choiceCount > 0 else { return [] }
        var after = [CGFloat](repeating: 0, count: choiceCount)
        var reach = end
        var index = choiceCount
        for node in nodes.reversed() {
            if case .choice = node {
                index -= 1
                after[index] = reach
            }
            reach = self.reach(of: node, width: width, before: reach)
        }
        return after
    }

    private func contents(of box: Box, layout: Layout, innerWidth: CGFloat) -> BoxContents {
        let key = BoxKey(box: ObjectIdentifier(box), width: innerWidth)
        if let known = boxes[key] { return known }
        let laidOut = BoxContents(layout: layout, innerWidth: innerWidth, lines: lines(of: layout, width: innerWidth))
        boxes[key] = laidOut
        return laidOut
    }

    /// A space's width, or its minimum if flexible. Bad numbers count as
    /// 0, recorded as problems when `reporting` (not while looking ahead,
    /// which would record them twice).
    private func minimum(of width: Width, reporting: Bool = true) -> (CGFloat, flexible: Bool) {
        switch width {
        case let .absolute(points): (reporting ? checked(points, "space width") : Self.valid(points), false)
        case let .flexible(min): (reporting ? checked(min, "flexible space minimum") : Self.valid(min), true)
        case .basedOnContents: (0, true)
        }
    }

    /// `value`, or 0 when negative or not finite, without recording it.
    private static func valid(_ value: CGFloat) -> CGFloat {
        value.isFinite && value >= 0 ? value : 0
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
