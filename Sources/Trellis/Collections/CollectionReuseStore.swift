import Foundation

/// One element of a collection view: a cell, or a supplementary or
/// decoration view of a kind, at an index path.
struct CollectionElementKey: Hashable, Comparable {
    let category: UICollectionView.ElementCategory
    /// The element kind; empty for cells.
    let kind: String
    let indexPath: IndexPath

    init(_ attributes: UICollectionViewLayoutAttributes) {
        category = attributes.representedElementCategory
        kind = attributes.representedElementKind ?? ""
        indexPath = attributes.indexPath
    }

    init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    static func cell(_ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .cell, kind: "", indexPath: indexPath)
    }

    static func supplementary(_ kind: String, _ indexPath: IndexPath) -> CollectionElementKey {
        CollectionElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    }

    /// Cells first, then supplementary and decoration views; by index path within.
    static func < (a: CollectionElementKey, b: CollectionElementKey) -> Bool {
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        return a.kind < b.kind
    }
}

/// What a reusable view is registered under.
enum CollectionReuseKey: Hashable {
    case cell(String)
    /// A supplementary view: its element kind and reuse identifier.
    case supplementary(String, String)
    /// A decoration view: its element kind (the layout registers classes by kind).
    case decoration(String)
}

/// How a collection view makes and keeps its reusable views: one factory
/// and one pool of idle views per registration.
final class CollectionReuseStore {
    private var factories: [CollectionReuseKey: () -> UICollectionReusableView] = [:]
    private var pools: [CollectionReuseKey: [UICollectionReusableView]] = [:]

    func register(_ factory: (() -> UICollectionReusableView)?, for key: CollectionReuseKey) {
        factories[key] = factory
        pools[key] = nil
    }

    func isRegistered(_ key: CollectionReuseKey) -> Bool { factories[key] != nil }

    /// An idle view of `key` made ready for reuse, or a new one; nil when
    /// nothing is registered for `key`.
    func dequeue(_ key: CollectionReuseKey, created: inout Int) -> UICollectionReusableView? {
        if let view = pools[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let make = factories[key] else { return nil }
        created += 1
        let view = make()
        switch key {
        case let .cell(identifier), let .supplementary(_, identifier): view.reuseIdentifier = identifier
        case let .decoration(kind): view.reuseIdentifier = kind
        }
        view.reuseKey = key
        return view
    }

    func dequeueDecoration(ofKind kind: String, from layout: UICollectionViewLayout, created: inout Int) -> UICollectionReusableView? {
        let key = CollectionReuseKey.decoration(kind)
        if factories[key] == nil, let type = layout.decorationClasses[kind] {
            factories[key] = { type.init(reusableViewFrame: .zero) }
        }
        return dequeue(key, created: &created)
    }

    /// Puts `view` in the pool it came from; a view the store did not make
    /// (a data source's own) is removed from the collection view instead.
    func recycle(_ view: UICollectionReusableView) {
        guard let key = view.reuseKey, factories[key] != nil else {
            view.removeFromSuperview()
            return
        }
        pools[key, default: []].append(view)
    }
}

extension CGRect {
    /// Whether the two rectangles share some area. Foundation on Linux
    /// counts rectangles that only touch as intersecting, unlike Core
    /// Graphics; an element that only touches the visible rectangle is not
    /// visible.
    func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
