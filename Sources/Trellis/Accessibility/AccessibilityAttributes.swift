import Foundation

/// The accessibility values an app set on one responder. Most views never
/// set one, so a responder holds this box only once it does: one optional
/// reference per view instead of a dozen stored properties.
final class AccessibilityAttributes {
    var isElement: Bool?
    var label: String?
    var attributedLabel: NSAttributedString?
    var value: String?
    var attributedValue: NSAttributedString?
    var hint: String?
    var attributedHint: NSAttributedString?
    var traits: UIAccessibilityTraits?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var frame: CGRect?
    var activationPoint: CGPoint?
    var language: String?
    var customActions: [UIAccessibilityCustomAction]?
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var containerType: UIAccessibilityContainerType = .none
    var navigationStyle: UIAccessibilityNavigationStyle = .automatic
}

extension UIView {
    /// `rect`, in this view's coordinates, in the screen's: through the
    /// root view, then the root's frame (a window's frame is on its screen;
    /// a root outside a window counts as placed on the screen, as
    /// `convert(_:to: nil)` does in UIKit).
    func rectInScreenCoordinates(_ rect: CGRect) -> CGRect {
        let root = rootView
        var converted = convert(rect, to: root)
        converted.origin.x += root.frame.origin.x - root.bounds.origin.x
        converted.origin.y += root.frame.origin.y - root.bounds.origin.y
        return converted
    }
}
