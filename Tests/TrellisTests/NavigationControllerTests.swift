import Foundation
import Testing
@testable import Trellis

/// A controller that logs its appearance and containment callbacks, with
/// the moving flags it saw in each.
private final class StackController: UIViewController {
    let name: String
    let log: ControllerLog
    var moving: [String: (to: Bool, from: Bool)] = [:]

    init(_ name: String, _ log: ControllerLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ event: String) {
        log.events.append("\(name).\(event)")
        moving[event] = (isMovingToParent, isMovingFromParent)
    }

    override func viewDidLoad() { super.viewDidLoad(); record("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); record("viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

private final class DelegateLog: NSObject, UINavigationControllerDelegate {
    let log: ControllerLog
    init(_ log: ControllerLog) { self.log = log }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.events.append("delegate.willShow(\(viewController.title ?? "?"))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.events.append("delegate.didShow(\(viewController.title ?? "?"))")
    }
}

/// A controller whose view is a scroll view with tall content (a list).
private final class ListController: UIViewController {
    let scrollView = UIScrollView()
    override func loadView() {
        scrollView.frame = UIScreen.main.bounds
        scrollView.contentSize = CGSize(width: 100, height: 3000)
        view = scrollView
    }
}

@Suite struct NavigationControllerTests {
    /// A navigation controller on screen in a window of `device`.
    fileprivate func shown(_ nav: UINavigationController, device: Device = .iPhone15, landscape: Bool = false) -> UIWindow {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    fileprivate func callbacks(_ log: ControllerLog) -> [String] {
        log.events.filter { !$0.hasSuffix("viewDidLoad") }
    }

    // MARK: - Push and pop

    /// UIKit's order for a push, as logged from a real navigation
    /// controller (vastdevblog.vast.com, "UIViewController Life Cycle",
    /// 2012: A viewWillDisappear, B viewWillAppear, delegate
    /// willShowViewController B, A viewDidDisappear, B viewDidAppear,
    /// delegate didShowViewController B; the same order is logged in
    /// readke.com/c/0Z41505102021.html and wangling.me 2014, "The
    /// Inconsistent Order of View Transition Events": "Current
    /// viewWillDisappear, New viewWillAppear, Current viewDidDisappear, New
    /// viewDidAppear"). The pushed controller is loaded before anything
    /// else, becomes a child first (willMove) and hears didMove last.
    @Test func pushRunsTheAppearanceCallbacksInUIKitsOrder() {
        let log = ControllerLog()
        let a = StackController("A", log), b = StackController("B", log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = DelegateLog(log)
        nav.delegate = delegate
        let window = shown(nav)
        #expect(a.parent === nav && nav.children.count == 1)
        log.events.removeAll()
        nav.pushViewController(b, animated: true)
        #expect(log.events == ["B.willMove(nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "delegate.willShow(B)",
                               "A.viewDidDisappear", "B.viewDidAppear", "delegate.didShow(B)", "B.didMove(nav)"])
        #expect(b.moving["viewWillAppear"]?.to == true && b.moving["viewDidAppear"]?.to == true)
        #expect(a.moving["viewWillDisappear"]?.from == false)
        #expect(!b.isMovingToParent)
        #expect(nav.viewControllers == [a, b] && nav.topViewController === b && nav.children == [a, b])
        #expect(b.navigationController === nav)
        #expect(b.view.superview === nav.view && a.view.superview == nil)
        #expect(b.view.frame == window.bounds)
        _ = window
    }

    /// A pop is the mirror: the popped controller is told it leaves its
    /// parent first (willMove(nil), so `isMovingFromParent` holds in its
    /// disappearance callbacks) and didMove(nil) comes last.
    @Test func popRunsTheCallbacksWithIsMovingFromParent() {
        let log = ControllerLog()
        let a = StackController("A", log), b = StackController("B", log)
        let nav = UINavigationController(rootViewController: a)
        let delegate = DelegateLog(log)
        nav.delegate = delegate
        let window = shown(nav)
        nav.pushViewController(b, animated: false)
        log.events.removeAll()
        let popped = nav.popViewController(animated: true)
        #expect(popped === b)
        #expect(callbacks(log) == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "delegate.willShow(A)",
                                   "B.viewDidDisappear", "A.viewDidAppear", "delegate.didShow(A)", "B.didMove(nil)"])
        #expect(b.moving["viewWillDisappear"]?.from == true && b.moving["viewDidDisappear"]?.from == true)
        #expect(a.moving["viewWillAppear"]?.to == false)
        #expect(!b.isMovingFromParent && b.parent == nil && nav.children == [a])
        #expect(nav.popViewController(animated: true) == nil, "the root stays")
        _ = window
    }

    @Test func popToRootAndPopToReturnThePoppedControllers() {
        let log = ControllerLog()
        let a = StackController("A", log), b = StackController("B", log), c = StackController("C", log), d = StackController("D", log)
        let nav = UINavigationController(rootViewController: a)
        let window = shown(nav)
        nav.setViewControllers([a, b, c, d], animated: false)
        #expect(nav.topViewController === d && d.view.superview === nav.view)
        log.events.removeAll()
        #expect(nav.popToViewController(b, animated: true) == [c, d])
        // Only the visible controller disappears; the one in between just leaves.
        #expect(callbacks(log) == ["C.willMove(nil)", "D.willMove(nil)", "D.viewWillDisappear", "B.viewWillAppear",
                                   "D.viewDidDisappear", "B.viewDidAppear", "C.didMove(nil)", "D.didMove(nil)"])
        #expect(nav.popToRootViewController(animated: false) == [b])
        #expect(nav.viewControllers == [a] && nav.children == [a])
        #expect(nav.popToViewController(d, animated: false) == nil)
        _ = window
    }

    /// Pushing the same controller twice is refused (UIKit raises "Pushing
    /// the same view controller instance more than once is not supported").
    @Test func pushingTheSameControllerTwiceIsReportedAndIgnored() {
        let a = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        let messages = recordingDiagnostics { nav.pushViewController(a, animated: false) }
        #expect(nav.viewControllers == [a])
        #expect(messages.contains { $0.text.contains("more than once") })
    }

    /// `show(_:sender:)` from a controller in the stack pushes (UIKit's
    /// documentation of `show`: "UINavigationController: pushes").
    @Test func showFromAChildPushes() {
        let root = UIViewController(), detail = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        root.show(detail, sender: nil)
        #expect(nav.topViewController === detail)
        #expect(detail.navigationController === nav)
        _ = window
    }

    /// A controller presented over the stack is the visible one (UIKit:
    /// "either the top view controller or a view controller that was
    /// presented modally on top of the navigation controller itself").
    @Test func visibleViewControllerCountsAPresentedController() {
        let root = UIViewController(), modal = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        #expect(nav.visibleViewController === root)
        nav.present(modal, animated: false)
        #expect(nav.visibleViewController === modal)
        _ = window
    }

    /// A navigation controller that is not on screen changes its stack
    /// without appearance callbacks; when it appears, its top appears.
    @Test func offScreenChangesRunNoAppearanceCallbacks() {
        let log = ControllerLog()
        let a = StackController("A", log), b = StackController("B", log)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        #expect(!log.events.contains { $0.contains("Appear") })
        let window = shown(nav)
        #expect(log.events.contains("B.viewDidAppear") && !log.events.contains("A.viewWillAppear"))
        _ = window
    }

    // MARK: - Geometry

    /// iPhone 15 upright: the bar starts under the 54-point status bar and
    /// is 44 tall, so the content's safe area starts 98 points down (the
    /// bar overlaps the 59-point inset by 5: kouki.hatenadiary.com,
    /// 2022-10-18, iPhone 14 Pro).
    @Test func theBarAndTheSafeAreaOnAnIPhone15() {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let window = shown(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 54, width: 393, height: 44))
        #expect(content.view.frame == window.bounds)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 98, left: 0, bottom: 34, right: 0))
        #expect(content.additionalSafeAreaInsets == .zero, "the bar's inset is the container's, not the app's")
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 108)
    }

    /// iPhone SE: a 20-point status bar and a 44-point bar, 64 in all
    /// (Hackworth 2018: "making the effective navigation bar height 64
    /// points"); iPad: 24 + 50 (the iPad bar is 50 points since iOS 12).
    @Test func theBarOnAnIPhoneSEAndAnIPad() {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let window = shown(nav, device: .iPhoneSE3)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
        #expect(content.view.safeAreaInsets.top == 64)
        let pad = UIViewController()
        let padNav = UINavigationController(rootViewController: pad)
        let padWindow = shown(padNav, device: .iPadPro12_9)
        #expect(padNav.navigationBar.frame == CGRect(x: 0, y: 24, width: 1024, height: 50))
        #expect(pad.view.safeAreaInsets.top == 74)
        _ = (window, padWindow)
    }

    /// iPhone landscape: no status bar, a 32-point bar (compact height), the
    /// sensor housing's inset at the sides.
    @Test func theCompactBarInLandscape() {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        nav.navigationBar.prefersLargeTitles = true
        let window = shown(nav, landscape: true)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(!nav.navigationBar.showsLargeTitle, "no large titles in a compact height")
        _ = window
    }

    @Test func hidingTheBarGivesTheSafeAreaBack() {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let window = shown(nav)
        nav.setNavigationBarHidden(true, animated: true)
        window.layoutIfNeeded()
        #expect(nav.isNavigationBarHidden && nav.navigationBar.isHidden)
        #expect(content.view.safeAreaInsets.top == 59)
        nav.isNavigationBarHidden = false
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.top == 98)
    }

    /// The toolbar (hidden by default, as in UIKit) sits on the bottom safe
    /// area, 44 points tall, and shows the top controller's items.
    @Test func theToolbarShowsTheTopControllersItems() {
        let content = UIViewController()
        let share = UIBarButtonItem(systemItem: .action)
        content.toolbarItems = [UIBarButtonItem.flexibleSpace(), share]
        let nav = UINavigationController(rootViewController: content)
        let window = shown(nav)
        #expect(nav.isToolbarHidden && nav.toolbar.isHidden)
        nav.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        #expect(nav.toolbar.frame == CGRect(x: 0, y: 774, width: 393, height: 44), "852 - 34 - 44")
        #expect(content.view.safeAreaInsets.bottom == 78)
        #expect(nav.toolbar.items?.last === share)
        // The flexible space pushes the button to the trailing margin.
        let view = nav.toolbar.itemViewsForTesting.last!
        #expect(view.frame.maxX == 377, "393 - 16")
    }

    // MARK: - Large titles and scroll edges

    /// A large title adds 52 points (Hackworth 2018): 54 + 44 + 52 = 150 on
    /// an iPhone 15, and the list's adjusted inset starts there; scrolled
    /// past the large title it collapses to the 44-point bar; back at the
    /// top it is large again.
    @Test func aLargeTitleAndItsCollapse() {
        let list = ListController()
        list.title = "Settings"
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        let window = shown(nav)
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 54, width: 393, height: 96))
        #expect(list.scrollView.safeAreaInsets.top == 150)
        #expect(list.scrollView.adjustedContentInset.top == 150)
        #expect(list.scrollView.contentOffset.y == -150, "the list rests below the large title")
        #expect(nav.navigationBar.isAtScrollEdge && nav.navigationBar.showsLargeTitle)
        #expect(!nav.navigationBar.largeTitleLabelForTesting.isHidden && nav.navigationBar.titleLabelForTesting.isHidden)

        list.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 44 && !nav.navigationBar.showsLargeTitle)
        #expect(list.scrollView.adjustedContentInset.top == 98)
        #expect(!nav.navigationBar.isAtScrollEdge)
        #expect(!nav.navigationBar.titleLabelForTesting.isHidden)

        list.scrollView.contentOffset = CGPoint(x: 0, y: -150)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame.height == 96 && nav.navigationBar.isAtScrollEdge)
    }

    /// `largeTitleDisplayMode`: `.automatic` follows the controller below,
    /// `.never` keeps the title small.
    @Test func largeTitleDisplayModes() {
        let root = UIViewController(), detail = UIViewController(), next = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        let window = shown(nav)
        #expect(nav.navigationBar.showsLargeTitle)
        detail.navigationItem.largeTitleDisplayMode = .never
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(!nav.navigationBar.showsLargeTitle && detail.view.safeAreaInsets.top == 98)
        nav.pushViewController(next, animated: false)
        window.layoutIfNeeded()
        #expect(!nav.navigationBar.showsLargeTitle, ".automatic follows the item below")
        nav.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.showsLargeTitle && root.view.safeAreaInsets.top == 150)
    }

    /// iOS 15: with no scroll-edge appearance set, a bar at the content's
    /// top edge is transparent (the standard appearance "modified to have a
    /// transparent background", UINavigationBar.scrollEdgeAppearance
    /// documentation); scrolled, it shows the standard material and hairline.
    @Test func theScrollEdgeAppearanceIsTransparentByDefault() {
        let list = ListController()
        let nav = UINavigationController(rootViewController: list)
        let window = shown(nav)
        #expect(nav.navigationBar.isAtScrollEdge)
        #expect(nav.navigationBar.effectiveAppearance.backgroundEffect == nil)
        #expect(nav.navigationBar.backgroundViewsForTesting.hairline.isHidden)
        list.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        window.layoutIfNeeded()
        #expect(!nav.navigationBar.isAtScrollEdge)
        #expect(nav.navigationBar.effectiveAppearance.backgroundEffect?.style == .systemChromeMaterial)
        #expect(!nav.navigationBar.backgroundViewsForTesting.effect.isHidden)
        // An item's own appearance wins over the bar's.
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemRed
        list.navigationItem.standardAppearance = opaque
        #expect(nav.navigationBar.effectiveAppearance.backgroundColor === UIColor.systemRed)
        // Appearances are copied when set (`@NSCopying` in UIKit's headers):
        // changing the original afterwards changes nothing.
        opaque.backgroundColor = .systemGreen
        #expect(nav.navigationBar.effectiveAppearance.backgroundColor === UIColor.systemRed)
    }

    // MARK: - The back button and items

    /// The back button shows the previous item's `backButtonTitle`, else its
    /// title, else "Back", else only the chevron, as space allows
    /// (UINavigationItem.BackButtonDisplayMode.default documentation);
    /// `.generic` skips the titles; `.minimal` shows the chevron only.
    @Test func theBackButtonTitle() {
        let root = UIViewController(), detail = UIViewController()
        root.title = "Inbox"
        detail.title = "Message"
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        #expect(nav.navigationBar.backButtonDisplayedTitle == nil, "the root has no back button")
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == "Inbox")
        root.navigationItem.backButtonTitle = "Mail"
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == "Mail")
        root.navigationItem.backButtonTitle = nil
        root.title = "A very long mailbox name that cannot fit"
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == "Back")
        root.navigationItem.backButtonDisplayMode = .generic
        root.title = "Inbox"
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == "Back")
        root.navigationItem.backButtonDisplayMode = .minimal
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == nil)
        root.navigationItem.backButtonDisplayMode = .default
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Done with it", style: .plain)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == "Done with it")
    }

    @Test func tappingBackPops() {
        let root = UIViewController(), detail = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        nav.pushViewController(detail, animated: false)
        #expect(nav.navigationBar.simulateBackButtonTap())
        #expect(nav.topViewController === root)
        #expect(!nav.navigationBar.simulateBackButtonTap())
        // iOS 16's backAction replaces the pop.
        var ran = false
        detail.navigationItem.backAction = UIAction { _ in ran = true }
        nav.pushViewController(detail, animated: false)
        #expect(nav.navigationBar.simulateBackButtonTap())
        #expect(ran && nav.topViewController === detail)
        _ = window
    }

    /// System items show iOS's titles ("Done" semibold, "Cancel" regular)
    /// or an image; right items line up from the trailing margin.
    @Test func barButtonItemsOnTheBar() {
        let root = UIViewController()
        root.title = "Edit"
        let done = UIBarButtonItem(systemItem: .done), add = UIBarButtonItem(systemItem: .add)
        root.navigationItem.rightBarButtonItems = [done, add]
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        let views = nav.navigationBar.itemViews
        #expect(views.map(\.shownTitle) == ["Cancel", "Done", nil])
        let doneView = views[1]
        #expect(doneView.frame.maxX == 377, "393 - 16")
        #expect(views[2].frame.maxX <= doneView.frame.minX - BarButtonItemView.spacing)
        #expect(views[0].frame.minX == 16)
        let label = doneView.subviews.compactMap { $0 as? UILabel }.first!
        #expect(label.font.pointSize == 17 && label.font.weight == .semibold)
        #expect(nav.navigationBar.titleLabelForTesting.text == "Edit")
        #expect(abs(nav.navigationBar.titleLabelForTesting.center.x - 393 / 2) < 1, "the title is centred on the bar")
        _ = window
    }

    @Test func aTitleViewAndAPrompt() {
        let root = UIViewController()
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        root.navigationItem.titleView = titleView
        root.navigationItem.prompt = "Choose a photo"
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        #expect(titleView.superview === nav.navigationBar)
        #expect(titleView.frame == CGRect(x: 136.5, y: 30 + 7, width: 120, height: 30))
        #expect(nav.navigationBar.frame.height == 74)
        #expect(root.view.safeAreaInsets.top == 128, "54 + 74")
        #expect(nav.navigationBar.promptLabelForTesting.text == "Choose a photo")
        _ = window
    }

    /// Appearance copies keep what the navigation subclass adds.
    @Test func appearanceCopies() {
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 3)
        let chevron = UIImage()
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage !== chevron, "both images are needed")
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
        let copy = appearance.copy() as! UINavigationBarAppearance
        #expect(copy.titlePositionAdjustment == UIOffset(horizontal: 2, vertical: 3))
        #expect((copy.titleTextAttributes[.foregroundColor] as? UIColor) === UIColor.systemRed)
        #expect(copy.backIndicatorImage === chevron)
        #expect(copy.backgroundEffect?.style == .systemChromeMaterial)
        let toolbar = UIToolbarAppearance()
        toolbar.configureWithOpaqueBackground()
        #expect((toolbar.copy() as! UIToolbarAppearance).backgroundColor === UIColor.systemBackground)
    }

    /// Right to left the bar is mirrored: the back button on the right,
    /// the right items on the left.
    @Test func rightToLeftMirrorsTheBar() {
        let root = UIViewController(), detail = UIViewController()
        root.title = "Inbox"
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        window.setLayoutDirection(.rightToLeft)
        nav.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let back = nav.navigationBar.backButtonForTesting
        #expect(back.frame.maxX == 393 && back.frame.minX > 300)
        #expect(nav.navigationBar.itemViews[0].frame.minX == 16)
    }

    /// `editButtonItem` toggles editing ("Edit", then "Done" in the done
    /// style), and the bar shows the new title after the next layout.
    @Test func theEditButtonTogglesEditing() {
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = root.editButtonItem
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        #expect(root.editButtonItem === root.editButtonItem)
        #expect(nav.navigationBar.itemViews.map(\.shownTitle) == ["Edit"])
        #expect(root.editButtonItem.simulateTap())
        #expect(root.isEditing && root.editButtonItem.title == "Done" && root.editButtonItem.style == .done)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.itemViews.map(\.shownTitle) == ["Done"])
        root.setEditing(false, animated: false)
        #expect(root.editButtonItem.title == "Edit" && root.editButtonItem.style == .plain)
    }

    /// A push from the root's viewWillAppear (while the stack is coming on
    /// screen): the root stops appearing and disappears, the pushed
    /// controller appears with the navigation controller.
    @Test func aPushWhileAppearingLeavesEveryControllerSettled() {
        final class Pushing: UIViewController {
            let pushed: UIViewController
            init(_ pushed: UIViewController) { self.pushed = pushed; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { nil }
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if navigationController?.topViewController === self { navigationController?.pushViewController(pushed, animated: false) }
            }
        }
        let log = ControllerLog()
        let detail = StackController("D", log)
        let root = Pushing(detail)
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        #expect(nav.topViewController === detail)
        #expect(callbacks(log).filter { $0.contains("Appear") } == ["D.viewWillAppear", "D.viewDidAppear"])
        #expect(root.viewIfLoaded?.superview == nil)
        nav.popViewController(animated: false)
        #expect(log.events.last == "D.didMove(nil)")
        _ = window
    }

    /// Turning the phone: the bar becomes the compact 32-point bar at the
    /// top edge, and back.
    @Test func rotationChangesTheBar() {
        let content = UIViewController()
        let nav = UINavigationController(rootViewController: content)
        let window = shown(nav)
        window.rotate(to: .landscapeLeft)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(content.view.safeAreaInsets.top == 32)
        window.rotate(to: .portrait)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 54, width: 393, height: 44))
        #expect(content.view.safeAreaInsets.top == 98)
    }

    /// A controller pushed onto another navigation controller (as a split
    /// view moves its secondary stack onto the primary when it collapses)
    /// leaves its first stack.
    @Test func movingAControllerToAnotherStackTakesItOffTheFirst() {
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        let first = UINavigationController(rootViewController: a)
        first.pushViewController(b, animated: false)
        first.loadViewIfNeeded()
        let second = UINavigationController(rootViewController: c)
        second.pushViewController(b, animated: false)
        #expect(second.viewControllers == [c, b] && b.navigationController === second)
        #expect(first.viewControllers == [a] && first.children == [a])
        #expect(first.navigationBar.items?.count == 1)
        #expect(a.view.superview === first.view)
    }

    /// `leftItemsSupplementBackButton` keeps the back button beside the left
    /// items; without it the left items replace it; `hidesBackButton` hides it.
    @Test func leftItemsAndTheBackButton() {
        let root = UIViewController(), detail = UIViewController()
        root.title = "Inbox"
        let nav = UINavigationController(rootViewController: root)
        let window = shown(nav)
        nav.pushViewController(detail, animated: false)
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Filter", style: .plain)
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == nil && nav.navigationBar.itemViews.first?.frame.minX == 16)
        detail.navigationItem.leftItemsSupplementBackButton = true
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == "Inbox")
        #expect(nav.navigationBar.itemViews.first!.frame.minX > nav.navigationBar.backButtonForTesting.frame.maxX)
        detail.navigationItem.leftBarButtonItem = nil
        detail.navigationItem.hidesBackButton = true
        window.layoutIfNeeded()
        #expect(nav.navigationBar.backButtonDisplayedTitle == nil)
        #expect(!nav.navigationBar.simulateBackButtonTap())
    }

    /// iOS 15's `setContentScrollView(_:for:)`: the bar follows the scroll
    /// view set for the top edge, not the first one it would find.
    @Test func theBarFollowsTheContentScrollViewSetForTheTopEdge() {
        let controller = UIViewController()
        let header = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 100))
        let list = UIScrollView(frame: CGRect(x: 0, y: 100, width: 393, height: 752))
        list.contentSize = CGSize(width: 393, height: 4000)
        controller.view.addSubview(header)
        controller.view.addSubview(list)
        controller.setContentScrollView(list, for: .top)
        #expect(controller.contentScrollView(for: .top) === list && controller.contentScrollView(for: .bottom) == nil)
        let nav = UINavigationController(rootViewController: controller)
        let window = shown(nav)
        #expect(nav.navigationBar.isAtScrollEdge)
        list.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(!nav.navigationBar.isAtScrollEdge)
    }
}
