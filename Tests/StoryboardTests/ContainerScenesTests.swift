import Foundation
import Testing
import Trellis
@testable import Storyboard

/// The root of TabBar.storyboard's first tab: bar button items with actions, an outlet to one.
final class InboxViewController: UIViewController, StoryboardActionTarget {
    @Outlet var addButton: UIBarButtonItem!
    @Outlet var countLabel: UILabel!
    /// What happened, in order: the actions' selectors, "prepare:<identifier>".
    var events: [String] = []

    var storyboardActions: [String: (AnyObject) -> Void] {
        ["addItem:": { [weak self] sender in self?.events.append("addItem:\(sender is UIBarButtonItem ? "item" : "?")") }]
    }

    /// The destination of the last segue prepared.
    var lastDestination: UIViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare:\(segue.identifier ?? "-")")
        lastDestination = segue.destination
    }
}

/// The root of Navigation.storyboard: a show segue from a button and one from a bar button item.
final class FruitsViewController: UIViewController, StoryboardActionTarget {
    var events: [String] = []
    var allowsRandom = true

    var storyboardActions: [String: (AnyObject) -> Void] {
        ["compose:": { [weak self] _ in self?.events.append("compose:") }]
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        events.append("prepare:\(segue.identifier ?? "-"):\(sender is UIBarButtonItem ? "item" : sender is UIButton ? "button" : "none")")
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        events.append("should:\(identifier)")
        return allowsRandom
    }
}

/// The controller Navigation.storyboard's show segues push.
final class FruitViewController: UIViewController {}

/// A scene with its own navigation bar and toolbar in its view, as Xcode's
/// Navigation Bar and Toolbar objects are placed without a navigation controller.
final class StandaloneBarsViewController: UIViewController, StoryboardActionTarget {
    @Outlet var bar: UINavigationBar!
    var events: [String] = []
    var storyboardActions: [String: (AnyObject) -> Void] { ["done:": { [weak self] _ in self?.events.append("done:") }] }
}

/// A navigation controller subclass with an outlet to its root.
final class OutletNavigationController: UINavigationController {
    @Outlet var root: UIViewController!
}

/// The master of Split.storyboard, whose showDetail segue is run from code, as a row selection would.
final class NotesViewController: UIViewController {}

func loadStoryboard(_ name: String) throws -> UIStoryboard {
    try UIStoryboard.load(name: name, bundle: .module)
}

@Suite struct TabBarSceneTests {
    func tabs(_ reports: Reports) throws -> UITabBarController {
        try #require(try reports.capture { try loadStoryboard("TabBar").initialViewController() } as? UITabBarController)
    }

    @Test func theInitialTabBarControllerHoldsItsTwoNavigationStacksInTheSeguesOrder() throws {
        let reports = Reports()
        let tabs = try tabs(reports)
        let stacks = try #require(tabs.viewControllers as? [UINavigationController])
        #expect(stacks.count == 2)
        #expect(stacks.map { $0.viewControllers.count } == [1, 1])
        #expect(stacks[0].viewControllers.first is InboxViewController)
        #expect(stacks[1].viewControllers.first?.title == "Settings")
        #expect(tabs.storyboard != nil && stacks[0].storyboard === tabs.storyboard)
        // The Filter button's action, which InboxViewController does not list (see below).
        #expect(reports.messages.map(\.kind) == [.unknownOutlet])
    }

    @Test func tabBarItemsComeFromTheScenesOfTheTabs() throws {
        let reports = Reports()
        let stacks = try #require(try tabs(reports).viewControllers)
        let inbox = try #require(stacks[0].tabBarItem), settings = try #require(stacks[1].tabBarItem)
        #expect(inbox.title == "Inbox" && inbox.badgeValue == nil && inbox.systemItem == nil)
        // `image="tray" catalog="system"`: the SF Symbol, as UIImage(systemName:) makes it.
        #expect(inbox.image?.isSymbolImage == true && inbox.image?.size == UIImage(systemName: "tray")?.size)
        #expect(settings.title == "Settings" && settings.badgeValue == "2")
        #expect(settings.image?.isSymbolImage == true && settings.image?.size == UIImage(systemName: "gearshape")?.size)
    }

    /// UIKit decodes a scene's navigation item with its controller, so the
    /// bar can show it before the controller's view loads. Setting the
    /// item's title does not set the controller's: UIKit documents the
    /// other direction only (`UIViewController.title`: "assigning a value
    /// to this property updates the title text of those objects").
    @Test func theNavigationItemIsReadWithTheControllerBeforeItsViewLoads() throws {
        let reports = Reports()
        let stacks = try #require(try tabs(reports).viewControllers as? [UINavigationController])
        let inbox = try #require(stacks[0].viewControllers.first as? InboxViewController)
        #expect(!inbox.isViewLoaded)
        let item = inbox.navigationItem
        #expect(item.title == "Inbox" && inbox.title == nil)
        #expect(item.largeTitleDisplayMode == .always)
        #expect(item.rightBarButtonItem?.systemItem == .add)
        #expect(item.leftBarButtonItems?.map(\.systemItem) == [.edit, nil])
        #expect(item.leftBarButtonItems?.last?.title == "Filter")
    }

    /// Linux has no selectors: a bar button item's `<action selector=…>`
    /// runs the closure its destination lists under that selector in
    /// `storyboardActions`, as a control's does; one it does not list is
    /// reported and the item does nothing.
    @Test func aBarButtonItemsActionRunsTheClosureItsTargetListsForTheSelector() throws {
        let reports = Reports()
        let stacks = try #require(try tabs(reports).viewControllers as? [UINavigationController])
        let inbox = try #require(stacks[0].viewControllers.first as? InboxViewController)
        let add = try #require(inbox.navigationItem.rightBarButtonItem)
        #expect(add.simulateTap())
        #expect(inbox.events == ["addItem:item"])
        let filter = try #require(inbox.navigationItem.leftBarButtonItems?.last)
        #expect(!filter.simulateTap() && filter.title == "Filter")
        #expect(inbox.events == ["addItem:item"])
        #expect(reports.messages.map(\.text) == [
            "TabBar.storyboard:86: InboxViewController has no action 'filter:' in storyboardActions; the connection was skipped",
        ])
    }

    @Test func theControllersOutletsReachItsBarButtonItemsWhenTheViewLoads() throws {
        let reports = Reports()
        let stacks = try #require(try tabs(reports).viewControllers as? [UINavigationController])
        let inbox = try #require(stacks[0].viewControllers.first as? InboxViewController)
        reports.capture { inbox.loadViewIfNeeded() }
        #expect(inbox.addButton === inbox.navigationItem.rightBarButtonItem)
        #expect(inbox.countLabel.text == "3 unread messages")
    }

    @Test func aShowSeguesDestinationHasItsScenesNavigationItemAndHidesTheTabBarWhenPushed() throws {
        let reports = Reports()
        let stacks = try #require(try tabs(reports).viewControllers as? [UINavigationController])
        let inbox = try #require(stacks[0].viewControllers.first as? InboxViewController)
        reports.capture { inbox.performSegue(withIdentifier: "showMessage", sender: nil) }
        let message = try #require(inbox.lastDestination)
        #expect(inbox.events == ["prepare:showMessage"])
        #expect(message.hidesBottomBarWhenPushed && !inbox.hidesBottomBarWhenPushed)
        #expect(message.navigationItem.title == "Message" && message.navigationItem.largeTitleDisplayMode == .never)
        #expect(message.navigationItem.rightBarButtonItem?.style == .done)
    }
}

@Suite struct NavigationSceneTests {
    @Test func theInitialNavigationControllerHasItsRootAndTheRootsToolbarItems() throws {
        let reports = Reports()
        let navigation = try #require(try reports.capture { try loadStoryboard("Navigation").initialViewController() } as? UINavigationController)
        let fruits = try #require(navigation.topViewController as? FruitsViewController)
        #expect(navigation.viewControllers.count == 1)
        #expect(fruits.navigationItem.title == "Fruits")
        #expect(fruits.toolbarItems?.map(\.systemItem) == [.flexibleSpace, .compose])
        #expect(fruits.toolbarItems?.last?.simulateTap() == true)
        #expect(fruits.events == ["compose:"])
        #expect(reports.messages.isEmpty)
    }
}

@Suite struct ContainerOutletTests {
    @Test func aContainerSubclassesOutletsReachItsChildrenWithoutItsViewLoading() throws {
        let storyboard = try barsStoryboard(initial: "N", [
            #"<navigationController id="N" customClass="OutletNavigationController" customModule="StoryboardTests" sceneMemberID="viewController"><connections>\#(relationship("A", "rootViewController", id: "N-R"))<outlet property="root" destination="A" id="N-O"/></connections></navigationController>"#,
            plainScene("A", #"<navigationItem key="navigationItem" id="A-N"><barButtonItem key="rightBarButtonItem" systemItem="done" id="A-D"/></navigationItem>"#),
        ])
        let reports = Reports()
        let navigation = try #require(try reports.capture { try storyboard.initialViewController() } as? OutletNavigationController)
        #expect(navigation.root != nil && navigation.root === navigation.topViewController)
        #expect(navigation.root.navigationItem.rightBarButtonItem?.style == .done)
        #expect(!navigation.isViewLoaded)
        #expect(reports.messages.isEmpty)
    }
}

@Suite struct StandaloneBarTests {
    @Test func aNavigationBarAndAToolbarPlacedInAViewShowTheirItems() throws {
        let scene = #"""
        <viewController id="A" customClass="StandaloneBarsViewController" customModule="StoryboardTests" sceneMemberID="viewController"><view key="view" id="A-V"><rect key="frame" x="0" y="0" width="393" height="852"/><subviews><navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A-NB"><rect key="frame" x="0" y="59" width="393" height="44"/><items><navigationItem title="Edit Note" id="A-NI"><barButtonItem key="rightBarButtonItem" systemItem="done" id="A-D"><connections><action selector="done:" destination="A" id="A-DA"/></connections></barButtonItem></navigationItem></items></navigationBar><toolbar opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A-TB"><rect key="frame" x="0" y="769" width="393" height="49"/><items><barButtonItem systemItem="trash" id="A-T1"/><barButtonItem style="plain" systemItem="flexibleSpace" id="A-T2"/><barButtonItem title="Share" id="A-T3"/></items></toolbar></subviews></view><connections><outlet property="bar" destination="A-NB" id="A-O"/></connections></viewController>
        """#
        let storyboard = try barsStoryboard(initial: "A", [scene])
        let reports = Reports()
        let controller = try #require(try reports.capture { try storyboard.initialViewController() } as? StandaloneBarsViewController)
        reports.capture { controller.loadViewIfNeeded() }
        let bar = try #require(controller.bar)
        #expect(bar.superview === controller.view && bar.items?.map(\.title) == ["Edit Note"])
        #expect(bar.topItem?.rightBarButtonItem?.systemItem == .done)
        #expect(bar.topItem?.rightBarButtonItem?.simulateTap() == true && controller.events == ["done:"])
        let toolbar = try #require(controller.view.subviews.compactMap { $0 as? UIToolbar }.first)
        #expect(toolbar.items?.map(\.systemItem) == [.trash, .flexibleSpace, nil] && toolbar.items?.last?.title == "Share")
        #expect(reports.messages.isEmpty)
    }
}

@Suite struct TabBarAttributeTests {
    @Test func aTabBarControllersBarTakesTheScenesTranslucencyAndColors() throws {
        let storyboard = try barsStoryboard(initial: "T", [
            #"<tabBarController id="T" sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="T-B"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/><color key="tintColor" systemColor="systemRedColor"/><color key="barTintColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></tabBar><connections>\#(relationship("A", "viewControllers", id: "T-R"))</connections></tabBarController>"#,
            plainScene("A"),
        ])
        let reports = Reports()
        let tabs = try #require(try reports.capture { try storyboard.initialViewController() } as? UITabBarController)
        #expect(!tabs.tabBar.isTranslucent && tabs.tabBar.tintColor == .systemRed)
        #expect(components(tabs.tabBar.barTintColor) == [1, 1, 1, 1])
        #expect(reports.messages.isEmpty)
    }

    /// `barStyle="black"` as Xcode writes it on a navigation controller's
    /// bar and a tab bar ("Style: Black" in the Attributes inspector);
    /// "blackTranslucent" from older files is black too, and a value that
    /// is neither is reported and the default kept.
    @Test func barsTakeTheScenesBarStyle() throws {
        let storyboard = try barsStoryboard(initial: "T", [
            #"<tabBarController id="T" sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" barStyle="black" id="T-B"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></tabBar><connections>\#(relationship("N", "viewControllers", id: "T-R"))</connections></tabBarController>"#,
            #"<navigationController id="N" sceneMemberID="viewController"><navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="blackTranslucent" id="N-B"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></navigationBar><connections>\#(relationship("A", "rootViewController", id: "N-R"))</connections></navigationController>"#,
            plainScene("A"),
        ])
        let reports = Reports()
        let tabs = try #require(try reports.capture { try storyboard.initialViewController() } as? UITabBarController)
        let navigation = try #require(tabs.viewControllers?.first as? UINavigationController)
        #expect(tabs.tabBar.barStyle == .black && navigation.navigationBar.barStyle == .black)
        #expect(navigation.preferredStatusBarStyle == .lightContent)
        #expect(reports.messages.isEmpty)

        let odd = try barsStoryboard(initial: "T", [
            #"<tabBarController id="T" sceneMemberID="viewController"><tabBar key="tabBar" contentMode="scaleToFill" barStyle="purple" id="T-B"><rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/></tabBar><connections>\#(relationship("A", "viewControllers", id: "T-R"))</connections></tabBarController>"#,
            plainScene("A"),
        ])
        let oddReports = Reports()
        let oddTabs = try #require(try oddReports.capture { try odd.initialViewController() } as? UITabBarController)
        #expect(oddTabs.tabBar.barStyle == .default)
        #expect(oddReports.messages.contains { $0.kind == .invalidValue && $0.text.contains("barStyle") && $0.text.contains("purple") })
    }
}

@Suite struct PageSceneTests {
    /// As Xcode writes a page view controller scene (in
    /// mattneub/Programming-iOS-Book-Examples): its style and orientation
    /// come from the scene; the pages come from its data source in code.
    @Test func aPageViewControllerSceneHasItsTransitionStyleAndOrientation() throws {
        let storyboard = try barsStoryboard(initial: "P", [
            #"<pageViewController autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="P" sceneMemberID="viewController"/>"#,
        ])
        let reports = Reports()
        let pages = try #require(try reports.capture { try storyboard.initialViewController() } as? UIPageViewController)
        #expect(pages.transitionStyle == .scroll && pages.navigationOrientation == .vertical && pages.spineLocation == .none)
        #expect(reports.messages.isEmpty)
    }
}

@Suite struct SplitSceneTests {
    @Test func aClassicSplitViewSceneHoldsItsMasterThenItsDetail() throws {
        let reports = Reports()
        let split = try #require(try reports.capture { try loadStoryboard("Split").initialViewController() } as? UISplitViewController)
        #expect(split.style == .unspecified)
        let columns = try #require(split.viewControllers as? [UINavigationController])
        #expect(columns.count == 2)
        #expect(columns[0].topViewController is NotesViewController)
        #expect(columns[0].title == "Master" && columns[0].topViewController?.navigationItem.title == "Notes")
        #expect(columns[1].topViewController?.navigationItem.title == "Detail")
        #expect(columns[1].topViewController?.navigationItem.largeTitleDisplayMode == .never)
        #expect(reports.messages.isEmpty)
    }

    /// Xcode 12 and later mark a column-style split view with
    /// `allowDoubleColumnStyle="YES"` and keep the master and detail
    /// relationships (see `IBBuilder.relationships`): they fill the primary
    /// and secondary columns of a `.doubleColumn` split view.
    @Test func aColumnStyleSplitViewSceneFillsThePrimaryAndSecondaryColumns() throws {
        let reports = Reports()
        let split = try #require(try reports.capture { try loadStoryboard("Split").viewController(withIdentifier: "Columns") } as? UISplitViewController)
        #expect(split.style == .doubleColumn)
        let primary = try #require(split.viewController(for: .primary) as? UINavigationController)
        let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
        #expect(primary.topViewController is NotesViewController)
        #expect(secondary.topViewController?.navigationItem.title == "Detail")
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(reports.messages.isEmpty)
    }
}
