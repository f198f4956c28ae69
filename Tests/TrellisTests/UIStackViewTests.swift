import Foundation
import Testing
@testable import Trellis

/// Most tests use the three views of kean's "Let's Build UIStackView"
/// (kean.blog/post/lets-build-uistackview), which prints the constraints
/// UIKit makes for each configuration: intrinsic sizes 160×200, 80×100 and
/// 40×50, hugging 250, compression resistance 750. The expected frames are
/// worked out by hand from those constraints; frames of arranged views are
/// in the stack view's coordinates.
@Suite struct UIStackViewTests {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = ContentView(160, 200), b = ContentView(80, 100), c = ContentView(40, 50)

    /// A stack of a, b, c in the root at (x, y), with a fixed width or height if given.
    func stack(axis: NSLayoutConstraint.Axis = .horizontal, spacing: CGFloat = 0,
               x: CGFloat = 0, y: CGFloat = 0, width: CGFloat? = nil, height: CGFloat? = nil) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.axis = axis
        stack.spacing = spacing
        place(stack, x: x, y: y, width: width, height: height)
        return stack
    }

    func place(_ view: UIView, x: CGFloat = 0, y: CGFloat = 0, width: CGFloat? = nil, height: CGFloat? = nil) {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        var constraints = [view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
                           view.topAnchor.constraint(equalTo: root.topAnchor, constant: y)]
        if let width { constraints.append(view.widthAnchor.constraint(equalToConstant: width)) }
        if let height { constraints.append(view.heightAnchor.constraint(equalToConstant: height)) }
        NSLayoutConstraint.activate(constraints)
    }

    // MARK: - Arranged subviews

    @Test func arrangedSubviewsBecomeAutoLayoutSubviewsAndTheDefaultsAreUIKits() {
        let plain = UIView()
        let stack = UIStackView(arrangedSubviews: [a, plain])
        #expect(stack.arrangedSubviews == [a, plain])
        #expect(stack.subviews == [a, plain])
        #expect(!plain.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal)
        #expect(stack.distribution == .fill)
        #expect(stack.alignment == .fill)
        #expect(stack.spacing == 0)
        #expect(!stack.isLayoutMarginsRelativeArrangement)
        #expect(!stack.isBaselineRelativeArrangement)
        #expect(stack.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIStackView.Alignment.top == .leading)
        #expect(UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
        #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
    }

    /// UIKit: adding a view that already is a subview doesn't change the
    /// order of `subviews`; inserting an arranged view moves it.
    @Test func insertingKeepsSubviewOrderAndMovesAnArrangedView() {
        let stack = UIStackView()
        stack.addSubview(c)
        stack.addSubview(b)
        stack.addArrangedSubview(a)
        stack.insertArrangedSubview(b, at: 0)
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [b, c, a])
        #expect(stack.subviews == [c, b, a])
        stack.insertArrangedSubview(a, at: 0)
        #expect(stack.arrangedSubviews == [a, b, c])
    }

    /// UIKit's removeArrangedSubview leaves the view a subview; removing
    /// the view from its superview takes it out of the arrangement too.
    @Test func removeArrangedSubviewKeepsTheSubviewButRemoveFromSuperviewDoesNot() {
        let stack = self.stack(spacing: 10)
        root.layoutIfNeeded()
        stack.removeArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, c])
        #expect(stack.subviews.contains(b))
        root.layoutIfNeeded()
        #expect(c.frame.minX == 170)
        #expect(stack.frame.width == 210)

        stack.addArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 220)

        c.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a, b])
        #expect(!stack.subviews.contains(c))
        root.layoutIfNeeded()
        #expect(b.frame.minX == 170)
        #expect(stack.frame.width == 250)
    }

    /// An arranged view moved into another view leaves the arrangement.
    @Test func anArrangedViewAddedElsewhereLeavesTheStack() {
        let stack = self.stack()
        let other = UIView()
        root.addSubview(other)
        other.addSubview(b)
        #expect(stack.arrangedSubviews == [a, c])
        root.layoutIfNeeded()
        #expect(c.frame.minX == 160)
    }

    // MARK: - Distribution

    /// `.fill` with nothing pinned but the position: the stack is as wide as
    /// the views and the spacing (160 + 80 + 40 + 2 × 10), and as tall as
    /// the tallest (its constraints make every view as tall as the first;
    /// compression resistance at 750 beats hugging at 250, so 200).
    @Test func fillHugsItsContent() {
        let stack = self.stack(spacing: 10, x: 10, y: 20)
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 10, y: 20, width: 300, height: 200))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 160, height: 200))
        #expect(b.frame == CGRect(x: 170, y: 0, width: 80, height: 200))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 200))
    }

    /// Pinned wider, `.fill` stretches the view that hugs least; pinned
    /// narrower, it squeezes the one that resists compression least.
    @Test func fillStretchesTheLeastHuggingViewAndSqueezesTheLeastResistant() {
        c.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let wide = stack(width: 375)
        root.layoutIfNeeded()
        #expect(a.frame.width == 160)
        #expect(b.frame.width == 80)
        #expect(c.frame == CGRect(x: 240, y: 0, width: 135, height: 200))

        wide.removeFromSuperview()
        let a2 = ContentView(160, 200), b2 = ContentView(80, 100), c2 = ContentView(40, 50)
        a2.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let narrow = UIStackView(arrangedSubviews: [a2, b2, c2])
        place(narrow, width: 200)
        root.layoutIfNeeded()
        #expect(a2.frame.width == 80)
        #expect(b2.frame == CGRect(x: 80, y: 0, width: 80, height: 200))
        #expect(c2.frame == CGRect(x: 160, y: 0, width: 40, height: 200))
    }

    /// `.fillEqually` unpinned: every view as wide as the widest (UIKit:
    /// "the stack view stretches all the arranged views to match the view
    /// with the longest intrinsic size"). Pinned to 375 with spacing 15:
    /// (375 − 30) / 3 = 115 each.
    @Test func fillEquallyMakesEqualSizes() {
        let stack = self.stack(spacing: 15)
        stack.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 510, height: 200))
        #expect([a, b, c].map(\.frame.width) == [160, 160, 160])

        stack.widthAnchor.constraint(equalToConstant: 375).isActive = true
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 130, 260])
        #expect([a, b, c].map(\.frame.width) == [115, 115, 115])
    }

    /// `.fillProportionally`: UIKit's `UISV-fill-proportionally` makes each
    /// width the stack's times intrinsic / (sum of intrinsics + spacing),
    /// at priorities 999, 998, 997. At 420 wide without spacing:
    /// 420 × 160/280 = 240, then 120 and 60.
    @Test func fillProportionallySizesInProportionToIntrinsicSizes() {
        let stack = self.stack(width: 420)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [240, 120, 60])
        #expect(stack.constraints.contains { $0.identifier == "UISV-fill-proportionally" && $0.priority == UILayoutPriority(998) })

        // The proportions follow the intrinsic sizes: 160 : 80 : 180 of 420.
        c.content = CGSize(width: 180, height: 50)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [160, 80, 180])
    }

    /// With spacing the multipliers are intrinsic / (280 + 20). Unpinned the
    /// stack settles at exactly 300, where every view has its intrinsic
    /// width. Pinned to 375, UIKit's multipliers no longer add up
    /// (rdar://34595752): the first two keep their proportions (375 ×
    /// 160/300 = 200, 375 × 80/300 = 100, priorities 999 and 998) and the
    /// last takes what is left, 375 − 300 − 20 = 55. Faithful to UIKit.
    @Test func fillProportionallyWithSpacingBehavesAsUIKitDoes() {
        let stack = self.stack(spacing: 10)
        stack.distribution = .fillProportionally
        root.layoutIfNeeded()
        #expect(stack.frame.width == 300)
        #expect([a, b, c].map(\.frame.width) == [160, 80, 40])

        stack.widthAnchor.constraint(equalToConstant: 375).isActive = true
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [200, 100, 55])
    }

    /// `.equalSpacing` pinned to 375 with spacing 10: the views keep their
    /// widths and the 95 points left over split into two gaps of 47.5.
    /// Unpinned the gaps are the spacing. Too narrow, the least resistant
    /// view is squeezed and the gaps stay at the minimum.
    @Test func equalSpacingPadsTheGapsEvenly() {
        let stack = self.stack(spacing: 10, width: 375)
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 207.5, 335])
        #expect([a, b, c].map(\.frame.width) == [160, 80, 40])
        #expect(stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }.count == 2)

        let free = UIStackView(arrangedSubviews: [ContentView(160, 200), ContentView(80, 100), ContentView(40, 50)])
        free.distribution = .equalSpacing
        free.spacing = 10
        place(free, y: 300)
        root.layoutIfNeeded()
        #expect(free.frame.width == 300)
        #expect(free.arrangedSubviews.map(\.frame.minX) == [0, 170, 260])

        a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        stack.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil && $0.identifier == nil }?.constant = 250
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.width) == [110, 80, 40])
        #expect([a, b, c].map(\.frame.minX) == [0, 120, 210])
    }

    /// `.equalCentering` pinned to 375: centres at 80 and 355 (the last view
    /// ends at 375), so the middle centre is at 217.5 and b starts at 177.5.
    @Test func equalCenteringSpacesTheCentresEvenly() {
        let stack = self.stack(width: 375)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.midX) == [80, 217.5, 355])
        #expect([a, b, c].map(\.frame.width) == [160, 80, 40])
    }

    /// Unpinned, UIKit leaves an equal-centering stack's width open; here
    /// it hugs (UISV-canvas-fit at 49). With spacing 10 the smallest width
    /// with equal centre distances and gaps of at least 10: b at 170 (gap
    /// 10), centres 80, 210, 340, so c at 320 and the stack 360 wide.
    @Test func equalCenteringUnpinnedTakesTheSmallestWidth() {
        let stack = self.stack(spacing: 10)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(stack.frame.width == 360)
        #expect([a, b, c].map(\.frame.minX) == [0, 170, 320])
    }

    // MARK: - Alignment

    /// A horizontal row, unpinned (as tall as its tallest view, 200) and
    /// pinned to 300 tall. `.top` lines the tops up, `.center` the centres,
    /// `.bottom` the bottoms; the views keep their intrinsic heights.
    @Test(arguments: [
        (UIStackView.Alignment.fill, nil, [CGFloat(0), 0, 0], [CGFloat(200), 200, 200]),
        (.top, nil, [0, 0, 0], [200, 100, 50]),
        (.center, nil, [0, 50, 75], [200, 100, 50]),
        (.bottom, nil, [0, 100, 150], [200, 100, 50]),
        (.fill, 300, [0, 0, 0], [300, 300, 300]),
        (.top, 300, [0, 0, 0], [200, 100, 50]),
        (.center, 300, [50, 100, 125], [200, 100, 50]),
        (.bottom, 300, [100, 200, 250], [200, 100, 50]),
    ] as [(UIStackView.Alignment, CGFloat?, [CGFloat], [CGFloat])])
    func horizontalAlignments(alignment: UIStackView.Alignment, height: CGFloat?, ys: [CGFloat], heights: [CGFloat]) {
        let stack = self.stack(height: height)
        stack.alignment = alignment
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 280, height: height ?? 200))
        #expect([a, b, c].map(\.frame.minY) == ys)
        #expect([a, b, c].map(\.frame.height) == heights)
        #expect([a, b, c].map(\.frame.minX) == [0, 160, 240])
    }

    /// A column 375 wide: the views are stacked 200, 100, 50 tall, and
    /// placed across the width by the alignment ((375 − 160) / 2 = 107.5
    /// for a centred a).
    @Test(arguments: [
        (UIStackView.Alignment.fill, [CGFloat(0), 0, 0], [CGFloat(375), 375, 375]),
        (.leading, [0, 0, 0], [160, 80, 40]),
        (.center, [107.5, 147.5, 167.5], [160, 80, 40]),
        (.trailing, [215, 295, 335], [160, 80, 40]),
    ] as [(UIStackView.Alignment, [CGFloat], [CGFloat])])
    func verticalAlignments(alignment: UIStackView.Alignment, xs: [CGFloat], widths: [CGFloat]) {
        let stack = self.stack(axis: .vertical, spacing: 5, width: 375)
        stack.alignment = alignment
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 375, height: 360))
        #expect([a, b, c].map(\.frame.minY) == [0, 205, 310])
        #expect([a, b, c].map(\.frame.minX) == xs)
        #expect([a, b, c].map(\.frame.width) == widths)
    }

    /// Unpinned across its axis, a leading-aligned column is as wide as its
    /// widest view; a view with no intrinsic width there shrinks to
    /// nothing (UIKit's UISV-ambiguity-suppression at 25).
    @Test func aColumnIsAsWideAsItsWidestView() {
        let plain = UIView()
        let stack = UIStackView(arrangedSubviews: [b, a, plain])
        stack.axis = .vertical
        stack.alignment = .leading
        place(stack)
        NSLayoutConstraint.activate([plain.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 160, height: 310))
        #expect(plain.frame == CGRect(x: 0, y: 300, width: 0, height: 10))
        #expect(stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
    }

    /// A single centred view: no spanning guide, the stack hugs the view.
    @Test func aSingleCentredViewIsCentred() {
        let stack = UIStackView(arrangedSubviews: [b])
        stack.alignment = .center
        place(stack, height: 300)
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 0, y: 100, width: 80, height: 100))
        stack.constraints.first { $0.firstAttribute == .height && $0.identifier == nil }?.isActive = false
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 80, height: 100))
        #expect(!stack.layoutGuides.contains { $0.identifier == "UISV-alignment-spanner" })
    }

    /// Two labels of different fonts aligned on their first baselines: the
    /// baselines are at the same height, and the stack spans both labels.
    @Test(arguments: [UIStackView.Alignment.firstBaseline, .lastBaseline])
    func baselineAlignmentLinesUpTheBaselines(alignment: UIStackView.Alignment) {
        let big = UILabel(), small = UILabel()
        big.text = "Forecast"
        big.font = .systemFont(ofSize: 34)
        small.text = "Updated 09:41"
        small.font = .systemFont(ofSize: 13)
        let stack = UIStackView(arrangedSubviews: [small, big])
        stack.alignment = alignment
        stack.spacing = 8
        place(stack, y: 40)
        root.layoutIfNeeded()
        let offsets = alignment == .firstBaseline ? [small.baselineOffsets.first, big.baselineOffsets.first]
                                                  : [small.baselineOffsets.last, big.baselineOffsets.last]
        let baselines = zip([small, big], offsets).map { $0.frame.maxY - $1 }
        #expect(baselines[0] == baselines[1])
        #expect(small.frame.height == small.intrinsicContentSize.height)
        #expect(big.frame.height == big.intrinsicContentSize.height)
        #expect(small.frame.minY > 0)
        #expect(big.frame.minY == 0)
        #expect(stack.frame.height == max(small.frame.maxY, big.frame.maxY))
        #expect(big.frame.minX == small.frame.width + 8)
    }

    /// A column of labels in a baseline-aligned row: the column's first
    /// baseline is its first label's, its last baseline its last label's
    /// (UIKit's viewForFirstBaselineLayout and viewForLastBaselineLayout for
    /// vertical stacks), so the row lines its label up with them.
    @Test(arguments: [UIStackView.Alignment.firstBaseline, .lastBaseline])
    func aColumnOfLabelsAlignsOnItsLabelsBaselines(alignment: UIStackView.Alignment) {
        let title = UILabel(), line1 = UILabel(), line2 = UILabel()
        title.text = "Rain"
        title.font = .systemFont(ofSize: 40)
        line1.text = "Showers from noon"
        line2.text = "Clearing tonight"
        line2.font = .systemFont(ofSize: 12)
        let column = UIStackView(arrangedSubviews: [line1, line2])
        column.axis = .vertical
        column.spacing = 6
        let row = UIStackView(arrangedSubviews: [title, column])
        row.alignment = alignment
        row.spacing = 10
        place(row, x: 20, y: 100)
        root.layoutIfNeeded()
        func baseline(_ label: UILabel, first: Bool) -> CGFloat {
            label.convert(CGPoint(x: 0, y: label.bounds.height - (first ? label.baselineOffsets.first : label.baselineOffsets.last)), to: root).y
        }
        let first = alignment == .firstBaseline
        let partner = first ? line1 : line2
        #expect(abs(baseline(title, first: first) - baseline(partner, first: first)) < 0.001)
        #expect(column.frame.minX == title.frame.width + 10)
        #expect(row.frame.height == max(title.frame.maxY, column.frame.maxY))
    }

    /// `isBaselineRelativeArrangement` in a column: 20 points from one
    /// label's last baseline to the next label's first baseline.
    @Test func baselineRelativeArrangementSpacesBaselines() {
        let first = UILabel(), second = UILabel()
        first.text = "Title"
        first.font = .systemFont(ofSize: 28)
        second.text = "Subtitle"
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 20
        stack.isBaselineRelativeArrangement = true
        place(stack)
        root.layoutIfNeeded()
        let firstBaseline = second.frame.maxY - second.baselineOffsets.first
        let lastBaseline = first.frame.maxY - first.baselineOffsets.last
        #expect(firstBaseline - lastBaseline == 20)
        #expect(stack.frame.height == second.frame.maxY)
    }

    // MARK: - Spacing

    /// UIKit's custom spacing (iOS 11): after a, 30 instead of 10.
    @Test func customSpacingAfterAView() {
        let stack = self.stack(spacing: 10)
        stack.setCustomSpacing(30, after: a)
        #expect(stack.customSpacing(after: a) == 30)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 190, 280])
        #expect(stack.frame.width == 320)

        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: a)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 168)

        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        root.layoutIfNeeded()
        #expect(b.frame.minX == 170)

        // A view that leaves the arrangement forgets its custom spacing.
        stack.setCustomSpacing(30, after: a)
        stack.removeArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    }

    /// UIKit's documentation: "Use negative values to allow overlap".
    @Test func negativeSpacingOverlapsTheViews() {
        let stack = self.stack(spacing: -20)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 140, 200])
        #expect(stack.frame.width == 240)
    }

    /// A spacing that is not a finite number would become a `UISV-spacing`
    /// constant UIKit's engine asserts on ("NSLayoutConstraint constant is
    /// not finite!  That's illegal.", github.com/ephread/Instructions
    /// issue 282), and one as large as 1e308 gave infinite frames; UIKit's
    /// engine fails inside on such constants (rdar://15480988, "Cannot find
    /// an outgoing row head"). Here each is reported and the spacing keeps
    /// its value, so the row lays out as before.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e308, -1e10])
    func aSpacingLayoutCannotTakeIsRefusedAndTheOldOneKept(spacing: CGFloat) {
        let stack = self.stack(spacing: 10)
        let messages = recordingDiagnostics {
            stack.spacing = spacing
            root.layoutIfNeeded()
        }
        #expect(stack.spacing == 10)
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("can't use spacing") == true)
        #expect([a, b, c].map(\.frame.minX) == [0, 170, 260])
        #expect(stack.frame.width == 300)
    }

    /// Custom spacings beyond what layout takes, or after views that are
    /// not arranged, are reported and ignored; so are impossible
    /// arrangements; nothing crashes.
    @Test func badCustomSpacingsAndArrangementsAreReportedAndIgnored() {
        let stack = self.stack(spacing: 10)
        let messages = recordingDiagnostics {
            stack.setCustomSpacing(.infinity, after: a)
            stack.setCustomSpacing(-1e300, after: b)
            stack.setCustomSpacing(5, after: UIView())
            stack.insertArrangedSubview(UIView(), at: 7)
            stack.addArrangedSubview(stack)
            root.layoutIfNeeded()
        }
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect(stack.arrangedSubviews == [a, b, c])
        #expect(messages.map(\.kind) == [.invalidValue, .invalidValue, .invalidOperation, .invalidOperation, .invalidOperation])
        #expect([a, b, c].map(\.frame.minX) == [0, 170, 260])
    }

    /// `.fillProportionally` divides by the sum of the intrinsic sizes: an
    /// arranged view that claims 1e308 points would make that sum infinite
    /// and every multiplier 0 or NaN. Its claim is refused (it counts its
    /// current size, 0), so the others share the stack.
    @Test func fillProportionallyIgnoresAnIntrinsicSizeLayoutCannotTake() {
        let stack = self.stack(width: 300)
        stack.distribution = .fillProportionally
        let messages = recordingDiagnostics {
            a.content = CGSize(width: 1e308, height: 200)
            root.layoutIfNeeded()
        }
        #expect(messages.contains { $0.kind == .invalidValue && $0.text.contains("intrinsicContentSize") })
        #expect([a, b, c].allSatisfy { $0.frame.minX.isFinite && $0.frame.width.isFinite })
        #expect(b.frame.width == 200 && c.frame.width == 100)
        #expect(a.frame.width == 0)
    }

    // MARK: - Hiding

    /// Hiding an arranged view takes it and its spacing out of the row
    /// (UIKit's UISV-hiding: width 0); showing it again puts both back.
    @Test func hidingAViewCollapsesItAndItsSpacing() {
        let stack = self.stack(spacing: 10)
        root.layoutIfNeeded()
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(b.frame.width == 0)
        #expect(c.frame.minX == 170)
        #expect(stack.frame.width == 210)
        #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" && $0.firstItem === b })

        b.isHidden = false
        root.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 170, y: 0, width: 80, height: 200))
        #expect(c.frame.minX == 260)
        #expect(stack.frame.width == 300)

        a.isHidden = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 0)
        #expect(stack.frame.width == 130)
    }

    /// With every view hidden the stack collapses to nothing.
    @Test func aStackWithNothingVisibleCollapses() {
        let stack = self.stack(axis: .vertical, spacing: 10)
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 160, height: 370))
        for view in [a, b, c] { view.isHidden = true }
        root.layoutIfNeeded()
        #expect(stack.frame.size == .zero)

        let empty = UIStackView()
        place(empty, x: 50, y: 50)
        root.layoutIfNeeded()
        #expect(empty.frame == CGRect(x: 50, y: 50, width: 0, height: 0))
    }

    /// A hidden view that has a required size of its own conflicts with
    /// UISV-hiding; UIKit logs that conflict (a well-known one), and so
    /// does Trellis, and lays out the rest.
    @Test func aRequiredSizeOnAHiddenViewConflictsWithUISVHiding() {
        let stack = self.stack(spacing: 10)
        b.widthAnchor.constraint(equalToConstant: 80).isActive = true
        root.layoutIfNeeded()
        let messages = recordingDiagnostics {
            b.isHidden = true
            root.layoutIfNeeded()
        }
        #expect(messages.contains { $0.kind == .unsatisfiableConstraints && $0.text.contains("UISV-hiding") })
        #expect(c.frame.minX == 170)
        #expect(stack.frame.width == 210)
    }

    // MARK: - Margins, nesting, size

    /// With `isLayoutMarginsRelativeArrangement` the views sit inside the
    /// margins, and the margins add to the stack's size.
    @Test func layoutMarginsRelativeArrangement() {
        let stack = self.stack()
        stack.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 310, height: 220))
        #expect(a.frame == CGRect(x: 10, y: 5, width: 160, height: 200))
        #expect(c.frame.maxX == 290)

        stack.isLayoutMarginsRelativeArrangement = false
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 280, height: 200))
        #expect(a.frame.origin == .zero)
    }

    /// A row inside a column: the inner row is 160 + 4 + 80 wide and 200
    /// tall, the column adds 8 and c below it, and is as wide as the row.
    /// Hiding c shrinks the column to the row.
    @Test func stacksNest() {
        let row = UIStackView(arrangedSubviews: [a, b])
        row.spacing = 4
        let column = UIStackView(arrangedSubviews: [row, c])
        column.axis = .vertical
        column.alignment = .leading
        column.spacing = 8
        place(column, x: 16, y: 16)
        root.layoutIfNeeded()
        #expect(column.frame == CGRect(x: 16, y: 16, width: 244, height: 258))
        #expect(row.frame == CGRect(x: 0, y: 0, width: 244, height: 200))
        #expect(b.frame == CGRect(x: 164, y: 0, width: 80, height: 200))
        #expect(c.frame == CGRect(x: 0, y: 208, width: 40, height: 50))

        c.isHidden = true
        root.layoutIfNeeded()
        #expect(column.frame.height == 200)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(column.frame.size == CGSize(width: 160, height: 200))
    }

    /// The fitting size of a stack on its own: its content.
    @Test func systemLayoutSizeFittingMeasuresTheContent() {
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 300, height: 200))
        stack.axis = .vertical
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 160, height: 370))
    }

    /// The stack view's constraints are ordinary constraints, installed on
    /// it with UIKit's names; constraints of your own mix with them.
    @Test func theArrangementIsOrdinaryConstraintsThatMixWithYours() {
        let stack = self.stack(spacing: 10)
        b.widthAnchor.constraint(equalToConstant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(b.frame.width == 100)
        #expect(stack.frame.width == 320)
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"]))
        #expect(stack.constraints.filter { $0.identifier == "UISV-spacing" }.allSatisfy { $0.constant == 10 && $0.isActive })

        // A sibling pinned after the stack follows it.
        let after = ContentView(20, 20)
        root.addSubview(after)
        NSLayoutConstraint.activate([after.leadingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 5),
                                     after.topAnchor.constraint(equalTo: stack.bottomAnchor)])
        root.layoutIfNeeded()
        #expect(after.frame.origin == CGPoint(x: 325, y: 200))
    }

    /// Leading and trailing flip in right-to-left layouts: the first view is on the right.
    @Test func aRowRunsRightToLeft() {
        let stack = self.stack(width: 375)
        c.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [215, 135, 0])
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.midX) == [295, 157.5, 20])
    }

    /// Changing the axis turns a row into a column.
    @Test func changingTheAxisRebuildsTheArrangement() {
        let stack = self.stack(spacing: 10)
        root.layoutIfNeeded()
        stack.axis = .vertical
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 160, height: 370))
        #expect([a, b, c].map(\.frame.minY) == [0, 210, 320])
    }

    // MARK: - Constraints made before arranging

    /// A common pattern: a view gets its height before it is arranged. In
    /// UIKit nothing conflicts: autoresizing constraints are made by the
    /// superview from the subview's mask ("the view's superview looks at the
    /// view's autoresizing mask, produces constraints that implement it, and
    /// adds those constraints to itself (the superview)",
    /// https://developer.apple.com/documentation/appkit/nsview/translatesautoresizingmaskintoconstraints),
    /// so a view without a superview has none, and the stack view sets
    /// `translatesAutoresizingMaskIntoConstraints` to false on the views it
    /// arranges (see arrangedSubviewsBecomeAutoLayoutSubviewsAndTheDefaultsAreUIKits).
    /// Here the height conflicted with the lone view's frame held at 0.
    @Test func aHeightActivatedBeforeArrangingDoesNotConflict() {
        for stackLaidOutFirst in [false, true] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            let stack = UIStackView()
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                         stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         stack.widthAnchor.constraint(equalToConstant: 200)])
            if stackLaidOutFirst { root.layoutIfNeeded() }
            let messages = recordingDiagnostics {
                let bar = UIView()
                bar.heightAnchor.constraint(equalToConstant: 44).isActive = true
                let spacer = UIView()
                spacer.heightAnchor.constraint(equalToConstant: 20).isActive = true
                #expect(bar.translatesAutoresizingMaskIntoConstraints)
                stack.addArrangedSubview(bar)
                stack.addArrangedSubview(spacer)
                #expect(!bar.translatesAutoresizingMaskIntoConstraints)
                root.layoutIfNeeded()
                #expect(bar.frame == CGRect(x: 0, y: 0, width: 200, height: 44), "laid out first: \(stackLaidOutFirst)")
                #expect(spacer.frame == CGRect(x: 0, y: 44, width: 200, height: 20), "laid out first: \(stackLaidOutFirst)")
                #expect(stack.frame.height == 64)
            }
            #expect(messages.isEmpty, "laid out first: \(stackLaidOutFirst): \(messages)")
        }
    }

    /// A view with a constraint on its own size and no superview is not laid
    /// out by it: its frame is its own (a root's frame is never the
    /// engine's to set), and no conflict is reported for it.
    @Test func aLoneViewKeepsItsFrameAndItsConstraintWaits() {
        let messages = recordingDiagnostics {
            let lone = UIView(frame: CGRect(x: 5, y: 6, width: 30, height: 10))
            let height = lone.heightAnchor.constraint(equalToConstant: 44)
            height.isActive = true
            #expect(height.isActive)
            #expect(lone.constraints == [height])
            lone.layoutIfNeeded()
            #expect(lone.frame == CGRect(x: 5, y: 6, width: 30, height: 10))
        }
        #expect(messages.isEmpty, "\(messages)")
    }
}
