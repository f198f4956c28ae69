import Foundation
import Testing
@testable import Trellis

/// Tables after scrolling: what is on screen once the table has scrolled,
/// reloaded or changed its insets must be what a table that was never
/// scrolled shows at the same offset (issue 16, "nothing lies").
@Suite struct UITableViewScrollingTests {
    /// A table filling an iPhone 15 window, whose safe area (59 points
    /// above, 34 below) the rows scroll under, laid out.
    func windowedTable(_ source: TextRows, register: (UITableView) -> Void, estimate: CGFloat? = nil) -> (UIWindow, UITableView) {
        let window = UIWindow(device: .iPhone15)
        let table = UITableView(frame: window.bounds, style: .plain)
        register(table)
        if let estimate { table.estimatedRowHeight = estimate }
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    /// The visible cells one under the other, none overlapping.
    func expectStacked(_ table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
        let cells = table.visibleCells
        #expect(!cells.isEmpty, "no visible cells at \(table.contentOffset)", sourceLocation: sourceLocation)
        for (upper, lower) in zip(cells, cells.dropFirst()) {
            #expect(upper.frame.maxY <= lower.frame.minY, "\(upper.frame) overlaps \(lower.frame)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [UITableViewCell.CellStyle.default, .subtitle, .value1, .value2])
    func builtInCellsKeepTheirLabelsInsideAfterScrollToRow(style: UITableViewCell.CellStyle) throws {
        let source = TextRows([(0..<200).map { "Row \($0)" }])
        let (window, table) = windowedTable(source, register: {
            $0.registerCellFactory({ UITableViewCell(style: style, reuseIdentifier: $0) }, forCellReuseIdentifier: "cell")
        }, estimate: 60)
        // Every row has the same text length, so the same height, at least UIKit's 44.
        let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(height >= 44)
        for (row, position) in [(120, UITableView.ScrollPosition.middle), (199, .bottom), (3, .top), (80, .none)] {
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: position, animated: false)
            window.layoutIfNeeded()
            expectStacked(table)
            for cell in table.visibleCells {
                let label = try #require(cell.textLabel)
                #expect(cell.frame.height == height, "\(style) row \(table.indexPath(for: cell)!): \(cell.frame)")
                #expect(label.frame.height > 0 && label.frame.maxY <= cell.contentView.bounds.height,
                        "\(style) row \(table.indexPath(for: cell)!): label \(label.frame) in \(cell.contentView.bounds)")
            }
        }
    }

    @Test func selfSizingRowsKeepTheirHeightAfterScrollingAwayAndBack() {
        let source = TextRows([(0..<300).map { "Row \($0)" }])
        let (window, table) = windowedTable(source, register: {
            $0.register(WrappingCell.self, forCellReuseIdentifier: "cell")
        }, estimate: 44)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let line = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(first == (line + 22).rounded(.up))
        table.scrollToRow(at: IndexPath(row: 299, section: 0), at: .bottom, animated: false)
        window.layoutIfNeeded()
        for row in [150, 20, 0] {
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
            window.layoutIfNeeded()
        }
        for cell in table.visibleCells {
            #expect(cell.frame.height == first, "row \(table.indexPath(for: cell)!): \(cell.frame)")
        }
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == first)
    }

    /// UIKit keeps the offset inside the content whenever the content size,
    /// the bounds or the insets change (`-[UIScrollView
    /// _adjustContentOffsetIfNecessary]`: slackhq/SlackTextViewController
    /// pull 539 describes it "adjusts the content offset so that there's no
    /// blank space at the bottom"; a stack trace in CoderMJLee/MJRefresh
    /// issue 1309 shows it setting `contentOffset`). So a reload that
    /// shortens the content scrolls back to its end, never past it.
    @Test func reloadingAScrolledSelfSizingTableKeepsRowsOnScreen() {
        let long = String(repeating: "A sentence that wraps. ", count: 8)
        let source = TextRows([(0..<120).map { "\($0) " + long }])
        let (window, table) = windowedTable(source, register: {
            $0.register(WrappingCell.self, forCellReuseIdentifier: "cell")
        }, estimate: 44)
        table.scrollToRow(at: IndexPath(row: 119, section: 0), at: .bottom, animated: false)
        window.layoutIfNeeded()
        #expect(table.contentOffset.y > 44 * 120 - 844)
        table.reloadData()
        window.layoutIfNeeded()
        #expect(table.contentOffset.y <= table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        expectStacked(table)
        #expect(table.visibleCells.last?.frame.maxY ?? 0 > table.contentOffset.y)
    }

    /// A table's vertical inset takes the safe area whatever its row count:
    /// table views bounce vertically by default (Interface Builder writes
    /// `alwaysBounceVertical="YES"` on every table view it saves), and
    /// `.automatic` with `alwaysBounceVertical` adds the top and bottom safe
    /// area (Apple's documentation of
    /// `UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes`: "The
    /// top and bottom insets are also adjusted when the alwaysBounceVertical
    /// property is true").
    @Test func adjustedContentInsetDoesNotDependOnTheRowCount() {
        let window = UIWindow(device: .iPhone15)
        var tables: [UITableView] = []
        let sources = [3, 20].map { count in TextRows([(0..<count).map { "Row \($0)" }]) }
        for source in sources {
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            window.addSubview(table)
            tables.append(table)
        }
        window.layoutIfNeeded()
        #expect(tables[0].alwaysBounceVertical)
        #expect(tables[0].adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(tables[1].adjustedContentInset == tables[0].adjustedContentInset)
        // Both rest at the top, their first row just below the status bar.
        #expect(tables.map(\.contentOffset) == [CGPoint(x: 0, y: -59), CGPoint(x: 0, y: -59)])
        #expect(tables.map { $0.rectForRow(at: IndexPath(row: 0, section: 0)).minY - $0.contentOffset.y } == [59, 59])
    }
}

extension UITableViewScrollingTests {
    /// A fixed row height below a built-in cell's 44-point minimum is no
    /// constraint conflict: the content view takes the row's height and
    /// stays inside its cell, so it cannot draw over the next row (UIKit
    /// lays basic cells out at any `rowHeight` without a conflict log).
    @Test func aFixedRowHeightBelowTheBuiltInMinimumFitsTheContentInTheRow() throws {
        let source = TextRows([(0..<50).map { "Row \($0)" }])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 30
        table.dataSource = source
        let messages = recordingDiagnostics {
            table.layoutIfNeeded()
            table.scrollToRow(at: IndexPath(row: 40, section: 0), at: .top, animated: false)
            table.layoutIfNeeded()
        }
        #expect(messages.map(\.text) == [])
        for cell in table.visibleCells {
            let label = try #require(cell.textLabel)
            #expect(cell.frame.height == 30 && cell.contentView.frame == cell.bounds, "\(cell.frame): content \(cell.contentView.frame)")
            #expect(label.frame.height >= 0 && label.frame.maxY <= 30, "label \(label.frame)")
        }
    }

    /// The built-in styles' labels follow the user's text size, and their
    /// rows grow with it ("Using the default basic UITableViewCell, you'll
    /// get the correct behavior almost for free ... the text grow or
    /// shrink in case the user changes the text size", timeflower.co,
    /// "(Static) UITableView and Dynamic Type").
    @Test func builtInCellLabelsFollowTheTextSize() throws {
        let source = TextRows([(0..<20).map { "Row \($0)" }])
        let (window, table) = windowedTable(source, register: {
            $0.registerCellFactory({ UITableViewCell(style: .subtitle, reuseIdentifier: $0) }, forCellReuseIdentifier: "cell")
        })
        let before = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        window.setPreferredContentSizeCategory(.accessibilityLarge)
        window.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.textLabel?.font.pointSize == UIFont.preferredFont(forTextStyle: .body, compatibleWith: table.traitCollection).pointSize)
        #expect(cell.detailTextLabel?.font.pointSize == UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: table.traitCollection).pointSize)
        #expect(try #require(cell.textLabel?.font.pointSize) > 17)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > before)
    }

    /// Under a status bar and above a home indicator, scrollToRow puts a
    /// row at the top or bottom of what the adjusted insets leave visible,
    /// as UIKit scrolls a row to just below a navigation bar rather than
    /// under it (`.top`: "at the top of the visible table view", Apple's
    /// documentation of `UITableView.ScrollPosition`).
    @Test func scrollToRowKeepsTheRowOutOfTheSafeArea() {
        let source = TextRows([(0..<100).map { "Row \($0)" }])
        let (window, table) = windowedTable(source, register: {
            $0.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        })
        let row = IndexPath(row: 50, section: 0)
        table.scrollToRow(at: row, at: .top, animated: false)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: row).minY - table.contentOffset.y == 59)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: row).maxY - table.contentOffset.y == table.bounds.height - 34)
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == -59)
    }

    /// A scroll view passes on to its content only the safe area its
    /// adjusted inset leaves out: a table adjusts vertically, so its cells
    /// have no safe area above or below wherever they scroll, and keep the
    /// sides' safe area in landscape (where UIKit's cells, by
    /// `insetsContentViewsToSafeArea`, keep their content clear of the
    /// notch). WWDC 2018 session 235, "UIKit: Apps for Every Size and
    /// Shape", shows content inside a scroll view that adjusts its insets
    /// not being inset a second time.
    @Test func cellsTakeOnlyTheSafeAreaTheTableDoesNotInsetFor() {
        let source = TextRows([(0..<100).map { "Row \($0)" }])
        let window = UIWindow(device: .iPhone15, orientation: .landscapeLeft)
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(table.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        for offset: CGFloat in [0, 7, 500] {
            table.contentOffset.y = offset
            window.layoutIfNeeded()
            for cell in table.visibleCells {
                #expect(cell.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 0, right: 59), "\(cell.frame) at \(offset)")
            }
        }
    }

    /// When the content shrinks under a scrolled view, the offset comes
    /// back to the content's end (see the reload test for UIKit's rule);
    /// offsets set by code stay where code puts them.
    @Test func shrinkingContentBringsTheOffsetBackToTheEnd() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.contentOffset = CGPoint(x: 0, y: 900)
        #expect(scroll.contentOffset.y == 900)
        scroll.contentSize = CGSize(width: 100, height: 500)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        scroll.contentInset.bottom = 50
        scroll.contentOffset.y = 400
        scroll.frame.size.height = 300
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 250))
        scroll.contentSize = CGSize(width: 100, height: 100)
        #expect(scroll.contentOffset == .zero)
    }
}

/// Inserting and deleting rows: the data source changes first, then the
/// table is told, as in UIKit.
@Suite struct UITableViewRowUpdateTests {
    func table(_ source: TextRows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func insertedRowsPushTheRowsBelowDownKeepingTheirHeights() {
        let long = String(repeating: "A row that wraps onto a second and a third line. ", count: 3)
        let source = TextRows([["a", long, "c"]])
        let table = table(source)
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(tall > 44)
        source.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == tall)
        #expect((table.cellForRow(at: IndexPath(row: 0, section: 0)) as? WrappingCell)?.label.text == "new")
        #expect((table.cellForRow(at: IndexPath(row: 2, section: 0)) as? WrappingCell)?.label.text == long)
        #expect(table.contentOffset == .zero)
    }

    @Test func deletedRowsGiveTheirCellsBackAndCloseTheGap() {
        let source = TextRows([(0..<5).map { "Row \($0)" }])
        let table = table(source)
        let made = table.cellsCreated
        source.sections[0].remove(at: 3)
        source.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
        table.layoutIfNeeded()
        let texts = table.visibleCells.compactMap { ($0 as? WrappingCell)?.label.text }
        #expect(texts == ["Row 0", "Row 2", "Row 4"])
        let frames = table.visibleCells.map(\.frame)
        for (upper, lower) in zip(frames, frames.dropFirst()) { #expect(upper.maxY == lower.minY) }
        #expect(table.cellsCreated == made)
    }

    /// In a batch, deletes name rows before it and inserts rows after it,
    /// whatever order the calls come in (Apple's documentation of
    /// `UICollectionView.performBatchUpdates(_:completion:)`: "Deletes are
    /// processed before inserts in batch operations"; ReactiveUI's
    /// IndexNormalizer: iOS takes deletes "relative to the source data"
    /// and insertions "relative to the source data after any deletions").
    @Test func aBatchAppliesDeletesBeforeInserts() {
        let source = TextRows([["a", "b", "c"]])
        let table = table(source)
        var completed = false
        source.sections[0] = ["a", "x", "c"]
        table.performBatchUpdates({
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        }, completion: { completed = $0 })
        table.layoutIfNeeded()
        #expect(completed)
        #expect(table.visibleCells.compactMap { ($0 as? WrappingCell)?.label.text } == ["a", "x", "c"])
    }

    /// UIKit raises NSInternalInconsistencyException with this message;
    /// here it is reported, and the table reloads from the data source.
    @Test func countsThatDoNotAddUpAreReportedWithUIKitsMessageAndReloaded() {
        let source = TextRows([["a", "b"]])
        let table = table(source)
        source.sections[0] = ["a", "b", "c", "d"]
        let messages = recordingDiagnostics {
            table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.text.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted)") == true)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 4 && table.visibleCells.count == 4)
        let outside = recordingDiagnostics {
            source.sections[0].removeLast()
            table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .automatic)
        }
        #expect(outside.first?.text.hasPrefix("attempt to delete row 9 from section 0 which only contains 4 rows before the update") == true)
    }

    /// Rows change places, so a selected row stays selected where it went.
    @Test func theSelectionFollowsItsRow() {
        let source = TextRows([(0..<4).map { "Row \($0)" }])
        let table = table(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        source.sections[0].remove(at: 3)
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        #expect(table.indexPathForSelectedRow == nil)
    }
}
