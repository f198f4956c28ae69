import Foundation

/// A transition from one view controller to another that a storyboard
/// describes, as in UIKit. The Storyboard module makes segues from a
/// file's `<segue>` elements; `perform()` runs the handler given at
/// creation (showing, presenting or embedding the destination).
open class UIStoryboardSegue: NSObject {
    /// The identifier given in the storyboard, if any.
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// UIKit's iOS 10 initializer: `perform()` calls `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = handler
        super.init()
    }

    /// Runs the transition. Subclasses override this for custom segues.
    open func perform() { performHandler?() }
}
