import Foundation

// UIKit's constants of the split view controller, with UIKit's raw values
// (UISplitViewController.h), so that code comparing or storing them sees
// the same numbers.

extension UISplitViewController {
    /// How many columns the interface has: `.unspecified` is the classic
    /// interface configured through `viewControllers`; the other two are
    /// iOS 14's column styles, configured through `setViewController(_:for:)`.
    public enum Style: Int, Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// The columns of the iOS 14 interface.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        /// The controller shown instead of the others while collapsed; the
        /// one column the split view does not wrap in a navigation controller.
        case compact = 3
        /// A trailing column (iOS 26); Trellis holds its controller and does not show it.
        case inspector = 4
    }

    /// How the columns are arranged while expanded. Each mode names what is
    /// beside or over the secondary column: in a double-column interface
    /// "one" is the primary column; in a triple-column one it is the
    /// supplementary column and "two" adds the primary.
    public enum DisplayMode: Int, Sendable {
        /// Let the split view choose from the size (`preferredDisplayMode` only;
        /// `displayMode` never reports it).
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        @available(*, deprecated, renamed: "secondaryOnly")
        public static var primaryHidden: DisplayMode { .secondaryOnly }
        @available(*, deprecated, renamed: "oneBesideSecondary")
        public static var allVisible: DisplayMode { .oneBesideSecondary }
        @available(*, deprecated, renamed: "oneOverSecondary")
        public static var primaryOverlay: DisplayMode { .oneOverSecondary }
    }

    /// How sidebars share the width with the secondary column (iOS 14):
    /// beside it (tile), over it (overlay), or pushing it aside (displace).
    public enum SplitBehavior: Int, Sendable {
        case automatic = 0
        case tile = 1
        case overlay = 2
        case displace = 3
    }

    /// Which side the primary column is on.
    public enum PrimaryEdge: Int, Sendable {
        case leading = 0
        case trailing = 1
    }

    /// The primary column's background (iOS 13).
    public enum BackgroundStyle: Int, Sendable {
        case none = 0
        /// The sidebar material; Trellis draws its opaque colour.
        case sidebar = 1
    }

    /// Whether the button that shows and hides the sidebars is shown (iOS 14).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        case automatic = 0
        case never = 1
        case always = 2
    }

    /// The value that asks for UIKit's own choice of a column width or
    /// fraction: -`Float.greatestFiniteMagnitude`, the number UIKit
    /// compares against (UISplitViewControllerAutomaticDimension).
    public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)
}

