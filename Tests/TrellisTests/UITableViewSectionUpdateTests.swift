import Foundation
import Testing
@testable import Trellis

/// Section inserts, deletes, reloads and moves, and row moves: rows keep
/// their cells and measured heights where they go, and a data source whose
/// counts do not add up is reported with UIKit's message (UIKit raises
/// NSInternalInconsistencyException) and the table reloads.
@Suite struct UITableViewSectionUpdateTests {
    func table(_ source: TextRows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
        table.register(WrappingCell.self, forCellReuseIdentifier: "cell")
        table.estimatedRowHeight = 44
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    func texts(_ table: UITableView) -> [String] {
        table.layoutIfNeeded()
        return table.visibleCells.compactMap { ($0 as? WrappingCell)?.label.text }
    }

    @Test func insertedSectionsComeWithTheirRowsAndPushTheRestDown() {
        let source = TextRows([["a", "b"], ["c"]])
        let table = table(source)
        let made = table.cellsCreated
        source.sections.insert(["x", "y"], at: 1)
        let messages = recordingDiagnostics { table.insertSections([1], with: .automatic) }
        #expect(messages.isEmpty)
        #expect(texts(table) == ["a", "b", "x", "y", "c"])
        #expect(table.numberOfSections == 3 && table.numberOfRows(inSection: 2) == 1)
        #expect(table.cellsCreated == made + 2)
    }

    @Test func deletedSectionsTakeTheirRows() {
        let source = TextRows([["a"], ["b", "c"], ["d"]])
        let table = table(source)
        source.sections.remove(at: 1)
        let messages = recordingDiagnostics { table.deleteSections([1], with: .automatic) }
        #expect(messages.isEmpty)
        #expect(texts(table) == ["a", "d"])
    }

    @Test func aMovedSectionKeepsItsCellsAndHeights() {
        let long = String(repeating: "A row that wraps onto a second and a third line. ", count: 3)
        let source = TextRows([["a"], [long], ["c"]])
        let table = table(source)
        let tall = table.rectForRow(at: IndexPath(row: 0, section: 1)).height
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 1))
        let made = table.cellsCreated
        source.sections.insert(source.sections.remove(at: 1), at: 0)
        table.moveSection(1, toSection: 0)
        #expect(texts(table) == [long, "a", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == tall)
        #expect(table.cellsCreated == made)
    }

    @Test func aRowMovesAcrossSectionsWithItsCell() {
        let source = TextRows([["a", "b", "c"], ["d"]])
        let table = table(source)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        source.sections[0].remove(at: 0)
        source.sections[1].insert("a", at: 1)
        let messages = recordingDiagnostics { table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)) }
        #expect(messages.isEmpty)
        #expect(texts(table) == ["b", "c", "d", "a"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === cell)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 1))
    }

    @Test func aReloadedSectionAsksForItsRowsAgain() {
        let source = TextRows([["a", "b"], ["c"]])
        let table = table(source)
        source.sections[0] = ["p", "q", "r"]
        let messages = recordingDiagnostics { table.reloadSections([0], with: .automatic) }
        #expect(messages.isEmpty)
        #expect(texts(table) == ["p", "q", "r", "c"])
    }

    /// Deletes and move sources index the table before the batch, inserts
    /// and move destinations the table after it, whatever the call order.
    @Test func aBatchOfSectionAndRowUpdatesUsesBeforeAndAfterIndexes() {
        let source = TextRows([["a"], ["b", "c"], ["d"]])
        let table = table(source)
        // Delete section 0, insert a section at 2 (after), move "c" to the top of "b"'s section.
        source.sections = [["c", "b"], ["d"], ["x"]]
        let messages = recordingDiagnostics {
            table.performBatchUpdates {
                table.insertSections([2], with: .fade)
                table.moveRow(at: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))
                table.deleteSections([0], with: .fade)
            }
        }
        #expect(messages.isEmpty, "\(messages.map(\.text))")
        #expect(texts(table) == ["c", "b", "d", "x"])
    }

    /// UIKit's words: "Invalid update: invalid number of sections. The number
    /// of sections contained in the table view after the update (1) must be
    /// equal to the number of sections contained in the table view before
    /// the update (0), plus or minus the number of sections inserted or
    /// deleted (0 inserted, 0 deleted)." (as quoted in an issue of
    /// onmyway133/DeepDiff, mirrored at link.sov5.org/l/1Y6Y8hflxY).
    @Test func sectionCountsThatDoNotAddUpAreReportedWithUIKitsMessage() {
        let source = TextRows([["a"], ["b"]])
        let table = table(source)
        source.sections.append(["c"])
        source.sections.append(["d"])
        let messages = recordingDiagnostics { table.insertSections([2], with: .automatic) }
        #expect(messages.count == 1)
        #expect(messages.first?.text.hasPrefix("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (4) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).") == true)
        #expect(texts(table) == ["a", "b", "c", "d"])
    }

    /// The row count check counts moves in and out ("… (1 moved in, 0 moved out)").
    @Test func rowCountsCountRowsMovedInAndOut() {
        let source = TextRows([["a", "b"], ["c"]])
        let table = table(source)
        source.sections = [["b"], ["a", "c", "z"]]
        let messages = recordingDiagnostics { table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1)) }
        #expect(messages.count == 1)
        #expect(messages.first?.text.hasPrefix("Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out).") == true)
        #expect(texts(table) == ["b", "a", "c", "z"])
    }

    @Test func sectionIndexesOutOfRangeAreReported() {
        let source = TextRows([["a"]])
        let table = table(source)
        let messages = recordingDiagnostics {
            table.deleteSections([3], with: .automatic)
            table.layoutIfNeeded()
            table.moveSection(0, toSection: 5)
        }
        #expect(messages.map(\.text).map { $0.components(separatedBy: " (in ").first! } == [
            "attempt to delete section 3, but there are only 1 sections before the update",
            "attempt to move section 0 to section 5, but there are only 1 sections after the update",
        ])
    }
}

/// Row heights UIKit refuses: a negative height other than
/// `automaticDimension` (-1) raises "Invalid row height provided by table
/// delegate. Value must be greater than zero or UITableViewAutomaticDimension."
/// (NSInternalInconsistencyException, from
/// -[UITableView _classicHeightForRowAtIndexPath:], as quoted at
/// www.jianshu.com/p/a017e9e826f1); NaN and infinities are refused as every
/// layout number is. The table reports the first and sizes such rows as
/// `automaticDimension`: no frame is ever negative or not finite.
@Suite struct UITableViewBadHeightTests {
    final class Heights: NSObject, UITableViewDataSource, UITableViewDelegate {
        var heights: [CGFloat]
        init(_ heights: [CGFloat]) { self.heights = heights }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { heights.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { heights[indexPath.row] }
    }

    func frames(_ heights: [CGFloat], configure: (UITableView) -> Void = { _ in }) -> ([CGRect], [LayoutDiagnostics.Message]) {
        let source = Heights(heights)
        var frames: [CGRect] = []
        let messages = recordingDiagnostics {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            configure(table)
            table.dataSource = source
            table.delegate = source
            table.layoutIfNeeded()
            frames = table.visibleCells.map(\.frame)
        }
        return (frames, messages)
    }

    @Test(arguments: [CGFloat(-5), -10, -0.5, .nan, .infinity, -.infinity])
    func aBadDelegateHeightIsReportedAndTheRowSizesItself(height: CGFloat) {
        let (frames, messages) = frames([30, height, 30])
        #expect(frames.count == 3)
        #expect(frames.allSatisfy { $0.height.isFinite && $0.height >= 0 && $0.minY.isFinite })
        #expect(frames[1].height == 44, "a built-in cell sizes itself to UIKit's 44-point minimum: \(frames)")
        #expect(frames[2].minY == frames[1].maxY)
        #expect(messages.count == 1 && messages[0].kind == .invalidValue, "\(messages.map(\.text))")
        if height < 0 && height.isFinite {
            #expect(messages.first?.text.contains("Invalid row height provided by table delegate. Value must be greater than zero or UITableViewAutomaticDimension.") == true)
        }
    }

    @Test func automaticDimensionAndZeroAreNotReported() {
        let (frames, messages) = frames([UITableView.automaticDimension, 0, 30])
        #expect(messages.isEmpty)
        #expect(frames.map(\.height) == [44, 0, 30])
    }

    @Test func aNegativeRowHeightPropertyIsReportedToo() {
        final class Plain: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row"
                return cell
            }
        }
        let source = Plain()
        let messages = recordingDiagnostics {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = -10
            table.estimatedRowHeight = -20
            table.dataSource = source
            table.layoutIfNeeded()
            #expect(table.visibleCells.map(\.frame.height) == [44, 44, 44])
            #expect(table.contentSize.height == 132)
        }
        #expect(messages.count == 1)
    }

    /// A self-sizing row whose content view has no height (a built-in cell
    /// never given text) is the standard 44 points in UIKit, with a
    /// one-time warning: "Detected a case where constraints ambiguously
    /// suggest a height of zero for a tableview cell's content view. We're
    /// considering the collapse unintentional and using standard height
    /// instead." (quoted at stackoverflow.com/questions/25902288).
    @Test func aRowThatMeasuresToNothingIsTheStandardHeight() {
        final class Empty: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
        }
        let source = Empty()
        let messages = recordingDiagnostics {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.layoutIfNeeded()
            #expect(table.visibleCells.map(\.frame.height) == [44, 44, 44])
        }
        #expect(messages.count == 1 && messages.first?.text.hasPrefix("Warning once only: Detected a case where constraints ambiguously suggest a height of zero") == true)
    }
}
