import Foundation

/// Controllers shown one at a time above a tab bar, as in UIKit. (Being
/// built for issue 18: this holds the tabs; the bar and layout come next.)
open class UITabBarController: UIViewController {
    /// The tabs' controllers, in the bar's order.
    open var viewControllers: [UIViewController]?

    /// The index of the selected tab.
    open var selectedIndex: Int = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }
}
