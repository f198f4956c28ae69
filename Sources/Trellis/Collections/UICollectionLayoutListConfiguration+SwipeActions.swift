import Foundation

/// The actions a swipe across a list row reveals (iOS 11). Lists store
/// their providers (`leadingSwipeActionsConfigurationProvider`); Trellis
/// has no swipe gesture, so the actions are never shown.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

/// One action of a row's swipe actions.
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal = 0, destructive
    }

    /// Called with the action, the view it was shown in, and a completion
    /// to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var backgroundColor: UIColor!
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        // Destructive actions are red, others gray (systemRed, systemGray).
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}
