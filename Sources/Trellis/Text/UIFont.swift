import Foundation
import TextEngine

/// A font: a family, a weight, a slant and a size in points.
///
/// The system font is Inter, which stands in for San Francisco on Linux
/// (its nine static weights match UIKit's nine). Metrics come from the
/// font files through the text engine, so they are the ones text is
/// measured and drawn with.
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is an immutable value.

    /// How heavy the strokes are, on UIKit's scale from -1 (lightest) to 1.
    public struct Weight: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        // UIKit's values (UIFontWeightUltraLight ... UIFontWeightBlack).
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The nine weights, lightest first, with Inter's weight on the CSS
        /// scale and style name. UIKit's ultraLight is lighter than thin.
        static let ladder: [(weight: Weight, css: Int, style: String)] = [
            (.ultraLight, 100, "Thin"), (.thin, 200, "ExtraLight"), (.light, 300, "Light"),
            (.regular, 400, "Regular"), (.medium, 500, "Medium"), (.semibold, 600, "SemiBold"),
            (.bold, 700, "Bold"), (.heavy, 800, "ExtraBold"), (.black, 900, "Black"),
        ]

        /// The nearest of the nine weights.
        var step: (weight: Weight, css: Int, style: String) {
            Self.ladder.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }!
        }
    }

    /// The Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Every style, largest first.
        public static let allStyles: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1, .caption2,
        ]
    }

    /// The family every system font belongs to.
    public static let systemFamilyName = "Inter"

    public let familyName: String
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool
    /// OpenType features, such as `tnum` for digits of equal width.
    let features: [String]
    /// The text style a preferred font was made for, so a label that
    /// adjusts to the content size category can make it again.
    let textStyle: TextStyle?
    /// How `UIFontMetrics` scaled the font, so it can be scaled again for
    /// another content size category.
    let scaling: Scaling?

    struct Scaling: Equatable {
        var metrics: TextStyle
        var baseSize: CGFloat
        var maximumPointSize: CGFloat?
    }

    init(family: String, size: CGFloat, weight: Weight, italic: Bool, features: [String] = [], textStyle: TextStyle? = nil,
         scaling: Scaling? = nil) {
        familyName = family
        pointSize = UIFont.pointSize(for: size)
        self.weight = weight.step.weight
        isItalic = italic
        self.features = features
        self.textStyle = textStyle
        self.scaling = scaling
        textEngineFont = FontDescription(family: family, weight: self.weight.step.css, italic: italic, size: Double(pointSize), features: features)
        super.init()
    }

    /// Core Text's default size, which a font asked for at 0 points gets
    /// (CTFontCreateWithName: "If 0.0 is specified, the default font size
    /// of 12.0 is used").
    static let defaultPointSize: CGFloat = 12

    /// The largest size a font takes: the text engine's largest
    /// (`FontDescription.maximumSize`). Pango keeps sizes as 32-bit integers
    /// of 1/1024 point, which overflow past two million points; no screen
    /// shows a glyph taller than this.
    package static let maximumPointSize = CGFloat(FontDescription.maximumSize)

    /// The size a font asked for at `size` gets. UIKit's sizes "must be
    /// greater than 0.0"; Core Text gives 0 its default of 12 points, and
    /// AppKit documents the same for 0 "or a negative number", so both
    /// give 12 here. NaN and infinities are programmer errors UIKit does
    /// not document: they give 12 points too, and a message says so; a
    /// size beyond `maximumPointSize` gives that maximum, and a message.
    static func pointSize(for size: CGFloat) -> CGFloat {
        if size.isNaN || size.isInfinite {
            LayoutDiagnostics.report(.invalidValue, "UIFont can't have a size of \(size) points: it is not a finite number. The font is \(Int(defaultPointSize)) points, Core Text's default size.")
            return defaultPointSize
        }
        if size <= 0 { return defaultPointSize }
        if size > maximumPointSize {
            LayoutDiagnostics.report(.invalidValue, "UIFont can't have a size of \(size) points: the largest size text is drawn at is \(Int(maximumPointSize)) points. The font is \(Int(maximumPointSize)) points.")
            return maximumPointSize
        }
        return size
    }

    /// This font for another content size category: a preferred font at the
    /// size its text style has there (keeping its weight, slant and
    /// features), a font from `UIFontMetrics` scaled again from its base
    /// size. Nil for a font of fixed size.
    /// What a view that adjusts its font for the content size category
    /// (`UILabel`, `UITextField`) changes its font to when its traits went
    /// from `previous` to `traits`: nil when the category stayed or the
    /// size would not change.
    func adjustedForContentSizeCategory(of traits: UITraitCollection, previous: UITraitCollection?) -> UIFont? {
        guard previous?.preferredContentSizeCategory != traits.preferredContentSizeCategory,
              let adjusted = adjusted(for: traits.preferredContentSizeCategory),
              adjusted.pointSize != pointSize else { return nil }
        return adjusted
    }

    func adjusted(for category: UIContentSizeCategory) -> UIFont? {
        if let scaling {
            var size = DynamicTypeTable.scaledValue(scaling.baseSize, for: scaling.metrics, category: category)
            if let maximum = scaling.maximumPointSize { size = min(size, maximum) }
            return UIFont(family: familyName, size: size, weight: weight, italic: isItalic, features: features, textStyle: textStyle, scaling: scaling)
        }
        guard let textStyle else { return nil }
        let entry = DynamicTypeTable.entry(for: textStyle, category: category)
        return UIFont(family: familyName, size: entry.size, weight: weight, italic: isItalic, features: features, textStyle: textStyle)
    }

    /// A font by PostScript name ("Inter-SemiBoldItalic") or family name
    /// ("Inter"); nil if the text engine has no such font, as in UIKit.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts[0]
        guard TextEngine.shared.hasFamily(family) else { return nil }
        var style = parts.count > 1 ? parts[1] : "Regular"
        let italic = style.hasSuffix("Italic")
        if italic { style = String(style.dropLast("Italic".count)) }
        if style.isEmpty { style = "Regular" }
        guard let step = Weight.ladder.first(where: { $0.style == style }) else { return nil }
        self.init(family: family, size: fontSize, weight: step.weight, italic: italic)
    }

    /// The font `descriptor` describes, at `pointSize`; at the descriptor's
    /// own size when `pointSize` is 0 or negative, as in UIKit. NaN is not
    /// taken for "no size": it gives 12 points and a message.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(family: descriptor.familyName, size: pointSize > 0 || !pointSize.isFinite ? pointSize : descriptor.pointSize,
                  weight: descriptor.weight, italic: descriptor.symbolicTraits.contains(.traitItalic),
                  features: descriptor.features, textStyle: descriptor.textStyle)
    }

    // MARK: - System fonts

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, weight: weight, italic: false)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with digits of equal width, for numbers that change.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: systemFamilyName, size: fontSize, weight: weight, italic: false, features: ["tnum"])
    }

    /// UIKit's default label size.
    public static let labelFontSize: CGFloat = 17
    public static let buttonFontSize: CGFloat = 18
    public static let smallSystemFontSize: CGFloat = 12
    public static let systemFontSize: CGFloat = 14

    // MARK: - Dynamic Type

    /// The font for a text style at the current content size category
    /// (`UITraitCollection.current`, large when unspecified).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for a text style at the collection's content size category.
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        let entry = DynamicTypeTable.entry(for: style, category: category)
        return UIFont(family: systemFamilyName, size: entry.size, weight: entry.weight, italic: false, textStyle: style)
    }

    // MARK: - Metrics

    /// The font as the text engine takes it; made once, as a font is
    /// immutable and every measurement of a label asks for it.
    public let textEngineFont: FontDescription

    private var metrics: FontMetrics { TextEngine.shared.metrics(for: textEngineFont) }

    /// Distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { CGFloat(metrics.ascender) }
    /// Distance from the baseline to the bottom of the lowest glyphs; negative.
    public var descender: CGFloat { CGFloat(metrics.descender) }
    /// Ascender minus descender plus leading: one line of text.
    public var lineHeight: CGFloat { CGFloat(metrics.lineHeight) }
    public var capHeight: CGFloat { CGFloat(metrics.capHeight) }
    public var xHeight: CGFloat { CGFloat(metrics.xHeight) }
    public var leading: CGFloat { CGFloat(metrics.leading) }

    /// The PostScript name, e.g. `Inter-SemiBoldItalic`.
    public var fontName: String {
        let style = weight.step.style
        if isItalic { return "\(familyName)-\(style == "Regular" ? "" : style)Italic" }
        return "\(familyName)-\(style)"
    }

    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: pointSize, weight: weight, italic: isItalic, features: features, textStyle: textStyle)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: familyName, size: fontSize, weight: weight, italic: isItalic, features: features, textStyle: textStyle)
    }

    /// The families installed for the text engine.
    open class var familyNames: [String] { TextEngine.shared.families }

    /// PostScript names of the nine weights and their italics in a family.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        guard TextEngine.shared.hasFamily(familyName) else { return [] }
        return Weight.ladder.flatMap { step in
            [UIFont(family: familyName, size: 12, weight: step.weight, italic: false).fontName,
             UIFont(family: familyName, size: 12, weight: step.weight, italic: true).fontName]
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return familyName == other.familyName && pointSize == other.pointSize && weight == other.weight
            && isItalic == other.isItalic && features == other.features
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        return hasher.finalize()
    }

    /// Like UIKit's: `<UICTFont: 0x…> font-family: "Inter"; font-weight: bold; font-style: normal; font-size: 17.00pt`.
    open override var description: String {
        let weightName = weight.step.style.lowercased()
        return "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weightName); font-style: \(isItalic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(pointSize)))pt"
    }
}

/// A description of a font from which fonts are made, with traits that can
/// be added or removed, as in UIKit.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    // @unchecked Sendable: every stored property is an immutable value.

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        // UIKit's bit values (UIFontDescriptorSymbolicTraits).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    public let familyName: String
    public let pointSize: CGFloat
    let weight: UIFont.Weight
    let features: [String]
    let textStyle: UIFont.TextStyle?
    public let symbolicTraits: SymbolicTraits

    init(familyName: String, pointSize: CGFloat, weight: UIFont.Weight, italic: Bool, features: [String], textStyle: UIFont.TextStyle?) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.features = features
        self.textStyle = textStyle
        var traits: SymbolicTraits = []
        if italic { traits.insert(.traitItalic) }
        if weight >= .bold { traits.insert(.traitBold) }
        symbolicTraits = traits
        super.init()
    }

    /// The descriptor of the text style's preferred font.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same font with exactly these traits: bold and italic are
    /// supported; other traits the font cannot take give nil, as in UIKit.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        guard traits.subtracting([.traitBold, .traitItalic]).isEmpty else { return nil }
        let bold = traits.contains(.traitBold)
        let newWeight: UIFont.Weight = bold ? max(weight, .bold) : (weight >= .bold ? .regular : weight)
        return UIFontDescriptor(familyName: familyName, pointSize: pointSize, weight: newWeight,
                                italic: traits.contains(.traitItalic), features: features, textStyle: textStyle)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(familyName: familyName, pointSize: newPointSize, weight: weight,
                         italic: symbolicTraits.contains(.traitItalic), features: features, textStyle: textStyle)
    }
}

/// Scales fonts and values for the content size category, as a text
/// style's fonts scale (UIKit's UIFontMetrics).
open class UIFontMetrics: NSObject, @unchecked Sendable {
    // @unchecked Sendable: the only stored property is immutable.
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Scales like body text.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private static func category(_ traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? UITraitCollection.current.preferredContentSizeCategory : category
    }

    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximumPointSize: nil, category: Self.category(traitCollection))
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximumPointSize: maximumPointSize, category: Self.category(traitCollection))
    }

    /// The font scaled for `category`, remembering how, so a label that
    /// adjusts to the content size category can scale it again.
    private func scaled(_ font: UIFont, maximumPointSize: CGFloat?, category: UIContentSizeCategory) -> UIFont {
        let base = font.scaling?.baseSize ?? font.pointSize
        return UIFont(family: font.familyName, size: base, weight: font.weight, italic: font.isItalic, features: font.features,
                      textStyle: font.textStyle, scaling: UIFont.Scaling(metrics: textStyle, baseSize: base, maximumPointSize: maximumPointSize))
            .adjusted(for: category)!
    }

    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeTable.scaledValue(value, for: textStyle, category: Self.category(traitCollection))
    }
}
