import Foundation

extension UILabel {
    /// The text, laid out by the text engine at the width of
    /// `textRect(forBounds:limitedToNumberOfLines:)`, from its top-left corner.
    func drawLabelText(in ctx: CGContext) {
        guard let text, !text.isEmpty else { return }
        let rect = textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
        ctx.drawText(textBlock(), at: rect.origin, width: rect.width)
    }
}
