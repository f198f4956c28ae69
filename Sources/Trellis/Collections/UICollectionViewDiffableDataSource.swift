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

    /// Shows `snapshot`, then calls `completion` (at once: nothing animates here).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        var next = snapshot
        next.clearReloads()
        current = next
        collectionView?.reloadData()
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        var next = snapshot
        next.clearReloads()
        current = next
        collectionView?.reloadData()
        completion?()
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
