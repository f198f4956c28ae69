import Foundation

/// A tab in a tab bar, as in UIKit: a title, an image and a selected image,
/// or one of the system items, with an optional badge.
///
/// A controller's `tabBarItem` is made on first use with the controller's
/// `title` and no image, as UIKit does.
open class UITabBarItem: UIBarItem {
    /// UIKit's system tab items, with UIKit's raw values. Each has its own
    /// title and image, which the app cannot change.
    public enum SystemItem: Int, Sendable {
        case more = 0
        case favorites = 1
        case featured = 2
        case topRated = 3
        case recents = 4
        case contacts = 5
        case history = 6
        case bookmarks = 7
        case search = 8
        case downloads = 9
        case mostRecent = 10
        case mostViewed = 11
    }

    /// The system item the tab was made with; nil for other tabs.
    public private(set) var systemItem: SystemItem?
    /// The image shown while the tab is selected; nil: `image`.
    open var selectedImage: UIImage? { didSet { owningBar?.itemDidChange() } }
    /// Text in a badge at the image's top trailing corner; nil: no badge;
    /// "" a small dot.
    open var badgeValue: String? { didSet { owningBar?.itemDidChange() } }
    /// The badge's colour; nil: system red.
    open var badgeColor: UIColor? { didSet { owningBar?.itemDidChange() } }
    /// Moves the title (UIKit's default: zero).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { owningBar?.itemDidChange() } }

    // The bar redraws an item whose look changes (UIBarItem's properties included).
    open override var title: String? { didSet { owningBar?.itemDidChange() } }
    open override var image: UIImage? { didSet { owningBar?.itemDidChange() } }
    open override var isEnabled: Bool { didSet { owningBar?.itemDidChange() } }
    open override var landscapeImagePhone: UIImage? { didSet { owningBar?.itemDidChange() } }

    /// The bar's look while this item is selected (iOS 13); nil: the bar's
    /// `standardAppearance`. Copied when set.
    open var standardAppearance: UITabBarAppearance? {
        didSet {
            standardAppearance = standardAppearance?.copy() as? UITabBarAppearance
            owningBar?.itemDidChange()
        }
    }

    /// The bar's look at the scroll edge while this item is selected
    /// (iOS 15); nil: the bar's `scrollEdgeAppearance`. Copied when set.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UITabBarAppearance
            owningBar?.itemDidChange()
        }
    }

    /// The bar showing the item, told when the item changes.
    weak var owningBar: UITabBar?

    /// The title the bar shows: a system item's own, else `title`.
    var shownTitle: String? { systemItem?.title ?? title }
    /// The image the bar shows: a system item's own, else `image`.
    var shownImage: UIImage? { systemItem?.image ?? image }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item: its title and image are the system's and cannot be
    /// changed, as in UIKit ("If you create a system tab bar item, you can't
    /// override its name", littlepotatosoftware.com, "Under the hood with
    /// UITabController", 2016).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the badge's text in `state` (iOS 10).
    open func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = attributes
        owningBar?.itemDidChange()
    }

    open override func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        super.setTitleTextAttributes(attributes, for: state)
        owningBar?.itemDidChange()
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }
}
