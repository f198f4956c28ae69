import AdaptiveLayout
import Foundation
import Testing
import Trellis

@Suite struct LayoutSemanticsTests {
    @Test func horizontalPlacesViewsSideBySideWithSpace() {
        let a = Block(50, 20), b = Block(30, 40)
        let result = [a.layout, b.layout].horizontal(space: 10).arrange(width: 200)
        #expect(result.frame(of: a) == rect(0, 0, 50, 20))
        #expect(result.frame(of: b) == rect(60, 0, 30, 40))
        #expect(result.size == CGSize(width: 90, height: 40))
    }

    @Test func linesBreakOnlyAtNewlines() {
        let a = Block(80, 10), b = Block(80, 10)
        // Too wide for 100 points, but there is no line break: both stay on one line.
        let result = (a.layout + b.layout).arrange(width: 100)
        #expect(result.frame(of: b) == rect(80, 0, 80, 10))
        #expect(result.size == CGSize(width: 160, height: 10))
    }

    @Test func verticalStacksLinesWithSpacing() {
        let a = Block(50, 20), b = Block(30, 15), c = Block(10, 5)
        let result = [a.layout + c.layout, b.layout].vertical(space: 8).arrange(width: 200)
        #expect(result.frame(of: a) == rect(0, 0, 50, 20))
        #expect(result.frame(of: c) == rect(50, 0, 10, 5))
        #expect(result.frame(of: b) == rect(0, 28, 30, 15))
        #expect(result.size == CGSize(width: 60, height: 43))
    }

    @Test func verticalGroupsSideBySideJoinLines() {
        let a = Block(10, 10), b = Block(20, 10), c = Block(30, 10), d = Block(40, 10)
        let result = ([a.layout, b.layout].vertical() + [c.layout, d.layout].vertical()).arrange(width: 200)
        #expect(result.frame(of: a) == rect(0, 0, 10, 10))
        #expect(result.frame(of: b) == rect(0, 10, 20, 10))
        #expect(result.frame(of: c) == rect(20, 10, 30, 10))
        #expect(result.frame(of: d) == rect(0, 20, 40, 10))
    }

    @Test func boxedGroupsStayBlocks() {
        let a = Block(10, 10), b = Block(20, 10), c = Block(30, 10), d = Block(40, 10)
        let left = [a.layout, b.layout].vertical().box(width: .absolute(25))
        let right = [c.layout, d.layout].vertical().box(width: .absolute(45))
        let result = (left + right).arrange(width: 200)
        #expect(result.frame(of: a) == rect(0, 0, 10, 10))
        #expect(result.frame(of: b) == rect(0, 10, 20, 10))
        #expect(result.frame(of: c) == rect(25, 0, 30, 10))
        #expect(result.frame(of: d) == rect(25, 10, 40, 10))
    }

    @Test func choiceTakesFirstAlternativeThatFitsAndAnExactFitFits() {
        let a = Block(60, 10), b = Block(40, 10)
        let layout = [a.layout, b.layout].horizontal().or([a.layout, b.layout].vertical())
        let exact = layout.arrange(width: 100)
        #expect(exact.frame(of: b) == rect(60, 0, 40, 10))
        let narrow = layout.arrange(width: 99.5)
        #expect(narrow.frame(of: b) == rect(0, 10, 40, 10))
    }

    @Test func lastAlternativeIsTheFallbackEvenWhenItDoesNotFit() {
        let a = Block(60, 10), b = Block(40, 10)
        let result = (a.layout + b.layout).or(b.layout + a.layout).arrange(width: 50)
        #expect(result.frame(of: b) == rect(0, 0, 40, 10))
        #expect(result.frame(of: a) == rect(40, 0, 60, 10))
    }

    @Test func choiceCountsWhatIsAlreadyOnItsLine() {
        let prefix = Block(50, 10), a = Block(40, 10), b = Block(20, 10)
        let result = (prefix.layout + a.layout.or(b.layout)).arrange(width: 80)
        #expect(result.frame(of: a) == nil)
        #expect(result.frame(of: b) == rect(50, 0, 20, 10))
        #expect(result.views.map(ObjectIdentifier.init) == [prefix, b].map(ObjectIdentifier.init))
    }

    @Test func flexibleSpaceIsSharedEquallyAmongALinesFlexibleItems() {
        let a = Block(10, 10), b = Block(10, 10), c = Block(10, 10)
        let layout = a.layout + .space(.flexible(min: 10)) + b.layout + .space(.flexible(min: 0)) + c.layout
        let result = layout.arrange(width: 100)
        // 100 - 30 - 10 = 60 left over, 30 each.
        #expect(result.frame(of: b) == rect(50, 0, 10, 10))
        #expect(result.frame(of: c) == rect(90, 0, 10, 10))
        #expect(result.size.width == 40)
    }

    @Test func flexibleMinimumDecidesWhetherAChoiceFits() {
        let a = Block(40, 10), b = Block(40, 10)
        let layout = (a.layout + .space(.flexible(min: 30)) + b.layout).or([a.layout, b.layout].vertical())
        #expect(layout.arrange(width: 110).frame(of: b) == rect(70, 0, 40, 10))
        #expect(layout.arrange(width: 109).frame(of: b) == rect(0, 10, 40, 10))
    }

    @Test func centeredSharesSpaceOnBothSides() {
        let a = Block(40, 10), b = Block(20, 10)
        let result = [a.layout.centered, b.layout.centered].vertical().arrange(width: 100)
        #expect(result.frame(of: a) == rect(30, 0, 40, 10))
        #expect(result.frame(of: b) == rect(40, 10, 20, 10))
        let row = [a.layout, b.layout].centered.arrange(width: 100)
        #expect(row.frame(of: a) == rect(20, 0, 40, 10))
    }

    @Test func verticalAlignmentOnALine() {
        let tall = Block(10, 40), top = Block(10, 10), center = Block(10, 10), bottom = Block(10, 10)
        let layout = tall.layout + top.layout(alignment: .top) + center.layout(alignment: .center)
            + bottom.layout(alignment: .bottom)
        let result = layout.arrange(width: 100)
        #expect(result.frame(of: top) == rect(10, 0, 10, 10))
        #expect(result.frame(of: center) == rect(20, 15, 10, 10))
        #expect(result.frame(of: bottom) == rect(30, 30, 10, 10))
    }

    @Test func iconCentredBetweenTwoBoxes() {
        let left = Block(50, 60), right = Block(50, 60), icon = Block(20, 20)
        let layout = [left.layout.box(), icon.layout(alignment: .center), right.layout.box()]
            .horizontal(space: .flexible(min: 8))
        let result = layout.arrange(width: 200)
        // Four flexible items (two content-based boxes, two spaces) share
        // 200 - 136 = 64 points: 16 each.
        #expect(result.frame(of: icon) == rect(90, 20, 20, 20))
        #expect(result.frame(of: right) == rect(134, 0, 50, 60))
    }

    @Test func firstBaselinesLineUp() {
        let small = UILabel(), large = UILabel(), plain = Block(10, 10)
        small.text = "Gate"
        small.font = .systemFont(ofSize: 12)
        large.text = "B12"
        large.font = .systemFont(ofSize: 34)
        let layout = [small.layout(alignment: .firstBaseline), large.layout(alignment: .firstBaseline),
                      plain.layout(alignment: .firstBaseline)].horizontal(space: 4)
        let result = layout.arrange(width: 300)
        let smallFrame = result.frame(of: small)!, largeFrame = result.frame(of: large)!
        #expect(largeFrame.minY == 0)
        #expect(smallFrame.minY + small.font.ascender == largeFrame.minY + large.font.ascender)
        // A view without text has its baseline at its bottom.
        #expect(result.frame(of: plain)!.maxY == large.font.ascender)
    }

    @Test func basedOnContentsBoxHasItsContentsWidthAsMinimum() {
        let a = Block(30, 10), b = Block(50, 10), c = Block(20, 10)
        let box = [a.layout, b.layout].vertical().box(width: .basedOnContents)
        // Alone on a line the box grows to the whole width.
        #expect((box + c.layout).arrange(width: 200).frame(of: c) == rect(180, 0, 20, 10))
        // Its minimum is its widest line, so the choice fits down to 70 points.
        let layout = (box + c.layout).or([box, c.layout].vertical())
        #expect(layout.arrange(width: 70).frame(of: c) == rect(50, 0, 20, 10))
        #expect(layout.arrange(width: 69).frame(of: c) == rect(0, 20, 20, 10))
    }

    @Test func flexibleBoxDecidesItsContentsAtItsFinalWidth() {
        let a = Block(60, 10), b = Block(40, 10), c = Block(120, 10)
        let box = (a.layout + b.layout).or(a.layout).box(width: .flexible(min: 50))
        // Offered 200 points, the row would fit; the box ends up 80 wide.
        let result = (box + c.layout).arrange(width: 200)
        #expect(result.frame(of: b) == nil)
        #expect(result.frame(of: a) == rect(0, 0, 60, 10))
        #expect(result.frame(of: c) == rect(80, 0, 120, 10))
    }

    @Test func longLayoutsNeedNoDeepRecursion() {
        let views = (0..<20_000).map { _ in Block(1, 1) }
        let layout = views.map(\.layout).horizontal(space: 1) + .newline() + Block(5, 5).layout
        let result = layout.arrange(width: 100_000)
        #expect(result.frame(of: views[19_999]) == rect(39_998, 0, 1, 1))
        #expect(result.size == CGSize(width: 39_999, height: 6))
    }

    @Test func wrapperHoldsItsContentsInsideInsets() {
        let wrapper = UIView(), a = Block(30, 10)
        let layout = Block(5, 5).layout + a.layout.box(wrapper: wrapper, width: .absolute(50),
                                                       insets: UIEdgeInsets(top: 4, left: 6, bottom: 2, right: 6))
        let result = layout.arrange(width: 100)
        #expect(result.frame(of: wrapper) == rect(5, 0, 50, 16))
        #expect(result.frame(of: a) == rect(6, 4, 30, 10))
        #expect(result.placements.first { $0.view === a }?.parent === wrapper)
    }

    @Test func choiceCanTestHeight() {
        let a = Block(10, 30), b = Block(10, 30)
        let stacked = [a.layout, b.layout].vertical(space: 10)
        // 70 points tall: an exact fit fits.
        #expect(stacked.or([a.layout, b.layout].horizontal(), maxHeight: 70).arrange(width: 100).frame(of: b) == rect(0, 40, 10, 30))
        #expect(stacked.or([a.layout, b.layout].horizontal(), maxHeight: 69).arrange(width: 100).frame(of: b) == rect(10, 0, 10, 30))
        // Only the alternative's own height counts, not what is above it.
        let above = Block(10, 100)
        let layout = above.layout + .newline() + stacked.or([a.layout, b.layout].horizontal(), maxHeight: 70)
        #expect(layout.arrange(width: 100).frame(of: b) == rect(0, 140, 10, 30))
    }

    @Test func wrappingLabelWrapsAtTheWidthLeftOnItsLine() {
        let label = UILabel(), icon = Block(20, 20)
        label.numberOfLines = 0
        label.text = "A long text that needs more than one line at this width"
        let result = (icon.layout + .space(10) + label.layout).arrange(width: 150)
        let frame = result.frame(of: label)!
        #expect(frame.minX == 30)
        #expect(frame.width <= 120)
        #expect(frame.size == label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude)))
        #expect(frame.height > label.font.lineHeight * 2)
    }

    @Test func badInputIsReportedAndCountsAsZero() {
        let a = Block(10, 10), b = Block(10, 10)
        let result = (a.layout + .space(-5) + b.layout + .newline(space: .nan)).arrange(width: -1)
        #expect(result.frame(of: b) == rect(10, 0, 10, 10))
        #expect(result.problems == [
            "AdaptiveLayout: available width -1.0 is negative or not finite; using 0.",
            "AdaptiveLayout: space width -5.0 is negative or not finite; using 0.",
            "AdaptiveLayout: line spacing nan is negative or not finite; using 0.",
        ])
    }

    @Test func emptyLayoutIsEmpty() {
        let result = Layout.empty.arrange(width: 100)
        #expect(result.placements.isEmpty)
        #expect(result.size == .zero)
        #expect([Layout]().horizontal().arrange(width: 10).size == .zero)
    }

    @Test func horizontalAcceptsArraySlices() {
        let views = (0..<4).map { _ in Block(10, 10) }
        let result = views.map(\.layout)[1...2].horizontal(space: 5).arrange(width: 100)
        #expect(result.frame(of: views[2]) == rect(15, 0, 10, 10))
        #expect(result.frame(of: views[0]) == nil)
    }
}

@Suite struct LinearTimeTests {
    /// k chained choices, each between a row of two views and the two
    /// stacked, one per line of the whole layout.
    static func chain(_ k: Int) -> (Layout, [UIView]) {
        var views: [UIView] = []
        var layout = Layout.empty
        for index in 0..<k {
            let a = Block(60, 10), b = Block(60 + CGFloat(index), 10)
            views += [a, b]
            layout = layout + [a.layout, b.layout].horizontal(space: 10).or([a.layout, b.layout].vertical()) + .newline()
        }
        return (layout, views)
    }

    @Test(arguments: [1, 4, 16, 64])
    func chainedChoicesMeasureEachViewOncePerAlternative(k: Int) {
        let (layout, _) = Self.chain(k)
        let counter = MeasurementCounter()
        let result = layout.arrange(width: 135, counter: counter)
        // Row fits while 60 + 10 + 60 + index <= 135: index 0...5.
        #expect(result.size.height == CGFloat(min(k, 6) * 10 + max(0, k - 6) * 20))
        // Each view is measured at 135 points, the whole line, by the look
        // ahead (issue 22: a choice's first alternative is taken only if
        // what follows can still fit), which the lines then reuse where a
        // view starts one; a fitting row adds its second view at 65. The
        // original library would take 2^(k+1). (Before the look ahead:
        // 2k + max(0, k - 6).)
        #expect(counter.count == 2 * k + min(k, 6))
    }

    /// A `depth`-level tree: each level is a choice between its 30-point
    /// leaf beside the next level and its leaf above the next level, so
    /// both alternatives hold the whole subtree below.
    static func tree(_ depth: Int) -> Layout {
        var inner = Block(10, 10).layout
        for _ in 0..<depth {
            let leaf = Block(30, 10)
            inner = (leaf.layout + inner).or([leaf.layout, inner].vertical())
        }
        return inner
    }

    @Test(arguments: [5, 10, 20])
    func nestedChoicesTakeLinearlyManyMeasurements(depth: Int) {
        let counter = MeasurementCounter()
        let result = Self.tree(depth).arrange(width: 100, counter: counter)
        #expect(result.placements.count == depth + 1)
        // Fewer than two measurements a level (each leaf at 100 points for
        // the look ahead, and at the few widths left where lines start),
        // against the original's 2^(depth+1): every choice is decided once
        // per start, width and reach of what follows, and the look ahead
        // takes an alternative without laying out the other. (Before the
        // look ahead: 5 * depth - 13.)
        #expect(counter.count == [5: 10, 10: 18, 20: 35][depth])
        #expect(counter.count <= 2 * depth)
    }
}
