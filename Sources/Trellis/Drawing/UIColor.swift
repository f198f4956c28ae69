import Foundation

/// An immutable color, held as red, green, blue and alpha components in
/// the sRGB color space, each clamped to 0...1.
///
/// Colors made through any initializer are converted to sRGB, so two colors
/// are equal exactly when their components are: `UIColor(white: 1, alpha: 1)`
/// equals `UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
///
/// A color may instead be dynamic, as in UIKit: made with
/// `init(dynamicProvider:)`, it chooses its components from a trait
/// collection. `resolvedColor(with:)` asks it for a given collection;
/// everything else (`cgColor`, `getRed`, `getHue`, `description`, `==` and
/// hashing) uses the color resolved against `UITraitCollection.current`.
/// The system colors (`label`, `systemBackground`, `systemBlue`, ...) are
/// dynamic colors of this kind.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// Either fixed components or a provider that picks a color per trait
    /// collection.
    private enum Content: Sendable {
        case fixed(CGColor)
        case dynamic(@Sendable (UITraitCollection) -> UIColor)
    }

    private let content: Content

    /// The color as Core Animation layers take it. For a dynamic color, the
    /// color resolved against `UITraitCollection.current`.
    public var cgColor: CGColor {
        switch content {
        case .fixed(let color):
            return color
        case .dynamic:
            return resolvedColor(with: UITraitCollection.current).cgColor
        }
    }

    /// The color that `cgColor` describes.
    public init(cgColor: CGColor) {
        content = .fixed(cgColor)
    }

    /// A color that asks `dynamicProvider` for its components each time it
    /// is resolved against a trait collection.
    ///
    /// A collection whose `userInterfaceStyle` is `.unspecified` reaches the
    /// provider with the style set to `.light`, the appearance UIKit falls
    /// back to; its other traits are passed on unchanged.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        content = .dynamic(dynamicProvider)
    }

    /// The color for `traitCollection`: the receiver itself if it is not
    /// dynamic, otherwise what its provider returns (resolved in turn, should
    /// the provider return another dynamic color).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch content {
        case .fixed:
            return self
        case .dynamic(let provider):
            let traits = traitCollection.userInterfaceStyle == .unspecified
                ? UITraitCollection(traitsFrom: [traitCollection, UITraitCollection(userInterfaceStyle: .light)])
                : traitCollection
            return provider(traits).resolvedColor(with: traits)
        }
    }

    /// The color set named `name` in an asset catalog of the main bundle;
    /// see `init(named:in:compatibleWith:)`.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The color set named `name` in an asset catalog of `bundle` (if nil,
    /// of the bundles in `ResourceBundles.search`), or nil when there is
    /// none. A set with a dark appearance gives a dynamic color, as in
    /// UIKit, unless `traitCollection` picks a light or dark style, which
    /// gives that variant. The catalog format is read by `AssetCatalog`.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let set = AssetCatalog.colorSet(named: name, in: ResourceBundles.bundles(for: bundle)) else { return nil }
        let any = set.any
        guard let dark = set.dark else {
            self.init(cgColor: any.cgColor)
            return
        }
        switch traitCollection?.userInterfaceStyle {
        case .dark?: self.init(cgColor: dark.cgColor)
        case .light?: self.init(cgColor: any.cgColor)
        default: self.init(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? dark : any })
        }
    }

    /// A color from sRGB components, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A shade of gray, from 0 (black) to 1 (white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    /// A color from hue, saturation and brightness, each from 0 to 1; hues 0
    /// and 1 are both red.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let hue = Swift.min(Swift.max(hue, 0), 1)
        let saturation = Swift.min(Swift.max(saturation, 0), 1)
        let brightness = Swift.min(Swift.max(brightness, 0), 1)
        // The hue circle in six sectors, each blending two neighbouring
        // primaries; hue 1 wraps round to sector 0.
        let scaled = hue * 6
        let sector = Int(scaled) % 6
        let fraction = scaled - scaled.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (red, green, blue) = (brightness, rising, low)
        case 1: (red, green, blue) = (falling, brightness, low)
        case 2: (red, green, blue) = (low, brightness, rising)
        case 3: (red, green, blue) = (low, falling, brightness)
        case 4: (red, green, blue) = (rising, low, brightness)
        default: (red, green, blue) = (brightness, low, falling)
        }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Writes the sRGB components to whichever pointers are not `nil`, and
    /// returns `true`: every color here converts to RGB.
    ///
    /// Called as in UIKit: `color.getRed(&r, green: &g, blue: &b, alpha: &a)`.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?,
        green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = cgColor
        red?.pointee = color.red
        green?.pointee = color.green
        blue?.pointee = color.blue
        alpha?.pointee = color.alpha
        return true
    }

    /// Writes hue, saturation, brightness and alpha, each from 0 to 1, to
    /// whichever pointers are not `nil`, and returns `true`. Hue is in
    /// 0..<1, and grays have hue and saturation 0.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?,
        saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let color = cgColor
        let (r, g, b) = (color.red, color.green, color.blue)
        let maximum = Swift.max(r, g, b)
        let range = maximum - Swift.min(r, g, b)
        var sixths: CGFloat = 0
        if range > 0 {
            if maximum == r {
                sixths = (g - b) / range
            } else if maximum == g {
                sixths = (b - r) / range + 2
            } else {
                sixths = (r - g) / range + 4
            }
        }
        hue?.pointee = sixths < 0 ? sixths / 6 + 1 : sixths / 6
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = color.alpha
        return true
    }

    /// The same color with a different opacity. A dynamic color stays
    /// dynamic: the new alpha replaces the alpha of each color it resolves
    /// to.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch content {
        case .fixed(let color):
            return UIColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
        case .dynamic:
            return UIColor(dynamicProvider: { [self] traits in
                resolvedColor(with: traits).withAlphaComponent(alpha)
            })
        }
    }

    /// The color space and components in UIKit's format, for example
    /// `UIExtendedSRGBColorSpace 1 0.5 0 1` for orange.
    public var description: String {
        let color = cgColor
        let components = [color.red, color.green, color.blue, color.alpha]
        return (["UIExtendedSRGBColorSpace"] + components.map { String(format: "%g", Double($0)) })
            .joined(separator: " ")
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.cgColor == rhs.cgColor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cgColor)
    }

    /// Gray 0, opaque.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Gray 1/3, opaque.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Gray 2/3, opaque.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Gray 1, opaque.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray 0.5, opaque.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// RGB (1, 0, 0), opaque.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0), opaque.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1), opaque.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1), opaque.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0), opaque.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1), opaque.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0), opaque.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5), opaque.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2), opaque.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Gray 0 with alpha 0: fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)
}
