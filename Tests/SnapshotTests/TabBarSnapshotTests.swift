import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Tab bar apps as iOS 17 draws them (issue 18): a four-tab app with a
/// badge and a seven-tab app with More, on iPhone SE, iPhone 15 Pro Max and
/// iPad, upright and sideways, light and dark, at the large and the largest
/// accessibility text size where the content changes, drawn at scale 1.
@Suite struct TabBarSnapshotTests {
    /// Template glyphs drawn for these tests (SF Symbols are Apple's): a
    /// house, a magnifier, a tray, a person, a gear, a star, a clock.
    static func glyph(_ name: String) -> UIImage? {
        let shapes: String
        switch name {
        case "house":
            shapes = #"<path d="M3 12 L12.5 3.5 L22 12 M6 10 V21.5 H19 V10" fill="none" stroke="black" stroke-width="2" stroke-linejoin="round" stroke-linecap="round"/><rect x="10.5" y="15" width="4" height="6.5" fill="black"/>"#
        case "magnifier":
            shapes = #"<circle cx="10.5" cy="10.5" r="7" fill="none" stroke="black" stroke-width="2.4"/><path d="M15.5 15.5 L22 22" stroke="black" stroke-width="2.6" stroke-linecap="round"/>"#
        case "tray":
            shapes = #"<path d="M3 14 L6 5 H19 L22 14 V21 H3 Z M3 14 H9 C9 17 16 17 16 14 H22" fill="none" stroke="black" stroke-width="2" stroke-linejoin="round"/>"#
        case "person":
            shapes = #"<circle cx="12.5" cy="8" r="4.5" fill="black"/><path d="M3.5 22 C4.5 14.5 20.5 14.5 21.5 22 Z" fill="black"/>"#
        case "gear":
            shapes = #"<circle cx="12.5" cy="12.5" r="7" fill="none" stroke="black" stroke-width="4" stroke-dasharray="3 2.5"/><circle cx="12.5" cy="12.5" r="5" fill="none" stroke="black" stroke-width="2"/>"#
        case "star":
            shapes = #"<path d="M12.5 2 L15.4 9 L23 9.6 L17.2 14.5 L19 22 L12.5 18 L6 22 L7.8 14.5 L2 9.6 L9.6 9 Z" fill="black"/>"#
        default:
            shapes = #"<circle cx="12.5" cy="12.5" r="10" fill="none" stroke="black" stroke-width="2"/><path d="M12.5 6.5 V12.5 L16.5 15" fill="none" stroke="black" stroke-width="2" stroke-linecap="round"/>"#
        }
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="25" height="25" viewBox="0 0 25 25">"# + shapes + "</svg>"
        return UIImage(data: Data(svg.utf8))?.withRenderingMode(.alwaysTemplate)
    }

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

    /// Home (a list), Search, Inbox with a badge, Profile; the Home tab selected.
    static func fourTabApp() -> UITabBarController {
        let home = ListController(style: .plain)
        home.tabBarItem = UITabBarItem(title: "Home", image: glyph("house"), tag: 0)
        let search = MessageController(title: "Search", message: "Search posts, people and tags.")
        search.tabBarItem = UITabBarItem(title: "Search", image: glyph("magnifier"), tag: 1)
        let inbox = MessageController(title: "Inbox", message: "You have 3 unread messages.")
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: glyph("tray"), tag: 2)
        inbox.tabBarItem.badgeValue = "3"
        let profile = MessageController(title: "Profile", message: "Signed in as Ada.")
        profile.tabBarItem = UITabBarItem(title: "Profile", image: glyph("person"), tag: 3)
        let controller = UITabBarController()
        controller.viewControllers = [home, search, inbox, profile]
        return controller
    }

    /// Seven tabs: four and More on an iPhone, all seven on an iPad. The
    /// second tab is selected and shows a message (no scrolling: the bar is
    /// transparent at the scroll edge, as since iOS 15).
    static func sevenTabApp() -> UITabBarController {
        let names = [("Today", "star"), ("Library", "tray"), ("Search", "magnifier"), ("Friends", "person"),
                     ("History", "clock"), ("Settings", "gear"), ("Help", "star")]
        let controller = UITabBarController()
        controller.viewControllers = names.enumerated().map { index, entry in
            let tab = MessageController(title: entry.0, message: "Tab \(index + 1) of 7.")
            tab.tabBarItem = UITabBarItem(title: entry.0, image: glyph(entry.1), tag: index)
            return tab
        }
        controller.tabBarItemsBadge(at: 4, "12")
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
}

extension UITabBarController {
    /// Puts a badge on the tab at `index`.
    fileprivate func tabBarItemsBadge(at index: Int, _ value: String) {
        viewControllers?[index].tabBarItem.badgeValue = value
    }
}
