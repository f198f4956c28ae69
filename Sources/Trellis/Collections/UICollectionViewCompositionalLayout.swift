import Foundation

/// A layout built from items, groups and sections (iOS 13): each section
/// repeats a group of items; sections stack along the scroll direction,
/// and a section with an orthogonal scrolling behavior lays its groups out
/// in one line across it.
///
/// Scale: the layout never computes every item's frame. A section keeps one
/// laid-out group and a stride; an item's frame is its group's origin plus
/// its place in the group, and the groups in a rectangle are found by
/// binary search. Items with estimated sizes start at the estimate; the
/// sizes their cells ask for are kept per group (in zeroed, lazily mapped
/// memory), so a million-item self-sizing list prepares in the time a
/// thousand-item one does.
///
/// Orthogonal sections scroll by offset: the layout keeps each one's
/// horizontal offset (`orthogonalScrollOffset(forSection:)`) and shifts its
/// items, so their cells stay ordinary cells of the collection view and
/// only those in view are made.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// The layout's scroll direction, spacing and layout-wide headers;
    /// setting it invalidates the layout.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            invalidateLayout()
        }
    }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section when it is
    /// prepared (after every invalidation that changes sizes or counts).
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration
        super.init()
    }

    /// Layouts are not read from archives here: an empty layout.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A layout whose every section is a list following `configuration` (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            configuration.makeSection(environment: environment)
        }
    }

    // MARK: - State

    private var sections: [CompositionalSectionGeometry?] = []
    private var itemCounts: [Int] = []
    /// The collection view size the sections were built for.
    private var builtSize: CGSize?
    private var needsRebuild = true
    /// The layout-wide boundary items' sizes.
    private var globalBoundarySizes: [CGSize] = []
    private var globalLeadingLength: CGFloat = 0
    private var globalTrailingLength: CGFloat = 0
    private var totalLength: CGFloat = 0
    private var crossLength: CGFloat = 0
    private var origins: [CGFloat] = []
    private var originsAreStale = true
    private var hasPinnedItems = false
    /// Each orthogonal section's scroll offset across the layout's axis.
    private var orthogonalOffsets: [Int: CGFloat] = [:]

    /// The list background this layout gave its collection view, so a
    /// color the app set is never replaced.
    private var appliedListBackground: UIColor?

    private var vertical: Bool { storedConfiguration.scrollDirection == .vertical }

    // MARK: - Preparing

    open override func prepare() {
        super.prepare()
        let size = collectionView?.bounds.size ?? .zero
        let counts = currentItemCounts()
        if needsRebuild || builtSize != size || counts != itemCounts {
            rebuild(size: size, counts: counts)
        }
        if originsAreStale { placeSections() }
        applyListBackground()
    }

    /// A list shows its appearance's background (`backgroundColor`, or the
    /// grouped background for grouped lists) behind its rows, unless the
    /// app gave the collection view a background of its own.
    private func applyListBackground() {
        guard let collectionView, let configuration = sections.lazy.compactMap({ $0?.section.listConfiguration }).first else { return }
        let color = configuration.resolvedBackgroundColor
        // The collection view's own default (the system background) gives
        // way; a color the app chose does not.
        let current = collectionView.backgroundColor
        guard current == nil || current === appliedListBackground || (appliedListBackground == nil && current == .systemBackground) else { return }
        if collectionView.backgroundColor !== color {
            collectionView.backgroundColor = color
            appliedListBackground = color
        }
    }

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedForBoundsChange {
            needsRebuild = true
        }
        super.invalidateLayout(with: context)
    }

    private func currentItemCounts() -> [Int] {
        guard let collectionView else { return [] }
        return (0..<max(0, collectionView.numberOfSections)).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// The environment sections are made for: the collection view's size
    /// with its adjusted content insets, and its traits.
    private func environment(size: CGSize) -> CollectionLayoutEnvironment {
        let insets = collectionView?.adjustedContentInset ?? .zero
        let container = CollectionLayoutContainer(contentSize: size, contentInsets: NSDirectionalEdgeInsets(
            top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right))
        return CollectionLayoutEnvironment(container: container, traitCollection: collectionView?.traitCollection ?? UITraitCollection())
    }

    private func rebuild(size: CGSize, counts: [Int]) {
        needsRebuild = false
        // New sections hold no measured sizes: the collection view measures again.
        collectionView?.forgetMeasuredSizes()
        builtSize = size
        itemCounts = counts
        let environment = environment(size: size)
        let effective = environment.container.effectiveContentSize
        crossLength = vertical ? effective.width : effective.height
        let mainLength = vertical ? effective.height : effective.width
        sections = counts.indices.map { index in
            guard let section = sectionProvider(index, environment) else { return nil }
            return CompositionalSectionGeometry(section: section, itemCount: counts[index], vertical: vertical, environment: environment,
                                                crossLength: crossLength, mainLength: mainLength,
                                                referenceInsets: referenceInsets(for: section.contentInsetsReference))
        }
        let boundaryContainer = vertical ? CGSize(width: crossLength, height: mainLength) : CGSize(width: mainLength, height: crossLength)
        globalBoundarySizes = storedConfiguration.boundarySupplementaryItems.map { $0.layoutSize.resolved(in: boundaryContainer) }
        hasPinnedItems = storedConfiguration.boundarySupplementaryItems.contains { $0.pinToVisibleBounds }
            || sections.contains { $0?.section.boundarySupplementaryItems.contains { $0.pinToVisibleBounds } == true }
        orthogonalOffsets = orthogonalOffsets.filter { $0.key < sections.count && sections[$0.key]?.orthogonal == true }
        originsAreStale = true
    }

    /// The insets `reference` adds across the layout's axis, beyond what the
    /// adjusted content inset already keeps clear.
    private func referenceInsets(for reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        guard let collectionView else { return .zero }
        var resolved = reference
        if resolved == .automatic { resolved = storedConfiguration.contentInsetsReference }
        let adjusted = collectionView.adjustedContentInset
        let edges: UIEdgeInsets
        switch resolved {
        case .automatic, .none: return .zero
        case .safeArea: edges = collectionView.safeAreaInsets
        case .layoutMargins: edges = collectionView.layoutMargins
        case .readableContent:
            let frame = collectionView.readableContentGuide.layoutFrame
            let bounds = collectionView.bounds
            edges = frame.width > 0 ? UIEdgeInsets(top: 0, left: frame.minX - bounds.minX, bottom: 0, right: bounds.maxX - frame.maxX)
                : collectionView.layoutMargins
        }
        let rtl = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = max(0, edges.left - adjusted.left), right = max(0, edges.right - adjusted.right)
        if vertical { return NSDirectionalEdgeInsets(top: 0, leading: rtl ? right : left, bottom: 0, trailing: rtl ? left : right) }
        return NSDirectionalEdgeInsets(top: max(0, edges.top - adjusted.top), leading: 0, bottom: max(0, edges.bottom - adjusted.bottom), trailing: 0)
    }

    /// Stacks the sections along the axis. O(sections).
    private func placeSections() {
        originsAreStale = false
        let items = storedConfiguration.boundarySupplementaryItems
        globalLeadingLength = zip(items, globalBoundarySizes).reduce(0) { $1.0.extendsBoundary && $1.0.isAbove ? max($0, along($1.1)) : $0 }
        globalTrailingLength = zip(items, globalBoundarySizes).reduce(0) { $1.0.extendsBoundary && $1.0.isBelow ? max($0, along($1.1)) : $0 }
        var position = globalLeadingLength
        var placedAny = false
        origins = sections.map { geometry in
            guard let geometry else { return position }
            if placedAny { position += max(0, storedConfiguration.interSectionSpacing) }
            geometry.origin = position
            let start = position
            position += geometry.length
            placedAny = true
            return start
        }
        totalLength = position + globalTrailingLength
    }

    private func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    open override var collectionViewContentSize: CGSize {
        vertical ? CGSize(width: crossLength, height: totalLength) : CGSize(width: totalLength, height: crossLength)
    }

    // MARK: - Answering

    /// - Complexity: O(log s) to find the first section in view (s
    /// sections), then O(log n) per section in view plus the elements returned.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let start = vertical ? rect.minY : rect.minX, end = vertical ? rect.maxY : rect.maxX
        for index in storedConfiguration.boundarySupplementaryItems.indices {
            let attributes = globalBoundaryAttributes(index)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        for sectionIndex in firstSection(endingAtOrAfter: start)..<sections.count {
            guard let geometry = sections[sectionIndex] else { continue }
            if geometry.origin > end { break }
            if geometry.origin + geometry.length < start { continue }
            for (index, decoration) in geometry.section.decorationItems.enumerated() {
                let attributes = decorationAttributes(decoration, index: index, section: sectionIndex, geometry: geometry)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            for index in geometry.section.boundarySupplementaryItems.indices {
                let attributes = boundaryAttributes(index, section: sectionIndex, geometry: geometry)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            appendItems(in: rect, section: sectionIndex, geometry: geometry, to: &result)
        }
        return result
    }

    /// The first section whose end is at or after `position` on the
    /// layout's axis: sections are stacked in order, so their ends grow
    /// (a missing section takes its predecessor's end). O(log s).
    private func firstSection(endingAtOrAfter position: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            let end = sections[mid].map { $0.origin + $0.length } ?? (mid < origins.count ? origins[mid] : 0)
            if end < position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func appendItems(in rect: CGRect, section: Int, geometry: CompositionalSectionGeometry,
                             to result: inout [UICollectionViewLayoutAttributes]) {
        let shift = sectionShift(section, geometry)
        let local = rect.offsetBy(dx: -shift.x, dy: -shift.y)
        let content = geometry.contentOrigin
        let repeatStart = geometry.repeatsVertically ? local.minY - content.y : local.minX - content.x
        let repeatEnd = geometry.repeatsVertically ? local.maxY - content.y : local.maxX - content.x
        let perGroup = geometry.template.count
        guard perGroup > 0 else { return }
        var group = geometry.firstGroup(endingAfter: repeatStart)
        while group < geometry.groupCount, geometry.groupOffset(group) < repeatEnd {
            let laidOut = geometry.group(group)
            let origin = geometry.groupOrigin(group)
            for leaf in 0..<laidOut.count {
                let item = group * perGroup + leaf
                guard item < geometry.itemCount else { break }
                let frame = laidOut.frames[leaf].offsetBy(dx: origin.x, dy: origin.y)
                guard frame.intersects(local) else { continue }
                result.append(itemAttributes(item: item, section: section, frame: frame.offsetBy(dx: shift.x, dy: shift.y),
                                             laidOut: laidOut, leaf: leaf))
                for supplementary in laidOut.supplementaries[leaf] {
                    let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.elementKind,
                                                                      with: IndexPath(item: item, section: section))
                    attributes.frame = supplementary.frame(in: frame.offsetBy(dx: shift.x, dy: shift.y))
                    attributes.zIndex = supplementary.zIndex
                    result.append(attributes)
                }
            }
            group += 1
        }
    }

    /// Where a section's own coordinates start in the content, with an
    /// orthogonal section's scroll offset taken off.
    private func sectionShift(_ section: Int, _ geometry: CompositionalSectionGeometry) -> CGPoint {
        let scrolled = geometry.orthogonal ? (orthogonalOffsets[section] ?? 0) : 0
        return vertical ? CGPoint(x: -scrolled, y: geometry.origin) : CGPoint(x: geometry.origin, y: -scrolled)
    }

    private func itemAttributes(item: Int, section: Int, frame: CGRect, laidOut: CollectionGroupGeometry, leaf: Int) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = frame
        attributes.zIndex = laidOut.zIndexes[leaf]
        attributes.selfSizingAxes = laidOut.selfSizing[leaf]
        return attributes
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let geometry = section(indexPath.section), let frame = geometry.itemFrame(indexPath.item) else { return nil }
        let shift = sectionShift(indexPath.section, geometry)
        let perGroup = geometry.template.count
        return itemAttributes(item: indexPath.item, section: indexPath.section, frame: frame.offsetBy(dx: shift.x, dy: shift.y),
                              laidOut: geometry.group(indexPath.item / perGroup), leaf: indexPath.item % perGroup)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        if let index = storedConfiguration.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == elementKind }) {
            return globalBoundaryAttributes(index)
        }
        guard let geometry = section(indexPath.section) else { return nil }
        if let index = geometry.section.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == elementKind }) {
            return boundaryAttributes(index, section: indexPath.section, geometry: geometry)
        }
        guard let cell = layoutAttributesForItem(at: indexPath), geometry.template.count > 0 else { return nil }
        let leaf = indexPath.item % geometry.template.count
        guard let supplementary = geometry.group(indexPath.item / geometry.template.count).supplementaries[leaf]
            .first(where: { $0.elementKind == elementKind }) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = supplementary.frame(in: cell.frame)
        attributes.zIndex = supplementary.zIndex
        return attributes
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let geometry = section(indexPath.section),
              let index = geometry.section.decorationItems.firstIndex(where: { $0.elementKind == elementKind }) else { return nil }
        return decorationAttributes(geometry.section.decorationItems[index], index: index, section: indexPath.section, geometry: geometry)
    }

    private func section(_ index: Int) -> CompositionalSectionGeometry? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    // MARK: - Supplementary and decoration views

    private func boundaryAttributes(_ index: Int, section: Int, geometry: CompositionalSectionGeometry) -> UICollectionViewLayoutAttributes {
        let item = geometry.section.boundarySupplementaryItems[index]
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        // Headers and footers stay put while an orthogonal section scrolls.
        let origin = vertical ? CGPoint(x: 0, y: geometry.origin) : CGPoint(x: geometry.origin, y: 0)
        var frame = geometry.boundaryFrame(index).offsetBy(dx: origin.x, dy: origin.y)
        if item.pinToVisibleBounds {
            frame = pinned(frame, item: item, sectionStart: geometry.origin, sectionEnd: geometry.origin + geometry.length)
        }
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        attributes.selfSizingAxes = selfSizingAxes(of: item.layoutSize)
        return attributes
    }

    private func globalBoundaryAttributes(_ index: Int) -> UICollectionViewLayoutAttributes {
        let item = storedConfiguration.boundarySupplementaryItems[index]
        let size = globalBoundarySizes[index]
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: 0))
        let position: CGFloat = item.isBelow ? totalLength - along(size) : 0
        var frame = vertical ? CGRect(x: (crossLength - size.width) / 2, y: position, width: size.width, height: size.height)
            : CGRect(x: position, y: (crossLength - size.height) / 2, width: size.width, height: size.height)
        let edges = NSCollectionLayoutBoundarySupplementaryItem.edges(for: item.alignment)
        if vertical, edges.contains(.leading) { frame.origin.x = 0 }
        if vertical, edges.contains(.trailing) { frame.origin.x = crossLength - size.width }
        frame.origin.x += item.offset.x
        frame.origin.y += item.offset.y
        if item.pinToVisibleBounds { frame = pinned(frame, item: item, sectionStart: 0, sectionEnd: totalLength) }
        attributes.frame = frame
        attributes.zIndex = item.zIndex
        attributes.selfSizingAxes = selfSizingAxes(of: item.layoutSize)
        return attributes
    }

    /// `frame` kept inside the visible part of its section: a header at the
    /// top of the visible bounds (below the adjusted content inset), a
    /// footer at the bottom, never outside the section.
    private func pinned(_ frame: CGRect, item: NSCollectionLayoutBoundarySupplementaryItem, sectionStart: CGFloat, sectionEnd: CGFloat) -> CGRect {
        guard let collectionView else { return frame }
        let inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? collectionView.contentOffset.y + inset.top : collectionView.contentOffset.x + inset.left
        let visibleEnd = vertical ? collectionView.contentOffset.y + collectionView.bounds.height - inset.bottom
            : collectionView.contentOffset.x + collectionView.bounds.width - inset.right
        var result = frame
        let length = vertical ? frame.height : frame.width
        var position = vertical ? frame.minY : frame.minX
        if item.isBelow {
            position = max(sectionStart, min(position, visibleEnd - length))
        } else {
            position = min(max(position, visibleStart), sectionEnd - length)
        }
        if vertical { result.origin.y = position } else { result.origin.x = position }
        return result
    }

    private func decorationAttributes(_ decoration: NSCollectionLayoutDecorationItem, index: Int, section: Int,
                                      geometry: CompositionalSectionGeometry) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: index, section: section))
        let origin = vertical ? CGPoint(x: 0, y: geometry.origin) : CGPoint(x: geometry.origin, y: 0)
        let insets = decoration.contentInsets
        var frame = geometry.contentFrame.offsetBy(dx: origin.x, dy: origin.y)
        frame = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                       width: max(0, frame.width - insets.leading - insets.trailing), height: max(0, frame.height - insets.top - insets.bottom))
        attributes.frame = frame
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    private func selfSizingAxes(of size: NSCollectionLayoutSize) -> UICollectionViewLayoutAttributes.SelfSizingAxes {
        var axes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
        if size.widthDimension.isEstimated { axes.insert(.width) }
        if size.heightDimension.isEstimated { axes.insert(.height) }
        return axes
    }

    // MARK: - Invalidation

    /// A size change rebuilds the sections; a scroll only moves pinned
    /// headers, which are placed when asked, so it costs no rebuild.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if let builtSize, builtSize != newBounds.size { return true }
        return hasPinnedItems
    }

    /// Takes the size a self-sizing cell or header asked for: its group is
    /// laid out again and what follows moves.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let path = originalAttributes.indexPath
        guard path.count == 2 else { return false }
        let changed: Bool
        switch originalAttributes.representedElementCategory {
        case .cell:
            changed = section(path.section)?.setMeasuredSize(preferredAttributes.size, ofItem: path.item) ?? false
        case .supplementaryView:
            let kind = originalAttributes.representedElementKind
            if let index = storedConfiguration.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == kind }) {
                changed = setGlobalBoundarySize(preferredAttributes.size, index: index)
            } else if let geometry = section(path.section),
                      let index = geometry.section.boundarySupplementaryItems.firstIndex(where: { $0.elementKind == kind }) {
                changed = geometry.setMeasuredSize(preferredAttributes.size, ofBoundaryItem: index)
            } else {
                changed = false
            }
        case .decorationView:
            changed = false
        }
        if changed { originsAreStale = true }
        return changed
    }

    private func setGlobalBoundarySize(_ size: CGSize, index: Int) -> Bool {
        let layoutSize = storedConfiguration.boundarySupplementaryItems[index].layoutSize
        var wanted = globalBoundarySizes[index]
        if layoutSize.widthDimension.isEstimated, size.width.isFinite { wanted.width = max(0, size.width) }
        if layoutSize.heightDimension.isEstimated, size.height.isFinite { wanted.height = max(0, size.height) }
        guard wanted != globalBoundarySizes[index] else { return false }
        globalBoundarySizes[index] = wanted
        return true
    }

    // MARK: - Lists

    /// Where a row sits in a list section: the list's configuration and
    /// whether the row is its section's first or last (for separators and
    /// rounded corners); nil outside list sections.
    func listPlacement(at indexPath: IndexPath) -> CollectionListPlacement? {
        guard indexPath.count == 2, let geometry = section(indexPath.section),
              let configuration = geometry.section.listConfiguration else { return nil }
        return CollectionListPlacement(configuration: configuration, isFirst: indexPath.item == 0,
                                       isLast: indexPath.item == geometry.itemCount - 1)
    }

    // MARK: - Right to left

    /// Compositional layouts lay out from the leading edge: in a
    /// right-to-left collection view the first item of a group is at the
    /// right, leading insets are on the right and orthogonal sections start
    /// at the right, as in UIKit, whose `NSDirectionalEdgeInsets` and
    /// leading/trailing edge spacing name the reading direction. The frames
    /// are computed left to right and mirrored by the collection view (the
    /// public `flipsHorizontallyInOppositeLayoutDirection` stays false).
    package override var mirrorsInOppositeLayoutDirection: Bool { true }

    // MARK: - Visible items

    /// Hands each section with a `visibleItemsInvalidationHandler` its
    /// elements in view, before the collection view applies them. Items of
    /// an orthogonal section are seen in its unscrolled content, with its
    /// scroll offset; others in the collection view's, with its content
    /// offset. Layout-wide boundary items belong to no section.
    package override func willShowVisibleElements(_ attributes: [UICollectionViewLayoutAttributes]) {
        guard sections.contains(where: { $0?.section.visibleItemsInvalidationHandler != nil }) else { return }
        let globalKinds = Set(storedConfiguration.boundarySupplementaryItems.map(\.elementKind))
        var bySection: [Int: [UICollectionViewLayoutAttributes]] = [:]
        for element in attributes where element.indexPath.count == 2 {
            if element.representedElementCategory == .supplementaryView, let kind = element.representedElementKind,
               globalKinds.contains(kind) { continue }
            bySection[element.indexPath.section, default: []].append(element)
        }
        let environment = environment(size: builtSize ?? .zero)
        for (index, elements) in bySection.sorted(by: { $0.key < $1.key }) {
            guard let geometry = section(index), let handler = geometry.section.visibleItemsInvalidationHandler else { continue }
            let point: CGPoint
            var items: [any NSCollectionLayoutVisibleItem] = []
            if geometry.orthogonal {
                let scrolled = orthogonalOffsets[index] ?? 0
                point = vertical ? CGPoint(x: scrolled, y: 0) : CGPoint(x: 0, y: scrolled)
                for element in elements {
                    // Cells (and their badges) scroll with the section;
                    // headers, footers and backgrounds stay put.
                    let scrolls = element.representedElementCategory == .cell
                        || (element.representedElementCategory == .supplementaryView && element.indexPath.item < geometry.itemCount
                            && !geometry.section.boundarySupplementaryItems.contains { $0.elementKind == element.representedElementKind })
                    items.append(CollectionLayoutVisibleItem(element, shift: scrolls ? point : .zero))
                }
            } else {
                point = collectionView?.contentOffset ?? .zero
                items = elements.map { CollectionLayoutVisibleItem($0, shift: .zero) }
            }
            handler(items, point, environment)
        }
    }

    // MARK: - Orthogonal scrolling

    /// How far orthogonal section `section` is scrolled across the layout's axis.
    open func orthogonalScrollOffset(forSection section: Int) -> CGFloat {
        orthogonalOffsets[section] ?? 0
    }

    /// Scrolls orthogonal section `section` to `offset` (kept between zero
    /// and the end of its content) and lays the collection view out again,
    /// which tells the section's visible-items handler. The section's geometry is kept.
    open func setOrthogonalScrollOffset(_ offset: CGFloat, forSection section: Int) {
        guard let geometry = self.section(section), geometry.orthogonal, offset.isFinite else { return }
        let limit = max(0, geometry.orthogonalContentLength - crossLength)
        let clamped = min(max(0, offset), limit)
        guard clamped != orthogonalOffsets[section] ?? 0 else { return }
        orthogonalOffsets[section] = clamped
        // The next layout pass shows the section at its new offset and
        // hands its visible items to its `visibleItemsInvalidationHandler`.
        collectionView?.setNeedsLayout()
    }
}

/// A list row's place in its section.
struct CollectionListPlacement {
    var configuration: UICollectionLayoutListConfiguration
    var isFirst: Bool
    var isLast: Bool
}
