import Foundation

/// A section of a compositional layout (iOS 13): its group repeated until
/// the section's items are placed, with spacing between the groups, insets
/// around them, headers and footers, backgrounds, and optionally its own
/// sideways scrolling.
open class NSCollectionLayoutSection: NSObject {
    let group: NSCollectionLayoutGroup
    /// Space between repeated groups along the section's axis.
    open var interGroupSpacing: CGFloat = 0
    /// Space between the section's boundary and its groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// What `contentInsets` count from (iOS 14); `.automatic`: the layout
    /// configuration's reference
    /// (developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsetsreference).
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the section's boundary supplementary items' insets count from (iOS 16).
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Whether headers and footers are inset by `contentInsets` on the sides. Default true.
    open var supplementariesFollowContentInsets = true
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether the section scrolls across the layout's axis; see
    /// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Called before each layout pass that shows the section, with its
    /// elements in view (cells, headers, footers, backgrounds), the scroll
    /// offset and the layout environment; changes it makes to the items'
    /// transform, alpha, z-index, hidden state or center are what is shown.
    /// In an orthogonal section the offset is the section's own scroll
    /// offset and the items' frames are in its unscrolled content (so
    /// `item.frame.midX - offset.x` is where an item stands on screen);
    /// elsewhere the offset is the collection view's `contentOffset` and
    /// the frames are the collection view's
    /// (developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem:
    /// "called before each layout cycle, any time … scrolling the section,
    /// or rotating the device").
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// Row separators and swipe actions when the section came from a list
    /// configuration; nil for other sections.
    var listConfiguration: UICollectionLayoutListConfiguration?
    /// Space before the section's headers (a list's `headerTopPadding`).
    var leadingPadding: CGFloat = 0

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section (iOS 14) that follows `configuration`'s appearance,
    /// headers, footers and separators, for a section provider.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection(environment: layoutEnvironment)
    }
}

/// How an orthogonal section scrolls and where it comes to rest.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll sideways: its groups wrap along the layout's axis.
    case none = 0
    /// Scrolls freely.
    case continuous
    /// Scrolls freely and rests with a group's leading edge at the leading edge.
    case continuousGroupLeadingBoundary
    /// Rests at multiples of the section's visible width.
    case paging
    /// Rests with a group's leading edge at the leading edge, a group at a time.
    case groupPaging
    /// Rests with a group centered, a group at a time.
    case groupPagingCentered
}

/// What content insets are counted from (iOS 14).
public enum UIContentInsetsReference: Int, Sendable {
    /// The enclosing reference: a section follows its layout's configuration.
    case automatic = 0
    /// The container's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// An item the visible-items handler sees: an element's geometry and
/// identity, and what the handler may change about how it is shown
/// (UIKit's protocol, less `transform3D`, which layout attributes here do
/// not carry).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// A visible item over the layout attributes the collection view is about
/// to apply: what the handler sets goes straight into them. `shift` moves
/// the geometry into the space the handler sees (an orthogonal section's
/// unscrolled content).
final class CollectionLayoutVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes
    let shift: CGPoint

    init(_ attributes: UICollectionViewLayoutAttributes, shift: CGPoint) {
        self.attributes = attributes
        self.shift = shift
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y) }
        set { attributes.center = CGPoint(x: newValue.x - shift.x, y: newValue.y - shift.y) }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    /// The element's kind, or "cell".
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: shift.x, dy: shift.y) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// The space a section is laid out in.
public protocol NSCollectionLayoutContainer {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`: what fractions are fractions of.
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told: the container and the traits.
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The container a compositional layout passes its section providers.
struct CollectionLayoutContainer: NSCollectionLayoutContainer {
    var contentSize: CGSize
    var contentInsets: NSDirectionalEdgeInsets

    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

struct CollectionLayoutEnvironment: NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer
    var traitCollection: UITraitCollection
}
