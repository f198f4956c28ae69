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

/// A weak reference to a view or layout guide, without Swift's `weak`.
///
/// Constraints must not keep their items alive (UIKit's `firstItem` is
/// weak), but a Swift weak reference gives its target a side table, and
/// then every retain and release of that view takes a slower path: a tenth
/// of the time to build a large screen. Instead each item owns one of
/// these, constraints hold it strongly, and the item clears it in its
/// deinit, so `item` is nil once the item is gone and never dangles.
final class LayoutItemReference {
    unowned(unsafe) var item: LayoutItem?

    init(_ item: LayoutItem) {
        self.item = item
    }
}

/// Something a constraint can position: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// The item's reference for constraints, made on first use.
    var itemReference: LayoutItemReference { get }
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
    /// For a view's `layoutMarginsGuide`, the view: the guide's attributes
    /// are the view's margin attributes (see `append`). Nil for views and
    /// other guides.
    var marginsGuideOwner: UIView? { get }
}

extension LayoutItem {
    /// Adds `factor` times the attribute's expression to `expression`,
    /// term by term, with no intermediate expressions: activating a
    /// constraint builds one array. Margins and the layout direction are
    /// read only by the attributes that use them.
    ///
    /// A margins guide has no variables of its own in the solver: its
    /// edges are its view's margin attributes (its leading is the view's
    /// `leadingMargin`, its width the view's width less both margins).
    /// Each guide of its own added four rows tied to the view's, and in a
    /// chain of rows whose content pins to their margins guides the solver
    /// expanded every row's position through every guide above it:
    /// quadratic (issue 22). Constraints on the guide are re-stated when
    /// the margins move, like those on margin attributes.
    func append(_ attribute: NSLayoutConstraint.Attribute, times factor: Double, to expression: inout Cassowary.Expression) {
        if let view = marginsGuideOwner {
            view.appendMarginsGuide(attribute, times: factor, to: &expression)
            return
        }
        let v = layoutVariables
        func add(_ variable: Variable, _ coefficient: Double) {
            expression.terms.append(Term(variable, coefficient * factor))
        }
        func add(_ constant: CGFloat) {
            expression.constant += Double(constant) * factor
        }
        switch attribute {
        case .left: add(v.x, 1)
        case .right: add(v.x, 1); add(v.width, 1)
        case .top: add(v.y, 1)
        case .bottom: add(v.y, 1); add(v.height, 1)
        // In right-to-left, leading and trailing positions are measured from
        // the right, so a leading constant of 10 moves a view 10 points left.
        case .leading:
            if layoutDirection == .rightToLeft { add(v.x, -1); add(v.width, -1) } else { add(v.x, 1) }
        case .trailing:
            if layoutDirection == .rightToLeft { add(v.x, -1) } else { add(v.x, 1); add(v.width, 1) }
        case .width: add(v.width, 1)
        case .height: add(v.height, 1)
        case .centerX: add(v.x, 1); add(v.width, 0.5)
        case .centerY: add(v.y, 1); add(v.height, 0.5)
        case .firstBaseline: add(v.y, 1); add(v.height, 1); add(-baselineOffsets.first)
        case .lastBaseline: add(v.y, 1); add(v.height, 1); add(-baselineOffsets.last)
        case .leftMargin: add(v.x, 1); add(attributeMargins.left)
        case .rightMargin: add(v.x, 1); add(v.width, 1); add(-attributeMargins.right)
        case .topMargin: add(v.y, 1); add(attributeMargins.top)
        case .bottomMargin: add(v.y, 1); add(v.height, 1); add(-attributeMargins.bottom)
        case .leadingMargin:
            let margins = attributeMargins
            if layoutDirection == .rightToLeft {
                add(v.x, -1); add(v.width, -1); add(margins.right)
            } else {
                add(v.x, 1); add(margins.left)
            }
        case .trailingMargin:
            let margins = attributeMargins
            if layoutDirection == .rightToLeft {
                add(v.x, -1); add(-margins.left)
            } else {
                add(v.x, 1); add(v.width, 1); add(-margins.right)
            }
        case .centerXWithinMargins:
            let margins = attributeMargins
            add(v.x, 1); add(v.width, 0.5); add((margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            let margins = attributeMargins
            add(v.y, 1); add(v.height, 0.5); add((margins.top - margins.bottom) / 2)
        case .notAnAttribute: break
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

extension UIView {
    /// The attribute of the view's margins guide, from the view's variables
    /// and margins: edges and centers are the view's margin attributes;
    /// sizes are the view's less the margins on both sides.
    fileprivate func appendMarginsGuide(_ attribute: NSLayoutConstraint.Attribute, times factor: Double, to expression: inout Cassowary.Expression) {
        switch attribute {
        case .left, .leftMargin: append(.leftMargin, times: factor, to: &expression)
        case .right, .rightMargin: append(.rightMargin, times: factor, to: &expression)
        case .top, .topMargin: append(.topMargin, times: factor, to: &expression)
        // A guide has no baselines: they are its bottom edge, as for a view without text.
        case .bottom, .bottomMargin, .firstBaseline, .lastBaseline: append(.bottomMargin, times: factor, to: &expression)
        case .leading, .leadingMargin: append(.leadingMargin, times: factor, to: &expression)
        case .trailing, .trailingMargin: append(.trailingMargin, times: factor, to: &expression)
        case .centerX, .centerXWithinMargins: append(.centerXWithinMargins, times: factor, to: &expression)
        case .centerY, .centerYWithinMargins: append(.centerYWithinMargins, times: factor, to: &expression)
        case .width:
            let margins = attributeMargins
            append(.width, times: factor, to: &expression)
            expression.constant -= Double(margins.left + margins.right) * factor
        case .height:
            let margins = attributeMargins
            append(.height, times: factor, to: &expression)
            expression.constant -= Double(margins.top + margins.bottom) * factor
        case .notAnAttribute: break
        }
    }
}
