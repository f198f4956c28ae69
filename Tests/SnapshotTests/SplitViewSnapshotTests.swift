import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Split views as iOS 17 shows them: a notes-like double-column split and a
/// mail-like triple-column split on a 12.9-inch iPad Pro in both
/// orientations, light and dark, and the double-column split collapsed
/// into one stack on an iPhone SE and an iPhone 15 Pro Max. Drawn at scale
/// 1 to keep the references small.
@Suite struct SplitViewSnapshotTests {
    static let precision: Float = 0.995
    static let perceptualPrecision: Float = 0.97

    // MARK: - Screens

    /// A sidebar list: inset rows with a rounded selection in the tint colour, over the sidebar background.
    final class SidebarScreen: UIViewController {
        let items: [(String, String)]
        let selected: Int?

        init(title: String, items: [(String, String)], selected: Int?) {
            self.items = items
            self.selected = selected
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.navigationBar.prefersLargeTitles = true
            view.backgroundColor = .clear
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 0
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            for (index, item) in items.enumerated() {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                row.layer.cornerRadius = 10
                let icon = UIImageView(image: UIImage(systemName: item.1))
                icon.translatesAutoresizingMaskIntoConstraints = false
                icon.tintColor = .systemBlue
                let label = UILabel()
                label.translatesAutoresizingMaskIntoConstraints = false
                label.text = item.0
                label.font = .preferredFont(forTextStyle: .body)
                if index == selected {
                    row.backgroundColor = .systemBlue
                    label.textColor = .white
                    icon.tintColor = .white
                }
                row.addSubview(icon)
                row.addSubview(label)
                stack.addArrangedSubview(row)
                NSLayoutConstraint.activate([
                    row.heightAnchor.constraint(equalToConstant: 44),
                    icon.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 12),
                    icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                    label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 48),
                    label.trailingAnchor.constraint(lessThanOrEqualTo: row.trailingAnchor, constant: -12),
                    label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                ])
            }
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 10),
                stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -10),
            ])
        }
    }

    /// A list of messages: two lines each at the view's margins, separated by hairlines from the leading margin.
    final class ListScreen: UIViewController {
        let rows: [(String, String)]

        init(title: String, rows: [(String, String)]) {
            self.rows = rows
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            navigationController?.navigationBar.prefersLargeTitles = true
            view.backgroundColor = .systemBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            for (title, subtitle) in rows {
                let row = UIView()
                let titleLabel = UILabel(), subtitleLabel = UILabel(), line = UIView()
                for part in [titleLabel, subtitleLabel, line] {
                    part.translatesAutoresizingMaskIntoConstraints = false
                    row.addSubview(part)
                }
                titleLabel.text = title
                titleLabel.font = .preferredFont(forTextStyle: .headline)
                subtitleLabel.text = subtitle
                subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
                subtitleLabel.textColor = .secondaryLabel
                line.backgroundColor = .separator
                stack.addArrangedSubview(row)
                NSLayoutConstraint.activate([
                    titleLabel.topAnchor.constraint(equalTo: row.topAnchor, constant: 11),
                    titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                    titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
                    subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
                    subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                    subtitleLabel.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
                    subtitleLabel.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -11),
                    line.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
                    line.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                    line.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                    line.heightAnchor.constraint(equalToConstant: 0.5),
                ])
            }
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }
    }

    /// A detail screen: a large title and a paragraph in the readable width.
    final class DetailScreen: UIViewController {
        let heading: String
        let text: String

        init(title: String, heading: String, text: String) {
            self.heading = heading
            self.text = text
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            navigationItem.largeTitleDisplayMode = .never
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action)
            let headingLabel = UILabel(), body = UILabel()
            headingLabel.text = heading
            headingLabel.font = .preferredFont(forTextStyle: .title1)
            headingLabel.numberOfLines = 0
            body.text = text
            body.font = .preferredFont(forTextStyle: .body)
            body.textColor = .secondaryLabel
            body.numberOfLines = 0
            let stack = UIStackView(arrangedSubviews: [headingLabel, body])
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
                stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            ])
        }
    }

    // MARK: - Split views

    static let folders = [("All Notes", "folder"), ("Recipes", "folder"), ("Travel", "folder"), ("Work", "folder"), ("Recently Deleted", "trash")]
    static let note = "Pack the charger, the passport and the rain jacket. Check in online the day before and leave for the airport two hours early."

    func notes() -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(SidebarScreen(title: "Folders", items: Self.folders, selected: 2), for: .primary)
        split.setViewController(DetailScreen(title: "Travel", heading: "Travel", text: Self.note), for: .secondary)
        return split
    }

    func mail() -> UISplitViewController {
        let split = UISplitViewController(style: .tripleColumn)
        split.primaryBackgroundStyle = .sidebar
        split.setViewController(SidebarScreen(title: "Mailboxes", items: [("Inbox", "tray"), ("VIP", "star"), ("Flagged", "flag"), ("Drafts", "doc"), ("Sent", "paperplane"), ("Archive", "archivebox")], selected: 0),
                                for: .primary)
        split.setViewController(ListScreen(title: "Inbox", rows: [
            ("Anna Berg", "Flight times for Friday"), ("Tomás Ruiz", "Re: Quarterly report"), ("Mei Chen", "Lunch next week?"),
            ("Studio Rota", "Your order has shipped"), ("Sam Okafor", "Photos from the trip"),
        ]), for: .supplementary)
        split.setViewController(DetailScreen(title: "", heading: "Flight times for Friday", text: Self.note), for: .secondary)
        return split
    }

    func window(_ split: UISplitViewController, on device: Device, landscape: Bool, dark: Bool) -> UIWindow {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        if dark { window.setUserInterfaceStyle(.dark) }
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The renderer resolves dynamic colours against the strategy's traits, not the window's.
    func image(dark: Bool = false) -> Snapshotting<UIWindow, Data> {
        .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1,
               traits: UITraitCollection(userInterfaceStyle: dark ? .dark : .light))
    }

    func variants() -> [(name: String, landscape: Bool, dark: Bool)] {
        [false, true].flatMap { landscape in
            [false, true].map { dark in ("iPadPro-\(landscape ? "landscape" : "portrait")-\(dark ? "dark" : "light")", landscape, dark) }
        }
    }

    // MARK: - Tests

    @Test func doubleColumnOnIPad() {
        for variant in variants() {
            let window = window(notes(), on: .iPadPro12_9, landscape: variant.landscape, dark: variant.dark)
            assertSnapshot(of: window, as: image(dark: variant.dark), named: variant.name)
        }
    }

    /// Upright the sidebar overlays the note once shown (the display-mode button or `show(.primary)`).
    @Test func doubleColumnSidebarShownUpright() {
        let split = notes()
        let window = window(split, on: .iPadPro12_9, landscape: false, dark: false)
        split.show(.primary)
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: image())
    }

    @Test func tripleColumnOnIPad() {
        for variant in variants() {
            let split = mail()
            let window = window(split, on: .iPadPro12_9, landscape: variant.landscape, dark: variant.dark)
            if variant.landscape {
                split.show(.primary)
                window.layoutIfNeeded()
            }
            assertSnapshot(of: window, as: image(dark: variant.dark), named: variant.name)
        }
    }

    @Test func collapsedOnIPhones() {
        for (name, device) in [("iPhoneSE", Device.iPhoneSE3), ("iPhone15ProMax", Device.iPhone15ProMax)] {
            for dark in [false, true] {
                let window = window(notes(), on: device, landscape: false, dark: dark)
                assertSnapshot(of: window, as: image(dark: dark), named: "\(name)-\(dark ? "dark" : "light")")
            }
        }
    }
}
