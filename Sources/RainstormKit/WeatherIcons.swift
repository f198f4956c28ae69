import Foundation
import Trellis

/// The app's weather icons, drawn here as small SVGs (60×60 points) and
/// shown as template images, so they take the tint of their image view.
public enum WeatherIcons {
    static let sun = "<circle cx='30' cy='30' r='11' fill='black'/><g stroke='black' stroke-width='4' stroke-linecap='round'>"
        + "<line x1='30' y1='4' x2='30' y2='12'/><line x1='30' y1='48' x2='30' y2='56'/><line x1='4' y1='30' x2='12' y2='30'/>"
        + "<line x1='48' y1='30' x2='56' y2='30'/><line x1='11.6' y1='11.6' x2='17.3' y2='17.3'/><line x1='42.7' y1='42.7' x2='48.4' y2='48.4'/>"
        + "<line x1='11.6' y1='48.4' x2='17.3' y2='42.7'/><line x1='42.7' y1='17.3' x2='48.4' y2='11.6'/></g>"
    static let cloud = "<path d='M16 42 a10 10 0 0 1 1-20 a13 13 0 0 1 25-3 a9 9 0 0 1 3 23 z' fill='black'/>"
    static let smallCloud = "<path d='M16 34 a9 9 0 0 1 1-18 a12 12 0 0 1 23-3 a8 8 0 0 1 3 21 z' fill='black'/>"

    static func body(_ icon: WeatherIcon) -> String {
        switch icon {
        case .clearDay: sun
        case .clearNight: "<path d='M36 8 a22 22 0 1 0 16 32 a18 18 0 0 1 -16 -32 z' fill='black'/>"
        case .cloudy: cloud
        case .fog: "<g stroke='black' stroke-width='4' stroke-linecap='round'><line x1='10' y1='20' x2='50' y2='20'/>"
            + "<line x1='6' y1='30' x2='46' y2='30'/><line x1='14' y1='40' x2='54' y2='40'/><line x1='10' y1='50' x2='40' y2='50'/></g>"
        case .rain: smallCloud + "<g stroke='black' stroke-width='3.5' stroke-linecap='round'><line x1='20' y1='42' x2='17' y2='52'/>"
            + "<line x1='30' y1='42' x2='27' y2='52'/><line x1='40' y1='42' x2='37' y2='52'/></g>"
        case .sleet: smallCloud + "<g stroke='black' stroke-width='3.5' stroke-linecap='round'><line x1='20' y1='42' x2='17' y2='52'/>"
            + "<line x1='40' y1='42' x2='37' y2='52'/></g><circle cx='29' cy='48' r='3' fill='black'/>"
        case .snow: smallCloud + "<circle cx='19' cy='45' r='3' fill='black'/><circle cx='30' cy='50' r='3' fill='black'/><circle cx='41' cy='45' r='3' fill='black'/>"
        case .wind: "<g fill='none' stroke='black' stroke-width='4' stroke-linecap='round'><path d='M6 22 h30 a6 6 0 1 0 -6 -6'/>"
            + "<path d='M6 32 h40 a6 6 0 1 1 -6 6'/><path d='M6 42 h22 a5 5 0 1 1 -5 5'/></g>"
        }
    }

    /// The SVG document of an icon.
    public static func svg(_ icon: WeatherIcon) -> String {
        "<svg xmlns='http://www.w3.org/2000/svg' width='60' height='60' viewBox='0 0 60 60'>\(body(icon))</svg>"
    }

    /// The icon as a template image.
    public static func image(_ icon: WeatherIcon) -> UIImage? {
        UIImage(data: Data(svg(icon).utf8))?.withRenderingMode(.alwaysTemplate)
    }
}

/// The app's shared look (SPEC §6): one tint, a light background, three fonts.
public enum Style {
    public static let tint = UIColor(red: 0.31, green: 0.72, blue: 0.83, alpha: 1)
    public static let background = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.08, alpha: 1) : UIColor(white: 0.98, alpha: 1) }
    /// Light 17: the regular labels.
    public static var regular: UIFont { UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .light)) }
    /// Light 15: the secondary labels.
    public static var small: UIFont { UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .light)) }
    /// Light 15, growing with the text size up to 20 points: the
    /// attribution line. It is pinned to the bottom of every screen, so at
    /// the accessibility sizes, uncapped (44 points at AX5), it took three
    /// lines and a quarter of an iPhone's height from the week; UIFontMetrics'
    /// `maximumPointSize` is UIKit's way to keep secondary text from
    /// crowding out content.
    public static var attribution: UIFont {
        UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .light), maximumPointSize: 20)
    }
    /// Heavy 20: the day view's date.
    public static var large: UIFont { UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 20, weight: .heavy)) }

    /// An icon's side at the text size of `traits`: `side` scaled as body
    /// text scales (`UIFontMetrics`, 17 points at the default size), so an
    /// icon keeps its proportion to the text beside it, as SF Symbols do,
    /// but no more than `maximumScale` times `side`, so that at the largest
    /// accessibility sizes (body text about three times larger) the text
    /// keeps the width it needs.
    public static func iconSide(_ side: CGFloat, maximumScale: CGFloat = 2, compatibleWith traits: UITraitCollection) -> CGFloat {
        min(UIFontMetrics(forTextStyle: .body).scaledValue(for: side, compatibleWith: traits), side * maximumScale).rounded()
    }

    static func label(_ font: UIFont, _ color: UIColor = .label) -> UILabel {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        apply(label, font, color)
        return label
    }

    /// Gives a label one of the app's fonts (following the text size) and a color.
    public static func apply(_ label: UILabel, _ font: UIFont, _ color: UIColor = .label) {
        label.font = font
        label.textColor = color
        label.adjustsFontForContentSizeCategory = true
    }
}
