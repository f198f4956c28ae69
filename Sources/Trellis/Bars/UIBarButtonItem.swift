import Foundation

/// A button in a navigation bar or toolbar, as in UIKit: a title, an image,
/// a system item, a custom view or a space, that performs a `UIAction` or
/// shows a `UIMenu`-like list of actions.
///
/// UIKit's target–action initializers take an Objective-C selector, which
/// Swift on Linux does not have; the iOS 14 forms with `primaryAction`
/// (`UIAction`) are the ones Trellis offers (`trellis port` rewrites the
/// others).
open class UIBarButtonItem: UIBarItem {
    /// UIKit's styles; `.bordered` is deprecated since iOS 8 and draws as `.plain`.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        /// A bold title (semibold since iOS 17), for the action that finishes a screen.
        case done = 2
    }

    /// UIKit's system items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        @available(*, deprecated, message: "pageCurl is unused since iOS 11")
        case pageCurl = 23
        case close = 24
    }

    /// The system item the button was made with; nil for other buttons.
    public private(set) var systemItem: SystemItem?

    /// The button's style. Default `.plain`.
    open var style: Style = .plain { didSet { noteChange() } }
    /// The width of a fixed space, or the minimum width of a button (0: fit the content).
    open var width: CGFloat = 0 { didSet { noteChange() } }
    /// Titles the button may show, so a bar can reserve the widest.
    open var possibleTitles: Set<String>?
    /// A view shown in place of the button.
    open var customView: UIView? { didSet { noteChange() } }
    /// The colour of the title and template image; nil takes the bar's tint.
    open var tintColor: UIColor? { didSet { noteChange() } }
    /// The action performed when the button is tapped (iOS 14). Setting it
    /// on an item that is not a system item takes the action's title and
    /// image as the item's ("updating the title & image of the item if
    /// appropriate (currently only if the item is not a system item)",
    /// UIBarButtonItem.h); an action without a title or image leaves the
    /// item's, and setting nil leaves both unchanged.
    open var primaryAction: UIAction? {
        didSet { adoptTitleAndImageOfPrimaryAction() }
    }

    private func adoptTitleAndImageOfPrimaryAction() {
        guard systemItem == nil, let action = primaryAction else { return }
        if !action.title.isEmpty { title = action.title }
        if let image = action.image { self.image = image }
    }
    /// A menu shown when the button is tapped with no primary action, or
    /// held with one (iOS 14).
    open var menu: UIMenu?
    /// Whether the button shows its selected state (iOS 15).
    open var isSelected: Bool = false { didSet { noteChange() } }
    /// Whether a tap toggles the selection, or picks from the menu (iOS 15).
    open var changesSelectionAsPrimaryAction: Bool = false
    /// Whether the bar leaves the button out (iOS 16).
    open var isHidden: Bool = false { didSet { noteChange() } }
    /// Whether the button shares a background with its neighbours (iOS 26 glass bars; kept for source compatibility).
    open var hidesSharedBackground: Bool = false

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // The bar showing the button lays out again when what it shows changes.
    open override var title: String? { didSet { noteChange() } }
    open override var image: UIImage? { didSet { noteChange() } }
    open override var isEnabled: Bool { didSet { noteChange() } }

    /// The views showing this button in bars (weakly held).
    private var hosts: [WeakHost] = []
    private struct WeakHost { weak var view: UIView? }

    func addHost(_ view: UIView) {
        hosts.removeAll { $0.view == nil }
        if !hosts.contains(where: { $0.view === view }) { hosts.append(WeakHost(view: view)) }
    }

    private func noteChange() {
        for host in hosts {
            host.view?.setNeedsLayout()
            host.view?.superview?.setNeedsLayout()
        }
    }

    /// A button with a title (iOS 14 form).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        // Observers do not run for a property set in the class's own initializer.
        adoptTitleAndImageOfPrimaryAction()
        self.menu = menu
    }

    /// A system item performing `primaryAction` or showing `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        if systemItem == .done { style = .done }
    }

    /// A button whose title and image are those of `primaryAction` (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init()
        self.primaryAction = primaryAction
        if let action = primaryAction {
            title = action.title.isEmpty ? nil : action.title
            image = action.image
        }
    }

    /// A button showing a view of the app's.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A title button of `style` with no action yet (the selector form's
    /// shape without the selector).
    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    /// An image button of `style` with no action yet.
    public convenience init(image: UIImage?, style: Style) {
        self.init()
        self.image = image
        self.style = style
    }

    /// A flexible space: takes the room left in a toolbar (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// A space `width` points wide (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Performs the button's primary action, as a tap would: Trellis has no
    /// touch screen, so tests and previews tap through this. A disabled or
    /// hidden button does nothing. Returns whether an action ran.
    @discardableResult
    open func simulateTap() -> Bool {
        guard isEnabled, !isHidden else { return false }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        guard let action = primaryAction, !action.attributes.contains(.disabled) else { return false }
        action.performWithSender(self)
        return true
    }
}
