import Foundation

/// A view that lays out a row or a column of views, as in UIKit.
///
/// The stack view manages the views in `arrangedSubviews`: it places them
/// one after another along its `axis`, sizes them along the axis as its
/// `distribution` says and across it as its `alignment` says. As in UIKit it
/// does this with ordinary `NSLayoutConstraint`s installed on itself, named
/// as UIKit names them (`UISV-spacing`, `UISV-canvas-connection`,
/// `UISV-alignment`, …), so they mix with constraints of your own and
/// show up by name in conflict logs.
///
/// Its size comes from those constraints: pin only its position and it
/// hugs its content (along the axis, the arranged views and the spacing
/// between them; across it, the largest view); pin its edges and the
/// arranged views are stretched or squeezed to fit. It has no intrinsic
/// content size of its own. Since iOS 14 a stack view draws its background
/// like any view, and so does this one.
///
/// Hidden arranged views (`isHidden`) drop out of the arrangement: they get
/// a zero size along the axis (UIKit's `UISV-hiding`), and the spacing next
/// to them goes away. The constraints are rebuilt, once, in the next
/// layout pass (`updateConstraints`) after anything that changes them:
/// adding, removing or hiding a view, or setting a property.
open class UIStackView: UIView {
    // MARK: - Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view arranging `views`, which it adds as subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Arranged subviews

    /// The views the stack view arranges, in order along its axis. Always a
    /// subset of `subviews`; their order in `subviews` (which is drawing
    /// order) is independent of this one.
    open var arrangedSubviews: [UIView] { arranged }

    @exclusivity(unchecked) private var arranged: [UIView] = []
    @exclusivity(unchecked) private var arrangedIdentifiers: Set<ObjectIdentifier> = []

    /// Adds `view` to the end of the arrangement. It becomes a subview if it
    /// was not one (added last; a view that already is one keeps its place
    /// in `subviews`), and its `translatesAutoresizingMaskIntoConstraints`
    /// is set to false, as in UIKit.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arranged.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex`, which must be
    /// at most `arrangedSubviews.count` (UIKit raises an exception
    /// otherwise; here the call is reported and ignored). A view already
    /// arranged moves to that index.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard (0...arranged.count).contains(stackIndex) else {
            LayoutDiagnostics.report(.invalidOperation, "Can't insert \(view.constraintDescriptionName) into \(constraintDescriptionName) at index \(stackIndex): there are \(arranged.count) arranged subviews. The arrangement is unchanged.")
            return
        }
        if view.superview !== self {
            // Before it joins: its autoresizing constraints would otherwise
            // hold its current frame (often zero) against its own size
            // constraints for a moment, and report the conflict. (addSubview
            // refuses, and reports, the stack view itself and its ancestors.)
            if view !== self, !isDescendant(of: view) { view.translatesAutoresizingMaskIntoConstraints = false }
            addSubview(view)
            guard view.superview === self else { return }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        if arrangedIdentifiers.contains(ObjectIdentifier(view)) {
            guard let current = arranged.firstIndex(where: { $0 === view }) else { return }
            arranged.remove(at: current)
            arranged.insert(view, at: min(stackIndex, arranged.count))
            if current != arranged.firstIndex(where: { $0 === view }) { setNeedsArrangement() }
            return
        }
        arrangedIdentifiers.insert(ObjectIdentifier(view))
        arranged.insert(view, at: stackIndex)
        setNeedsArrangement()
    }

    /// Takes `view` out of the arrangement, and forgets its custom spacing.
    /// As in UIKit it stays a subview, still shown, with no constraints from
    /// the stack view: remove it from its superview to take it off screen.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedIdentifiers.remove(ObjectIdentifier(view)) != nil else { return }
        arranged.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsArrangement()
    }

    /// An arranged view leaving its superview leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    override func subviewHiddenDidChange(_ subview: UIView) {
        super.subviewHiddenDidChange(subview)
        if arrangedIdentifiers.contains(ObjectIdentifier(subview)) { setNeedsArrangement() }
    }

    /// Proportional sizes come from the arranged views' intrinsic sizes, so
    /// they are recomputed when one changes, as UIKit does.
    override func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {
        super.subviewIntrinsicContentSizeDidChange(subview)
        guard arrangedIdentifiers.contains(ObjectIdentifier(subview)) else { return }
        if distribution == .fillProportionally { setNeedsArrangement() }
        // The stack's own baselines may have moved with the view's content.
        setNeedsLayout()
    }

    // MARK: - Baselines

    /// The stack view's baselines are those of one arranged view, as in
    /// UIKit (`viewForFirstBaselineLayout`, `viewForLastBaselineLayout`): in
    /// a vertical stack the first and the last visible view, in a
    /// horizontal stack the tallest. A nested stack view answers with its
    /// own baselines, so the choice goes down to a label.
    override var baselineOffsetsFromBottom: (first: CGFloat, last: CGFloat) {
        let views: (first: UIView, last: UIView)
        if axis == .vertical {
            guard let first = arranged.first(where: { !$0.isHidden }), let last = arranged.last(where: { !$0.isHidden }) else { return (0, 0) }
            views = (first, last)
        } else {
            var tallest: UIView?
            for view in arranged where !view.isHidden && view.frame.height > (tallest?.frame.height ?? -.infinity) { tallest = view }
            guard let tallest else { return (0, 0) }
            views = (tallest, tallest)
        }
        // Arranged frames are in the bounds' coordinates.
        let bottom = bounds.maxY
        return (bottom - (views.first.frame.maxY - views.first.baselineOffsetsFromBottom.first),
                bottom - (views.last.frame.maxY - views.last.baselineOffsetsFromBottom.last))
    }

    /// The baselines that constraints on the stack view's baselines were last given.
    @exclusivity(unchecked) private var statedBaselineOffsets: (first: CGFloat, last: CGFloat)?

    /// After each solve the arranged views are where the baselines come
    /// from: constraints on the stack view's baselines are re-stated when
    /// they moved, and the layout pass solves again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let offsets = baselineOffsetsFromBottom
        if let stated = statedBaselineOffsets, stated == offsets { return }
        statedBaselineOffsets = offsets
        if baselinesAreConstrained { rootView.layoutEngine?.baselinesChanged(self) }
        // An enclosing stack view may take its baselines from this one.
        if superview is UIStackView { superview?.setNeedsLayout() }
    }

    /// Whether an active constraint uses the stack view's baselines (the
    /// arrangement's own constraints never do). Checked here, cheaply,
    /// before the engine looks the constraints up: only a stack view whose
    /// baselines a constraint ever used walks its ancestors' constraints.
    private var baselinesAreConstrained: Bool {
        guard baselinesUsedByConstraints else { return false }
        var current: UIView? = self
        while let view = current {
            for constraint in view.installedConstraints {
                if (constraint.firstAttribute == .firstBaseline || constraint.firstAttribute == .lastBaseline) && constraint.firstItem === self { return true }
                if (constraint.secondAttribute == .firstBaseline || constraint.secondAttribute == .lastBaseline) && constraint.secondItem === self { return true }
            }
            current = view.superview
        }
        return false
    }

    // MARK: - Configuration

    /// The axis the views are arranged along; horizontal (a row) by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// How the views are sized and spaced along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// How the views are sized and placed across the axis; `.fill` by
    /// default. The baseline alignments are for horizontal stacks, as UIKit
    /// documents them; a vertical stack fills instead.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The distance between neighbouring views' edges: exact for the fill
    /// distributions, the minimum for `.equalSpacing` and `.equalCentering`.
    /// 0 by default. Negative values make the views overlap, as UIKit
    /// documents; `UIStackView.spacingUseSystem` asks for the standard
    /// spacing (8 points). A value that is NaN, infinite or beyond
    /// `LayoutLimits.maximumLength` would become a `UISV-spacing` constant
    /// UIKit's engine refuses ("NSLayoutConstraint constant is not
    /// finite!") or cannot solve; here it is reported and the spacing keeps
    /// its value.
    open var spacing: CGFloat = 0 {
        didSet {
            if let problem = LayoutLimits.problem(withLength: spacing) {
                let refused = spacing
                spacing = oldValue
                LayoutDiagnostics.report(.invalidValue, "\(constraintDescriptionName) can't use spacing \(refused): \(problem). The spacing stays \(oldValue).")
                return
            }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }

    /// Whether the views are arranged within the layout margins (the
    /// `layoutMarginsGuide`) rather than the bounds; false by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// In a vertical stack, whether spacing is measured from one view's last
    /// baseline to the next view's first baseline instead of between their
    /// edges; false by default. Horizontal stacks ignore it (their baseline
    /// alignments are `alignment`'s business).
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    // MARK: - Custom spacing

    /// Passed to `setCustomSpacing(_:after:)`, returns the spacing after a
    /// view to the stack view's `spacing`. `FLT_MAX`, as in UIKit.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// As a spacing, the standard spacing between views (8 points).
    /// `FLT_MIN`, as in UIKit.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    @exclusivity(unchecked) private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// Sets the spacing between `arrangedSubview` and the view after it,
    /// instead of `spacing`. It lasts until `spacingUseDefault` is set or
    /// the view leaves the arrangement. While the view is hidden, its
    /// spacing goes away with it. A view that is not arranged, or a
    /// spacing that is NaN, infinite or beyond `LayoutLimits.maximumLength`
    /// (other than `spacingUseDefault`), is reported and ignored.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        guard arrangedIdentifiers.contains(key) else {
            LayoutDiagnostics.report(.invalidOperation, "Can't set a custom spacing after \(arrangedSubview.constraintDescriptionName): it is not arranged by \(constraintDescriptionName).")
            return
        }
        if spacing != Self.spacingUseDefault, let problem = LayoutLimits.problem(withLength: spacing) {
            LayoutDiagnostics.report(.invalidValue, "Can't set the custom spacing \(spacing) after \(arrangedSubview.constraintDescriptionName): \(problem). The spacing is unchanged.")
            return
        }
        let new: CGFloat? = spacing == Self.spacingUseDefault ? nil : spacing
        guard customSpacings[key] != new else { return }
        customSpacings[key] = new
        setNeedsArrangement()
    }

    /// The custom spacing after `arrangedSubview`, or `spacingUseDefault` if it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The spacing after a view, in points.
    private func gap(after view: UIView) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    // MARK: - Constraints

    /// The constraints the stack view made for its arrangement, all
    /// installed on itself (every item is the stack view, one of its guides
    /// or one of its subviews).
    @exclusivity(unchecked) private var arrangementConstraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) private var arrangementNeedsUpdate = true
    /// UIKit's `_UIOLAGapGuide`s (`.equalSpacing`, `.equalCentering`) and
    /// `_UILayoutSpacer` (alignments other than fill), kept between rebuilds.
    @exclusivity(unchecked) private var gapGuides: [UILayoutGuide] = []
    @exclusivity(unchecked) private var spanningGuide: UILayoutGuide?

    /// Takes the arrangement's constraints out now, so stale ones never
    /// fight constraints made before the next layout pass, and rebuilds
    /// them once in that pass: adding thousands of views one by one costs
    /// one rebuild, not thousands.
    private func setNeedsArrangement() {
        deactivateArrangement()
        if !arrangementNeedsUpdate {
            arrangementNeedsUpdate = true
            setNeedsUpdateConstraints()
        }
        setNeedsLayout()
    }

    /// Rebuilds the arrangement's constraints if anything changed them.
    open override func updateConstraints() {
        if arrangementNeedsUpdate {
            arrangementNeedsUpdate = false
            deactivateArrangement()
            let constraints = makeArrangementConstraints()
            arrangementConstraints = constraints
            NSLayoutConstraint.activate(constraints)
        }
        super.updateConstraints()
    }

    /// Deactivates the arrangement's constraints in one sweep of the stack
    /// view's constraint list. (`NSLayoutConstraint.deactivate` removes each
    /// constraint from that list separately: quadratic for thousands.)
    private func deactivateArrangement() {
        guard !arrangementConstraints.isEmpty else { return }
        let engine = rootView.layoutEngine
        var removed = Set<ObjectIdentifier>(minimumCapacity: arrangementConstraints.count)
        // Last first: the solver drops a chain of equalities cheaply from its end.
        for constraint in arrangementConstraints.reversed() {
            guard let view = constraint.installedOn else { continue }
            guard view === self else {
                NSLayoutConstraint.deactivate([constraint])
                continue
            }
            engine?.uninstall(constraint)
            constraint.installedOn = nil
            removed.insert(ObjectIdentifier(constraint))
        }
        if !removed.isEmpty { installedConstraints.removeAll { removed.contains(ObjectIdentifier($0)) } }
        arrangementConstraints = []
    }

    /// The attributes of one axis: the start and end edges, centre and size.
    private struct Edges {
        let start: NSLayoutConstraint.Attribute
        let end: NSLayoutConstraint.Attribute
        let center: NSLayoutConstraint.Attribute
        let size: NSLayoutConstraint.Attribute
        /// Edges that do not flip in right-to-left layouts, for guides pinned to centres.
        let fixedStart: NSLayoutConstraint.Attribute
        let fixedEnd: NSLayoutConstraint.Attribute

        static let horizontal = Edges(start: .leading, end: .trailing, center: .centerX, size: .width, fixedStart: .left, fixedEnd: .right)
        static let vertical = Edges(start: .top, end: .bottom, center: .centerY, size: .height, fixedStart: .top, fixedEnd: .bottom)
    }

    /// Collects the constraints of one rebuild.
    private struct Builder {
        var constraints: [NSLayoutConstraint] = []

        mutating func add(_ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute,
                          _ relation: NSLayoutConstraint.Relation = .equal,
                          _ second: LayoutItem? = nil, _ secondAttribute: NSLayoutConstraint.Attribute = .notAnAttribute,
                          multiplier: CGFloat = 1, constant: CGFloat = 0,
                          priority: UILayoutPriority = .required, _ identifier: String) {
            let constraint = NSLayoutConstraint(first, firstAttribute, relation, second, secondAttribute,
                                                multiplier: multiplier, constant: constant)
            if priority != .required { constraint.priority = priority }
            constraint.identifier = identifier
            constraints.append(constraint)
        }
    }

    /// The constraints for the current arrangement, as UIKit makes them:
    /// its identifiers, relations and priorities, as kean.blog's "Let's
    /// Build UIStackView" prints them from UIKit. Where this differs: a
    /// hidden view is placed apart rather than kept in the visible views'
    /// alignment; an unpinned stack with equal spacing or centering hugs
    /// its content (`UISV-canvas-fit` along the axis) where UIKit leaves it
    /// ambiguous; `.lastBaseline` pins the spanning guide's bottom to the
    /// canvas as `.firstBaseline` does (UIKit pins only the first view's
    /// bottom, letting others hang below); and there is no
    /// `UISV-text-width-disambiguation` (which sets each view's width to a
    /// share of the stack's at 760, overriding the views' own sizes).
    private func makeArrangementConstraints() -> [NSLayoutConstraint] {
        var builder = Builder()
        builder.constraints.reserveCapacity(arranged.count * 3 + 8)
        let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let along: Edges = axis == .horizontal ? .horizontal : .vertical
        let across: Edges = axis == .horizontal ? .vertical : .horizontal

        // Hidden views: no size along the axis, where the previous visible
        // view ends; across it, at the canvas's start, as large as their content.
        var visible: [UIView] = []
        visible.reserveCapacity(arranged.count)
        for view in arranged {
            guard view.isHidden else {
                visible.append(view)
                continue
            }
            if let previous = visible.last {
                builder.add(view, along.start, .equal, previous, along.end, "UISV-hiding")
            } else {
                builder.add(view, along.start, .equal, canvas, along.start, "UISV-hiding")
            }
            builder.add(view, along.size, constant: 0, "UISV-hiding")
            builder.add(view, across.start, .equal, canvas, across.start, "UISV-hiding")
            builder.add(view, across.size, constant: 0, priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }

        guard let first = visible.first, let last = visible.last else {
            // Nothing to show: the stack view collapses, unless constrained otherwise.
            builder.add(self, along.size, constant: 0, priority: Self.canvasFitPriority, "UISV-canvas-fit")
            builder.add(self, across.size, constant: 0, priority: Self.canvasFitPriority, "UISV-canvas-fit")
            updateGuides(gaps: 0, spanning: false)
            return builder.constraints
        }

        // Along the axis: the ends to the canvas, and the spacing between
        // neighbours. The solver takes this chain first and the alignment
        // after it: the other way round, 5,000 labels take four times as long.
        builder.add(canvas, along.start, .equal, first, along.start, "UISV-canvas-connection")
        builder.add(last, along.end, .equal, canvas, along.end, "UISV-canvas-connection")
        let distributes = distribution == .equalSpacing || distribution == .equalCentering
        let baselineRelative = isBaselineRelativeArrangement && axis == .vertical
        let spacingRelation: NSLayoutConstraint.Relation = distributes ? .greaterThanOrEqual : .equal
        for index in visible.indices.dropFirst() {
            let previous = visible[index - 1], next = visible[index]
            if baselineRelative {
                builder.add(next, .firstBaseline, spacingRelation, previous, .lastBaseline, constant: gap(after: previous), "UISV-spacing")
            } else {
                builder.add(next, along.start, spacingRelation, previous, along.end, constant: gap(after: previous), "UISV-spacing")
            }
        }

        let gapCount = distributes ? visible.count - 1 : 0
        let spans = alignmentNeedsSpanningGuide(visibleCount: visible.count)
        updateGuides(gaps: gapCount, spanning: spans)

        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in visible.dropFirst() {
                builder.add(view, along.size, .equal, first, along.size, "UISV-fill-equally")
            }
        case .fillProportionally:
            addProportionalSizes(of: visible, along: along, canvas: canvas, to: &builder)
        case .equalSpacing:
            // Equal gap guides between the views' edges (UIKit's _UIOLAGapGuide).
            for (index, guide) in gapGuides.enumerated() {
                let previous = visible[index], next = visible[index + 1]
                if baselineRelative {
                    builder.add(guide, .top, .equal, previous, .lastBaseline, "UISV-distributing-edge")
                    builder.add(next, .firstBaseline, .equal, guide, .bottom, "UISV-distributing-edge")
                } else {
                    builder.add(guide, along.start, .equal, previous, along.end, "UISV-distributing-edge")
                    builder.add(next, along.start, .equal, guide, along.end, "UISV-distributing-edge")
                }
                if index > 0 { builder.add(guide, along.size, .equal, gapGuides[0], along.size, "UISV-fill-equally") }
            }
            builder.add(self, along.size, constant: 0, priority: Self.canvasFitPriority, "UISV-canvas-fit")
        case .equalCentering:
            // Guides from centre to centre, equal below the views'
            // compression resistance (149, as in UIKit). Their edges are
            // left and right, which do not flip: in right-to-left layouts a
            // guide has a negative width, and equal widths still mean equal
            // distances.
            for (index, guide) in gapGuides.enumerated() {
                let previous = visible[index], next = visible[index + 1]
                builder.add(guide, along.fixedStart, .equal, previous, along.center, "UISV-distributing-edge")
                builder.add(guide, along.fixedEnd, .equal, next, along.center, "UISV-distributing-edge")
                if index > 0 {
                    builder.add(guide, along.size, .equal, gapGuides[0], along.size, priority: Self.equalCenteringPriority, "UISV-fill-equally")
                }
            }
            builder.add(self, along.size, constant: 0, priority: Self.canvasFitPriority, "UISV-canvas-fit")
        }

        addAlignment(of: visible, across: across, canvas: canvas, to: &builder)
        return builder.constraints
    }

    /// `.fillProportionally`: each view's size is the canvas's times its
    /// intrinsic size over the sum of all intrinsic sizes and spacings, at
    /// priorities 999, 998, … in order (UIKit's `UISV-fill-proportionally`).
    /// With spacing, the proportions hold only when the canvas is exactly
    /// that sum; otherwise the last views take the difference, as in UIKit
    /// (rdar://34595752). A view without an intrinsic size counts its
    /// current size.
    private func addProportionalSizes(of visible: [UIView], along: Edges, canvas: LayoutItem, to builder: inout Builder) {
        let horizontal = axis == .horizontal
        let sizes = visible.map { view -> CGFloat in
            let intrinsic = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            let length = intrinsic == UIView.noIntrinsicMetric || !LayoutLimits.isValidLength(intrinsic)
                ? (horizontal ? view.bounds.width : view.bounds.height) : intrinsic
            return max(0, length)
        }
        let spacings = visible.dropLast().reduce(CGFloat(0)) { $0 + gap(after: $1) }
        let total = sizes.reduce(0, +) + spacings
        guard total > 0 else {
            // Nothing to be proportional to: equal sizes.
            for view in visible.dropFirst() {
                builder.add(view, along.size, .equal, visible[0], along.size, "UISV-fill-equally")
            }
            return
        }
        for (index, view) in visible.enumerated() {
            let priority = UILayoutPriority(max(1, 999 - Float(index)))
            // A share too small for the solver to tell from 0 is 0.
            let share = sizes[index] / total
            builder.add(view, along.size, .equal, canvas, along.size, multiplier: share < LayoutLimits.minimumMultiplier ? 0 : share,
                        priority: priority, "UISV-fill-proportionally")
        }
    }

    /// The alignment in effect: the baseline alignments are for horizontal
    /// stacks only (UIKit documents them so); a vertical stack fills.
    private var effectiveAlignment: Alignment {
        switch alignment {
        case .firstBaseline, .lastBaseline: axis == .horizontal ? alignment : .fill
        default: alignment
        }
    }

    private func alignmentNeedsSpanningGuide(visibleCount: Int) -> Bool {
        effectiveAlignment != .fill && visibleCount > 1
    }

    /// Across the axis. `.fill` pins the first view to both canvas edges
    /// and the others to the first. The other alignments line the views up
    /// (`UISV-alignment`) and let a spanning guide (UIKit's
    /// `_UILayoutSpacer`) enclose them all, as small as it can be (priority
    /// 51), with the canvas attached to it: the stack view is as large as
    /// its largest view. A view with no intrinsic size across the axis
    /// shrinks to nothing (`UISV-ambiguity-suppression`, priority 25).
    private func addAlignment(of visible: [UIView], across: Edges, canvas: LayoutItem, to builder: inout Builder) {
        let first = visible[0]
        let alignment = effectiveAlignment
        if alignment == .fill {
            builder.add(canvas, across.start, .equal, first, across.start, "UISV-canvas-connection")
            builder.add(first, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
            for view in visible.dropFirst() {
                builder.add(first, across.start, .equal, view, across.start, "UISV-alignment")
                builder.add(first, across.end, .equal, view, across.end, "UISV-alignment")
            }
            return
        }
        for view in visible {
            builder.add(view, across.size, constant: 0, priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }
        guard let spanner = spanningGuide, visible.count > 1 else {
            // One view: no spanning guide, the canvas itself hugs the view (priority 49).
            switch alignment {
            case .center:
                builder.add(canvas, across.start, .lessThanOrEqual, first, across.start, "UISV-canvas-connection")
                builder.add(first, across.end, .lessThanOrEqual, canvas, across.end, "UISV-canvas-connection")
                builder.add(canvas, across.center, .equal, first, across.center, "UISV-canvas-connection")
            case .trailing:
                builder.add(canvas, across.start, .lessThanOrEqual, first, across.start, "UISV-canvas-connection")
                builder.add(first, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
            default:
                // Leading, and a single view's baselines: nothing to align with, so its top.
                builder.add(canvas, across.start, .equal, first, across.start, "UISV-canvas-connection")
                builder.add(first, across.end, .lessThanOrEqual, canvas, across.end, "UISV-canvas-connection")
            }
            builder.add(self, across.size, constant: 0, priority: Self.canvasFitPriority, "UISV-canvas-fit")
            return
        }
        builder.add(spanner, across.size, constant: 0, priority: Self.spanningFitPriority, "UISV-spanning-fit")
        switch alignment {
        case .leading:
            for view in visible.dropFirst() { builder.add(first, across.start, .equal, view, across.start, "UISV-alignment") }
            for view in visible {
                builder.add(spanner, across.start, .equal, view, across.start, priority: Self.spanningEdgePriority, "UISV-spanning-boundary")
                builder.add(spanner, across.end, .greaterThanOrEqual, view, across.end, "UISV-spanning-boundary")
            }
            builder.add(canvas, across.start, .equal, first, across.start, "UISV-canvas-connection")
            builder.add(spanner, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
        case .trailing:
            for view in visible.dropFirst() { builder.add(first, across.end, .equal, view, across.end, "UISV-alignment") }
            for view in visible {
                builder.add(spanner, across.start, .lessThanOrEqual, view, across.start, "UISV-spanning-boundary")
                builder.add(spanner, across.end, .equal, view, across.end, priority: Self.spanningEdgePriority, "UISV-spanning-boundary")
            }
            builder.add(canvas, across.start, .equal, spanner, across.start, "UISV-canvas-connection")
            builder.add(first, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
        case .center:
            for view in visible.dropFirst() { builder.add(first, across.center, .equal, view, across.center, "UISV-alignment") }
            for view in visible {
                builder.add(spanner, across.start, .lessThanOrEqual, view, across.start, "UISV-spanning-boundary")
                builder.add(spanner, across.end, .greaterThanOrEqual, view, across.end, "UISV-spanning-boundary")
            }
            builder.add(canvas, across.start, .equal, spanner, across.start, "UISV-canvas-connection")
            builder.add(spanner, across.end, .equal, canvas, across.end, "UISV-canvas-connection")
            builder.add(canvas, across.center, .equal, first, across.center, "UISV-canvas-connection")
        case .firstBaseline, .lastBaseline:
            let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in visible.dropFirst() { builder.add(first, baseline, .equal, view, baseline, "UISV-alignment") }
            for view in visible {
                builder.add(spanner, .top, .lessThanOrEqual, view, .top, "UISV-spanning-boundary")
                builder.add(spanner, .bottom, .greaterThanOrEqual, view, .bottom, "UISV-spanning-boundary")
            }
            builder.add(self, .height, constant: 0, priority: Self.canvasFitPriority, "UISV-canvas-fit")
            builder.add(canvas, .top, .equal, spanner, .top, "UISV-canvas-connection")
            builder.add(spanner, .bottom, .equal, canvas, .bottom, "UISV-canvas-connection")
        case .fill:
            break
        }
    }

    /// Keeps as many gap guides as there are gaps to distribute, and the
    /// spanning guide while an alignment needs it.
    private func updateGuides(gaps: Int, spanning: Bool) {
        while gapGuides.count > gaps { removeLayoutGuide(gapGuides.removeLast()) }
        while gapGuides.count < gaps {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        if spanning, spanningGuide == nil {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-alignment-spanner"
            addLayoutGuide(guide)
            spanningGuide = guide
        } else if !spanning, let guide = spanningGuide {
            removeLayoutGuide(guide)
            spanningGuide = nil
        }
    }

    /// UIKit's priorities for the constraints that only settle what the
    /// others leave open.
    private static let ambiguitySuppressionPriority = UILayoutPriority(25)
    private static let canvasFitPriority = UILayoutPriority(49)
    private static let spanningFitPriority = UILayoutPriority(51)
    private static let equalCenteringPriority = UILayoutPriority(149)
    private static let spanningEdgePriority = UILayoutPriority(999.5)
}

extension UIStackView {
    /// How a stack view sizes and spaces its views along its axis, with UIKit's raw values.
    public enum Distribution: Int, Sendable {
        /// The views fill the stack view: where they are too small the one
        /// that hugs its content least grows, where too large the one that
        /// resists compression least shrinks.
        case fill = 0
        /// The views fill the stack view and all have the same size; unpinned,
        /// that is the largest view's.
        case fillEqually = 1
        /// The views fill the stack view in proportion to their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their sizes and the gaps between them are equal
        /// (and at least `spacing`).
        case equalSpacing = 3
        /// The views keep their sizes and their centres are equally far
        /// apart, while the gaps stay at least `spacing`.
        case equalCentering = 4
    }

    /// How a stack view sizes and places its views across its axis, with UIKit's raw values.
    public enum Alignment: Int, Sendable {
        /// The views fill the stack view across the axis.
        case fill = 0
        /// The views' leading edges line up with the stack view's (vertical stacks).
        case leading = 1
        /// The views' first baselines line up (horizontal stacks).
        case firstBaseline = 2
        /// The views' centres line up with the stack view's.
        case center = 3
        /// The views' trailing edges line up with the stack view's (vertical stacks).
        case trailing = 4
        /// The views' last baselines line up (horizontal stacks).
        case lastBaseline = 5

        /// The views' top edges line up with the stack view's (horizontal stacks); the same as `leading`.
        public static var top: Alignment { .leading }
        /// The views' bottom edges line up with the stack view's (horizontal stacks); the same as `trailing`.
        public static var bottom: Alignment { .trailing }
    }
}
