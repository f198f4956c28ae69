import Foundation

/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light, dark
}

/// Compact or regular width or height, as size classes describe a screen.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact, regular
}

/// The kind of device an interface is laid out for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision
}

/// The environment an interface is laid out and drawn in: appearance, text
/// size, size classes, display scale and layout direction, as in UIKit.
///
/// Unspecified traits take UIKit's defaults when something resolves them:
/// colors resolve `unspecified` as light, fonts resolve an unspecified
/// content size category as `.large`.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Points to pixels; 0 when unspecified.
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A collection with every trait unspecified.
    public convenience init() {
        self.init(style: .unspecified, category: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  idiom: .unspecified, scale: 0, direction: .unspecified)
    }

    init(style: UIUserInterfaceStyle, category: UIContentSizeCategory, horizontal: UIUserInterfaceSizeClass,
         vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom, scale: CGFloat,
         direction: UITraitEnvironmentLayoutDirection) {
        userInterfaceStyle = style
        preferredContentSizeCategory = category
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        displayScale = scale
        layoutDirection = direction
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(traitsFrom: [], style: userInterfaceStyle)
    }

    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(traitsFrom: [], category: preferredContentSizeCategory)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [], horizontal: horizontalSizeClass)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(traitsFrom: [], vertical: verticalSizeClass)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(traitsFrom: [], idiom: userInterfaceIdiom)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(traitsFrom: [], scale: displayScale)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(traitsFrom: [], direction: layoutDirection)
    }

    /// Combines collections: each trait comes from the last collection that
    /// specifies it, as in UIKit.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        self.init(traitsFrom: collections, style: nil)
    }

    convenience init(traitsFrom collections: [UITraitCollection], style: UIUserInterfaceStyle? = nil,
                             category: UIContentSizeCategory? = nil, horizontal: UIUserInterfaceSizeClass? = nil,
                             vertical: UIUserInterfaceSizeClass? = nil, idiom: UIUserInterfaceIdiom? = nil,
                             scale: CGFloat? = nil, direction: UITraitEnvironmentLayoutDirection? = nil) {
        func last<T: Equatable>(_ path: KeyPath<UITraitCollection, T>, unspecified: T, _ own: T?) -> T {
            if let own { return own }
            return collections.last(where: { $0[keyPath: path] != unspecified })?[keyPath: path] ?? unspecified
        }
        self.init(style: last(\.userInterfaceStyle, unspecified: .unspecified, style),
                  category: last(\.preferredContentSizeCategory, unspecified: .unspecified, category),
                  horizontal: last(\.horizontalSizeClass, unspecified: .unspecified, horizontal),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified, vertical),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified, idiom),
                  scale: last(\.displayScale, unspecified: 0, scale),
                  direction: last(\.layoutDirection, unspecified: .unspecified, direction))
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.preferredContentSizeCategory == .unspecified || trait.preferredContentSizeCategory == preferredContentSizeCategory)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
            && (trait.userInterfaceIdiom == .unspecified || trait.userInterfaceIdiom == userInterfaceIdiom)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.layoutDirection == .unspecified || trait.layoutDirection == layoutDirection)
    }

    /// Whether dynamic colors may resolve differently under `traitCollection`
    /// than here (iOS 13). UIKit compares the style, contrast, elevation and
    /// gamut; of these Trellis has the style. A nil collection counts as
    /// different, as UIKit answers for the first `traitCollectionDidChange(_:)`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return traitCollection.userInterfaceStyle != userInterfaceStyle
    }

    /// The traits that code without a view at hand resolves against: set
    /// for the duration of `performAsCurrent`, and by the layout and
    /// drawing of a view tree. Per task, so windows on different threads do
    /// not see each other's traits.
    @TaskLocal static var currentValue = UITraitCollection()

    public static var current: UITraitCollection { currentValue }

    /// Runs `actions` with this collection as `UITraitCollection.current`.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.$currentValue.withValue(self, operation: actions)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.userInterfaceStyle == rhs.userInterfaceStyle && lhs.preferredContentSizeCategory == rhs.preferredContentSizeCategory
            && lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.displayScale == rhs.displayScale
            && lhs.layoutDirection == rhs.layoutDirection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
    }

    public var description: String {
        "<UITraitCollection: UserInterfaceIdiom = \(userInterfaceIdiom), DisplayScale = \(displayScale), HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), UserInterfaceStyle = \(userInterfaceStyle), PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue)>"
    }
}

/// The layout direction a trait collection carries.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}
