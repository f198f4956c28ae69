import Foundation

/// A table data source driven by snapshots, as in UIKit: a cell provider
/// makes each row's cell from its item identifier, and `apply(_:)` shows a
/// new snapshot. There is nothing to animate: the table shows the new
/// state at once; rows whose items stayed keep their measured heights,
/// reloaded items are measured again.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`, then calls `completion` (at once: nothing is
    /// animated). The difference from the snapshot shown is applied as one
    /// batch of updates, so rows whose items stay keep their cells and
    /// measured heights; reloaded and reconfigured items are asked for again.
    /// - Complexity: O(n log n) in the items of both snapshots.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        var next = snapshot
        let reloads = next.reloadedItems.union(next.reconfiguredItems)
        let sectionReloads = next.reloadedSections
        next.clearReloads()
        current = next
        guard let tableView else { completion?(); return }
        guard previous.numberOfSections > 0 else {
            tableView.reloadData()
            completion?()
            return
        }
        let animation: UITableView.RowAnimation = animatingDifferences ? defaultRowAnimation : .none
        let difference = SnapshotDifference(from: previous, to: next)
        if !difference.isEmpty {
            tableView.performBatchUpdates {
                tableView.deleteSections(difference.sectionDeletes, with: animation)
                tableView.insertSections(difference.sectionInserts, with: animation)
                for move in difference.sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
                tableView.deleteRows(at: difference.itemDeletes.map { IndexPath(row: $0.item, section: $0.section) }, with: animation)
                tableView.insertRows(at: difference.itemInserts.map { IndexPath(row: $0.item, section: $0.section) }, with: animation)
                for move in difference.itemMoves {
                    tableView.moveRow(at: IndexPath(row: move.from.item, section: move.from.section),
                                      to: IndexPath(row: move.to.item, section: move.to.section))
                }
            }
        }
        let sections = IndexSet(sectionReloads.compactMap { next.indexOfSection($0) })
        if !sections.isEmpty { tableView.reloadSections(sections, with: animation) }
        let paths = reloads.compactMap { next.indexPath(of: $0) }
        if !paths.isEmpty { tableView.reloadRows(at: paths, with: animation) }
        completion?()
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        var next = snapshot
        next.clearReloads()
        current = next
        tableView?.reloadData()
        completion?()
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        index >= 0 && index < current.sections.count ? current.sections[index] : nil
    }

    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    // MARK: - UITableViewDataSource

    public func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section >= 0 && section < current.items.count ? current.items[section].count : 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            LayoutDiagnostics.report(.invalidOperation, "The cell provider gave no cell for \(indexPath); an empty cell stands in.")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}
