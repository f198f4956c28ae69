import Foundation

/// How a tab bar item looks in one state (normal, selected, disabled,
/// focused), as in UIKit (iOS 13): the title's attributes and offset, the
/// icon's colour, and the badge's colour, text and offsets. Made only by
/// `UITabBarItemAppearance`, as in UIKit (no public initializer).
open class UITabBarItemStateAppearance: NSObject {
    /// The title's attributes (font, colour); empty: the bar's defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title. Default zero.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of a template icon; nil: the bar's tint (selected) or
    /// its unselected colour.
    open var iconColor: UIColor?
    /// Moves the badge. Default zero.
    open var badgePositionAdjustment: UIOffset = .zero
    /// The badge's fill; nil: the item's `badgeColor`, else system red.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes; empty: white text.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the badge's text inside the badge. Default zero.
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func take(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }

    func reset() { take(from: UITabBarItemStateAppearance()) }
}

/// How tab bar items look in one of the three layouts (stacked, inline,
/// compact inline), one `UITabBarItemStateAppearance` per state, as in
/// UIKit (iOS 13).
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The layouts a tab bar gives its items, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// Image above the title: iPhone held upright.
        case stacked = 0
        /// Image beside the title, for regular widths (iPad).
        case inline = 1
        /// Image beside the title, for compact widths (iPhone sideways).
        case compactInline = 2
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    /// An appearance with the defaults of the stacked style.
    public override convenience init() { self.init(style: .stacked) }

    /// An appearance with the defaults of `style`.
    public init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    public required init?(coder: NSCoder) { super.init() }

    /// Puts back the system's look for `style`: nothing overridden, so the
    /// tab bar's tint, unselected colour and fonts apply.
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.reset() }
    }

    open func copy(with zone: NSZone? = nil) -> Any { copy() }

    /// A copy whose state appearances are copies too.
    open override func copy() -> Any {
        let copy = UITabBarItemAppearance()
        copy.normal.take(from: normal)
        copy.selected.take(from: selected)
        copy.disabled.take(from: disabled)
        copy.focused.take(from: focused)
        return copy
    }

    /// The appearance of `state`, as a tab bar picks it for an item.
    func state(selected isSelected: Bool, enabled: Bool) -> UITabBarItemStateAppearance {
        if !enabled { return disabled }
        return isSelected ? selected : normal
    }
}

/// How a tab bar looks (iOS 13): the background and hairline of
/// `UIBarAppearance`, and the items in each layout.
///
/// Set it as the bar's `standardAppearance`, and as its
/// `scrollEdgeAppearance` for when the content is scrolled to its bottom
/// edge (or does not scroll). Since iOS 15 a bar without a
/// `scrollEdgeAppearance` shows the standard one with a transparent
/// background there ("In iOS 15, UIKit has extended the usage of the
/// scrollEdgeAppearance, which by default produces a transparent background,
/// to all navigation bars" and tab bars: Apple, UIKit release notes for
/// iOS 15, and the `scrollEdgeAppearance` documentation of `UITabBar`).
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when stacked (iPhone held upright). Copied when set.
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked) {
        didSet { stackedLayoutAppearance = stackedLayoutAppearance.copy() as! UITabBarItemAppearance }
    }
    /// The items' look when inline at a regular width (iPad). Copied when set.
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline) {
        didSet { inlineLayoutAppearance = inlineLayoutAppearance.copy() as! UITabBarItemAppearance }
    }
    /// The items' look when inline at a compact width (iPhone sideways). Copied when set.
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline) {
        didSet { compactInlineLayoutAppearance = compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance }
    }
    /// The colour of the selection indicator; nil or clear: none (UIKit draws none by default).
    open var selectionIndicatorTintColor: UIColor?
    /// An image behind the selected item; nil: none.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items share the width. Default `.automatic`.
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    /// The width of each stacked item when centred; 0: the system's.
    open var stackedItemWidth: CGFloat = 0
    /// The space between stacked items when centred; 0: the system's.
    open var stackedItemSpacing: CGFloat = 0

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let tab = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = tab.stackedLayoutAppearance
        inlineLayoutAppearance = tab.inlineLayoutAppearance
        compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance
        selectionIndicatorTintColor = tab.selectionIndicatorTintColor
        selectionIndicatorImage = tab.selectionIndicatorImage
        stackedItemPositioning = tab.stackedItemPositioning
        stackedItemWidth = tab.stackedItemWidth
        stackedItemSpacing = tab.stackedItemSpacing
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The item appearance of `style`.
    func itemAppearance(for style: UITabBarItemAppearance.Style) -> UITabBarItemAppearance {
        switch style {
        case .stacked: stackedLayoutAppearance
        case .inline: inlineLayoutAppearance
        case .compactInline: compactInlineLayoutAppearance
        }
    }
}
