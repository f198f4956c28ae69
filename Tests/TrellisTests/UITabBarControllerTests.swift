import Foundation
import Testing
@testable import Trellis

/// A delegate that logs what a tab bar controller asks and tells, and may refuse.
final class TabDelegateLog: NSObject, UITabBarControllerDelegate {
    var events: [String] = []
    var refused: Set<ObjectIdentifier> = []

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        events.append("shouldSelect \(viewController.title ?? "?")")
        return !refused.contains(ObjectIdentifier(viewController))
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        events.append("didSelect \(viewController.title ?? "?")")
    }

    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {
        events.append("willBeginCustomizing \(viewControllers.count)")
    }

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        events.append("didEndCustomizing \(viewControllers.count) \(changed)")
    }
}

/// Tabs, selection, the delegate, appearance callbacks, the bar's items, the
/// More tab and the safe area above the bar.
@Suite struct UITabBarControllerTests {
    func tabs(_ count: Int, _ log: ControllerLog) -> [RecordingController] {
        (0..<count).map { index in
            let controller = RecordingController("t\(index)", log)
            controller.title = "Tab \(index)"
            return controller
        }
    }

    /// A tab bar controller as a window's root on `device`, laid out.
    func onScreen(_ controller: UITabBarController, device: Device = .iPhone15, orientation: UIDeviceOrientation = .portrait) -> UIWindow {
        let window = UIWindow(device: device, orientation: orientation)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    // MARK: - Tabs and selection

    @Test func everyTabIsAChildAndTheFirstIsSelected() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(3, log)
        controller.viewControllers = children
        #expect(controller.children.map { $0 as? RecordingController } == children)
        #expect(controller.selectedIndex == 0 && controller.selectedViewController === children[0])
        #expect(children.allSatisfy { $0.tabBarController === controller })
        #expect(controller.tabBar.items?.map(\.title) == ["Tab 0", "Tab 1", "Tab 2"])
    }

    @Test func onlyTheSelectedTabsViewIsLoadedAndInTheHierarchy() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(3, log)
        controller.viewControllers = children
        controller.selectedIndex = 1
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(children.map(\.isViewLoaded) == [false, true, false])
        #expect(children[1].view.superview === controller.view)
        controller.selectedIndex = 2
        #expect(children.map(\.isViewLoaded) == [false, true, true])
        #expect(children[1].view.superview == nil && children[2].view.superview === controller.view)
    }

    /// UIKit's order when switching tabs: the new tab's viewWillAppear, the
    /// old tab's viewWillDisappear and viewDidDisappear, the new tab's
    /// viewDidAppear (logged from UIKit in pgzxc.github.io/posts/efa3afd7.html,
    /// "UITabBarViewController-控制器加载(3)").
    @Test func switchingTabsCallsAppearanceInUIKitsOrder() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(2, log)
        controller.viewControllers = children
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        log.events.removeAll()
        controller.selectedIndex = 1
        let appearance = log.events.filter { $0.contains("Appear") || $0.contains("Disappear") || $0.hasSuffix("viewDidLoad") }
        #expect(appearance == ["t1.viewDidLoad", "t1.viewWillAppear", "t0.viewWillDisappear", "t0.viewDidDisappear", "t1.viewDidAppear"])
        #expect(children[0].appearanceState == .disappeared && children[1].appearanceState == .appeared)
    }

    @Test func theSelectedTabAppearsWithTheTabBarController() {
        let log = ControllerLog()
        let controller = UITabBarController()
        controller.viewControllers = tabs(2, log)
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        let appearance = log.events.filter { $0.contains("Appear") }
        #expect(appearance == ["t0.viewWillAppear", "t0.viewDidAppear"])
    }

    /// "If the selected view controller is no longer present, it attempts to
    /// select the view controller at the same index in the array as the
    /// previous selection. If that index is invalid, it selects the view
    /// controller at index 0" (Apple, `UITabBarController.viewControllers`).
    @Test func replacingTheTabsKeepsTheSelectionWhereUIKitDoes() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let first = tabs(3, log), second = tabs(3, log)
        controller.viewControllers = first
        controller.selectedIndex = 2
        controller.viewControllers = [second[0], first[2]]
        #expect(controller.selectedViewController === first[2])
        controller.viewControllers = [second[0], second[1], second[2]]
        #expect(controller.selectedIndex == 1)
        controller.selectedIndex = 2
        controller.viewControllers = [first[0]]
        #expect(controller.selectedIndex == 0)
        #expect(first[1].parent == nil && first[2].parent == nil && second[0].parent == nil)
    }

    @Test func selectingAControllerThatIsNotATabIsReportedAndIgnored() {
        let log = ControllerLog()
        let controller = UITabBarController()
        controller.viewControllers = tabs(2, log)
        let stranger = UIViewController()
        let messages = recordingDiagnostics { controller.selectedViewController = stranger }
        #expect(controller.selectedIndex == 0)
        #expect(messages.contains { $0.text.contains("only a view controller in the tab bar controller's list") })
        controller.selectedIndex = 7
        #expect(controller.selectedIndex == 0)
    }

    // MARK: - The delegate

    @Test func aTapAsksTheDelegateThenSelectsAndTells() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(3, log)
        controller.viewControllers = children
        let delegate = TabDelegateLog()
        controller.delegate = delegate
        #expect(controller.tabBar.simulateTap(on: children[2].tabBarItem))
        #expect(controller.selectedIndex == 2 && controller.tabBar.selectedItem === children[2].tabBarItem)
        #expect(delegate.events == ["shouldSelect Tab 2", "didSelect Tab 2"])
    }

    @Test func aDelegateThatRefusesKeepsTheSelection() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(3, log)
        controller.viewControllers = children
        let delegate = TabDelegateLog()
        delegate.refused = [ObjectIdentifier(children[1])]
        controller.delegate = delegate
        #expect(!controller.tabBar.simulateTap(on: children[1].tabBarItem))
        #expect(controller.selectedIndex == 0 && controller.tabBar.selectedItem === children[0].tabBarItem)
        #expect(delegate.events == ["shouldSelect Tab 1"])
    }

    /// "In iOS v3.0 and later, the tab bar controller calls this method
    /// regardless of whether the selected view controller changed"
    /// (Apple, `tabBarController(_:didSelect:)`); code does not tell it.
    @Test func theDelegateHearsTapsOnTheSelectedTabButNotCode() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(2, log)
        controller.viewControllers = children
        let delegate = TabDelegateLog()
        controller.delegate = delegate
        controller.selectedIndex = 1
        #expect(delegate.events.isEmpty)
        controller.tabBar.simulateTap(on: children[1].tabBarItem)
        #expect(delegate.events == ["shouldSelect Tab 1", "didSelect Tab 1"])
    }

    /// Customizing has no sheet to drag on here; its calls reach the delegate.
    @Test func customizingTellsTheDelegateWithTheControllers() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(7, log)
        controller.viewControllers = children
        let delegate = TabDelegateLog()
        controller.delegate = delegate
        controller.tabBar.beginCustomizingItems(children.map(\.tabBarItem))
        #expect(controller.tabBar.isCustomizing)
        #expect(controller.tabBar.endCustomizing(animated: false))
        #expect(delegate.events == ["willBeginCustomizing 7", "didEndCustomizing 7 false"])
    }

    @Test func aManagedBarRefusesNewItemsAndANewDelegate() {
        let controller = UITabBarController()
        controller.viewControllers = [UIViewController(), UIViewController()]
        final class BarDelegate: NSObject, UITabBarDelegate {}
        let other = BarDelegate()
        let messages = recordingDiagnostics {
            controller.tabBar.items = [UITabBarItem()]
            controller.tabBar.delegate = other
        }
        #expect(controller.tabBar.items?.count == 2)
        #expect(controller.tabBar.delegate === controller)
        #expect(messages.count == 2)
    }

    // MARK: - Items

    @Test func theBarShowsEachTabsItemAndFollowsChanges() throws {
        let controller = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 1)
        second.title = "Settings"
        controller.viewControllers = [first, second]
        let window = onScreen(controller)
        let views = controller.tabBar.itemViews
        #expect(views.map(\.titleLabel.text) == ["Inbox", "Settings"])
        first.tabBarItem.badgeValue = "3"
        window.layoutIfNeeded()
        #expect(views[0].badge.isHidden == false && views[0].badge.label.text == "3")
        first.tabBarItem.badgeValue = nil
        window.layoutIfNeeded()
        #expect(views[0].badge.isHidden)
    }

    @Test func systemItemsShowTheirOwnTitleAndImage() {
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        #expect(item.shownTitle == "Favorites" && item.shownImage != nil && item.tag == 4)
        #expect(UITabBarItem(tabBarSystemItem: .more, tag: 0).shownTitle == "More")
        #expect(UITabBarItem(tabBarSystemItem: .mostViewed, tag: 0).shownTitle == "Most Viewed")
    }

    @Test func selectedItemsTakeTheTintAndOthersGray() {
        let controller = UITabBarController()
        let children = [UIViewController(), UIViewController()]
        controller.viewControllers = children
        controller.tabBar.tintColor = .systemPink
        let window = onScreen(controller)
        let views = controller.tabBar.itemViews
        #expect(views[0].imageView.tintColor === UIColor.systemPink)
        #expect(views[1].titleLabel.textColor === UIColor.systemGray)
        controller.tabBar.unselectedItemTintColor = .systemGreen
        window.layoutIfNeeded()
        #expect(views[1].titleLabel.textColor === UIColor.systemGreen)
    }

    // MARK: - More

    @Test func sixTabsOnAnIPhoneShowFourAndMore() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(7, log)
        controller.viewControllers = children
        let items = controller.tabBar.items ?? []
        #expect(items.count == 5)
        #expect(items.prefix(4).map(\.title) == ["Tab 0", "Tab 1", "Tab 2", "Tab 3"])
        #expect(items.last === controller.moreNavigationController.tabBarItem)
        #expect(controller.moreNavigationController.tabBarItem.systemItem == .more)
        controller.viewControllers = Array(children.prefix(5))
        #expect(controller.tabBar.items?.count == 5 && controller.tabBar.items?.last?.title == "Tab 4")
    }

    @Test func selectingMoreShowsTheListAndSelectedIndexIsNotFound() {
        let log = ControllerLog()
        let controller = UITabBarController()
        controller.viewControllers = tabs(7, log)
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        controller.tabBar.simulateTap(on: controller.moreNavigationController.tabBarItem)
        #expect(controller.selectedViewController === controller.moreNavigationController)
        #expect(controller.selectedIndex == NSNotFound)
        #expect(controller.moreNavigationController.view.superview === controller.view)
        let list = controller.moreNavigationController.viewControllers.first as? UIMoreListController
        #expect(list?.title == "More")
        #expect(list?.tableView.numberOfRows(inSection: 0) == 3)
    }

    @Test func selectingAnOverflowTabShowsItInTheMoreStack() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(7, log)
        controller.viewControllers = children
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        controller.selectedIndex = 5
        #expect(controller.selectedIndex == 5 && controller.selectedViewController === children[5])
        #expect(controller.moreNavigationController.viewControllers.last === children[5])
        #expect(controller.tabBar.selectedItem === controller.moreNavigationController.tabBarItem)
        controller.selectedIndex = 1
        #expect(controller.moreNavigationController.viewControllers.count == 1)
        #expect(children[5].parent === controller)
    }

    @Test func choosingARowOfTheMoreListShowsThatTab() throws {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(7, log)
        controller.viewControllers = children
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        controller.tabBar.simulateTap(on: controller.moreNavigationController.tabBarItem)
        let list = try #require(controller.moreNavigationController.viewControllers.first as? UIMoreListController)
        let cell = list.tableView(list.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(cell.textLabel?.text == "Tab 5" && cell.accessoryType == .disclosureIndicator)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(controller.selectedViewController === children[5] && controller.selectedIndex == 5)
        #expect(children[5].navigationController === controller.moreNavigationController)
        #expect(children[5].tabBarController === controller)
    }

    /// Seven tabs fit on an iPad at a regular width ("On iPad no more than 7
    /// tabs are shown by iOS without the presence of more button",
    /// github.com/macteo/SabBar issue 3).
    @Test func anIPadShowsSevenTabsBeforeMore() {
        let log = ControllerLog()
        let controller = UITabBarController()
        controller.viewControllers = tabs(7, log)
        let window = onScreen(controller, device: .iPadPro12_9)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.items?.count == 7 && controller.tabBar.items?.last?.title == "Tab 6")
        controller.viewControllers = tabs(8, log)
        #expect(controller.tabBar.items?.count == 7 && controller.tabBar.items?.last?.systemItem == .more)
    }

    // MARK: - Geometry

    /// The content's bottom safe area is the bar's 49 points plus the home
    /// indicator's 34 on an iPhone 15 upright (83 in all).
    @Test func theContentsSafeAreaIncludesTheBarOnIPhone15() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(2, log)
        controller.viewControllers = children
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(children[0].view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(children[0].view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    }

    @Test func theBarIs49PointsOnIPhoneSEWithNoHomeIndicator() {
        let controller = UITabBarController()
        let child = UIViewController()
        controller.viewControllers = [child]
        let window = onScreen(controller, device: .iPhoneSE3)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 667 - 49, width: 375, height: 49))
        #expect(child.view.safeAreaInsets.bottom == 49)
    }

    /// Sideways, an iPhone's bar is 32 points (compact height) above the
    /// 21-point home indicator, and its items are inline.
    @Test func aSidewaysIPhoneHasACompactBar() {
        let controller = UITabBarController()
        let child = UIViewController()
        controller.viewControllers = [child]
        let window = onScreen(controller, device: .iPhone15, orientation: .landscapeLeft)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.frame.height == 53)
        #expect(child.view.safeAreaInsets.bottom == 53)
        #expect(UITabBar.itemStyle(for: controller.tabBar.traitCollection) == .compactInline)
    }

    /// iPad bars are 50 points since iOS 12 (hacknicity.medium.com, "iPad
    /// Navigation Bar and Toolbar Height Changes in iOS 12"), over the
    /// 20-point home indicator area.
    @Test func anIPadHasA50PointBarWithInlineItems() {
        let controller = UITabBarController()
        let child = UIViewController()
        controller.viewControllers = [child, UIViewController()]
        let window = onScreen(controller, device: .iPadPro12_9)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.tabBar.frame.height == 70)
        #expect(child.view.safeAreaInsets.bottom == 70)
        #expect(UITabBar.itemStyle(for: controller.tabBar.traitCollection) == .inline)
        // Centred as a group (itemPositioning .automatic at a regular width).
        let frames = controller.tabBar.itemViews.map(\.frame)
        #expect(abs((frames[0].minX - 0) - (1024 - frames[1].maxX)) <= 1)
        #expect(frames[0].minX > 100)
    }

    @Test func rotatingAnIPhoneTurnsTheBarCompact() {
        let controller = UITabBarController()
        let child = UIViewController()
        controller.viewControllers = [child, UIViewController()]
        let window = onScreen(controller)
        #expect(controller.tabBar.frame.height == 83)
        window.rotate(to: .landscapeLeft)
        #expect(controller.tabBar.frame == CGRect(x: 0, y: 393 - 53, width: 852, height: 53))
        #expect(child.view.safeAreaInsets.bottom == 53)
        // The items stay inside the side safe areas (59 points each side).
        let frames = controller.tabBar.itemViews.map(\.frame)
        #expect(frames.first?.minX == 59 && frames.last?.maxX == 852 - 59)
        window.rotate(to: .portrait)
        #expect(controller.tabBar.frame.height == 83 && child.view.safeAreaInsets.bottom == 83)
    }

    /// An iPad turning to a compact width (a third of the screen in Split
    /// View) shows five tabs, a selected seventh tab moving into More; back
    /// at full width it returns to the bar.
    @Test func anIPadSplitToACompactWidthMovesTabsIntoMore() {
        let log = ControllerLog()
        let controller = UITabBarController()
        let children = tabs(7, log)
        controller.viewControllers = children
        controller.selectedIndex = 6
        let window = onScreen(controller, device: .iPadPro12_9, orientation: .landscapeLeft)
        #expect(controller.tabBar.items?.count == 7 && children[6].view.superview === controller.view)
        window.resize(to: .oneThird)
        #expect(controller.tabBar.items?.count == 5)
        #expect(controller.selectedViewController === children[6])
        #expect(controller.moreNavigationController.topViewController === children[6])
        window.resize(to: .full)
        #expect(controller.tabBar.items?.count == 7)
        #expect(children[6].parent === controller && children[6].view.superview === controller.view)
    }

    @Test func stackedItemsShareTheWidthOnAnIPhone() {
        let controller = UITabBarController()
        controller.viewControllers = (0..<4).map { _ in UIViewController() }
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        let frames = controller.tabBar.itemViews.map(\.frame)
        #expect(frames.map(\.width) == [98, 98, 98, 98] || frames.map(\.width) == [98.0, 98.0, 98.0, 98.0])
        #expect(frames.allSatisfy { $0.height == 49 && $0.minY == 0 })
    }

    @Test func rightToLeftPutsTheFirstTabOnTheRight() {
        let controller = UITabBarController()
        controller.viewControllers = [UIViewController(), UIViewController()]
        let window = onScreen(controller)
        window.setLayoutDirection(.rightToLeft)
        let frames = controller.tabBar.itemViews.map(\.frame)
        #expect(frames[0].minX > frames[1].minX)
    }

    @Test func anOpaqueBarKeepsTheContentAboveIt() {
        let controller = UITabBarController()
        let child = UIViewController()
        controller.viewControllers = [child]
        controller.tabBar.isTranslucent = false
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(child.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852 - 83))
        #expect(child.view.safeAreaInsets.bottom == 0)
    }

    /// Nothing keeps a tab bar controller, its bar, its tabs or its More
    /// controller alive once its window is gone (the bar, items and More
    /// list point back weakly).
    @Test func aTabBarControllerIsReleasedWithItsWindow() {
        weak var released: UITabBarController?
        weak var bar: UITabBar?
        weak var tab: UIViewController?
        weak var more: UINavigationController?
        do {
            let log = ControllerLog()
            let controller = UITabBarController()
            controller.viewControllers = tabs(7, log)
            let window = onScreen(controller)
            controller.selectedViewController = controller.moreNavigationController
            window.layoutIfNeeded()
            released = controller
            bar = controller.tabBar
            tab = controller.viewControllers?.first
            more = controller.moreNavigationController
        }
        #expect(released == nil && bar == nil && tab == nil && more == nil)
    }

    // MARK: - Navigation stacks in tabs

    /// A navigation controller in a tab: its view fills the tab bar
    /// controller's, and its top controller's bottom safe area is the bar's
    /// 49 points plus the home indicator's 34.
    @Test func aNavigationStackInATabKeepsItsContentAboveTheBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let controller = UITabBarController()
        controller.viewControllers = [navigation, UIViewController()]
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets.bottom == 83)
        #expect(root.tabBarController === controller)
    }

    /// `hidesBottomBarWhenPushed` hides the bar while the controller is on
    /// the stack; popping it brings the bar and its safe area back.
    @Test func pushingAControllerThatHidesTheBottomBarHidesTheTabBar() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let controller = UITabBarController()
        controller.viewControllers = [navigation, UIViewController()]
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        #expect(controller.hidesBarForStack)
        #expect(controller.tabBar.frame.minY == 852 && controller.tabBar.alpha == 0)
        #expect(detail.view.safeAreaInsets.bottom == 34)
        let deeper = UIViewController()
        navigation.pushViewController(deeper, animated: false)
        window.layoutIfNeeded()
        #expect(controller.hidesBarForStack && deeper.view.safeAreaInsets.bottom == 34)
        navigation.popToRootViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!controller.hidesBarForStack)
        #expect(controller.tabBar.frame.minY == 852 - 83 && root.view.safeAreaInsets.bottom == 83)
    }

    /// Tapping the selected tab again takes its navigation stack back to the root, as in UIKit.
    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        let controller = UITabBarController()
        controller.viewControllers = [navigation, UIViewController()]
        let window = onScreen(controller)
        defer { withExtendedLifetime(window) {} }
        navigation.pushViewController(UIViewController(), animated: false)
        controller.tabBar.simulateTap(on: navigation.tabBarItem)
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
    }

    /// The bar follows the content's bottom edge as it scrolls: the
    /// standard look while content lies below, the scroll-edge look at the end.
    @Test func theBarFollowsTheContentScrollingToItsBottomEdge() {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        for inNavigation in [true, false] {
            let list = List(style: .plain)
            let controller = UITabBarController()
            controller.viewControllers = [inNavigation ? UINavigationController(rootViewController: list) : list]
            let window = onScreen(controller)
            defer { withExtendedLifetime(window) {} }
            #expect(!controller.tabBar.isAtScrollEdge)
            let table = list.tableView!
            table.contentOffset = CGPoint(x: 0, y: table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
            window.layoutIfNeeded()
            #expect(controller.tabBar.isAtScrollEdge)
            #expect(controller.tabBar.backgroundView.backgroundColor == nil)
        }
    }

    // MARK: - Appearance

    /// iOS 15 and later: without a scroll-edge appearance, a bar over
    /// content that does not scroll is transparent.
    @Test func theBarIsTransparentAtTheScrollEdgeByDefault() {
        let controller = UITabBarController()
        controller.viewControllers = [UIViewController()]
        let window = onScreen(controller)
        #expect(controller.tabBar.isAtScrollEdge)
        #expect(controller.tabBar.backgroundView.backgroundColor == nil)
        #expect(controller.tabBar.hairline.isHidden)
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        controller.tabBar.scrollEdgeAppearance = appearance
        window.layoutIfNeeded()
        #expect(controller.tabBar.backgroundView.backgroundColor === UIColor.systemBackground)
        #expect(!controller.tabBar.hairline.isHidden)
    }

    /// Since iOS 15 the legacy `barTintColor` colours the standard look
    /// only: at the scroll edge the bar stays transparent (the change that
    /// made many apps' bars transparent in iOS 15, UIKit release notes).
    @Test func barTintColorAppliesAwayFromTheScrollEdgeOnly() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        bar.barTintColor = .systemIndigo
        #expect(bar.effectiveAppearance.backgroundColor === UIColor.systemIndigo)
        bar.isAtScrollEdge = true
        #expect(bar.effectiveAppearance.backgroundColor == nil && bar.effectiveAppearance.backgroundEffect == nil)
    }

    @Test func theSelectedItemsOwnAppearanceWins() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let plain = UITabBarItem(title: "A", image: nil, tag: 0), special = UITabBarItem(title: "B", image: nil, tag: 1)
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = .systemYellow
        special.standardAppearance = appearance
        bar.items = [plain, special]
        bar.selectedItem = plain
        #expect(bar.effectiveAppearance.backgroundColor == nil)
        bar.selectedItem = special
        #expect(bar.effectiveAppearance.backgroundColor === UIColor.systemYellow)
    }

    @Test func appearancesAreCopiedWhenSet() {
        let bar = UITabBar()
        let appearance = UITabBarAppearance()
        appearance.backgroundColor = .systemRed
        bar.standardAppearance = appearance
        appearance.backgroundColor = .systemBlue
        #expect(bar.standardAppearance !== appearance)
        #expect(bar.standardAppearance.backgroundColor === UIColor.systemRed)
        let item = UITabBarItemAppearance()
        item.normal.iconColor = .systemGreen
        appearance.stackedLayoutAppearance = item
        item.normal.iconColor = .systemOrange
        #expect(appearance.stackedLayoutAppearance.normal.iconColor === UIColor.systemGreen)
    }

    @Test func aStandaloneBarSelectsAndTellsItsDelegate() {
        final class BarLog: NSObject, UITabBarDelegate {
            var selected: [String?] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title) }
        }
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let log = BarLog()
        bar.delegate = log
        let items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.setItems(items, animated: false)
        bar.selectedItem = items[0]
        #expect(log.selected.isEmpty)
        items[1].isEnabled = false
        #expect(!bar.simulateTap(on: items[1]))
        items[1].isEnabled = true
        #expect(bar.simulateTap(on: items[1]))
        #expect(bar.selectedItem === items[1] && log.selected == ["B"])
    }
}
