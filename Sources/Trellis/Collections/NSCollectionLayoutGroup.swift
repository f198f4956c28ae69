import Foundation

/// Items laid out along a line (horizontal, vertical) or at frames a
/// closure gives (custom); a section repeats its group until its items are
/// placed. A group is an item, so groups nest.
///
/// A horizontal or vertical group with `subitems` places them in order and
/// starts over from the first until the next one would not fit; with
/// `subitem:count:` it places exactly `count` copies sized to fill the
/// group, whatever the item's own dimension along the axis
/// (developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)).
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis: Equatable { case horizontal, vertical, custom }

    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The fixed number of copies of the only subitem, or nil.
    let repeatCount: Int?
    let itemProvider: NSCollectionLayoutGroupCustomItemProvider?
    /// The space between the group's items along its axis; nil: none.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?,
         itemProvider: NSCollectionLayoutGroupCustomItemProvider?, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []) {
        self.axis = axis
        self.subitems = subitems
        repeatCount = count
        self.itemProvider = itemProvider
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        axis = .horizontal
        subitems = []
        repeatCount = nil
        itemProvider = nil
        super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// Items side by side, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil, itemProvider: nil)
    }

    /// `count` copies of `subitem` side by side, each as wide as fills the group.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: max(1, count), itemProvider: nil)
    }

    /// `count` copies of `subitem` side by side, keeping the item's width (iOS 16).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: Array(repeating: subitem, count: max(1, count)), count: nil, itemProvider: nil)
    }

    /// Items one above the other, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil, itemProvider: nil)
    }

    /// `count` copies of `subitem` stacked, each as tall as fills the group.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: max(1, count), itemProvider: nil)
    }

    /// `count` copies of `subitem` stacked, keeping the item's height (iOS 16).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: Array(repeating: subitem, count: max(1, count)), count: nil, itemProvider: nil)
    }

    /// Items at the frames `itemProvider` returns, relative to the group,
    /// asked once per layout pass with the layout environment.
    open class func custom(layoutSize: NSCollectionLayoutSize, itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .custom, subitems: [], count: nil, itemProvider: itemProvider)
    }

    /// A description of the group's items for debugging.
    open func visualDescription() -> String {
        "\(axis) group \(layoutSize.widthDimension) × \(layoutSize.heightDimension), \(repeatCount.map { "\($0) × " } ?? "")\(subitems.count) subitem(s)"
    }
}

/// The frames of a custom group's items.
public typealias NSCollectionLayoutGroupCustomItemProvider = (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]

/// One item of a custom group: its frame relative to the group, and its z-index.
public final class NSCollectionLayoutGroupCustomItem: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect) {
        self.frame = frame
        zIndex = 0
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
