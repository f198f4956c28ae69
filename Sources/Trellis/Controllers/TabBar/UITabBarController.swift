import Foundation

/// Hears and steers a tab bar controller's selection and customizing, as
/// in UIKit. Methods with a default here are optional there. UIKit's
/// orientation and custom-transition methods are left out: Trellis has no
/// `UIInterfaceOrientationMask` nor animated transitions.
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asked when the user selects a tab (here: `tabBar.simulateTap(on:)`),
    /// also when it is the selected one; false keeps the selection. Not
    /// asked when code sets `selectedIndex` or `selectedViewController`.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after the user selected a tab, even when it was already
    /// selected (as since iOS 3.0). Not told of selections made in code.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {}
}

/// Controllers shown one at a time above a tab bar, as in UIKit.
///
/// Every controller in `viewControllers` is a child; only the selected
/// one's view is loaded (when first selected) and in the hierarchy, filling
/// the controller's view under the bar, whose height its safe area takes
/// in. With more tabs than fit (five on an iPhone or at a compact width,
/// seven on an iPad at a regular width), the last visible tab is More: a
/// navigation controller listing the rest.
open class UITabBarController: UIViewController, UITabBarDelegate, ContentScrollObserver {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: - The tabs

    private var storedViewControllers: [UIViewController]?

    /// The tabs' controllers, in the bar's order. Setting it is
    /// `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { storedViewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. As UIKit documents, the controller previously
    /// selected stays selected if it is among the new ones; otherwise the
    /// one at the same index, else the first. `customizableViewControllers`
    /// becomes the new list. Nothing is animated here.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = storedViewControllers ?? []
        let previousSelection = selectedController
        let previousIndex = previousSelection.flatMap { selected in previous.firstIndex { $0 === selected } }
        let incoming = Self.withoutDuplicates(viewControllers ?? [])
        isChangingSelection = true
        for old in previous where !incoming.contains(where: { $0 === old }) {
            if old === displayedChild { hideDisplayedChild() }
            old.willMove(toParent: nil)
            if let view = old.viewIfLoaded, view.superview === viewIfLoaded { view.removeFromSuperview() }
            old.containerBarSafeAreaInsets = .zero
            old.removeFromParent()
        }
        storedViewControllers = viewControllers == nil ? nil : incoming
        for controller in incoming where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        customizableViewControllers = storedViewControllers
        if let previousSelection, incoming.contains(where: { $0 === previousSelection }) {
            selectedController = previousSelection
        } else if let previousIndex, previousIndex < incoming.count {
            selectedController = incoming[previousIndex]
        } else {
            selectedController = incoming.first
        }
        if selectedController !== moreNavigationControllerIfMade { resetMoreStack() }
        isChangingSelection = false
        tabsDidChange()
    }

    /// The controllers the user may rearrange on the More screen's Edit
    /// sheet; all of them by default (each `setViewControllers` resets it).
    open var customizableViewControllers: [UIViewController]? {
        didSet { moreList?.reload() }
    }

    /// The More list, once the More navigation controller exists.
    private var moreList: UIMoreListController? { moreNavigationControllerIfMade?.viewControllers.first as? UIMoreListController }

    /// A list without repeats (UIKit ignores a controller given twice after its first place).
    private static func withoutDuplicates(_ controllers: [UIViewController]) -> [UIViewController] {
        var seen = Set<ObjectIdentifier>()
        return controllers.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    // MARK: - Selection

    /// The controller chosen: one of `viewControllers`, or the More
    /// navigation controller while its list is shown.
    private var selectedController: UIViewController?

    /// The selected tab's controller decides the status bar's style and
    /// visibility (UITabBarController returns `selectedViewController`
    /// for both: cockscomb.hatenablog.com/entry/2013/11/12/190905).
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// The selected tab's controller: the More navigation controller while
    /// More shows its list. Setting a controller that is not a tab (nor the
    /// More controller) is reported and ignored, as UIKit refuses it
    /// ("only a view controller in the tab bar controller's list of view
    /// controllers can be selected"). Selecting a controller listed under
    /// More shows it inside the More navigation controller. The delegate is
    /// not told.
    open var selectedViewController: UIViewController? {
        get { selectedController }
        set {
            guard let newValue else { return }
            let isTab = (storedViewControllers ?? []).contains { $0 === newValue }
            guard isTab || newValue === moreNavigationControllerIfMade else {
                LayoutDiagnostics.report(.invalidOperation, "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected. \(newValue.controllerDescription) was not selected.")
                return
            }
            select(newValue)
        }
    }

    /// The index of the selected tab in `viewControllers`; `NSNotFound`
    /// while the More list is shown, as in UIKit. Setting an index out of
    /// range is ignored.
    open var selectedIndex: Int {
        get {
            guard let selectedController, let index = (storedViewControllers ?? []).firstIndex(where: { $0 === selectedController }) else { return NSNotFound }
            return index
        }
        set {
            guard let controllers = storedViewControllers, controllers.indices.contains(newValue) else { return }
            select(controllers[newValue])
        }
    }

    private func select(_ controller: UIViewController) {
        let previous = selectedController
        selectedController = controller
        // The More stack's changes lay the window out; the tabs are brought
        // up to date once, after them.
        isChangingSelection = true
        if controller === moreNavigationControllerIfMade {
            // Tapping More again shows its list.
            resetMoreStack()
        } else if overflowControllers.contains(where: { $0 === controller }) {
            showInMore(controller)
        } else if previous !== controller {
            resetMoreStack()
        }
        isChangingSelection = false
        tabsDidChange()
    }

    /// True while a selection rearranges the More stack.
    private var isChangingSelection = false

    // MARK: - The bar

    private lazy var storedTabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.managingController = self
        return bar
    }()

    /// The controller's tab bar. Its items are the tabs' `tabBarItem`s;
    /// configure its look (tint, appearances) but not its items or
    /// delegate, which the controller owns, as in UIKit.
    open var tabBar: UITabBar { storedTabBar }

    /// Called when the user selects an item of the bar, after the selection
    /// changed; UIKit's `UITabBarDelegate` method, which subclasses
    /// override. Does nothing by default.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// The bar began customizing (the More screen's Edit button): tells
    /// the delegate, with the tabs' controllers, as UIKit does.
    open func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {
        delegate?.tabBarController(self, willBeginCustomizing: controllers(for: items))
    }

    open func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}

    open func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, willEndCustomizing: controllers(for: items), changed: changed)
    }

    open func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {
        delegate?.tabBarController(self, didEndCustomizing: controllers(for: items), changed: changed)
    }

    private func controllers(for items: [UITabBarItem]) -> [UIViewController] {
        let tabs = storedViewControllers ?? []
        return items.compactMap { item in tabs.first { $0.tabBarItem === item } }
    }

    /// The controller's delegate.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// A tap on `item` (from `UITabBar.simulateTap(on:)`): the delegate may
    /// refuse; otherwise the tab is selected (a navigation controller
    /// tapped again goes back to its root, as in UIKit) and told.
    func tabBarDidTap(_ item: UITabBarItem) -> Bool {
        guard let controller = controller(for: item) else { return false }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return false }
        if controller === selectedController, let navigation = controller as? UINavigationController,
           controller !== moreNavigationControllerIfMade, navigation.viewControllers.count > 1 {
            navigation.popToRootViewController(animated: true)
        }
        select(controller)
        tabBar(storedTabBar, didSelect: item)
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    private func controller(for item: UITabBarItem) -> UIViewController? {
        if let more = moreNavigationControllerIfMade, item === more.tabBarItem { return more }
        return visibleControllers.first { $0.tabBarItem === item }
    }

    // MARK: - More

    private var moreNavigationControllerIfMade: UINavigationController?

    /// The navigation controller behind the More tab: its root lists the
    /// tabs that do not fit in the bar, and it shows the one chosen. Made on
    /// first use, with UIKit's More system item.
    open var moreNavigationController: UINavigationController {
        if let more = moreNavigationControllerIfMade { return more }
        let list = UIMoreListController()
        list.tabController = self
        let more = UINavigationController(rootViewController: list)
        more.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreNavigationControllerIfMade = more
        return more
    }

    /// How many tabs the bar shows before one of them becomes More: five on
    /// an iPhone or at a compact width ("If you add six or more custom view
    /// controllers to a tab bar controller, the tab bar controller displays
    /// only the first four items plus the standard More item", Apple's
    /// UITabBarController documentation); seven on an iPad at a regular
    /// width ("On iPad no more than 7 tabs are shown by iOS without the
    /// presence of more button", github.com/macteo/SabBar issue 3, 2017).
    var maximumVisibleTabs: Int {
        let traits = traitCollection
        return traits.userInterfaceIdiom == .pad && traits.horizontalSizeClass != .compact ? 7 : 5
    }

    /// Whether the tabs overflow into More.
    var showsMore: Bool { (storedViewControllers?.count ?? 0) > maximumVisibleTabs }

    /// The tabs in the bar (without More).
    var visibleControllers: [UIViewController] {
        let controllers = storedViewControllers ?? []
        return showsMore ? Array(controllers.prefix(maximumVisibleTabs - 1)) : controllers
    }

    /// The tabs listed under More.
    var overflowControllers: [UIViewController] {
        let controllers = storedViewControllers ?? []
        return showsMore ? Array(controllers.dropFirst(maximumVisibleTabs - 1)) : []
    }

    /// Shows `controller`, one of the overflow tabs, on top of the More list.
    private func showInMore(_ controller: UIViewController) {
        let more = moreNavigationController
        if more.viewControllers.count == 2, more.viewControllers[1] === controller { return }
        if controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        more.viewControllers = [more.viewControllers.first ?? UIMoreListController(), controller]
    }

    /// Takes the More stack back to its list, giving a tab shown there back to this controller.
    private func resetMoreStack() {
        guard let more = moreNavigationControllerIfMade, more.viewControllers.count > 1 else { return }
        let shown = more.viewControllers.dropFirst()
        more.viewControllers = Array(more.viewControllers.prefix(1))
        for controller in shown where (storedViewControllers ?? []).contains(where: { $0 === controller }) && controller.parent == nil {
            addChild(controller)
            controller.didMove(toParent: self)
        }
    }

    // MARK: - Views and layout

    open override func loadView() {
        let container = TabBarControllerView(frame: UIViewController.defaultViewFrame)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.controller = self
        container.addSubview(storedTabBar)
        view = container
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabsDidChange()
    }

    /// The child whose view is in the hierarchy now.
    private weak var displayedChild: UIViewController?

    /// The child that should be shown: the selected tab, or the More
    /// navigation controller for More and for the tabs listed there.
    private var childToDisplay: UIViewController? {
        guard let selected = selectedController else { return nil }
        if selected === moreNavigationControllerIfMade || overflowControllers.contains(where: { $0 === selected }) {
            return showsMore ? moreNavigationController : nil
        }
        return selected
    }

    /// Brings the bar's items and the shown child up to date with the tabs,
    /// the selection and the traits.
    func tabsDidChange() {
        syncBarItems()
        guard isViewLoaded else { return }
        displayChild(childToDisplay)
        storedView?.setNeedsLayout()
    }

    private func syncBarItems() {
        var items = visibleControllers.map { $0.tabBarItem! }
        var moreIsChild = false
        if showsMore {
            let more = moreNavigationController
            items.append(more.tabBarItem)
            moreIsChild = true
            if more.parent !== self {
                addChild(more)
                more.didMove(toParent: self)
            }
            // A selected tab that no longer fits (an iPad turning compact)
            // is shown inside More.
            if let selected = selectedController, overflowControllers.contains(where: { $0 === selected }) { showInMore(selected) }
        } else {
            // A tab shown inside More that fits again goes back to the bar;
            // with the More list itself shown, the first tab takes its place.
            resetMoreStack()
            if let more = moreNavigationControllerIfMade, selectedController === more { selectedController = storedViewControllers?.first }
        }
        if !moreIsChild, let more = moreNavigationControllerIfMade, more.parent === self {
            if more === displayedChild { hideDisplayedChild() }
            more.willMove(toParent: nil)
            more.removeFromParent()
        }
        let current = storedTabBar.items ?? []
        if current.count != items.count || zip(current, items).contains(where: { $0 !== $1 }) {
            storedTabBar.replaceItems(items)
            moreList?.reload()
        }
        let selectedItem: UITabBarItem?
        if let selected = selectedController, selected === moreNavigationControllerIfMade || overflowControllers.contains(where: { $0 === selected }) {
            selectedItem = showsMore ? moreNavigationController.tabBarItem : nil
        } else {
            selectedItem = selectedController?.tabBarItem
        }
        storedTabBar.selectedItem = selectedItem
    }

    /// Swaps the shown child. While this controller is on screen the
    /// callbacks come in UIKit's order for a tab switch: the new tab's
    /// `viewWillAppear`, the old tab's `viewWillDisappear` and
    /// `viewDidDisappear`, then the new tab's `viewDidAppear` (logged from
    /// UIKit by pgzxc.github.io, "UITabBarViewController 控制器加载(3)":
    /// viewDidLoad, viewWillAppear of the new tab, viewWillDisappear and
    /// viewDidDisappear of the old one, viewDidAppear of the new one).
    private func displayChild(_ child: UIViewController?) {
        guard child !== displayedChild, let container = storedView else { return }
        let old = displayedChild
        let onScreen = appearanceState == .appeared
        let newView = child?.view
        if onScreen {
            child?.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        if let newView {
            newView.frame = container.bounds
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.insertSubview(newView, belowSubview: storedTabBar)
        }
        displayedChild = child
        if let oldView = old?.viewIfLoaded, oldView.superview === container { oldView.removeFromSuperview() }
        old?.containerBarSafeAreaInsets = .zero
        if onScreen {
            old?.endAppearanceTransition()
            child?.endAppearanceTransition()
        }
        layoutContainer()
    }

    private func hideDisplayedChild() {
        guard let old = displayedChild else { return }
        let onScreen = appearanceState == .appeared
        if onScreen { old.beginAppearanceTransition(false, animated: false) }
        old.viewIfLoaded?.removeFromSuperview()
        old.containerBarSafeAreaInsets = .zero
        if onScreen { old.endAppearanceTransition() }
        displayedChild = nil
    }

    /// Whether the bar hides for the shown navigation stack: while any
    /// controller on it, the root included, has `hidesBottomBarWhenPushed`,
    /// as UIKit walks the stack from the top ("if any controller on the
    /// stack has it true the tab bar is hidden, if all are false it shows",
    /// jianshu.com/p/4e94dd08623b, printed from UIKit; and "the bottom bar
    /// remains hidden until the view controller is popped from the stack",
    /// qiita.com/satorun/items/bc86606a0bd40275ac97, iOS 10).
    var hidesBarForStack: Bool {
        guard let navigation = displayedChild as? UINavigationController else { return false }
        return navigation.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Places the bar along the bottom (its height for the traits plus the
    /// bottom safe area) and the shown child's view over the whole
    /// controller view, under the bar, with the bar's height added to the
    /// child's safe area: on an iPhone 15 held upright the content's bottom
    /// safe area is 49 + 34 = 83 points, as on iOS.
    func layoutContainer() {
        guard let container = storedView else { return }
        if !isChangingSelection {
            syncBarItems()
            if displayedChild !== childToDisplay { displayChild(childToDisplay) }
        }
        let bounds = container.bounds
        let traits = container.traitCollection
        let contentHeight = UITabBar.contentHeight(for: traits)
        let barHeight = contentHeight + container.safeAreaInsets.bottom
        let barShown = !storedTabBar.isHidden && !hidesBarForStack
        storedTabBar.frame = CGRect(x: bounds.minX, y: barShown ? bounds.maxY - barHeight : bounds.maxY,
                                    width: bounds.width, height: barHeight)
        storedTabBar.alpha = barShown ? 1 : 0
        guard let child = displayedChild, let childView = child.viewIfLoaded else { return }
        // An opaque bar keeps the content above it unless the child asks to
        // extend under opaque bars (UIKit's `extendedLayoutIncludesOpaqueBars`).
        let opaque = !storedTabBar.isTranslucent
        childView.frame = barShown && opaque ? CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height - barHeight) : bounds
        child.containerBarSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: barShown && !opaque ? contentHeight : 0, right: 0)
        storedTabBar.setNeedsLayout()
    }

    /// The shown tab's content scrolled (told by the scroll view, or by a
    /// navigation controller in the tab): the bar checks its scroll edge again.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        storedTabBar.setNeedsLayout()
    }

    /// The scroll view whose bottom edge the bar follows: the shown tab's
    /// (a navigation controller's top controller's) view, or its first
    /// subview, if a scroll view, as UINavigationController finds its own.
    private var contentScrollView: UIScrollView? {
        guard var controller = displayedChild else { return nil }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController { controller = top }
        return UINavigationController.contentScrollView(of: controller)
    }

    /// Whether the content scroll view shows its bottom edge, or there is
    /// none: there iOS 15 and later use the bar's scroll-edge appearance.
    func contentIsAtBottomEdge() -> Bool {
        guard let scrollView = contentScrollView else { return true }
        // A scroll view directly in a tab tells this controller when it
        // scrolls; inside a navigation controller, that controller listens
        // and passes it on.
        if !(displayedChild is UINavigationController), scrollView.contentScrollObserver == nil { scrollView.contentScrollObserver = self }
        let inset = scrollView.adjustedContentInset
        let bottomOffset = scrollView.contentSize.height + inset.bottom - scrollView.bounds.height
        return scrollView.contentOffset.y >= bottomOffset - 0.5
    }
}

/// A tab bar controller's view: lays out the bar and the shown tab.
final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }
}
