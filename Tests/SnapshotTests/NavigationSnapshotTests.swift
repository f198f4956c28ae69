import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// A three-deep navigation stack drawn as iOS 17 draws it (issue 18): the
/// root, a table under a large title; then, two pushes later, a detail
/// screen with right bar buttons, the back button and a toolbar. On iPhone
/// SE, iPhone 15 Pro Max and iPad Pro, upright and sideways, light and
/// dark, at the large and the largest accessibility text size (the bars'
/// own text does not scale, as in UIKit: "UIKit navigation elements like
/// nav bar titles and tab bar buttons do not scale their text in response
/// to Dynamic Type", material-components-ios issue 9758, and "the stock iOS
/// apps do not seem to change the size of any element in the navigation
/// bar", woocommerce-ios issue 904; the table's text does), drawn at scale
/// 1 to keep the references small.
@Suite struct NavigationSnapshotTests {
    final class MailboxesController: UITableViewController {
        let rows: [String]

        /// The six standard mailboxes, then `folders` numbered folders.
        init(folders: Int = 0) {
            rows = ["Inbox", "Drafts", "Sent", "Junk", "Trash", "Archive"] + (0..<folders).map { "Folder \($0 + 1)" }
            super.init(style: .insetGrouped)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Mailboxes"
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    final class MessageController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            title = "Message"
            navigationItem.largeTitleDisplayMode = .never
            navigationItem.rightBarButtonItems = [UIBarButtonItem(systemItem: .done), UIBarButtonItem(systemItem: .add)]
            toolbarItems = [UIBarButtonItem(systemItem: .trash), .flexibleSpace(), UIBarButtonItem(title: "Reply", style: .plain),
                            .flexibleSpace(), UIBarButtonItem(systemItem: .compose)]
            let label = UILabel()
            label.text = "Hello from the detail screen."
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    static let devices: [(name: String, device: Device)] = [("iPhoneSE", .iPhoneSE3), ("iPhone15ProMax", .iPhone15ProMax), ("iPadPro", .iPadPro12_9)]

    /// Each device upright and sideways in light mode at the large size;
    /// upright in dark mode, and upright at AX5.
    func variants() -> [(name: String, device: Device, landscape: Bool, dark: Bool, size: UIContentSizeCategory)] {
        Self.devices.flatMap { device in
            [(device.name + "-portrait-light", device.device, false, false, UIContentSizeCategory.large),
             (device.name + "-landscape-light", device.device, true, false, .large),
             (device.name + "-portrait-dark", device.device, false, true, .large),
             (device.name + "-portrait-ax5", device.device, false, false, .accessibilityExtraExtraExtraLarge)]
        }
    }

    func window(for variant: (name: String, device: Device, landscape: Bool, dark: Bool, size: UIContentSizeCategory),
                depth: Int, folders: Int = 0) -> UIWindow {
        let window = UIWindow(device: variant.device, orientation: variant.landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(variant.size)
        if variant.dark { window.setUserInterfaceStyle(.dark) }
        let root = MailboxesController(folders: folders)
        let nav = UINavigationController(rootViewController: root)
        nav.navigationBar.prefersLargeTitles = true
        window.rootViewController = nav
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        if depth > 1 {
            let inbox = UIViewController()
            inbox.title = "Inbox"
            inbox.view.backgroundColor = .systemBackground
            nav.pushViewController(inbox, animated: false)
            nav.pushViewController(MessageController(), animated: true)
            nav.setToolbarHidden(false, animated: false)
            window.layoutIfNeeded()
        }
        return window
    }

    /// The renderer resolves dynamic colours against the traits it is given.
    func image(_ variant: (name: String, device: Device, landscape: Bool, dark: Bool, size: UIContentSizeCategory)) -> Snapshotting<UIWindow, Data> {
        .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1,
               traits: UITraitCollection(userInterfaceStyle: variant.dark ? .dark : .light))
    }

    @Test func rootWithALargeTitle() {
        for variant in variants() {
            assertSnapshot(of: window(for: variant, depth: 1), as: image(variant), named: variant.name)
        }
    }

    @Test func pushedDetailWithBackButtonAndToolbar() {
        for variant in variants() {
            assertSnapshot(of: window(for: variant, depth: 3), as: image(variant), named: variant.name)
        }
    }

    /// The root scrolled: the large title has collapsed into the bar, which
    /// now shows the standard appearance (the chrome material's tint and
    /// the hairline) over the rows scrolled under it.
    @Test func scrolledRootWithTheStandardBar() {
        let chosen = variants().filter { ["iPhone15ProMax-portrait-light", "iPhone15ProMax-portrait-dark", "iPadPro-portrait-light"].contains($0.name) }
        for variant in chosen {
            let window = window(for: variant, depth: 1, folders: 30)
            let nav = window.rootViewController as! UINavigationController
            let table = (nav.topViewController as! UITableViewController).tableView!
            table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + 150)
            window.layoutIfNeeded()
            assertSnapshot(of: window, as: image(variant), named: variant.name)
        }
    }
}
