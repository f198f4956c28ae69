import Foundation
import Trellis

/// The device and settings a screen is drawn with: what swift-snapshot-
/// testing's `ViewImageConfig` is on iOS, as a value made of parts.
///
/// Every part is optional; a part left out keeps the system's default
/// (an upright iPhone 15, `.large` text, light, left to right, the
/// device's scale, no pseudolocale). Each preset sets one part, and `×`
/// combines lists of them into every combination, so a whole matrix is one
/// expression:
///
///     assertSnapshots(of: SettingsViewController(),
///                     matrix: [.iPhoneSE, .iPhone15ProMax, .iPad] × [.large, .accessibilityExtraLarge] × [.light, .dark])
///
/// records or verifies twelve references named after their parts
/// (`settings.iPhone15ProMax-portrait-AXL-dark.png`, see `name`).
public struct SnapshotConfiguration: Hashable, Sendable, CustomStringConvertible {
    /// The device; nil with `size` set: a window of that size on an iPhone
    /// 15's screen (traits of an iPhone).
    public var device: Device?
    /// A window of this size instead of the full screen (custom sizes,
    /// widgets, banners); with a device, on that device's screen.
    public var size: CGSize?
    /// Upright or sideways: `.portrait` or `.landscapeLeft` (nil: upright).
    public var orientation: UIDeviceOrientation?
    /// The user's text size (nil: `.large`, the system default).
    public var contentSizeCategory: UIContentSizeCategory?
    /// Light or dark appearance (nil: light).
    public var userInterfaceStyle: UIUserInterfaceStyle?
    /// Left to right or right to left (nil: the locale's direction, left to
    /// right without a locale).
    public var layoutDirection: UITraitEnvironmentLayoutDirection?
    /// Pixels per point of the PNG (nil: the device's, 2 or 3).
    public var scale: CGFloat?
    /// A locale identifier such as "ar" or "de_DE". It gives the layout
    /// direction of its language (Arabic and Hebrew lay out right to left)
    /// when `layoutDirection` is not set, and date pickers that have no
    /// locale of their own show dates in it. It does not change
    /// `Locale.current`, which is the process's: code that formats with the
    /// current locale formats as before.
    public var locale: String?
    /// Whether every string on screen is pseudolocalized before layout
    /// (`Pseudolocale.accented`): about 40% longer, accented, in brackets,
    /// as Android's en-XA, to find text that truncates or clips.
    public var isPseudolocalized: Bool
    /// Whether the window grows to show the whole content of its main
    /// scroll view (a table, collection view or scroll view) instead of
    /// the first screenful.
    public var showsWholeContent: Bool

    public init(device: Device? = nil, size: CGSize? = nil, orientation: UIDeviceOrientation? = nil,
                contentSizeCategory: UIContentSizeCategory? = nil, userInterfaceStyle: UIUserInterfaceStyle? = nil,
                layoutDirection: UITraitEnvironmentLayoutDirection? = nil, scale: CGFloat? = nil, locale: String? = nil,
                isPseudolocalized: Bool = false, showsWholeContent: Bool = false) {
        self.device = device
        self.size = size
        self.orientation = orientation
        self.contentSizeCategory = contentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.scale = scale
        self.locale = locale
        self.isPseudolocalized = isPseudolocalized
        self.showsWholeContent = showsWholeContent
    }

    /// `other`'s parts laid over this one's: a part `other` sets wins.
    public func merging(_ other: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(
            device: other.device ?? device, size: other.size ?? size, orientation: other.orientation ?? orientation,
            contentSizeCategory: other.contentSizeCategory ?? contentSizeCategory,
            userInterfaceStyle: other.userInterfaceStyle ?? userInterfaceStyle,
            layoutDirection: other.layoutDirection ?? layoutDirection, scale: other.scale ?? scale, locale: other.locale ?? locale,
            isPseudolocalized: other.isPseudolocalized || isPseudolocalized,
            showsWholeContent: other.showsWholeContent || showsWholeContent)
    }

    // MARK: - What is drawn

    /// The device the window is on: `device`, or an iPhone 15 (the
    /// default of `UIWindow(device:)`'s callers and of `UIScreen.main`).
    public var resolvedDevice: Device { device ?? .iPhone15 }

    /// The orientation the window is held in.
    public var resolvedOrientation: UIDeviceOrientation { orientation ?? .portrait }

    /// The layout direction: the explicit one, else the locale language's.
    public var resolvedLayoutDirection: UITraitEnvironmentLayoutDirection {
        if let layoutDirection, layoutDirection != .unspecified { return layoutDirection }
        if let locale, Locale.Language(identifier: locale).characterDirection == .rightToLeft { return .rightToLeft }
        return .leftToRight
    }

    /// Pixels per point of the picture.
    public var resolvedScale: CGFloat {
        if let scale, scale.isFinite, scale > 0 { return min(scale, 4) }
        return resolvedDevice.scale
    }

    // MARK: - Names

    /// The file-name part of the configuration, its set parts in a fixed
    /// order joined by dashes: device (spaces and brackets dropped) and
    /// orientation, size, text size (the letters of UIKit's raw value:
    /// `L`, `XL`, `AXL` for `accessibilityExtraLarge`, `AXXXL`), appearance,
    /// direction, scale, locale, `pseudo`, `whole`:
    /// "iPhone15ProMax-portrait-AXL-dark". "default" when nothing is set.
    public var name: String {
        var parts: [String] = []
        if let device { parts.append(Self.shortName(of: device)) }
        if device != nil || orientation != nil { parts.append(resolvedOrientation.isLandscape ? "landscape" : "portrait") }
        if let size { parts.append("\(Self.number(size.width))x\(Self.number(size.height))") }
        if let contentSizeCategory { parts.append(Self.shortName(of: contentSizeCategory)) }
        if let userInterfaceStyle {
            parts.append(userInterfaceStyle == .dark ? "dark" : userInterfaceStyle == .light ? "light" : "unspecified")
        }
        if let layoutDirection { parts.append(layoutDirection == .rightToLeft ? "rtl" : layoutDirection == .leftToRight ? "ltr" : "unspecified") }
        if let scale { parts.append("@\(Self.number(scale))x") }
        if let locale { parts.append(locale) }
        if isPseudolocalized { parts.append("pseudo") }
        if showsWholeContent { parts.append("whole") }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    public var description: String { name }

    /// The device's name without spaces: "iPhone 15 Pro Max" → "iPhone15ProMax",
    /// "iPad Pro (12.9-inch) (6th generation)" → "iPadPro12.9"; the
    /// iPhone SE and the iPad are "iPhoneSE" and "iPad".
    static func shortName(of device: Device) -> String {
        var name = device.name
        for (long, short) in [("(3rd generation)", "3"), ("(6th generation)", ""), ("(10th generation)", "10"), ("(12.9-inch)", "12.9")] {
            name = name.replacingOccurrences(of: long, with: short)
        }
        // The presets' usual names: the iPhone SE and the iPad of the matrix.
        switch device {
        case .iPhoneSE3: return "iPhoneSE"
        case .iPad10: return "iPad"
        default: return name.filter { $0.isLetter || $0.isNumber || $0 == "." }
        }
    }

    /// UIKit's raw value without its prefix, "Accessibility" shortened to
    /// "A": `UICTContentSizeCategoryAccessibilityXL` → "AXL".
    static func shortName(of category: UIContentSizeCategory) -> String {
        category.rawValue.replacingOccurrences(of: "_UICTContentSizeCategory", with: "")
            .replacingOccurrences(of: "UICTContentSizeCategory", with: "")
            .replacingOccurrences(of: "Accessibility", with: "A")
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

// MARK: - Presets: one part each

extension SnapshotConfiguration {
    /// Any device, such as a `Device(...)` of your own.
    public static func device(_ device: Device, _ orientation: UIDeviceOrientation? = nil) -> SnapshotConfiguration {
        SnapshotConfiguration(device: device, orientation: orientation)
    }
    /// A window of any size (in points), on `device`'s screen if given.
    public static func size(width: CGFloat, height: CGFloat, on device: Device? = nil) -> SnapshotConfiguration {
        SnapshotConfiguration(device: device, size: CGSize(width: width, height: height))
    }

    /// iPhone SE (3rd generation), 375 × 667.
    public static let iPhoneSE = device(.iPhoneSE3)
    public static let iPhoneSE3 = device(.iPhoneSE3)
    /// iPhone 15, 393 × 852.
    public static let iPhone15 = device(.iPhone15)
    public static let iPhone15Pro = device(.iPhone15Pro)
    /// iPhone 15 Pro Max, 430 × 932.
    public static let iPhone15ProMax = device(.iPhone15ProMax)
    /// iPad (10th generation), 820 × 1180.
    public static let iPad = device(.iPad10)
    public static let iPad10 = device(.iPad10)
    /// iPad Pro (12.9-inch), 1024 × 1366.
    public static let iPadPro12_9 = device(.iPadPro12_9)
    /// Every device preset of Trellis (`Device.all`).
    public static var allDevices: [SnapshotConfiguration] { Device.all.map { device($0) } }

    public static let portrait = SnapshotConfiguration(orientation: .portrait)
    /// Sideways: the device turned left, the interface `.landscapeRight`.
    public static let landscape = SnapshotConfiguration(orientation: .landscapeLeft)

    public static func contentSize(_ category: UIContentSizeCategory) -> SnapshotConfiguration {
        SnapshotConfiguration(contentSizeCategory: category)
    }
    public static let extraSmall = contentSize(.extraSmall)
    public static let small = contentSize(.small)
    public static let medium = contentSize(.medium)
    /// The system default text size.
    public static let large = contentSize(.large)
    public static let extraLarge = contentSize(.extraLarge)
    public static let extraExtraLarge = contentSize(.extraExtraLarge)
    public static let extraExtraExtraLarge = contentSize(.extraExtraExtraLarge)
    public static let accessibilityMedium = contentSize(.accessibilityMedium)
    public static let accessibilityLarge = contentSize(.accessibilityLarge)
    public static let accessibilityExtraLarge = contentSize(.accessibilityExtraLarge)
    public static let accessibilityExtraExtraLarge = contentSize(.accessibilityExtraExtraLarge)
    /// The largest text size (AX5).
    public static let accessibilityExtraExtraExtraLarge = contentSize(.accessibilityExtraExtraExtraLarge)

    public static let light = SnapshotConfiguration(userInterfaceStyle: .light)
    public static let dark = SnapshotConfiguration(userInterfaceStyle: .dark)

    public static let leftToRight = SnapshotConfiguration(layoutDirection: .leftToRight)
    public static let rightToLeft = SnapshotConfiguration(layoutDirection: .rightToLeft)

    /// Pixels per point of the picture (1 keeps references small).
    public static func scale(_ scale: CGFloat) -> SnapshotConfiguration { SnapshotConfiguration(scale: scale) }

    public static func locale(_ identifier: String) -> SnapshotConfiguration { SnapshotConfiguration(locale: identifier) }

    /// Every string accented and about 40% longer (`Pseudolocale.accented`).
    public static let pseudolocale = SnapshotConfiguration(isPseudolocalized: true)

    /// The whole content of the main scroll view, table or collection view.
    public static let wholeContent = SnapshotConfiguration(showsWholeContent: true)
}

// MARK: - Matrices

precedencegroup SnapshotMatrixPrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}

infix operator × : SnapshotMatrixPrecedence

/// Every combination of two lists of configurations, the left one's parts
/// varying slowest: `[.iPhoneSE, .iPad] × [.light, .dark]` is iPhoneSE-light,
/// iPhoneSE-dark, iPad-light, iPad-dark. Where both set a part, the right
/// one's wins.
public func × (lhs: [SnapshotConfiguration], rhs: [SnapshotConfiguration]) -> [SnapshotConfiguration] {
    lhs.flatMap { left in rhs.map { left.merging($0) } }
}

/// The combinations of a list with one more part: `matrix × .scale(1)`.
public func × (lhs: [SnapshotConfiguration], rhs: SnapshotConfiguration) -> [SnapshotConfiguration] {
    lhs.map { $0.merging(rhs) }
}
