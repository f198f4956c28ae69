import Foundation

/// What a custom action runs; true when it did what it says.
public typealias UIAccessibilityCustomActionHandler = (UIAccessibilityCustomAction) -> Bool

/// An action VoiceOver offers in its Actions rotor ("Delete", "Reply"), as
/// in UIKit. Only the iOS 13 handler forms exist: Trellis has no selectors.
open class UIAccessibilityCustomAction: NSObject {
    /// The name VoiceOver speaks.
    open var name: String
    /// The name with speech attributes; its string is `name`.
    open var attributedName: NSAttributedString {
        get { storedAttributedName ?? NSAttributedString(string: name) }
        set { storedAttributedName = newValue; name = newValue.string }
    }
    private var storedAttributedName: NSAttributedString?
    /// The image Switch Control shows beside the name (iOS 14).
    open var image: UIImage?
    /// What the action runs.
    open var actionHandler: UIAccessibilityCustomActionHandler?

    public init(name: String, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    public convenience init(attributedName: NSAttributedString, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
        storedAttributedName = attributedName
    }

    public convenience init(name: String, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    public convenience init(attributedName: NSAttributedString, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.init(attributedName: attributedName, actionHandler: actionHandler)
        self.image = image
    }

    /// Runs the handler as VoiceOver does when the user picks the action;
    /// false when there is none.
    package func perform() -> Bool {
        actionHandler?(self) ?? false
    }
}
