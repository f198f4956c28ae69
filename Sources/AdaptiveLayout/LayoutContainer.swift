import Foundation
import Trellis

/// A view hosting a `Layout` (its `content`). In `layoutSubviews` it decides the layout's
/// choices for its width, adds the chosen alternative's views (and box
/// wrappers) as subviews, removes the views it added earlier that are no
/// longer shown, and sets their frames.
///
/// Its intrinsic content size is the layout's size at its current width —
/// two-pass like a wrapping `UILabel`: before its first layout pass it
/// reports the layout's size at unlimited width, afterwards its size at the
/// width the pass gave it, and it invalidates its intrinsic size when that
/// height changes. So it works inside Auto Layout, a stack view or a scroll
/// view. It decides again when its width, its layout or the content size
/// category changes.
///
/// Views of the layout that are not shown are not in the hierarchy, so they
/// would not hear text size changes: before deciding, the container gives
/// such a view (if it has no category override of its own) its own content
/// size category as a trait override, and removes that override when it
/// shows the view again.
open class LayoutContainer: UIView {
    /// The layout shown; setting it lays out again.
    open var content: Layout {
        didSet { invalidateArrangement() }
    }

    /// Counts view measurements, for tests and benchmarks.
    public var measurementCounter: MeasurementCounter?

    /// The arrangement shown, as of the last layout pass.
    public private(set) var arrangement: Arrangement?

    /// Views this container added (to itself or to wrappers), so that it
    /// removes only its own.
    private var shown: [ObjectIdentifier: UIView] = [:]
    /// Detached views whose content size category this container set, so
    /// that their fonts follow the container's while they are not shown.
    private var categoryFollowers: Set<ObjectIdentifier> = []

    public init(_ content: Layout, frame: CGRect = .zero) {
        self.content = content
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    /// The arrangement for `width`: the cached one if it is for that width.
    public func arrangement(forWidth width: CGFloat) -> Arrangement {
        if let arrangement, arrangement.width == width { return arrangement }
        syncDetachedViews()
        return content.arrange(width: width, counter: measurementCounter)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let previousHeight = arrangement?.size.height
        let widthChanged = arrangement?.width != bounds.width
        let current = arrangement(forWidth: bounds.width)
        arrangement = current
        apply(current)
        if widthChanged || previousHeight != current.size.height { invalidateIntrinsicContentSize() }
    }

    open override var intrinsicContentSize: CGSize {
        if let arrangement { return CGSize(width: UIView.noIntrinsicMetric, height: arrangement.size.height) }
        if let naturalSize { return naturalSize }
        let size = arrangement(forWidth: .greatestFiniteMagnitude).size
        naturalSize = size
        return size
    }

    /// The layout's size at unlimited width, reported before the first pass.
    private var naturalSize: CGSize?

    /// The layout's size at `size.width`: that width (or the layout's own if
    /// narrower) and its height there.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : .greatestFiniteMagnitude
        let measured = arrangement(forWidth: width).size
        return CGSize(width: min(width, measured.width), height: measured.height)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            invalidateArrangement()
        }
    }

    /// Forgets the decisions, so the next pass decides again.
    public func invalidateArrangement() {
        arrangement = nil
        naturalSize = nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Adds, removes and positions views to show `arrangement`.
    private func apply(_ arrangement: Arrangement) {
        var wanted: [ObjectIdentifier: UIView] = [:]
        for placement in arrangement.placements { wanted[ObjectIdentifier(placement.view)] = placement.view }
        for (id, view) in shown where wanted[id] == nil { view.removeFromSuperview() }
        for placement in arrangement.placements {
            let view = placement.view
            let id = ObjectIdentifier(view)
            if categoryFollowers.remove(id) != nil { view.traitOverrides.preferredContentSizeCategory = .unspecified }
            let parent = placement.parent ?? self
            if view.superview !== parent { parent.addSubview(view) }
            view.frame = placement.frame
        }
        shown = wanted
    }

    /// Gives the layout's views that are not in the hierarchy this
    /// container's content size category, so they measure with the fonts
    /// they will show with.
    private func syncDetachedViews() {
        let category = traitCollection.preferredContentSizeCategory
        for view in content.allViews where view.superview == nil {
            if view.traitOverrides.preferredContentSizeCategory != category {
                if view.traitOverrides.preferredContentSizeCategory != .unspecified,
                   !categoryFollowers.contains(ObjectIdentifier(view)) { continue }
                view.traitOverrides.preferredContentSizeCategory = category
                categoryFollowers.insert(ObjectIdentifier(view))
            }
        }
    }
}

extension Layout {
    /// Every view and wrapper in the layout, in every alternative.
    public var allViews: [UIView] {
        var views: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        var pending: [Layout] = [self]
        while let node = pending.popLast() {
            switch node {
            case .empty: break
            case let .view(view, _, rest):
                if seen.insert(ObjectIdentifier(view)).inserted { views.append(view) }
                pending.append(rest)
            case let .space(_, rest), let .newline(_, rest):
                pending.append(rest)
            case let .box(contents, box, rest):
                if let wrapper = box.wrapper, seen.insert(ObjectIdentifier(wrapper)).inserted { views.append(wrapper) }
                pending.append(rest)
                pending.append(contents)
            case let .choice(first, second, _, rest):
                pending.append(rest)
                pending.append(second)
                pending.append(first)
            }
        }
        return views
    }
}
