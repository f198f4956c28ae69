import TrellisConstraintSystems
import Foundation
import Trellis

/// A self-sizing cell with two labels, a title and a wrapping detail.
public final class TwoLabelCell: UITableViewCell {
    public let title = UILabel()
    public let detail = UILabel()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.font = .preferredFont(forTextStyle: .headline)
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.textColor = .secondaryLabel
        detail.numberOfLines = 0
        for label in [title, detail] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            detail.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    public required init?(coder: NSCoder) { nil }
}

/// Rows of weather-like text for a table of any size; the detail is one to
/// three lines long depending on the row.
public final class TableRowsSource: NSObject, UITableViewDataSource {
    public let rows: Int
    static let details = ["Clear skies.", "Light rain in the afternoon, clearing by the evening with a cool breeze from the west.",
                          "Thunderstorms likely. Strong winds and heavy rain at times, with a risk of hail in the north and flooding on low roads near the river."]

    public init(rows: Int) { self.rows = rows }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath) as! TwoLabelCell
        cell.title.text = "Day \(indexPath.row + 1)"
        cell.detail.text = Self.details[indexPath.row % 3]
        return cell
    }
}

/// Times tables of self-sizing two-label cells: the first layout, and one
/// scroll step of a screen height (median of `steps`), at 1,000, 100,000
/// and 1,000,000 rows; and how many cells were ever made.
public struct TableBenchmark {
    public static let sizes = [1_000, 100_000, 1_000_000]
    public var steps: Int
    public var rounds: Int

    public init(steps: Int = 40, rounds: Int = 5) {
        self.steps = steps
        self.rounds = rounds
    }

    public struct Result: Sendable {
        public var firstLayout: SolverBenchmark.Measurement
        public var scrollStep: SolverBenchmark.Measurement
        public var cellsCreated: Int
    }

    public func run(rows: Int) -> Result {
        let clock = ContinuousClock()
        var first: [Duration] = [], step: [Duration] = []
        var created = 0
        for _ in 0..<rounds {
            let source = TableRowsSource(rows: rows)
            var table: UITableView!
            first.append(clock.measure {
                table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
                table.register(TwoLabelCell.self, forCellReuseIdentifier: "row")
                table.dataSource = source
                table.layoutIfNeeded()
            })
            for _ in 0..<steps {
                step.append(clock.measure {
                    table.contentOffset.y += table.bounds.height
                    table.layoutIfNeeded()
                })
            }
            created = max(created, table.cellsCreated)
            withExtendedLifetime(source) {}
        }
        let name = "table-\(rows)"
        return Result(firstLayout: SolverBenchmark.Measurement(workload: name, phase: "first", medianMicroseconds: SolverBenchmark.median(first), samples: first.count),
                      scrollStep: SolverBenchmark.Measurement(workload: name, phase: "scroll", medianMicroseconds: SolverBenchmark.median(step), samples: step.count),
                      cellsCreated: created)
    }
}
