import Foundation
import Testing
@testable import Trellis

/// A data source of list rows: a text per row, optionally an accessory.
final class ListRowsSource: CountsDataSource {
    var text: (IndexPath) -> String = { "Row \($0.item + 1)" }
    var accessories: [UICellAccessory] = []

    init(_ counts: [Int]) {
        super.init(counts, cellClass: UICollectionViewListCell.self)
        configure = { [unowned self] cell, indexPath in
            guard let cell = cell as? UICollectionViewListCell else { return }
            var content = cell.defaultContentConfiguration()
            content.text = self.text(indexPath)
            cell.contentConfiguration = content
            cell.accessories = self.accessories
        }
    }
}

/// Collection view lists: row heights at several text sizes, the list
/// appearances' insets and backgrounds, separators, accessories and the
/// sidebar style.
@Suite struct CollectionListTests {
    private func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, counts: [Int] = [3],
                      category: UIContentSizeCategory = .large, source: ListRowsSource? = nil,
                      configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> (CollectionFixture, UICollectionViewCompositionalLayout) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let source = source ?? ListRowsSource(counts)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.traitOverrides.preferredContentSizeCategory = category
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "supplementary")
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.layoutIfNeeded()
        return (CollectionFixture(window: window, collectionView: collectionView, source: source), layout)
    }

    private func cell(_ fixture: CollectionFixture, _ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
        fixture.collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
    }

    // MARK: - Row heights

    /// A one-line row is its text's line plus 11 points above and below,
    /// and at least 44 points, UIKit's standard row height ("a minimum
    /// tappable area of 44x44 pt", developer.apple.com/design/human-interface-guidelines/buttons).
    /// The body text's size per category is the HIG's (17 pt at Large, 19 at
    /// xLarge, 23 at xxxLarge, 40 at AX3:
    /// developer.apple.com/design/human-interface-guidelines/typography#Specifications);
    /// its line is the font's own height, as a UILabel's is, which for
    /// Inter (standing in for SF) is 21, 23, 28 and 49 points. So rows are
    /// 44 at Large and below, 45 at xLarge, 50 at xxxLarge, 71 at AX3.
    @Test(arguments: [(UIContentSizeCategory.extraSmall, CGFloat(44)), (.large, 44), (.extraLarge, 45),
                      (.extraExtraExtraLarge, 50), (.accessibilityExtraLarge, 71)])
    func aOneLineRowSizesToItsText(category: UIContentSizeCategory, height: CGFloat) throws {
        let (fixture, layout) = list(.plain, category: category)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 393, height: height))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 2 * height, width: 393, height: height))
        #expect(cell(fixture, 1)?.frame == CGRect(x: 0, y: height, width: 393, height: height))
        let label = try #require(cell(fixture, 0)?.contentView.subviews.compactMap { $0 as? UILabel }.first)
        #expect(height == max(44, 11 + label.frame.height + 11))
    }

    @Test func aRowOfTwoLinesIsTallerByALine() {
        let source = ListRowsSource([2])
        source.text = { $0.item == 0 ? "Short" : "A title long enough that it wraps onto a second line in a row of an iPhone list" }
        let (fixture, layout) = list(.plain, source: source)
        // 11 + 2 lines of 21 + 11.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 44, width: 393, height: 64))
        withExtendedLifetime(fixture) {}
    }

    // MARK: - Appearances

    /// Inset-grouped sections stand 16 points in from each side on an iPhone
    /// (compact width) and 18 points below the previous section, and their
    /// ends have 10-point corners, as the inset-grouped table's.
    @Test func insetGroupedSectionsAreInsetAndRounded() {
        let (fixture, layout) = list(.insetGrouped, counts: [2, 1])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 18, width: 361, height: 44))
        // Section 0: 18 + 2 × 44 + 18 = 124; section 1's first row 18 below.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 142, width: 361, height: 44))
        let first = cell(fixture, 0), last = cell(fixture, 1)
        #expect(first?.layer.cornerRadius == 10)
        #expect(first?.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(last?.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(fixture.collectionView.backgroundColor == .systemGroupedBackground)
        #expect(first?.backgroundConfiguration?.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test func plainListsSitOnTheSystemBackgroundAndAConfiguredColorWins() {
        let (plain, _) = list(.plain)
        #expect(plain.collectionView.backgroundColor == .systemBackground)
        let (custom, _) = list(.grouped) { $0.backgroundColor = .systemTeal }
        #expect(custom.collectionView.backgroundColor == .systemTeal)
    }

    /// With supplementary headers, each section starts with a header of
    /// kind `elementKindSectionHeader`; a plain list's headers are pinned.
    @Test func supplementaryHeadersComeBeforeTheRows() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let section = configuration.makeSection(environment: CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: CGSize(width: 393, height: 852), contentInsets: .zero), traitCollection: UITraitCollection()))
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == [UICollectionView.elementKindSectionHeader])
        #expect(section.boundarySupplementaryItems.first?.pinToVisibleBounds == true)
        var grouped = UICollectionLayoutListConfiguration(appearance: .grouped)
        grouped.headerMode = .supplementary
        let groupedSection = NSCollectionLayoutSection.list(using: grouped, layoutEnvironment: CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: CGSize(width: 393, height: 852), contentInsets: .zero), traitCollection: UITraitCollection()))
        #expect(groupedSection.boundarySupplementaryItems.first?.pinToVisibleBounds == false)
        // No header: the grouped section's 18-point top inset instead.
        #expect(groupedSection.contentInsets.top == 0)
    }

    // MARK: - Separators

    /// A row's separator is a hairline at its bottom from the text's leading
    /// edge (16 points) to the trailing edge; a grouped section's last row
    /// has none.
    @Test func separatorsStartAtTheTextAndEndGroupedSectionsWithout() throws {
        let (fixture, _) = list(.insetGrouped, counts: [2])
        let first = try #require(cell(fixture, 0))
        let separator = try #require(first.subviews.last)
        let scale = first.traitCollection.displayScale
        let hairline = scale > 0 ? 1 / scale : 0.5
        #expect(!separator.isHidden)
        #expect(separator.frame == CGRect(x: 16, y: 44 - hairline, width: 361 - 16, height: hairline))
        #expect(separator.backgroundColor == .separator)
        let guide = first.separatorLayoutGuide
        first.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == 16)
        #expect(cell(fixture, 1)?.subviews.last?.isHidden == true)
        let (noSeparators, _) = list(.plain) { $0.showsSeparators = false }
        #expect(cell(noSeparators, 0)?.subviews.last?.isHidden == true)
    }

    // MARK: - Accessories

    /// A disclosure chevron ends 16 points from the trailing edge, centered
    /// vertically, and the content view ends where the accessory starts.
    @Test func aDisclosureIndicatorSitsAtTheTrailingMargin() throws {
        let source = ListRowsSource([1])
        source.accessories = [.disclosureIndicator()]
        let (fixture, _) = list(.plain, source: source)
        let row = try #require(cell(fixture, 0))
        let chevron = try #require(row.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(abs(chevron.frame.maxX - (393 - 16)) < 0.001)
        #expect(abs(chevron.frame.midY - 22) <= 0.5)
        #expect(row.contentView.frame.maxX == chevron.frame.minX)
        #expect(chevron.tintColor == .tertiaryLabel)
    }

    @Test func editingAccessoriesShowOnlyWhileEditing() throws {
        let source = ListRowsSource([1])
        source.accessories = [.delete(), .label(text: "12")]
        let (fixture, _) = list(.plain, source: source)
        let row = try #require(cell(fixture, 0))
        let label = try #require(row.subviews.compactMap { $0 as? UILabel }.first)
        #expect(label.text == "12")
        #expect(label.textColor == .secondaryLabel)
        #expect(abs(label.frame.maxX - (393 - 16)) < 0.001)
        let delete = try #require(row.subviews.compactMap { $0 as? UIImageView }.first)
        #expect(delete.isHidden)
        #expect(row.contentView.frame.minX == 0)
        fixture.collectionView.isEditing = true
        row.setNeedsLayout()
        row.layoutIfNeeded()
        #expect(!delete.isHidden)
        #expect(delete.frame.minX == 16)
        #expect(row.contentView.frame.minX == delete.frame.maxX + 8)
    }

    @Test func indentationMovesTheContent() throws {
        let (fixture, _) = list(.plain)
        let row = try #require(cell(fixture, 0))
        row.indentationLevel = 2
        row.layoutIfNeeded()
        #expect(row.contentView.frame.minX == 20)
    }

    // MARK: - Sidebars

    /// A sidebar's rows take the sidebar style even when configured before
    /// the cell knew its list, and sit on the clear sidebar background.
    @Test func sidebarRowsTakeTheSidebarStyle() throws {
        let (fixture, _) = list(.sidebar)
        let row = try #require(cell(fixture, 0))
        #expect((row.contentConfiguration as? UIListContentConfiguration)?.style == .sidebarCell)
        #expect((row.contentConfiguration as? UIListContentConfiguration)?.text == "Row 1")
        #expect(row.defaultContentConfiguration().style == .sidebarCell)
        #expect(row.backgroundConfiguration?.backgroundColor == .clear)
        #expect(row.subviews.last?.isHidden == true, "sidebars show no separators")
    }
}
