import Foundation

/// The sections and items a diffable data source shows, identified by
/// value, as in UIKit. Identifiers must be unique: a duplicate is reported
/// (UIKit stops the app) and left out. Table and collection view data
/// sources share it.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    /// Items to reload when the snapshot is applied.
    private(set) var reloadedItems: Set<ItemIdentifierType> = []
    /// Items whose cells are configured again, in place, when it is applied.
    private(set) var reconfiguredItems: Set<ItemIdentifierType> = []
    /// Sections to reload when it is applied.
    private(set) var reloadedSections: Set<SectionIdentifierType> = []

    public init() {}

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter(reloadedItems.contains) }
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter(reconfiguredItems.contains) }
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { sections.filter(reloadedSections.contains) }

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
        reconfiguredItems.subtract(doomed)
    }

    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
        clearReloads()
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = sections.firstIndex(of: identifier) else { continue }
            for item in items[index] { sectionOfItem[item] = nil }
            sections.remove(at: index)
            items.remove(at: index)
        }
        reindexItems()
    }

    /// Marks items to be asked for again (their cells made anew and measured).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems.formUnion(identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// Marks items whose cells are configured again in place (iOS 15):
    /// cheaper than a reload, the cell on screen is kept.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems.formUnion(identifiers.filter { sectionOfItem[$0] != nil })
    }

    /// Marks sections to be asked for again, all their items and views.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSections.formUnion(identifiers.filter(sections.contains))
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType) {
        insertSections(identifiers, near: before, after: false)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType) {
        insertSections(identifiers, near: after, after: true)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], near anchor: SectionIdentifierType, after: Bool) {
        guard let position = sections.firstIndex(of: anchor) else {
            LayoutDiagnostics.report(.invalidOperation, "Section \(anchor) is not in the snapshot; nothing is inserted.")
            return
        }
        var fresh: [SectionIdentifierType] = []
        for identifier in identifiers where !sections.contains(identifier) && !fresh.contains(identifier) { fresh.append(identifier) }
        let at = after ? position + 1 : position
        sections.insert(contentsOf: fresh, at: at)
        items.insert(contentsOf: Array(repeating: [], count: fresh.count), at: at)
        reindexItems()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType) {
        moveSection(identifier, near: before, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType) {
        moveSection(identifier, near: after, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, near anchor: SectionIdentifierType, after: Bool) {
        guard identifier != anchor, let from = sections.firstIndex(of: identifier), sections.contains(anchor) else {
            LayoutDiagnostics.report(.invalidOperation, "Cannot move section \(identifier) next to \(anchor): both must be in the snapshot and differ.")
            return
        }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        let position = sections.firstIndex(of: anchor)! + (after ? 1 : 0)
        sections.insert(identifier, at: position)
        items.insert(moved, at: position)
        reindexItems()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType) {
        moveItem(identifier, near: before, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType) {
        moveItem(identifier, near: after, after: true)
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, near anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor, let from = indexPath(of: identifier), sectionOfItem[anchor] != nil else {
            LayoutDiagnostics.report(.invalidOperation, "Cannot move item \(identifier) next to \(anchor): both must be in the snapshot and differ.")
            return
        }
        items[from.section].remove(at: from.row)
        let section = sectionOfItem[anchor]!
        let position = items[section].firstIndex(of: anchor)! + (after ? 1 : 0)
        items[section].insert(identifier, at: position)
        sectionOfItem[identifier] = section
    }

    /// Replaces the items of `section` (for a section snapshot's visible items).
    mutating func replaceItems(inSection section: SectionIdentifierType, with identifiers: [ItemIdentifierType]) {
        guard let index = sections.firstIndex(of: section) else { return }
        for item in items[index] where sectionOfItem[item] == index { sectionOfItem[item] = nil }
        items[index] = []
        appendItems(identifiers, toSection: section)
    }

    private mutating func reindexItems() {
        sectionOfItem = [:]
        for (section, list) in items.enumerated() { for item in list { sectionOfItem[item] = section } }
    }

    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem[item], let row = items[section].firstIndex(of: item) else { return nil }
        return IndexPath(row: row, section: section)
    }

    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < items.count, indexPath.row >= 0, indexPath.row < items[indexPath.section].count else { return nil }
        return items[indexPath.section][indexPath.row]
    }

    mutating func clearReloads() {
        reloadedItems = []
        reconfiguredItems = []
        reloadedSections = []
    }
}
