import Foundation

/// What menus are made of, as in UIKit: an action, a deferred element or a
/// submenu, each with a title, an optional subtitle and an image.
open class UIMenuElement: NSObject, @unchecked Sendable {
    // @unchecked Sendable: UIKit's menu elements are used on the main thread.
    public internal(set) var title: String
    public internal(set) var subtitle: String?
    public internal(set) var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// Menu elements are not read from archives.
    public required init?(coder: NSCoder) {
        title = ""
        super.init()
    }
}

/// An action a control performs: a closure with a title, an image and an
/// identifier, as in UIKit (iOS 14). There are no selectors on Linux, so
/// actions are how controls report events.
open class UIAction: UIMenuElement, @unchecked Sendable {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the action runs (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The action's title; settable, as in UIKit.
    open override var title: String {
        get { super.title }
        set { super.title = newValue }
    }
    open override var subtitle: String? {
        get { super.subtitle }
        set { super.subtitle = newValue }
    }
    open override var image: UIImage? {
        get { super.image }
        set { super.image = newValue }
    }
    public let identifier: Identifier
    open var attributes: Attributes
    /// Whether a menu shows the action checked. Default `.off`.
    open var state: UIMenuElement.State = .off
    /// The title VoiceOver reads when it differs from `title`.
    open var discoverabilityTitle: String?
    let handler: (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    public internal(set) weak var sender: AnyObject?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping (UIAction) -> Void) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) { nil }

    /// Runs the action's handler with `sender`, as a tap on a menu item or
    /// control would. Trellis has no touch screen, so tests and previews
    /// perform actions through this. A disabled action does nothing.
    public func performWithSender(_ sender: AnyObject?) {
        guard !attributes.contains(.disabled) else { return }
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}

extension UIMenuElement {
    /// The check state a menu shows beside an action, with UIKit's raw values.
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// A menu, as in UIKit (iOS 13): a title and children that are actions or
/// further menus. Trellis shows no menus on screen (nothing is held or
/// tapped); it keeps them so code that builds them compiles and tests can
/// find and perform their actions.
open class UIMenu: UIMenuElement, @unchecked Sendable {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inline in its parent, with separators.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Its actions are destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Exactly one child is on (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a palette (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the menu shows its children (iOS 16).
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        case automatic = -1
    }

    public let identifier: Identifier
    public let options: Options
    open var preferredElementSize: ElementSize
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public required init?(coder: NSCoder) { nil }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// Every action in the menu and its submenus, depth first: what a test
    /// looks through to perform one by title.
    public var allActions: [UIAction] {
        children.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let menu = element as? UIMenu { return menu.allActions }
            return []
        }
    }
}

/// The base class of buttons, switches and text fields: state (enabled,
/// selected, highlighted) and actions sent for events.
///
/// Trellis delivers no touches, so events happen when code says so:
/// `sendActions(for:)` performs the actions registered for the events, and
/// controls that change on a tap (a switch) do so when sent `.touchUpInside`.
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// UIKit's event bits.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    open var isEnabled = true {
        didSet { if isEnabled != oldValue { stateChanged() } }
    }

    open var isSelected = false {
        didSet { if isSelected != oldValue { stateChanged() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateChanged() } }
    }

    /// Whether a tap shows the control's menu instead of sending its
    /// primary action (iOS 14); false. Buttons hold the menu (`UIButton.menu`).
    open var showsMenuAsPrimaryAction = false

    /// Whether a long press shows the control's context menu (iOS 14); false.
    open var isContextMenuInteractionEnabled = false

    /// The control's state, made of `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { setNeedsLayout() }
    }

    private var registered: [(action: UIAction, events: Event)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A control whose primary action (`.primaryActionTriggered`, and
    /// `.touchUpInside` for buttons) runs `primaryAction`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Runs `action` when any of `events` is sent. Adding an action with the
    /// identifier of one already added for those events replaces it, as in UIKit.
    open func addAction(_ action: UIAction, for events: Event) {
        if let index = registered.firstIndex(where: { $0.action.identifier == action.identifier && $0.events == events }) {
            registered[index] = (action, events)
        } else {
            registered.append((action, events))
        }
    }

    /// Stops running `action` for `events` (the action stays for other events).
    open func removeAction(_ action: UIAction, for events: Event) {
        removeAction(identifiedBy: action.identifier, for: events)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        registered = registered.compactMap { entry in
            guard entry.action.identifier == identifier else { return entry }
            let remaining = entry.events.subtracting(events)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// The events with at least one action.
    open var allControlEvents: Event {
        registered.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Performs the actions registered for any of `events`, in the order
    /// they were added. A disabled control sends nothing, as in UIKit,
    /// where a disabled control receives no touches.
    open func sendActions(for events: Event) {
        guard isEnabled else { return }
        var events = events
        // A button's tap is its primary action, as in UIKit.
        if events.contains(.touchUpInside), sendsPrimaryActionOnTouchUpInside { events.insert(.primaryActionTriggered) }
        for entry in registered where !entry.events.intersection(events).isEmpty {
            sendAction(entry.action)
        }
    }

    /// Runs one action with this control as its sender.
    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    /// Whether `.touchUpInside` also triggers `.primaryActionTriggered`
    /// (buttons: yes; switches and text fields send it on their own terms).
    var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes.
    func stateChanged() {
        setNeedsLayout()
    }

    // MARK: - Accessibility defaults

    /// "If the receiver is a UIKit control, the default value is true"
    /// (developer.apple.com, UIAccessibilityElement.isAccessibilityElement).
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityRespondsToUserInteraction: Bool { true }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { stateAccessibilityTraits }

    /// The traits a control's state adds: `.notEnabled` while disabled
    /// (VoiceOver says "dimmed"), `.selected` while selected.
    var stateAccessibilityTraits: UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        if !isEnabled { traits.insert(.notEnabled) }
        if isSelected { traits.insert(.selected) }
        return traits
    }
}
