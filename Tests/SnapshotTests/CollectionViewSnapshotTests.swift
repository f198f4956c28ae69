import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// Collection views with flow layouts drawn as iOS 17 draws them (issue
/// 20), on an iPhone 15 at scale 1: a photo library grid of three columns
/// with section headers (at the top, and scrolled so the second section's
/// header is pinned over the photos), and self-sizing tags whose full rows
/// are justified and whose last row is packed at the leading inset.
@Suite struct CollectionViewSnapshotTests {
    struct Photo: Hashable {
        let id: Int
        let hue: CGFloat
    }

    final class PhotoCell: UICollectionViewCell {
        let imageView = UIImageView(image: UIImage(systemName: "photo"))

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.tintColor = .white
            imageView.contentMode = .center
            imageView.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(imageView)
            NSLayoutConstraint.activate([
                imageView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
                imageView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class HeaderView: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .systemBackground
            label.font = .preferredFont(forTextStyle: .headline)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class LibraryController: UIViewController, UICollectionViewDelegateFlowLayout {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<String, Photo>!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Library"
            view.backgroundColor = .systemBackground
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 2
            layout.minimumInteritemSpacing = 2
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
            layout.sectionHeadersPinToVisibleBounds = true
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.delegate = self
            view.addSubview(collectionView)
            let cell = UICollectionView.CellRegistration<PhotoCell, Photo> { cell, _, photo in
                cell.contentView.backgroundColor = UIColor(hue: photo.hue, saturation: 0.45, brightness: 0.85, alpha: 1)
            }
            let header = UICollectionView.SupplementaryRegistration<HeaderView>(elementKind: UICollectionView.elementKindSectionHeader) {
                [weak self] view, _, indexPath in
                view.label.text = self?.dataSource.sectionIdentifier(for: indexPath.section)
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, photo in
                collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: photo)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, Photo>()
            snapshot.appendSections(["Recents", "Favorites"])
            snapshot.appendItems((0..<13).map { Photo(id: $0, hue: CGFloat($0 % 12) / 12) }, toSection: "Recents")
            snapshot.appendItems((13..<40).map { Photo(id: $0, hue: CGFloat($0 % 12) / 12) }, toSection: "Favorites")
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        /// Three squares a row, 2 points apart.
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            let side = ((collectionView.bounds.width - 4) / 3).rounded(.down)
            return CGSize(width: side, height: side)
        }
    }

    final class TagCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemFill
            contentView.layer.cornerRadius = 14
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    final class TagsController: UICollectionViewController {
        let tags = ["Swift", "UIKit", "Auto Layout", "Cassowary", "Linux", "Pango", "Cairo", "HarfBuzz", "Storyboards",
                    "Diffable", "Flow layout", "Self-sizing", "Reuse"]

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            layout.minimumInteritemSpacing = 8
            layout.minimumLineSpacing = 8
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Tags"
            collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            (cell as? TagCell)?.label.text = tags[indexPath.item]
            return cell
        }
    }

    func window(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func photoGridWithHeaders() {
        let library = LibraryController()
        let window = window(library)
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: "top")
        // Scrolled into the second section: its header stays pinned under the bar.
        let collectionView = library.collectionView!
        let favorites = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                               at: IndexPath(item: 0, section: 1))!.frame
        collectionView.contentOffset.y = favorites.minY + 100 - collectionView.adjustedContentInset.top
        window.layoutIfNeeded()
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1), named: "pinned")
    }

    @Test func selfSizingTags() {
        let window = window(TagsController())
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1))
    }
}
