import Foundation

/// A row of a collection view list (iOS 14): a cell with accessories at
/// its edges, indentation, a separator, and the look of the list it is in
/// (plain, grouped, inset grouped with rounded section ends, sidebar).
///
/// Layout, leading to trailing: the indentation
/// (`indentationLevel` × `indentationWidth`), leading accessories (editing
/// controls) from the 16-point margin, the content view, then trailing
/// accessories (chevron, checkmark, label, grip) ending 16 points from the
/// trailing edge, each centered vertically. The separator is a hairline at
/// the bottom from the text's leading edge to the trailing edge.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories shown, in order from the edge inward on each side.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            contentGeneration &+= 1
            rebuildAccessoryViews()
        }
    }

    /// How many steps the content is indented (outline children).
    open var indentationLevel = 0 {
        didSet {
            guard indentationLevel != oldValue else { return }
            contentGeneration &+= 1
            setNeedsLayout()
        }
    }

    /// The width of one indentation step: 10 points, the table cell's
    /// documented default (developer.apple.com/documentation/uikit/uitableviewcell/indentationwidth).
    open var indentationWidth: CGFloat = 10 {
        didSet {
            guard indentationWidth != oldValue else { return }
            contentGeneration &+= 1
            setNeedsLayout()
        }
    }

    /// Whether leading accessories move with the indentation. Default true.
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// A guide along the separator: its leading edge is where the separator
    /// starts (the text's leading edge), so other views can align to it.
    open var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: separatorStart)
        NSLayoutConstraint.activate([
            leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: hairline),
        ])
        separatorGuide = guide
        separatorGuideLeading = leading
        return guide
    }

    private var separatorGuide: UILayoutGuide?
    private var separatorGuideLeading: NSLayoutConstraint?
    private let separatorView = UIView()
    private var accessoryViews: [(accessory: UICellAccessory, view: UIView)] = []
    /// The row's place in its list, learned when the layout's attributes are applied.
    private(set) var listPlacement: CollectionListPlacement?
    /// The background configuration this cell chose for its list, so one
    /// the app set is never replaced.
    private var automaticBackgroundStyle: UIBackgroundConfiguration.Style?
    /// Where the separator starts, as of the last layout.
    private var separatorStart: CGFloat = 16

    public override init(frame: CGRect) {
        super.init(frame: frame)
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    // MARK: - Configurations

    private var appearance: UICollectionLayoutListConfiguration.Appearance? {
        listPlacement?.configuration.appearance ?? currentLayoutPlacement()?.configuration.appearance
    }

    private var isHeaderRow: Bool {
        guard let placement = listPlacement else { return false }
        return placement.isFirst && placement.configuration.headerMode == .firstItemInSection
    }

    /// A content configuration in the style of the list the cell is in:
    /// a sidebar row's in sidebars, a header's for a section's first item
    /// when the list's header mode is `.firstItemInSection`, a row's otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch appearance {
        case .sidebar?, .sidebarPlain?:
            return isHeaderRow ? .sidebarHeader() : .sidebarCell()
        case .grouped?, .insetGrouped?:
            return isHeaderRow ? .groupedHeader() : .cell()
        case .plain?, nil:
            return isHeaderRow ? .plainHeader() : .cell()
        }
    }

    /// The background of a row of the list the cell is in.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch appearance {
        case .sidebar?, .sidebarPlain?: return .listSidebarCell()
        case .grouped?, .insetGrouped?: return .listGroupedCell()
        case .plain?, nil: return .listPlainCell()
        }
    }

    private func currentLayoutPlacement() -> CollectionListPlacement? {
        guard let collectionView = superview as? UICollectionView, let path = appliedAttributes?.indexPath else { return nil }
        return (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listPlacement(at: path)
    }

    // MARK: - Applying the layout

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let layout = (superview as? UICollectionView)?.collectionViewLayout as? UICollectionViewCompositionalLayout
        adoptListPlacement(layout?.listPlacement(at: layoutAttributes.indexPath))
    }

    /// Takes on the look of the row's list: its background, rounded ends in
    /// an inset-grouped section, the sidebar style for a row's content.
    func adoptListPlacement(_ placement: CollectionListPlacement?) {
        listPlacement = placement
        guard let placement else { return }
        let appearance = placement.configuration.appearance
        // A row configured before it knew its list (a new cell) takes the
        // sidebar's style once it learns it is in one.
        if appearance.isSidebar, let content = contentConfiguration as? UIListContentConfiguration,
           let restyled = content.restyled(forSidebarHeader: isHeaderRow) {
            contentConfiguration = restyled
        }
        if backgroundConfiguration == nil || backgroundConfiguration?.style == automaticBackgroundStyle {
            let background = defaultBackgroundConfiguration()
            if background.style != backgroundConfiguration?.style {
                backgroundConfiguration = background
                automaticBackgroundStyle = background.style
            }
        }
        var corners: CACornerMask = []
        if appearance == .insetGrouped {
            if placement.isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if placement.isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        }
        // 10 points: the inset-grouped table's corner radius.
        let radius: CGFloat = corners.isEmpty ? 0 : 10
        if layer.cornerRadius != radius { layer.cornerRadius = radius }
        if layer.maskedCorners != corners { layer.maskedCorners = corners }
        if clipsToBounds != !corners.isEmpty { clipsToBounds = !corners.isEmpty }
        setNeedsLayout()
    }

    // MARK: - Accessories

    private var isEditing: Bool { (superview as? UICollectionView)?.isEditing ?? false }

    private func rebuildAccessoryViews() {
        for (_, view) in accessoryViews { view.removeFromSuperview() }
        let expanded = configurationState.isExpanded
        // Stable by rank: system accessories in their fixed places, custom
        // views in the order given.
        let ordered = accessories.enumerated().sorted { ($0.element.edgeRank, $0.offset) < ($1.element.edgeRank, $1.offset) }.map(\.element)
        accessoryViews = ordered.map { accessory in
            (accessory, accessory.makeView(cellTint: tintColor, expanded: expanded, isHeader: isHeaderRow))
        }
        for (_, view) in accessoryViews {
            view.translatesAutoresizingMaskIntoConstraints = true
            addSubview(view)
        }
        setNeedsLayout()
    }

    /// The margin between the cell's edges and its accessories: 16 points,
    /// the list's side margin.
    static let accessoryMargin: CGFloat = 16
    /// Between two accessories on the same side.
    static let accessorySpacing: CGFloat = 8

    private func reservedWidth(of accessory: UICellAccessory, view: UIView) -> CGFloat {
        let own = view.intrinsicContentSize.width > 0 ? view.intrinsicContentSize.width : view.frame.width
        if case .custom(let width) = accessory.reservedLayoutWidth, width.isFinite { return max(0, width) }
        return max(0, own)
    }

    /// Where the content goes between the accessories at `width`, and each
    /// shown accessory's x and width.
    private func arrangement(width: CGFloat) -> (content: ClosedRange<CGFloat>, placed: [(UIView, CGFloat, CGFloat)]) {
        let editing = isEditing
        let indentation = CGFloat(max(0, indentationLevel)) * max(0, indentationWidth)
        var placed: [(UIView, CGFloat, CGFloat)] = []
        var leading = indentsAccessories ? indentation : 0
        let leadingOnes = accessoryViews.filter { $0.accessory.isLeading && $0.accessory.isShown(editing: editing) }
        if !leadingOnes.isEmpty {
            leading += Self.accessoryMargin
            for (accessory, view) in leadingOnes {
                let w = reservedWidth(of: accessory, view: view)
                placed.append((view, leading, w))
                leading += w + Self.accessorySpacing
            }
        }
        if !indentsAccessories { leading += indentation }
        var trailing = width
        let trailingOnes = accessoryViews.filter { !$0.accessory.isLeading && $0.accessory.isShown(editing: editing) }
        if !trailingOnes.isEmpty {
            trailing -= Self.accessoryMargin
            for (index, (accessory, view)) in trailingOnes.enumerated() {
                if index > 0 { trailing -= Self.accessorySpacing }
                let w = reservedWidth(of: accessory, view: view)
                trailing -= w
                placed.append((view, trailing, w))
            }
        }
        return (min(leading, max(leading, trailing))...max(leading, trailing), placed)
    }

    // MARK: - Layout

    private var hairline: CGFloat {
        let scale = traitCollection.displayScale
        return scale > 0 ? 1 / scale : 0.5
    }

    /// The room the accessories leave, mirrored in right-to-left layouts.
    /// Set in the cell's own layout (and before measuring).
    override var contentViewFrame: CGRect {
        let content = arrangement(width: bounds.width).content
        var frame = CGRect(x: content.lowerBound, y: 0, width: content.upperBound - content.lowerBound, height: bounds.height)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { frame.origin.x = bounds.width - frame.maxX }
        return frame
    }

    open override func layoutSubviews() {
        let contentWidth = contentView.frame.width
        super.layoutSubviews()
        // A content view that got a new width in this pass lays out its
        // content now: the pass already solving does not see a frame set
        // during layout, and a pass left for later drew value labels
        // squeezed into the estimate's width (CompositionalLayoutSnapshotTests).
        // A new height alone (a reused row, measured at its width before it
        // is placed) needs no nested pass of the whole window: one per row
        // cost more than measuring it.
        if contentView.frame.width != contentWidth { contentView.layoutIfNeeded() }
        let placed = arrangement(width: bounds.width).placed
        let shown = Set(placed.map { ObjectIdentifier($0.0) })
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (_, view) in accessoryViews where !shown.contains(ObjectIdentifier(view)) { view.isHidden = true }
        for (view, x, width) in placed {
            view.isHidden = false
            let height = view.intrinsicContentSize.height > 0 ? view.intrinsicContentSize.height : view.frame.height
            let frame = CGRect(x: rightToLeft ? bounds.width - x - width : x, y: ((bounds.height - height) / 2).rounded(),
                               width: width, height: height)
            if view.frame != frame { view.frame = frame }
        }
        layOutSeparator()
    }

    private func layOutSeparator() {
        guard let placement = listPlacement else {
            separatorView.isHidden = true
            return
        }
        let configuration = placement.configuration
        var separator = configuration.separatorConfiguration
        if let path = appliedAttributes?.indexPath, let handler = configuration.itemSeparatorHandler {
            separator = handler(path, separator)
        }
        var visible = configuration.showsSeparators && !isHeaderRow
        // Grouped sections end without a separator under their last row.
        if placement.isLast, configuration.appearance != .plain { visible = false }
        switch separator.bottomSeparatorVisibility {
        case .automatic: break
        case .visible: visible = true
        case .hidden: visible = false
        }
        separatorView.isHidden = !visible
        // From the configuration, not the labels' frames: forcing the
        // content's layout here would cost a layout pass per row.
        let textStart = (contentView as? UIListContentView)?.textLeadingInset ?? UIListContentConfiguration.rowSideMargin
        var start = contentView.frame.minX + textStart
        var end = bounds.width
        let insets = separator.bottomSeparatorInsets
        if insets.leading != UIListSeparatorConfiguration.automaticInsets.leading { start = insets.leading }
        if insets.trailing != UIListSeparatorConfiguration.automaticInsets.trailing { end = bounds.width - insets.trailing }
        separatorStart = start
        separatorGuideLeading.map { if $0.constant != start { $0.constant = start } }
        guard visible else { return }
        separatorView.backgroundColor = separator.color
        let frame = CGRect(x: start, y: bounds.height - hairline, width: max(0, end - start), height: hairline)
        if separatorView.frame != frame { separatorView.frame = frame }
        if subviews.last !== separatorView { bringSubviewToFront(separatorView) }
    }

    // MARK: - Self-sizing

    private struct MeasurementKey: Equatable {
        var content: Int
        var width: CGFloat
        var editing: Bool
        var category: UIContentSizeCategory
    }

    /// Counts changes to what the row shows (configuration, accessories,
    /// indentation), so a kept measurement is only reused for the same content.
    private var contentGeneration = 0
    private var lastMeasurement: (key: MeasurementKey, height: CGFloat)?

    open override var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentGeneration &+= 1 }
    }

    /// The row's height for the layout's width: the content view's Auto
    /// Layout height at the width the accessories leave it, and at least
    /// the tallest accessory.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.selfSizingAxes.contains(.height) else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let preferred = layoutAttributes.copy() as? UICollectionViewLayoutAttributes ?? layoutAttributes
        // A row asked again with nothing changed but its place (the layout
        // moved it after rows above it sized themselves) has the same height:
        // measuring builds a solver, so the answer is kept.
        let key = MeasurementKey(content: contentGeneration, width: layoutAttributes.size.width, editing: isEditing,
                                 category: traitCollection.preferredContentSizeCategory)
        if let measured = lastMeasurement, measured.key == key {
            preferred.size = CGSize(width: layoutAttributes.size.width, height: measured.height)
            return preferred
        }
        defer { lastMeasurement = (key, preferred.size.height) }
        let (content, placed) = arrangement(width: layoutAttributes.size.width)
        let width = content.upperBound - content.lowerBound
        (contentView as? UIListContentView)?.adaptArrangement(toWidth: width)
        let fitted = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel)
        let accessories = placed.map { $0.0.intrinsicContentSize.height }.max() ?? 0
        preferred.size = CGSize(width: layoutAttributes.size.width, height: max(fitted.height, accessories))
        return preferred
    }
}
