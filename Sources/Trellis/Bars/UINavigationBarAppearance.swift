import Foundation

/// How a bar button item looks in one control state (iOS 13), as in UIKit.
open class UIBarButtonItemStateAppearance: NSObject {
    /// Attributes (font, colour) of the title; empty: the bar's defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title inside the button. Default zero.
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image drawn behind the button; nil: none.
    open var backgroundImage: UIImage?
    /// Moves the background image. Default zero.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() { super.init() }

    func take(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}

/// How bar button items of one style look in each control state (iOS 13),
/// as in UIKit. Navigation bar and toolbar appearances hold one for plain
/// buttons, one for `.done` buttons and (navigation bars) one for the back
/// button.
open class UIBarButtonItemAppearance: NSObject, NSCopying {
    /// The appearance in the normal state.
    open private(set) var normal = UIBarButtonItemStateAppearance()
    /// While the button is pressed.
    open private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// While the button is disabled.
    open private(set) var disabled = UIBarButtonItemStateAppearance()
    /// While the button has focus.
    open private(set) var focused = UIBarButtonItemStateAppearance()

    /// The system's look for buttons of `style`.
    public init(style: UIBarButtonItem.Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// The system's look for plain buttons.
    public convenience override init() { self.init(style: .plain) }

    public required init?(coder: NSCoder) {
        super.init()
        configureWithDefault(for: .plain)
    }

    /// Resets every state to the system's look for `style`: nothing set,
    /// so the bar draws plain titles 17 pt regular and `.done` titles
    /// semibold, in the tint colour.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
            state.backgroundImagePositionAdjustment = .zero
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance(style: .plain)
        copy.normal.take(from: normal)
        copy.highlighted.take(from: highlighted)
        copy.disabled.take(from: disabled)
        copy.focused.take(from: focused)
        return copy
    }

    /// The state appearance for a control state (normal when not otherwise set).
    func state(enabled: Bool) -> UIBarButtonItemStateAppearance { enabled ? normal : disabled }
}

/// How a navigation bar looks (iOS 13), as in UIKit: the bar's background
/// and hairline (`UIBarAppearance`), the title's and large title's text
/// attributes, and the look of its buttons and back indicator. A bar has
/// one for each state (`standardAppearance`, `compactAppearance`,
/// `scrollEdgeAppearance`, `compactScrollEdgeAppearance`); an item may
/// override each for the time it is on top.
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title in the bar; empty: 17 pt semibold in the label colour.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title; empty: 34 pt bold in the label colour.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title. Default zero.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)

    private var customBackIndicator: UIImage?
    private var customBackIndicatorMask: UIImage?

    /// The chevron beside the back button's title: the system's unless set
    /// with `setBackIndicatorImage(_:transitionMaskImage:)`.
    open var backIndicatorImage: UIImage { customBackIndicator ?? BarSymbols.backChevron }
    /// The mask the back title slides under in an animated transition (no
    /// animations run here; kept for the API).
    open var backIndicatorTransitionMaskImage: UIImage { customBackIndicatorMask ?? BarSymbols.backChevron }

    /// Sets the back indicator and its transition mask. As in UIKit, both
    /// must be set for either to take effect; otherwise both go back to the
    /// system's.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        if let backIndicatorImage, let transitionMaskImage {
            customBackIndicator = backIndicatorImage
            customBackIndicatorMask = transitionMaskImage
        } else {
            customBackIndicator = nil
            customBackIndicatorMask = nil
        }
    }

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// A navigation bar appearance with `barAppearance`'s background and
    /// hairline (and, from another navigation bar appearance, nothing more,
    /// as in UIKit; `copy()` copies everything).
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UINavigationBarAppearance(barAppearance: self)
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.buttonAppearance = buttonAppearance.copy() as! UIBarButtonItemAppearance
        copy.doneButtonAppearance = doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        copy.backButtonAppearance = backButtonAppearance.copy() as! UIBarButtonItemAppearance
        copy.customBackIndicator = customBackIndicator
        copy.customBackIndicatorMask = customBackIndicatorMask
        return copy
    }

    /// This appearance with a transparent background and no hairline: what
    /// a bar shows at the scroll edge when no scroll-edge appearance is set
    /// (UIKit's documentation of `scrollEdgeAppearance`: "If the value of
    /// this property is nil, UIKit uses the value of the standardAppearance
    /// property, modified to have a transparent background").
    func transparentCopy() -> UINavigationBarAppearance {
        let copy = self.copy() as! UINavigationBarAppearance
        copy.configureWithTransparentBackground()
        return copy
    }
}

/// How a toolbar looks (iOS 13), as in UIKit: its background and hairline
/// and the look of its buttons.
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIToolbarAppearance(barAppearance: self)
        copy.buttonAppearance = buttonAppearance.copy() as! UIBarButtonItemAppearance
        copy.doneButtonAppearance = doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        return copy
    }

    /// This appearance with a transparent background and no hairline (see
    /// `UINavigationBarAppearance.transparentCopy()`).
    func transparentCopy() -> UIToolbarAppearance {
        let copy = self.copy() as! UIToolbarAppearance
        copy.configureWithTransparentBackground()
        return copy
    }
}
