import Foundation

extension UIButton {
    /// A button's content and look (iOS 15): the four styles UIKit offers
    /// (`plain`, `gray`, `tinted`, `filled`, and their `bordered…` names),
    /// with title, subtitle, image, insets, colors and corner style.
    ///
    /// Sizes follow `buttonSize`: the title is body text (17 points) in a
    /// medium button, with content insets of 7 points above and below and 12
    /// at the sides; small buttons use subheadline text (15) and insets of
    /// 5 and 10, mini buttons footnote text (13) and 3 and 8, large buttons
    /// body text with 14 and 20. Trellis's reading of iOS 15's defaults;
    /// Apple does not publish the numbers.
    public struct Configuration: Equatable, Sendable {
        public enum Size: Int, Sendable {
            case mini, small, medium, large
        }

        public enum CornerStyle: Int, Sendable {
            /// `background.cornerRadius` as set (here: `fixedCornerRadius`).
            case fixed
            /// A radius that follows `buttonSize`.
            case dynamic
            case small, medium, large
            /// Half the height.
            case capsule
        }

        public enum TitleAlignment: Int, Sendable {
            case automatic, leading, center, trailing

            var textAlignment: NSTextAlignment {
                switch self {
                case .automatic, .center: .center
                case .leading: .natural
                case .trailing: .right
                }
            }
        }

        enum Style: Sendable {
            case plain, gray, tinted, filled
        }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Where the image sits: `.leading` (default) or `.top`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var buttonSize: Size = .medium {
            didSet { if !insetsSet { contentInsets = Self.insets(for: buttonSize) } }
        }
        public var contentInsets: NSDirectionalEdgeInsets {
            didSet { insetsSet = true }
        }
        /// The color of the title, subtitle and image; nil: the style's default.
        public var baseForegroundColor: UIColor?
        /// The color the style builds its background from; nil: the tint.
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        /// The radius a `.fixed` corner style uses.
        public var fixedCornerRadius: CGFloat = 0
        private var insetsSet = false

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { .plain() }
        public static func bordered() -> Configuration { .gray() }
        public static func borderedTinted() -> Configuration { .tinted() }
        public static func borderedProminent() -> Configuration { .filled() }

        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .footnote)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium, .large: .preferredFont(forTextStyle: .body)
            }
        }

        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .caption2)
            case .small: .preferredFont(forTextStyle: .caption1)
            case .medium, .large: .preferredFont(forTextStyle: .subheadline)
            }
        }

        func cornerRadius(forHeight height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return fixedCornerRadius
            case .small: return 4
            case .medium: return 6
            case .large: return 8
            case .capsule: return max(0, height / 2)
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 8
                }
            }
        }

        /// Title and image color: white on filled, the tint otherwise;
        /// disabled buttons use the tertiary label color.
        func resolvedForegroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
            if state.contains(.disabled) { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : (baseBackgroundColor ?? tint))
            return state.contains(.highlighted) ? base.withAlphaComponent(0.6) : base
        }

        /// Background: none for plain; the base color (the tint unless set)
        /// for filled; the base color at 15% opacity for tinted; the
        /// secondary system fill for gray.
        func resolvedBackgroundColor(tint: UIColor, state: UIControl.State) -> UIColor? {
            let base = baseBackgroundColor ?? tint
            switch style {
            case .plain: return nil
            case .gray: return baseBackgroundColor ?? .secondarySystemFill
            case .tinted: return base.withAlphaComponent(0.15)
            case .filled: return state.contains(.disabled) ? .tertiarySystemFill : base
            }
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.imagePadding == b.imagePadding && a.imagePlacement == b.imagePlacement && a.titlePadding == b.titlePadding
                && a.titleAlignment == b.titleAlignment && a.buttonSize == b.buttonSize && a.contentInsets == b.contentInsets
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.cornerStyle == b.cornerStyle && a.fixedCornerRadius == b.fixedCornerRadius
        }
    }
}
