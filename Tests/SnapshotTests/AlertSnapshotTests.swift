import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Alerts and action sheets as iOS 17 draws them (issue 18): an alert with
/// two and with three buttons, one with a text field, an action sheet on an
/// iPhone and in a popover on an iPad; light and dark, at the Large and the
/// largest accessibility text size. Drawn at scale 1 to keep the
/// references small.
@Suite struct AlertSnapshotTests {
    static let styles: [(name: String, style: UIUserInterfaceStyle)] = [("light", .light), ("dark", .dark)]
    static let sizes: [(name: String, size: UIContentSizeCategory)] = [("large", .large), ("ax5", .accessibilityExtraExtraExtraLarge)]

    /// A plain screen for the alert to cover: a title and a button.
    final class ScreenController: UIViewController {
        let button = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let label = UILabel()
            label.text = "Road Trip"
            label.font = .preferredFont(forTextStyle: .largeTitle)
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
            button.setTitle("More…", for: .normal)
            let stack = UIStackView(arrangedSubviews: [label, button])
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }
    }

    /// A key window on `device` showing a screen, and the screen, which
    /// then presents what `present` makes.
    func window(on device: Device, size: UIContentSizeCategory, landscape: Bool = false,
                present: (ScreenController) -> UIViewController) -> UIWindow {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(size)
        let screen = ScreenController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        screen.present(present(screen), animated: false)
        window.layoutIfNeeded()
        return window
    }

    func snapshot(_ name: String, device: Device, landscape: Bool = false, testName: String = #function,
                  present: @escaping (ScreenController) -> UIViewController) {
        for size in Self.sizes {
            let window = window(on: device, size: size.size, landscape: landscape, present: present)
            for style in Self.styles {
                assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1,
                                                      traits: UITraitCollection(userInterfaceStyle: style.style)),
                               named: "\(name)-\(style.name)-\(size.name)", testName: testName)
            }
        }
    }

    @Test func alertWithTwoActions() {
        snapshot("twoActions", device: .iPhoneSE3) { _ in
            let alert = UIAlertController(title: "Delete Playlist?", message: "This removes the playlist from all your devices.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            return alert
        }
    }

    @Test func alertWithThreeActions() {
        snapshot("threeActions", device: .iPhoneSE3) { _ in
            let alert = UIAlertController(title: "Save Changes?", message: "Your edits to “Road Trip” have not been saved.",
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let save = UIAlertAction(title: "Save", style: .default)
            alert.addAction(save)
            alert.addAction(UIAlertAction(title: "Discard Changes", style: .destructive))
            alert.preferredAction = save
            return alert
        }
    }

    @Test func alertWithATextField() {
        snapshot("textField", device: .iPhone15ProMax) { _ in
            let alert = UIAlertController(title: "Rename Playlist", message: "Enter a new name for this playlist.", preferredStyle: .alert)
            alert.addTextField { field in
                field.placeholder = "Playlist name"
                field.text = "Road Trip"
            }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let save = UIAlertAction(title: "Save", style: .default)
            alert.addAction(save)
            alert.preferredAction = save
            return alert
        }
    }

    static func playlistSheet(from source: UIView) -> UIAlertController {
        let sheet = UIAlertController(title: "Road Trip", message: "12 songs, 48 minutes", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete Playlist", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = source
        return sheet
    }

    @Test func actionSheetOnAnIPhone() {
        snapshot("sheet-iPhone", device: .iPhone15ProMax) { screen in Self.playlistSheet(from: screen.button) }
    }

    /// Sample 06's screen: the rename alert over a screen in a navigation controller.
    @Test func alertOverANavigationController() {
        for style in Self.styles {
            let screen = ScreenController()
            screen.title = "Playlist"
            let window = UIWindow(device: .iPhone15)
            window.rootViewController = UINavigationController(rootViewController: screen)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            let alert = UIAlertController(title: "Rename Playlist", message: "Enter a new name for this playlist.", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Playlist name" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Save", style: .default))
            screen.present(alert, animated: false)
            window.layoutIfNeeded()
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1,
                                                  traits: UITraitCollection(userInterfaceStyle: style.style)),
                           named: "navigation-\(style.name)")
        }
    }

    /// A search controller in a navigation item, searching: the results
    /// controller's list below the search bar.
    @Test func searchInANavigationItem() {
        for style in Self.styles {
            let results = UITableViewController(style: .plain)
            let list = ScreenController()
            list.title = "Plants"
            let search = UISearchController(searchResultsController: results)
            list.navigationItem.searchController = search
            let window = UIWindow(device: .iPhone15)
            window.rootViewController = UINavigationController(rootViewController: list)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            search.searchBar.simulateTyping("fern")
            window.layoutIfNeeded()
            assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1,
                                                  traits: UITraitCollection(userInterfaceStyle: style.style)),
                           named: "search-\(style.name)")
        }
    }

    @Test func actionSheetInAPopoverOnAnIPad() {
        snapshot("sheet-iPad", device: .iPad10) { screen in Self.playlistSheet(from: screen.button) }
    }
}
