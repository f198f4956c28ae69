import Foundation

/// What an accessibility element is and what state it is in, as VoiceOver
/// announces it ("Save, button"), as in UIKit.
///
/// The raw values are UIKit's (`UIAccessibilityConstants.h`, 64-bit masks):
/// code that stores or compares raw traits keeps working. `.tabBar` (iOS 10)
/// and `.header` (iOS 6) sit above `.causesPageTurn` in the header's order.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits: the default of a view that is not a standard control.
    public static let none = UIAccessibilityTraits([])
    /// Acts as a button; UIButton's default.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link (usually in Safari).
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// Is an image; combinable with `.button` or `.link`.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a selected tab, a checked row).
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// Acts as a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change; UILabel's default.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Gives a summary read when the app starts (a weather app's current conditions).
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled; standard controls add it while `isEnabled` is false.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often (a clock); polled rather than announced.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated, so VoiceOver stays quiet.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// Takes `accessibilityIncrement()` and `accessibilityDecrement()` (a slider).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a piano keyboard).
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver finishes reading it (a book).
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar (iOS 10).
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// Is a header that divides content into sections (a navigation bar's title).
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// What kind of container an element with accessibility children is (iOS 11).
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}

/// How VoiceOver navigates an element's children (iOS 8; Switch Control uses it).
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    case automatic = 0
    case separate = 1
    case combined = 2
}

/// The direction of a three-finger scroll (`accessibilityScroll(_:)`).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}
