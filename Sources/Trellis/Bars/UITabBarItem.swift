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
    open var selectedImage: UIImage?
    /// Text in a badge at the image's top trailing corner; nil: no badge.
    open var badgeValue: String?
    /// The badge's colour; nil: system red.
    open var badgeColor: UIColor?
    /// Moves the title (UIKit's default: zero).
    open var titlePositionAdjustment: UIOffset = .zero

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

    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.tag = tag
    }

    private var badgeAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes of the badge's text in `state` (iOS 10).
    open func setBadgeTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributesByState[state.rawValue] = attributes
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributesByState[state.rawValue]
    }
}
