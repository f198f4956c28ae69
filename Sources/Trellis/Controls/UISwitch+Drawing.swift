import Foundation

extension UISwitch {
    /// UIKit's switch: a 51×31 capsule (green when on), a 27-point white
    /// knob 2 points from the edge, on the right when on, with a soft
    /// shadow; half transparent when disabled.
    func drawSwitch(in ctx: CGContext) {
        let track = CGRect(origin: .zero, size: UISwitch.size)
        let alpha: CGFloat = isEnabled ? 1 : 0.5
        ctx.fill(.roundedRect(track, radius: track.height / 2), with: trackColor.drawingColor(alpha: alpha))
        let knobSide: CGFloat = 27
        let knob = CGRect(x: isOn ? track.maxX - 2 - knobSide : 2, y: 2, width: knobSide, height: knobSide)
        ctx.saveGState()
        // The shadow is cast at the knob's alpha, so a disabled knob's is fainter too.
        ctx.setShadow(offset: CGSize(width: 0, height: 2), blur: 2, color: CGColor(gray: 0, alpha: 0.2))
        ctx.fill(.roundedRect(knob, radius: knobSide / 2), with: thumbColor.drawingColor(alpha: alpha))
        ctx.restoreGState()
    }
}

extension UIActivityIndicatorView {
    /// Eight rounded spokes around the centre, fading clockwise, as the
    /// first frame of UIKit's spinner.
    func drawSpokes(in ctx: CGContext) {
        let box = bounds
        let side = min(box.width, box.height)
        guard side > 0 else { return }
        let center = CGPoint(x: box.midX, y: box.midY)
        let outer = side / 2, inner = side / 2 * 0.45
        let width = side * (style == .large ? 0.09 : 0.1)
        ctx.saveGState()
        ctx.setLineCap(.round)
        ctx.setLineWidth(width)
        for spoke in 0..<8 {
            let angle = -CGFloat.pi / 2 + CGFloat(spoke) * CGFloat.pi / 4
            ctx.move(to: CGPoint(x: center.x + cos(angle) * (inner + width / 2), y: center.y + sin(angle) * (inner + width / 2)))
            ctx.addLine(to: CGPoint(x: center.x + cos(angle) * (outer - width / 2), y: center.y + sin(angle) * (outer - width / 2)))
            ctx.setStrokeColor(color.drawingColor(alpha: 1 - CGFloat(spoke) * 0.1))
            ctx.strokePath()
        }
        ctx.restoreGState()
    }
}
