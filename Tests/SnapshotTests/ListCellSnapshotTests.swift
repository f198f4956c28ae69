import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Table rows configured with `UIListContentConfiguration` (every cell
/// style, with symbol images and accessories) in light and dark, at the
/// default and the largest text size, and a grid of symbol images at three
/// sizes. Drawn at scale 1 to keep the references small.
@Suite struct ListCellSnapshotTests {
    static let precision: Float = 0.995
    static let perceptualPrecision: Float = 0.97

    /// A Settings-like table: each list cell style with a symbol, a switch,
    /// a disclosure indicator and a checkmark.
    final class StylesController: UITableViewController {
        struct Row {
            var configuration: () -> UIListContentConfiguration
            var text: String
            var secondary: String?
            var symbol: String?
            var tint: UIColor?
            var accessory: UITableViewCell.AccessoryType = .none
            var toggle = false
        }

        let sections: [(title: String?, rows: [Row])] = [
            (nil, [
                Row(configuration: { .cell() }, text: "Airplane Mode", symbol: "airplane", tint: .systemOrange, toggle: true),
                Row(configuration: { .valueCell() }, text: "Wi-Fi", secondary: "Home", symbol: "wifi", tint: .systemBlue, accessory: .disclosureIndicator),
                Row(configuration: { .valueCell() }, text: "Bluetooth", secondary: "On", symbol: "antenna.radiowaves.left.and.right",
                    tint: .systemBlue, accessory: .disclosureIndicator),
            ]),
            ("Styles", [
                Row(configuration: { .subtitleCell() }, text: "Subtitle cell", secondary: "Secondary text below the text", symbol: "text.bubble"),
                Row(configuration: { .cell() }, text: "Checked cell", symbol: "star.fill", tint: .systemYellow, accessory: .checkmark),
                Row(configuration: { .cell() }, text: "Text only"),
                Row(configuration: { .sidebarCell() }, text: "Sidebar cell", symbol: "folder"),
            ]),
        ]

        init() { super.init(style: .insetGrouped) }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            let row = sections[indexPath.section].rows[indexPath.row]
            var content = row.configuration()
            content.text = row.text
            content.secondaryText = row.secondary
            content.image = row.symbol.flatMap { UIImage(systemName: $0) }
            content.imageProperties.tintColor = row.tint
            cell.contentConfiguration = content
            cell.accessoryType = row.accessory
            if row.toggle {
                let toggle = UISwitch()
                toggle.isOn = true
                cell.accessoryView = toggle
            } else {
                cell.accessoryView = nil
            }
            return cell
        }
    }

    private func window(category: UIContentSizeCategory) -> UIWindow {
        let window = UIWindow(device: .iPhone15Pro, orientation: .portrait)
        window.setPreferredContentSizeCategory(category)
        window.rootViewController = StylesController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: [("light", UIUserInterfaceStyle.light), ("dark", .dark)])
    func listCellStyles(appearance: (name: String, style: UIUserInterfaceStyle)) {
        for (name, category) in [("large", UIContentSizeCategory.large), ("ax5", .accessibilityExtraExtraExtraLarge)] {
            let window = window(category: category)
            assertSnapshot(of: window, as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1,
                                                  traits: UITraitCollection(userInterfaceStyle: appearance.style)),
                           named: "\(appearance.name)-\(name)")
        }
    }

    /// Forty symbols at 13, 17 and 28 points, in the label color and a few tints.
    @Test func symbolGrid() {
        let names = ["house", "house.fill", "person", "person.fill", "star", "star.fill", "heart", "heart.fill", "bell", "bell.fill",
                     "bookmark", "folder", "tray", "trash", "pencil", "square.and.pencil", "square.and.arrow.up", "magnifyingglass",
                     "gearshape", "ellipsis.circle", "plus", "xmark", "checkmark", "chevron.backward", "chevron.forward",
                     "arrow.clockwise", "camera", "photo", "play.fill", "pause.fill", "airplane", "wifi", "envelope", "calendar",
                     "clock", "map", "cart", "lock", "cloud", "sun.max"]
        let tints: [UIColor] = [.label, .systemBlue, .systemRed, .systemGreen, .systemOrange]
        let sizes: [CGFloat] = [13, 17, 28]
        let cell: [CGFloat] = [24, 30, 44]
        let columns = 10
        let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(columns) * 44 + 16, height: 0))
        root.backgroundColor = .systemBackground
        var y: CGFloat = 8
        for (index, size) in sizes.enumerated() {
            for (n, name) in names.enumerated() {
                let imageView = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: size)))
                imageView.tintColor = tints[n % tints.count]
                let side = cell[index]
                let origin = CGPoint(x: 8 + CGFloat(n % columns) * 44 + (44 - side) / 2, y: y + CGFloat(n / columns) * side)
                imageView.frame = CGRect(origin: origin, size: CGSize(width: side, height: side))
                imageView.contentMode = .center
                root.addSubview(imageView)
            }
            y += CGFloat((names.count + columns - 1) / columns) * cell[index] + 8
        }
        root.frame.size.height = y
        assertSnapshot(of: root, as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 2))
    }
}
