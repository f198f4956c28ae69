import Foundation

/// The base of views and view controllers, as in UIKit.
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

    // MARK: - First responder

    /// Whether `becomeFirstResponder()` may make this the first responder:
    /// false here, as in UIKit; text fields and views that take keys say true.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether `resignFirstResponder()` may give the status up: true, as in UIKit.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder has the keyboard's focus.
    open var isFirstResponder: Bool { storedIsFirstResponder }

    var storedIsFirstResponder = false

    /// Makes this the first responder of its view hierarchy, after asking
    /// the current one there to resign; false if it cannot become one or
    /// the current one refuses. A hierarchy (a window, or a view tree not
    /// yet in one) has at most one first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if storedIsFirstResponder { return true }
        if let current = currentFirstResponderInHierarchy(), current !== self {
            guard current.resignFirstResponder() else { return false }
        }
        storedIsFirstResponder = true
        return true
    }

    /// Gives the first responder status up; false if `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard storedIsFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        storedIsFirstResponder = false
        return true
    }

    /// The first responder among the views of this responder's hierarchy
    /// (a controller's: its view's). O(n) in the hierarchy's views; called
    /// only when the status changes hands.
    private func currentFirstResponderInHierarchy() -> UIResponder? {
        let view = (self as? UIView) ?? (self as? UIViewController)?.viewIfLoaded
        var found: UIResponder?
        view?.rootView.forEachInSubtree { if found == nil, $0.storedIsFirstResponder { found = $0 } }
        return found
    }
}

/// An input event. Trellis delivers no touches yet; the type exists so that
/// UIKit signatures such as `hitTest(_:with:)` compile, and callers pass nil.
open class UIEvent: NSObject {}
