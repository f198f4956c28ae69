import Foundation

/// Where every element of a collection view goes, as in UIKit: an
/// overridable class. The collection view calls `prepare()` after the
/// layout is invalidated, then asks `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the visible rectangle only, so a
/// layout that answers that question without touching every item scales
/// to any item count.
///
/// Custom layouts written for iOS subclass this and override the same
/// methods they override there.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout (set when it is given to one).
    open internal(set) weak var collectionView: UICollectionView?

    /// Decoration view classes by kind, for views the layout places
    /// without the data source (section backgrounds).
    package private(set) var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Whether `prepare()` must run before the next question.
    package var needsPrepare = true
    /// What the last invalidation said changed, handed to `prepare()`'s
    /// caller; reset once the layout is prepared.
    package private(set) var pendingInvalidation: UICollectionViewLayoutInvalidationContext?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - Classes

    /// The class of the attributes this layout makes; override to return a
    /// subclass that carries more.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts this layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Registers a class for decoration views of `elementKind`; nil removes it.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
        if viewClass != nil, viewClass as? UICollectionReusableView.Type == nil {
            LayoutDiagnostics.report(.invalidOperation, "\(viewClass.map { "\($0)" } ?? "nil") is not a UICollectionReusableView subclass; decoration views of kind \(elementKind) are not shown.")
        }
    }

    // MARK: - Layout

    /// Computes what the layout needs before it is asked (called once per
    /// invalidation, before `collectionViewContentSize`).
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where scrolling that would stop at `proposedContentOffset` stops instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The direction the layout was written for; with
    /// `flipsHorizontallyInOppositeLayoutDirection` the collection view
    /// mirrors it for the other one.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: - Invalidation

    /// Marks the whole layout out of date; it is prepared again before the
    /// collection view next lays out.
    open func invalidateLayout() {
        let context = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
        context.markEverythingInvalid()
        invalidateLayout(with: context)
    }

    /// Marks the parts `context` names out of date. Subclasses that keep
    /// caches override this, read the context, and call super.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation { pending.merge(context) } else { pendingInvalidation = context }
        needsPrepare = true
        collectionView?.layoutDidInvalidate(context)
    }

    /// Whether a scroll or resize to `newBounds` makes the layout out of
    /// date. The base layout says no; a layout with pinned headers or
    /// width-dependent items says yes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if let old = collectionView?.bounds {
            context.contentSizeAdjustment = .zero
            context.contentOffsetAdjustment = .zero
            context.invalidatedForBoundsChange = old.size != newBounds.size
        }
        return context
    }

    /// Whether a cell's own size (self-sizing) should change the layout.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        switch originalAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    // MARK: - Updates

    /// Called before a batch of updates is shown, with what changed.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    open func finalizeCollectionViewUpdates() {}

    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    open func finalizeAnimatedBoundsChange() {}

    // MARK: - For the collection view

    /// A new invalidation context of this layout's class.
    package func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// A new attributes object of this layout's class for a cell.
    package func makeAttributes(forCellWith indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self).init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// A new attributes object of this layout's class for a supplementary
    /// or decoration view.
    package func makeAttributes(for category: UICollectionView.ElementCategory, ofKind kind: String,
                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes(forCellWith: indexPath)
        attributes.represent(category, kind: category == .cell ? nil : kind)
        return attributes
    }

    /// Runs `prepare()` if the layout was invalidated since it last ran,
    /// and forgets what the invalidation said.
    /// Called by the collection view in each layout pass with the
    /// attributes of the elements it is about to show (fresh copies from
    /// `layoutAttributesForElements(in:)`, in the layout's own coordinates):
    /// a compositional layout hands them to its sections'
    /// `visibleItemsInvalidationHandler`s, which may change them.
    package func willShowVisibleElements(_ attributes: [UICollectionViewLayoutAttributes]) {}

    /// Whether the collection view mirrors the layout's frames when its
    /// effective direction is opposite to `developmentLayoutDirection`:
    /// layouts that flip, and flow and compositional layouts, which lay
    /// their lines out from the leading edge themselves in UIKit while
    /// leaving `flipsHorizontallyInOppositeLayoutDirection` false.
    package var mirrorsInOppositeLayoutDirection: Bool { flipsHorizontallyInOppositeLayoutDirection }

    package func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
        pendingInvalidation = nil
    }

    /// Attaches the layout to `collectionView` (a layout serves one at a time).
    package func attach(to collectionView: UICollectionView?) {
        self.collectionView = collectionView
        needsPrepare = true
    }
}

/// What part of a layout is out of date, as in UIKit: everything, the data
/// source's counts, or particular items, supplementary and decoration
/// views; and how the content offset and size move. A layout that keeps
/// caches reads it in `invalidateLayout(with:)`.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    public private(set) var invalidateEverything = false
    public private(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    /// Whether the invalidation came from a bounds change that changed the
    /// size (what `invalidationContext(forBoundsChange:)` saw).
    package var invalidatedForBoundsChange = false

    public required override init() {
        super.init()
    }

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }

    package func markEverythingInvalid() {
        invalidateEverything = true
        invalidateDataSourceCounts = true
    }

    package func markDataSourceCountsInvalid() {
        invalidateDataSourceCounts = true
    }

    /// Adds what `other` says to this context (two invalidations before one
    /// layout pass).
    package func merge(_ other: UICollectionViewLayoutInvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        if let items = other.invalidatedItemIndexPaths { invalidateItems(at: items) }
        for (kind, paths) in other.invalidatedSupplementaryIndexPaths ?? [:] { invalidateSupplementaryElements(ofKind: kind, at: paths) }
        for (kind, paths) in other.invalidatedDecorationIndexPaths ?? [:] { invalidateDecorationElements(ofKind: kind, at: paths) }
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
        contentSizeAdjustment.width += other.contentSizeAdjustment.width
        contentSizeAdjustment.height += other.contentSizeAdjustment.height
        invalidatedForBoundsChange = invalidatedForBoundsChange || other.invalidatedForBoundsChange
    }
}

/// One change of a batch, as `prepare(forCollectionViewUpdates:)` sees it.
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable {
        case insert = 0, delete, reload, move, none
    }

    /// The element's index path before the update (nil for an insert);
    /// a whole section's has the item `NSNotFound`.
    public private(set) var indexPathBeforeUpdate: IndexPath?
    public private(set) var indexPathAfterUpdate: IndexPath?
    public private(set) var updateAction: Action

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}
