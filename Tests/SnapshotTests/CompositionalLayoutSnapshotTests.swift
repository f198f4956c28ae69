import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Collection view lists and compositional layouts as iOS 17 draws them:
/// an inset-grouped settings list, a sidebar, and a photo grid with a
/// pinned header and a sideways carousel. Drawn at scale 1 to keep the
/// references small.
@Suite struct CompositionalLayoutSnapshotTests {
    static let precision: Float = 0.995
    static let perceptualPrecision: Float = 0.97

    struct Row {
        var text: String
        var secondary: String?
        var symbol: String?
        var tint: UIColor?
        var accessories: [UICellAccessory]
    }

    /// A list of sections of rows, in a navigation controller.
    final class ListController: UIViewController, UICollectionViewDataSource {
        let appearance: UICollectionLayoutListConfiguration.Appearance
        let sections: [[Row]]
        var collectionView: UICollectionView!

        init(appearance: UICollectionLayoutListConfiguration.Appearance, sections: [[Row]]) {
            self.appearance = appearance
            self.sections = sections
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        /// The collection view is the controller's view, as a
        /// `UICollectionViewController`'s is, so it insets its content below
        /// the navigation bar.
        override func loadView() {
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
            collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
            collectionView.dataSource = self
            view = collectionView
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            let row = sections[indexPath.section][indexPath.item]
            var content = cell.defaultContentConfiguration()
            content.text = row.text
            content.secondaryText = row.secondary
            content.prefersSideBySideTextAndSecondaryText = row.secondary != nil
            content.image = row.symbol.flatMap { UIImage(systemName: $0) }
            content.imageProperties.tintColor = row.tint
            cell.contentConfiguration = content
            cell.accessories = row.accessories
            return cell
        }
    }

    private func window(_ controller: UIViewController, title: String) -> UIWindow {
        let window = UIWindow(device: .iPhone15Pro, orientation: .portrait)
        controller.title = title
        let navigation = UINavigationController(rootViewController: controller)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func insetGroupedList() {
        let controller = ListController(appearance: .insetGrouped, sections: [
            [Row(text: "Wi-Fi", secondary: "Home", symbol: "wifi", tint: .systemBlue, accessories: [.disclosureIndicator()]),
             Row(text: "Bluetooth", secondary: "On", symbol: "antenna.radiowaves.left.and.right", tint: .systemBlue, accessories: [.disclosureIndicator()]),
             Row(text: "Cellular", symbol: "antenna.radiowaves.left.and.right", tint: .systemGreen, accessories: [.disclosureIndicator()])],
            [Row(text: "Notifications", symbol: "bell.fill", tint: .systemRed, accessories: [.disclosureIndicator()]),
             Row(text: "Sounds", symbol: "speaker.wave.2.fill", tint: .systemPink, accessories: [.label(text: "Chime"), .disclosureIndicator()]),
             Row(text: "Focus", symbol: "moon.fill", tint: .systemIndigo, accessories: [.checkmark()])],
        ])
        assertSnapshot(of: window(controller, title: "Settings"),
                       as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1))
    }

    @Test func sidebar() {
        let controller = ListController(appearance: .sidebar, sections: [
            [Row(text: "All Notes", secondary: "128", symbol: "tray.full", accessories: [.disclosureIndicator()]),
             Row(text: "Recipes", secondary: "23", symbol: "fork.knife", accessories: [.disclosureIndicator()]),
             Row(text: "Travel", secondary: "9", symbol: "airplane", accessories: [.disclosureIndicator()]),
             Row(text: "Recently Deleted", secondary: "4", symbol: "trash", accessories: [.disclosureIndicator()])],
        ])
        assertSnapshot(of: window(controller, title: "Folders"),
                       as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1))
    }

    final class TileCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 8
            contentView.clipsToBounds = true
            let image = UIImageView(image: UIImage(systemName: "photo"))
            image.tintColor = .white
            image.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(image)
            NSLayoutConstraint.activate([
                image.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class HeaderView: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            label.font = .preferredFont(forTextStyle: .title3, compatibleWith: nil)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Section 0: a carousel of wide cards scrolling sideways; section 1: a
    /// 3-column grid under a pinned header, scrolled so the header pins.
    final class GridController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!

        override func loadView() {
            let layout = UICollectionViewCompositionalLayout { section, _ in
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                // The grid's header stays under the bar; the carousel's scrolls away.
                header.pinToVisibleBounds = section == 1
                if section == 0 {
                    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(160)),
                                                                   subitems: [item])
                    let carousel = NSCollectionLayoutSection(group: group)
                    carousel.orthogonalScrollingBehavior = .groupPaging
                    carousel.interGroupSpacing = 10
                    carousel.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 8, trailing: 16)
                    carousel.boundarySupplementaryItems = [header]
                    return carousel
                }
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                               subitems: [item])
                let grid = NSCollectionLayoutSection(group: group)
                grid.boundarySupplementaryItems = [header]
                return grid
            }
            collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
            collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
            collectionView.dataSource = self
            view = collectionView
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 6 : 60 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            let hue = CGFloat((indexPath.item + indexPath.section * 7) % 24) / 24
            cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.45, brightness: 0.85, alpha: 1)
            cell.contentView.layer.cornerRadius = indexPath.section == 0 ? 12 : 0
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
            header.label.text = indexPath.section == 0 ? "Featured" : "Recents"
            return header
        }
    }

    @Test func gridWithPinnedHeaderAndCarousel() throws {
        let controller = GridController()
        let window = window(controller, title: "Library")
        // The carousel scrolled sideways by half a card.
        let layout = try #require(controller.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        layout.setOrthogonalScrollOffset(160, forSection: 0)
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1),
                       named: "carousel")
        // Scrolled down past the carousel: the grid's header is pinned under the bar.
        controller.collectionView.contentOffset.y += 400
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1),
                       named: "pinned")
    }
}
