import Foundation

/// The base of views (and, later, view controllers), as in UIKit.
open class UIResponder: NSObject {
    open var next: UIResponder? { nil }
}

/// An input event. Trellis delivers no touches yet; the type exists so that
/// UIKit signatures such as `hitTest(_:with:)` compile, and callers pass nil.
open class UIEvent: NSObject {}
