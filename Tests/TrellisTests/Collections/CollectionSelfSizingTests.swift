import Foundation
import Testing
@testable import Trellis

/// A self-sizing cell that counts how often it is measured, by item.
final class MeasureCountingCell: SizedCell {
    nonisolated(unsafe) static var measured: [Int] = []

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        Self.measured.append(layoutAttributes.indexPath.item)
        return super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// Self-sizing items are measured once each, off the window's layout pass,
/// and measured again only when what decides their size changes: a reload
/// or reconfiguration of the item, a new width, a new text size.
@Suite(.serialized) struct CollectionSelfSizingTests {
    /// A list-like section: full-width items of estimated height 50; item
    /// `i` asks for 60 + 10 × (i % 3) points.
    private func fixture(items: Int = 100) -> CollectionFixture {
        MeasureCountingCell.measured = []
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                                     subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = CountsDataSource([items], cellClass: MeasureCountingCell.self)
        source.configure = { cell, path in (cell as? MeasureCountingCell)?.content.content = CGSize(width: 10, height: 60 + 10 * CGFloat(path.item % 3)) }
        return makeCollectionView(layout, source, size: CGSize(width: 300, height: 400))
    }

    /// 60, 70, 80, 60, 70, 80: items 0–5 fill 420 points, so six are in a
    /// 400-point view, each measured once although the ones after it moved
    /// as each took its height.
    @Test func eachItemInViewIsMeasuredOnce() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4, 5])
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 0, y: 340, width: 300, height: 80))
        // In order, each at the place the ones above leave it: item 6,
        // in view at its estimated place, is never made once they take
        // their heights (as the table measures rows). (The window's first
        // passes give the collection view its insets, which rebuilds the
        // layout and measures again.)
        #expect(Set(MeasureCountingCell.measured) == Set(0...5))
        #expect(collectionView.cellsCreated == 6)
        withExtendedLifetime(fixture) {}
    }

    /// Scrolling away and back shows the items at the sizes they took,
    /// without measuring them again; the items scrolled through are
    /// measured once each.
    @Test func scrollingBackDoesNotMeasureAgain() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        MeasureCountingCell.measured = []
        collectionView.contentOffset.y = 800
        fixture.window.layoutIfNeeded()
        collectionView.contentOffset.y = 0
        fixture.window.layoutIfNeeded()
        #expect(!MeasureCountingCell.measured.contains { $0 <= 5 })
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 130, width: 300, height: 80))
        withExtendedLifetime(fixture) {}
    }

    /// `reconfigureItems` measures the item again (its content may have
    /// changed); the others keep their sizes.
    @Test func reconfiguringAnItemMeasuresItAgain() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        MeasureCountingCell.measured = []
        fixture.source.configure = { cell, path in
            (cell as? MeasureCountingCell)?.content.content = CGSize(width: 10, height: path.item == 1 ? 100 : 60 + 10 * CGFloat(path.item % 3))
        }
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        fixture.window.layoutIfNeeded()
        #expect(MeasureCountingCell.measured == [1])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 160, width: 300, height: 80))
        withExtendedLifetime(fixture) {}
    }

    /// A new width (rotation) and a new text size measure what is in view again.
    @Test func aNewWidthOrTextSizeMeasuresAgain() {
        let fixture = fixture()
        let collectionView = fixture.collectionView
        MeasureCountingCell.measured = []
        fixture.window.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        fixture.window.layoutIfNeeded()
        #expect(MeasureCountingCell.measured == [0, 1, 2, 3, 4, 5])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 60, width: 400, height: 70))

        MeasureCountingCell.measured = []
        collectionView.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        fixture.window.layoutIfNeeded()
        #expect(MeasureCountingCell.measured == [0, 1, 2, 3, 4, 5])
        withExtendedLifetime(fixture) {}
    }
}
