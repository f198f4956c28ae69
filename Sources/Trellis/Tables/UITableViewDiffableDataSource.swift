import Foundation

/// The sections and items a diffable data source shows, identified by
/// value, as in UIKit. Identifiers must be unique: a duplicate is reported
/// (UIKit stops the app) and left out.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    /// Items to reload or reconfigure when the snapshot is applied.
    private(set) var reloadedItems: Set<ItemIdentifierType> = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter(reloadedItems.contains) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sections.firstIndex(of: identifier).map { items[$0].count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sections.firstIndex(of: identifier).map { items[$0] } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0] }
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        itemIdentifiers.firstIndex(of: identifier)
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard !sections.contains(identifier) else {
                LayoutDiagnostics.report(.invalidOperation, "Section identifier \(identifier) is already in the snapshot; the duplicate is left out.")
                continue
            }
            sections.append(identifier)
            items.append([])
        }
    }

    /// Adds items to a section (the last one when nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
        guard let index = section.map({ sections.firstIndex(of: $0) }) ?? (sections.isEmpty ? nil : sections.count - 1) else {
            LayoutDiagnostics.report(.invalidOperation, "No section \(section.map { "\($0)" } ?? "at all") to append items to; they are left out.")
            return
        }
        for identifier in identifiers {
            guard sectionOfItem[identifier] == nil else {
                LayoutDiagnostics.report(.invalidOperation, "Item identifier \(identifier) is already in the snapshot; the duplicate is left out.")
                continue
            }
            items[index].append(identifier)
            sectionOfItem[identifier] = index
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType) {
        insert(identifiers, near: before, after: false)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType) {
        insert(identifiers, near: after, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], near anchor: ItemIdentifierType, after: Bool) {
        guard let section = sectionOfItem[anchor], let position = items[section].firstIndex(of: anchor) else {
            LayoutDiagnostics.report(.invalidOperation, "Item \(anchor) is not in the snapshot; nothing is inserted.")
            return
        }
        let fresh = identifiers.filter { sectionOfItem[$0] == nil }
        items[section].insert(contentsOf: fresh, at: after ? position + 1 : position)
        for identifier in fresh { sectionOfItem[identifier] = section }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in items.indices { items[index].removeAll(where: doomed.contains) }
        for identifier in identifiers { sectionOfItem[identifier] = nil }
        reloadedItems.subtract(doomed)
    }

    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
        reloadedItems = []
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sections.firstIndex(of: identifier) else { continue }
            for item in items[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            items.remove(at: index)
        }
        sectionOfItem = [:]
        for (section, list) in items.enumerated() { for item in list { sectionOfItem[item] = section } }
    }

    /// Marks items to be asked for again (their cells made anew and measured).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// As `reloadItems`: there is no cheaper in-place update here.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reloadItems(identifiers) }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[item], let row = items[section].firstIndex(of: item) else { return nil }
        return IndexPath(row: row, section: section)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < items.count, indexPath.row >= 0, indexPath.row < items[indexPath.section].count else { return nil }
        return items[indexPath.section][indexPath.row]
    }

    mutating func clearReloads() { reloadedItems = [] }
}

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

    /// Shows `snapshot`, then calls `completion` (at once: nothing is animated).
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        var next = snapshot
        let reloads = next.reloadedItems
        next.clearReloads()
        current = next
        guard let tableView else { completion?(); return }
        if previous.sections == next.sections, previous.items == next.items {
            let paths = reloads.compactMap { next.indexPath(of: $0) }
            if !paths.isEmpty { tableView.reloadRows(at: paths, with: animatingDifferences ? .automatic : .none) }
        } else {
            tableView.reloadData()
        }
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
