import Foundation

/// A scrolling view of items placed by a layout object, as in UIKit.
///
/// The collection view asks its `collectionViewLayout` only for the
/// elements in its visible rectangle and keeps a view for each of those
/// alone: cells and supplementary views that scroll away go back to a
/// reuse pool, so the number of views alive depends on the screen, not on
/// the item count (as with `UITableView`).
///
/// Cells come from classes registered with
/// `register(_:forCellWithReuseIdentifier:)` or from a `CellRegistration`;
/// both make the class with `init(frame:)`, which subclasses override as
/// they do in UIKit.
open class UICollectionView: UIScrollView {
    /// The kind of a flow layout's (and a list's) section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's (and a list's) section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where `scrollToItem(at:at:animated:)` puts the item: one vertical
    /// and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items; setting one replaces the old at once.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.attach(to: nil)
            collectionViewLayout.attach(to: self)
            forgetDisplayedAttributes()
            sizedElements.removeAll()
            setNeedsLayout()
        }
    }

    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Shown behind all the content, filling the visible bounds; it does not scroll.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let backgroundView {
                backgroundView.translatesAutoresizingMaskIntoConstraints = true
                insertSubview(backgroundView, at: 0)
            }
            setNeedsLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var allowsSelectionDuringEditing = false
    open var allowsMultipleSelectionDuringEditing = false
    open var selectionFollowsFocus = false
    open var isEditing = false
    open var isPrefetchingEnabled = true
    open var remembersLastFocusedIndexPath = false

    /// How many cells the collection view has made (for tests and
    /// benchmarks: with reuse it stays near the number on screen).
    public private(set) var cellsCreated = 0

    let store = CollectionReuseStore()
    private var itemCounts: [Int] = []
    private var needsReload = true
    private var selected: Set<IndexPath> = []
    /// The views on screen, by element.
    private var displayed: [CollectionElementKey: UICollectionReusableView] = [:]
    private var isLayingOutElements = false
    /// The cell `reconfigureItems(at:)` hands back to the data source.
    private var cellBeingReconfigured: (indexPath: IndexPath, cell: UICollectionViewCell)?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.attach(to: self)
        backgroundColor = .systemBackground
    }

    /// A collection view from an archive, with a flow layout until the
    /// loader sets the file's.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.attach(to: self)
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    /// A new delegate may answer a flow layout's sizes differently: the
    /// layout asks again.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { if delegate !== oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Scrolling and resizing ask the layout first whether the new bounds
    /// make it out of date, as in UIKit (it still sees the old bounds).
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds { boundsWillChange(to: newValue) }
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            if newValue.size != super.frame.size { boundsWillChange(to: CGRect(origin: super.bounds.origin, size: newValue.size)) }
            super.frame = newValue
        }
    }

    /// A new direction mirrors (or unmirrors) a flipping layout's frames.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet {
            forgetDisplayedAttributes()
            setNeedsLayout()
        }
    }

    /// The content inset (with the safe area) decides the width a layout
    /// fills: a new one lays out again.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        collectionViewLayout.invalidateLayout()
    }

    private func boundsWillChange(to newBounds: CGRect) {
        let layout = collectionViewLayout
        guard layout.collectionView === self, layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        setNeedsLayout()
    }

    /// Replaces the layout (at once: nothing animates here), then calls `completion`.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: - Registration and reuse

    /// Registers a cell class (a `UICollectionViewCell` subclass) for
    /// `identifier`; nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else { store.register(nil, for: .cell(identifier)); return }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            LayoutDiagnostics.report(.invalidOperation, "\(cellClass) is not a UICollectionViewCell subclass; not registered for \"\(identifier)\".")
            return
        }
        store.register({ type.init(reusableViewFrame: .zero) }, for: .cell(identifier))
    }

    /// Registers a supplementary view class for views of `elementKind` with
    /// `identifier`; nil unregisters.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = CollectionReuseKey.supplementary(elementKind, identifier)
        guard let viewClass else { store.register(nil, for: key); return }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            LayoutDiagnostics.report(.invalidOperation, "\(viewClass) is not a UICollectionReusableView subclass; not registered for \(elementKind) \"\(identifier)\".")
            return
        }
        store.register({ type.init(reusableViewFrame: .zero) }, for: key)
    }

    /// Registers a function making cells for `identifier` (a nib's or a
    /// storyboard prototype's: UIKit decodes those from archives, which
    /// Trellis does not have); nil unregisters.
    package func registerCellFactory(_ factory: (() -> UICollectionViewCell)?, forCellWithReuseIdentifier identifier: String) {
        store.register(factory, for: .cell(identifier))
    }

    package func registerSupplementaryFactory(_ factory: (() -> UICollectionReusableView)?, ofKind elementKind: String,
                                              withReuseIdentifier identifier: String) {
        store.register(factory, for: .supplementary(elementKind, identifier))
    }

    /// A cell for `indexPath`, from the reuse pool or newly made from the
    /// class registered for `identifier`. An identifier never registered is
    /// a programming error; it stops the app with UIKit's message.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfigured = cellBeingReconfigured, reconfigured.indexPath == indexPath,
           reconfigured.cell.reuseIdentifier == identifier {
            return reconfigured.cell
        }
        guard let view = store.dequeue(.cell(identifier), created: &cellsCreated) else {
            preconditionFailure("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        guard let cell = view as? UICollectionViewCell else {
            preconditionFailure("the view registered for \(identifier) is a \(type(of: view)), not a UICollectionViewCell")
        }
        return cell
    }

    /// A supplementary view of `elementKind` for `indexPath`, from the
    /// pool or newly made; an unregistered kind and identifier stop the
    /// app with UIKit's message.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        var made = 0
        guard let view = store.dequeue(.supplementary(elementKind, identifier), created: &made) else {
            preconditionFailure("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return view
    }

    /// Whether something is registered for `identifier` (for storyboards).
    package func hasCellRegistration(forReuseIdentifier identifier: String) -> Bool {
        store.isRegistered(.cell(identifier))
    }

    /// What a data source without supplementary views gives: an empty
    /// view, with a report naming what was asked.
    package func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        LayoutDiagnostics.report(.invalidOperation, "The layout of \(constraintDescriptionName) places a \(kind) at \(indexPath), but its data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view stands in.")
        return UICollectionReusableView(frame: .zero)
    }

    // MARK: - Visible elements

    /// The cells on screen, in index path order.
    open var visibleCells: [UICollectionViewCell] {
        displayedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleItems: [IndexPath] {
        displayedCells.keys.sorted()
    }

    /// The cell on screen at `indexPath`; nil if it is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        displayed[.cell(indexPath)] as? UICollectionViewCell
    }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        displayed.first { $0.value === cell && $0.key.category == .cell }?.key.indexPath
    }

    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        displayed[.supplementary(elementKind, indexPath)]
    }

    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        displayed.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key.indexPath < $1.key.indexPath }.map(\.value)
    }

    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        displayed.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The index path of the item at `point` (in content coordinates).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfPrepared()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: layoutRect(for: probe)) ?? []).map(displayedAttributes)
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// Where the item is shown (mirrored for right-to-left when the layout flips).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfPrepared()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath).map(displayedAttributes)
    }

    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfPrepared()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(displayedAttributes)
    }

    /// Whether the layout's frames are mirrored: a layout that flips
    /// (`flipsHorizontallyInOppositeLayoutDirection`), or a flow or
    /// compositional layout, which lay out from the leading edge, shown in
    /// the direction opposite to the one it was written for.
    private var isMirroringLayout: Bool {
        let layout = collectionViewLayout
        return layout.mirrorsInOppositeLayoutDirection && effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
    }

    /// `rect` mirrored across the content's width when the layout is.
    private func layoutRect(for rect: CGRect) -> CGRect {
        guard isMirroringLayout else { return rect }
        return CGRect(x: collectionViewLayout.collectionViewContentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The layout's attributes as shown: a mirrored copy when the layout is mirrored.
    private func displayedAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard isMirroringLayout, let copy = attributes.copy() as? UICollectionViewLayoutAttributes else { return attributes }
        copy.frame = layoutRect(for: attributes.frame)
        return copy
    }

    private var displayedCells: [IndexPath: UICollectionViewCell] {
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (key, view) in displayed where key.category == .cell {
            if let cell = view as? UICollectionViewCell { cells[key.indexPath] = cell }
        }
        return cells
    }

    // MARK: - Data

    open var numberOfSections: Int {
        reloadIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
    }

    /// Asks the data source again for everything: every view goes back to
    /// the pool and the layout is told the counts changed.
    /// - Complexity: O(s) in the sections; the layout's `prepare()` follows.
    open func reloadData() {
        for (key, view) in displayed { recycle(view, key: key) }
        displayed = [:]
        needsReload = true
        let context = collectionViewLayout.makeInvalidationContext()
        context.markEverythingInvalid()
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// The item counts, asked of the data source once after each reload.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        itemCounts = currentDataSourceCounts()
    }

    func currentDataSourceCounts() -> [Int] {
        guard let source = dataSource else { return [] }
        let sections = max(0, source.numberOfSections(in: self))
        return (0..<sections).map { max(0, source.collectionView(self, numberOfItemsInSection: $0)) }
    }

    var loadedItemCounts: [Int] { itemCounts }
    var isAwaitingReload: Bool { needsReload }

    // MARK: - Layout

    /// Called by the layout when it is invalidated: lay out again (unless
    /// the collection view is laying out right now and will loop itself).
    /// Sizes measured before are forgotten with what the layout forgets:
    /// all of them for a reload, new counts or a new size; the items and
    /// supplementary views the context names (`reloadItems`,
    /// `reconfigureItems`, a custom layout's invalidation). A scroll, or
    /// the layout taking a measured size, keeps them.
    func layoutDidInvalidate(_ context: UICollectionViewLayoutInvalidationContext) {
        if !isLayingOutElements { setNeedsLayout() }
        guard !isTakingPreferredSize, !sizedElements.isEmpty else { return }
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedForBoundsChange {
            sizedElements.removeAll()
            return
        }
        for path in context.invalidatedItemIndexPaths ?? [] { sizedElements.remove(.cell(path)) }
        for (kind, paths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
            for path in paths { sizedElements.remove(.supplementary(kind, path)) }
        }
    }

    /// For a layout that drops the sizes it took (a compositional layout
    /// rebuilding its sections for a new size or new counts).
    func forgetMeasuredSizes() { sizedElements.removeAll() }

    /// The self-sizing elements measured since the layout last forgot
    /// their sizes (see `layoutDidInvalidate(_:)`); a few per screenful
    /// scrolled through, never per item of the collection.
    private var sizedElements: Set<CollectionElementKey> = []
    /// Set while the layout takes a measured size, whose invalidation
    /// must not forget the size it records.
    private var isTakingPreferredSize = false

    /// Prepares the layout, when it is out of date, for a question asked
    /// outside a layout pass.
    private func layoutIfPrepared() {
        reloadIfNeeded()
        collectionViewLayout.prepareIfNeeded()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A new text size changes self-sizing items: measure them again.
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            forgetDisplayedAttributes()
            sizedElements.removeAll()
            collectionViewLayout.invalidateLayout()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        backgroundView?.frame = bounds
        layOutElements()
    }

    /// Shows the elements in the visible rectangle, after sizing the
    /// self-sizing ones among them (`sizeElementsInView`). The placing pass
    /// still measures an element it shows unmeasured (the sizing rounds ran
    /// out) and repeats if the layout takes its size, a few times at most.
    private func layOutElements() {
        isLayingOutElements = true
        defer { isLayingOutElements = false }
        let layout = collectionViewLayout
        var orderChanged = sizeElementsInView()
        for _ in 0..<8 {
            layout.prepareIfNeeded()
            contentSize = layout.collectionViewContentSize
            var wanted: [CollectionElementKey: (shown: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes)] = [:]
            let rect = layoutRect(for: bounds)
            let visible = (layout.layoutAttributesForElements(in: rect) ?? []).filter { isValid($0) && $0.frame.overlaps(rect) }
            layout.willShowVisibleElements(visible)
            for attributes in visible {
                wanted[CollectionElementKey(attributes)] = (displayedAttributes(attributes), attributes)
            }
            for (key, view) in displayed where wanted[key] == nil {
                recycle(view, key: key)
                displayed[key] = nil
            }
            var invalidated = false
            for (key, pair) in wanted.sorted(by: { $0.key < $1.key }) {
                let attributes = pair.shown
                let view: UICollectionReusableView
                if let shown = displayed[key] {
                    view = shown
                } else {
                    guard let made = makeView(for: key, attributes: attributes) else { continue }
                    view = made
                    displayed[key] = view
                    orderChanged = true
                }
                if let applied = view.appliedAttributes, applied.isEqual(attributes) { continue }
                if view.appliedAttributes?.zIndex != attributes.zIndex { orderChanged = true }
                view.adopt(attributes)
                if measure(view, key: key, shown: attributes, original: pair.original) { invalidated = true }
            }
            if !invalidated { break }
        }
        if orderChanged { orderDisplayedViews() }
    }

    /// Measures the self-sizing elements in view that are not measured yet,
    /// in reading order (by section, then top to bottom and leading to
    /// trailing), as the table measures its rows: each at the place the
    /// sizes before it leave it, the layout asked again only after a size
    /// it takes moves what follows. An element measured here is in view
    /// where it is measured, so none is made and measured only to fall off
    /// the screen when the ones above it take their heights (made at their
    /// estimated places, a screenful of 44-point estimates made half a
    /// screenful of cells more than the rows that end up in view). Views
    /// whose elements left the rectangle go back to the pool first, so the
    /// elements coming in reuse them. Returns whether it made views.
    private func sizeElementsInView() -> Bool {
        let layout = collectionViewLayout
        var made = false
        // A bound for layouts whose sizes never settle; each round measures
        // at least one new element, and the placing pass measures what is left.
        for _ in 0..<256 {
            layout.prepareIfNeeded()
            let rect = layoutRect(for: bounds)
            let inView = (layout.layoutAttributesForElements(in: rect) ?? []).filter { isValid($0) && $0.frame.overlaps(rect) }
            var pending: [UICollectionViewLayoutAttributes] = []
            var keys = Set<CollectionElementKey>(minimumCapacity: inView.count)
            for attributes in inView {
                let key = CollectionElementKey(attributes)
                keys.insert(key)
                if !attributes.selfSizingAxes.isEmpty, !sizedElements.contains(key) { pending.append(attributes) }
            }
            guard !pending.isEmpty else { return made }
            for (key, view) in displayed where !keys.contains(key) {
                recycle(view, key: key)
                displayed[key] = nil
            }
            var invalidated = false
            for original in pending.sorted(by: Self.readingOrder) {
                let key = CollectionElementKey(original)
                let shown = displayedAttributes(original)
                let view: UICollectionReusableView
                if let existing = displayed[key] {
                    view = existing
                } else {
                    guard let newView = makeView(for: key, attributes: shown) else {
                        // Nothing to measure (no data source): the estimate stands.
                        sizedElements.insert(key)
                        continue
                    }
                    view = newView
                    displayed[key] = view
                    made = true
                }
                if !(view.appliedAttributes?.isEqual(shown) ?? false) { view.adopt(shown) }
                if measure(view, key: key, shown: shown, original: original) {
                    invalidated = true
                    break
                }
            }
            if !invalidated { return made }
        }
        return made
    }

    /// Sections in order; within one, top to bottom, then leading to trailing.
    private static func readingOrder(_ a: UICollectionViewLayoutAttributes, _ b: UICollectionViewLayoutAttributes) -> Bool {
        let sa = a.indexPath.count > 0 ? a.indexPath[0] : 0, sb = b.indexPath.count > 0 ? b.indexPath[0] : 0
        if sa != sb { return sa < sb }
        if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
        return a.frame.minX < b.frame.minX
    }

    /// Measures a self-sizing element that has just taken `shown`, once
    /// (moving it, or showing it again after a scroll, keeps the size the
    /// layout took until `sizedElements` forgets it), and hands the size it
    /// asks for to the layout. Returns whether the layout took it.
    private func measure(_ view: UICollectionReusableView, key: CollectionElementKey,
                         shown: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes) -> Bool {
        guard !shown.selfSizingAxes.isEmpty, sizedElements.insert(key).inserted else { return false }
        // Off the window's layout pass, as the table measures rows: the
        // view's own constraints are updated, its own subviews placed and
        // its safe area taken at its new place; the measurement then solves
        // only its constraints.
        view.prepareForSizing()
        let layout = collectionViewLayout
        let preferred = view.preferredLayoutAttributesFitting(shown)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return false }
        isTakingPreferredSize = true
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        isTakingPreferredSize = false
        return true
    }

    /// Whether `attributes` name an element the data source has (a layout
    /// may answer for items the data source no longer has while it is out
    /// of date).
    private func isValid(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard attributes.representedElementCategory == .cell else { return true }
        let path = attributes.indexPath
        guard path.count == 2 else { return false }
        return path.section >= 0 && path.section < itemCounts.count && path.item >= 0 && path.item < itemCounts[path.section]
    }

    /// Puts the displayed views in z order: by `zIndex`, supplementary and
    /// decoration views of the same z index over cells, then by index path,
    /// above the background view.
    private func orderDisplayedViews() {
        let ordered = displayed.sorted { a, b in
            let za = a.value.appliedAttributes?.zIndex ?? 0, zb = b.value.appliedAttributes?.zIndex ?? 0
            if za != zb { return za < zb }
            return a.key < b.key
        }
        for (_, view) in ordered { bringSubviewToFront(view) }
    }

    private func makeView(for key: CollectionElementKey, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        let view: UICollectionReusableView
        switch key.category {
        case .cell:
            guard let source = dataSource else { return nil }
            let cell = source.collectionView(self, cellForItemAt: key.indexPath)
            cell.isSelected = selected.contains(key.indexPath)
            view = cell
        case .supplementaryView:
            guard let source = dataSource else { return nil }
            view = source.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            var made = 0
            guard let decoration = store.dequeueDecoration(ofKind: key.kind, from: collectionViewLayout, created: &made) else {
                LayoutDiagnostics.report(.invalidOperation, "No decoration view class is registered with the layout of \(constraintDescriptionName) for kind \(key.kind); nothing is shown there.")
                return nil
            }
            view = decoration
        }
        if view.superview !== self { addSubview(view) }
        view.isHidden = attributes.isHidden
        switch key.category {
        case .cell: collectionDelegate?.collectionView(self, willDisplay: view as! UICollectionViewCell, forItemAt: key.indexPath)
        case .supplementaryView:
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        case .decorationView: break
        }
        return view
    }

    private func recycle(_ view: UICollectionReusableView, key: CollectionElementKey) {
        switch key.category {
        case .cell:
            if let cell = view as? UICollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
                if cell.isHighlighted { cell.isHighlighted = false }
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        case .decorationView: break
        }
        view.isHidden = true
        view.forgetAppliedAttributes()
        store.recycle(view)
    }

    /// Makes every displayed view take its attributes anew in the next pass
    /// (a new layout, new traits).
    private func forgetDisplayedAttributes() {
        for view in displayed.values { view.forgetAppliedAttributes() }
    }

    /// Takes `old`'s displayed view for `new`, or recycles it (batch updates).
    func remapDisplayed(_ newKey: (CollectionElementKey) -> CollectionElementKey?) {
        var next: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, view) in displayed {
            if let moved = newKey(key), next[moved] == nil {
                next[moved] = view
                view.forgetAppliedAttributes()
            } else {
                recycle(view, key: key)
            }
        }
        displayed = next
    }

    func setLoadedItemCounts(_ counts: [Int]) {
        itemCounts = counts
        needsReload = false
    }

    var selectedIndexPaths: Set<IndexPath> {
        get { selected }
        set { selected = newValue }
    }

    /// Asks the data source for `indexPath`'s cell again, handing back the
    /// cell on screen when the data source dequeues one with the same
    /// identifier (`reconfigureItems(at:)`).
    func reconfigureDisplayedCell(at indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath), let source = dataSource else { return }
        cellBeingReconfigured = (indexPath, cell)
        let result = source.collectionView(self, cellForItemAt: indexPath)
        cellBeingReconfigured = nil
        if result !== cell {
            // The data source made another cell: it replaces the one shown.
            let key = CollectionElementKey.cell(indexPath)
            recycle(cell, key: key)
            if result.superview !== self { addSubview(result) }
            result.isSelected = selected.contains(indexPath)
            displayed[key] = result
        }
        cell.forgetAppliedAttributes()
        result.forgetAppliedAttributes()
    }

    /// Sends the cell at `indexPath` back to the pool so the next pass asks
    /// the data source for a new one (`reloadItems(at:)`).
    func dropDisplayedView(for key: CollectionElementKey) {
        guard let view = displayed.removeValue(forKey: key) else { return }
        recycle(view, key: key)
    }

    // MARK: - Updates

    /// Runs `updates` (inserts, deletes, moves and reloads of items and
    /// sections) as one batch, read as UIKit reads it: deletes, reloads and
    /// move sources are index paths before the batch, inserts and move
    /// destinations after it. It is applied at once (nothing animates
    /// here), then `completion` is called with true.
    /// - Complexity: O(n) in the items of the sections the batch touches.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdates() }
        completion?(true)
    }

    /// Inserts items at these index paths (after the update); the data
    /// source must already have them. Counts that do not add up are
    /// reported with UIKit's message ("Invalid update: …"; UIKit raises an
    /// exception) and the collection view reloads instead.
    open func insertItems(at indexPaths: [IndexPath]) {
        pendingUpdates.rowInserts += indexPaths
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Deletes the items at these index paths (before the update).
    open func deleteItems(at indexPaths: [IndexPath]) {
        pendingUpdates.rowDeletes += indexPaths
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Moves an item; it keeps its cell and its selection.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pendingUpdates.rowMoves.append((indexPath, newIndexPath))
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Asks the data source for new cells for these items (index paths
    /// before the batch); self-sizing items are measured again.
    open func reloadItems(at indexPaths: [IndexPath]) {
        reloadIfNeeded()
        if batchDepth > 0 {
            pendingItemReloads += indexPaths
        } else {
            reloadDisplayedItems(indexPaths)
        }
    }

    /// Asks the data source to configure the cells of these items again,
    /// handing it back the cell on screen when it dequeues one of the same
    /// identifier (iOS 15), which keeps the cell instead of replacing it.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        reloadIfNeeded()
        for indexPath in indexPaths { reconfigureDisplayedCell(at: indexPath) }
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateItems(at: indexPaths)
        collectionViewLayout.invalidateLayout(with: context)
    }

    open func insertSections(_ sections: IndexSet) {
        pendingUpdates.sectionInserts.formUnion(sections)
        if batchDepth == 0 { applyPendingUpdates() }
    }

    open func deleteSections(_ sections: IndexSet) {
        pendingUpdates.sectionDeletes.formUnion(sections)
        if batchDepth == 0 { applyPendingUpdates() }
    }

    open func reloadSections(_ sections: IndexSet) {
        pendingUpdates.sectionReloads.formUnion(sections)
        if batchDepth == 0 { applyPendingUpdates() }
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        pendingUpdates.sectionMoves.append((section, newSection))
        if batchDepth == 0 { applyPendingUpdates() }
    }

    private var batchDepth = 0
    private var pendingUpdates = TableUpdateBatch()
    private var pendingItemReloads: [IndexPath] = []

    private func reloadDisplayedItems(_ indexPaths: [IndexPath]) {
        for indexPath in indexPaths { dropDisplayedView(for: .cell(indexPath)) }
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateItems(at: indexPaths)
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Checks the batch against the data source's new counts, then moves
    /// each displayed view and selection to its element's new place, tells
    /// the layout, and lays out again; or reloads, after reporting why not.
    private func applyPendingUpdates() {
        let batch = pendingUpdates, reloads = pendingItemReloads
        pendingUpdates = TableUpdateBatch()
        pendingItemReloads = []
        // Not loaded yet: the data source already describes the new state.
        guard !isAwaitingReload else { return }
        if !reloads.isEmpty { reloadDisplayedItems(reloads) }
        guard !batch.isEmpty else { return }
        let newCounts = currentDataSourceCounts()
        let plan = TableUpdatePlan(oldCounts: loadedItemCounts, newCounts: newCounts, batch: batch)
        if let problem = plan.problem {
            let words = problem.replacingOccurrences(of: "row", with: "item")
            LayoutDiagnostics.report(.invalidOperation, "\(words) (in \(constraintDescriptionName)); reloading the collection view instead.")
            reloadData()
            return
        }
        remapDisplayed { key in
            switch key.category {
            case .cell:
                return plan.newIndexPath(forOld: key.indexPath).map { .cell(IndexPath(item: $0.row, section: $0.section)) }
            case .supplementaryView, .decorationView:
                // Supplementary views follow their section (headers, footers).
                guard key.indexPath.count == 2, let path = plan.newSection(forOld: key.indexPath.section) else { return nil }
                return CollectionElementKey(category: key.category, kind: key.kind,
                                            indexPath: IndexPath(item: key.indexPath.item, section: path))
            }
        }
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { path in
            plan.newIndexPath(forOld: path).map { IndexPath(item: $0.row, section: $0.section) }
        })
        setLoadedItemCounts(newCounts)
        let layout = collectionViewLayout
        let context = layout.makeInvalidationContext()
        context.markDataSourceCountsInvalid()
        layout.invalidateLayout(with: context)
        layout.prepareIfNeeded()
        layout.prepare(forCollectionViewUpdates: batch.updateItems)
        layout.finalizeCollectionViewUpdates()
        setNeedsLayout()
    }

    // MARK: - Selection

    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.sorted()
    }

    /// Selects an item (and scrolls to it), as UIKit does: without calling
    /// the delegate. With single selection the others are deselected; nil
    /// deselects everything.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for path in selectedIndexPaths { deselectItem(at: path, animated: animated) }
            return
        }
        guard isValidItem(indexPath) else {
            LayoutDiagnostics.report(.invalidOperation, "selectItem: no item at \(indexPath) in \(constraintDescriptionName).")
            return
        }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without calling the delegate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.remove(indexPath)
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// A tap on the item at `indexPath` as UIKit handles one: the delegate
    /// is asked whether to highlight it and told it was highlighted and
    /// unhighlighted, then asked whether to select it (or, when it is
    /// already selected in a multiple-selection collection view, whether
    /// to deselect it); with single selection the item selected before is
    /// deselected, and the delegate hears each change. Returns whether the
    /// selection changed.
    @discardableResult
    public func simulateTap(onItemAt indexPath: IndexPath) -> Bool {
        reloadIfNeeded()
        guard isValidItem(indexPath), allowsSelection || isEditing && allowsSelectionDuringEditing else { return false }
        let delegate = collectionDelegate
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            cellForItem(at: indexPath)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cellForItem(at: indexPath)?.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        } else {
            return false
        }
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return false }
            deselectItem(at: indexPath, animated: true)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return true
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for path in selectedIndexPaths.sorted() where path != indexPath {
                deselectItem(at: path, animated: true)
                delegate?.collectionView(self, didDeselectItemAt: path)
            }
        }
        selectedIndexPaths.insert(indexPath)
        cellForItem(at: indexPath)?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    private func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: - Scrolling

    /// Scrolls so the item stands at `scrollPosition` in the part of the
    /// collection view its adjusted insets leave visible, never past the
    /// content's edges; with no position on an axis, the least scroll that
    /// shows it on that axis.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard isValidItem(indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
            LayoutDiagnostics.report(.invalidOperation, "scrollToItem: no item at \(indexPath) in \(constraintDescriptionName).")
            return
        }
        // Self-sizing items above may change size as they come on screen:
        // settle, as the table does, in a few passes.
        var frame = attributes.frame
        for _ in 0..<8 {
            let target = CollectionScrollTarget.offset(toShow: frame, at: scrollPosition, in: self)
            if abs(target.x - contentOffset.x) < 0.5, abs(target.y - contentOffset.y) < 0.5 { break }
            setContentOffset(target, animated: animated)
            layoutIfNeeded()
            guard let settled = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { break }
            frame = settled.frame
        }
    }
}
