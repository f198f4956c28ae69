import Foundation

/// The base of views (and, later, view controllers), as in UIKit.
open class UIResponder: NSObject {
    open var next: UIResponder? { nil }

    /// Views and view controllers release their associated objects
    /// (`objc_setAssociatedObject`) as they go, as on iOS.
    deinit {
        AssociationTable.ownerDidDeinit(ObjectIdentifier(self))
    }

    /// Called on each view and view controller a storyboard or nib made,
    /// once all of the file's outlets and actions are connected (for a
    /// controller: when it is instantiated, before its view loads), as in
    /// UIKit. Overrides call super.
    open func awakeFromNib() {}
}

/// An input event. Trellis delivers no touches yet; the type exists so that
/// UIKit signatures such as `hitTest(_:with:)` compile, and callers pass nil.
open class UIEvent: NSObject {}
