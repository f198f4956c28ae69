import Foundation
import TextEngine

/// How a label's text fits the bounds the layout gave it: what an audit of
/// a screen (the accessibility snapshot, the layout checks) flags when
/// text the user asked to be large no longer shows whole.
package enum TextFit: Equatable, Sendable {
    /// Every line shows whole.
    case fits
    /// The text ends in an ellipsis: it has more lines than `numberOfLines`
    /// allows, or one line wider than the label.
    case truncated
    /// Lines are cut off at the bottom (the label is shorter than its
    /// text), or a clipping line is wider than the label.
    case clipped(shown: CGSize, needed: CGSize)
}

extension UILabel {
    /// Whether the label's text shows whole at its current size, measured
    /// with the same text block the renderer draws (so with the font
    /// `adjustsFontSizeToFitWidth` shrank it to). An empty, hidden or
    /// zero-sized label fits: it shows nothing to cut.
    ///
    /// - Complexity: one text measurement.
    package var textFit: TextFit {
        guard let text = attributedText, text.length > 0, bounds.width > 0, bounds.height > 0 else { return .fits }
        let measured = TextEngine.shared.measure(textBlock(), width: Double(bounds.width))
        if measured.isTruncated { return .truncated }
        // Labels round their size up to whole points; half a point of
        // slack keeps a fractional frame from reading as cut.
        let tolerance: CGFloat = 0.5
        let needed = CGSize(width: measured.size.width, height: measured.size.height)
        if needed.height > bounds.height + tolerance || (numberOfLines == 1 && needed.width > bounds.width + tolerance) {
            return .clipped(shown: bounds.size, needed: CGSize(width: needed.width.rounded(.up), height: needed.height.rounded(.up)))
        }
        return .fits
    }
}
