import Foundation

/// A collection view data source driven by snapshots, as in UIKit: a cell
/// provider makes each item's cell from its identifier, and
/// `apply(_:animatingDifferences:completion:)` shows a new snapshot by
/// computing what changed and applying it as one batch of updates.
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// Makes the supplementary views (headers, footers) the layout asks for.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the difference from the snapshot shown is applied
    /// as one batch of updates (cells of items that stay are kept, moved
    /// with their items), then reloaded and reconfigured items are asked
    /// for again, then `completion` is called. Nothing animates here, so
    /// `animatingDifferences` changes nothing.
    /// - Complexity: O(n log n) in the items of both snapshots.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        var next = snapshot
        let reloads = next.reloadedItems, reconfigures = next.reconfiguredItems, sectionReloads = next.reloadedSections
        next.clearReloads()
        adoptSectionSnapshots(of: next)
        guard let collectionView, previous.numberOfSections > 0, !collectionView.isAwaitingReload else {
            // Nothing shown yet: there is nothing to carry over.
            current = next
            collectionView?.reloadData()
            completion?()
            return
        }
        let difference = SnapshotDifference(from: previous, to: next)
        current = next
        if !difference.isEmpty {
            collectionView.performBatchUpdates {
                collectionView.deleteSections(difference.sectionDeletes)
                collectionView.insertSections(difference.sectionInserts)
                for move in difference.sectionMoves { collectionView.moveSection(move.from, toSection: move.to) }
                collectionView.deleteItems(at: difference.itemDeletes)
                collectionView.insertItems(at: difference.itemInserts)
                for move in difference.itemMoves { collectionView.moveItem(at: move.from, to: move.to) }
            }
        }
        let sections = IndexSet(sectionReloads.compactMap { next.indexOfSection($0) })
        if !sections.isEmpty { collectionView.reloadSections(sections) }
        let reloaded = reloads.compactMap(indexPath(for:))
        if !reloaded.isEmpty { collectionView.reloadItems(at: reloaded) }
        let reconfigured = reconfigures.compactMap(indexPath(for:))
        if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
        completion?()
    }

    /// Shows `snapshot` by reloading everything, as UIKit's does.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        var next = snapshot
        next.clearReloads()
        adoptSectionSnapshots(of: next)
        current = next
        collectionView?.reloadData()
        completion?()
    }

    // MARK: - Section snapshots (iOS 14)

    /// The outline of each section that was given one; other sections are flat.
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// What happens when the user expands or collapses an item of an outline.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// The items of `section` as an outline: the one applied to it, or its
    /// items flat.
    public func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// Shows `snapshot` as the items of `section` (its visible items, in
    /// order), adding the section at the end when it is new.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var next = current
        if next.indexOfSection(section) == nil { next.appendSections([section]) }
        // Items now in this outline leave whatever section had them.
        let moving = snapshot.items.filter { next.sectionIdentifier(containingItem: $0).map { $0 != section } ?? false }
        if !moving.isEmpty { next.deleteItems(moving) }
        next.replaceItems(inSection: section, with: snapshot.visibleItems)
        sectionSnapshots[section] = snapshot
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Expands or collapses `item` in its section's outline as a tap on its
    /// disclosure does, asking the handlers first.
    package func toggleExpansion(of item: ItemIdentifierType) {
        guard let section = current.sectionIdentifier(containingItem: item), var outline = sectionSnapshots[section] else { return }
        if outline.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section)
    }

    /// Keeps the outlines of sections still in `snapshot` whose items it
    /// did not change; the others become flat.
    private func adoptSectionSnapshots(of snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        for (section, outline) in sectionSnapshots where snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
            sectionSnapshots[section] = nil
        }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
    }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sections.count ? current.sections[index] : nil
    }
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: - UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section >= 0 && section < current.items.count ? current.items[section].count : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            LayoutDiagnostics.report(.invalidOperation, "The cell provider gave no cell for \(indexPath); an empty cell stands in.")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        guard let provider = supplementaryViewProvider else { return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath) }
        guard let view = provider(collectionView, kind, indexPath) else {
            LayoutDiagnostics.report(.invalidOperation, "The supplementary view provider gave no \(kind) for \(indexPath); an empty view stands in.")
            return UICollectionReusableView(frame: .zero)
        }
        return view
    }
}

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source asks and tells about expanding and
    /// collapsing the items of an outline (iOS 14).
    public struct SectionSnapshotHandlers<Item: Hashable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// The children to show when `parent` expands, given its current ones.
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>)
            -> NSDiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }
}
