import Foundation
import Trellis

/// The app shell and collection screens as an iOS app writes them, one of
/// each kind the project's snapshot suites draw (Tests/SnapshotTests:
/// TabBar, Navigation, SplitView, CompositionalLayout, ListCell): a tab bar
/// controller of navigation controllers, a split view controller with a
/// sidebar, a compositional grid and an inset-grouped list. The snapshot
/// matrix tests (AppShellMatrixTests) and `trellis bench snapshots` draw
/// them; each maker returns a new controller.
public enum AppShellExamples {
    /// Rows of strong colours with bold black titles, what shows best how
    /// bars blur the rows scrolled under them (TabBarSnapshotTests'
    /// `barsBlurTheRowsScrolledUnderThem`, `trellis bench bars`).
    public final class StripesController: UITableViewController {
        public static let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        public let rowCount: Int

        public init(rows: Int) {
            rowCount = rows
            super.init(style: .plain)
        }

        public required init?(coder: NSCoder) {
            rowCount = 60
            super.init(coder: coder)
        }

        public override func viewDidLoad() {
            super.viewDidLoad()
            title = "Stripes"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

        public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row + 1)"
            cell.textLabel?.font = .boldSystemFont(ofSize: 22)
            cell.textLabel?.textColor = .black
            cell.backgroundColor = Self.colors[indexPath.row % Self.colors.count]
            return cell
        }
    }

    /// A list of rows in the controller's table view (`UITableViewController`),
    /// with the standard cell's text and a disclosure indicator.
    final class PostsController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "post")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Post number \(indexPath.row + 1)"
            content.secondaryText = "Posted by Ada"
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    /// A paragraph in the readable width, below the bar, in a scroll view:
    /// at the largest text sizes a paragraph is taller than an iPhone
    /// screen (the snapshot matrix's layout checks found the note reaching
    /// 119 points below an iPhone SE's window at AX5), and text that does
    /// not fit must scroll (Apple's Human Interface Guidelines, "Typography":
    /// "make sure your layout can adapt" to larger text).
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
            let scroll = UIScrollView()
            // Bounces (as a reading screen does) so that its content is
            // inset below the bars whether or not the text overflows.
            scroll.alwaysBounceVertical = true
            scroll.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(scroll)
            let body = UILabel()
            body.text = message
            body.font = .preferredFont(forTextStyle: .body)
            body.adjustsFontForContentSizeCategory = true
            body.textColor = .secondaryLabel
            body.numberOfLines = 0
            body.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(body)
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: view.topAnchor),
                scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                scroll.contentLayoutGuide.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                body.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
                body.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
                body.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            ])
        }
    }

    /// The app shell: four tabs, each a navigation controller with a large
    /// title (Home a list of posts, Inbox with a badge), SF Symbols as tab
    /// images.
    public static func tabApp() -> UITabBarController {
        func tab(_ root: UIViewController, _ title: String, _ symbol: String) -> UINavigationController {
            root.title = title
            let navigation = UINavigationController(rootViewController: root)
            navigation.navigationBar.prefersLargeTitles = true
            navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), selectedImage: UIImage(systemName: symbol + ".fill"))
            return navigation
        }
        let home = tab(PostsController(style: .plain), "Home", "house")
        let search = tab(MessageController(title: "Search", message: "Search posts, people and tags."), "Search", "magnifyingglass")
        search.tabBarItem.selectedImage = nil
        let inbox = tab(MessageController(title: "Inbox", message: "You have 3 unread messages."), "Inbox", "tray")
        inbox.tabBarItem.badgeValue = "3"
        let profile = tab(MessageController(title: "Profile", message: "Signed in as Ada."), "Profile", "person")
        let controller = UITabBarController()
        controller.viewControllers = [home, search, inbox, profile]
        return controller
    }

    /// A sidebar of folders (a list collection view with the sidebar
    /// appearance, the third folder selected) beside a note.
    final class FoldersController: UICollectionViewController {
        static let folders = [("All Notes", "tray.full", "128"), ("Recipes", "fork.knife", "23"), ("Travel", "airplane", "9"),
                              ("Work", "briefcase", "41"), ("Recently Deleted", "trash", "4")]

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
            title = "Folders"
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "folder")
            collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.folders.count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "folder", for: indexPath) as! UICollectionViewListCell
            let folder = Self.folders[indexPath.item]
            var content = UIListContentConfiguration.sidebarCell()
            content.text = folder.0
            content.image = UIImage(systemName: folder.1)
            cell.contentConfiguration = content
            cell.accessories = [.label(text: folder.2)]
            return cell
        }
    }

    static let note = "Pack the charger, the passport and the rain jacket. Check in online the day before and leave for the airport two hours early."

    /// A notes-like split view: the sidebar and the note.
    public static func splitApp() -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(FoldersController(), for: .primary)
        split.setViewController(MessageController(title: "Travel", message: note), for: .secondary)
        return split
    }

    /// Square photo tiles, three to a row (five on a regular width), under
    /// a section header, in a navigation controller.
    final class GridController: UICollectionViewController {
        final class Tile: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let image = UIImageView(image: UIImage(systemName: "photo"))
                image.tintColor = .white
                image.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(image)
                NSLayoutConstraint.activate([
                    image.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                    image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                ])
                isAccessibilityElement = true
                accessibilityTraits = .image
            }

            required init?(coder: NSCoder) { nil }
        }

        final class Header: UICollectionReusableView {
            let label = UILabel()

            override init(frame: CGRect) {
                super.init(frame: frame)
                label.font = .preferredFont(forTextStyle: .title3)
                label.adjustsFontForContentSizeCategory = true
                label.accessibilityTraits = .header
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
                    label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                    label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                ])
            }

            required init?(coder: NSCoder) { nil }
        }

        init() {
            let layout = UICollectionViewCompositionalLayout { _, environment in
                let columns = environment.traitCollection.horizontalSizeClass == .regular ? 5 : 3
                // `repeatingSubitem:count:` keeps the item's own width (iOS 16;
                // the deprecated `subitem:count:` overrode it), so each item
                // asks for its share of the row.
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                                     heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                    repeatingSubitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
                return section
            }
            super.init(collectionViewLayout: layout)
            title = "Library"
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(Tile.self, forCellWithReuseIdentifier: "tile")
            collectionView.register(Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 7 : 24 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            let hue = CGFloat((indexPath.item + indexPath.section * 7) % 24) / 24
            cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.85, alpha: 1)
            cell.accessibilityLabel = "Photo \(indexPath.item + 1)"
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                     at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! Header
            header.label.text = indexPath.section == 0 ? "Favourites" : "Recents"
            return header
        }
    }

    /// A Settings-like inset-grouped list: symbols, secondary text,
    /// disclosure indicators, a checkmark.
    final class SettingsController: UICollectionViewController {
        struct Row {
            var text: String
            var secondary: String?
            var symbol: String
            var tint: UIColor
            var checked = false
        }

        static let sections: [[Row]] = [
            [Row(text: "Wi-Fi", secondary: "Home", symbol: "wifi", tint: .systemBlue),
             Row(text: "Bluetooth", secondary: "On", symbol: "antenna.radiowaves.left.and.right", tint: .systemBlue),
             Row(text: "Cellular", symbol: "antenna.radiowaves.left.and.right", tint: .systemGreen)],
            [Row(text: "Notifications", symbol: "bell.fill", tint: .systemRed),
             Row(text: "Sounds & Haptics", secondary: "Chime", symbol: "speaker.wave.2.fill", tint: .systemPink),
             Row(text: "Focus", symbol: "moon.fill", tint: .systemIndigo, checked: true)],
        ]

        init() {
            super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
            title = "Settings"
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        }

        override func numberOfSections(in collectionView: UICollectionView) -> Int { Self.sections.count }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { Self.sections[section].count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            let row = Self.sections[indexPath.section][indexPath.item]
            var content = UIListContentConfiguration.valueCell()
            content.text = row.text
            content.secondaryText = row.secondary
            content.image = UIImage(systemName: row.symbol)
            content.imageProperties.tintColor = row.tint
            cell.contentConfiguration = content
            cell.accessories = row.checked ? [.checkmark()] : [.disclosureIndicator()]
            return cell
        }
    }

    static func navigation(_ root: UIViewController) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    /// The photo grid in a navigation controller with a large title.
    public static func grid() -> UINavigationController { navigation(GridController()) }

    /// The settings list in a navigation controller with a large title.
    public static func settings() -> UINavigationController { navigation(SettingsController()) }
}
