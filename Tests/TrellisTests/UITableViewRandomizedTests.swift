import Foundation
import Testing
@testable import Trellis

/// Random walks over tables: scrolls, reloads, inserts and deletes, width
/// and text-size changes, (in walks with `structure`) section inserts,
/// deletes, reloads and moves, row moves and mixed batches, (with
/// `badHeights`) rows whose delegate height is negative or not finite, on tables of 1 to 1,000,000 rows, fixed-height
/// and self-sizing, plain and grouped, with built-in and custom cells.
/// After every step what is on screen must be sound (finite frames, in
/// order, inside the content, not overlapping), and the same as a table
/// made afresh with the same rows, width, text size and offset shows.
///
/// Each walk is seeded: a failure names its seed and step, and
/// `TRELLIS_TABLE_SEED=<seed>` replays that walk on every configuration
/// (`TRELLIS_TABLE_CONFIG=<index>` on one; `TRELLIS_TABLE_TRACE=1` prints
/// each step).
@Suite struct UITableViewRandomizedTests {
    /// SplitMix64: small, fast and the same on every platform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    enum Cell: String, CaseIterable { case builtIn, custom }
    enum Sizing: String, CaseIterable { case fixed, selfSizing }

    struct Configuration: CustomStringConvertible {
        var rows: Int
        var sections: Int
        var style: UITableView.Style
        var cell: Cell
        var sizing: Sizing
        /// Rows of one, two or three lines (custom cells only); otherwise every row is one line.
        var mixedHeights: Bool
        var steps: Int
        /// Section header titles (28 points in plain tables, 38 in grouped ones).
        var titles = false
        /// Held upright: the safe area is above and below (where the table
        /// insets for it), widths are held to the screen's 393 points.
        var portrait = false
        /// The fixed rows' height: 30 is below a built-in cell's 44-point minimum.
        var rowHeight: CGFloat = 52
        /// Section inserts, deletes, reloads and moves, row moves, and
        /// batches of them, besides the row updates every walk makes.
        var structure = false
        /// The delegate gives every fifth item a height of -5, -10, NaN or
        /// infinity: UIKit raises for those ("Invalid row height provided
        /// by table delegate"); the table reports the first and sizes such
        /// rows itself, never a negative or non-finite frame.
        var badHeights = false

        var description: String {
            "\(rows) rows in \(sections) sections\(titles ? " with titles" : ""), \(style), \(cell) cells, \(sizing)\(mixedHeights ? " mixed heights" : "")\(portrait ? ", portrait" : "")"
                + "\(structure ? ", section updates" : "")\(badHeights ? ", bad heights" : ""), \(steps) steps"
        }

        /// Whether every row's real height is its estimate, so that a
        /// fresh table places every row where the walked one does. With
        /// mixed heights a table knows only the heights it has measured,
        /// rows above the screen stand at the estimate, and two tables
        /// that measured different rows place the screen's rows
        /// differently, in UIKit too: then sizes and order are compared.
        /// Rows sized in place of a bad height are as tall as their cells,
        /// not `rowHeight`.
        var estimatesAreExact: Bool { (sizing == .fixed || !mixedHeights) && !badHeights }
    }

    /// The data: item numbers in sections; an item's text is fixed by its number.
    final class Items: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [[Int]]
        let configuration: Configuration
        var nextItem: Int

        init(_ configuration: Configuration) {
            self.configuration = configuration
            let perSection = configuration.rows / configuration.sections
            var sections: [[Int]] = []
            var start = 0
            for section in 0..<configuration.sections {
                let count = section == configuration.sections - 1 ? configuration.rows - start : perSection
                sections.append(Array(start..<(start + count)))
                start += count
            }
            self.sections = sections
            nextItem = configuration.rows
        }

        init(copying other: Items) {
            sections = other.sections
            configuration = other.configuration
            nextItem = other.nextItem
        }

        func text(_ item: Int) -> String {
            guard configuration.mixedHeights else { return "Item \(item)" }
            return "Item \(item) " + String(repeating: "wraps onto more lines at phone widths ", count: item % 3 * 2)
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            configuration.titles ? "Section \(section)" : nil
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            let item = sections[indexPath.section][indexPath.row]
            guard configuration.badHeights, item % 5 == 2 else { return tableView.rowHeight }
            return [-5, -10, .nan, .infinity][item / 5 % 4]
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            let text = text(sections[indexPath.section][indexPath.row])
            if let cell = cell as? WrappingCell { cell.label.text = text } else { cell.textLabel?.text = text }
            return cell
        }
    }

    /// A table in an iPhone window held sideways (safe area at the sides,
    /// where cells keep it, and below, where the table insets for it; a
    /// short screen keeps each step's layout cheap), laid out.
    struct Stage {
        let window: UIWindow
        let table: UITableView
        let items: Items

        init(_ items: Items, width: CGFloat, category: UIContentSizeCategory, estimate: CGFloat?) {
            self.items = items
            window = UIWindow(device: .iPhone15, orientation: items.configuration.portrait ? .portrait : .landscapeLeft)
            window.resize(to: width)
            window.setPreferredContentSizeCategory(category)
            table = UITableView(frame: window.bounds, style: items.configuration.style)
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            table.register(items.configuration.cell == .builtIn ? UITableViewCell.self : WrappingCell.self, forCellReuseIdentifier: "cell")
            if items.configuration.sizing == .fixed { table.rowHeight = items.configuration.rowHeight }
            if let estimate { table.estimatedRowHeight = estimate }
            table.dataSource = items
            table.delegate = items
            window.addSubview(table)
            window.layoutIfNeeded()
        }

        func layOut() { window.layoutIfNeeded() }
    }

    static let widths: [CGFloat] = [320, 480, 667, 852]
    static let categories: [UIContentSizeCategory] = [.extraSmall, .large, .extraExtraLarge, .accessibilityLarge]

    /// The real height of a one-line row at this width and text size, read
    /// from a fresh table: what a self-sizing table with exact estimates
    /// is given as `estimatedRowHeight`.
    static func oneLineHeight(_ configuration: Configuration, width: CGFloat, category: UIContentSizeCategory) -> CGFloat {
        let items = Items(Configuration(rows: 1, sections: 1, style: configuration.style, cell: configuration.cell,
                                        sizing: configuration.sizing, mixedHeights: false, steps: 0, portrait: configuration.portrait))
        let stage = Stage(items, width: width, category: category, estimate: nil)
        return stage.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
    }

    /// Runs one walk; every expectation names the seed and the step.
    func walk(seed: UInt64, _ configuration: Configuration) {
        var random = SeededGenerator(state: seed)
        var width = Self.widths.randomElement(using: &random)!
        var category = UIContentSizeCategory.large
        let exactSelfSizing = configuration.sizing == .selfSizing && configuration.estimatesAreExact
        var estimate: CGFloat? = exactSelfSizing ? Self.oneLineHeight(configuration, width: width, category: category) : nil
        let stage = Stage(Items(configuration), width: width, category: category, estimate: estimate)
        let table = stage.table, items = stage.items
        var largestScreenful = table.visibleCells.count
        var step = 0, action = "start"
        var structuralSteps: Set<String> = []
        // Nothing in a walk is a programming error: no conflict, no refusal is logged.
        let messages = recordingDiagnostics {
            check(stage, estimate: estimate, width: width, category: category, context: "seed \(seed) (\(configuration)), step 0 (start)")
            while step < configuration.steps {
                step += 1
                let total = items.sections.reduce(0) { $0 + $1.count }
                switch Int.random(in: 0..<(configuration.structure ? 16 : 10), using: &random) {
                case 0, 1:
                    let inset = table.adjustedContentInset
                    let highest = max(-inset.top, table.contentSize.height + inset.bottom - table.bounds.height)
                    let y = CGFloat(Double.random(in: Double(-inset.top)...Double(highest), using: &random)).rounded()
                    action = "contentOffset.y = \(y)"
                    table.contentOffset.y = y
                case 2, 3:
                    guard total > 0, let path = randomPath(items, using: &random) else { continue }
                    let position = [UITableView.ScrollPosition.top, .middle, .bottom, .none].randomElement(using: &random)!
                    action = "scrollToRow(at: \(path), at: \(position))"
                    table.scrollToRow(at: path, at: position, animated: false)
                case 4:
                    action = "reloadData()"
                    table.reloadData()
                case 5:
                    let section = Int.random(in: 0..<items.sections.count, using: &random)
                    let count = Int.random(in: 1...3, using: &random)
                    var paths: [IndexPath] = []
                    for _ in 0..<count {
                        let row = Int.random(in: 0...items.sections[section].count, using: &random)
                        items.sections[section].insert(items.nextItem, at: row)
                        items.nextItem += 1
                        paths = paths.map { $0.row >= row ? IndexPath(row: $0.row + 1, section: section) : $0 }
                        paths.append(IndexPath(row: row, section: section))
                    }
                    action = "insertRows(at: \(paths))"
                    table.insertRows(at: paths, with: .automatic)
                case 6:
                    let section = Int.random(in: 0..<items.sections.count, using: &random)
                    guard !items.sections[section].isEmpty else { continue }
                    let rows = Set((0..<Int.random(in: 1...3, using: &random)).map { _ in
                        Int.random(in: 0..<items.sections[section].count, using: &random)
                    })
                    for row in rows.sorted(by: >) { items.sections[section].remove(at: row) }
                    let paths = rows.sorted().map { IndexPath(row: $0, section: section) }
                    action = "deleteRows(at: \(paths))"
                    table.deleteRows(at: paths, with: .automatic)
                case 7:
                    let section = Int.random(in: 0..<items.sections.count, using: &random)
                    guard !items.sections[section].isEmpty else { continue }
                    let deleted = Int.random(in: 0..<items.sections[section].count, using: &random)
                    items.sections[section].remove(at: deleted)
                    let inserted = Int.random(in: 0...items.sections[section].count, using: &random)
                    items.sections[section].insert(items.nextItem, at: inserted)
                    items.nextItem += 1
                    action = "performBatchUpdates(delete \(deleted), insert \(inserted) in section \(section))"
                    table.performBatchUpdates {
                        table.deleteRows(at: [IndexPath(row: deleted, section: section)], with: .fade)
                        table.insertRows(at: [IndexPath(row: inserted, section: section)], with: .fade)
                    }
                case 10:
                    let section = Int.random(in: 0...items.sections.count, using: &random)
                    items.sections.insert((0..<Int.random(in: 0...3, using: &random)).map { items.nextItem + $0 }, at: section)
                    items.nextItem += items.sections[section].count
                    action = "insertSections([\(section)]) of \(items.sections[section].count) rows"
                    table.insertSections([section], with: .automatic)
                case 11:
                    guard items.sections.count > 1 else { continue }
                    let section = Int.random(in: 0..<items.sections.count, using: &random)
                    items.sections.remove(at: section)
                    action = "deleteSections([\(section)])"
                    table.deleteSections([section], with: .automatic)
                case 12:
                    let from = Int.random(in: 0..<items.sections.count, using: &random)
                    let to = Int.random(in: 0..<items.sections.count, using: &random)
                    items.sections.insert(items.sections.remove(at: from), at: to)
                    action = "moveSection(\(from), toSection: \(to))"
                    table.moveSection(from, toSection: to)
                case 13:
                    guard let from = randomPath(items, using: &random) else { continue }
                    let item = items.sections[from.section].remove(at: from.row)
                    let section = Int.random(in: 0..<items.sections.count, using: &random)
                    let to = IndexPath(row: Int.random(in: 0...items.sections[section].count, using: &random), section: section)
                    items.sections[to.section].insert(item, at: to.row)
                    action = "moveRow(at: \(from), to: \(to))"
                    table.moveRow(at: from, to: to)
                case 14:
                    let section = Int.random(in: 0..<items.sections.count, using: &random)
                    items.sections[section] = (0..<Int.random(in: 0...4, using: &random)).map { items.nextItem + $0 }
                    items.nextItem += items.sections[section].count
                    action = "reloadSections([\(section)]) with \(items.sections[section].count) rows"
                    table.reloadSections([section], with: .automatic)
                case 15:
                    // Deletes and move sources index the table before the
                    // batch, inserts and move destinations the table after it.
                    guard items.sections.count > 1 else { continue }
                    let deleted = Int.random(in: 0..<items.sections.count, using: &random)
                    items.sections.remove(at: deleted)
                    let inserted = Int.random(in: 0...items.sections.count, using: &random)
                    items.sections.insert([items.nextItem], at: inserted)
                    items.nextItem += 1
                    var moved: (IndexPath, IndexPath)?
                    if let to = randomPath(items, using: &random), to.section != inserted {
                        // The row's place before the batch: its section's old index.
                        let between = to.section > inserted ? to.section - 1 : to.section
                        let oldSection = between >= deleted ? between + 1 : between
                        if items.sections[to.section].count > 1, to.row > 0 {
                            let row = items.sections[to.section].remove(at: 0)
                            items.sections[to.section].insert(row, at: to.row)
                            moved = (IndexPath(row: 0, section: oldSection), to)
                        }
                    }
                    action = "performBatchUpdates(deleteSections([\(deleted)]), insertSections([\(inserted)])\(moved.map { ", moveRow(at: \($0.0), to: \($0.1))" } ?? ""))"
                    table.performBatchUpdates {
                        if let moved { table.moveRow(at: moved.0, to: moved.1) }
                        table.insertSections([inserted], with: .fade)
                        table.deleteSections([deleted], with: .fade)
                    }
                case 8:
                    width = Self.widths.randomElement(using: &random)!
                    action = "window width \(width)"
                    stage.window.resize(to: width)
                default:
                    category = Self.categories.randomElement(using: &random)!
                    action = "text size \(category.rawValue)"
                    if exactSelfSizing {
                        estimate = Self.oneLineHeight(configuration, width: width, category: category)
                        table.estimatedRowHeight = estimate!
                    }
                    stage.window.setPreferredContentSizeCategory(category)
                }
                if action.hasPrefix("insertSections") || action.hasPrefix("deleteSections") || action.hasPrefix("moveSection")
                    || action.hasPrefix("moveRow") || action.hasPrefix("reloadSections") || action.hasPrefix("performBatchUpdates(deleteSections") {
                    structuralSteps.insert(String(action.prefix { $0 != "(" }))
                }
                if ProcessInfo.processInfo.environment["TRELLIS_TABLE_TRACE"] != nil { print("step \(step): \(action)") }
                stage.layOut()
                largestScreenful = max(largestScreenful, table.visibleCells.count)
                check(stage, estimate: estimate, width: width, category: category, context: "seed \(seed) (\(configuration)), step \(step) (\(action))")
            }
        }
        if configuration.structure {
            // The walk did make section and move updates, of several kinds.
            #expect(structuralSteps.count >= 3, "seed \(seed) (\(configuration)): only \(structuralSteps)")
        }
        if configuration.badHeights {
            #expect(!messages.isEmpty, "seed \(seed) (\(configuration)): no bad height was ever asked for")
            // Reports of the bad heights only (one a table: the walked one
            // and each fresh one), none of an update.
            #expect(messages.allSatisfy { $0.kind == .invalidValue && $0.text.contains("can't use a height of") },
                    "seed \(seed) (\(configuration)): \(messages.map(\.text))")
        } else {
            #expect(messages.isEmpty, "seed \(seed) (\(configuration)), by step \(step) (\(action)): \(messages.first?.text ?? "")")
        }
        // Only a few screenfuls of cells were ever made, whatever the row count.
        #expect(table.cellsCreated <= 2 * largestScreenful + 4,
                "seed \(seed) (\(configuration)): \(table.cellsCreated) cells made for at most \(largestScreenful) on screen")
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 2 * largestScreenful + 4,
                "seed \(seed) (\(configuration)): \(table.subviews.count) subviews")
    }

    func randomPath(_ items: Items, using random: inout SeededGenerator) -> IndexPath? {
        let filled = items.sections.indices.filter { !items.sections[$0].isEmpty }
        guard let section = filled.randomElement(using: &random) else { return nil }
        return IndexPath(row: Int.random(in: 0..<items.sections[section].count, using: &random), section: section)
    }

    /// What is on screen is sound, and what a fresh table shows there.
    func check(_ stage: Stage, estimate: CGFloat?, width: CGFloat, category: UIContentSizeCategory, context: String) {
        let table = stage.table
        let cells = table.visibleCells
        let paths = table.indexPathsForVisibleRows ?? []
        let inset = table.adjustedContentInset
        let offset = table.contentOffset.y
        let highest = max(-inset.top, table.contentSize.height + inset.bottom - table.bounds.height)
        #expect(offset >= -inset.top - 0.001 && offset <= highest + 0.001,
                "\(context): offset \(offset) outside \(-inset.top)...\(highest) (content \(table.contentSize.height))")
        // Rows at the screen's top, middle and bottom have cells.
        for y in [offset + 1, offset + table.bounds.height / 2, offset + table.bounds.height - 1] {
            if let path = table.indexPathForRow(at: CGPoint(x: 1, y: y)) {
                #expect(paths.contains(path), "\(context): row \(path) at y \(y) has no cell (on screen: \(paths))")
            }
        }
        #expect(paths == paths.sorted(), "\(context): rows out of order \(paths)")
        #expect(cells.count == paths.count, "\(context): \(cells.count) cells for \(paths.count) rows")
        for (cell, path) in zip(cells, paths) {
            let frame = cell.frame
            #expect(frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
                    && frame.width >= 0 && frame.height >= 0, "\(context): row \(path) at \(frame)")
            #expect(frame.minY >= -0.001 && frame.maxY <= table.contentSize.height + 0.001
                    && frame.minX >= 0 && frame.maxX <= table.contentSize.width + 0.001,
                    "\(context): row \(path) at \(frame) outside the content \(table.contentSize)")
            #expect(frame.maxY > offset && frame.minY < offset + table.bounds.height,
                    "\(context): row \(path) at \(frame) is off screen at \(offset)")
            // Inset-grouped cells stand in from the sides; the row's rect spans the table.
            let rect = table.rectForRow(at: path)
            #expect(frame.minY == rect.minY && frame.height == rect.height, "\(context): row \(path) at \(frame), its rect \(rect)")
            if stage.items.configuration.sizing == .selfSizing {
                // A self-sized row is as tall as its cell needs where it is now.
                let needed = cell.fittingHeight(forWidth: frame.width).rounded(.up)
                #expect(frame.height == needed, "\(context): row \(path) is \(frame.height) tall, its cell needs \(needed)")
            }
        }
        for (upper, lower) in zip(cells, cells.dropFirst()) {
            #expect(upper.frame.maxY <= lower.frame.minY + 0.001, "\(context): \(upper.frame) overlaps \(lower.frame)")
        }
        // A table made afresh, scrolled to the same offset.
        let fresh = Stage(Items(copying: stage.items), width: width, category: category, estimate: estimate)
        fresh.table.contentOffset.y = offset
        fresh.layOut()
        let freshPaths = fresh.table.indexPathsForVisibleRows ?? []
        let freshFrames = Dictionary(uniqueKeysWithValues: zip(freshPaths, fresh.table.visibleCells.map(\.frame)))
        for (cell, path) in zip(cells, paths) {
            guard let expected = freshFrames[path] else { continue }
            #expect(cell.frame.size == expected.size, "\(context): row \(path) is \(cell.frame.size), afresh \(expected.size)")
        }
        if stage.items.configuration.estimatesAreExact {
            #expect(fresh.table.contentOffset.y == offset, "\(context): afresh the offset is \(fresh.table.contentOffset.y), not \(offset)")
            #expect(fresh.table.contentSize == table.contentSize, "\(context): afresh the content is \(fresh.table.contentSize), not \(table.contentSize)")
            #expect(freshPaths == paths, "\(context): rows \(paths), afresh \(freshPaths)")
            #expect(cells.map(\.frame) == fresh.table.visibleCells.map(\.frame), "\(context): frames differ from a fresh table's")
        }
    }

    static let configurations: [Configuration] = [
        Configuration(rows: 1, sections: 1, style: .plain, cell: .builtIn, sizing: .selfSizing, mixedHeights: false, steps: 12),
        Configuration(rows: 7, sections: 2, style: .grouped, cell: .custom, sizing: .selfSizing, mixedHeights: true, steps: 14),
        Configuration(rows: 60, sections: 3, style: .grouped, cell: .builtIn, sizing: .fixed, mixedHeights: false, steps: 14, rowHeight: 30),
        Configuration(rows: 200, sections: 1, style: .plain, cell: .custom, sizing: .selfSizing, mixedHeights: true, steps: 14),
        Configuration(rows: 120, sections: 2, style: .plain, cell: .builtIn, sizing: .selfSizing, mixedHeights: false, steps: 12, portrait: true),
        Configuration(rows: 25, sections: 1, style: .grouped, cell: .custom, sizing: .selfSizing, mixedHeights: true, steps: 12, portrait: true),
        Configuration(rows: 1_000, sections: 1, style: .plain, cell: .custom, sizing: .selfSizing, mixedHeights: false, steps: 14),
        Configuration(rows: 1_000, sections: 2, style: .grouped, cell: .builtIn, sizing: .selfSizing, mixedHeights: false, steps: 10),
        Configuration(rows: 40, sections: 4, style: .plain, cell: .custom, sizing: .selfSizing, mixedHeights: true, steps: 12, titles: true),
        Configuration(rows: 30, sections: 3, style: .insetGrouped, cell: .builtIn, sizing: .fixed, mixedHeights: false, steps: 12, titles: true),
        Configuration(rows: 1_000_000, sections: 1, style: .plain, cell: .builtIn, sizing: .fixed, mixedHeights: false, steps: 6),
        Configuration(rows: 1_000_000, sections: 1, style: .grouped, cell: .custom, sizing: .selfSizing, mixedHeights: true, steps: 6),
        Configuration(rows: 40, sections: 4, style: .plain, cell: .builtIn, sizing: .fixed, mixedHeights: false, steps: 30, titles: true, structure: true),
        Configuration(rows: 12, sections: 3, style: .grouped, cell: .custom, sizing: .selfSizing, mixedHeights: true, steps: 30, structure: true),
        Configuration(rows: 300, sections: 5, style: .insetGrouped, cell: .builtIn, sizing: .selfSizing, mixedHeights: false, steps: 24, titles: true, structure: true),
        Configuration(rows: 60, sections: 3, style: .plain, cell: .builtIn, sizing: .fixed, mixedHeights: false, steps: 20, structure: true, badHeights: true),
        Configuration(rows: 30, sections: 2, style: .grouped, cell: .custom, sizing: .selfSizing, mixedHeights: true, steps: 20, structure: true, badHeights: true),
    ]

    /// A seed per configuration; `TRELLIS_TABLE_SEED` replays one seed on every configuration.
    static func seeds(for index: Int) -> [UInt64] {
        if let text = ProcessInfo.processInfo.environment["TRELLIS_TABLE_SEED"], let seed = UInt64(text) { return [seed] }
        // Configuration 12 also walks seeds 13 and 22, which once tripped the
        // solver's "symbol is not in the row" assertion in `Solver.remove`
        // during the layout pass after a `moveRow` (fixed with the tableau
        // invariant finding, issue 16).
        return [0x5EED_0100 + UInt64(index)] + (index == 12 ? [13, 22] : [])
    }

    @Test(arguments: 0..<configurations.count)
    func randomWalkKeepsEveryVisibleRowWhereAFreshTablePutsIt(configuration index: Int) {
        // `TRELLIS_TABLE_CONFIG=<index>` walks that configuration alone.
        if let text = ProcessInfo.processInfo.environment["TRELLIS_TABLE_CONFIG"], let only = Int(text), only != index { return }
        for seed in Self.seeds(for: index) {
            walk(seed: seed, Self.configurations[index])
        }
    }
}
