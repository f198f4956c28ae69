import Foundation
import Testing
@testable import Trellis

/// A cell that counts how often it was configured.
final class CountingCell: UICollectionViewCell {
    var item = ""
    var configurations = 0
}

@Suite struct CollectionViewDiffableDataSourceTests {
    /// A 320×480 collection view of 100×50 items (three a row) driven by a
    /// diffable data source of strings.
    func make(headers: Bool = false) -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        if headers { layout.headerReferenceSize = CGSize(width: 0, height: 20) }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<CountingCell, String> { cell, _, item in
            cell.item = item
            cell.configurations += 1
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        return (collectionView, dataSource)
    }

    func snapshot(_ sections: [(String, [String])]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func shown(_ collectionView: UICollectionView) -> [String] {
        collectionView.layoutIfNeeded()
        return collectionView.visibleCells.compactMap { ($0 as? CountingCell)?.item }
    }

    @Test func applyShowsTheSnapshotAndAnswersIdentifiers() {
        let (collectionView, dataSource) = make()
        var completed = false
        dataSource.apply(snapshot([("A", ["a1", "a2"]), ("B", ["b1"])]), animatingDifferences: false) { completed = true }
        #expect(completed)
        #expect(shown(collectionView) == ["a1", "a2", "b1"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "b1")
        #expect(dataSource.indexPath(for: "a2") == IndexPath(item: 1, section: 0))
        #expect(dataSource.sectionIdentifier(for: 1) == "B" && dataSource.index(for: "B") == 1)
        #expect(dataSource.snapshot().itemIdentifiers == ["a1", "a2", "b1"])
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
    }

    @Test func applyingADifferenceKeepsTheCellsOfItemsThatStay() {
        let (collectionView, dataSource) = make()
        dataSource.apply(snapshot([("A", ["a", "b", "c", "d"])]))
        collectionView.layoutIfNeeded()
        let cellOfC = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CountingCell
        let configured = cellOfC?.configurations
        dataSource.apply(snapshot([("A", ["x", "a", "c", "b"])]))
        #expect(shown(collectionView) == ["x", "a", "c", "b"])
        // "c" moved from 2 to 2 past an insert, a delete and a move: same cell, not configured again.
        let now = collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? CountingCell
        #expect(now === cellOfC && now?.configurations == configured)
    }

    @Test func sectionsAreInsertedDeletedAndMoved() {
        let (collectionView, dataSource) = make(headers: false)
        dataSource.apply(snapshot([("A", ["a"]), ("B", ["b"]), ("C", ["c"])]))
        collectionView.layoutIfNeeded()
        dataSource.apply(snapshot([("C", ["c", "a"]), ("D", ["d"]), ("B", ["b"])]))
        #expect(shown(collectionView) == ["c", "a", "d", "b"])
        #expect(collectionView.numberOfSections == 3 && collectionView.numberOfItems(inSection: 0) == 2)
    }

    @Test func reconfiguredItemsKeepTheirCellAndReloadedOnesAreAskedAgain() {
        let (collectionView, dataSource) = make()
        dataSource.apply(snapshot([("A", ["a", "b"])]))
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CountingCell
        var next = dataSource.snapshot()
        next.reconfigureItems(["a"])
        #expect(next.reconfiguredItemIdentifiers == ["a"])
        dataSource.apply(next)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell && cell?.configurations == 2)
        #expect(dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func theDifferenceMovesOnlyWhatLeftItsOrder() {
        var old = NSDiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(Array(0..<6))
        var new = old
        new.moveItem(5, beforeItem: 0)
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.itemMoves.count == 1)
        #expect(difference.itemMoves.first.map { [$0.from, $0.to] } == [IndexPath(item: 5, section: 0), IndexPath(item: 0, section: 0)])
        #expect(difference.itemInserts.isEmpty && difference.itemDeletes.isEmpty)
        #expect(SnapshotDifference.longestIncreasingRun([3, 1, 2, 5, 4, 6]) == [1, 2, 4, 6])
    }

    @Test func duplicateIdentifiersAreReportedAndLeftOut() {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        let messages = recordingDiagnostics {
            snapshot.appendSections(["A", "A"])
            snapshot.appendItems(["x", "x"])
        }
        #expect(snapshot.sectionIdentifiers == ["A"] && snapshot.itemIdentifiers == ["x"])
        #expect(messages.count == 2)
    }

    @Test func snapshotsInsertAndMoveSectionsAndItems() {
        var snapshot = snapshot([("A", ["a1", "a2"]), ("C", ["c1"])])
        snapshot.insertSections(["B"], afterSection: "A")
        snapshot.appendItems(["b1"], toSection: "B")
        snapshot.moveItem("a1", afterItem: "b1")
        snapshot.moveSection("C", beforeSection: "A")
        #expect(snapshot.sectionIdentifiers == ["C", "A", "B"])
        #expect(snapshot.itemIdentifiers == ["c1", "a2", "b1", "a1"])
        #expect(snapshot.sectionIdentifier(containingItem: "a1") == "B")
    }
}

@Suite struct CollectionViewSectionSnapshotTests {
    /// Fruit > (Apple, Pear > (Conference)), Vegetables.
    func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Fruit", "Vegetables"])
        snapshot.append(["Apple", "Pear"], to: "Fruit")
        snapshot.append(["Conference"], to: "Pear")
        return snapshot
    }

    @Test func childrenFollowTheirParentAndShowOnlyWhenItIsExpanded() {
        var snapshot = outline()
        #expect(snapshot.items == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
        #expect(snapshot.rootItems == ["Fruit", "Vegetables"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
        #expect(snapshot.level(of: "Conference") == 2 && snapshot.parent(of: "Conference") == "Pear")
        snapshot.expand(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(snapshot.isExpanded("Fruit") && !snapshot.isVisible("Conference"))
        snapshot.expand(["Pear"])
        #expect(snapshot.visibleItems == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
        snapshot.collapse(["Fruit"])
        #expect(snapshot.visibleItems == ["Fruit", "Vegetables"])
    }

    @Test func deletingAParentDeletesItsDescendants() {
        var snapshot = outline()
        snapshot.delete(["Pear"])
        #expect(snapshot.items == ["Fruit", "Apple", "Vegetables"] && !snapshot.contains("Conference"))
        let fruit = outline().snapshot(of: "Fruit")
        #expect(fruit.items == ["Apple", "Pear", "Conference"] && fruit.rootItems == ["Apple", "Pear"])
        #expect(fruit.level(of: "Conference") == 1)
    }

    @Test func aDataSourceShowsTheVisibleItemsAndExpandsOnRequest() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<CountingCell, String> { cell, _, item in cell.item = item }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var expanding: [String] = []
        dataSource.sectionSnapshotHandlers.willExpandItem = { expanding.append($0) }
        dataSource.apply(outline(), to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.compactMap { ($0 as? CountingCell)?.item } == ["Fruit", "Vegetables"])
        dataSource.toggleExpansion(of: "Fruit")
        collectionView.layoutIfNeeded()
        #expect(expanding == ["Fruit"])
        #expect(collectionView.visibleCells.compactMap { ($0 as? CountingCell)?.item } == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(dataSource.snapshot(for: 0).isExpanded("Fruit"))
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["Fruit", "Apple", "Pear", "Vegetables"])
    }
}
