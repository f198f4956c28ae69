import Foundation
import Testing
import Trellis
@testable import Storyboard

/// Segues inside containers, once the containers do what UIKit's do: a
/// show segue pushes onto the source's navigation controller; the pushed
/// controller's back button shows the previous title.
@Suite struct NavigationSegueTests {
    /// Navigation.storyboard's initial controller in an iPhone 15 window, laid out.
    func navigation(_ reports: Reports) throws -> (UINavigationController, FruitsViewController, UIWindow) {
        let navigation = try #require(try reports.capture { try loadStoryboard("Navigation").initialViewController() } as? UINavigationController)
        let window = UIWindow(device: .iPhone15)
        reports.capture {
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        return (navigation, try #require(navigation.topViewController as? FruitsViewController), window)
    }

    /// `UINavigationController.show(_:sender:)`: "The Show segue uses this
    /// method to display a new view controller", and it "pushes vc onto the
    /// navigation stack" (developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:)).
    @Test func aShowSegueFromAButtonPushesOntoTheNavigationController() throws {
        let reports = Reports()
        let (navigation, fruits, window) = try navigation(reports)
        let button = try #require(fruits.view.subviews.compactMap { $0 as? UIButton }.first)
        reports.capture {
            button.sendActions(for: .touchUpInside)
            window.layoutIfNeeded()
        }
        #expect(fruits.events == ["should:showFruit", "prepare:showFruit:button"])
        #expect(navigation.viewControllers.count == 2)
        let fruit = try #require(navigation.topViewController as? FruitViewController)
        #expect(fruit.navigationController === navigation && fruits.presentedViewController == nil)
        #expect(fruit.isViewLoaded && fruit.view.window === window)
        #expect(navigation.navigationBar.topItem === fruit.navigationItem && navigation.navigationBar.backItem === fruits.navigationItem)
        #expect(navigation.navigationBar.backButtonDisplayedTitle == "Fruits")
        #expect(reports.messages.isEmpty)
    }

    @Test func aShowSegueFromABarButtonItemAsksThenPreparesThenPushes() throws {
        let reports = Reports()
        let (navigation, fruits, window) = try navigation(reports)
        let random = try #require(fruits.navigationItem.rightBarButtonItem)
        fruits.allowsRandom = false
        #expect(random.simulateTap())
        #expect(navigation.viewControllers.count == 1)
        fruits.allowsRandom = true
        reports.capture {
            random.simulateTap()
            window.layoutIfNeeded()
        }
        #expect(fruits.events == ["should:showRandom", "should:showRandom", "prepare:showRandom:item"])
        #expect(navigation.topViewController is FruitViewController)
        #expect(random.title == "Random")
        #expect(navigation.navigationBar.simulateBackButtonTap())
        #expect(navigation.viewControllers.count == 1)
    }

    /// The root's view is laid out under the bar: the storyboard pins the
    /// button 16 points below the safe area's top, which the navigation
    /// controller puts at the bar's bottom edge; the toolbar shows the
    /// root's toolbar items at the bottom.
    @Test func theSceneRendersUnderItsNavigationBarAndAboveItsToolbar() throws {
        let reports = Reports()
        let (navigation, fruits, window) = try navigation(reports)
        let bar = navigation.navigationBar, toolbar = try #require(navigation.toolbar)
        #expect(bar.window === window && toolbar.window === window && !toolbar.isHidden)
        let barFrame = bar.convert(bar.bounds, to: window)
        #expect(barFrame.minY > 0 && barFrame.height == 44)
        let button = try #require(fruits.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(button.convert(button.bounds, to: window).minY == barFrame.maxY + 16)
        #expect(fruits.view.safeAreaLayoutGuide.layoutFrame.maxY == toolbar.convert(toolbar.bounds, to: fruits.view).minY)
        #expect(toolbar.items?.map(\.systemItem) == [.flexibleSpace, .compose])
        #expect(reports.messages.isEmpty)
    }

    @Test func theNavigationControllersBarsAreConfiguredFromTheScene() throws {
        let reports = Reports()
        let (navigation, _, _) = try navigation(reports)
        #expect(!navigation.isToolbarHidden && !navigation.toolbar.isHidden)
        #expect(!navigation.navigationBar.prefersLargeTitles)
        let tabs = try #require(try reports.capture { try loadStoryboard("TabBar").initialViewController() } as? UITabBarController)
        let stacks = try #require(tabs.viewControllers as? [UINavigationController])
        #expect(stacks.map(\.navigationBar.prefersLargeTitles) == [true, false])
        #expect(stacks.map(\.isToolbarHidden) == [true, true])
    }
}

/// TabBar.storyboard once the tab bar controller shows its tabs: a show
/// segue in the first tab pushes onto that tab's navigation controller, and
/// the pushed scene's "Hide Bottom Bar on Push" (`hidesBottomBarWhenPushed`)
/// takes the tab bar off the screen.
@Suite struct TabBarSegueTests {
    @Test func aShowSegueInATabPushesOntoThatTabsStackAndHidesTheTabBar() throws {
        let reports = Reports()
        let tabs = try #require(try reports.capture { try loadStoryboard("TabBar").initialViewController() } as? UITabBarController)
        let window = UIWindow(device: .iPhone15ProMax)
        reports.capture {
            window.rootViewController = tabs
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
        }
        let stack = try #require(tabs.selectedViewController as? UINavigationController)
        let inbox = try #require(stack.topViewController as? InboxViewController)
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.frame.minY < tabs.view.bounds.maxY)
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Settings"])
        let button = try #require(inbox.view.subviews.compactMap { $0 as? UIButton }.first)
        reports.capture {
            button.sendActions(for: .touchUpInside)
            window.layoutIfNeeded()
        }
        let message = try #require(stack.topViewController)
        #expect(stack.viewControllers.count == 2 && message === inbox.lastDestination)
        #expect(message.navigationController === stack && message.tabBarController === tabs)
        #expect(stack.navigationBar.backButtonDisplayedTitle == "Inbox")
        #expect(tabs.tabBar.frame.minY == tabs.view.bounds.maxY)
        #expect(reports.messages.map(\.kind) == [.unknownOutlet])
    }
}
