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

    /// The view shown instead of the keyboard while this is the first
    /// responder; nil (the system keyboard). Text fields and text views
    /// make it settable, as in UIKit.
    open var inputView: UIView? { nil }

    /// The bar shown above the keyboard while this is the first responder; nil.
    open var inputAccessoryView: UIView? { nil }

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

    // MARK: - Accessibility
    //
    // UIKit declares these on NSObject (the UIAccessibility,
    // UIAccessibilityContainer and UIAccessibilityAction informal protocols,
    // UIAccessibility.h). Without the Objective-C runtime an extension's
    // members cannot be overridden, so they live here, in the class body of
    // the nearest common base of views, view controllers and
    // `UIAccessibilityElement`, where subclasses override them as on iOS.
    // Standard controls give their defaults through the internal
    // `defaultAccessibility…` members; a value an app sets wins over them.

    private var accessibilityStorage: AccessibilityAttributes?
    private var accessibility: AccessibilityAttributes {
        if let accessibilityStorage { return accessibilityStorage }
        let attributes = AccessibilityAttributes()
        accessibilityStorage = attributes
        return attributes
    }

    /// Whether assistive technologies see this object as one element: false,
    /// or true for standard controls and labels ("If the receiver is a UIKit
    /// control, the default value is true", UIAccessibilityElement.isAccessibilityElement).
    open var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }

    /// What VoiceOver says the element is ("Play"); a label's text or a
    /// button's title unless set.
    open var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? accessibilityStorage?.attributedLabel?.string ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue; accessibility.attributedLabel = nil }
    }

    /// `accessibilityLabel` with speech attributes (iOS 11).
    open var accessibilityAttributedLabel: NSAttributedString? {
        get { accessibilityStorage?.attributedLabel ?? accessibilityLabel.map { NSAttributedString(string: $0) } }
        set { accessibility.attributedLabel = newValue; accessibility.label = newValue?.string }
    }

    /// The element's current value ("50%"), read after the label.
    open var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? accessibilityStorage?.attributedValue?.string ?? defaultAccessibilityValue }
        set { accessibility.value = newValue; accessibility.attributedValue = nil }
    }

    /// `accessibilityValue` with speech attributes (iOS 11).
    open var accessibilityAttributedValue: NSAttributedString? {
        get { accessibilityStorage?.attributedValue ?? accessibilityValue.map { NSAttributedString(string: $0) } }
        set { accessibility.attributedValue = newValue; accessibility.value = newValue?.string }
    }

    /// What activating the element does ("Adds this pass to Wallet."), read after a pause.
    open var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? accessibilityStorage?.attributedHint?.string }
        set { accessibility.hint = newValue; accessibility.attributedHint = nil }
    }

    /// `accessibilityHint` with speech attributes (iOS 11).
    open var accessibilityAttributedHint: NSAttributedString? {
        get { accessibilityStorage?.attributedHint ?? accessibilityHint.map { NSAttributedString(string: $0) } }
        set { accessibility.attributedHint = newValue; accessibility.hint = newValue?.string }
    }

    /// What the element is and its state: `.none`, or a standard control's
    /// traits (`.button`, `.staticText`, `.notEnabled` while disabled…) unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }

    /// The element's rectangle in screen coordinates: a view's bounds on
    /// screen unless set; `.zero` for other objects.
    open var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? defaultAccessibilityFrame }
        set { accessibility.frame = newValue }
    }

    /// Where a double tap activates the element, in screen coordinates: the
    /// middle of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilityStorage?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { accessibility.activationPoint = newValue }
    }

    /// The BCP 47 language VoiceOver speaks the element in; nil for the app's.
    open var accessibilityLanguage: String? {
        get { accessibilityStorage?.language }
        set { accessibility.language = newValue }
    }

    /// Whether the element's children are hidden from assistive technologies; false.
    open var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set { accessibility.elementsHidden = newValue }
    }

    /// Whether VoiceOver ignores the element's siblings (a custom alert); false.
    open var accessibilityViewIsModal: Bool {
        get { accessibilityStorage?.viewIsModal ?? false }
        set { accessibility.viewIsModal = newValue }
    }

    /// Whether VoiceOver reads the children as a group before moving on,
    /// instead of by position on screen; false.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilityStorage?.groupsChildren ?? false }
        set { accessibility.groupsChildren = newValue }
    }

    /// Actions VoiceOver offers in its Actions rotor; nil.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibilityStorage?.customActions }
        set { accessibility.customActions = newValue }
    }

    /// Whether the element does something when touched (iOS 13): true for
    /// standard controls, false otherwise, unless set.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { accessibilityStorage?.respondsToUserInteraction ?? defaultAccessibilityRespondsToUserInteraction }
        set { accessibility.respondsToUserInteraction = newValue }
    }

    /// The names Voice Control and Full Keyboard Access accept for the
    /// element (iOS 13): the label unless set.
    open var accessibilityUserInputLabels: [String]! {
        get { accessibilityStorage?.userInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { accessibility.userInputLabels = newValue }
    }

    /// How Switch Control steps through the element's children; `.automatic`.
    open var accessibilityNavigationStyle: UIAccessibilityNavigationStyle {
        get { accessibilityStorage?.navigationStyle ?? .automatic }
        set { accessibility.navigationStyle = newValue }
    }

    // MARK: - Accessibility container

    /// The element's accessibility children in reading order, replacing the
    /// order of its subviews; nil, so VoiceOver reads subviews by position.
    open var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }

    /// What kind of container the element is (iOS 11); `.none`.
    open var accessibilityContainerType: UIAccessibilityContainerType {
        get { accessibilityStorage?.containerType ?? .none }
        set { accessibility.containerType = newValue }
    }

    /// The number of accessibility children: `accessibilityElements`' count, else 0.
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The accessibility child at `index`, or nil when out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is among the accessibility children (compared by
    /// identity), or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        let target = element as AnyObject
        return accessibilityElements?.firstIndex { ($0 as AnyObject) === target } ?? NSNotFound
    }

    // MARK: - Accessibility actions

    /// Called when the user swipes up on an `.adjustable` element; does nothing.
    open func accessibilityIncrement() {}

    /// Called when the user swipes down on an `.adjustable` element; does nothing.
    open func accessibilityDecrement() {}

    /// Called on a double tap; false, so the system sends a tap to the
    /// activation point instead.
    open func accessibilityActivate() -> Bool { false }

    /// Called on the two-finger Z gesture (go back); false.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Called on the two-finger double tap (the Magic Tap); false.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Called on a three-finger scroll; false.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool { false }

    // MARK: - Standard controls' defaults (overridden in Trellis's classes)

    var defaultIsAccessibilityElement: Bool { false }
    var defaultAccessibilityLabel: String? { nil }
    var defaultAccessibilityValue: String? { nil }
    var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    var defaultAccessibilityFrame: CGRect { .zero }
    var defaultAccessibilityRespondsToUserInteraction: Bool { false }
}

/// An input event. Trellis delivers no touches yet; the type exists so that
/// UIKit signatures such as `hitTest(_:with:)` compile, and callers pass nil.
open class UIEvent: NSObject {}
