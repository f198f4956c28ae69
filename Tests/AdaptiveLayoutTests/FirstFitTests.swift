import AdaptiveLayout
import Foundation
import Testing
import Trellis

/// Issue 22: a chain of choices picks what the original library's
/// first-fit order picks. There, `+` distributes over a choice
/// (`a.or(b) + rest` is `(a + rest).or(b + rest)`), and a choice takes its
/// first alternative when that alternative, followed by everything after it,
/// fits: the first arrangement, in the order of the alternatives, whose
/// lines are all at most the width. `OriginalFirstFit` below is that
/// definition written out by brute force (every combination, in order), to
/// check the linear-time `arrange(width:)` against.
@Suite struct FirstFitTests {
    /// The issue's case: sixteen choices of 100 or 10 points, then a
    /// 200-point view, in 400 points. Deciding each choice alone took 100
    /// for the first two (200 + 2 * 100 fit), and the line ended at 720;
    /// only all-small (16 * 10 + 200 = 360) fits, and that is the first fit.
    @Test func sixteenChoicesBeforeAWideViewAllTakeTheSmallAlternative() {
        var layout = Layout.empty
        var small: [Block] = []
        for _ in 0..<16 {
            let big = Block(100, 10), little = Block(10, 10)
            small.append(little)
            layout = layout + big.layout.or(little.layout)
        }
        let wide = Block(200, 10)
        layout = layout + wide.layout
        let result = layout.arrange(width: 400)
        #expect(result.size.width == 360)
        #expect(result.views.map(ObjectIdentifier.init) == (small + [wide]).map(ObjectIdentifier.init))
        #expect(result.frame(of: wide) == rect(160, 0, 200, 10))
    }

    /// With room for one large alternative (all-small is 360 points, and
    /// each large one adds 90), the first fit gives it to the earliest
    /// choice: in 450 points the first choice is large, the others small.
    @Test func theEarliestChoicesTakeTheFirstAlternativeWhileTheRestStillFits() {
        var layout = Layout.empty
        var expected: [Block] = []
        for index in 0..<16 {
            let big = Block(100, 10), little = Block(10, 10)
            expected.append(index == 0 ? big : little)
            layout = layout + big.layout.or(little.layout)
        }
        let wide = Block(200, 10)
        let result = (layout + wide.layout).arrange(width: 450)
        #expect(result.size.width == 450)
        #expect(result.views.map(ObjectIdentifier.init) == (expected + [wide]).map(ObjectIdentifier.init))
    }

    /// What follows a choice counts on the line its alternative ends on:
    /// here the first alternative ends on a new line, where the view after
    /// the choice must still fit.
    @Test func anAlternativeThatEndsOnANewLineIsTestedWithWhatFollowsOnThatLine() {
        let a = Block(50, 10), b = Block(80, 10), c = Block(30, 10), d = Block(60, 10)
        // First: a, newline, b; then d follows b: 80 + 60 = 140 > 100.
        // Second: c; then d follows c: 30 + 60 = 90 fits.
        let layout = (a.layout + .newline() + b.layout).or(c.layout) + d.layout
        let result = layout.arrange(width: 100)
        #expect(result.views.map(ObjectIdentifier.init) == [c, d].map(ObjectIdentifier.init))
        #expect(result.frame(of: d) == rect(30, 0, 60, 10))
        // With room for b and d, the first alternative is taken.
        let wide = layout.arrange(width: 140)
        #expect(wide.views.map(ObjectIdentifier.init) == [a, b, d].map(ObjectIdentifier.init))
        #expect(wide.frame(of: d) == rect(80, 10, 60, 10))
    }

    /// Random layouts of views, fixed spaces, line breaks and choices nested
    /// three deep, at random widths (seeded, so every run checks the same
    /// 600): wherever the original's order finds an arrangement that fits,
    /// `arrange(width:)` gives exactly that arrangement, every view's frame
    /// included. Where none fits, nothing is promised beyond the fallback.
    @Test func randomLayoutsMatchTheOriginalsFirstFit() {
        var random = SplitMix64(seed: 22)
        var compared = 0, withoutFit = 0
        for _ in 0..<600 {
            let layout = randomLayout(depth: 3, random: &random)
            let width = CGFloat([40, 60, 100, 150, 200, 300][random.next(below: 6)])
            guard let expected = OriginalFirstFit.firstFit(of: layout, width: width) else {
                withoutFit += 1
                _ = layout.arrange(width: width)
                continue
            }
            let result = layout.arrange(width: width)
            let actual = result.placements.map { OriginalFirstFit.Placement(view: ObjectIdentifier($0.view), frame: $0.frame) }
            #expect(actual == expected, "width \(width): \(describe(layout))")
            compared += 1
        }
        // The generator must exercise both cases.
        #expect(compared > 300)
        #expect(withoutFit > 20)
    }

    private func randomLayout(depth: Int, random: inout SplitMix64) -> Layout {
        var layout = Layout.empty
        for _ in 0..<(1 + random.next(below: 4)) {
            let piece: Layout
            switch random.next(below: 10) {
            case 0..<4:
                let width = CGFloat([10, 20, 30, 50, 80][random.next(below: 5)])
                piece = Block(width, CGFloat(5 + 5 * random.next(below: 2)), "\(Int(width))").layout
            case 4:
                piece = .space(CGFloat([5, 10, 20][random.next(below: 3)]))
            case 5:
                piece = .newline(space: CGFloat(4 * random.next(below: 2)))
            default:
                if depth > 0 {
                    piece = randomLayout(depth: depth - 1, random: &random).or(randomLayout(depth: depth - 1, random: &random))
                } else {
                    piece = Block(CGFloat([10, 40][random.next(below: 2)]), 10, "leaf").layout
                }
            }
            layout = layout + piece
        }
        return layout
    }

    private func describe(_ layout: Layout) -> String {
        switch layout {
        case .empty: return ""
        case let .view(view, _, rest): return "[\((view as? Block)?.size.width ?? 0)] " + describe(rest)
        case let .space(width, rest): return "space(\(width)) " + describe(rest)
        case let .newline(space, rest): return "newline(\(space)) " + describe(rest)
        case let .box(contents, _, rest): return "box(\(describe(contents))) " + describe(rest)
        case let .choice(first, second, _, rest): return "(\(describe(first))| \(describe(second))) " + describe(rest)
        }
    }
}

/// The original library's semantics, by brute force: every combination of
/// alternatives in order (first alternatives first, the earliest choice
/// varying slowest), the first whose lines all fit. Views, fixed spaces,
/// line breaks and choices only; each view keeps its own size.
enum OriginalFirstFit {
    struct Placement: Equatable, CustomStringConvertible {
        let view: ObjectIdentifier
        let frame: CGRect
        var description: String { "\(frame)" }
    }

    private struct Item { let view: UIView?; let width: CGFloat; let height: CGFloat }
    private struct Line { var spacing: CGFloat; var items: [Item] = []; var width: CGFloat = 0 }

    static func firstFit(of layout: Layout, width: CGFloat) -> [Placement]? {
        var found: [Line]?
        search([layout], lines: [Line(spacing: 0)], width: width, found: &found)
        return found.map(place)
    }

    /// Depth first over `pending` (a stack of what is still to be laid
    /// out, innermost first); stops at the first complete arrangement that fits.
    private static func search(_ pending: [Layout], lines: [Line], width: CGFloat, found: inout [Line]?) {
        guard found == nil else { return }
        guard let node = pending.last else {
            if lines.allSatisfy({ $0.width <= width }) { found = lines }
            return
        }
        var pending = pending
        var lines = lines
        pending.removeLast()
        switch node {
        case .empty:
            search(pending, lines: lines, width: width, found: &found)
        case let .view(view, _, rest):
            let size = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            lines[lines.count - 1].items.append(Item(view: view, width: size.width, height: size.height))
            lines[lines.count - 1].width += size.width
            search(pending + [rest], lines: lines, width: width, found: &found)
        case let .space(.absolute(spaceWidth), rest):
            lines[lines.count - 1].items.append(Item(view: nil, width: spaceWidth, height: 0))
            lines[lines.count - 1].width += spaceWidth
            search(pending + [rest], lines: lines, width: width, found: &found)
        case let .newline(space, rest):
            lines.append(Line(spacing: space))
            search(pending + [rest], lines: lines, width: width, found: &found)
        case let .choice(first, second, _, rest):
            search(pending + [rest, first], lines: lines, width: width, found: &found)
            search(pending + [rest, second], lines: lines, width: width, found: &found)
        case .space, .box:
            Issue.record("the brute force covers fixed spaces and no boxes")
        }
    }

    /// Top-aligned items left to right; each line as tall as its tallest item.
    private static func place(_ lines: [Line]) -> [Placement] {
        var placements: [Placement] = []
        var y: CGFloat = 0
        for (index, line) in lines.enumerated() {
            if index > 0 { y += line.spacing }
            var x: CGFloat = 0
            for item in line.items {
                if let view = item.view {
                    placements.append(Placement(view: ObjectIdentifier(view), frame: CGRect(x: x, y: y, width: item.width, height: item.height)))
                }
                x += item.width
            }
            y += line.items.map(\.height).max() ?? 0
        }
        return placements
    }
}

/// A small seeded generator (SplitMix64), so random tests repeat exactly.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
