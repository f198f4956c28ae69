import Foundation

/// A button of an alert or action sheet, and what tapping it does, as in UIKit.
///
/// Everything a subclass may override lives in the class body (no
/// Objective-C runtime on Linux).
open class UIAlertAction: NSObject, NSCopying {
    /// How the button looks (same raw values as UIKit).
    public enum Style: Int, Sendable {
        /// The tint colour.
        case `default` = 0
        /// Cancels: at most one per alert controller; placed by the system
        /// (see `UIAlertController`), bold in an alert unless another action
        /// is preferred.
        case cancel = 1
        /// Destroys data: drawn in red.
        case destructive = 2
    }

    let storedTitle: String?
    let storedStyle: Style
    let handler: ((UIAlertAction) -> Void)?

    /// The alert controller the action was added to; weak, as the controller
    /// keeps its actions.
    weak var alertController: UIAlertController?

    /// An action with `title`, `style` and a `handler` run after the alert
    /// is dismissed.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(storedTitle: title, style: style, handler: handler)
    }

    /// Made empty, as `UIAlertAction()` is in UIKit (a default-style action
    /// with no title).
    public override convenience init() {
        self.init(storedTitle: nil, style: .default, handler: nil)
    }

    init(storedTitle: String?, style: Style, handler: ((UIAlertAction) -> Void)?) {
        self.storedTitle = storedTitle
        storedStyle = style
        self.handler = handler
        super.init()
    }

    /// The button's title.
    open var title: String? { storedTitle }

    /// The button's style.
    open var style: Style { storedStyle }

    /// Whether the button can be tapped; a disabled button is drawn greyed
    /// and `simulateTap()` does nothing. Changing it redraws the alert.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { alertController?.actionsChanged() } }
    }

    /// A copy with the same title, style, handler and enabled state, not in
    /// any alert controller, as UIKit's `copy()` makes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIAlertAction(storedTitle: storedTitle, style: storedStyle, handler: handler)
        copy.isEnabled = isEnabled
        return copy
    }

    // MARK: - Tapping

    /// Taps the action's button, as a person would (Trellis has no touch
    /// screen; tests tap through this). As in UIKit, the alert is dismissed
    /// first and the handler runs when the dismissal completes, so text
    /// fields can still be read in it: UIKit calls the handler from the
    /// dismissal's completion (`-[UIAlertController _dismissAnimated:
    /// triggeringAction:…]` passes it as `dismissViewControllerAnimated:
    /// completion:`'s completion, as disassembled UIKitCore shows).
    ///
    /// Does nothing and returns false when the action is disabled, is in no
    /// alert, or its alert is not on screen (UIKit then performs no action
    /// either: "Attempt to dismiss … with unknown presenter, action will not
    /// be performed"; Trellis reports it). Returns true when the alert was
    /// dismissed and the handler ran.
    @discardableResult
    open func simulateTap() -> Bool {
        guard isEnabled else { return false }
        guard let alert = alertController else {
            LayoutDiagnostics.report(.invalidOperation, "The action \"\(title ?? "")\" is in no alert controller; tapping it does nothing.")
            return false
        }
        return alert.dismiss(triggeredBy: self)
    }
}
