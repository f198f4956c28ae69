import Foundation
import TextEngine

extension UITextField {
    /// The border style, then the text or placeholder centred vertically
    /// in `textRect(forBounds:)`, then the clear button.
    func drawTextField(in ctx: CGContext) {
        let box = bounds
        let border = borderRect(forBounds: box)
        ctx.saveGState()
        switch borderStyle {
        case .none:
            break
        case .line:
            ctx.setStrokeColor(UIColor.label.drawingColor())
            ctx.setLineWidth(1)
            ctx.stroke(CGRect(x: border.minX + 0.5, y: border.minY + 0.5, width: border.width - 1, height: border.height - 1))
        case .bezel:
            ctx.setStrokeColor(UIColor.systemGray.drawingColor())
            ctx.setLineWidth(1)
            ctx.stroke(CGRect(x: border.minX + 0.5, y: border.minY + 0.5, width: border.width - 1, height: border.height - 1))
            ctx.setFillColor(UIColor.systemGray.drawingColor(alpha: 0.35))
            ctx.fill(CGRect(x: border.minX + 1, y: border.minY + 1, width: border.width - 2, height: 1))
        case .roundedRect:
            if backgroundColor == nil { ctx.fill(.roundedRect(border, radius: 5), with: UIColor.systemBackground.drawingColor()) }
            ctx.setStrokeColor(UIColor.systemGray4.drawingColor())
            ctx.setLineWidth(0.5)
            ctx.addPath(.roundedRect(border.insetBy(dx: 0.25, dy: 0.25), radius: 5))
            ctx.strokePath()
        }
        ctx.restoreGState()
        if let block = displayedTextBlock() {
            let rect = textRect(forBounds: box)
            let measured = TextEngine.shared.measure(block, width: Double(rect.width))
            let y = rect.minY + (rect.height - CGFloat(measured.size.height)) / 2
            ctx.drawText(block, at: CGPoint(x: rect.minX, y: y), width: rect.width)
        }
        if showsClearButton {
            let button = clearButtonRect(forBounds: box)
            ctx.fill(.roundedRect(button, radius: button.width / 2), with: UIColor.systemGray3.drawingColor())
            let arm = button.width * 0.18
            ctx.saveGState()
            ctx.move(to: CGPoint(x: button.midX - arm, y: button.midY - arm))
            ctx.addLine(to: CGPoint(x: button.midX + arm, y: button.midY + arm))
            ctx.move(to: CGPoint(x: button.midX + arm, y: button.midY - arm))
            ctx.addLine(to: CGPoint(x: button.midX - arm, y: button.midY + arm))
            ctx.setStrokeColor(UIColor.systemBackground.drawingColor())
            ctx.setLineWidth(1.6)
            ctx.setLineCap(.round)
            ctx.strokePath()
            ctx.restoreGState()
        }
    }
}
