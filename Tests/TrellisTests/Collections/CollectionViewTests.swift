import Foundation
import Testing
@testable import Trellis

/// A cell written as UIKit code writes one: `override init(frame:)` and
/// stored properties of its own.
final class BadgeCell: UICollectionViewCell {
    let badge: UILabel
    var configuredCount = 0

    override init(frame: CGRect) {
        badge = UILabel()
        super.init(frame: frame)
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }
}

@Suite struct CollectionViewTests {
    @Test func onlyTheVisibleItemsHaveCellsAndScrollingReusesThem() {
        let source = SizedItems(count: 1000)
        let collectionView = flowCollectionView(source) { $0.itemSize = CGSize(width: 100, height: 100) }
        // 3 a row, 110 a row: rows 0–4 meet the first 480 points.
        #expect(collectionView.indexPathsForVisibleItems.count == 15)
        #expect(collectionView.numberOfItems(inSection: 0) == 1000 && collectionView.numberOfSections == 1)
        let firstScreen = collectionView.cellsCreated
        var offset: CGFloat = 0
        let end = collectionView.contentSize.height - collectionView.bounds.height
        while offset < end {
            offset = min(offset + 250, end)
            collectionView.contentOffset.y = offset
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 999, section: 0))
        #expect(collectionView.cellsCreated <= firstScreen + 6, "\(collectionView.cellsCreated) cells for \(firstScreen) on the first screen")
        #expect(collectionView.visibleCells.compactMap { $0 as? SizedCell }.contains { $0.reuses > 0 })
        // The cells alive are the collection view's subviews: a screenful, not a thousand.
        #expect(collectionView.subviews.count <= firstScreen + 6)
    }

    @Test func cellsAreFoundByIndexPathAndIndexPathsByCell() {
        let collectionView = flowCollectionView(SizedItems(count: 10)) { $0.itemSize = CGSize(width: 100, height: 100) }
        let path = IndexPath(item: 4, section: 0)
        let cell = collectionView.cellForItem(at: path)
        #expect(cell != nil && cell?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cell.flatMap(collectionView.indexPath(for:)) == path)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == path)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 105, y: 150)) == nil)
        #expect(cell?.reuseIdentifier == "cell")
    }

    @Test func registrationsMakeSubclassesThatOverrideInitFrame() {
        var configured: [Int] = []
        let registration = UICollectionView.CellRegistration<BadgeCell, Int> { cell, indexPath, number in
            cell.badge.text = "\(number)"
            cell.configuredCount += 1
            configured.append(indexPath.item)
        }
        let header = UICollectionView.SupplementaryRegistration<TitleHeader>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
            view.title = "\(kind) \(indexPath.section)"
        }
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([10, 20, 30])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? BadgeCell
        #expect(cell?.badge.text == "20")
        #expect(configured.sorted() == [0, 1, 2])
        let shown = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((shown as? TitleHeader)?.title == "\(UICollectionView.elementKindSectionHeader) 0")
    }

    @Test func aTapSelectsWithTheDelegateCallsUIKitMakes() {
        let source = SizedItems(count: 6)
        let collectionView = flowCollectionView(source)
        collectionView.simulateTap(onItemAt: IndexPath(item: 1, section: 0))
        #expect(source.events == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "shouldSelect 1", "didSelect 1"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        // Single selection: tapping another deselects the first, telling the delegate.
        source.events = []
        collectionView.simulateTap(onItemAt: IndexPath(item: 2, section: 0))
        #expect(source.events.suffix(3) == ["shouldSelect 2", "didDeselect 1", "didSelect 2"])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func multipleSelectionTogglesAndTheDelegateCanRefuse() {
        let source = SizedItems(count: 6)
        let collectionView = flowCollectionView(source)
        collectionView.allowsMultipleSelection = true
        source.refuseSelection = [IndexPath(item: 5, section: 0)]
        for item in [0, 3, 5] { collectionView.simulateTap(onItemAt: IndexPath(item: item, section: 0)) }
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        source.events = []
        collectionView.simulateTap(onItemAt: IndexPath(item: 0, section: 0))
        #expect(source.events.suffix(2) == ["shouldDeselect 0", "didDeselect 0"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func selectingInCodeDoesNotCallTheDelegate() {
        let source = SizedItems(count: 6)
        let collectionView = flowCollectionView(source)
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(source.events.isEmpty)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(collectionView.indexPathsForSelectedItems == [])
        collectionView.allowsSelection = false
        #expect(!collectionView.simulateTap(onItemAt: IndexPath(item: 1, section: 0)))
    }

    @Test func scrollToItemPutsItAtThePositionAsked() {
        let collectionView = flowCollectionView(SizedItems(count: 300)) { $0.itemSize = CGSize(width: 100, height: 100) }
        let path = IndexPath(item: 60, section: 0)   // row 20: y = 2200
        collectionView.scrollToItem(at: path, at: .top, animated: false)
        #expect(collectionView.contentOffset.y == 2200)
        collectionView.scrollToItem(at: path, at: .centeredVertically, animated: false)
        #expect(collectionView.contentOffset.y == 2010)   // its middle, 2250, at the middle of 480
        collectionView.scrollToItem(at: path, at: .bottom, animated: false)
        #expect(collectionView.contentOffset.y == 1820)   // its bottom, 2300, at the bottom
        #expect(collectionView.cellForItem(at: path) != nil)
        // Never past the end of the content.
        collectionView.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(collectionView.contentOffset.y == collectionView.contentSize.height - 480)
    }

    @Test func batchUpdatesKeepTheCellsOfItemsThatStay() {
        let source = SizedItems(count: 5)
        let collectionView = flowCollectionView(source)
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        var completed = false
        source.sections[0].insert(CGSize(width: 50, height: 50), at: 0)
        source.sections[0].remove(at: 4)
        collectionView.performBatchUpdates({
            collectionView.deleteItems(at: [IndexPath(item: 3, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { completed = $0 })
        collectionView.layoutIfNeeded()
        #expect(completed)
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === third)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func updatesThatDoNotAddUpAreReportedAndReloaded() {
        let source = SizedItems(count: 5)
        let collectionView = flowCollectionView(source)
        let messages = recordingDiagnostics {
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(messages.contains { $0.text.contains("Invalid update: invalid number of items in section 0") })
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 5)
    }

    @Test func reconfigureKeepsTheCellAndReloadMakesANewOne() {
        let source = SizedItems(count: 3)
        let collectionView = flowCollectionView(source)
        let path = IndexPath(item: 1, section: 0)
        let cell = collectionView.cellForItem(at: path) as? SizedCell
        source.sections[0][1] = CGSize(width: 7, height: 7)
        collectionView.reconfigureItems(at: [path])
        #expect(collectionView.cellForItem(at: path) === cell && cell?.content.content == CGSize(width: 7, height: 7))
        // A reload sends the cell back to the pool and asks the data source
        // again: here it gets the same cell back, made ready for reuse.
        let reuses = cell?.reuses ?? 0
        source.sections[0][1] = CGSize(width: 9, height: 9)
        collectionView.reloadItems(at: [path])
        collectionView.layoutIfNeeded()
        let reloaded = collectionView.cellForItem(at: path) as? SizedCell
        #expect(reloaded?.reuses == reuses + 1 && reloaded?.content.content == CGSize(width: 9, height: 9))
    }

    @Test func reloadDataAsksForEverythingAgain() {
        let source = SizedItems(count: 3)
        let collectionView = flowCollectionView(source)
        source.sections = [Array(repeating: CGSize(width: 10, height: 10), count: 8), []]
        collectionView.reloadData()
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 0) == 8)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 8)
    }

    @Test func theBackgroundViewFillsTheVisibleBoundsBehindTheCells() {
        let collectionView = flowCollectionView(SizedItems(count: 100))
        let background = UIView()
        collectionView.backgroundView = background
        collectionView.contentOffset.y = 200
        collectionView.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 200, width: 320, height: 480))
        #expect(collectionView.subviews.first === background)
    }

    @Test func cellConfigurationsFollowTheSelectionState() {
        var states: [Bool] = []
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        var content = UIListContentConfiguration.cell()
        content.text = "Hello"
        cell.contentConfiguration = content
        #expect(cell.contentView is UIListContentView)
        cell.isSelected = true
        #expect(states.last == true)
        cell.backgroundConfiguration = .listPlainCell()
        cell.contentConfiguration = nil
        #expect(!(cell.contentView is UIListContentView))
    }

    @Test func customLayoutsWrittenForIOSWork() {
        /// A one-column layout of 40-point rows, written as iOS code writes one.
        final class RowsLayout: UICollectionViewLayout {
            var cache: [UICollectionViewLayoutAttributes] = []
            var prepared = 0
            override func prepare() {
                super.prepare()
                prepared += 1
                guard let collectionView else { return }
                cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 0, y: CGFloat(item) * 40, width: collectionView.bounds.width, height: 40)
                    return attributes
                }
            }
            override var collectionViewContentSize: CGSize {
                CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 40)
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cache.filter { $0.frame.intersects(rect) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
            }
        }
        let layout = RowsLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = SizedItems(count: 10)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentSize == CGSize(width: 200, height: 400))
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 80, width: 200, height: 40))
        // Scrolling asks the layout for other elements without preparing it again.
        let prepared = layout.prepared
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == [2, 3, 4])
        #expect(layout.prepared == prepared)
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.prepared == prepared + 1)
    }
}
