import Foundation
import Synchronization

/// Manages a view hierarchy, as in UIKit: loads its view lazily, hears when
/// it appears and disappears, lays it out, contains child controllers and
/// presents others.
///
/// Everything a subclass may override lives in the class body: on Linux,
/// without the Objective-C runtime, members declared in extensions cannot
/// be overridden.
///
/// Transitions are not animated here (there is no screen to animate on, see
/// UIView+Animation.swift): appearance callbacks, presentation and
/// dismissal complete before the call that started them returns, and
/// completion blocks run synchronously.
open class UIViewController: UIResponder, UIContentContainer {
    // MARK: - Creating

    /// UIKit loads the view from the named nib; Trellis reads no nibs, so the
    /// names are kept for the caller and `loadView()` makes the view in code.
    public private(set) var nibName: String?
    public private(set) var nibBundle: Bundle?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Controllers are not read from archives; storyboards build them in code.
    public required init?(coder: NSCoder) {
        super.init()
    }

    deinit {
        storedView?.owningViewController = nil
        if appearanceState != .disappeared { UIViewController.visibleControllers.subtract(1, ordering: .relaxed) }
    }

    // MARK: - The view

    var storedView: UIView?
    private var isLoadingView = false

    /// The controller's root view. Reading it the first time calls
    /// `loadView()` and then `viewDidLoad()`, as in UIKit. Setting it
    /// replaces the view (nil unloads it; the next read loads it again).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set { install(newValue) }
    }

    /// Whether the view is in memory; reading this does not load it.
    open var isViewLoaded: Bool { storedView != nil }

    /// The view if it is loaded, nil otherwise; never loads it.
    open var viewIfLoaded: UIView? { storedView }

    /// Loads the view now if it is not loaded: `loadView()`, then `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            LayoutDiagnostics.report(.invalidOperation, "\(controllerDescription) loadView() did not set the view; a plain UIView stands in.")
            install(UIViewController.makeDefaultView())
        }
        if overrideUserInterfaceStyle != .unspecified { storedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
        viewDidLoad()
    }

    /// Makes the view. UIKit's default loads the nib, or without one makes a
    /// plain `UIView` the size of the screen that resizes with its
    /// superview (flexible width and height); so does this one. Override it
    /// to make the view in code, without calling super, and set `view`.
    open func loadView() {
        if let load = storyboardViewLoader {
            view = load(self)
            return
        }
        view = UIViewController.makeDefaultView()
    }

    // MARK: - Storyboards

    /// Set by the Storyboard module on a controller it instantiates: builds
    /// the scene's view (and connects its outlets) when the default
    /// `loadView()` runs, as UIKit's loads the scene's nib.
    package var storyboardViewLoader: ((UIViewController) -> UIView)?
    /// The storyboard the controller came from (`storyboard` in the Storyboard module).
    package var storyboardReference: AnyObject?

    /// Called before a segue from this controller runs, as in UIKit: pass
    /// data to `segue.destination` here. Embed segues (container views)
    /// call it too, while the view is loading.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue a control triggers should run; UIKit asks this for
    /// triggered segues only, not for `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called once, after the view is loaded.
    open func viewDidLoad() {}

    /// The frame of a view made by the default `loadView()`: the main
    /// screen's bounds, as in UIKit (the key window's screen; without one,
    /// an iPhone 15 held upright, see `UIScreen.main`).
    static var defaultViewFrame: CGRect { UIScreen.main.bounds }

    private static func makeDefaultView() -> UIView {
        let view = UIView(frame: defaultViewFrame)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// Makes `newView` this controller's view and the controller its owner.
    private func install(_ newView: UIView?) {
        guard newView !== storedView else { return }
        storedView?.owningViewController = nil
        storedView?.setMinimumLayoutMargins(nil)
        if let newView, let previousOwner = newView.owningViewController, previousOwner !== self {
            previousOwner.storedView = nil
        }
        storedView = newView
        guard let newView else { return }
        newView.owningViewController = self
        // A root view's own margins start at zero: UIKit's default for a
        // controller's root view is the system minimum (see
        // `systemMinimumLayoutMargins`), not the 8 points of other views.
        if newView.storedLayoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
            newView.layoutMargins = .zero
        }
        updateMinimumLayoutMargins()
        if let parent, let override = parent.childTraitOverrides[ObjectIdentifier(self)] {
            newView.traitOverrides = newView.traitOverrides.replacing(nil, with: override)
        }
        if additionalSafeAreaInsets != .zero || containerBarSafeAreaInsets != .zero { newView.controllerSafeAreaInsetsDidChange() }
    }

    /// `<Type: 0x…>`, as UIKit names controllers in its messages.
    var controllerDescription: String {
        "<\(String(describing: type(of: self))): \(NSLayoutConstraint.address(of: self))>"
    }

    // MARK: - Identity

    /// The name state restoration saves and restores this controller under
    /// (UIKit's `UIViewController.restorationIdentifier`, nil by default;
    /// a storyboard's "Use Storyboard ID" sets it to the storyboard ID).
    /// Trellis keeps it but restores no state.
    open var restorationIdentifier: String?

    /// A name for the screen, which navigation and tab bars show: setting
    /// it sets the navigation item's title and the tab bar item's title too,
    /// as UIKit does.
    open var title: String? {
        didSet {
            storedNavigationItem?.title = title
            storedTabBarItem?.title = title
        }
    }

    // MARK: - Bars and containers

    private var storedNavigationItem: UINavigationItem?
    private var storedTabBarItem: UITabBarItem?

    /// What a navigation bar shows while this controller is on a
    /// navigation stack; made on first use with the controller's title.
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }

    /// The controller's tab in a tab bar; made on first use with the
    /// controller's title and no image.
    open var tabBarItem: UITabBarItem! {
        get {
            if let item = storedTabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }

    /// The items a navigation controller's toolbar shows while this
    /// controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationController?.toolbarItemsDidChange(of: self) }
    }

    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    private weak var topContentScrollView: UIScrollView?
    private weak var bottomContentScrollView: UIScrollView?

    /// Sets the scroll view whose position a container's bars follow at
    /// `edge` (iOS 15): the navigation bar's scroll-edge look and large
    /// title follow the top one, the toolbar's look the bottom one. Without
    /// one the container finds the controller's scroll view itself.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        if edge.contains(.top) { topContentScrollView = scrollView }
        if edge.contains(.bottom) { bottomContentScrollView = scrollView }
        navigationController?.viewIfLoaded?.setNeedsLayout()
    }

    /// The scroll view set for `edge` with `setContentScrollView(_:for:)`, or nil.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        edge.contains(.top) ? topContentScrollView : (edge.contains(.bottom) ? bottomContentScrollView : nil)
    }

    /// Whether a tab bar hides while this controller is pushed on a navigation stack inside it.
    open var hidesBottomBarWhenPushed: Bool = false

    /// The nearest navigation controller among this controller's ancestors.
    open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }
    /// The nearest tab bar controller among this controller's ancestors.
    open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }
    /// The nearest split view controller among this controller's ancestors.
    open var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// The nearest of this controller's parents (and then the parents of
    /// the controller that presented it) that is a `T`, excluding itself.
    func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        firstAncestor { $0 is T } as? T
    }

    /// The nearest of this controller's parents (then the parents of the
    /// controller that presented it) for which `predicate` holds.
    private func firstAncestor(where predicate: (UIViewController) -> Bool) -> UIViewController? {
        var candidate = storedParent ?? storedPresentingViewController
        while let controller = candidate {
            if predicate(controller) { return controller }
            candidate = controller.storedParent ?? controller.storedPresentingViewController
        }
        return nil
    }

    /// Whether this controller shows others itself when asked to `show`
    /// (navigation and split view controllers do).
    var handlesShow: Bool { false }

    /// Shows `vc` the way the nearest container chooses: a navigation
    /// controller pushes it, a split view controller puts it in a column;
    /// with no such container it is presented, as UIKit does.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let target = showTarget() {
            target.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail: a split view controller puts it in its
    /// secondary column; elsewhere this is `show(_:sender:)`, as UIKit does.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController {
            split.showDetailViewController(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }

    /// The nearest ancestor that handles `show` itself.
    func showTarget() -> UIViewController? {
        firstAncestor { $0.handlesShow }
    }

    // MARK: - Appearance

    /// Called before the view is added to a visible hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to a visible hierarchy and laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from a visible hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from a visible hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Tells the controller its view is about to appear (`true`) or
    /// disappear: calls `viewWillAppear` or `viewWillDisappear`, and the
    /// same for the controllers whose views are in its view's hierarchy.
    /// A container that forwards appearance itself
    /// (`shouldAutomaticallyForwardAppearanceMethods` false) calls this on
    /// its children; a window calls it on its root controller. Each call is
    /// paired with `endAppearanceTransition()`; repeated calls in the same
    /// direction do nothing, as in UIKit.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Finishes the transition `beginAppearanceTransition` started: lays out
    /// an appearing view, then calls `viewDidAppear` (or
    /// `viewDidDisappear`), and the same for the controllers it forwarded to.
    open func endAppearanceTransition() {
        endAppearance(layingOut: true)
    }

    // MARK: - Interface style and status bar

    /// The appearance (light or dark) the controller, its view and its
    /// children use whatever the system's (iOS 13); `.unspecified` inherits.
    /// Applied to the view (now, or when it loads) as its
    /// `overrideUserInterfaceStyle`.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { storedView?.overrideUserInterfaceStyle = overrideUserInterfaceStyle }
    }

    /// The status bar style the controller wants when it decides the status
    /// bar's appearance; `.default` (dark content in light mode, light in dark).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// Whether the controller wants the status bar hidden; false.
    open var prefersStatusBarHidden: Bool { false }

    /// How the status bar changes when `setNeedsStatusBarAppearanceUpdate()`
    /// runs in an animation block; `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The child whose `preferredStatusBarStyle` decides instead of this
    /// controller's; nil.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// The child whose `prefersStatusBarHidden` decides instead of this
    /// controller's; nil.
    open var childForStatusBarHidden: UIViewController? { nil }

    /// Whether a controller presented not full screen still decides the
    /// status bar's appearance; false.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells the system to ask for the status bar's style and visibility
    /// again; `UIStatusBarManager` asks whenever it is read, so this only
    /// counts the requests.
    open func setNeedsStatusBarAppearanceUpdate() {
        statusBarAppearanceUpdateRequests += 1
    }

    /// How many times `setNeedsStatusBarAppearanceUpdate()` was called.
    package private(set) var statusBarAppearanceUpdateRequests = 0

    /// The animation a modal presentation uses; `.coverVertical`. Stored:
    /// presentations here are not animated.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Whether appearance callbacks reach the children without the
    /// container calling `beginAppearanceTransition` on them; true, as in UIKit.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Where the controller is between disappeared and appeared.
    enum AppearanceState: Sendable { case disappeared, appearing, appeared, disappearing }

    var appearanceState: AppearanceState = .disappeared {
        didSet {
            switch (oldValue == .disappeared, appearanceState == .disappeared) {
            case (true, false): UIViewController.visibleControllers.add(1, ordering: .relaxed)
            case (false, true): UIViewController.visibleControllers.subtract(1, ordering: .relaxed)
            default: break
            }
        }
    }

    private var appearanceAnimated = false

    /// How many controllers are appearing, appeared or disappearing; while
    /// none are, adding and removing views owes no one a callback.
    static let visibleControllers = Atomic<Int>(0)

    // MARK: - Layout

    /// Called just before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}

    /// Called just after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Called in the layout pass, in place of the view's own
    /// `updateConstraints()`, when the view needs its constraints updated
    /// (`view.setNeedsUpdateConstraints()`). Override it to change
    /// constraints in one place and call `super.updateViewConstraints()` last,
    /// as in UIKit; the default calls the view's `updateConstraints()`.
    open func updateViewConstraints() {
        storedView?.updateConstraints()
    }

    /// The size the controller would like, for a container or presentation
    /// to honour (a form sheet takes it as its size). Changing it tells the
    /// parent through `preferredContentSizeDidChange(forChildContentContainer:)`;
    /// a presented form sheet resizes.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if storedPresentingViewController != nil {
                updatePresentedFrame()
            }
        }
    }

    /// Insets added to the safe area of the view (for content the controller
    /// puts over its edges, as a toolbar). They add to what the view's
    /// position on the device gives it: the view's `safeAreaInsets` and
    /// `safeAreaLayoutGuide` include them.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            storedView?.controllerSafeAreaInsetsDidChange()
        }
    }

    /// Insets a container adds to this child's safe area for the bars it
    /// draws over the child's view (a navigation bar, a toolbar, a tab
    /// bar), as UIKit's containers do without touching the app's
    /// `additionalSafeAreaInsets`: both add to the safe area the view's
    /// position gives it.
    var containerBarSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard containerBarSafeAreaInsets != oldValue else { return }
            storedView?.controllerSafeAreaInsetsDidChange()
        }
    }

    /// The least margins the system wants for the root view: 16 points
    /// leading and trailing in a compact width (and when no size class is
    /// known), 20 in a regular width, none at the top and bottom. The root
    /// view's `layoutMargins` are never smaller than these while
    /// `viewRespectsSystemMinimumLayoutMargins` is true; do not override.
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins are at least `systemMinimumLayoutMargins`
    /// (true by default); false leaves them to the view's own `layoutMargins`.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { updateMinimumLayoutMargins() } }
    }

    /// Puts the system minimum margins on the root view, for its size class and direction.
    func updateMinimumLayoutMargins() {
        guard let view = storedView else { return }
        guard viewRespectsSystemMinimumLayoutMargins else { return view.setMinimumLayoutMargins(nil) }
        let minimum = systemMinimumLayoutMargins
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        view.setMinimumLayoutMargins(UIEdgeInsets(top: minimum.top, left: rightToLeft ? minimum.trailing : minimum.leading,
                                                  bottom: minimum.bottom, right: rightToLeft ? minimum.leading : minimum.trailing))
    }

    // MARK: - Traits

    /// The controller's traits: its view's when the view is loaded (the
    /// window's traits with every override on the way down applied),
    /// otherwise its parent's with the parent's override for it, otherwise
    /// `UITraitCollection.current`.
    open var traitCollection: UITraitCollection {
        if let view = storedView { return view.traitCollection }
        if let parent {
            let inherited = parent.traitCollection
            guard let override = parent.childTraitOverrides[ObjectIdentifier(self)] else { return inherited }
            return UITraitCollection(traitsFrom: [inherited, override])
        }
        return UITraitCollection.current
    }

    /// Called when an effective trait changed, with the traits before: on
    /// the controller just before its view, parents before children, as in
    /// UIKit. Not called when no trait changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called by the view hierarchy's trait delivery, before the view hears of it.
    func viewTraitsDidChange(from previous: UITraitCollection) {
        let current = traitCollection
        if current.horizontalSizeClass != previous.horizontalSizeClass || current.layoutDirection != previous.layoutDirection {
            updateMinimumLayoutMargins()
        }
        if storedPresentingViewController != nil { updatePresentedFrame() }
        traitCollectionDidChange(previous)
        runTraitChangeRegistrations(previous: previous)
    }

    // MARK: - Editing

    /// Whether the controller is in editing mode. Setting it calls
    /// `setEditing(_:animated:)` without animation, as in UIKit, so an
    /// override of that method sees every change.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode; subclasses override it to update their
    /// views, calling super. Updates `editButtonItem`, as UIKit does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        if let item = storedEditButtonItem { UIViewController.configureEditButton(item, editing: editing) }
    }

    private var editingState = false
    private var storedEditButtonItem: UIBarButtonItem?

    /// A button that toggles editing, as UIKit's: "Edit" while not editing,
    /// "Done" (the `.done` style) while editing; tapping it calls
    /// `setEditing(_:animated:)` with the other state. Made on first use.
    open var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem()
        item.primaryAction = UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        UIViewController.configureEditButton(item, editing: isEditing)
        storedEditButtonItem = item
        return item
    }

    private static func configureEditButton(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// iOS 17's trait change registrations (UITraitChangeObservable.swift).
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// Overrides traits for a child: the child and everything under it see
    /// `collection`'s specified traits in place of the inherited ones, as a
    /// custom container does to give a child a compact width. Nil removes
    /// the override. Applied through the child's view's `traitOverrides`.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        guard childViewController.parent === self else {
            LayoutDiagnostics.report(.invalidOperation, "\(childViewController.controllerDescription) is not a child of \(controllerDescription); its trait override was ignored.")
            return
        }
        let key = ObjectIdentifier(childViewController)
        let previous = childTraitOverrides[key]
        childTraitOverrides[key] = collection
        if let view = childViewController.storedView {
            view.traitOverrides = view.traitOverrides.replacing(previous, with: collection)
        }
    }

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }

    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    // MARK: - Containment

    weak var storedParent: UIViewController?
    private var storedChildren: [UIViewController] = []

    /// The container this controller is a child of.
    open var parent: UIViewController? { storedParent }

    /// The child controllers, in the order they were added.
    open var children: [UIViewController] { storedChildren }

    /// Makes `childController` a child, first calling its
    /// `willMove(toParent:)` with this controller, and taking it from its
    /// old parent if it had one. Adding its view and then calling its
    /// `didMove(toParent:)` are the container's job, as in UIKit. Adding a
    /// controller to itself or to one of its own children is reported and ignored.
    open func addChild(_ childController: UIViewController) {
        var ancestor: UIViewController? = self
        while let candidate = ancestor {
            if candidate === childController {
                let what = candidate === self ? "itself" : "its own descendant \(controllerDescription)"
                LayoutDiagnostics.report(.invalidOperation, "Can't add \(childController.controllerDescription) as a child of \(what); the hierarchy is unchanged.")
                return
            }
            ancestor = candidate.storedParent
        }
        guard childController.storedParent !== self else { return }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
        childController.movingToParent = true
    }

    /// Takes the controller from its parent, then calls its
    /// `didMove(toParent: nil)`. Calling `willMove(toParent: nil)` first and
    /// removing the view are the container's job, as in UIKit.
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        let key = ObjectIdentifier(self)
        if let override = parent.childTraitOverrides.removeValue(forKey: key), let view = storedView {
            view.traitOverrides = view.traitOverrides.replacing(override, with: nil)
        }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        movingToParent = false
        didMove(toParent: nil)
        movingFromParent = false
    }

    /// Called before the controller is added to a container (by `addChild`)
    /// or removed from one (by the container, with nil, before `removeFromParent()`).
    /// Overrides call super.
    open func willMove(toParent parent: UIViewController?) {
        if parent == nil, storedParent != nil { movingFromParent = true }
    }

    /// Called after the controller was added to a container (by the
    /// container) or removed from one (by `removeFromParent()`, with nil).
    open func didMove(toParent parent: UIViewController?) {}

    private var movingToParent = false
    private var movingFromParent = false

    /// True from `addChild` until the child first finishes appearing: in its
    /// `viewWillAppear` and `viewDidAppear` it knows it is appearing because
    /// it was added to a container.
    open var isMovingToParent: Bool { movingToParent }

    /// True from `willMove(toParent: nil)` until `removeFromParent()`: in
    /// its disappearance callbacks it knows it is leaving its container.
    open var isMovingFromParent: Bool { movingFromParent }

    // MARK: - Transitions

    /// Called before the view's size changes (a rotation, a split-view
    /// resize); `coordinator` runs blocks alongside the change and after it.
    /// The default tells the children (with the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives them,
    /// when it differs from their current size) and a presented controller,
    /// as in UIKit; overrides call super.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in storedChildren where child.isViewLoaded {
            let childSize = self.size(forChildContentContainer: child, withParentContainerSize: size)
            if childSize != child.storedView?.bounds.size { child.viewWillTransition(to: childSize, with: coordinator) }
        }
        if let presented = storedPresentedViewController {
            presented.viewWillTransition(to: presented.presentedFrame(inContainerOfSize: size).size, with: coordinator)
            coordinator.animate(alongsideTransition: { _ in presented.updatePresentedFrame() }, completion: nil)
        }
    }

    /// Called before the controller's traits change in a transition; the
    /// default tells the children, as in UIKit.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in storedChildren { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// A child's `preferredContentSize` changed; a container that sizes its
    /// children by it lays them out again here. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// A child's Auto Layout fitting size changed. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child gets when this controller's size becomes
    /// `parentSize`; the parent's size by default, as in UIKit.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The coordinator of the presentation or dismissal under way, for
    /// blocks to run alongside it; nil outside one.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        activeTransitionCoordinator ?? storedParent?.transitionCoordinator
    }

    var activeTransitionCoordinator: UIViewControllerSizeTransitionCoordinator?

    // MARK: - Presentation

    /// How `present(_:animated:completion:)` shows this controller;
    /// `.automatic` by default, which is a page sheet, as in UIKit.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Presents `viewControllerToPresent` over this controller's screen:
    /// its view goes on top of the presenting view's topmost ancestor (the
    /// window), at the frame its `modalPresentationStyle` gives it. The
    /// presented controller appears; for `.fullScreen` and `.currentContext`
    /// the presenting one disappears (UIKit removes its views; here they stay
    /// under the presented view, which covers them). `completion` runs
    /// before this returns. As in UIKit, presenting a controller that is
    /// already presented, that has a parent, or that is on screen, from a
    /// controller that already presents one, or whose view has not appeared,
    /// is reported and does nothing (and `completion` is not called).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (with everything that
    /// one presented in turn); called on a presented controller, asks its
    /// presenter to dismiss it, as in UIKit. `completion` runs before this
    /// returns. With nothing to dismiss, nothing happens and `completion` is
    /// not called, as in UIKit; Trellis also reports it.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    var storedPresentedViewController: UIViewController?
    weak var storedPresentingViewController: UIViewController?
    /// The style the presentation used, resolved from `.automatic`.
    var presentationStyleInUse: UIModalPresentationStyle = .fullScreen
    /// Whether presenting this controller made its presenter disappear.
    var presentationHidPresenter = false
    var beingPresented = false
    var beingDismissed = false

    /// The controller this one (or its nearest presented ancestor) presented.
    open var presentedViewController: UIViewController? {
        storedPresentedViewController ?? storedParent?.presentedViewController
    }

    /// The controller that presented this one, or its nearest presented ancestor.
    open var presentingViewController: UIViewController? {
        storedPresentingViewController ?? storedParent?.presentingViewController
    }

    /// True while the controller is being presented: in its
    /// `viewWillAppear` and `viewDidAppear` during `present`.
    open var isBeingPresented: Bool { beingPresented }

    /// True while the controller is being dismissed: in its
    /// `viewWillDisappear` and `viewDidDisappear` during `dismiss`.
    open var isBeingDismissed: Bool { beingDismissed }

    /// The presentation controller this controller is (or will be) presented with.
    var storedPresentationController: UIPresentationController?

    /// The presentation controller managing this controller (or its nearest
    /// presented ancestor). Read before presenting, it is made for the
    /// current `modalPresentationStyle`, as in UIKit, so that its delegate
    /// can be set first.
    open var presentationController: UIPresentationController? {
        if storedPresentingViewController == nil, let parent = storedParent { return parent.presentationController }
        return presentationControllerForCurrentStyle()
    }

    /// The popover presentation controller, when `modalPresentationStyle` is
    /// `.popover` (read before presenting, it is made then, as in UIKit);
    /// nil for any other style.
    open var popoverPresentationController: UIPopoverPresentationController? {
        if storedPresentingViewController == nil, let parent = storedParent { return parent.popoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationControllerForCurrentStyle() as? UIPopoverPresentationController
    }

    /// What a presentation in `style` becomes in a compact environment when
    /// no delegate says otherwise. A popover behaves as a form sheet ("In iOS
    /// 13 and later, for horizontally or vertically compact environments,
    /// this option behaves the same as formSheet", developer.apple.com,
    /// UIModalPresentationStyle.popover); other styles adapt on their own.
    func compactPresentationStyle(for style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        style == .popover ? .formSheet : style
    }

    /// Called after a person dismissed this presented controller by tapping
    /// outside it (`UIPopoverPresentationController.simulateTapOutside()`).
    func dismissedFromOutside() {}

    /// A popover must point at something when it is shown: UIKit raises
    /// `NSGenericException` from `-[UIPopoverPresentationController
    /// presentationTransitionWillBegin]`, and so does Trellis, with the same
    /// message (an action sheet has its own, see `UIAlertController`).
    func popoverWithoutSource(presentedFrom presenter: UIViewController, popover: UIPopoverPresentationController) -> Never {
        fatalError("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'UIPopoverPresentationController "
                   + "(<UIPopoverPresentationController: \(NSLayoutConstraint.address(of: popover))>) should have a non-nil "
                   + "sourceView or barButtonItem set before the presentation occurs.'")
    }

    // MARK: - Responder chain

    /// A presented controller's next responder is its presenter; otherwise
    /// its view's superview (the window, for a window's root controller), as
    /// in UIKit; a child whose view is not in a hierarchy falls back to its parent.
    open override var next: UIResponder? {
        if let presenting = storedPresentingViewController { return presenting }
        return storedView?.superview ?? storedParent
    }
}

// MARK: - Appearance mechanics

extension UIViewController {
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        }
        for dependent in appearanceDependents() { dependent.beginAppearance(isAppearing, animated: animated) }
    }

    /// Ends the transition under way; lays the view out first when it is
    /// appearing and `layingOut` is true, so that `viewDidAppear` sees it laid out.
    func endAppearance(layingOut: Bool) {
        switch appearanceState {
        case .appearing:
            if layingOut { storedView?.layoutIfNeeded() }
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            movingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        for dependent in appearanceDependents() { dependent.endAppearance(layingOut: false) }
    }

    /// The controllers appearance is forwarded to: those whose views are the
    /// nearest controller views in this view's hierarchy, children first in
    /// the order they were added (as UIKit walks its children), then any
    /// other controller whose view was put there, in view order (UIKit
    /// reaches those through their views entering the window). Not children
    /// when forwarding is off, nor presented controllers (presentation
    /// drives their appearance).
    func appearanceDependents() -> [UIViewController] {
        guard let view = storedView, view.subviews.isEmpty == false else { return [] }
        var found: [UIViewController] = []
        UIViewController.collectControllers(below: view, into: &found)
        found.removeAll { $0.storedPresentingViewController != nil }
        guard !found.isEmpty else { return [] }
        let others = found.filter { $0.storedParent !== self }
        guard shouldAutomaticallyForwardAppearanceMethods else { return others }
        let inHierarchy = Set(found.map(ObjectIdentifier.init))
        return storedChildren.filter { inHierarchy.contains(ObjectIdentifier($0)) } + others
    }

    /// The controllers owning the nearest controller views under `view` (not `view` itself).
    static func collectControllers(below view: UIView, into found: inout [UIViewController]) {
        for subview in view.subviews {
            if let controller = subview.owningViewController {
                found.append(controller)
            } else {
                collectControllers(below: subview, into: &found)
            }
        }
    }

    /// The appearance state of the nearest controller whose view holds
    /// `view`; without one, a visible window counts as appeared.
    static func appearanceState(around view: UIView) -> AppearanceState {
        var current = view
        while true {
            if let controller = current.owningViewController { return controller.appearanceState }
            guard let parent = current.superview else {
                if let window = current as? UIWindow, !window.isHidden { return .appeared }
                return .disappeared
            }
            current = parent
        }
    }

    /// The callbacks a view moving to `newSuperview` owes the controllers in
    /// its subtree: a view entering a hierarchy that has appeared makes them
    /// appear, leaving one makes them disappear, as UIKit does when a view
    /// enters or leaves a window. Sends the "will" callbacks now; the
    /// returned move sends the "did" ones once the view has moved.
    static func appearanceMove(of view: UIView, to newSuperview: UIView?) -> AppearanceMove? {
        guard visibleControllers.load(ordering: .relaxed) > 0 else { return nil }
        let before = view.superview.map { appearanceState(around: $0) } ?? .disappeared
        let after = newSuperview.map { appearanceState(around: $0) } ?? .disappeared
        let wasVisible = before != .disappeared, willBeVisible = after == .appearing || after == .appeared
        guard wasVisible != willBeVisible else { return nil }
        var controllers: [UIViewController] = []
        if let owner = view.owningViewController { controllers = [owner] } else { collectControllers(below: view, into: &controllers) }
        // Presentation drives presented controllers; a controller already in
        // a transition (a window's root controller appearing while its view
        // goes in) finishes it when its caller ends it. One disappearing with
        // its parent and removed meanwhile finishes here.
        controllers.removeAll { controller in
            if controller.storedPresentingViewController != nil { return true }
            switch controller.appearanceState {
            case .disappeared: return !willBeVisible
            case .appeared, .disappearing: return willBeVisible
            case .appearing: return true
            }
        }
        guard !controllers.isEmpty else { return nil }
        for controller in controllers { controller.beginAppearance(willBeVisible, animated: false) }
        return AppearanceMove(controllers: controllers)
    }

    /// The "did" half of an appearance move.
    struct AppearanceMove {
        let controllers: [UIViewController]

        func finish() {
            for controller in controllers { controller.endAppearance(layingOut: false) }
        }
    }
}

// MARK: - Hooks on views

extension UIView {
    /// Sets the least margins the owning controller asks for and re-states
    /// the constraints on the margins if the effective margins changed.
    func setMinimumLayoutMargins(_ minimum: UIEdgeInsets?) {
        guard minimum != minimumLayoutMargins else { return }
        let before = layoutMargins
        minimumLayoutMargins = minimum
        guard layoutMargins != before else { return }
        rootView.layoutEngine?.marginsChanged(self)
        setNeedsLayout()
        layoutMarginsDidChange()
    }

    /// The owning controller's `additionalSafeAreaInsets` changed. In a
    /// window the view's insets are its superview's overlap plus the
    /// controller's (`refreshSafeAreaInsets`, UIWindow.swift), and its
    /// subviews follow in the next layout pass; outside a window, where
    /// UIKit gives views no safe area, the controller's insets are all of it.
    func controllerSafeAreaInsetsDidChange() {
        if superview != nil, window != nil {
            refreshSafeAreaInsets()
        } else {
            applySafeAreaInsets(controllerAdditionalSafeAreaInsets)
        }
    }

    /// The view's own margins, raised to the minimum its controller asks for.
    var ownLayoutMarginsRespectingMinimum: UIEdgeInsets {
        let own = storedLayoutMargins
        guard let minimum = minimumLayoutMargins else { return own }
        return UIEdgeInsets(top: max(own.top, minimum.top), left: max(own.left, minimum.left),
                            bottom: max(own.bottom, minimum.bottom), right: max(own.right, minimum.right))
    }

    /// The additional safe-area insets of the controller owning this view (zero for other views).
    var controllerAdditionalSafeAreaInsets: UIEdgeInsets {
        guard let controller = owningViewController else { return .zero }
        let own = controller.additionalSafeAreaInsets, bars = controller.containerBarSafeAreaInsets
        return UIEdgeInsets(top: own.top + bars.top, left: own.left + bars.left,
                            bottom: own.bottom + bars.bottom, right: own.right + bars.right)
    }
}

extension UITraitOverrides {
    /// These overrides without the traits `old` specified and with those `new` specifies.
    func replacing(_ old: UITraitCollection?, with new: UITraitCollection?) -> UITraitOverrides {
        var result = self
        if let old {
            if old.userInterfaceStyle != .unspecified { result.userInterfaceStyle = .unspecified }
            if old.preferredContentSizeCategory != .unspecified { result.preferredContentSizeCategory = .unspecified }
            if old.horizontalSizeClass != .unspecified { result.horizontalSizeClass = .unspecified }
            if old.verticalSizeClass != .unspecified { result.verticalSizeClass = .unspecified }
            if old.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = .unspecified }
            if old.displayScale != 0 { result.displayScale = 0 }
            if old.layoutDirection != .unspecified { result.layoutDirection = .unspecified }
        }
        if let new {
            if new.userInterfaceStyle != .unspecified { result.userInterfaceStyle = new.userInterfaceStyle }
            if new.preferredContentSizeCategory != .unspecified { result.preferredContentSizeCategory = new.preferredContentSizeCategory }
            if new.horizontalSizeClass != .unspecified { result.horizontalSizeClass = new.horizontalSizeClass }
            if new.verticalSizeClass != .unspecified { result.verticalSizeClass = new.verticalSizeClass }
            if new.userInterfaceIdiom != .unspecified { result.userInterfaceIdiom = new.userInterfaceIdiom }
            if new.displayScale != 0 { result.displayScale = new.displayScale }
            if new.layoutDirection != .unspecified { result.layoutDirection = new.layoutDirection }
        }
        return result
    }
}
