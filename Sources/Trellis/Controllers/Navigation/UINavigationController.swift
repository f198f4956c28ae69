import Foundation

/// A stack of controllers shown one at a time under a navigation bar, as in
/// UIKit. (Being built for issue 18: this holds the stack; the bar, push,
/// pop and layout come next.)
open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    override var handlesShow: Bool { true }
}
