import Foundation
import Testing
import Trellis

// Tab bar code written the iOS way, against the public API only (no
// @testable): each line is a pattern apps use, so a signature that differs
// from UIKit's stops this file compiling.

/// A tab bar controller subclass as apps write one: tabs in viewDidLoad,
/// iOS 15 appearances, the delegate method UITabBarController implements.
private final class AppTabBarController: UITabBarController, UITabBarControllerDelegate {
    var selectedTitles: [String] = []
    var refusedTag: Int?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let home = UIViewController()
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
        let favorites = UIViewController()
        favorites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let inbox = UIViewController()
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: nil, tag: 2)
        inbox.tabBarItem.badgeValue = "3"
        inbox.tabBarItem.badgeColor = .systemRed
        setViewControllers([home, favorites, inbox], animated: false)

        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .secondarySystemBackground
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
        appearance.stackedLayoutAppearance.selected.badgeBackgroundColor = .systemOrange
        appearance.inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
        tabBar.standardAppearance = appearance
        if #available(iOS 15.0, *) {
            tabBar.scrollEdgeAppearance = appearance
        }
        tabBar.tintColor = .systemPink
        tabBar.unselectedItemTintColor = .secondaryLabel
        tabBar.itemPositioning = .centered
        selectedIndex = 0
    }

    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        selectedTitles.append(item.title ?? "system \(item.tag)")
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.tabBarItem.tag != refusedTag
    }
}

@Suite struct UITabBarSignatureTests {
    @Test func aSubclassConfiguredTheIOSWayWorks() {
        let controller = AppTabBarController()
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let items = controller.tabBar.items ?? []
        #expect(items.count == 3)
        controller.refusedTag = 2
        #expect(controller.tabBar.simulateTap(on: items[1]))
        #expect(!controller.tabBar.simulateTap(on: items[2]))
        #expect(controller.selectedIndex == 1)
        #expect(controller.selectedTitles == ["system 1"])
        #expect(controller.tabBar.standardAppearance.backgroundColor === UIColor.secondarySystemBackground)
    }
}
