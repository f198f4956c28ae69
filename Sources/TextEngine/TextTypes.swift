import Foundation

/// A font as the text engine takes it: a family, a weight on the CSS scale
/// (100 thin … 400 regular … 900 black), a slant, a size in points, and
/// OpenType features such as `tnum` (tabular digits).
public struct FontDescription: Hashable, Sendable, CustomStringConvertible {
    public var family: String
    public var weight: Int
    public var italic: Bool
    public var size: Double
    public var features: [String]

    public init(family: String, weight: Int = 400, italic: Bool = false, size: Double, features: [String] = []) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.features = features
    }

    /// The largest size the engine lays out and draws, in points. Pango
    /// keeps sizes as 32-bit integers of 1/1024 point (PANGO_SCALE), which
    /// wrap past about 2,097,151 points; a glyph of 10,000 points is
    /// already taller than any screen, so larger sizes are held to it.
    public static let maximumSize: Double = 10_000

    /// The size measured and drawn: `size` held to `maximumSize`, and 0
    /// for NaN or a size below 0 (UIFont gives those its default size
    /// before they get here; text at 0 points takes no room).
    public var effectiveSize: Double {
        size.isNaN ? 0 : min(Self.maximumSize, max(0, size))
    }

    public var description: String {
        "\(family) \(weight)\(italic ? " italic" : "") \(formatted(size))pt" + (features.isEmpty ? "" : " [\(features.joined(separator: ","))]")
    }
}

/// An sRGB color with components from 0 to 1.
public struct TextColor: Hashable, Sendable {
    public var red, green, blue, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public static let black = TextColor(red: 0, green: 0, blue: 0)
}

/// A stretch of text in one font and color. `range` counts UTF-16 code
/// units, as NSAttributedString does.
public struct TextRun: Hashable, Sendable {
    public var range: Range<Int>
    public var font: FontDescription
    public var color: TextColor

    public init(range: Range<Int>, font: FontDescription, color: TextColor) {
        self.range = range
        self.font = font
        self.color = color
    }
}

/// Where lines sit between the edges of the width.
public enum TextAlignment: Hashable, Sendable {
    case left, center, right, justified
}

/// What happens at the end of a line that does not fit, as in
/// `NSLineBreakMode`.
public enum LineBreak: Hashable, Sendable {
    /// Wrap at word boundaries; a word longer than the line breaks between characters.
    case wordWrap
    /// Wrap between any two characters.
    case charWrap
    /// Cut the last line off at the edge.
    case clip
    /// Wrap, and put "…" at the start / middle / end of the last line.
    case truncateHead, truncateMiddle, truncateTail
}

/// A paragraph of styled text to measure or draw.
public struct TextBlock: Hashable, Sendable {
    public var text: String
    /// Runs covering the text in order; text outside every run uses `defaultFont`.
    public var runs: [TextRun]
    public var defaultFont: FontDescription
    public var defaultColor: TextColor
    public var alignment: TextAlignment
    public var lineBreak: LineBreak
    /// At most this many lines; 0 for no limit.
    public var lineLimit: Int
    /// Extra space between lines, in points.
    public var lineSpacing: Double

    public init(text: String, font: FontDescription, color: TextColor = .black, runs: [TextRun] = [],
                alignment: TextAlignment = .left, lineBreak: LineBreak = .wordWrap, lineLimit: Int = 0,
                lineSpacing: Double = 0) {
        self.text = text
        self.defaultFont = font
        self.defaultColor = color
        self.runs = runs
        self.alignment = alignment
        self.lineBreak = lineBreak
        self.lineLimit = lineLimit
        self.lineSpacing = lineSpacing
    }
}

/// The size of laid-out text, in points, unrounded.
public struct TextMeasurement: Hashable, Sendable {
    /// The width of the widest line and the height of the lines shown.
    public var size: CGSize
    public var lineCount: Int
    /// Distance from the top to the first and the last line's baseline.
    public var firstBaseline: Double
    public var lastBaseline: Double
    /// Whether lines were left out or text was replaced by "…".
    public var isTruncated: Bool
}

/// Vertical metrics of a font, in points; the descender is negative, as in UIKit.
public struct FontMetrics: Hashable, Sendable {
    public var ascender: Double
    public var descender: Double
    public var lineHeight: Double
    public var capHeight: Double
    public var xHeight: Double
    /// Space the font asks for between lines, beyond ascender and descender.
    public var leading: Double
}

/// Something the engine could not do as asked, such as a font it does not have.
public struct TextEngineProblem: Hashable, Sendable, CustomStringConvertible {
    public var description: String
}

func formatted(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
