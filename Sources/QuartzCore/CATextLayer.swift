import Foundation
import TextEngine

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws a string from the top of its bounds, as in Core
/// Animation, with its defaults: Helvetica (Inter here, the system font's
/// stand-in) at 36 points in opaque white, on one line unless wrapped.
/// An attributed string draws its characters in the layer's font and color
/// (its own fonts and colors are not read yet).
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`; anything else draws nothing.
    open var string: Any?
    /// A font name (`"Helvetica-Bold"`), at `fontSize`. Anything else is
    /// Helvetica: "In iOS, you cannot assign a UIFont object to this
    /// property" (developer.apple.com/documentation/quartzcore/catextlayer/font).
    open var font: Any?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1)
    open var isWrapped = false
    open var truncationMode: CATextLayerTruncationMode = .none
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    open var allowsFontSubpixelQuantization = false

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text as the text engine lays it out at the bounds' width.
    package var textBlock: TextBlock? {
        let text: String
        switch string {
        case let plain as String: text = plain
        case let attributed as NSAttributedString: text = attributed.string
        default: return nil
        }
        guard !text.isEmpty, let color = foregroundColor else { return nil }
        let size = Double(fontSize.isFinite && fontSize > 0 ? fontSize : 36)
        let description: FontDescription
        if let name = font as? String {
            description = Self.fontDescription(named: name, size: size)
        } else {
            description = Self.fontDescription(named: "Helvetica", size: size)
        }
        let alignment: TextAlignment = switch alignmentMode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
        let lineBreak: LineBreak = switch truncationMode {
        case .start: .truncateHead
        case .middle: .truncateMiddle
        case .end: .truncateTail
        default: isWrapped ? .wordWrap : .clip
        }
        return TextBlock(text: text, font: description,
                         color: TextColor(red: Double(color.red), green: Double(color.green), blue: Double(color.blue), alpha: Double(color.alpha)),
                         alignment: alignment, lineBreak: lineBreak, lineLimit: isWrapped ? 0 : 1)
    }

    /// Helvetica and Apple's system fonts are drawn in Inter, the system
    /// font's stand-in; a "-Bold", "-Semibold", "-Medium" or "-Light" suffix
    /// gives the weight; other families are asked of fontconfig by name.
    static func fontDescription(named name: String, size: Double) -> FontDescription {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? name
        let style = parts.count > 1 ? parts[1].lowercased() : ""
        let weight = style.contains("bold") ? 700 : style.contains("semibold") ? 600 : style.contains("medium") ? 500 : style.contains("light") ? 300 : 400
        let system = ["Helvetica", "HelveticaNeue", "Helvetica Neue", "SFUI", "SFProText", "SFProDisplay", ".SFUI", "System"].contains(family)
        return FontDescription(family: system ? "Inter" : family, weight: weight, italic: style.contains("italic") || style.contains("oblique"), size: size)
    }

    override func drawLayerContent(in ctx: CGContext) {
        guard let block = textBlock else { return }
        let box = bounds
        ctx.saveGState()
        ctx.clip(to: box)
        ctx.drawText(block, at: box.origin, width: box.width)
        ctx.restoreGState()
    }
}
