import Foundation

/// What a picker view shows: how many wheels (components) and rows.
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker view's rows look and what happens when one is picked.
/// Every method is optional, as in UIKit: the picker asks for a row's view
/// first, then its attributed title, then its title.
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// Not implemented: the picker shares its width among the components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { UIPickerView.unanswered }
    /// Not implemented: UIKit's 32-point rows.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { UIPickerView.unanswered }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Not implemented: the picker draws the row's title. (UIKit's method
    /// returns a view, so the default returns a marker the picker skips.)
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        UIPickerView.NoRowView()
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Spinning wheels of rows, one per component, as in UIKit. Trellis draws
/// each component's selected row inside the rounded grey selection band
/// iOS 14 and later draw across the middle (the rows above and below, which
/// a still frame shows as a curved wheel, are not drawn).
///
/// Geometry: 216 points tall (UIKit's picker height since iOS 2; its
/// intrinsic size is 320×216), rows 32 points tall; the band's 8-point
/// corners and insets, the 5 points between components and the 21-point
/// row text are Trellis's reading of iOS 17's picker.
open class UIPickerView: UIView {
    enum Layout {
        static let size = CGSize(width: 320, height: 216)
        static let rowHeight: CGFloat = 32
        static let bandInset: CGFloat = 8
        static let bandCornerRadius: CGFloat = 8
        static let componentSpacing: CGFloat = 5
        static let fontSize: CGFloat = 21
    }

    /// What a delegate's default width and row height return: "not answered".
    public static let unanswered: CGFloat = -1

    /// The view a delegate's default `viewForRow` returns: "not answered".
    public final class NoRowView: UIView {}

    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }

    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// Kept for code that sets it; iOS 7 and later always draw the band.
    open var showsSelectionIndicator = true

    private var selectedRows: [Int] = []
    private let band = UIView()
    private var rowViews: [Int: UIView] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        band.backgroundColor = .tertiarySystemFill
        band.layer.cornerRadius = Layout.bandCornerRadius
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    // MARK: - Components and rows

    /// The data source's component count (0 without one, or when negative).
    open var numberOfComponents: Int { max(0, dataSource?.numberOfComponents(in: self) ?? 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard component >= 0, component < numberOfComponents else { return 0 }
        return max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
    }

    /// A component's row size: its width (the delegate's, or an equal
    /// share of the picker) and its row height (the delegate's, or 32).
    open func rowSize(forComponent component: Int) -> CGSize {
        CGSize(width: componentWidths()[safe: component] ?? 0, height: rowHeight(forComponent: component))
    }

    private func rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.unanswered
        return height.isFinite && height > 0 ? height : Layout.rowHeight
    }

    /// The components' widths: the delegate's, and an equal share of what
    /// is left for those it does not answer.
    func componentWidths() -> [CGFloat] {
        let count = numberOfComponents
        guard count > 0 else { return [] }
        let asked = (0..<count).map { component -> CGFloat? in
            let width = delegate?.pickerView(self, widthForComponent: component) ?? Self.unanswered
            return width.isFinite && width >= 0 ? width : nil
        }
        let usable = max(0, bounds.width - 2 * Layout.bandInset - CGFloat(count - 1) * Layout.componentSpacing)
        let fixed = asked.compactMap { $0 }.reduce(0, +)
        let unansweredCount = asked.filter { $0 == nil }.count
        let share = unansweredCount > 0 ? max(0, usable - fixed) / CGFloat(unansweredCount) : 0
        return asked.map { $0 ?? share }
    }

    /// Asks the data source and delegate again and keeps each component's
    /// selected row within its rows.
    open func reloadAllComponents() {
        let count = numberOfComponents
        selectedRows = (0..<count).map { component in
            let rows = numberOfRows(inComponent: component)
            let selected = selectedRows[safe: component] ?? 0
            return rows == 0 ? -1 : min(max(selected, 0), rows - 1)
        }
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    /// Selects a row without telling the delegate, as in UIKit. A row past
    /// the end selects the last row; components out of range are ignored.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        if selectedRows.count != numberOfComponents { reloadAllComponents() }
        guard selectedRows.indices.contains(component) else { return }
        let rows = numberOfRows(inComponent: component)
        selectedRows[component] = rows == 0 ? -1 : min(max(row, 0), rows - 1)
        setNeedsLayout()
    }

    /// The selected row, or -1 when the component has no rows ("-1 if no
    /// row is selected", UIKit's reference).
    open func selectedRow(inComponent component: Int) -> Int {
        if selectedRows.count != numberOfComponents { reloadAllComponents() }
        return selectedRows[safe: component] ?? -1
    }

    /// The view showing a row, if it is drawn (Trellis draws selected rows only).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard selectedRow(inComponent: component) == row else { return nil }
        return rowViews[component]
    }

    /// What the user's spin to a row does: the row is selected and the
    /// delegate is told (`pickerView(_:didSelectRow:inComponent:)`).
    public func spinToRow(_ row: Int, inComponent component: Int) {
        selectRow(row, inComponent: component, animated: false)
        guard selectedRows.indices.contains(component), selectedRows[component] >= 0 else { return }
        delegate?.pickerView(self, didSelectRow: selectedRows[component], inComponent: component)
    }

    // MARK: - Size and drawing

    open override var intrinsicContentSize: CGSize { Layout.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Layout.size }

    /// The view for a component's selected row: the delegate's view, else a
    /// label with the attributed title or the title ("?" with neither, as UIKit draws).
    private func makeRowView(row: Int, component: Int, reusing old: UIView?) -> UIView {
        if let delegate {
            let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: old)
            if !(view is NoRowView) { return view }
        }
        let label = (old as? UILabel) ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: Layout.fontSize)
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
        }
        return label
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if selectedRows.count != numberOfComponents { reloadAllComponents() }
        let widths = componentWidths()
        let bandHeight = (0..<widths.count).map { rowHeight(forComponent: $0) }.max() ?? Layout.rowHeight
        band.frame = CGRect(x: Layout.bandInset, y: ((bounds.height - bandHeight) / 2).rounded(),
                            width: max(0, bounds.width - 2 * Layout.bandInset), height: bandHeight)
        var newViews: [Int: UIView] = [:]
        let totalWidth = widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Layout.componentSpacing
        var x = ((bounds.width - totalWidth) / 2).rounded()
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (component, width) in widths.enumerated() {
            let row = selectedRows[safe: component] ?? -1
            let old = rowViews[component]
            let height = rowHeight(forComponent: component)
            let frame = CGRect(x: rtl ? bounds.width - x - width : x, y: ((bounds.height - height) / 2).rounded(),
                               width: width, height: height)
            x += width + Layout.componentSpacing
            guard row >= 0 else { continue }
            let view = makeRowView(row: row, component: component, reusing: old)
            view.frame = frame
            if view.superview !== self { addSubview(view) }
            newViews[component] = view
        }
        for view in rowViews.values where !newViews.values.contains(where: { $0 === view }) { view.removeFromSuperview() }
        rowViews = newViews
    }
}

extension Array {
    /// The element at `index`, or nil when it is out of range.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
