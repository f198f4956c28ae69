import Foundation
import Testing
@testable import Trellis

/// Right-to-left flow and compositional layouts, and the visible items a
/// compositional section's `visibleItemsInvalidationHandler` sees, as exact
/// frames computed from UIKit's rules.
@Suite struct CollectionLayoutDirectionTests {
    private func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    private func grid(leading: CGFloat, trailing: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
        return section
    }

    private func carousel(behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(320), heightDimension: .absolute(150)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        return section
    }

    // MARK: - Right to left

    /// A compositional layout lays out from the leading edge: in a
    /// right-to-left collection view the first item of a group is at the
    /// right and the section's leading inset (10) is on the right
    /// (NSDirectionalEdgeInsets: "insets that take the user interface
    /// layout direction into account", developer.apple.com/documentation/uikit/nsdirectionaledgeinsets).
    /// 330 wide less 10 + 20 leaves 300: thirds of 100.
    @Test func aRightToLeftCompositionalGridStartsAtTheRight() {
        let layout = UICollectionViewCompositionalLayout(section: grid(leading: 10, trailing: 20))
        let fixture = makeCollectionView(layout, CountsDataSource([5]), size: CGSize(width: 330, height: 600))
        let collectionView = fixture.collectionView
        #expect(collectionView.layoutAttributesForItem(at: path(0))?.frame == CGRect(x: 10, y: 0, width: 100, height: 100))

        collectionView.semanticContentAttribute = .forceRightToLeft
        fixture.window.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: path(0))?.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: path(2))?.frame == CGRect(x: 20, y: 0, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: path(3))?.frame == CGRect(x: 220, y: 100, width: 100, height: 100))
        #expect(collectionView.cellForItem(at: path(1))?.frame == CGRect(x: 120, y: 0, width: 100, height: 100))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 300, y: 50)) == path(0))
        // UIKit's layouts leave the public flag at the base class's false.
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection == false)
        #expect(UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection == false)
        withExtendedLifetime(fixture) {}
    }

    /// An orthogonal section in a right-to-left layout starts at the right
    /// and scrolls toward the left: 400 wide, cards of 320 with 10 between.
    @Test func aRightToLeftOrthogonalSectionStartsAtTheRight() {
        let layout = UICollectionViewCompositionalLayout(section: carousel())
        let fixture = makeCollectionView(layout, CountsDataSource([5]), size: CGSize(width: 400, height: 600))
        let collectionView = fixture.collectionView
        collectionView.semanticContentAttribute = .forceRightToLeft
        fixture.window.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: path(0))?.frame == CGRect(x: 80, y: 0, width: 320, height: 150))
        #expect(collectionView.layoutAttributesForItem(at: path(1))?.frame == CGRect(x: -250, y: 0, width: 320, height: 150))
        #expect(collectionView.indexPathsForVisibleItems == [path(0), path(1)])

        layout.setOrthogonalScrollOffset(330, forSection: 0)
        fixture.window.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: path(1))?.frame == CGRect(x: 80, y: 0, width: 320, height: 150))
        #expect(collectionView.cellForItem(at: path(2))?.frame == CGRect(x: -250, y: 0, width: 320, height: 150))
        withExtendedLifetime(fixture) {}
    }

    /// A right-to-left flow layout with a header: rows fill from the right
    /// inset (10), the header spans the width as in left-to-right.
    @Test func aRightToLeftFlowLayoutMirrorsRowsAndKeepsHeaders() {
        let source = SizedItems(count: 4)
        let collectionView = flowCollectionView(source) {
            $0.itemSize = CGSize(width: 90, height: 50)
            $0.minimumInteritemSpacing = 10
            $0.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
        }
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.layoutIfNeeded()
        // 320 less 10 and 20 leaves 290: three items of 90 with 10 between;
        // mirrored, the left inset of 10 is on the right.
        #expect(collectionView.itemFrame(0) == CGRect(x: 220, y: 30, width: 90, height: 50))
        #expect(collectionView.itemFrame(1) == CGRect(x: 120, y: 30, width: 90, height: 50))
        #expect(collectionView.itemFrame(2) == CGRect(x: 20, y: 30, width: 90, height: 50))
        // The next row after the default line spacing of 10.
        #expect(collectionView.itemFrame(3) == CGRect(x: 220, y: 90, width: 90, height: 50))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: path(0))?.frame
            == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    // MARK: - Visible items

    /// The handler sees the orthogonal section's items in view, in its
    /// unscrolled content with its scroll offset (so `frame.midX - offset.x`
    /// is an item's place on screen, as carousels written for iOS compute
    /// it), and a transform it sets is the cell's.
    @Test func theVisibleItemsHandlerSeesAnOrthogonalSectionsItems() {
        let section = carousel()
        var seen: [(paths: [IndexPath], frames: [CGRect], offset: CGPoint, width: CGFloat)] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            seen.append((items.map(\.indexPath), items.map(\.frame), offset, environment.container.contentSize.width))
            for item in items {
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(1 - distance / environment.container.contentSize.width, 0.8)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let fixture = makeCollectionView(layout, CountsDataSource([5]), size: CGSize(width: 400, height: 600))
        let last = seen.last
        #expect(last?.paths == [path(0), path(1)])
        #expect(last?.frames == [CGRect(x: 0, y: 0, width: 320, height: 150), CGRect(x: 330, y: 0, width: 320, height: 150)])
        #expect(last?.offset == .zero)
        #expect(last?.width == 400)
        // Item 0's middle is 40 from the middle of 400: 1 − 40/400.
        #expect(fixture.collectionView.cellForItem(at: path(0))?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))

        layout.setOrthogonalScrollOffset(330, forSection: 0)
        fixture.window.layoutIfNeeded()
        #expect(seen.last?.paths == [path(1), path(2)])
        #expect(seen.last?.frames.first == CGRect(x: 330, y: 0, width: 320, height: 150))
        #expect(seen.last?.offset == CGPoint(x: 330, y: 0))
        #expect(fixture.collectionView.cellForItem(at: path(1))?.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
        // The cell keeps its place: the transform scales it about its center.
        #expect(fixture.collectionView.cellForItem(at: path(1))?.center == CGPoint(x: 160, y: 75))
        withExtendedLifetime(fixture) {}
    }

    /// In a section that does not scroll sideways the offset is the
    /// collection view's content offset and the frames are its own;
    /// headers are among the items, and an item hidden by the handler is
    /// hidden on screen.
    @Test func theVisibleItemsHandlerOfAnOrdinarySectionSeesTheContentOffset() {
        let section = grid(leading: 0, trailing: 0)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        var offsets: [CGPoint] = []
        var kinds: [String?] = []
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            kinds = items.map(\.representedElementKind)
            for item in items where item.indexPath == IndexPath(item: 4, section: 0) && item.representedElementCategory == .cell {
                item.isHidden = true
            }
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let fixture = makeCollectionView(layout, CountsDataSource([30]), size: CGSize(width: 300, height: 400))
        #expect(offsets.last == fixture.collectionView.contentOffset)
        #expect(kinds.contains(UICollectionView.elementKindSectionHeader))
        #expect(fixture.collectionView.cellForItem(at: path(4))?.isHidden == true)
        #expect(fixture.collectionView.cellForItem(at: path(3))?.isHidden == false)

        fixture.collectionView.contentOffset.y = 250
        fixture.window.layoutIfNeeded()
        #expect(offsets.last == CGPoint(x: 0, y: 250) && fixture.collectionView.contentOffset.y == 250)
        withExtendedLifetime(fixture) {}
    }
}
