import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting
@testable import Storyboard

/// TabBar.storyboard's app as a person sees it on an iPhone 15 Pro Max: the
/// tab bar with its two tabs, the first tab's navigation bar with its large
/// title and buttons; then the message a show segue pushes. Drawn at scale
/// 1 to keep the references small.
@Suite struct StoryboardSnapshotTests {
    /// The storyboard's initial controller as the window's root, laid out.
    func tabBarApp() throws -> (UIWindow, UITabBarController) {
        let tabs = try #require(try Reports().capture { try loadStoryboard("TabBar").initialViewController() } as? UITabBarController)
        let window = UIWindow(device: .iPhone15ProMax)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, tabs)
    }

    @Test func tabBarAppOnIPhone15ProMax() throws {
        for (name, style) in [("light", UIUserInterfaceStyle.light), ("dark", .dark)] {
            let (window, _) = try tabBarApp()
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1,
                                                   traits: UITraitCollection(userInterfaceStyle: style)),
                           named: "iPhone15ProMax-portrait-\(name)")
        }
    }

    /// Navigation.storyboard after its show segue: the pushed scene under
    /// a bar with the back button titled after the root, the toolbar below.
    @Test func aShowSeguePushesInTheNavigationStoryboard() throws {
        let navigation = try #require(try Reports().capture { try loadStoryboard("Navigation").initialViewController() } as? UINavigationController)
        let window = UIWindow(device: .iPhone15ProMax)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: "iPhone15ProMax-root")
        Reports().capture { navigation.topViewController?.performSegue(withIdentifier: "showFruit", sender: nil) }
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: "iPhone15ProMax-pushed")
    }

    @Test func aShowSeguePushesTheMessageOnTheFirstTab() throws {
        let (window, tabs) = try tabBarApp()
        let inbox = try #require((tabs.viewControllers?.first as? UINavigationController)?.topViewController as? InboxViewController)
        Reports().capture { inbox.performSegue(withIdentifier: "showMessage", sender: nil) }
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: "iPhone15ProMax-message")
    }
}
