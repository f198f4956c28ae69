import Foundation

extension UITableViewCell {
    /// The selection, the accessory (a chevron, a checkmark or a detail
    /// ring) and the separator, a hairline at the bottom within the
    /// separator inset.
    func drawCellDecorations(in ctx: CGContext) {
        let box = bounds
        if isSelected, selectionStyle != .none {
            ctx.setFillColor(UIColor.systemGray4.drawingColor())
            ctx.fill(box)
        }
        let midY = box.midY, right = box.maxX - 16
        ctx.saveGState()
        ctx.setLineCap(.round)
        ctx.setLineJoin(.round)
        switch accessoryType {
        case .disclosureIndicator, .detailDisclosureButton:
            ctx.move(to: CGPoint(x: right - 7, y: midY - 6.5))
            ctx.addLine(to: CGPoint(x: right, y: midY))
            ctx.addLine(to: CGPoint(x: right - 7, y: midY + 6.5))
            ctx.setStrokeColor(UIColor.tertiaryLabel.drawingColor())
            ctx.setLineWidth(2)
            ctx.strokePath()
        case .checkmark:
            ctx.move(to: CGPoint(x: right - 14, y: midY))
            ctx.addLine(to: CGPoint(x: right - 9, y: midY + 5))
            ctx.addLine(to: CGPoint(x: right, y: midY - 6))
            ctx.setStrokeColor(tintColor.drawingColor())
            ctx.setLineWidth(2.2)
            ctx.strokePath()
        case .detailButton:
            ctx.addArc(center: CGPoint(x: right - 11, y: midY), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            ctx.setStrokeColor(tintColor.drawingColor())
            ctx.setLineWidth(1.5)
            ctx.strokePath()
        case .none:
            break
        }
        ctx.restoreGState()
        if showsSeparator {
            let inset = drawnSeparatorInset
            ctx.setFillColor(separatorColor.drawingColor())
            ctx.fill(CGRect(x: box.minX + inset.left, y: box.maxY - 0.5, width: max(0, box.width - inset.left - inset.right), height: 0.5))
        }
    }
}
