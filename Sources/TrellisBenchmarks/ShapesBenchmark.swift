@_spi(LayoutEngine) import Trellis
import TrellisConstraintSystems
import Foundation

/// The shapes real screens have, each built at a given number of views and
/// laid out from scratch and after a width change (issue 22): what a layout
/// pass costs per view, and how that grows with the screen.
///
/// Labels repeat a few texts, so text measurement (another benchmark's
/// subject, `trellis bench text`) is mostly cache hits here.
public enum ScreenShape: String, CaseIterable, Sendable {
    /// Plain views chained top to bottom, pinned to the root's sides.
    case flat
    /// Rows chained top to bottom, each an icon and two labels pinned to the
    /// row's `layoutMarginsGuide`, the labels aligned on their first
    /// baselines, the detail kept clear of the title by an inequality: a
    /// settings screen.
    case margins
    /// Containers in containers, three children each, stacked inside their
    /// parent with insets: a dashboard of cards.
    case nested
    /// A vertical `UIStackView` of horizontal stacks of three views.
    case stacks
    /// Rows of four cells of equal widths with spacing between them.
    case grid
    /// A form in a `UIScrollView`: a content view pinned to the
    /// `contentLayoutGuide`, as wide as the `frameLayoutGuide`, holding a
    /// label and a text field a row, aligned on baselines, in the content
    /// view's margins.
    case form
    /// Self-sizing two-label table cells, each measured as a table measures
    /// it (`systemLayoutSizeFitting` at the table's width, height fitting).
    case cells
    /// A compositional-layout grid of three columns whose every cell is on
    /// screen (the collection view is as tall as its content).
    case compositional

    /// Views each unit of the shape adds (a row, a cell, a card).
    var viewsPerUnit: Int {
        switch self {
        case .flat: 1
        case .margins: 4
        case .nested: 1
        case .stacks: 4
        case .grid: 5
        case .form: 2
        case .cells: 4
        case .compositional: 2
        }
    }
}

/// One built screen of a shape: its root, how many views it has, and how to
/// lay it out (from scratch, or again at a new width).
public final class ShapeScreen {
    public let shape: ScreenShape
    public let root: UIView
    public private(set) var viewCount = 0
    /// For `cells`: the cells, measured rather than laid out in a window.
    private var cells: [TwoLabelCell] = []
    private var collection: (view: UICollectionView, source: CollectionItemsSource)?
    public private(set) var measuredHeight: CGFloat = 0

    /// A content view of a fixed size.
    final class Box: UIView {
        let content: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            content = CGSize(width: width, height: height)
            super.init(frame: .zero)
            translatesAutoresizingMaskIntoConstraints = false
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { content }
    }

    static let titles = ["Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds & Haptics", "Focus", "Screen Time"]
    static let details = ["On", "Off", "Home", "Not Connected", "None"]

    /// Builds the views and activates their constraints; nothing is laid out.
    public init(_ shape: ScreenShape, views: Int, width: CGFloat = 390) {
        self.shape = shape
        root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        viewCount = 1
        let units = max(1, views / shape.viewsPerUnit)
        switch shape {
        case .flat: buildFlat(units)
        case .margins: buildMargins(units)
        case .nested: buildNested(views)
        case .stacks: buildStacks(units)
        case .grid: buildGrid(units)
        case .form: buildForm(units)
        case .cells: buildCells(units)
        case .compositional: buildCompositional(units)
        }
    }

    /// Lays the screen out (the cells: measures each at the root's width).
    public func layout() {
        switch shape {
        case .cells:
            var total: CGFloat = 0
            let width = root.bounds.width
            for cell in cells {
                cell.frame.size.width = width
                total += cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                                  verticalFittingPriority: .fittingSizeLevel).height
            }
            measuredHeight = total
        case .compositional:
            // Rows of thirds of the width, square: the whole content on screen.
            if let collection {
                let rows = (collection.source.counts[0] + 2) / 3
                let height = CGFloat(rows) * root.bounds.width / 3
                root.frame.size.height = height
                collection.view.frame = root.bounds
            }
            root.layoutIfNeeded()
        default:
            root.layoutIfNeeded()
        }
    }

    /// Changes the root's width and lays out again.
    public func changeWidth(to width: CGFloat) {
        root.frame.size.width = width
        layout()
    }

    /// The constraint system the layout engine solved, in `trellis solve`'s format.
    public func constraintSystem() -> ConstraintSystem {
        if shape == .cells, let cell = cells.first {
            // Each cell is measured on its own: the system of one cell.
            return ConstraintSystem(solverConstraints: cell.layoutEngineConstraints)
        }
        return ConstraintSystem(solverConstraints: root.layoutEngineConstraints)
    }

    // MARK: - Shapes

    private func pin(_ view: UIView, sidesTo container: UIView, below previous: UIView?, _ constraints: inout [NSLayoutConstraint], gap: CGFloat = 0) {
        constraints += [
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? container.topAnchor, constant: previous == nil ? 0 : gap),
        ]
    }

    private func buildFlat(_ count: Int) {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for _ in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            pin(view, sidesTo: root, below: previous, &constraints)
            constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
            previous = view
        }
        viewCount += count
        NSLayoutConstraint.activate(constraints)
    }

    private func buildMargins(_ count: Int) {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for index in 0..<count {
            let row = UIView(), icon = Box(29, 29), title = UILabel(), detail = UILabel()
            row.translatesAutoresizingMaskIntoConstraints = false
            row.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
            title.text = Self.titles[index % Self.titles.count]
            detail.text = Self.details[index % Self.details.count]
            for label in [title, detail] { label.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            for child in [icon, title, detail] { row.addSubview(child) }
            pin(row, sidesTo: root, below: previous, &constraints)
            let margins = row.layoutMarginsGuide
            constraints += [
                icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                icon.topAnchor.constraint(equalTo: margins.topAnchor),
                icon.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: title.firstBaselineAnchor),
                detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
            ]
            previous = row
        }
        viewCount += count * 4
        NSLayoutConstraint.activate(constraints)
    }

    /// A tree of `views` containers, three children each, breadth first.
    private func buildNested(_ views: Int) {
        var constraints: [NSLayoutConstraint] = []
        var queue: [UIView] = [root]
        var made = 0
        var head = 0
        var children: [ObjectIdentifier: [UIView]] = [:]
        while made < views - 1, head < queue.count {
            let parent = queue[head]
            head += 1
            for _ in 0..<3 where made < views - 1 {
                let child = UIView()
                child.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(child)
                children[ObjectIdentifier(parent), default: []].append(child)
                queue.append(child)
                made += 1
            }
        }
        for parent in queue {
            guard let list = children[ObjectIdentifier(parent)] else {
                if parent !== root { constraints.append(parent.heightAnchor.constraint(equalToConstant: 20)) }
                continue
            }
            var previous: UIView?
            for child in list {
                constraints += [
                    child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 4),
                    child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -4),
                    child.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? parent.topAnchor, constant: 4),
                ]
                previous = child
            }
            if parent !== root, let last = previous {
                constraints.append(last.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -4))
            }
        }
        viewCount += made
        NSLayoutConstraint.activate(constraints)
    }

    private func buildStacks(_ count: Int) {
        let outer = UIStackView()
        outer.axis = .vertical
        outer.spacing = 8
        outer.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(outer)
        for index in 0..<count {
            let row = UIStackView(arrangedSubviews: [Box(29, 29), Box(CGFloat(100 + index % 5 * 20), 21), Box(60, 21)])
            row.axis = .horizontal
            row.spacing = 12
            row.alignment = .center
            outer.addArrangedSubview(row)
        }
        viewCount += 1 + count * 4
        NSLayoutConstraint.activate([
            outer.topAnchor.constraint(equalTo: root.topAnchor),
            outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
    }

    private func buildGrid(_ count: Int) {
        var constraints: [NSLayoutConstraint] = []
        var previous: UIView?
        for _ in 0..<count {
            let row = UIView()
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            pin(row, sidesTo: root, below: previous, &constraints, gap: 8)
            var left: UIView?
            for _ in 0..<4 {
                let cell = UIView()
                cell.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(cell)
                constraints += [
                    cell.leadingAnchor.constraint(equalTo: left?.trailingAnchor ?? row.leadingAnchor, constant: 8),
                    cell.topAnchor.constraint(equalTo: row.topAnchor),
                    cell.bottomAnchor.constraint(equalTo: row.bottomAnchor),
                ]
                if let left { constraints.append(cell.widthAnchor.constraint(equalTo: left.widthAnchor)) }
                left = cell
            }
            constraints += [left!.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -8), row.heightAnchor.constraint(equalToConstant: 60)]
            previous = row
        }
        viewCount += count * 5
        NSLayoutConstraint.activate(constraints)
    }

    private func buildForm(_ count: Int) {
        let scroll = UIScrollView(), content = UIView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        scroll.addSubview(content)
        var constraints: [NSLayoutConstraint] = [
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ]
        let margins = content.layoutMarginsGuide
        var previous: UIView?
        for index in 0..<count {
            let label = UILabel(), field = UITextField()
            label.text = Self.titles[index % Self.titles.count]
            field.placeholder = Self.details[index % Self.details.count]
            for view in [label, field] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(view)
            }
            constraints += [
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.widthAnchor.constraint(equalToConstant: 120),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                field.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? margins.topAnchor, constant: previous == nil ? 0 : 12),
                label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
            ]
            previous = field
        }
        if let previous { constraints.append(previous.bottomAnchor.constraint(equalTo: margins.bottomAnchor)) }
        viewCount += 2 + count * 2
        NSLayoutConstraint.activate(constraints)
    }

    private func buildCells(_ count: Int) {
        for index in 0..<count {
            let cell = TwoLabelCell(style: .default, reuseIdentifier: "row")
            cell.title.text = "Day \(index % 31 + 1)"
            cell.detail.text = TableRowsSource.details[index % 3]
            cells.append(cell)
        }
        viewCount = count * 4
    }

    private func buildCompositional(_ count: Int) {
        let layout = CollectionBenchmark.gridLayout()
        let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        view.register(GridPhotoCell.self, forCellWithReuseIdentifier: "photo")
        let source = CollectionItemsSource(kind: .grid, counts: [count])
        view.dataSource = source
        root.addSubview(view)
        collection = (view, source)
        viewCount += 1 + count * 2
    }
}

/// Times each shape at each size: from scratch (build and lay out) and a
/// width change; the growth exponent between sizes is computed by the caller.
public struct ShapesBenchmark {
    public var budget: Duration
    public var minimumSamples: Int

    public init(budget: Duration = .milliseconds(1000), minimumSamples: Int = 3) {
        self.budget = budget
        self.minimumSamples = minimumSamples
    }

    public static let sizes = [100, 1000, 10_000]

    public struct Result: Sendable {
        public var shape: ScreenShape
        public var views: Int
        public var scratchMicroseconds: Double
        public var widthMicroseconds: Double
        public var samples: Int
        /// Resident memory the first build and layout added, in bytes.
        public var memoryBytes: Int
    }

    public func run(_ shape: ScreenShape, views: Int) -> Result {
        let clock = ContinuousClock()
        var scratch: [Duration] = [], width: [Duration] = []
        let start = clock.now
        var widths: [CGFloat] = [414, 375, 430, 390]
        var built = 0
        var memory = 0
        while scratch.count < minimumSamples || (clock.now - start < budget && scratch.count < 101) {
            var screen: ShapeScreen?
            let before = CollectionBenchmark.residentBytes()
            scratch.append(clock.measure {
                screen = ShapeScreen(shape, views: views)
                screen!.layout()
            })
            if scratch.count == 1 { memory = CollectionBenchmark.residentBytes() - before }
            built = screen!.viewCount
            for _ in 0..<4 {
                widths.append(widths.removeFirst())
                width.append(clock.measure { screen!.changeWidth(to: widths[0]) })
            }
        }
        return Result(shape: shape, views: built, scratchMicroseconds: SolverBenchmark.median(scratch),
                      widthMicroseconds: SolverBenchmark.median(width), samples: scratch.count, memoryBytes: memory)
    }

    /// Builds and lays out the shape once and returns the system its layout engine solved.
    public func export(_ shape: ScreenShape, views: Int) -> (system: ConstraintSystem, views: Int) {
        let screen = ShapeScreen(shape, views: views)
        screen.layout()
        return (screen.constraintSystem(), screen.viewCount)
    }
}
