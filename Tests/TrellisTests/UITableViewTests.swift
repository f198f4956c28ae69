import Foundation
import Testing
@testable import Trellis

/// A data source for tests: `rows` rows of text in one or more sections.
final class TextRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?] = []
    var willDisplay = 0
    var identifier = "cell"

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let cell = cell as? WrappingCell {
            cell.label.text = sections[indexPath.section][indexPath.row]
        } else {
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        }
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section < titles.count ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { willDisplay += 1 }
}

/// A custom cell with a wrapping label pinned to the content view's margins.
final class WrappingCell: UITableViewCell {
    let label = UILabel()
    var reuses = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.numberOfLines = 0
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@Suite struct UITableViewTests {
    func table(_ source: TextRows, cell: UITableViewCell.Type = WrappingCell.self, height: CGFloat = 844, width: CGFloat = 390) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: .plain)
        table.register(cell, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func indexPathsHaveRowsAndSections() {
        let path = IndexPath(row: 3, section: 2)
        #expect(path.row == 3 && path.section == 2 && path.item == 3)
        #expect(IndexPath(row: 1, section: 0) < IndexPath(row: 0, section: 1))
    }

    @Test func scrollingAThousandRowsEndToEndReusesAScreenfulOfCells() {
        let source = TextRows([(0..<1000).map { "Row \($0)" }])
        let table = table(source)
        let firstScreen = table.visibleCells.count
        #expect(firstScreen >= 844 / 60 && firstScreen <= 844 / 44 + 2, "\(firstScreen)")
        var offset: CGFloat = 0
        while offset < table.contentSize.height - table.bounds.height {
            offset = min(offset + 300, table.contentSize.height - table.bounds.height)
            table.contentOffset.y = offset
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        // Only about a screenful (plus the row entering) was ever made.
        #expect(table.cellsCreated <= firstScreen + 3, "\(table.cellsCreated) cells for \(firstScreen) visible")
        let reused = table.visibleCells.compactMap { $0 as? WrappingCell }.map(\.reuses).reduce(0, +)
        #expect(reused > 0)
        #expect(source.willDisplay >= 1000)
        // Visible cells sit where their rows are, one after another.
        let cells = table.visibleCells
        for (a, b) in zip(cells, cells.dropFirst()) { #expect(a.frame.maxY == b.frame.minY) }
    }

    @Test func selfSizingRowsFollowTheirText() {
        let short = "One line"
        let long = "A much longer text that wraps onto more lines when the table is as narrow as a phone in portrait, then more."
        let source = TextRows([[short, long]])
        let table = table(source)
        let one = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let many = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(one == (line + 22).rounded(.up), "one line: \(one)")
        #expect(many >= (3 * line + 22).rounded(.up) - 1, "three lines: \(many)")
        // Narrower: the long row grows; the short one does not.
        table.frame.size.width = 250
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > many)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == one)
        // A larger text size makes every row taller.
        table.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > one)
        table.traitOverrides = UITraitOverrides()
    }

    @Test func fixedHeightsAndEstimates() {
        let source = TextRows([(0..<1_000_000).map { _ in "" }])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 60
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 60_000_000)
        #expect(table.rectForRow(at: IndexPath(row: 500_000, section: 0)).minY == 30_000_000)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 30_000_059)) == IndexPath(row: 500_000, section: 0))
        #expect(table.visibleCells.count == 15)
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let source = TextRows([(0..<500).map { "Row \($0) " + String(repeating: "word ", count: $0 % 7 * 6) }])
        let table = table(source)
        let target = IndexPath(row: 300, section: 0)
        table.scrollToRow(at: target, at: .top, animated: false)
        #expect(abs(table.rectForRow(at: target).minY - table.contentOffset.y) < 0.5)
        #expect(table.indexPathsForVisibleRows?.first == target)
        table.scrollToRow(at: IndexPath(row: 200, section: 0), at: .bottom, animated: false)
        let rect = table.rectForRow(at: IndexPath(row: 200, section: 0))
        #expect(abs(rect.maxY - (table.contentOffset.y + table.bounds.height)) < 0.5)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 200, section: 0))
    }

    @Test func aMissingRegistrationNamesTheIdentifier() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        #expect(throws: UITableView.TableError.unregisteredIdentifier("Mystery")) {
            try table.dequeueCell(withIdentifier: "Mystery", for: IndexPath(row: 0, section: 0))
        }
        #expect("\(UITableView.TableError.unregisteredIdentifier("Mystery"))".contains("\"Mystery\""))
        #expect(table.dequeueReusableCell(withIdentifier: "Mystery") == nil)
    }

    @Test func sectionsHaveHeadersAndRowsFollowThem() {
        let source = TextRows([["a", "b"], ["c"]])
        source.titles = ["First", "Second"]
        let table = table(source, cell: UITableViewCell.self)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 2)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.minY == 28)
        let secondSection = table.rect(forSection: 1)
        #expect(secondSection.minY == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == secondSection.minY + 28)
        let headers = table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
        #expect(headers.map { $0.textLabel?.text } .sorted { ($0 ?? "") < ($1 ?? "") } == ["First", "Second"])
        // Built-in cells are at least 44 points and carry their text.
        #expect(first.height == 44)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "c")
    }

    @Test func headerAndFooterViewsFrameTheRows() {
        let source = TextRows([["a", "b", "c"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "cell")
        table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 390, height: 120))
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0))
        #expect(first.minY == 120)
        let last = table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(table.tableFooterView?.frame.minY == last.maxY)
        #expect(table.contentSize.height == last.maxY + 30)
    }

    @Test func expandingToTheContentShowsEveryRow() {
        let source = TextRows([(0..<60).map { "Row \($0)" }])
        let tall = table(source)
        let height = tall.expandToFitContent()
        #expect(height == tall.contentSize.height && tall.bounds.height == height)
        #expect(tall.visibleCells.count == 60)
        // Too many rows: reported, and the table keeps its height.
        let big = table(TextRows([(0..<20).map { "\($0)" }]))
        let before = big.bounds.height
        let messages = recordingDiagnostics { big.expandToFitContent(maximumRows: 10) }
        #expect(messages.count == 1 && big.bounds.height == before)
    }

    @Test func reloadDataAsksAgain() {
        let source = TextRows([["a", "b"]])
        let table = table(source)
        source.sections = [["x", "y", "z"]]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect((table.cellForRow(at: IndexPath(row: 2, section: 0)) as? WrappingCell)?.label.text == "z")
        // A bad index path is reported, not a crash.
        let messages = recordingDiagnostics { table.reloadRows(at: [IndexPath(row: 9, section: 4)], with: .none) }
        #expect(messages.count == 1)
    }
}

@Suite struct DiffableDataSourceTests {
    enum Section: Hashable { case today, later }

    @Test func snapshotsDescribeSectionsAndItems() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.today, .later])
        snapshot.appendItems(["a", "b"], toSection: .today)
        snapshot.appendItems(["c"])
        snapshot.insertItems(["a2"], afterItem: "a")
        #expect(snapshot.itemIdentifiers == ["a", "a2", "b", "c"])
        #expect(snapshot.numberOfItems(inSection: .today) == 3 && snapshot.sectionIdentifier(containingItem: "c") == .later)
        snapshot.deleteItems(["b"])
        #expect(snapshot.itemIdentifiers(inSection: .today) == ["a", "a2"])
        // Duplicates are reported and left out.
        let messages = recordingDiagnostics { snapshot.appendItems(["a"], toSection: .later) }
        #expect(messages.count == 1 && snapshot.numberOfItems == 3)
    }

    @Test func applyingAShotShowsItsRows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.today])
        snapshot.appendItems(["Sun", "Rain"])
        var completed = false
        source.apply(snapshot) { completed = true }
        table.layoutIfNeeded()
        #expect(completed && table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Rain")
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Sun")
        #expect(source.indexPath(for: "Rain") == IndexPath(row: 1, section: 0))
        snapshot.appendSections([.later])
        snapshot.appendItems(["Snow"], toSection: .later)
        source.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 2 && table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Snow")
        #expect(source.snapshot().itemIdentifiers == ["Sun", "Rain", "Snow"])
    }

    @Test func applyingADifferenceKeepsTheRowsOfItemsThatStay() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var made = 0
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            made += 1
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.today])
        snapshot.appendItems(["Sun", "Rain", "Wind"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        let wind = table.cellForRow(at: IndexPath(row: 2, section: 0))
        let asked = made
        snapshot.insertItems(["Fog"], beforeItem: "Sun")
        snapshot.deleteItems(["Rain"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        // Only the new row was asked for; "Wind" kept its cell at its new place.
        #expect(made == asked + 1)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === wind && wind?.textLabel?.text == "Wind")
        #expect((0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } == ["Fog", "Sun", "Wind"])
    }
}
