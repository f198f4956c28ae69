import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisExamples
import TrellisSnapshotTesting

/// Tab bar apps as iOS 17 draws them (issue 18): a four-tab app with a
/// badge and a seven-tab app with More, on iPhone SE, iPhone 15 Pro Max and
/// iPad, upright and sideways, light and dark, at the large and the largest
/// accessibility text size where the content changes, drawn at scale 1.
@Suite struct TabBarSnapshotTests {
    /// A tab's screen: a title and a line of body text in the middle of the safe area.
    final class MessageController: UIViewController {
        let message: String

        init(title: String, message: String) {
            self.message = message
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let heading = UILabel()
            heading.text = title
            heading.font = .preferredFont(forTextStyle: .largeTitle)
            heading.adjustsFontForContentSizeCategory = true
            let body = UILabel()
            body.text = message
            body.font = .preferredFont(forTextStyle: .body)
            body.adjustsFontForContentSizeCategory = true
            body.textColor = .secondaryLabel
            body.numberOfLines = 0
            body.textAlignment = .center
            let stack = UIStackView(arrangedSubviews: [heading, body])
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    /// A list long enough to scroll, so the bar shows its standard (material) look.
    final class ListController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Post number \(indexPath.row + 1)"
            return cell
        }
    }

    /// Home (a navigation stack with a large title over a list), Search,
    /// Inbox with a badge, Profile, with SF Symbols as sample 04 uses them;
    /// the Home tab selected.
    static func fourTabApp() -> UITabBarController {
        let list = ListController(style: .plain)
        list.title = "Home"
        let home = UINavigationController(rootViewController: list)
        home.navigationBar.prefersLargeTitles = true
        home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        let search = MessageController(title: "Search", message: "Search posts, people and tags.")
        search.tabBarItem = UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
        let inbox = MessageController(title: "Inbox", message: "You have 3 unread messages.")
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: UIImage(systemName: "tray.fill"))
        inbox.tabBarItem.badgeValue = "3"
        let profile = MessageController(title: "Profile", message: "Signed in as Ada.")
        profile.tabBarItem = UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), selectedImage: UIImage(systemName: "person.fill"))
        let controller = UITabBarController()
        controller.viewControllers = [home, search, inbox, profile]
        return controller
    }

    /// Seven tabs: four and More on an iPhone, all seven on an iPad. The
    /// second tab is selected and shows a message (no scrolling: the bar is
    /// transparent at the scroll edge, as since iOS 15).
    static func sevenTabApp() -> UITabBarController {
        let names = [("Today", "star"), ("Library", "books.vertical"), ("Search", "magnifyingglass"), ("Friends", "person.2"),
                     ("History", "clock"), ("Settings", "gear"), ("Help", "questionmark.circle")]
        let controller = UITabBarController()
        controller.viewControllers = names.enumerated().map { index, entry in
            let tab = MessageController(title: entry.0, message: "Tab \(index + 1) of 7.")
            tab.tabBarItem = UITabBarItem(title: entry.0, image: UIImage(systemName: entry.1), tag: index)
            return tab
        }
        controller.viewControllers?[4].tabBarItem.badgeValue = "12"
        controller.selectedIndex = 1
        return controller
    }

    static let devices: [(name: String, device: Device)] = [("iPhoneSE", .iPhoneSE3), ("iPhone15ProMax", .iPhone15ProMax), ("iPad", .iPad10)]

    func render(_ controller: UITabBarController, device: Device, landscape: Bool, dark: Bool = false,
                size: UIContentSizeCategory = .large, named name: String,
                testName: String = #function, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                line: UInt = #line, column: UInt = #column) {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(size)
        if dark { window.setUserInterfaceStyle(.dark) }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1, traits: traits), named: name,
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }

    @Test func fourTabs() {
        for (name, device) in Self.devices {
            for landscape in [false, true] {
                render(Self.fourTabApp(), device: device, landscape: landscape, named: "\(name)-\(landscape ? "landscape" : "portrait")")
            }
            render(Self.fourTabApp(), device: device, landscape: false, dark: true, named: "\(name)-portrait-dark")
        }
    }

    @Test func fourTabsAtAccessibilitySizes() {
        let inbox = Self.fourTabApp()
        inbox.selectedIndex = 2
        render(inbox, device: .iPhoneSE3, landscape: false, size: .accessibilityExtraExtraExtraLarge, named: "iPhoneSE-portrait-ax5")
        let wide = Self.fourTabApp()
        wide.selectedIndex = 2
        render(wide, device: .iPad10, landscape: true, size: .accessibilityExtraExtraExtraLarge, named: "iPad-landscape-ax5")
    }

    @Test func sevenTabs() {
        for (name, device) in Self.devices {
            for landscape in [false, true] {
                render(Self.sevenTabApp(), device: device, landscape: landscape, named: "\(name)-\(landscape ? "landscape" : "portrait")")
            }
        }
        render(Self.sevenTabApp(), device: .iPhone15ProMax, landscape: false, dark: true, named: "iPhone15ProMax-portrait-dark")
    }

    /// The More tab's list of the tabs that do not fit, in its navigation controller.
    @Test func moreList() {
        for (name, device, landscape) in [("iPhone15ProMax-portrait", Device.iPhone15ProMax, false), ("iPhoneSE-landscape", .iPhoneSE3, true)] {
            let controller = Self.sevenTabApp()
            controller.selectedViewController = controller.moreNavigationController
            render(controller, device: device, landscape: landscape, named: name)
        }
    }

    /// A pushed controller that hides the bottom bar: the tab bar is gone
    /// and the content reaches the bottom safe area.
    @Test func pushedWithoutTheTabBar() {
        let controller = Self.fourTabApp()
        let detail = MessageController(title: "Post 1", message: "Pushed with hidesBottomBarWhenPushed.")
        detail.hidesBottomBarWhenPushed = true
        (controller.viewControllers?.first as? UINavigationController)?.pushViewController(detail, animated: false)
        render(controller, device: .iPhone15ProMax, landscape: false, named: "iPhone15ProMax-portrait")
    }


    /// The bars blur what is scrolled under them (iOS 13's materials): a
    /// list of coloured rows in a navigation controller in a tab, scrolled
    /// to its middle, shows soft bands of the rows' colours under the
    /// navigation bar (and behind the status bar) and under the tab bar,
    /// the titles there smeared, the material's tint over them.
    @Test func barsBlurTheRowsScrolledUnderThem() {
        for dark in [false, true] {
            let stripes = AppShellExamples.StripesController(rows: 60)
            let nav = UINavigationController(rootViewController: stripes)
            nav.tabBarItem = UITabBarItem(title: "Stripes", image: UIImage(systemName: "house"), tag: 0)
            let other = MessageController(title: "Other", message: "Another tab.")
            other.tabBarItem = UITabBarItem(title: "Other", image: UIImage(systemName: "gear"), tag: 1)
            let controller = UITabBarController()
            controller.viewControllers = [nav, other]
            _ = controller.view
            let window = UIWindow(device: .iPhone15ProMax)
            if dark { window.setUserInterfaceStyle(.dark) }
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            stripes.tableView.contentOffset = CGPoint(x: 0, y: 1000)
            window.layoutIfNeeded()
            let traits = UITraitCollection(userInterfaceStyle: dark ? .dark : .light)
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1, traits: traits),
                           named: "iPhone15ProMax-portrait-\(dark ? "dark" : "light")")
        }
    }
}
