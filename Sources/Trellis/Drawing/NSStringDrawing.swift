import Foundation
import TextEngine

/// How strings are laid out when measured or drawn outside a view
/// (`NSAttributedString.boundingRect(with:options:context:)`,
/// `draw(with:options:context:)`). UIKit's raw values (NSStringDrawing.h:
/// 1 << 0, 1 << 1, 1 << 3, 1 << 5).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The rectangle's origin is the top-left corner of the first line and
    /// lines wrap at its width. Without it the origin is the baseline of a
    /// single line ("If NSStringDrawingUsesLineFragmentOrigin is not
    /// specified in options, the origin of the rectangle is the baseline of
    /// the only line", Apple's documentation of `drawWithRect:options:`);
    /// newlines still start new lines.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are as tall as the font's line height with its leading.
    /// Accepted and not applied: lines are set at the text engine's line
    /// height with or without it, as labels set them, so that a measured
    /// string and a label of the same text agree.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Glyph ink bounds instead of typographic bounds; measured as
    /// typographic bounds here.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits the rectangle's height ends in "…" when the
    /// text goes on; only with `.usesLineFragmentOrigin`.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
    /// The Swift name of `NSStringDrawingOptions` in Foundation's overlay.
    public typealias DrawingOptions = NSStringDrawingOptions
}

/// What a string drawing may do to fit, and what it did
/// (`NSStringDrawingContext`, iOS 6).
///
/// Set `minimumScaleFactor` before measuring or drawing; afterwards
/// `actualScaleFactor` and `totalBounds` say how the text was set.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    // @unchecked Sendable: like UIKit's, a context is used by one drawing at
    // a time; its values are plain numbers.

    /// How far fonts may shrink for the text to fit: 0 (the default) and 1
    /// never shrink; 0.5 allows half the size ("A value of 0.0 corresponds
    /// to a scale factor of 1.0", Apple's documentation of the property).
    open var minimumScaleFactor: CGFloat = 0

    /// The factor the fonts were scaled by in the last measurement or
    /// drawing; 1 until then.
    open internal(set) var actualScaleFactor: CGFloat = 1

    /// The rectangle the last measurement or drawing covered, in the
    /// coordinates of the rectangle it was given; `.zero` until then.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() {
        super.init()
    }
}

// MARK: - Measuring and drawing attributed strings

extension NSAttributedString {
    /// The size the string takes drawn on one line per paragraph, in
    /// fractional points; as UIKit's documentation says, round it up
    /// (`ceil`) to size a view with it.
    ///
    /// - Complexity: O(n) in the length of the string, O(1) when the text
    ///   engine has measured it before.
    public func size() -> CGSize {
        StringLayout(self, size: CGSize(width: 0, height: 0), options: .usesLineFragmentOrigin, context: nil).bounds.size
    }

    /// The rectangle the string takes when drawn in `size` with `options`:
    /// wrapped at `size.width` with `.usesLineFragmentOrigin` (a width of 0
    /// or less, or one that is not finite, does not wrap), one line per
    /// paragraph without it, where the origin is the first baseline and the
    /// rectangle's `y` is minus the first line's ascent. The height is every
    /// line's, whatever `size.height` is, unless `.truncatesLastVisibleLine`
    /// keeps only the lines that fit. `context` may shrink the fonts and is
    /// told what was done.
    ///
    /// Sizes are fractional; round them up to size views, as UIKit's
    /// documentation says. A `UILabel` with the same text measures the
    /// same size, rounded up.
    ///
    /// - Complexity: O(n) in the length of the string for each font scale
    ///   tried (at most 100 with a `minimumScaleFactor`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        StringLayout(self, size: size, options: options, context: context).bounds
    }
}

extension NSAttributedString {
    /// Draws the string in the current context with the top-left corner of
    /// its first line at `point`, one line per paragraph.
    public func draw(at point: CGPoint) {
        draw(with: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string wrapped at `rect`'s width from its top-left corner;
    /// lines below the rectangle are clipped away.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string laid out as `boundingRect(with: rect.size, options:
    /// options, context: context)` measures it, placed at `rect.origin` (the
    /// first baseline's start without `.usesLineFragmentOrigin`). With
    /// `.usesLineFragmentOrigin` and a height, what falls below the
    /// rectangle is clipped away. Does nothing without a current context.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let layout = StringLayout(self, size: rect.size, options: options, context: context)
        context?.totalBounds = layout.bounds.offsetBy(dx: rect.minX, dy: rect.minY)
        let clips = options.contains(.usesLineFragmentOrigin) && rect.width > 0 && rect.height > 0
            && rect.width.isFinite && rect.height.isFinite
        graphics.saveGState()
        if clips { graphics.clip(to: rect) }
        for piece in layout.pieces {
            graphics.drawText(piece.block, at: CGPoint(x: rect.minX + piece.origin.x, y: rect.minY + piece.origin.y),
                              width: piece.width.map { CGFloat($0) })
        }
        graphics.restoreGState()
    }
}

// MARK: - Measuring and drawing plain strings

extension NSString {
    /// The size of the string drawn in `attrs` on one line per paragraph,
    /// in fractional points; see `NSAttributedString.size()`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string in `attrs` with its top-left corner at `point`; see
    /// `NSAttributedString.draw(at:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string in `attrs` wrapped in `rect`; see `NSAttributedString.draw(in:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

extension StringProtocol {
    /// The size of the string drawn in `attrs`; as `NSString`'s method,
    /// which Swift strings reach through bridging on Apple's platforms.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attrs).size()
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSString.DrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes).boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string in `attrs` with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(at: point)
    }

    /// Draws the string in `attrs` wrapped in `rect`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attrs).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSString.DrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        NSAttributedString(string: String(self), attributes: attributes).draw(with: rect, options: options, context: context)
    }
}

// MARK: - Layout

/// An attributed string laid out for string drawing: the text engine's
/// blocks, each with the offset of its top-left corner, and the rectangle
/// they cover. Measuring and drawing both make one, so what is drawn is
/// what was measured.
struct StringLayout {
    /// A paragraph (or the whole text) as one text engine block.
    struct Piece {
        var block: TextBlock
        /// The width the block wraps at; nil for one line per paragraph.
        var width: Double?
        /// The block's top-left corner, relative to the layout's origin.
        var origin: CGPoint
        var measurement: TextMeasurement
    }

    var pieces: [Piece]
    /// The rectangle the text covers, relative to the origin it is drawn
    /// at: (0, 0) is the top-left corner of the first line with
    /// `.usesLineFragmentOrigin`, its baseline without.
    var bounds: CGRect
    var scaleFactor: CGFloat

    /// The font UIKit uses where an attributed string has none: "If you do
    /// not specify this attribute, the string uses a 12-point
    /// Helvetica(Neue) font by default" (developer.apple.com/documentation/
    /// foundation/nsattributedstring/key/font). Helvetica is not shipped
    /// here; the system family stands in, at 12 points.
    static var defaultFont: UIFont { .systemFont(ofSize: 12) }

    init(_ string: NSAttributedString, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?) {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let width: Double? = wraps && size.width.isFinite && size.width > 0 ? Double(size.width) : nil
        let heightLimit: Double? = wraps && options.contains(.truncatesLastVisibleLine) && size.height.isFinite && size.height > 0
            ? Double(size.height) : nil
        let minimum = context.map { $0.minimumScaleFactor } ?? 0
        var scale: CGFloat = 1
        var layout = Self.lay(string, scale: 1, width: width, heightLimit: heightLimit)
        // Shrinking: the largest scale, in steps of 1%, at which the text
        // fits the width (and, wrapped, the height) it was given.
        if minimum > 0, minimum < 1, minimum.isFinite {
            func fits(_ candidate: (pieces: [Piece], size: CGSize)) -> Bool {
                let widthFits = size.width <= 0 || !size.width.isFinite || candidate.size.width <= size.width
                let heightFits = !wraps || size.height <= 0 || !size.height.isFinite || candidate.size.height <= size.height
                    || candidate.pieces.allSatisfy { $0.measurement.lineCount <= 1 }
                return widthFits && heightFits && !candidate.pieces.contains { $0.measurement.isTruncated }
            }
            while !fits(layout), scale > minimum {
                scale = max(minimum, ((scale - 0.01) * 100).rounded() / 100)
                layout = Self.lay(string, scale: scale, width: width, heightLimit: heightLimit)
            }
        }
        pieces = layout.pieces
        scaleFactor = scale
        let firstBaseline = pieces.first.map { CGFloat($0.measurement.firstBaseline) } ?? 0
        let top = wraps ? 0 : -firstBaseline
        if !wraps {
            for index in pieces.indices { pieces[index].origin.y -= firstBaseline }
        }
        bounds = CGRect(x: 0, y: top, width: layout.size.width, height: layout.size.height)
        context?.actualScaleFactor = scale
        context?.totalBounds = bounds
    }

    /// The pieces of `string` at `scale`, stacked, and the size they cover.
    private static func lay(_ string: NSAttributedString, scale: CGFloat, width: Double?, heightLimit: Double?) -> (pieces: [Piece], size: CGSize) {
        var pieces: [Piece] = []
        var y: CGFloat = 0, widest: CGFloat = 0
        for var block in blocks(string, scale: scale) {
            if let heightLimit {
                // Keep the lines that fit the height, the last one ending in "…".
                let full = TextEngine.shared.measure(block, width: width)
                if Double(y) + full.size.height > heightLimit, full.lineCount > 0 {
                    let lineHeight = full.size.height / Double(full.lineCount)
                    let fitting = Int(((heightLimit - Double(y)) / lineHeight).rounded(.down))
                    guard fitting > 0 || pieces.isEmpty else { break }
                    block.lineLimit = max(1, fitting)
                    block.lineBreak = .truncateTail
                }
            }
            let measurement = TextEngine.shared.measure(block, width: width)
            pieces.append(Piece(block: block, width: width, origin: CGPoint(x: 0, y: y), measurement: measurement))
            y += measurement.size.height
            widest = max(widest, measurement.size.width)
            if block.lineLimit > 0, heightLimit != nil, measurement.isTruncated { break }
        }
        // Aligned text sits within the width it wraps at, or the widest line.
        let boxWidth = width.map { CGFloat($0) } ?? widest
        for index in pieces.indices where pieces[index].width == nil && pieces[index].block.alignment != .left {
            pieces[index].width = Double(boxWidth)
        }
        return (pieces, CGSize(width: widest, height: y))
    }

    /// The string as text engine blocks: one block, or one per paragraph
    /// when a truncating line break mode sets each paragraph on one line,
    /// as TextKit does.
    private static func blocks(_ string: NSAttributedString, scale: CGFloat) -> [TextBlock] {
        let full = NSRange(location: 0, length: string.length)
        var runs: [TextRun] = []
        var paragraph: NSParagraphStyle?
        let defaultFont = Self.defaultFont
        string.enumerateAttributes(in: full, options: []) { attributes, range, _ in
            let font = (attributes[.font] as? UIFont) ?? defaultFont
            let color = (attributes[.foregroundColor] as? UIColor) ?? .black
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            var description = font.textEngineFont
            description.size *= Double(scale)
            runs.append(TextRun(range: range.location..<(range.location + range.length), font: description, color: color.textColor))
        }
        var font = defaultFont.textEngineFont
        font.size *= Double(scale)
        let style = paragraph ?? .default
        let lineBreak = Self.lineBreak(style.lineBreakMode)
        let alignment: TextAlignment
        switch style.alignment {
        case .left, .natural: alignment = .left
        case .center: alignment = .center
        case .right: alignment = .right
        case .justified: alignment = .justified
        }
        let block = TextBlock(text: string.string, font: font, color: .black, runs: runs, alignment: alignment,
                              lineBreak: lineBreak, lineLimit: 0, lineSpacing: Double(style.lineSpacing))
        switch lineBreak {
        case .truncateHead, .truncateMiddle, .truncateTail:
            return paragraphs(of: block).map {
                var line = $0
                line.lineLimit = 1
                return line
            }
        case .wordWrap, .charWrap, .clip:
            return [block]
        }
    }

    static func lineBreak(_ mode: NSLineBreakMode) -> LineBreak {
        switch mode {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }

    /// `block` cut at its newlines into one block per paragraph, each with
    /// its share of the runs.
    private static func paragraphs(of block: TextBlock) -> [TextBlock] {
        let units = Array(block.text.utf16)
        var result: [TextBlock] = []
        var start = 0
        func cut(_ end: Int) {
            let text = String(decoding: units[start..<end], as: UTF16.self)
            var piece = block
            piece.text = text
            piece.runs = block.runs.compactMap { run in
                let lower = max(run.range.lowerBound, start), upper = min(run.range.upperBound, end)
                guard lower < upper else { return nil }
                var shifted = run
                shifted.range = (lower - start)..<(upper - start)
                return shifted
            }
            result.append(piece)
        }
        for (index, unit) in units.enumerated() where unit == 0x0A || unit == 0x2029 || unit == 0x2028 {
            cut(index)
            start = index + 1
        }
        cut(units.count)
        return result
    }
}
