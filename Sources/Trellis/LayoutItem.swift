import Cassowary
import Foundation

/// The four solver variables of a view or layout guide: its frame in the
/// coordinate space of its hierarchy's root view. Every constraint of one
/// hierarchy is then a relation between variables of one space, whichever
/// views it joins.
final class LayoutVariables {
    let x: Variable, y: Variable, width: Variable, height: Variable

    /// Variables are named by role only: messages name the view beside them,
    /// and building a name per view showed in layout profiles.
    init() {
        x = Variable("minX")
        y = Variable("minY")
        width = Variable("width")
        height = Variable("height")
    }

    var frame: CGRect { CGRect(x: x.value, y: y.value, width: width.value, height: height.value) }
}

/// Something a constraint can position: a view or a layout guide.
protocol LayoutItem: AnyObject {
    var layoutVariables: LayoutVariables { get }
    /// The view whose hierarchy the item belongs to: the view itself, or a guide's owning view.
    var hostView: UIView? { get }
    /// Insets from the item's edges that the `...Margin` attributes use.
    var attributeMargins: UIEdgeInsets { get }
    /// Distance of the first and last baselines above the bottom edge.
    var baselineOffsets: (first: CGFloat, last: CGFloat) { get }
    var layoutDirection: UIUserInterfaceLayoutDirection { get }
    /// How UIKit names the item in a constraint's description: type, address and identifier.
    var constraintDescriptionName: String { get }
}

extension LayoutItem {
    /// The attribute as a linear expression of the item's variables.
    func expression(for attribute: NSLayoutConstraint.Attribute) -> Cassowary.Expression {
        let v = layoutVariables
        let margins = attributeMargins
        let rightToLeft = layoutDirection == .rightToLeft
        switch attribute {
        case .left: return Cassowary.Expression(v.x)
        case .right: return v.x + v.width
        case .top: return Cassowary.Expression(v.y)
        case .bottom: return v.y + v.height
        // In right-to-left, leading and trailing positions are measured from
        // the right, so a leading constant of 10 moves a view 10 points left.
        case .leading: return rightToLeft ? -(v.x + v.width) : Cassowary.Expression(v.x)
        case .trailing: return rightToLeft ? -v.x : v.x + v.width
        case .width: return Cassowary.Expression(v.width)
        case .height: return Cassowary.Expression(v.height)
        case .centerX: return v.x + v.width * 0.5
        case .centerY: return v.y + v.height * 0.5
        case .firstBaseline: return v.y + v.height - baselineOffsets.first
        case .lastBaseline: return v.y + v.height - baselineOffsets.last
        case .leftMargin: return v.x + margins.left
        case .rightMargin: return v.x + v.width - margins.right
        case .topMargin: return v.y + margins.top
        case .bottomMargin: return v.y + v.height - margins.bottom
        case .leadingMargin: return rightToLeft ? -(v.x + v.width - margins.right) : v.x + margins.left
        case .trailingMargin: return rightToLeft ? -(v.x + margins.left) : v.x + v.width - margins.right
        case .centerXWithinMargins: return v.x + v.width * 0.5 + (margins.left - margins.right) / 2
        case .centerYWithinMargins: return v.y + v.height * 0.5 + (margins.top - margins.bottom) / 2
        case .notAnAttribute: return Cassowary.Expression(constant: 0)
        }
    }
}

/// Whether text runs left to right or right to left; leading and trailing follow it.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}

/// A view's own choice of layout direction, overriding the inherited one.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}
