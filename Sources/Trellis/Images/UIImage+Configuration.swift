import Foundation

extension UIImage {
    /// The weights a symbol image comes in, as in UIKit: the nine weights
    /// of the system font, and `unspecified` for "whatever the context
    /// says" (regular).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9

        /// The system font weight this symbol weight matches.
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .unspecified, .regular: return .regular
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// The scale variants of a symbol image, as in UIKit (raw values are
    /// UIKit's: `default` is -1).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3

        /// How much larger than medium the variant is drawn. AppKit's
        /// documentation of the same scales: small is "approximately 20%
        /// smaller than the medium scale", large "approximately 30% larger"
        /// (developer.apple.com/documentation/appkit/nsimage/symbolscale/small
        /// and …/large). `default` and `unspecified` are medium, the scale
        /// UIKit uses for symbols next to text.
        var factor: CGFloat {
            switch self {
            case .small: return 0.8
            case .large: return 1.3
            case .default, .unspecified, .medium: return 1
            }
        }
    }

    /// What an image is drawn for (`UIImageConfiguration` in UIKit): the
    /// traits it should suit. Configurations are immutable; the `with…` and
    /// `applying(_:)` methods return new ones.
    ///
    /// `@unchecked Sendable`: every stored property is set once, in init.
    public class Configuration: NSObject, @unchecked Sendable {
        /// The traits the image is for; nil means the current traits.
        public let traitCollection: UITraitCollection?

        required init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        /// This configuration for other traits.
        public func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            copy(traitCollection: traitCollection)
        }

        /// This configuration with every value `otherConfiguration`
        /// specifies taking the place of this one's; nil changes nothing.
        public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            return merged(with: otherConfiguration)
        }

        /// A copy with other traits; subclasses copy their own values too.
        func copy(traitCollection: UITraitCollection?) -> Self {
            Self(traitCollection: traitCollection)
        }

        /// `applying(_:)` for each class's own values.
        func merged(with other: UIImage.Configuration) -> Self {
            copy(traitCollection: other.traitCollection ?? traitCollection)
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIImage.Configuration, type(of: other) == type(of: self) else { return false }
            return other.traitCollection == traitCollection
        }

        public override var hash: Int { 0 }
    }

    /// How a symbol image is drawn (`UIImageSymbolConfiguration`): its
    /// size from a point size, a font or a Dynamic Type text style, its
    /// weight, its scale, and its colors.
    ///
    /// A symbol's size follows its point size as UIKit's does: at the medium
    /// scale a square symbol is `UIImage.symbolHeightPerPoint` × the point
    /// size tall, small and large are 0.8× and 1.3× that. Trellis draws its
    /// symbols from the Bootstrap Icons set, which has one weight: the
    /// weight is kept and reported (`fontWeight()`), but a fixed SVG's
    /// strokes do not get thinner or bolder with it.
    public class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// How the colors of a symbol's layers are chosen.
        enum Colors: Equatable {
            case unspecified
            case hierarchical(UIColor)
            case palette([UIColor])
            case multicolor
            case monochrome
        }

        /// 0 when unspecified.
        var pointSize: CGFloat = 0
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?
        var font: UIFont?
        var colors: Colors = .unspecified

        required init(traitCollection: UITraitCollection?) {
            super.init(traitCollection: traitCollection)
        }

        /// A configuration that specifies nothing.
        public class var unspecified: UIImage.SymbolConfiguration {
            SymbolConfiguration(traitCollection: nil)
        }

        /// The symbol sized for text of `pointSize` points.
        public convenience init(pointSize: CGFloat) {
            self.init(traitCollection: nil)
            self.pointSize = Self.validPointSize(pointSize)
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
            self.init(pointSize: pointSize)
            self.weight = weight
        }

        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
            self.init(pointSize: pointSize, weight: weight)
            self.scale = scale
        }

        /// The symbol sized for text in `textStyle`, following the content
        /// size category as that text does.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(traitCollection: nil)
            self.textStyle = textStyle
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
            self.init(textStyle: textStyle)
            self.scale = scale
        }

        /// The symbol sized and weighted for text in `font`.
        public convenience init(font: UIFont) {
            self.init(traitCollection: nil)
            self.font = font
        }

        public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
            self.init(font: font)
            self.scale = scale
        }

        public convenience init(weight: UIImage.SymbolWeight) {
            self.init(traitCollection: nil)
            self.weight = weight
        }

        public convenience init(scale: UIImage.SymbolScale) {
            self.init(traitCollection: nil)
            self.scale = scale
        }

        /// Layers drawn in `hierarchicalColor` at decreasing opacities
        /// (iOS 15). Bootstrap's icons have one layer: drawn in the color.
        public convenience init(hierarchicalColor: UIColor) {
            self.init(traitCollection: nil)
            colors = .hierarchical(hierarchicalColor)
        }

        /// Layers drawn in `paletteColors` in order (iOS 15). Bootstrap's
        /// icons have one layer: drawn in the first color.
        public convenience init(paletteColors: [UIColor]) {
            self.init(traitCollection: nil)
            colors = .palette(paletteColors)
        }

        /// A configuration asking for the symbol's own colors (iOS 15).
        /// Bootstrap's icons have none: they are drawn as templates still.
        public class func preferringMulticolor() -> Self {
            let configuration = Self(traitCollection: nil)
            configuration.colors = .multicolor
            return configuration
        }

        /// A configuration asking for one color (iOS 16).
        public class func preferringMonochrome() -> Self {
            let configuration = Self(traitCollection: nil)
            configuration.colors = .monochrome
            return configuration
        }

        /// This configuration with every value `configuration` specifies
        /// taking the place of this one's.
        public func applying(_ configuration: UIImage.SymbolConfiguration?) -> Self {
            guard let configuration else { return self }
            return merged(with: configuration)
        }

        public func configurationWithoutTextStyle() -> Self { changed { $0.textStyle = nil } }
        public func configurationWithoutScale() -> Self { changed { $0.scale = .unspecified } }
        public func configurationWithoutWeight() -> Self { changed { $0.weight = .unspecified } }
        public func configurationWithoutPointSizeAndWeight() -> Self {
            changed {
                $0.pointSize = 0
                $0.font = nil
                $0.weight = .unspecified
            }
        }

        /// Whether the two configurations specify the same values.
        public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
            isEqual(otherConfiguration as Any?)
        }

        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration, super.isEqual(object) else { return false }
            return other.pointSize == pointSize && other.weight == weight && other.scale == scale
                && other.textStyle == textStyle && other.font?.pointSize == font?.pointSize && other.colors == colors
        }

        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle)
            return hasher.finalize()
        }

        public override var description: String {
            var parts: [String] = []
            if let textStyle { parts.append("textStyle=\(textStyle.rawValue)") }
            if let font { parts.append("font=\(font.pointSize)pt") }
            if pointSize > 0 { parts.append("pointSize=\(pointSize)") }
            if weight != .unspecified { parts.append("weight=\(weight)") }
            if scale != .unspecified { parts.append("scale=\(scale)") }
            return "<UIImageSymbolConfiguration: \(parts.isEmpty ? "unspecified" : parts.joined(separator: ", "))>"
        }

        override func copy(traitCollection: UITraitCollection?) -> Self {
            let copy = super.copy(traitCollection: traitCollection)
            copy.pointSize = pointSize
            copy.weight = weight
            copy.scale = scale
            copy.textStyle = textStyle
            copy.font = font
            copy.colors = colors
            return copy
        }

        /// UIKit's rule for combining: a size given by `other` (a point
        /// size, a font or a text style) replaces every size here, and each
        /// other value it specifies replaces this one's.
        override func merged(with other: UIImage.Configuration) -> Self {
            let result = super.merged(with: other)
            guard let other = other as? SymbolConfiguration else { return result }
            if other.pointSize > 0 || other.font != nil || other.textStyle != nil {
                result.pointSize = other.pointSize
                result.font = other.font
                result.textStyle = other.textStyle
            }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified { result.scale = other.scale }
            if other.colors != .unspecified { result.colors = other.colors }
            return result
        }

        private func changed(_ change: (SymbolConfiguration) -> Void) -> Self {
            let copy = self.copy(traitCollection: traitCollection)
            change(copy)
            return copy
        }

        /// A point size layout can use: NaN, infinities and negative sizes
        /// are programmer errors UIKit does not document; they leave the
        /// size unspecified, with a message.
        private static func validPointSize(_ size: CGFloat) -> CGFloat {
            guard size.isFinite, size >= 0, size <= UIFont.maximumPointSize else {
                LayoutDiagnostics.report(.invalidValue, "UIImage.SymbolConfiguration can't have a point size of \(size): the size is left unspecified.")
                return 0
            }
            return size
        }

        // MARK: - Resolving

        /// The point size the symbol is drawn for under `traits` (or the
        /// configuration's own traits, or the current ones): the point
        /// size, else the font's size, else the text style's size at the
        /// content size category, else 17 points, the body style at the
        /// default (large) category, which UIKit uses for symbols given no
        /// size.
        func resolvedPointSize(traits: UITraitCollection?) -> CGFloat {
            if pointSize > 0 { return pointSize }
            if let font { return font.pointSize }
            if let textStyle {
                return UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traits ?? traitCollection).pointSize
            }
            return UIImage.defaultSymbolPointSize
        }

        /// The weight drawn: the configuration's, else the font's nearest.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            if let font {
                let ladder: [SymbolWeight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
                return ladder.min { abs($0.fontWeight().rawValue - font.weight.rawValue) < abs($1.fontWeight().rawValue - font.weight.rawValue) } ?? .regular
            }
            return .regular
        }

        /// The color a single-layer symbol is drawn in when the
        /// configuration names one (hierarchical, or a palette's first).
        var layerColor: UIColor? {
            switch colors {
            case .hierarchical(let color): return color
            case .palette(let colors): return colors.first
            case .unspecified, .multicolor, .monochrome: return nil
            }
        }
    }
}
