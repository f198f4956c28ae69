import Foundation
import Testing
@testable import Trellis

/// A data source with fixed item counts and plain cells.
class CountsDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var cellClass: UICollectionViewCell.Type
    var configure: ((UICollectionViewCell, IndexPath) -> Void)?

    init(_ counts: [Int], cellClass: UICollectionViewCell.Type = UICollectionViewCell.self) {
        self.counts = counts
        self.cellClass = cellClass
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        configure?(cell, indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
}

/// A collection view in a window with its data source, which the
/// collection view holds weakly, as in UIKit.
struct CollectionFixture {
    let window: UIWindow
    let collectionView: UICollectionView
    let source: CountsDataSource
}

/// A collection view of `size` in a window, laid out with `layout` and `source`.
func makeCollectionView(_ layout: UICollectionViewLayout, _ source: CountsDataSource,
                        size: CGSize = CGSize(width: 393, height: 852)) -> CollectionFixture {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    collectionView.register(source.cellClass, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge"] {
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    collectionView.dataSource = source
    window.addSubview(collectionView)
    window.layoutIfNeeded()
    return CollectionFixture(window: window, collectionView: collectionView, source: source)
}

/// Compositional layouts: fractions, insets, spacing, groups, boundary and
/// decoration items, orthogonal sections and self-sizing, each checked as
/// exact frames computed from the rules UIKit documents.
@Suite struct CompositionalLayoutTests {
    private func grid(columns: Int = 3) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute(100)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func frame(_ layout: UICollectionViewLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    // MARK: - Fractions and insets

    /// "fractionalWidth: a dimension computed as a fraction of the width of
    /// the containing group" (developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)):
    /// three thirds of 300 points are 100 points each; a horizontal group
    /// repeats its item while it fits.
    @Test func thirdsOfTheWidthMakeThreeColumns() {
        let layout = UICollectionViewCompositionalLayout(section: grid())
        let fixture = makeCollectionView(layout, CountsDataSource([7]), size: CGSize(width: 300, height: 600))
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(frame(layout, 6) == CGRect(x: 0, y: 200, width: 100, height: 100))
        // Three rows of groups: 7 items, 3 a group.
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 300))
        #expect(fixture.collectionView.visibleCells.count == 7)
    }

    /// An item's content insets shrink its cell inside its place; a
    /// section's content insets move its groups and shrink the container
    /// its groups' fractions are of.
    @Test func itemAndSectionInsetsShrinkAndMoveFrames() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let fixture = makeCollectionView(layout, CountsDataSource([3]), size: CGSize(width: 260, height: 600))
        // Container 260 - 20 - 40 = 200; halves of 100.
        #expect(frame(layout, 0) == CGRect(x: 22, y: 11, width: 94, height: 46))
        #expect(frame(layout, 1) == CGRect(x: 122, y: 11, width: 94, height: 46))
        #expect(frame(layout, 2) == CGRect(x: 22, y: 61, width: 94, height: 46))
        #expect(layout.collectionViewContentSize.height == CGFloat(140))
        withExtendedLifetime(fixture) {}
    }

    @Test func interGroupAndInterSectionSpacingAddBetweenNotAfter() {
        let section = grid(columns: 2)
        section.interGroupSpacing = 8
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let fixture = makeCollectionView(layout, CountsDataSource([4, 2]), size: CGSize(width: 200, height: 600))
        #expect(frame(layout, 2) == CGRect(x: 0, y: 108, width: 100, height: 100))
        // Section 0 is 100 + 8 + 100 tall; section 1 starts 20 below.
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 228, width: 100, height: 100))
        #expect(layout.collectionViewContentSize.height == 328)
        withExtendedLifetime(fixture) {}
    }

    /// `interItemSpacing` fixed: between items; the `count` form divides
    /// the group's width among exactly `count` items, whatever the item's
    /// own width.
    @Test func aCountedGroupSharesItsWidthAfterSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                       subitem: item, count: 4)
        group.interItemSpacing = .fixed(10)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = makeCollectionView(layout, CountsDataSource([4]), size: CGSize(width: 430, height: 600))
        // (430 - 3 × 10) / 4 = 100.
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(frame(layout, 3) == CGRect(x: 330, y: 0, width: 100, height: 40))
        withExtendedLifetime(fixture) {}
    }

    /// Flexible spacing shares what the group has left among the gaps.
    @Test func flexibleSpacingSharesTheLeftover() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item, item, item])
        group.interItemSpacing = .flexible(0)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = makeCollectionView(layout, CountsDataSource([3]), size: CGSize(width: 170, height: 600))
        // A horizontal group with `subitems` repeats them while they fit: 3 × 50 = 150 of 170,
        // the 20 left go to the two gaps.
        #expect(frame(layout, 1) == CGRect(x: 60, y: 0, width: 50, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 120, y: 0, width: 50, height: 50))
        withExtendedLifetime(fixture) {}
    }

    @Test func edgeSpacingMovesAnItemsPlace() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(50)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(5), top: .fixed(7), trailing: nil, bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = makeCollectionView(layout, CountsDataSource([2]), size: CGSize(width: 200, height: 600))
        #expect(frame(layout, 0) == CGRect(x: 5, y: 7, width: 50, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 60, y: 7, width: 50, height: 50))
        withExtendedLifetime(fixture) {}
    }

    /// Nested groups: a vertical pair beside a big item, the classic mosaic.
    @Test func nestedGroupsPlaceTheirItemsInsideTheirPlace() {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3.0), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)),
                                                    subitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                                                       subitems: [big, pair])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = makeCollectionView(layout, CountsDataSource([6]), size: CGSize(width: 300, height: 900))
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(frame(layout, 1) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 200, y: 100, width: 100, height: 100))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 200, width: 200, height: 200))
        withExtendedLifetime(fixture) {}
    }

    @Test func aCustomGroupPlacesItemsWhereItsProviderSays() {
        let group = NSCollectionLayoutGroup.custom(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))) { environment in
            let width = environment.container.effectiveContentSize.width
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width / 2, height: 60)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: width / 2, y: 60, width: width / 2, height: 60), zIndex: 3)]
        }
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = makeCollectionView(layout, CountsDataSource([3]), size: CGSize(width: 200, height: 600))
        #expect(frame(layout, 1) == CGRect(x: 100, y: 60, width: 100, height: 60))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
        #expect(frame(layout, 2) == CGRect(x: 0, y: 120, width: 100, height: 60))
        withExtendedLifetime(fixture) {}
    }

    // MARK: - Section providers and the environment

    @Test func aSectionProviderSeesTheContainerAndChoosesPerSection() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let columns = index == 0 ? 2 : 4
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                                 heightDimension: .fractionalHeight(1)))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                                    heightDimension: .absolute(50)), subitems: [item]))
        }
        let fixture = makeCollectionView(layout, CountsDataSource([2, 4]), size: CGSize(width: 400, height: 600))
        #expect(widths.first == 400)
        #expect(frame(layout, 1, 0) == CGRect(x: 200, y: 0, width: 200, height: 50))
        #expect(frame(layout, 3, 1) == CGRect(x: 300, y: 50, width: 100, height: 50))
        withExtendedLifetime(fixture) {}
    }

    @Test func aWidthChangeLaysTheSectionsOutAgain() {
        let layout = UICollectionViewCompositionalLayout(section: grid())
        let fixture = makeCollectionView(layout, CountsDataSource([6]), size: CGSize(width: 300, height: 600))
        fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
        fixture.window.layoutIfNeeded()
        #expect(frame(layout, 1) == CGRect(x: 200, y: 0, width: 200, height: 100))
    }

    /// With a horizontal scroll direction, sections and their groups
    /// follow each other across, and fractional heights are of the container's height.
    @Test func aHorizontalLayoutStacksSectionsAcross() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                                                     subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 10
        // Insets from the container's edges, not the window's safe area.
        configuration.contentInsetsReference = .none
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let fixture = makeCollectionView(layout, CountsDataSource([3, 2]), size: CGSize(width: 300, height: 200))
        fixture.collectionView.contentInsetAdjustmentBehavior = .never
        layout.invalidateLayout()
        fixture.window.layoutIfNeeded()
        #expect(frame(layout, 1) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(frame(layout, 2) == CGRect(x: 100, y: 0, width: 100, height: 100))
        // Section 0 is two groups wide; section 1 starts 10 after it.
        #expect(frame(layout, 0, 1) == CGRect(x: 210, y: 0, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 310, height: 200))
    }

    // MARK: - Boundary and decoration items

    @Test func aHeaderComesBeforeItsSectionsContentAndAFooterAfter() {
        let section = grid()
        section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
        ]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let fixture = makeCollectionView(layout, CountsDataSource([3, 3]), size: CGSize(width: 300, height: 900))
        let header = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(frame(layout, 0) == CGRect(x: 0, y: 35, width: 100, height: 100))
        #expect(footer?.frame == CGRect(x: 0, y: 140, width: 300, height: 30))
        // Section 0: 30 + 5 + 100 + 5 + 30 = 170.
        #expect(header?.frame == CGRect(x: 0, y: 170, width: 300, height: 30))
        #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
        withExtendedLifetime(fixture) {}
    }

    /// A pinned header stays at the top of the visible bounds while its
    /// section is in view, and is pushed up by the section's end.
    @Test func aPinnedHeaderStaysInViewUntilItsSectionEnds() {
        let section = grid()
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                                                                 elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let fixture = makeCollectionView(layout, CountsDataSource([30, 30]), size: CGSize(width: 300, height: 400))
        func headerFrame(_ section: Int) -> CGRect? {
            layout.layoutAttributesForElements(in: fixture.collectionView.bounds)?
                .first { $0.representedElementKind == UICollectionView.elementKindSectionHeader && $0.indexPath.section == section }?.frame
        }
        // The header pins below the adjusted content inset (the window's safe area here).
        let top = fixture.collectionView.adjustedContentInset.top
        fixture.collectionView.contentOffset.y = 500 - top
        fixture.window.layoutIfNeeded()
        #expect(headerFrame(0) == CGRect(x: 0, y: 500, width: 300, height: 40))
        // Section 0 is 40 + 10 × 100 = 1040 tall: 20 points before its end
        // its header sits against the end, and section 1's is in place.
        fixture.collectionView.contentOffset.y = 1020 - top
        fixture.window.layoutIfNeeded()
        #expect(headerFrame(0) == CGRect(x: 0, y: 1000, width: 300, height: 40))
        #expect(headerFrame(1) == CGRect(x: 0, y: 1040, width: 300, height: 40))
        #expect(layout.shouldInvalidateLayout(forBoundsChange: fixture.collectionView.bounds.offsetBy(dx: 0, dy: 10)))
    }

    @Test func aBackgroundDecorationFillsTheSectionLessItsInsets() {
        let section = grid()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        let fixture = makeCollectionView(layout, CountsDataSource([3]), size: CGSize(width: 320, height: 600))
        let attributes = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        // Section 320 × (10 + 100 + 10), inset 5 all round.
        #expect(attributes?.frame == CGRect(x: 5, y: 5, width: 310, height: 110))
        #expect(attributes?.zIndex == -1)
        withExtendedLifetime(fixture) {}
    }

    @Test func aBadgeAnchorsToItsItemsCorner() {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                                                       subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let fixture = makeCollectionView(layout, CountsDataSource([1]), size: CGSize(width: 300, height: 600))
        let attributes = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        #expect(attributes?.frame == CGRect(x: 90, y: -10, width: 20, height: 20))
        withExtendedLifetime(fixture) {}
    }

    // MARK: - Orthogonal sections

    /// An orthogonal section lays its groups out in one line across the
    /// layout's axis; its height is one group's.
    @Test func anOrthogonalSectionLaysItsGroupsSideways() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(150)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let layout = UICollectionViewCompositionalLayout(section: section)
        let fixture = makeCollectionView(layout, CountsDataSource([5, 2]), size: CGSize(width: 400, height: 800))
        #expect(frame(layout, 1) == CGRect(x: 330, y: 0, width: 320, height: 150))
        #expect(frame(layout, 0, 1) == CGRect(x: 0, y: 150, width: 320, height: 150))
        #expect(layout.collectionViewContentSize == CGSize(width: 400, height: 300))
        // Two of section 0's cards and one of section 1's are in view.
        #expect(fixture.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 } == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])

        layout.setOrthogonalScrollOffset(330, forSection: 0)
        fixture.window.layoutIfNeeded()
        #expect(frame(layout, 1) == CGRect(x: 0, y: 0, width: 320, height: 150))
        #expect(fixture.collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2])
        // The end: 5 × 320 + 4 × 10 = 1640, less the 400 in view.
        layout.setOrthogonalScrollOffset(5000, forSection: 0)
        #expect(layout.orthogonalScrollOffset(forSection: 0) == 1240)
    }

    // MARK: - Self-sizing

    final class TallCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            let spacer = UIView()
            spacer.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(spacer)
            NSLayoutConstraint.activate([
                spacer.topAnchor.constraint(equalTo: contentView.topAnchor), spacer.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                spacer.leadingAnchor.constraint(equalTo: contentView.leadingAnchor), spacer.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                spacer.heightAnchor.constraint(equalToConstant: 70),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    /// Estimated heights start at the estimate and become what the cells
    /// ask for (`preferredLayoutAttributesFitting`) as they are shown; the
    /// items after them move down.
    @Test func estimatedHeightsBecomeTheCellsOwn() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let layout = UICollectionViewCompositionalLayout(section: section)
        #expect(layout.collectionView == nil)
        let fixture = makeCollectionView(layout, CountsDataSource([1000], cellClass: TallCell.self), size: CGSize(width: 300, height: 700))
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 300, height: 70))
        #expect(frame(layout, 5) == CGRect(x: 0, y: 350, width: 300, height: 70))
        // Rows measured while shown are 70 tall; rows never shown keep the
        // 44-point estimate, and the content height adds them up.
        #expect(fixture.collectionView.indexPathsForVisibleItems.count == 10)
        #expect(frame(layout, 501)!.minY - frame(layout, 500)!.minY == 44)
        #expect(layout.collectionViewContentSize.height == frame(layout, 999)!.maxY)
        #expect(fixture.collectionView.cellsCreated < 30)
    }

    /// A million uniform items cost no more to prepare than a few: the
    /// layout keeps one group and a stride, not a frame per item.
    @Test func aMillionItemsAreAnsweredWithoutAFramePerItem() {
        let layout = UICollectionViewCompositionalLayout(section: grid())
        let fixture = makeCollectionView(layout, CountsDataSource([1_000_000]), size: CGSize(width: 300, height: 600))
        #expect(layout.collectionViewContentSize.height == CGFloat(333_334) * 100)
        fixture.collectionView.contentOffset.y = 10_000_000
        fixture.window.layoutIfNeeded()
        #expect(fixture.collectionView.indexPathsForVisibleItems.first == IndexPath(item: 300_000, section: 0))
        #expect(frame(layout, 999_999) == CGRect(x: 0, y: 33_333_300, width: 100, height: 100))
        #expect(fixture.collectionView.cellsCreated < 40)
    }
}
