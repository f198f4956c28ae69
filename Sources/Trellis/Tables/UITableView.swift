import Foundation

/// What a table shows, as in UIKit. Methods with a default here are optional there.
public protocol UITableViewDataSource: NSObjectProtocol {
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Editing and reordering: asked and told by editing, which Trellis has
    /// no touches to start; declared so that conformers and
    /// `UITableViewController` subclasses write them as on iOS.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// Heights and events of a table, as in UIKit. Set it as the table's
/// `delegate` (the scroll view's delegate property, as in UIKit).
public protocol UITableViewDelegate: UIScrollViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Asked and told about touches and editing, which Trellis does not
    /// deliver (and, as in UIKit, not for selection changed in code);
    /// declared so that conformers and `UITableViewController` subclasses
    /// write them as on iOS.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { tableView.estimatedSectionHeaderHeight }
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { tableView.estimatedSectionFooterHeight }
}

/// A scrolling list of rows in sections, as in UIKit, whose cost depends on
/// what is visible, not on how many rows there are: only visible rows have
/// cells, cells scrolled away wait in a reuse pool (hidden, so they leave
/// no layout work), and row positions come from estimates corrected by
/// each row measured (`TableRowGeometry`).
///
/// Self-sizing is the default, as since iOS 11: `rowHeight` and
/// `estimatedRowHeight` are `automaticDimension`, and a row is as tall as
/// its cell's content view's constraints make it at the table's width.
/// Heights are cached per row and dropped by `reloadData`,
/// `reloadRows(at:with:)` and changes of width or text size.
///
/// Cells come from classes registered with `register(_:forCellReuseIdentifier:)`.
/// A registered class is made with `init(style:reuseIdentifier:)`, which is
/// therefore `required`: a subclass that defines its own writes `required
/// init(style:reuseIdentifier:)` where UIKit code writes `override init`.
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable {
        case plain = 0, grouped, insetGrouped
    }

    public enum ScrollPosition: Int, Sendable {
        case none = 0, top, middle, bottom
    }

    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle, automatic = 100
    }

    public enum TableError: Error, Equatable, CustomStringConvertible {
        case unregisteredIdentifier(String)

        public var description: String {
            switch self {
            case let .unregisteredIdentifier(identifier):
                "unable to dequeue a cell with identifier \"\(identifier)\": register a cell class for it with register(_:forCellReuseIdentifier:)"
            }
        }
    }

    /// "Compute it": for heights, from the content's constraints.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { heightsChanged() }
    }

    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { heightsChanged() }
    }

    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadData() }
    }

    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { reloadData() }
    }

    /// Whether the table is in editing mode; setting it calls
    /// `setEditing(_:animated:)` without animation, as in UIKit. Trellis
    /// keeps the mode for the code that reads it and shows no delete or
    /// reorder controls, since it has no touches to use them.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    open func setEditing(_ editing: Bool, animated: Bool) { editingState = editing }

    private var editingState = false

    /// Estimates for section headers and footers (`automaticDimension`
    /// since iOS 11, as in UIKit). Trellis measures every header and footer
    /// it shows, so they are kept for the delegate's defaults and change nothing.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }

    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }

    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    /// Whether each cell's content margins widen so that its content keeps
    /// to the table's `readableContentGuide` (rows no wider than readable
    /// text on an iPad in landscape). False, the default since iOS 12 and
    /// Interface Builder's unchecked "Follow Readable Width" (it was true
    /// from iOS 9 to 11).
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { if cellLayoutMarginsFollowReadableWidth != oldValue { setNeedsLayout() } }
    }

    /// A view above the first section, as wide as the table, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// How many cell objects were made so far (to check that reuse works).
    public private(set) var cellsCreated = 0

    let geometry = TableRowGeometry()
    /// How a cell for each reuse identifier is made: a class, or a factory
    /// (a nib's or a storyboard prototype's cell).
    private var registrations: [String: (String) -> UITableViewCell] = [:]
    private var pool: [String: [UITableViewCell]] = [:]
    /// The cells on screen, by global row.
    private var visible: [Int: UITableViewCell] = [:]
    private var headerViews: [Int: UIView] = [:]
    private var footerViews: [Int: UIView] = [:]
    private var needsReload = true
    private var measuredWidth: CGFloat = -1
    private var measuredCategory: UIContentSizeCategory?
    private var measuredSafeArea: UIEdgeInsets = .zero
    private var selectedRows: Set<IndexPath> = []
    /// A cell used only to measure a row that is not on screen.
    private var isMeasuringOffscreen = false

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        alwaysBounceVertical = true
    }

    private var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    open override var contentOffset: CGPoint {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }

    // MARK: - Cells

    /// Registers a header or footer class for
    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; nil removes it.
    open func register(_ aClass: UITableViewHeaderFooterView.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
    }

    /// A header or footer of the class registered for `identifier`, or nil
    /// if none is, as in UIKit. Each call makes a new view: a table shows
    /// few headers, so they are not pooled the way cells are.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
    }

    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]

    open func register(_ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String) {
        registerCellFactory(cellClass.map { type in { type.init(style: .default, reuseIdentifier: $0) } },
                            forCellReuseIdentifier: identifier)
    }

    /// Registers a function that makes a new cell for `identifier` (it is
    /// passed the identifier, and the cell it returns takes it as its
    /// `reuseIdentifier`); nil unregisters. This is how cells from a nib
    /// (`register(_:forCellReuseIdentifier:)` with a `UINib`) and a
    /// storyboard's prototype cells are made: UIKit decodes those from
    /// archives, which Trellis does not have.
    open func registerCellFactory(_ factory: ((String) -> UITableViewCell)?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = factory
        if factory == nil { pool[identifier] = nil }
    }

    /// Whether a class, nib or prototype is registered for `identifier`.
    public func hasRegistration(forCellReuseIdentifier identifier: String) -> Bool {
        registrations[identifier] != nil
    }

    /// A cell from the reuse pool, or nil when the pool is empty and no
    /// class is registered for `identifier` (UIKit's older API).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var cells = pool[identifier], let cell = cells.popLast() {
            pool[identifier] = cells
            cell.prepareForReuse()
            return cell
        }
        guard let make = registrations[identifier] else { return nil }
        cellsCreated += 1
        let cell = make(identifier)
        if cell.reuseIdentifier != identifier { cell.setReuseIdentifier(identifier) }
        return cell
    }

    /// A cell for `indexPath`: from the reuse pool or made from the class
    /// registered for `identifier`. An identifier never registered is a
    /// programming error, as in UIKit; `dequeueCell(withIdentifier:for:)`
    /// throws instead.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        do { return try dequeueCell(withIdentifier: identifier, for: indexPath) } catch {
            preconditionFailure("\(error)")
        }
    }

    /// `dequeueReusableCell(withIdentifier:for:)`, throwing
    /// `TableError.unregisteredIdentifier` instead of stopping.
    public func dequeueCell(withIdentifier identifier: String, for indexPath: IndexPath) throws -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        throw TableError.unregisteredIdentifier(identifier)
    }

    open var visibleCells: [UITableViewCell] {
        visible.keys.sorted().compactMap { visible[$0] }
    }

    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted().map { geometry.indexPath(forGlobalRow: $0) }
    }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        geometry.globalRow(indexPath).flatMap { visible[$0] }
    }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }.map { geometry.indexPath(forGlobalRow: $0.key) }
    }

    // MARK: - Data

    open var numberOfSections: Int {
        reloadIfNeeded()
        return geometry.sectionCount
    }

    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < geometry.sectionCount ? geometry.rowCounts[section] : 0
    }

    /// Asks the data source again for everything; every cell goes back to
    /// the pool and every measured height is forgotten.
    open func reloadData() {
        for (row, cell) in visible { recycle(cell, row: row) }
        visible = [:]
        for view in Array(headerViews.values) + Array(footerViews.values) { view.removeFromSuperview() }
        headerViews = [:]
        footerViews = [:]
        needsReload = true
        setNeedsLayout()
    }

    /// Forgets the heights of these rows and asks for their cells again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadIfNeeded()
        for indexPath in indexPaths {
            guard let row = geometry.globalRow(indexPath) else {
                LayoutDiagnostics.report(.invalidOperation, "reloadRows: no row at \(indexPath) in \(constraintDescriptionName).")
                continue
            }
            geometry.forgetHeight(ofRow: row)
            if let cell = visible.removeValue(forKey: row) { recycle(cell, row: row) }
        }
        setNeedsLayout()
    }

    /// Inserts rows at these index paths (in the table after the update);
    /// the data source must already have them. Rows below move down and
    /// keep their measured heights; the offset stays, as in UIKit. A data
    /// source whose counts do not add up is reported with UIKit's message
    /// ("Invalid update: invalid number of rows in section …"; UIKit raises
    /// an exception) and the table reloads instead. Inside
    /// `performBatchUpdates(_:completion:)` or `beginUpdates()` the change
    /// waits for the end of the batch.
    /// - Complexity: O(n) in the rows, for carrying measured heights over.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pending.rowInserts += indexPaths
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Deletes the rows at these index paths (in the table before the
    /// update); the data source must no longer have them. Their cells go
    /// back to the pool; rows below move up. Errors as for `insertRows`.
    /// - Complexity: O(n) in the rows, for carrying measured heights over.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pending.rowDeletes += indexPaths
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Moves the row at `indexPath` (before the update) to `newIndexPath`
    /// (after it), in its section or another; it keeps its cell, its
    /// measured height and its selection. The data source must already
    /// have it there. Errors as for `insertRows`.
    /// - Complexity: O(n) in the rows of the sections involved.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pending.rowMoves.append((indexPath, newIndexPath))
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Inserts sections at these indexes (after the update), with all
    /// their rows; sections below move down and keep their measured rows.
    /// Errors as for `insertRows` ("Invalid update: invalid number of
    /// sections…").
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        pending.sectionInserts.formUnion(sections)
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Deletes the sections at these indexes (before the update) with all
    /// their rows; their cells go back to the pool.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        pending.sectionDeletes.formUnion(sections)
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Asks the data source again for these sections (indexes before the
    /// update): their rows, heights, headers and footers. The number of
    /// sections must not change; their row counts may.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        pending.sectionReloads.formUnion(sections)
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Moves `section` (before the update) to `newSection` (after it) with
    /// its rows, which keep their cells and measured heights.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        pending.sectionMoves.append((section, newSection))
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Starts a batch of inserts, deletes, reloads and moves of rows and
    /// sections, applied together by the matching `endUpdates()`: deletes,
    /// reloads and move sources in the table before the batch, inserts and
    /// move destinations in the table after it, as in UIKit.
    open func beginUpdates() {
        batchDepth += 1
    }

    /// Ends a batch started by `beginUpdates()`; an unmatched call is
    /// reported and does nothing.
    /// - Complexity: O(n) in the rows when the batch changed any.
    open func endUpdates() {
        guard batchDepth > 0 else {
            LayoutDiagnostics.report(.invalidOperation, "endUpdates without beginUpdates in \(constraintDescriptionName).")
            return
        }
        batchDepth -= 1
        if batchDepth == 0 { applyPendingUpdates() }
    }

    /// Runs `updates` as one batch of inserts, deletes, reloads and moves, then calls
    /// `completion` with true (at once: nothing animates here).
    /// - Complexity: O(n) in the rows when the batch changed any.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    private var batchDepth = 0
    private var pending = TableUpdateBatch()

    /// Checks the batch against the data source's new counts, then moves
    /// every measured height, visible cell and selection to its row's new
    /// place, or reloads after reporting why it cannot.
    private func applyPendingUpdates() {
        let batch = pending
        pending = TableUpdateBatch()
        guard !batch.isEmpty else { return }
        // Not loaded yet: the data source already describes the new rows.
        guard !needsReload else { return }
        let oldCounts = geometry.rowCounts
        let source = dataSource
        let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        let newCounts = (0..<sections).map { max(0, source?.tableView(self, numberOfRowsInSection: $0) ?? 0) }
        let plan = TableUpdatePlan(oldCounts: oldCounts, newCounts: newCounts, batch: batch)
        if let problem = plan.problem {
            LayoutDiagnostics.report(.invalidOperation, "\(problem) (in \(constraintDescriptionName)); reloading the table instead.")
            reloadData()
            return
        }
        let measured = geometry.measuredHeights()
        for (row, cell) in visible where plan.newRow(forOldGlobalRow: row, oldStarts: geometry.rowStarts) == nil {
            recycle(cell, row: row)
            visible[row] = nil
        }
        let oldStarts = geometry.rowStarts
        var moved: [Int: UITableViewCell] = [:]
        for (row, cell) in visible {
            if let new = plan.newRow(forOldGlobalRow: row, oldStarts: oldStarts) { moved[new] = cell }
        }
        let selected = selectedRows.compactMap { path -> IndexPath? in
            guard let old = geometry.globalRow(path), let new = plan.newRow(forOldGlobalRow: old, oldStarts: oldStarts) else { return nil }
            return plan.indexPath(forNewGlobalRow: new)
        }
        geometry.reset(rowCounts: newCounts, headers: (0..<sections).map(headerHeight), footers: (0..<sections).map(footerHeight),
                       estimate: effectiveEstimate)
        for (row, height) in measured {
            if let new = plan.newRow(forOldGlobalRow: row, oldStarts: oldStarts) { geometry.setHeight(height, ofRow: new) }
        }
        visible = moved
        selectedRows = Set(selected)
        for (section, view) in headerViews { view.removeFromSuperview(); headerViews[section] = nil }
        for (section, view) in footerViews { view.removeFromSuperview(); footerViews[section] = nil }
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        let source = dataSource
        let sections = source.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        var counts: [Int] = [], headers: [CGFloat] = [], footers: [CGFloat] = []
        for section in 0..<sections {
            counts.append(max(0, source?.tableView(self, numberOfRowsInSection: section) ?? 0))
            headers.append(headerHeight(section))
            footers.append(footerHeight(section))
        }
        geometry.reset(rowCounts: counts, headers: headers, footers: footers, estimate: effectiveEstimate)
        geometry.topInset = tableHeaderView?.frame.height ?? 0
        geometry.bottomInset = tableFooterView?.frame.height ?? 0
        measuredWidth = bounds.width
        measuredCategory = traitCollection.preferredContentSizeCategory
        measuredSafeArea = safeAreaInsetsForContent
        // Estimates of zero: UIKit asks every row's height at once; so do we.
        if estimatedRowHeight == 0 {
            for row in 0..<geometry.totalRows { geometry.setHeight(fixedOrMeasuredHeight(row: row, cell: nil), ofRow: row) }
        }
    }

    private var effectiveEstimate: CGFloat {
        if estimatedRowHeight > 0, LayoutLimits.isValidLength(estimatedRowHeight) { return estimatedRowHeight }
        if rowHeight > 0, LayoutLimits.isValidLength(rowHeight) { return rowHeight }
        return UITableViewCell.minimumBuiltInHeight
    }

    /// A height from the delegate or a height property, or
    /// `automaticDimension` in place of one that is NaN, infinite, beyond
    /// `LayoutLimits.maximumLength` (a million rows of 1e308 points would
    /// make the content infinitely tall), or negative other than
    /// `automaticDimension` (-1) itself. UIKit raises for a negative row
    /// height: "Invalid row height provided by table delegate. Value must
    /// be greater than zero or UITableViewAutomaticDimension."
    /// (NSInternalInconsistencyException from
    /// -[UITableView _classicHeightForRowAtIndexPath:], as reported at
    /// www.jianshu.com/p/a017e9e826f1); here it is reported and the row
    /// sizes itself, so no frame is ever negative. The first such height
    /// of a table is reported, naming `what`; a table asks for every row's
    /// height, so one bad source would otherwise fill the log.
    private func checkedHeight(_ height: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        var problem = LayoutLimits.problem(withLength: height)
        if problem == nil, height < 0, height != UITableView.automaticDimension {
            problem = "a height must be at least 0 or UITableView.automaticDimension (UIKit raises \"Invalid row height provided by table delegate. "
                + "Value must be greater than zero or UITableViewAutomaticDimension.\")"
        }
        guard let problem else { return height }
        if !reportedRefusedHeight {
            reportedRefusedHeight = true
            LayoutDiagnostics.report(.invalidValue, "\(constraintDescriptionName) can't use a height of \(height) for \(what()): \(problem). It is sized as UITableView.automaticDimension, as are any other such heights of this table.")
        }
        return UITableView.automaticDimension
    }

    private var reportedRefusedHeight = false
    private var reportedCollapsedRow = false

    private func heightsChanged() {
        needsReload = true
        setNeedsLayout()
    }

    // MARK: - Headers and footers

    private func headerHeight(_ section: Int) -> CGFloat {
        let asked = checkedHeight(tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
                                  "the header of section \(section)")
        if asked >= 0, asked != UITableView.automaticDimension { return asked }
        let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            return view.systemLayoutSizeFitting(CGSize(width: max(bounds.width, 1), height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        }
        if hasTitle { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    private func footerHeight(_ section: Int) -> CGFloat {
        let asked = checkedHeight(tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
                                  "the footer of section \(section)")
        if asked >= 0, asked != UITableView.automaticDimension { return asked }
        if dataSource?.tableView(self, titleForFooterInSection: section) != nil { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    private func headerView(for section: Int, footer: Bool) -> UIView? {
        if let view = footer ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section) { return view }
        guard let title = footer ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section) else { return nil }
        let view = UITableViewHeaderFooterView(title: title, style: style, isFooter: footer)
        return view
    }

    private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        geometry.topInset = tableHeaderView?.frame.height ?? 0
        geometry.bottomInset = tableFooterView?.frame.height ?? 0
        setNeedsLayout()
    }

    // MARK: - Geometry

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let row = geometry.globalRow(indexPath) else { return .zero }
        return CGRect(x: 0, y: geometry.rowTop(row), width: bounds.width, height: geometry.height(ofRow: row))
    }

    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard section >= 0, section < geometry.sectionCount else { return .zero }
        let top = geometry.sectionTop(section)
        let bottom = section + 1 < geometry.sectionCount ? geometry.sectionTop(section + 1) : geometry.contentHeight - geometry.bottomInset
        return CGRect(x: 0, y: top, width: bounds.width, height: bottom - top)
    }

    /// The row at a point in the table's (content) coordinates.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        guard point.x.isFinite, point.y.isFinite, let row = geometry.firstRow(below: point.y),
              geometry.rowTop(row) <= point.y else { return nil }
        return geometry.indexPath(forGlobalRow: row)
    }

    /// Scrolls so the row sits at the top, middle or bottom (`.none`: the
    /// least scrolling that shows it). The row is measured first, so it lands
    /// where asked; rows above it that are measured on the way may move
    /// content, and the offset is corrected once they are.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        reloadIfNeeded()
        guard let row = geometry.globalRow(indexPath) else {
            LayoutDiagnostics.report(.invalidOperation, "scrollToRow: no row at \(indexPath) in \(constraintDescriptionName).")
            return
        }
        for _ in 0..<8 {
            ensureMeasured(row: row)
            let rect = rectForRow(at: indexPath)
            let target = offset(toShow: rect, at: position)
            if abs(target - contentOffset.y) < 0.5 { break }
            contentOffset = CGPoint(x: contentOffset.x, y: target)
            layoutIfNeeded()
        }
    }

    /// The offset that shows `rect` at `position` in the part of the table
    /// its adjusted insets leave visible, as UIKit scrolls a row to the top
    /// just below the safe area or a bar, kept to the reachable offsets.
    private func offset(toShow rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let inset = adjustedContentInset
        let visibleTop = contentOffset.y + inset.top
        let height = max(0, bounds.height - inset.top - inset.bottom)
        var top: CGFloat
        switch position {
        case .top: top = rect.minY
        case .middle: top = rect.midY - height / 2
        case .bottom: top = rect.maxY - height
        case .none:
            if rect.minY < visibleTop { top = rect.minY }
            else if rect.maxY > visibleTop + height { top = rect.maxY - height }
            else { top = visibleTop }
        }
        let lowest = -inset.top
        let highest = max(lowest, geometry.contentHeight + inset.bottom - bounds.height)
        return min(max(lowest, top - inset.top), highest)
    }

    // MARK: - Selection

    open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row (and scrolls to it), as UIKit does: without calling the delegate.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for selected in selectedRows { cellForRow(at: selected)?.setSelected(false, animated: animated) }
        selectedRows = []
        guard let indexPath, geometry.globalRow(indexPath) != nil else { return }
        selectedRows.insert(indexPath)
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.remove(indexPath)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: - Layout

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // A new text size changes self-sizing rows: measure them again.
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { setNeedsLayout() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let category = traitCollection.preferredContentSizeCategory
        // The safe area cells take in (the sides', in landscape) narrows their content as a width change does.
        let cellSafeArea = safeAreaInsetsForContent
        if bounds.width != measuredWidth || category != measuredCategory || cellSafeArea != measuredSafeArea {
            measuredWidth = bounds.width
            measuredCategory = category
            measuredSafeArea = cellSafeArea
            geometry.forgetHeights()
        }
        let width = bounds.width
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            geometry.topInset = header.frame.height
        }
        layoutVisibleRows(width: width)
        layoutSectionViews(width: width)
        if let footer = tableFooterView {
            geometry.bottomInset = footer.frame.height
            footer.frame = CGRect(x: 0, y: geometry.contentHeight - footer.frame.height, width: width, height: footer.frame.height)
        }
        contentSize = CGSize(width: width, height: geometry.contentHeight)
    }

    private func layoutVisibleRows(width: CGFloat) {
        let top = contentOffset.y, bottom = top + bounds.height
        // Cells that scrolled away go back to the pool first, so the rows
        // coming in can reuse them.
        for (row, cell) in visible where row >= geometry.totalRows
            || geometry.rowTop(row) >= bottom || geometry.rowTop(row) + geometry.height(ofRow: row) <= top {
            recycle(cell, row: row)
            visible[row] = nil
        }
        var onScreen: [Int: UITableViewCell] = [:]
        var row = geometry.firstRow(below: top)
        while let current = row, current < geometry.totalRows {
            let cell = visible.removeValue(forKey: current) ?? makeCell(row: current)
            if !geometry.isMeasured(current) {
                geometry.setHeight(fixedOrMeasuredHeight(row: current, cell: cell), ofRow: current)
            }
            let y = geometry.rowTop(current)
            if y + geometry.height(ofRow: current) <= top {
                // Measured shorter than its estimate, it now ends above the screen.
                recycle(cell, row: current)
                row = current + 1
                continue
            }
            guard y < bottom else {
                // It starts below the screen (rows above it measured taller): back to the pool.
                recycle(cell, row: current)
                break
            }
            place(cell, row: current, y: y, width: width)
            onScreen[current] = cell
            row = current + 1
            if y + geometry.height(ofRow: current) >= bottom { break }
        }
        for (row, cell) in visible { recycle(cell, row: row) }
        visible = onScreen
    }

    private func place(_ cell: UITableViewCell, row: Int, y: CGFloat, width: CGFloat) {
        let inset = cellSideInset
        let frame = CGRect(x: inset, y: y, width: max(0, width - 2 * inset), height: geometry.height(ofRow: row))
        if cell.frame != frame { cell.frame = frame }
        followReadableWidth(cell)
        let indexPath = geometry.indexPath(forGlobalRow: row)
        let lastInSection = indexPath.row == geometry.rowCounts[indexPath.section] - 1
        cell.showsSeparator = separatorStyle != .none && !(style != .plain && lastInSection)
        if style == .insetGrouped {
            // The section's first and last cells round their outer corners.
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if lastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
        cell.separatorColor = separatorColor ?? .separator
        cell.adoptDefaultBackground(for: style)
        if cell.isHidden { cell.isHidden = false }
        let isSelected = selectedRows.contains(indexPath)
        if cell.isSelected != isSelected { cell.setSelected(isSelected, animated: false) }
    }

    /// How far an inset-grouped table's cells stand in from each side.
    /// With `cellLayoutMarginsFollowReadableWidth`, sets the sides of the
    /// cell's content margins so its margins guide spans the table's
    /// readable content area, never less than a cell's own 16 points.
    private func followReadableWidth(_ cell: UITableViewCell) {
        guard cellLayoutMarginsFollowReadableWidth else { return }
        let readable = readableContentGuide.layoutFrame
        let content = cell.contentView, safe = content.insetsLayoutMarginsFromSafeArea ? content.safeAreaInsets : .zero
        var margins = content.layoutMargins
        margins.left = max(16, readable.minX - cell.frame.minX - safe.left)
        margins.right = max(16, cell.frame.maxX - readable.maxX - safe.right)
        margins.top -= safe.top
        margins.bottom -= safe.bottom
        if content.layoutMargins.left - safe.left != margins.left || content.layoutMargins.right - safe.right != margins.right {
            content.layoutMargins = margins
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        cell.readableSeparatorLeading = rightToLeft ? cell.bounds.width - content.frame.maxX + margins.right + safe.right
            : content.frame.minX + margins.left + safe.left
    }

    private var cellSideInset: CGFloat {
        style == .insetGrouped ? (traitCollection.horizontalSizeClass == .regular ? 20 : 16) : 0
    }

    private func makeCell(row: Int) -> UITableViewCell {
        let indexPath = geometry.indexPath(forGlobalRow: row)
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview !== self { addSubview(cell) }
        if !isMeasuringOffscreen { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        return cell
    }

    private func recycle(_ cell: UITableViewCell, row: Int) {
        if !isMeasuringOffscreen, row < geometry.totalRows {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: geometry.indexPath(forGlobalRow: row))
        }
        cell.isHidden = true
        if let identifier = cell.reuseIdentifier { pool[identifier, default: []].append(cell) }
        else { cell.removeFromSuperview() }
    }

    /// A row's height: the delegate's or `rowHeight` when fixed, else the
    /// cell's fitting height at the table's width.
    private func fixedOrMeasuredHeight(row: Int, cell: UITableViewCell?) -> CGFloat {
        let indexPath = geometry.indexPath(forGlobalRow: row)
        let asked = checkedHeight(tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight,
                                  "row \(indexPath.row) of section \(indexPath.section)")
        if asked >= 0 { return asked }
        let measuring = cell ?? makeCell(row: row)
        prepareForMeasuring(measuring, row: row)
        let height = measuring.fittingHeight(forWidth: max(0, bounds.width - 2 * cellSideInset))
        if cell == nil { recycle(measuring, row: row) }
        // A content view whose constraints give it no height (a built-in
        // cell never given text, a custom cell without vertical
        // constraints) collapses in UIKit to the standard height instead,
        // with a one-time warning (quoted at stackoverflow.com/questions/25902288).
        guard height > 0 else {
            if !reportedCollapsedRow {
                reportedCollapsedRow = true
                LayoutDiagnostics.report(.invalidValue, "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead. (\(constraintDescriptionName), row \(indexPath.row) of section \(indexPath.section))")
            }
            return UITableViewCell.minimumBuiltInHeight
        }
        return height.rounded(.up)
    }

    /// Puts a cell where its row goes and gives it the safe area it has
    /// there before it is measured: a cell made or reused in this layout
    /// pass would otherwise learn its safe area (which its margins take
    /// in, at the sides in landscape) only in the next pass, after its
    /// height was measured and kept, so the same row would measure
    /// differently in a fresh table and in one whose cells had it already.
    /// Outside a window there is no safe area, and nothing to prepare.
    private func prepareForMeasuring(_ cell: UITableViewCell, row: Int) {
        guard window != nil else { return }
        let inset = cellSideInset
        let frame = CGRect(x: inset, y: geometry.rowTop(row), width: max(0, bounds.width - 2 * inset), height: geometry.height(ofRow: row))
        if cell.frame != frame { cell.frame = frame }
        cell.layOutContentView()
        cell.forEachInSubtree { $0.refreshSafeAreaInsets() }
        followReadableWidth(cell)
    }

    /// Measures one row that may be off screen (for scrolling to it).
    private func ensureMeasured(row: Int) {
        guard !geometry.isMeasured(row) else { return }
        isMeasuringOffscreen = true
        defer { isMeasuringOffscreen = false }
        geometry.setHeight(fixedOrMeasuredHeight(row: row, cell: visible[row]), ofRow: row)
    }

    private func layoutSectionViews(width: CGFloat) {
        var wanted = Set<Int>()
        if let first = visible.keys.min(), let last = visible.keys.max() {
            wanted = Set(geometry.sectionOf(globalRow: first)...geometry.sectionOf(globalRow: last))
        }
        for (section, view) in headerViews where !wanted.contains(section) {
            view.removeFromSuperview()
            headerViews[section] = nil
        }
        for (section, view) in footerViews where !wanted.contains(section) {
            view.removeFromSuperview()
            footerViews[section] = nil
        }
        for section in wanted.sorted() {
            let top = geometry.sectionTop(section)
            let headerHeight = geometry.headerHeights[section]
            if headerHeight > 0, let view = headerViews[section] ?? headerView(for: section, footer: false) {
                headerViews[section] = view
                if view.superview !== self { addSubview(view) }
                view.frame = CGRect(x: 0, y: top, width: width, height: headerHeight)
            }
            let footerHeight = geometry.footerHeights[section]
            if footerHeight > 0, let view = footerViews[section] ?? headerView(for: section, footer: true) {
                footerViews[section] = view
                if view.superview !== self { addSubview(view) }
                let rowsEnd = geometry.rowCounts[section] > 0
                    ? geometry.rowTop(geometry.rowStarts[section + 1] - 1) + geometry.height(ofRow: geometry.rowStarts[section + 1] - 1)
                    : top + headerHeight
                view.frame = CGRect(x: 0, y: rowsEnd, width: width, height: footerHeight)
            }
        }
    }

    /// Makes the table as tall as its content (measuring every row, at most
    /// `maximumRows`), so a renderer draws every row: for snapshots and
    /// galleries. Returns the new height.
    @discardableResult
    open func expandToFitContent(maximumRows: Int = 10_000) -> CGFloat {
        reloadIfNeeded()
        guard geometry.totalRows <= maximumRows else {
            LayoutDiagnostics.report(.invalidOperation, "expandToFitContent: \(geometry.totalRows) rows is more than \(maximumRows); the table keeps its height.")
            return bounds.height
        }
        for row in 0..<geometry.totalRows { ensureMeasured(row: row) }
        contentOffset = .zero
        frame.size.height = geometry.contentHeight
        layoutIfNeeded()
        return frame.height
    }
}

/// A section header or footer with a title, as UIKit makes for
/// `titleForHeaderInSection`.
open class UITableViewHeaderFooterView: UIView {
    /// The title label, optional as in UIKit (`header.textLabel?.text = …`).
    /// A header made with `init(reuseIdentifier:)` places it in its content
    /// view on first use: 16 points in from the leading edge, centered, at
    /// least 6 points from the top and bottom.
    open var textLabel: UILabel? {
        if label.superview == nil, storedReuseIdentifier != nil || contentView.superview != nil { placeLabelInContentView() }
        return label
    }
    private let label = UILabel()

    private func placeLabelInContentView() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            label.topAnchor.constraint(greaterThanOrEqualTo: contentView.topAnchor, constant: 6),
            label.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    /// Where custom headers put their subviews, as in UIKit: pinned to the
    /// view's edges by constraints, so a header sizes itself to its content.
    public let contentView = UIView()

    open var reuseIdentifier: String? { storedReuseIdentifier }
    private var storedReuseIdentifier: String?

    init(title: String, style: UITableView.Style, isFooter: Bool) {
        super.init(frame: .zero)
        label.text = title
        label.translatesAutoresizingMaskIntoConstraints = false
        if style == .plain && !isFooter {
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            backgroundColor = .secondarySystemBackground
        } else {
            label.font = .preferredFont(forTextStyle: isFooter ? .footnote : .footnote)
            label.textColor = .secondaryLabel
        }
        addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
            isFooter ? label.topAnchor.constraint(equalTo: topAnchor, constant: 6)
                : label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
        ])
    }

    /// UIKit's designated initializer, `required` here because
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` makes registered
    /// classes through it (as for cells: subclasses write `required init(reuseIdentifier:)`).
    public required init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.leadingAnchor.constraint(equalTo: leadingAnchor),
            contentView.trailingAnchor.constraint(equalTo: trailingAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { nil }

    /// Called before a dequeued view is handed out again; reset per-section state here.
    open func prepareForReuse() {}

    // MARK: - Configurations (iOS 14)

    /// What the header shows, as a configuration: its view fills the
    /// content view (or, if the one there `supports(_:)` it, is given it).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    open var automaticallyUpdatesContentConfiguration = true {
        didSet { applyContentConfiguration() }
    }

    /// The background as a configuration: its color fills the view.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { backgroundColor = backgroundConfiguration?.resolvedBackgroundColor(for: tintColor) }
    }

    /// A header style for the table it is in: `plainHeader()` in a plain
    /// table (or outside one), `groupedHeader()` in a grouped one.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var ancestor = superview
        while let view = ancestor, !(view is UITableView) { ancestor = view.superview }
        if let table = ancestor as? UITableView, table.style != .plain { return .groupedHeader() }
        return .plainHeader()
    }

    private var configuredView: (UIView & UIContentView)?

    private func applyContentConfiguration() {
        guard var configuration = contentConfiguration else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            return
        }
        if automaticallyUpdatesContentConfiguration {
            configuration = configuration.updated(for: UIViewConfigurationState(traitCollection: traitCollection))
        }
        if let view = configuredView, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        configuredView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        configuredView = view
    }
}
