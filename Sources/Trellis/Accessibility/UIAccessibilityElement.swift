import Foundation

/// An accessibility element for something on screen that is not a view (a
/// bar in a chart a view draws), as in UIKit (a `UIResponder` since iOS 8).
/// A container lists such elements in its `accessibilityElements`.
open class UIAccessibilityElement: UIResponder {
    /// The view (or element) that holds this one; not retained, as in UIKit.
    open weak var accessibilityContainer: AnyObject?

    /// An identifier for UI tests (`UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?

    /// The element's frame in its container view's coordinates (iOS 10):
    /// when set (not `.zero`) and the container is a view,
    /// `accessibilityFrame` follows the container wherever it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// An element inside `container` (a view or another element).
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    open override var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = accessibilityContainer as? UIView {
                return view.rectInScreenCoordinates(accessibilityFrameInContainerSpace)
            }
            return super.accessibilityFrame
        }
        set { super.accessibilityFrame = newValue }
    }
}
