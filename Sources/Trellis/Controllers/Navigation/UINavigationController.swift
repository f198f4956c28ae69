import Foundation

/// A container told when its content scroll view scrolls (its bars follow
/// the content's edges).
protocol ContentScrollObserver: AnyObject {
    func contentScrollViewDidScroll(_ scrollView: UIScrollView)
}

/// Hears a navigation controller show its controllers, as in UIKit. Every
/// method is optional (default implementations below). UIKit's transition
/// animator methods are left out: transitions are not animated here.
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called after the incoming controller's `viewWillAppear`, before the
    /// outgoing one's `viewDidDisappear`.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called after the incoming controller's `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of controllers shown one at a time under a navigation bar, as in
/// UIKit: the top controller's view fills the controller's view, the bar
/// (and the toolbar, when shown) lie over it, and the top controller's safe
/// area leaves them out, so content laid out on the safe area (and a scroll
/// view's `adjustedContentInset`) starts below the bar.
///
/// Push, pop and `setViewControllers` run the appearance callbacks in
/// UIKit's order (outgoing `viewWillDisappear`, incoming `viewWillAppear`,
/// delegate `willShow`, outgoing `viewDidDisappear`, incoming
/// `viewDidAppear`, delegate `didShow`; NavigationControllerTests cites the
/// published logs), with containment (`willMove(toParent:)` before,
/// `didMove(toParent:)` after) so `isMovingToParent` and
/// `isMovingFromParent` hold in the callbacks. Transitions are not
/// animated: each completes before the call that started it returns.
///
/// The bar takes the scroll-edge appearance (transparent by default, iOS
/// 15) while the top controller's scroll view rests at its top edge, and a
/// large title shows there when the bar `prefersLargeTitles`; scrolled
/// past the large title's height, the title collapses into the bar (the
/// states at rest; iOS's in-between frames of the collapse are not drawn).
open class UINavigationController: UIViewController, ContentScrollObserver {
    private var stack: [UIViewController] = []

    private let storedNavigationBar: UINavigationBar
    private let storedToolbar: UIToolbar

    /// The bar at the top; the controller gives it the stack's items.
    open var navigationBar: UINavigationBar { storedNavigationBar }
    /// The toolbar at the bottom, showing the top controller's `toolbarItems`
    /// while `isToolbarHidden` is false.
    open var toolbar: UIToolbar! { storedToolbar }

    /// Hears the controller show its controllers.
    open weak var delegate: (any UINavigationControllerDelegate)?

    public init(rootViewController: UIViewController) {
        storedNavigationBar = UINavigationBar(frame: .zero)
        storedToolbar = UIToolbar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        connectBars()
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedNavigationBar = UINavigationBar(frame: .zero)
        storedToolbar = UIToolbar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        connectBars()
    }

    public required init?(coder: NSCoder) {
        storedNavigationBar = UINavigationBar(frame: .zero)
        storedToolbar = UIToolbar(frame: .zero)
        super.init(coder: coder)
        connectBars()
    }

    private func connectBars() {
        navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.itemsObserver = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
        toolbar.isHidden = true
    }

    // MARK: - The stack

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is visible: a controller presented over
    /// the navigation controller (or over its top controller) if there is
    /// one, otherwise the top controller, as in UIKit.
    open var visibleViewController: UIViewController? {
        if let presented = storedPresentedViewController ?? topViewController?.storedPresentedViewController { return presented }
        return topViewController
    }

    /// Pushes `viewController` on the stack and shows it. Pushing a
    /// controller already on the stack, or a navigation controller, is an
    /// error in UIKit ("Pushing the same view controller instance more than
    /// once is not supported", "Pushing a navigation controller is not
    /// supported"); here it is reported and ignored.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            LayoutDiagnostics.report(.invalidOperation, "Pushing the same view controller instance more than once is not supported (\(viewController.controllerDescription)); the push was ignored.")
            return
        }
        if viewController is UINavigationController {
            LayoutDiagnostics.report(.invalidOperation, "Pushing a navigation controller is not supported (\(viewController.controllerDescription)); the push was ignored.")
            return
        }
        transition(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; nil (and nothing happens)
    /// when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        transition(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above `viewController` and returns them,
    /// bottom first; nil if `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            LayoutDiagnostics.report(.invalidOperation, "Tried to pop to \(viewController.controllerDescription), which is not on the stack of \(controllerDescription).")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { transition(to: Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Controllers that stay keep their state; new ones
    /// become children, removed ones stop being; when the top changes it
    /// appears and the old top disappears, as with a push or pop. A
    /// controller listed twice, or a navigation controller, is reported and
    /// left out (UIKit raises an exception).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var clean: [UIViewController] = []
        for controller in viewControllers {
            if clean.contains(where: { $0 === controller }) {
                LayoutDiagnostics.report(.invalidOperation, "\(controller.controllerDescription) appears twice in the view controllers of \(controllerDescription); the second was left out.")
            } else if controller is UINavigationController {
                LayoutDiagnostics.report(.invalidOperation, "Pushing a navigation controller is not supported (\(controller.controllerDescription)); it was left out.")
            } else {
                clean.append(controller)
            }
        }
        transition(to: clean, animated: animated)
    }

    /// Shows `vc` by pushing it, as UIKit's navigation controller does.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override var handlesShow: Bool { true }

    /// Moves from the current stack to `newStack`: containment, the
    /// appearance callbacks (when the navigation controller is on screen),
    /// the delegate, the bar's items, the views.
    private func transition(to newStack: [UIViewController], animated: Bool) {
        let oldStack = stack
        let oldTop = oldStack.last, newTop = newStack.last
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }

        for controller in added {
            // A controller taken from another navigation controller (a split
            // view collapsing its columns into one stack) leaves that stack.
            if let other = controller.parent as? UINavigationController, other !== self { other.release(controller) }
            addChild(controller)
        }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = newStack
        // A tab bar controller above hides its bar while a controller on
        // the stack has hidesBottomBarWhenPushed.
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        // Order the children as the stack, as UIKit's `children` lists them.
        navigationBar.setItems(newStack.map(\.navigationItem), animated: false)

        let topChanged = oldTop !== newTop
        // Only a navigation controller that has appeared makes its children
        // appear and disappear; one off screen (or still appearing) passes
        // its own appearance on to the top controller when it comes.
        let onScreen = isViewLoaded && appearanceState == .appeared
        // A change while the navigation controller itself is appearing (a
        // push in the root's viewWillAppear): the old top stops appearing
        // and disappears now; the new top appears with the container.
        let appearing = isViewLoaded && appearanceState == .appearing
        if topChanged, isViewLoaded {
            newTop?.loadViewIfNeeded()
            if onScreen || appearing {
                oldTop?.beginAppearanceTransition(false, animated: animated)
                newTop?.beginAppearanceTransition(true, animated: animated)
            }
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: animated) }
            install(newTop, replacing: oldTop)
            view.layoutIfNeeded()
            if onScreen {
                oldTop?.endAppearanceTransition()
                newTop?.endAppearanceTransition()
            } else if appearing {
                oldTop?.endAppearanceTransition()
            }
            if let newTop { delegate?.navigationController(self, didShow: newTop, animated: animated) }
        }

        for controller in added { controller.didMove(toParent: self) }
        for controller in removed { controller.removeFromParent() }
    }

    /// Takes `controller` off the stack without transitions: it is moving
    /// to another navigation controller, which makes it its child. If it
    /// was on top, the controller below takes its place.
    private func release(_ controller: UIViewController) {
        guard let index = stack.firstIndex(where: { $0 === controller }) else { return }
        let wasTop = index == stack.count - 1
        stack.remove(at: index)
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        if wasTop, isViewLoaded { install(stack.last, replacing: controller) }
    }

    /// Puts `newTop`'s view in the container (under the bars) and takes
    /// `oldTop`'s out.
    private func install(_ newTop: UIViewController?, replacing oldTop: UIViewController?) {
        guard let container = viewIfLoaded else { return }
        if let newTop, let newView = newTop.view {
            newView.frame = container.bounds
            newView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if newView.superview !== container { container.insertSubview(newView, at: 0) }
        }
        if let oldTop, oldTop !== newTop, let oldView = oldTop.viewIfLoaded, oldView.superview === container {
            oldView.removeFromSuperview()
            oldTop.containerBarSafeAreaInsets = .zero
        }
        container.setNeedsLayout()
    }

    // MARK: - The view

    /// The container: the top controller's view, then the toolbar and the
    /// bar over it. A subclass that makes its own view in `loadView` should
    /// call super's.
    open override func loadView() {
        let container = NavigationContainerView(frame: UIViewController.defaultViewFrame)
        container.controller = self
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = container
        container.addSubview(toolbar)
        container.addSubview(navigationBar)
        if let top = topViewController { install(top, replacing: nil) }
    }

    /// Lays out the bars and the top controller's view, and gives the top
    /// controller the safe area the bars leave it.
    func layoutContainer() {
        guard let container = viewIfLoaded else { return }
        let b = container.bounds, safe = container.safeAreaInsets
        let traits = container.traitCollection
        let compactHeight = traits.userInterfaceIdiom != .pad && traits.verticalSizeClass == .compact
        let top = topViewController
        let scrollView = top.flatMap { $0.contentScrollView(for: .top) ?? Self.contentScrollView(of: $0) }
        let bottomScrollView = top.flatMap { $0.contentScrollView(for: .bottom) ?? Self.contentScrollView(of: $0) }
        for observed in [scrollView, bottomScrollView] {
            if let observed, observed.contentScrollObserver !== self { observed.contentScrollObserver = self }
        }

        // The navigation bar.
        let barTop = Self.navigationBarTop(forSafeAreaTop: safe.top)
        let wantsLarge = !compactHeight && largeTitleWanted(for: stack.count - 1)
        if top !== largeTitleOwner {
            largeTitleOwner = top
            largeTitleCollapsed = false
        }
        if wantsLarge, let scrollView {
            // Collapsed once the content has scrolled past the large title's
            // height from where it rests under the large title; measured
            // from that resting place whichever state the bar is in, so the
            // content does not move when the title collapses and the state
            // is stable at rest.
            let restingTop = scrollView.adjustedContentInset.top + (largeTitleCollapsed ? UINavigationBar.largeTitleHeight : 0)
            let scrolled = scrollView.contentOffset.y + restingTop
            largeTitleCollapsed = scrolled >= UINavigationBar.largeTitleHeight - 0.5
        } else {
            largeTitleCollapsed = false
        }
        let large = wantsLarge && !largeTitleCollapsed
        navigationBar.showsLargeTitle = large
        let barHeight = navigationBar.contentHeight(large: large)
        navigationBar.frame = CGRect(x: 0, y: barTop, width: b.width, height: barHeight)
        navigationBar.backgroundExtensionAbove = barTop
        navigationBar.isHidden = isNavigationBarHidden
        let barBottom = isNavigationBarHidden ? 0 : barTop + barHeight

        // The toolbar.
        let toolbarShown = !isToolbarHidden
        let toolbarHeight = UINavigationBar.standardHeight(for: traits)
        toolbar.isHidden = !toolbarShown
        if toolbarShown {
            if toolbar.items.map({ $0.map(ObjectIdentifier.init) }) != top?.toolbarItems.map({ $0.map(ObjectIdentifier.init) }) {
                toolbar.items = top?.toolbarItems
            }
            toolbar.frame = CGRect(x: 0, y: b.height - safe.bottom - toolbarHeight, width: b.width, height: toolbarHeight)
            toolbar.backgroundExtensionBelow = safe.bottom
        }

        // The top controller's view fills the container; its safe area
        // reaches down to the bar's bottom edge and up to the toolbar.
        if let top, let topView = top.viewIfLoaded, topView.superview === container {
            if topView.frame != b { topView.frame = b }
            top.containerBarSafeAreaInsets = UIEdgeInsets(top: max(0, barBottom - safe.top), left: 0,
                                                          bottom: toolbarShown ? toolbarHeight : 0, right: 0)
        }

        // Scroll-edge looks: the bar's while the content rests at its top,
        // the toolbar's while its end reaches the toolbar; with no scroll
        // view both count as at the edge (iOS 15).
        if let scrollView {
            navigationBar.isAtScrollEdge = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 0.5
        } else {
            navigationBar.isAtScrollEdge = true
        }
        if let bottomScrollView {
            let inset = bottomScrollView.adjustedContentInset
            let bottomEdge = bottomScrollView.contentSize.height + inset.bottom - bottomScrollView.bounds.height
            toolbar.isAtScrollEdge = bottomScrollView.contentOffset.y >= bottomEdge - 0.5
        } else {
            toolbar.isAtScrollEdge = true
        }
    }

    /// The controller whose scroll position decides the large title, and
    /// whether it has scrolled the title into the bar.
    private weak var largeTitleOwner: UIViewController?
    private var largeTitleCollapsed = false

    /// Where the bar's top edge goes for a container whose safe area starts
    /// `safeTop` points down: at the safe area's top (under the status bar),
    /// except on iPhones with the Dynamic Island, whose 59-point inset
    /// holds a 54-point status bar and the bar starts there, overlapping the
    /// safe area by 5 points (kouki.hatenadiary.com, 2022-10-18: on the
    /// iPhone 14 Pro the navigation bar's minY is 5.33 points above the
    /// safe area's top, where on every earlier iPhone and iPad they match).
    static func navigationBarTop(forSafeAreaTop safeTop: CGFloat) -> CGFloat {
        safeTop == 59 ? 54 : safeTop
    }

    /// Whether the controller at `index` in the stack shows a large title
    /// when the content is at its top: the bar must prefer large titles;
    /// `.always` and `.never` decide, `.automatic` does what the controller
    /// below did (the root: large), as UIKit documents for
    /// `largeTitleDisplayMode`; `.inline` (iOS 17) keeps the title in the bar.
    func largeTitleWanted(for index: Int) -> Bool {
        guard navigationBar.prefersLargeTitles, index >= 0, index < stack.count else { return false }
        switch stack[index].navigationItem.largeTitleDisplayMode {
        case .always: return true
        case .never, .inline: return false
        case .automatic: return index == 0 ? true : largeTitleWanted(for: index - 1)
        }
    }

    /// The scroll view the bars follow: the controller's view if it is one,
    /// else the first scroll view among its subviews (UIKit looks there too
    /// when no content scroll view was set).
    static func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        guard let view = controller.viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first { $0 is UIScrollView } as? UIScrollView
    }

    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let top = topViewController else { return }
        let followed = [top.contentScrollView(for: .top), top.contentScrollView(for: .bottom), Self.contentScrollView(of: top)]
        guard followed.contains(where: { $0 === scrollView }) else { return }
        viewIfLoaded?.setNeedsLayout()
        // A tab bar below follows the content's bottom edge too.
        tabBarController?.contentScrollViewDidScroll(scrollView)
    }

    /// The top controller's toolbar items changed.
    func toolbarItemsDidChange(of controller: UIViewController) {
        guard controller === topViewController else { return }
        viewIfLoaded?.setNeedsLayout()
    }

    // MARK: - Bars

    // MARK: - Status bar

    /// The top controller decides the status bar's style only while the
    /// navigation bar is hidden; under a visible bar the navigation
    /// controller's own `preferredStatusBarStyle` does ("If ViewController is
    /// in a NavigationController (and the NavigationBar isn't hidden), then
    /// the StatusBar color is determined by the NavigationController",
    /// forums.swift.org/t/50926; sarunw.com, "How to fix
    /// preferredStatusBarStyle not getting called").
    open override var childForStatusBarStyle: UIViewController? {
        isNavigationBarHidden ? topViewController : nil
    }

    /// Under a visible bar: light content on a `.black` navigation bar,
    /// else the default (the iOS 7 UI Transition Guide: "if the navigation
    /// bar style is UIBarStyleBlack, the status bar style will be
    /// UIStatusBarStyleLightContent").
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        navigationBar.barStyle == .black ? .lightContent : .default
    }

    /// The top controller decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { topViewController }

    /// Whether the navigation bar is hidden. Default false.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenState }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    private var navigationBarHiddenState = false

    /// Hides or shows the navigation bar; the top controller's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHiddenState = hidden
        navigationBar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether the toolbar is hidden. Default true, as in UIKit.
    open var isToolbarHidden: Bool {
        get { toolbarHiddenState }
        set { setToolbarHidden(newValue, animated: false) }
    }

    private var toolbarHiddenState = true

    /// Hides or shows the toolbar; the top controller's safe area follows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHiddenState = hidden
        toolbar.isHidden = hidden
        viewIfLoaded?.setNeedsLayout()
    }

    /// Whether a swipe hides the bars. Kept but without effect: there are
    /// no swipes without a touch screen, so the bars stay as they are.
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides the bars; kept without effect, as `hidesBarsOnSwipe`.
    open var hidesBarsOnTap = false
    /// Whether the keyboard hides the bars; kept without effect (no keyboard).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether a compact height hides the bars; kept without effect.
    open var hidesBarsWhenVerticallyCompact = false

    // UIKit's `interactivePopGestureRecognizer` is absent: Trellis has no
    // gesture recognizers (nothing to swipe with); the back button pops.
}

/// A navigation controller's view: lays out the bars and the top view.
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }
}
