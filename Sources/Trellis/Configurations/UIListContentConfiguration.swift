import Foundation

/// The content of a list row, header or footer (iOS 14): an image, a text
/// and a secondary text, each with its properties, and the spacing between
/// them. `makeContentView()` makes a `UIListContentView`.
///
/// Start from a style (`cell()`, `subtitleCell()`, `valueCell()`, the
/// headers and footers, the sidebar styles) or from a cell's
/// `defaultContentConfiguration()`, set the content, and assign it to the
/// cell's `contentConfiguration`.
///
/// The styles' fonts and colors are UIKit's text styles and semantic
/// colors; the paddings are iOS 17's as far as published (see each
/// constant). Nothing here depends on table views.
public struct UIListContentConfiguration: UIContentConfiguration {
    // MARK: - Content

    public var image: UIImage?
    /// The primary text; setting it clears `attributedText`.
    public var text: String? {
        didSet { if text != nil { storedAttributedText = nil } }
    }
    /// The primary text with attributes; setting it clears `text`.
    public var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            storedAttributedText = newValue
            if newValue != nil { text = nil }
        }
    }
    public var secondaryText: String? {
        didSet { if secondaryText != nil { storedSecondaryAttributedText = nil } }
    }
    public var secondaryAttributedText: NSAttributedString? {
        get { storedSecondaryAttributedText }
        set {
            storedSecondaryAttributedText = newValue
            if newValue != nil { secondaryText = nil }
        }
    }
    private var storedAttributedText: NSAttributedString?
    private var storedSecondaryAttributedText: NSAttributedString?

    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties

    // MARK: - Layout

    /// The space around the content. The horizontal margins are at least
    /// the superview's when `axesPreservingSuperviewLayoutMargins` says so.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Whether text and secondary text sit side by side (`valueCell()`)
    /// rather than one above the other.
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextHorizontalPadding: CGFloat
    public var textToSecondaryTextVerticalPadding: CGFloat

    /// Which style the configuration was made from; it decides how
    /// `updated(for:)` changes colors and whether a row's minimum height applies.
    let style: Style

    enum Style: Equatable {
        case cell, subtitleCell, valueCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader

        var isRow: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
                return true
            default:
                return false
            }
        }

        var isSidebar: Bool {
            [.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell].contains(self)
        }
    }

    // MARK: - Metrics

    /// A row's vertical margins: 11 points above and below, which with a
    /// body line (about 22 points) gives UIKit's 44-point row, the same
    /// margins Trellis's built-in cell styles use.
    static let rowVerticalMargin: CGFloat = 11
    /// A row's side margins: the table cell's 16 points.
    static let rowSideMargin: CGFloat = 16
    /// The smallest row: 44 points, UIKit's default row height.
    static let minimumRowHeight: CGFloat = 44
    /// Between the image's reserved box and the text: 16 points, the
    /// side margin, so text aligns with a separator inset to it.
    static let rowImageToTextPadding: CGFloat = 16
    /// Between stacked text and secondary text in a subtitle cell: an
    /// estimate (UIKit's subtitle rows set the two lines close, 2–4 points).
    static let subtitleVerticalPadding: CGFloat = 3
    /// Between text and secondary text side by side (`valueCell()`): the
    /// standard spacing between siblings, 8 points.
    static let sideBySidePadding: CGFloat = 8

    init(style: Style, text: TextProperties, secondaryText: TextProperties, margins: NSDirectionalEdgeInsets,
         sideBySide: Bool = false, verticalPadding: CGFloat = 0) {
        self.style = style
        textProperties = text
        secondaryTextProperties = secondaryText
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        imageToTextPadding = Self.rowImageToTextPadding
        textToSecondaryTextHorizontalPadding = Self.sideBySidePadding
        textToSecondaryTextVerticalPadding = verticalPadding
    }

    private static var rowMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: rowVerticalMargin, leading: rowSideMargin, bottom: rowVerticalMargin, trailing: rowSideMargin)
    }

    // MARK: - Styles

    /// A row: body text in the label color, secondary text (if any) below
    /// in subheadline, secondary label color.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .cell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel), margins: rowMargins)
    }

    /// A row with secondary text below the text, as the legacy
    /// `.subtitle` cell style.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .subtitleCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel),
                                   margins: rowMargins, verticalPadding: subtitleVerticalPadding)
    }

    /// A row with secondary text at the trailing edge in the secondary
    /// label color, as the legacy `.value1` cell style (Settings' rows).
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .valueCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .body, color: .secondaryLabel),
                                   margins: rowMargins, sideBySide: true)
    }

    /// A plain list's section header: headline (semibold body) text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainHeader, text: TextProperties(style: .headline, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: rowSideMargin, bottom: 6, trailing: rowSideMargin))
    }

    /// A plain list's section footer: footnote text in the secondary label color.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .plainFooter, text: TextProperties(style: .footnote, color: .secondaryLabel),
                                   secondaryText: TextProperties(style: .footnote, color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: rowSideMargin, bottom: 6, trailing: rowSideMargin))
    }

    /// A grouped list's section header: footnote text in the secondary
    /// label color, upper-cased, as iOS 17's grouped section titles.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .groupedHeader, text: TextProperties(style: .footnote, color: .secondaryLabel),
                                                       secondaryText: TextProperties(style: .footnote, color: .secondaryLabel),
                                                       margins: NSDirectionalEdgeInsets(top: 16, leading: rowSideMargin, bottom: 6, trailing: rowSideMargin))
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    /// A grouped list's section footer: footnote text in the secondary label color.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .groupedFooter, text: TextProperties(style: .footnote, color: .secondaryLabel),
                                   secondaryText: TextProperties(style: .footnote, color: .secondaryLabel),
                                   margins: NSDirectionalEdgeInsets(top: 6, leading: rowSideMargin, bottom: 16, trailing: rowSideMargin))
    }

    /// An inset-grouped header in bold title 3 (iOS 15).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .prominentInsetGroupedHeader, text: TextProperties(style: .title3, color: .label),
                                                       secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel),
                                                       margins: NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 8, trailing: 0))
        configuration.textProperties.font = UIFont.preferredFont(forTextStyle: .title3, weight: .bold)
        return configuration
    }

    /// An inset-grouped header in bold title 2 (iOS 15).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .extraProminentInsetGroupedHeader, text: TextProperties(style: .title2, color: .label),
                                                       secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel),
                                                       margins: NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 8, trailing: 0))
        configuration.textProperties.font = UIFont.preferredFont(forTextStyle: .title2, weight: .bold)
        return configuration
    }

    /// A sidebar row: body text, the image in the tint color; white on the
    /// tint when selected.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel), margins: rowMargins)
    }

    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .sidebarSubtitleCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel),
                                   margins: rowMargins, verticalPadding: subtitleVerticalPadding)
    }

    /// A sidebar row shown beside a secondary column (iOS 14).
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel), margins: rowMargins)
    }

    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: .accompaniedSidebarSubtitleCell, text: TextProperties(style: .body, color: .label),
                                   secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel),
                                   margins: rowMargins, verticalPadding: subtitleVerticalPadding)
    }

    /// A sidebar section header: bold title 3, as iOS 17's sidebars title
    /// their sections.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: .sidebarHeader, text: TextProperties(style: .title3, color: .label),
                                                       secondaryText: TextProperties(style: .subheadline, color: .secondaryLabel),
                                                       margins: NSDirectionalEdgeInsets(top: 12, leading: rowSideMargin, bottom: 6, trailing: rowSideMargin))
        configuration.textProperties.font = UIFont.preferredFont(forTextStyle: .title3, weight: .bold)
        return configuration
    }

    /// This row's content in the sidebar style (`sidebarCell()`,
    /// `sidebarSubtitleCell()`, or `sidebarHeader()` for a header row),
    /// keeping the content and the layout choices; nil when the style is not
    /// a plain row's (`cell()`, `subtitleCell()`) or the fonts and colors
    /// were changed from the style's. A list cell made before it knew it
    /// was in a sidebar uses this to look as UIKit's sidebar rows do.
    func restyled(forSidebarHeader header: Bool) -> UIListContentConfiguration? {
        let base: UIListContentConfiguration
        switch style {
        case .cell: base = header ? .sidebarHeader() : .sidebarCell()
        case .subtitleCell: base = header ? .sidebarHeader() : .sidebarSubtitleCell()
        default: return nil
        }
        let original: UIListContentConfiguration = style == .cell ? .cell() : .subtitleCell()
        guard textProperties.font == original.textProperties.font, textProperties.color == original.textProperties.color else { return nil }
        var restyled = base
        restyled.image = image
        if let attributedText { restyled.attributedText = attributedText } else { restyled.text = text }
        if let secondaryAttributedText { restyled.secondaryAttributedText = secondaryAttributedText } else { restyled.secondaryText = secondaryText }
        restyled.imageProperties = imageProperties
        restyled.secondaryTextProperties.numberOfLines = secondaryTextProperties.numberOfLines
        restyled.textProperties.numberOfLines = textProperties.numberOfLines
        restyled.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        restyled.directionalLayoutMargins = directionalLayoutMargins
        restyled.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins
        restyled.imageToTextPadding = imageToTextPadding
        restyled.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        restyled.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        return restyled
    }

    // MARK: - UIContentConfiguration

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`: a selected sidebar row shows its
    /// text, secondary text and image in white over the tint color (its
    /// background configuration draws the tint); other styles do not
    /// change with the state, as UIKit's list rows keep their colors and
    /// show selection in their background.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        let selected = (state as? UICellConfigurationState).map { $0.isSelected || $0.isHighlighted }
            ?? (state as? UIViewConfigurationState).map { $0.isSelected || $0.isHighlighted } ?? false
        if style.isSidebar, selected {
            updated.textProperties.color = .white
            updated.secondaryTextProperties.color = .white
            updated.imageProperties.tintColor = .white
        }
        return updated
    }
}

extension UIListContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        public enum TextAlignment: Int, Sendable {
            case natural = 0, center, justified
        }

        /// How the text's letters are cased before drawing.
        public enum TextTransform: Int, Sendable {
            case none = 0, capitalized, lowercase, uppercase
        }

        public var font: UIFont
        public var color: UIColor
        public var colorTransformer: UIConfigurationColorTransformer?
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many lines as the text needs, UIKit's default here.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(style: UIFont.TextStyle, color: UIColor) {
            font = .preferredFont(forTextStyle: style)
            self.color = color
        }

        /// The color drawn: `color` through the transformer, if any.
        public func resolvedColor() -> UIColor {
            colorTransformer.map { $0(color) } ?? color
        }

        /// `text` cased as `transform` says.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }
    }

    /// How the image is drawn and where it sits.
    public struct ImageProperties {
        /// Set as `reservedLayoutSize`'s width or height: the size UIKit
        /// reserves for a symbol image, even for an image that is not one.
        /// UIKit's `UIListContentImageStandardDimension` is -CGFLOAT_MAX.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The symbol configuration for a symbol image; nil: a symbol sized
        /// and weighted like the text.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The color a template image is drawn in; nil: the view's tint.
        public var tintColor: UIColor?
        public var tintColorTransformer: UIConfigurationColorTransformer?
        public var cornerRadius: CGFloat = 0
        /// The largest the image is shown, its aspect ratio kept; zero on
        /// an axis: no limit.
        public var maximumSize: CGSize = .zero
        /// The box the image is centered in; zero on an axis: a symbol's
        /// standard box, another image's own size.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        /// The tint drawn: `tintColor` (or `tintColor` given) through the transformer.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let color = self.tintColor ?? tintColor
            return tintColorTransformer.map { $0(color) } ?? color
        }
    }
}

extension UIFont {
    /// The text style's font in another weight, still following the
    /// content size category as the style does (UIKit apps get this from
    /// `preferredFontDescriptor(withTextStyle:).withSymbolicTraits(.traitBold)`).
    static func preferredFont(forTextStyle style: TextStyle, weight: Weight) -> UIFont {
        let base = preferredFont(forTextStyle: style)
        return UIFont(family: base.familyName, size: base.pointSize, weight: weight, italic: false, textStyle: style)
    }
}

/// The axes a view keeps its superview's margins on.
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
