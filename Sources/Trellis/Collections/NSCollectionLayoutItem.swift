import Foundation

/// The smallest piece of a compositional layout (iOS 13): one cell, with
/// its size, the insets that shrink the cell inside its place, the spacing
/// that moves its place, and supplementary views anchored to it (badges).
///
/// "An item's content insets … are ignored for any axis that uses an
/// estimated value for its dimension"
/// (developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets).
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Space inside the item's place that its cell does not cover.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item's place in its group.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A supplementary view anchored to an item or group (a badge, a label
/// over a cell): placed by matching `itemAnchor` on itself to
/// `containerAnchor` on its container.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Above cells by default (UIKit's supplementary items draw over the items they decorate).
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor? = nil) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        elementKind = ""
        containerAnchor = NSCollectionLayoutAnchor(edges: [.top, .leading])
        itemAnchor = nil
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// The frame for a container at `container`: the anchor edges meet,
    /// moved by the anchor's offset.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        var frame = CGRect(origin: .zero, size: size)
        let edges = containerAnchor.edges
        if edges.contains(.leading) { frame.origin.x = container.minX } else if edges.contains(.trailing) { frame.origin.x = container.maxX - size.width }
        else { frame.origin.x = container.midX - size.width / 2 }
        if edges.contains(.top) { frame.origin.y = container.minY } else if edges.contains(.bottom) { frame.origin.y = container.maxY - size.height }
        else { frame.origin.y = container.midY - size.height / 2 }
        let offset = containerAnchor.offset(for: size)
        frame.origin.x += offset.x
        frame.origin.y += offset.y
        if let itemAnchor {
            let inner = itemAnchor.offset(for: size)
            frame.origin.x -= inner.x
            frame.origin.y -= inner.y
        }
        return frame
    }
}

/// Where a supplementary item attaches to its container: on which edges,
/// moved by points or by fractions of the supplementary item's own size.
/// `NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))`
/// puts a badge's center on the container's top trailing corner.
public final class NSCollectionLayoutAnchor: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset && offset != .zero }

    public init(edges: NSDirectionalRectEdge) {
        self.edges = edges
        offset = .zero
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
    }

    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
    }

    func offset(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}

/// Where a boundary supplementary item sits on its section (or on the
/// whole layout): a side or a corner.
public enum NSRectAlignment: Int, Sendable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section or of the whole layout: a
/// supplementary view on one side of it, which can stay in view while its
/// section scrolls (`pinToVisibleBounds`).
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the section's content starts after the item (true, UIKit's
    /// default) or the item overlaps it.
    open var extendsBoundary = true
    /// Whether the item stays at the visible edge while its section is
    /// in view, as a plain table's headers do. Default false.
    open var pinToVisibleBounds = false

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: Self.edges(for: alignment), absoluteOffset: absoluteOffset))
    }

    public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        alignment = .top
        offset = .zero
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    static func edges(for alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }

    /// Whether the item sits before the section's content on the vertical
    /// axis (a header) rather than after it (a footer) or beside it.
    var isAbove: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
    var isBelow: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// A view behind a section, such as a rounded background: the layout asks
/// the view class registered for `elementKind` with
/// `register(_:forDecorationViewOfKind:)`.
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    /// Behind the section's items, which are at 0.
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        elementKind = ""
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// A view that fills its section (less the item's `contentInsets`), behind it.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
