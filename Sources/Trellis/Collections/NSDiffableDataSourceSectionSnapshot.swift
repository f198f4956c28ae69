import Foundation

/// The items of one section as an outline (iOS 14): items with children,
/// each parent expanded or collapsed. A collection view shows its
/// `visibleItems`, the items whose ancestors are all expanded, in order.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Every item, depth first; each with its level and parent.
    private var order: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var levels: [ItemIdentifierType: Int] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    /// Every item, depth first (a parent before its children).
    public var items: [ItemIdentifierType] { order }

    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { order.filter { parents[$0] == nil } }

    /// The items whose ancestors are all expanded, depth first.
    /// - Complexity: O(n).
    public var visibleItems: [ItemIdentifierType] {
        var visible: [ItemIdentifierType] = []
        var hiddenBelowLevel: Int?
        for item in order {
            let level = levels[item] ?? 0
            if let hidden = hiddenBelowLevel {
                if level > hidden { continue }
                hiddenBelowLevel = nil
            }
            visible.append(item)
            if !expanded.contains(item) { hiddenBelowLevel = level }
        }
        return visible
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { levels[item] != nil }

    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }

    public func level(of item: ItemIdentifierType) -> Int { levels[item] ?? 0 }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of `item` is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    /// Adds items as the last children of `parent` (at the top level when
    /// nil). Items already in the snapshot are reported and left out.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let fresh = freshItems(items)
        guard let parent else {
            order.append(contentsOf: fresh)
            for item in fresh { levels[item] = 0 }
            return
        }
        guard let parentIndex = order.firstIndex(of: parent) else {
            LayoutDiagnostics.report(.invalidOperation, "Parent \(parent) is not in the section snapshot; its children are left out.")
            return
        }
        let level = (levels[parent] ?? 0) + 1
        order.insert(contentsOf: fresh, at: endOfDescendants(of: parentIndex))
        for item in fresh {
            levels[item] = level
            parents[item] = parent
        }
    }

    /// Appends another section snapshot's items (with their structure and
    /// expansion) under `parent`.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        for item in snapshot.order {
            append([item], to: snapshot.parents[item] ?? parent)
            if snapshot.expanded.contains(item) { expanded.insert(item) }
        }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, near: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, near: item, after: true)
    }

    /// Inserts siblings of `anchor`, before it or after it and its children.
    private mutating func insert(_ items: [ItemIdentifierType], near anchor: ItemIdentifierType, after: Bool) {
        guard let anchorIndex = order.firstIndex(of: anchor) else {
            LayoutDiagnostics.report(.invalidOperation, "Item \(anchor) is not in the section snapshot; nothing is inserted.")
            return
        }
        let fresh = freshItems(items)
        let position = after ? endOfDescendants(of: anchorIndex) : anchorIndex
        order.insert(contentsOf: fresh, at: position)
        for item in fresh {
            levels[item] = levels[anchor] ?? 0
            parents[item] = parents[anchor]
        }
    }

    /// Deletes items and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var doomed = Set<ItemIdentifierType>()
        for item in items {
            guard let index = order.firstIndex(of: item) else { continue }
            for descendant in order[index..<endOfDescendants(of: index)] { doomed.insert(descendant) }
        }
        order.removeAll(where: doomed.contains)
        for item in doomed {
            levels[item] = nil
            parents[item] = nil
            expanded.remove(item)
        }
    }

    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Shows the children of these items (when their own ancestors are expanded).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// `parent`'s descendants as a snapshot of their own (with `parent` at
    /// its top when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard let index = order.firstIndex(of: parent) else { return result }
        let base = (levels[parent] ?? 0) + (includingParent ? 0 : 1)
        let range = (includingParent ? index : index + 1)..<endOfDescendants(of: index)
        for item in order[range] {
            result.order.append(item)
            result.levels[item] = (levels[item] ?? 0) - base
            if let itsParent = parents[item], itsParent != parent || includingParent { result.parents[item] = itsParent }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// Replaces `parent`'s children with the items of `snapshot`.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let index = order.firstIndex(of: parent) else {
            LayoutDiagnostics.report(.invalidOperation, "Item \(parent) is not in the section snapshot; nothing is replaced.")
            return
        }
        let children = order[(index + 1)..<endOfDescendants(of: index)].filter { parents[$0] == parent }
        delete(children)
        append(snapshot, to: parent)
    }

    /// The outline as text, one item a line, indented by level.
    public func visualDescription() -> String {
        order.map { item in
            let level = levels[item] ?? 0
            let marker = order.contains { parents[$0] == item } ? (expanded.contains(item) ? "- " : "+ ") : "  "
            return String(repeating: "  ", count: level) + marker + "\(item)"
        }.joined(separator: "\n")
    }

    /// The index just past the last descendant of the item at `index`.
    private func endOfDescendants(of index: Int) -> Int {
        let level = levels[order[index]] ?? 0
        var end = index + 1
        while end < order.count, (levels[order[end]] ?? 0) > level { end += 1 }
        return end
    }

    private func freshItems(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        return items.filter { item in
            guard levels[item] == nil, seen.insert(item).inserted else {
                LayoutDiagnostics.report(.invalidOperation, "Item identifier \(item) is already in the section snapshot; the duplicate is left out.")
                return false
            }
            return true
        }
    }
}
