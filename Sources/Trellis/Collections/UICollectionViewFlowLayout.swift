import Foundation

/// A layout that places items in rows (or, scrolling horizontally,
/// columns) one after another, as many as fit, with optional section
/// headers and footers, as in UIKit.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset = 0, fromSafeArea, fromLayoutMargins
    }

    /// `estimatedItemSize` for items that size themselves.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    /// Every item's size, unless the delegate gives sizes; 50×50, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }

    /// A size estimate that makes items size themselves (non-zero), or
    /// `automaticSize`; `.zero` (the default) for fixed sizes.
    open var estimatedItemSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    /// The least space between rows (columns when scrolling horizontally); 10, as in UIKit.
    open var minimumLineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    /// The least space between items of a row; 10, as in UIKit.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { invalidateLayout() }
    }

    open var headerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    open var footerReferenceSize: CGSize = .zero {
        didSet { invalidateLayout() }
    }

    open var sectionInset: UIEdgeInsets = .zero {
        didSet { invalidateLayout() }
    }

    /// What `sectionInset` is measured from (iOS 11).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset {
        didSet { invalidateLayout() }
    }

    open var sectionHeadersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    open var sectionFootersPinToVisibleBounds = false {
        didSet { invalidateLayout() }
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// Flow layouts mirror in right-to-left layouts, as UIKit's do since
    /// iOS 9: the first item of a line is at the right edge. UIKit does it
    /// inside the flow layout and leaves
    /// `flipsHorizontallyInOppositeLayoutDirection` at the base class's
    /// false (apps' RTL fixes override it to true on flow layout
    /// subclasses, which shows it is off by default); a subclass that
    /// turns it on gets the same frames, mirrored once.
    package override var mirrorsInOppositeLayoutDirection: Bool { true }

    /// Where everything goes; nil until prepared, and again when the sizes,
    /// counts or width it was computed from change.
    private var geometry: FlowLayoutGeometry?
    /// The sizes self-sizing cells asked for, by index path.
    private var preferredSizes: [IndexPath: CGSize] = [:]

    private var isVertical: Bool { scrollDirection == .vertical }
    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    // MARK: - Preparing

    /// Computes every item's place when the geometry is out of date (after
    /// a change of data, sizes or width); a scroll alone changes nothing here.
    /// - Complexity: O(n) in the items when it computes.
    open override func prepare() {
        super.prepare()
        guard geometry == nil, let collectionView else { return }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let inset = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let crossExtent = isVertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let reference = referenceInsets(in: collectionView)
        var metrics: [FlowLayoutGeometry.SectionMetrics] = []
        let sections = collectionView.numberOfSections
        metrics.reserveCapacity(sections)
        for section in 0..<sections {
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                if let preferred = preferredSizes[indexPath] {
                    sizes.append(preferred)
                } else if isSelfSizing, estimatedItemSize != Self.automaticSize {
                    sizes.append(checked(estimatedItemSize, "estimatedItemSize"))
                } else if let delegate {
                    sizes.append(checked(delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath), "the size of item \(indexPath)"))
                } else {
                    sizes.append(checked(itemSize, "itemSize"))
                }
            }
            metrics.append(FlowLayoutGeometry.SectionMetrics(
                itemSizes: sizes,
                inset: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset,
                lineSpacing: delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                interitemSpacing: delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                    ?? minimumInteritemSpacing,
                headerSize: checked(delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                    ?? headerReferenceSize, "the header size of section \(section)"),
                footerSize: checked(delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                    ?? footerReferenceSize, "the footer size of section \(section)")))
        }
        let laid = FlowLayoutGeometry(isVertical: isVertical, crossExtent: max(0, crossExtent), crossReference: reference, metrics: metrics)
        if let item = laid.oversizedItem {
            // UIKit logs the same and lays the item out anyway.
            LayoutDiagnostics.report(.invalidValue, "The behavior of the UICollectionViewFlowLayout is not defined because the item \(item.section).\(item.item) is \(isVertical ? "wider" : "taller") than \(collectionView.constraintDescriptionName) minus the section insets and the content insets.")
        }
        geometry = laid
    }

    /// How far the safe area or the layout margins reach past the content
    /// inset, on the leading and trailing sides across the scroll
    /// direction: what `sectionInsetReference` adds to the section insets.
    private func referenceInsets(in collectionView: UICollectionView) -> (leading: CGFloat, trailing: CGFloat) {
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: return (0, 0)
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let inset = collectionView.adjustedContentInset
        return isVertical ? (max(0, reference.left - inset.left), max(0, reference.right - inset.right))
            : (max(0, reference.top - inset.top), max(0, reference.bottom - inset.bottom))
    }

    /// A size from the app, with what cannot be laid out (negative or not
    /// finite) reported and taken as zero.
    private func checked(_ size: CGSize, _ what: @autoclosure () -> String) -> CGSize {
        let fine = { (value: CGFloat) in value.isFinite && value >= 0 }
        guard !fine(size.width) || !fine(size.height) else { return size }
        LayoutDiagnostics.report(.invalidValue, "\(what()) is \(size) in a flow layout; a size must be finite and not negative, so \(fine(size.width) ? "its height" : "its width") is taken as 0.")
        return CGSize(width: fine(size.width) ? size.width : 0, height: fine(size.height) ? size.height : 0)
    }

    open override var collectionViewContentSize: CGSize {
        guard let geometry, let collectionView else { return .zero }
        let inset = collectionView.adjustedContentInset
        return isVertical ? CGSize(width: max(0, collectionView.bounds.width - inset.left - inset.right), height: geometry.alongExtent)
            : CGSize(width: geometry.alongExtent, height: max(0, collectionView.bounds.height - inset.top - inset.bottom))
    }

    // MARK: - Attributes

    /// Every cell, header and footer that meets `rect`, found by binary
    /// search over sections and lines.
    /// - Complexity: O(log n) plus the elements returned.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let geometry else { return [] }
        let from = isVertical ? rect.minY : rect.minX, to = isVertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        for index in geometry.sections(from: from, to: to) {
            let section = geometry.sections[index]
            for item in geometry.items(of: section, from: from, to: to) {
                let frame = geometry.frame(of: section.items[item])
                if frame.overlaps(rect) { result.append(cellAttributes(IndexPath(item: item, section: index), frame: frame)) }
            }
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                if let attributes = supplementaryAttributes(ofKind: kind, section: index), attributes.frame.overlaps(rect) {
                    result.append(attributes)
                }
            }
        }
        // A pinned header stays in view after its section's start scrolled
        // past the rectangle's start.
        if sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds {
            let shown = Set(result.filter { $0.representedElementCategory == .supplementaryView }.map { "\($0.representedElementKind ?? "") \($0.indexPath.section)" })
            for index in geometry.sections(from: from, to: to) {
                for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter]
                where !shown.contains("\(kind) \(index)") {
                    if let attributes = supplementaryAttributes(ofKind: kind, section: index), attributes.frame.overlaps(rect) {
                        result.append(attributes)
                    }
                }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry, indexPath.count == 2, indexPath.section >= 0, indexPath.section < geometry.sections.count else { return nil }
        let section = geometry.sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < section.items.count else { return nil }
        return cellAttributes(indexPath, frame: geometry.frame(of: section.items[indexPath.item]))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1 else { return nil }
        return supplementaryAttributes(ofKind: elementKind, section: indexPath.section)
    }

    private func cellAttributes(_ indexPath: IndexPath, frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.frame = frame
        if isSelfSizing { attributes.selfSizingAxes = [.width, .height] }
        return attributes
    }

    /// A header or footer spans the whole content across the scroll
    /// direction; pinned, it stays at the visible edge until its section's
    /// items end.
    private func supplementaryAttributes(ofKind kind: String, section index: Int) -> UICollectionViewLayoutAttributes? {
        guard let geometry, index >= 0, index < geometry.sections.count else { return nil }
        let section = geometry.sections[index]
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter,
              let place = isHeader ? section.header : section.footer else { return nil }
        var along = place.along
        var pinned = false
        if let collectionView, isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds {
            let inset = collectionView.adjustedContentInset
            let offset = isVertical ? collectionView.contentOffset.y : collectionView.contentOffset.x
            if isHeader {
                let visibleStart = offset + (isVertical ? inset.top : inset.left)
                along = max(place.along, min(visibleStart, section.itemsEnd - place.thickness))
            } else {
                let visibleEnd = offset + (isVertical ? collectionView.bounds.height - inset.bottom : collectionView.bounds.width - inset.right)
                let itemsStart = (section.header.map { $0.along + $0.thickness } ?? section.start)
                along = min(place.along, max(visibleEnd - place.thickness, itemsStart))
            }
            pinned = along != place.along
        }
        let attributes = makeAttributes(for: .supplementaryView, ofKind: kind, at: IndexPath(item: 0, section: index))
        attributes.frame = geometry.rect(along: along, across: 0, alongLength: place.thickness, acrossLength: geometry.crossExtent)
        // Headers and footers stand over the cells, pinned ones most of all.
        attributes.zIndex = pinned ? 1024 : 10
        return attributes
    }

    // MARK: - Invalidation

    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        let flow = context as? UICollectionViewFlowLayoutInvalidationContext
        if context.invalidateEverything || context.invalidateDataSourceCounts { preferredSizes = [:] }
        if context.invalidateEverything || context.invalidateDataSourceCounts || context.invalidatedItemIndexPaths != nil
            || flow?.invalidateFlowLayoutAttributes ?? true || flow?.invalidateFlowLayoutDelegateMetrics ?? true {
            geometry = nil
        }
        super.invalidateLayout(with: context)
    }

    /// A change of size lays everything out again; a scroll only moves
    /// pinned headers and footers, which are placed as they are asked for.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let old = collectionView?.bounds else { return true }
        return old.size != newBounds.size || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? UICollectionViewFlowLayoutInvalidationContext {
            let resized = collectionView.map { $0.bounds.size != newBounds.size } ?? true
            flow.invalidateFlowLayoutDelegateMetrics = resized
            flow.invalidateFlowLayoutAttributes = resized
        }
        return context
    }

    /// A self-sizing cell whose size differs from the one it was given
    /// keeps its own from now on.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard isSelfSizing, originalAttributes.representedElementCategory == .cell else { return false }
        let preferred = preferredAttributes.size
        guard preferred.width.isFinite, preferred.height.isFinite, preferred.width >= 0, preferred.height >= 0 else { return false }
        preferredSizes[originalAttributes.indexPath] = preferred
        let original = originalAttributes.size
        return abs(preferred.width - original.width) > 0.001 || abs(preferred.height - original.height) > 0.001
    }

    open override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                           withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        (context as? UICollectionViewFlowLayoutInvalidationContext)?.invalidateFlowLayoutDelegateMetrics = false
        return context
    }
}

/// What a flow layout's invalidation says changed.
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes and spacings must be asked again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes must be computed again.
    open var invalidateFlowLayoutAttributes = true
}

extension UICollectionView {
    public enum ScrollDirection: Int, Sendable {
        case vertical = 0, horizontal
    }
}
