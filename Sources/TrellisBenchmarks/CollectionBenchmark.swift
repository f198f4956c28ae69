import TrellisConstraintSystems
import Foundation
import Trellis

/// A photo-grid cell: a colored content view with a symbol, as sample 02's.
final class GridPhotoCell: UICollectionViewCell {
    let imageView = UIImageView(image: UIImage(systemName: "photo"))

    override init(frame: CGRect) {
        super.init(frame: frame)
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

/// A header with a label, for the many-section layout's pinned headers.
final class SectionTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .preferredFont(forTextStyle: .headline)
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

/// Items of a collection of any size, configured from the index path
/// alone, so the data source costs nothing per item.
public final class CollectionItemsSource: NSObject, UICollectionViewDataSource {
    public enum Kind: Sendable { case grid, list, sections }

    let kind: Kind
    let counts: [Int]
    static let details = TableRowsSource.details

    public init(kind: Kind, counts: [Int]) {
        self.kind = kind
        self.counts = counts
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        switch kind {
        case .grid, .sections:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            cell.contentView.backgroundColor = UIColor(hue: CGFloat(indexPath.item % 24) / 24, saturation: 0.45, brightness: 0.85, alpha: 1)
            return cell
        case .list:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = "Day \(indexPath.item + 1)"
            content.secondaryText = Self.details[indexPath.item % 3]
            cell.contentConfiguration = content
            if cell.accessories.isEmpty { cell.accessories = [.disclosureIndicator()] }
            return cell
        }
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
        (view as? SectionTitleView)?.label.text = "Section \(indexPath.section + 1)"
        return view
    }
}

/// Times collection views at scale, beside the table: a 3-column
/// compositional grid and a self-sizing list of 1,000 to 1,000,000 items
/// (first layout, one screenful scrolled, cells made, memory), and a
/// 100-section compositional layout with orthogonal carousels, estimated
/// heights and pinned headers (first layout and a width change).
public struct CollectionBenchmark {
    public static let sizes = [1_000, 10_000, 100_000, 1_000_000]
    public static let sectionCount = 100
    public var steps: Int
    public var rounds: Int

    public init(steps: Int = 40, rounds: Int = 5) {
        self.steps = steps
        self.rounds = rounds
    }

    public struct Result: Sendable {
        public var firstLayout: SolverBenchmark.Measurement
        public var scrollStep: SolverBenchmark.Measurement
        public var cellsCreated: Int
        /// Resident memory added by the first layout, in bytes (the largest of the rounds).
        public var memoryBytes: Int
    }

    /// The 3-column grid of sample 02: thirds of the width, square rows.
    public static func gridLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                       subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// A plain list of self-sizing rows with a subtitle and a chevron.
    public static func listLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    /// Even sections: an orthogonal carousel of cards; odd sections: a
    /// 2-column grid of estimated heights. Every section has a pinned header
    /// of estimated height.
    public static func sectionsLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let section: NSCollectionLayoutSection
            if index % 2 == 0 {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(180)),
                                                               subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 10
            } else {
                let columns = environment.container.effectiveContentSize.width > 600 ? 4 : 2
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .estimated(120))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)),
                                                               subitems: [NSCollectionLayoutItem(layoutSize: size)])
                group.interItemSpacing = .fixed(8)
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 8
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    private func makeCollectionView(kind: CollectionItemsSource.Kind, source: CollectionItemsSource,
                                    width: CGFloat = 390) -> (UIWindow, UICollectionView) {
        let layout: UICollectionViewLayout
        switch kind {
        case .grid: layout = Self.gridLayout()
        case .list: layout = Self.listLayout()
        case .sections: layout = Self.sectionsLayout()
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(GridPhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
        collectionView.register(SectionTitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        return (window, collectionView)
    }

    /// A grid or list of `items`: the first layout, then `steps` scrolls of
    /// a screen height each.
    public func run(_ kind: CollectionItemsSource.Kind, items: Int) -> Result {
        let clock = ContinuousClock()
        var first: [Duration] = [], step: [Duration] = []
        var created = 0, memory = 0
        for _ in 0..<rounds {
            let source = CollectionItemsSource(kind: kind, counts: [items])
            var collectionView: UICollectionView!
            var window: UIWindow!
            let before = Self.residentBytes()
            first.append(clock.measure {
                (window, collectionView) = makeCollectionView(kind: kind, source: source)
                window.layoutIfNeeded()
            })
            memory = max(memory, Self.residentBytes() - before)
            for _ in 0..<steps {
                step.append(clock.measure {
                    collectionView.contentOffset.y += collectionView.bounds.height
                    window.layoutIfNeeded()
                })
            }
            created = max(created, collectionView.cellsCreated)
            withExtendedLifetime((source, window)) {}
        }
        let name = "\(kind == .grid ? "grid" : "list")-\(items)"
        return Result(firstLayout: SolverBenchmark.Measurement(workload: name, phase: "first", medianMicroseconds: SolverBenchmark.median(first), samples: first.count),
                      scrollStep: SolverBenchmark.Measurement(workload: name, phase: "scroll", medianMicroseconds: SolverBenchmark.median(step), samples: step.count),
                      cellsCreated: created, memoryBytes: memory)
    }

    /// The 100-section layout of 20 items a section: its first layout on an
    /// iPhone-wide window, then a width change to landscape and back.
    public func runSections() -> [SolverBenchmark.Measurement] {
        let clock = ContinuousClock()
        var first: [Duration] = [], rotate: [Duration] = []
        for _ in 0..<rounds {
            let source = CollectionItemsSource(kind: .sections, counts: Array(repeating: 20, count: Self.sectionCount))
            var collectionView: UICollectionView!
            var window: UIWindow!
            first.append(clock.measure {
                (window, collectionView) = makeCollectionView(kind: .sections, source: source)
                window.layoutIfNeeded()
            })
            for size in [CGSize(width: 844, height: 390), CGSize(width: 390, height: 844)] {
                rotate.append(clock.measure {
                    window.frame = CGRect(origin: .zero, size: size)
                    collectionView.frame = window.bounds
                    window.layoutIfNeeded()
                })
            }
            withExtendedLifetime((source, window)) {}
        }
        let name = "sections-\(Self.sectionCount)"
        return [SolverBenchmark.Measurement(workload: name, phase: "first", medianMicroseconds: SolverBenchmark.median(first), samples: first.count),
                SolverBenchmark.Measurement(workload: name, phase: "width", medianMicroseconds: SolverBenchmark.median(rotate), samples: rotate.count)]
    }

    /// The process's resident memory in bytes (Linux: /proc/self/statm's
    /// second field, in pages); 0 where it cannot be read.
    public static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
