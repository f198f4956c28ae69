import Foundation

/// What a split view controller asks and tells its delegate, as in UIKit:
/// how to collapse into one stack and expand again (the classic questions
/// and iOS 14's column forms), and which display mode to use.
///
/// Every method is optional in UIKit; here each has a default below that
/// answers as an absent method does (Swift on Linux cannot ask whether an
/// object responds to a selector), so a delegate implements only what it needs.
public protocol UISplitViewControllerDelegate: AnyObject {
    // MARK: - Display modes

    /// The display mode is about to change (while expanded).
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    /// The display mode the display-mode button switches to; `.automatic` (the default) lets the split view choose.
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode

    // MARK: - Showing controllers (classic)

    /// Return true to show `vc` yourself when the split view is asked to
    /// `show(_:sender:)` it; false (the default) lets the split view do it.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Return true to show `vc` yourself as the detail; false (the default) lets the split view do it.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool

    // MARK: - Collapsing and expanding (classic)

    /// The controller to use as the primary once collapsed; nil (the default) keeps the primary.
    func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
    /// The controller to use as the primary once expanded; nil (the default) keeps the collapsed one.
    func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
    /// Return true when you merged (or dropped) the secondary yourself;
    /// false (the default) lets the primary take it: a navigation
    /// controller pushes it.
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// The secondary to show once expanded; nil (the default) lets the
    /// primary give it back: a navigation controller pops it.
    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController?

    // MARK: - Collapsing and expanding (iOS 14 columns)

    /// The column on top of the stack after collapsing; the default keeps the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column
    /// The display mode after expanding; the default keeps the proposed one.
    func splitViewController(_ svc: UISplitViewController,
                             displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode
    /// The split view collapsed into one stack.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// The split view expanded into columns.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
    /// A column is about to be shown.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    /// A column is about to be hidden.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { .automatic }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
    public func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? { nil }
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        proposedTopColumn
    }
    public func splitViewController(_ svc: UISplitViewController,
                                    displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}
