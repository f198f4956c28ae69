import Foundation
import Testing
import Trellis
@testable import TrellisBenchmarks

/// The collection benchmark's workloads do what they say: the cells made
/// do not grow with the item count, and the 100-section layout answers.
@Suite struct CompositionalLayoutBenchmarkTests {
    @Test func cellsMadeDoNotGrowWithTheItemCount() {
        let benchmark = CollectionBenchmark(steps: 3, rounds: 1)
        for kind in [CollectionItemsSource.Kind.grid, .list] {
            let small = benchmark.run(kind, items: 1_000)
            let large = benchmark.run(kind, items: 100_000)
            #expect(small.cellsCreated > 0)
            #expect(large.cellsCreated == small.cellsCreated, "\(kind)")
            #expect(small.firstLayout.samples == 1 && small.scrollStep.samples == 3)
        }
    }

    @Test func theManySectionLayoutStacksItsSections() {
        let layout = CollectionBenchmark.sectionsLayout()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let source = CollectionItemsSource(kind: .sections, counts: Array(repeating: 20, count: 100))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "title")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        // Section 0 is a carousel: one row of 180-point cards 80% of the
        // width inside 16-point insets ((390 - 32) × 0.8), 10 apart.
        let second = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(second?.minX == 16 + 286.4 + 10)
        #expect(second?.height == 180)
        #expect(layout.collectionViewContentSize.height > 100 * 180)
        withExtendedLifetime(source) {}
    }
}
