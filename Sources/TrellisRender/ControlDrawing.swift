import CPangoCairo
import Foundation
import TextEngine
@_spi(Rendering) import Trellis

/// How controls draw the parts that are not subviews: a switch's track and
/// knob, an activity indicator's spokes, a text field's border, text and
/// clear button. (A button's title and image are subviews and draw themselves.)
enum ControlDrawing {
    static func draw(_ view: UIView, bounds: CGRect, traits: UITraitCollection, in cairo: OpaquePointer) -> Bool {
        switch view {
        case let toggle as UISwitch:
            drawSwitch(toggle, traits: traits, in: cairo)
        case let indicator as UIActivityIndicatorView:
            drawIndicator(indicator, bounds: bounds, traits: traits, in: cairo)
        case let field as UITextField:
            drawTextField(field, bounds: bounds, traits: traits, in: cairo)
        case let cell as UITableViewCell:
            drawCell(cell, bounds: bounds, traits: traits, in: cairo)
        default:
            return false
        }
        return true
    }

    static func setSource(_ color: UIColor, traits: UITraitCollection, alpha: Double = 1, in cairo: OpaquePointer) {
        let c = color.resolvedColor(with: traits).cgColor.components ?? [0, 0, 0, 1]
        cairo_set_source_rgba(cairo, c[0], c[1], c[2], c[3] * alpha)
    }

    /// A rectangle path with the corners in `corners` rounded by `radius`.
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner],
                            in cairo: OpaquePointer) {
        let radius = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard radius > 0, !corners.isEmpty else { return cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height) }
        func r(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? radius : 0 }
        cairo_new_sub_path(cairo)
        let topRight = r(.layerMaxXMinYCorner), bottomRight = r(.layerMaxXMaxYCorner)
        let bottomLeft = r(.layerMinXMaxYCorner), topLeft = r(.layerMinXMinYCorner)
        cairo_arc(cairo, rect.maxX - topRight, rect.minY + topRight, topRight, -Double.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - bottomRight, rect.maxY - bottomRight, bottomRight, 0, Double.pi / 2)
        cairo_arc(cairo, rect.minX + bottomLeft, rect.maxY - bottomLeft, bottomLeft, Double.pi / 2, Double.pi)
        cairo_arc(cairo, rect.minX + topLeft, rect.minY + topLeft, topLeft, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cairo)
    }

    /// UIKit's switch: a 51×31 capsule (green when on), a 27-point white
    /// knob 2 points from the edge, on the right when on, with a soft shadow.
    static func drawSwitch(_ toggle: UISwitch, traits: UITraitCollection, in cairo: OpaquePointer) {
        let track = CGRect(origin: .zero, size: UISwitch.size)
        let alpha = toggle.isEnabled ? 1.0 : 0.5
        roundedRect(track, radius: track.height / 2, in: cairo)
        setSource(toggle.trackColor, traits: traits, alpha: alpha, in: cairo)
        cairo_fill(cairo)
        let knobSide: CGFloat = 27
        let knob = CGRect(x: toggle.isOn ? track.maxX - 2 - knobSide : 2, y: 2, width: knobSide, height: knobSide)
        ShadowBlur.paint(shape: { roundedRect(knob, radius: knobSide / 2, in: $0) }, bounds: knob, offset: CGSize(width: 0, height: 2),
                         radius: 2, color: (0, 0, 0, 0.2 * alpha), in: cairo)
        roundedRect(knob, radius: knobSide / 2, in: cairo)
        setSource(toggle.thumbColor, traits: traits, alpha: alpha, in: cairo)
        cairo_fill(cairo)
    }

    /// Eight rounded spokes around the centre, fading clockwise, as the
    /// first frame of UIKit's spinner.
    static func drawIndicator(_ indicator: UIActivityIndicatorView, bounds: CGRect, traits: UITraitCollection, in cairo: OpaquePointer) {
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side / 2 * 0.45
        let width = side * (indicator.style == .large ? 0.09 : 0.1)
        cairo_save(cairo)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cairo, width)
        for spoke in 0..<8 {
            let angle = -Double.pi / 2 + Double(spoke) * Double.pi / 4
            cairo_move_to(cairo, center.x + cos(angle) * (inner + width / 2), center.y + sin(angle) * (inner + width / 2))
            cairo_line_to(cairo, center.x + cos(angle) * (outer - width / 2), center.y + sin(angle) * (outer - width / 2))
            setSource(indicator.color, traits: traits, alpha: 1 - Double(spoke) * 0.1, in: cairo)
            cairo_stroke(cairo)
        }
        cairo_restore(cairo)
    }

    /// A cell's selection, its accessory (a chevron or a checkmark) and its
    /// separator, a hairline at the bottom within the separator inset.
    static func drawCell(_ cell: UITableViewCell, bounds: CGRect, traits: UITraitCollection, in cairo: OpaquePointer) {
        if cell.isSelected, cell.selectionStyle != .none {
            cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
            setSource(.systemGray4, traits: traits, in: cairo)
            cairo_fill(cairo)
        }
        let midY = bounds.midY, right = bounds.maxX - 16
        cairo_save(cairo)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        switch cell.accessoryType {
        case .disclosureIndicator, .detailDisclosureButton:
            cairo_move_to(cairo, right - 7, midY - 6.5)
            cairo_line_to(cairo, right, midY)
            cairo_line_to(cairo, right - 7, midY + 6.5)
            setSource(.tertiaryLabel, traits: traits, in: cairo)
            cairo_set_line_width(cairo, 2)
            cairo_stroke(cairo)
        case .checkmark:
            cairo_move_to(cairo, right - 14, midY)
            cairo_line_to(cairo, right - 9, midY + 5)
            cairo_line_to(cairo, right, midY - 6)
            setSource(cell.tintColor, traits: traits, in: cairo)
            cairo_set_line_width(cairo, 2.2)
            cairo_stroke(cairo)
        case .detailButton:
            cairo_arc(cairo, right - 11, midY, 10, 0, 2 * Double.pi)
            setSource(cell.tintColor, traits: traits, in: cairo)
            cairo_set_line_width(cairo, 1.5)
            cairo_stroke(cairo)
        case .none:
            break
        }
        cairo_restore(cairo)
        if cell.showsSeparator {
            let inset = cell.drawnSeparatorInset
            cairo_rectangle(cairo, bounds.minX + inset.left, bounds.maxY - 0.5, max(0, bounds.width - inset.left - inset.right), 0.5)
            setSource(cell.separatorColor, traits: traits, in: cairo)
            cairo_fill(cairo)
        }
    }

    /// The border style, then the text or placeholder, then the clear button.
    static func drawTextField(_ field: UITextField, bounds: CGRect, traits: UITraitCollection, in cairo: OpaquePointer) {
        let border = field.borderRect(forBounds: bounds)
        switch field.borderStyle {
        case .none:
            break
        case .line:
            cairo_rectangle(cairo, border.minX + 0.5, border.minY + 0.5, border.width - 1, border.height - 1)
            setSource(.label, traits: traits, in: cairo)
            cairo_set_line_width(cairo, 1)
            cairo_stroke(cairo)
        case .bezel:
            cairo_rectangle(cairo, border.minX + 0.5, border.minY + 0.5, border.width - 1, border.height - 1)
            setSource(.systemGray, traits: traits, in: cairo)
            cairo_set_line_width(cairo, 1)
            cairo_stroke(cairo)
            cairo_rectangle(cairo, border.minX + 1, border.minY + 1, border.width - 2, 1)
            setSource(.systemGray, traits: traits, alpha: 0.35, in: cairo)
            cairo_fill(cairo)
        case .roundedRect:
            if field.backgroundColor == nil {
                roundedRect(border, radius: 5, in: cairo)
                setSource(.systemBackground, traits: traits, in: cairo)
                cairo_fill(cairo)
            }
            roundedRect(border.insetBy(dx: 0.25, dy: 0.25), radius: 5, in: cairo)
            setSource(.systemGray4, traits: traits, in: cairo)
            cairo_set_line_width(cairo, 0.5)
            cairo_stroke(cairo)
        }
        if let block = field.displayedTextBlock() {
            let rect = field.textRect(forBounds: bounds)
            let measured = TextEngine.shared.measure(block, width: Double(rect.width))
            let y = rect.minY + (rect.height - CGFloat(measured.size.height)) / 2
            TextEngine.shared.draw(block, width: Double(rect.width), in: cairo, x: Double(rect.minX), y: Double(y))
        }
        if field.showsClearButton {
            let button = field.clearButtonRect(forBounds: bounds)
            roundedRect(button, radius: button.width / 2, in: cairo)
            setSource(.systemGray3, traits: traits, in: cairo)
            cairo_fill(cairo)
            let arm = button.width * 0.18
            cairo_move_to(cairo, button.midX - arm, button.midY - arm)
            cairo_line_to(cairo, button.midX + arm, button.midY + arm)
            cairo_move_to(cairo, button.midX + arm, button.midY - arm)
            cairo_line_to(cairo, button.midX - arm, button.midY + arm)
            setSource(.systemBackground, traits: traits, in: cairo)
            cairo_set_line_width(cairo, 1.6)
            cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
            cairo_stroke(cairo)
        }
    }
}
