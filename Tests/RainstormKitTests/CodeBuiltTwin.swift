import Foundation
import Trellis
@testable import RainstormKit

// The weather app as it was built in code before it moved onto
// Main.storyboard: the twin the storyboard's screens are compared with.
// Kept as written then; only the names differ.

/// The top of the screen: date, time, icon between temperature and wind, and
/// a summary. Its height comes from its content: the bottom is pinned to the
/// summary at priority 250, below the summary's vertical hugging of 251.
final class CodeDayViewController: UIViewController {
    let dateLabel = Style.label(Style.large, Style.tint)
    let timeLabel = Style.label(Style.small)
    let iconView = UIImageView()
    let temperatureLabel = Style.label(Style.regular)
    let windSpeedLabel = Style.label(Style.regular)
    let summaryLabel = Style.label(Style.regular)

    var viewModel: DayViewModel? {
        didSet { if isViewLoaded { show() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.background
        iconView.translatesAutoresizingMaskIntoConstraints = false
        iconView.tintColor = Style.tint
        iconView.contentMode = .scaleAspectFit
        summaryLabel.numberOfLines = 0
        summaryLabel.textAlignment = .center
        dateLabel.numberOfLines = 0
        dateLabel.textAlignment = .center
        temperatureLabel.numberOfLines = 0
        windSpeedLabel.numberOfLines = 0
        temperatureLabel.textAlignment = .right
        // Issue 23: the numbers stay on one line and shrink to fit.
        for label in [temperatureLabel, windSpeedLabel] {
            label.numberOfLines = 1
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
        }
        summaryLabel.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        for subview in [dateLabel, timeLabel, iconView, temperatureLabel, windSpeedLabel, summaryLabel] as [UIView] { view.addSubview(subview) }
        let margins = view.layoutMarginsGuide
        // Issue 23: the icon grows with the text, up to one and a half times.
        let side = Style.iconSide(60, maximumScale: 1.5, compatibleWith: traitCollection)
        let iconWidth = iconView.widthAnchor.constraint(equalToConstant: side)
        let iconHeight = iconView.heightAnchor.constraint(equalToConstant: side)
        let iconSnug = iconView.topAnchor.constraint(equalTo: timeLabel.bottomAnchor, constant: 8)
        iconSnug.priority = UILayoutPriority(249)
        let summarySnug = summaryLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: 8)
        summarySnug.priority = UILayoutPriority(249)
        let toSummary = view.bottomAnchor.constraint(equalTo: summaryLabel.bottomAnchor, constant: 8)
        toSummary.priority = .defaultLow
        let temperatureGap = iconView.leadingAnchor.constraint(equalTo: temperatureLabel.trailingAnchor, constant: 8)
        temperatureGap.priority = .defaultLow
        let windGap = windSpeedLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8)
        windGap.priority = .defaultLow
        NSLayoutConstraint.activate([
            dateLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            dateLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            dateLabel.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            timeLabel.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 8),
            timeLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            // The icon sits 8 below the time unless taller side labels push it down.
            iconView.topAnchor.constraint(greaterThanOrEqualTo: timeLabel.bottomAnchor, constant: 8),
            iconSnug,
            temperatureLabel.topAnchor.constraint(greaterThanOrEqualTo: timeLabel.bottomAnchor, constant: 8),
            windSpeedLabel.topAnchor.constraint(greaterThanOrEqualTo: timeLabel.bottomAnchor, constant: 8),
            iconView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            iconWidth, iconHeight,
            temperatureLabel.centerYAnchor.constraint(equalTo: iconView.centerYAnchor),
            temperatureLabel.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
            iconView.leadingAnchor.constraint(greaterThanOrEqualTo: temperatureLabel.trailingAnchor, constant: 8),
            temperatureGap,
            windSpeedLabel.centerYAnchor.constraint(equalTo: iconView.centerYAnchor),
            windSpeedLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            windSpeedLabel.leadingAnchor.constraint(greaterThanOrEqualTo: iconView.trailingAnchor, constant: 8),
            windGap,
            summaryLabel.topAnchor.constraint(greaterThanOrEqualTo: iconView.bottomAnchor, constant: 8),
            summaryLabel.topAnchor.constraint(greaterThanOrEqualTo: temperatureLabel.bottomAnchor, constant: 8),
            summaryLabel.topAnchor.constraint(greaterThanOrEqualTo: windSpeedLabel.bottomAnchor, constant: 8),
            summarySnug,
            summaryLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            summaryLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            toSummary,
        ])
        show()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let side = Style.iconSide(60, maximumScale: 1.5, compatibleWith: traitCollection)
        for constraint in iconView.constraints where constraint.secondItem == nil && constraint.constant != side { constraint.constant = side }
    }

    private func show() {
        guard let viewModel else { return }
        dateLabel.text = viewModel.date
        timeLabel.text = viewModel.time
        temperatureLabel.text = viewModel.temperature
        windSpeedLabel.text = viewModel.windSpeed
        summaryLabel.text = viewModel.summary
        iconView.image = WeatherIcons.image(viewModel.icon)
    }
}

/// A day of the week: its name and date on the left, temperature range and
/// wind on the right, its icon at the trailing edge. Self-sizing.
final class CodeWeekDayTableViewCell: UITableViewCell {
    static let reuseIdentifier = "WeekDayCell"
    let dayLabel = Style.label(Style.regular, Style.tint)
    let dateLabel = Style.label(Style.small)
    let temperatureLabel = Style.label(Style.regular)
    let windSpeedLabel = Style.label(Style.small)
    let iconView = UIImageView()

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .clear
        iconView.translatesAutoresizingMaskIntoConstraints = false
        iconView.tintColor = Style.tint
        for subview in [dayLabel, dateLabel, temperatureLabel, windSpeedLabel, iconView] as [UIView] { contentView.addSubview(subview) }
        for label in [dayLabel, dateLabel, temperatureLabel, windSpeedLabel] { label.numberOfLines = 0 }
        // Issue 23: the names keep their width, the numbers wrap.
        for label in [dayLabel, dateLabel] { label.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal) }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            dayLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            dayLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            dateLabel.topAnchor.constraint(equalTo: dayLabel.bottomAnchor, constant: 4),
            dateLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconView.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            iconWidth, iconHeight,
        ])
        // Side by side: name and date on the left, temperature and wind on the right.
        sideBySide = [
            dateLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            temperatureLabel.firstBaselineAnchor.constraint(equalTo: dayLabel.firstBaselineAnchor),
            temperatureLabel.trailingAnchor.constraint(equalTo: iconView.leadingAnchor, constant: -12),
            temperatureLabel.leadingAnchor.constraint(greaterThanOrEqualTo: dayLabel.trailingAnchor, constant: 8),
            windSpeedLabel.firstBaselineAnchor.constraint(equalTo: dateLabel.firstBaselineAnchor),
            windSpeedLabel.trailingAnchor.constraint(equalTo: temperatureLabel.trailingAnchor),
            windSpeedLabel.leadingAnchor.constraint(greaterThanOrEqualTo: dateLabel.trailingAnchor, constant: 8),
        ]
        // Accessibility text sizes: one column beside the icon, as Apple's apps stack them.
        stacked = [
            iconView.topAnchor.constraint(equalTo: margins.topAnchor),
            dayLabel.trailingAnchor.constraint(lessThanOrEqualTo: iconView.leadingAnchor, constant: -8),
            dateLabel.trailingAnchor.constraint(lessThanOrEqualTo: iconView.leadingAnchor, constant: -8),
            temperatureLabel.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: 4),
            temperatureLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            temperatureLabel.trailingAnchor.constraint(lessThanOrEqualTo: iconView.leadingAnchor, constant: -8),
            windSpeedLabel.topAnchor.constraint(equalTo: temperatureLabel.bottomAnchor, constant: 4),
            windSpeedLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            windSpeedLabel.trailingAnchor.constraint(lessThanOrEqualTo: iconView.leadingAnchor, constant: -8),
            windSpeedLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ]
        arrange()
    }

    private var sideBySide: [NSLayoutConstraint] = []
    private var stacked: [NSLayoutConstraint] = []
    private lazy var iconWidth = iconView.widthAnchor.constraint(equalToConstant: 40)
    private lazy var iconHeight = iconView.heightAnchor.constraint(equalToConstant: 40)

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { arrange() }
    }

    /// Side by side at ordinary text sizes, stacked at accessibility sizes;
    /// the icon grows with the text up to twice its size (issue 23).
    private func arrange() {
        let side = Style.iconSide(40, compatibleWith: traitCollection)
        for constraint in [iconWidth, iconHeight] where constraint.constant != side { constraint.constant = side }
        let stack = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        temperatureLabel.textAlignment = stack ? .natural : .right
        windSpeedLabel.textAlignment = stack ? .natural : .right
        NSLayoutConstraint.deactivate(stack ? sideBySide : stacked)
        NSLayoutConstraint.activate(stack ? stacked : sideBySide)
    }

    required init?(coder: NSCoder) { nil }

    /// The icon stays inside the margins; at 999, as UIKit code does, so the
    /// cell's first 44-point frame (before it is measured) is no conflict.
    private lazy var iconInside: Void = {
        let inside = iconView.topAnchor.constraint(greaterThanOrEqualTo: contentView.layoutMarginsGuide.topAnchor)
        inside.priority = UILayoutPriority(999)
        inside.isActive = true
    }()

    /// Shows anything that presents a day.
    func configure(with day: WeekDayRepresentable) {
        _ = iconInside
        dayLabel.text = day.day
        dateLabel.text = day.date
        temperatureLabel.text = day.temperature
        windSpeedLabel.text = day.windSpeed
        iconView.image = WeatherIcons.image(day.icon)
    }
}

/// The week: an activity indicator until data arrives, then a table of days.
final class CodeWeekViewController: UIViewController, UITableViewDataSource {
    let activityIndicator = UIActivityIndicatorView(style: .large)
    let tableView = UITableView(frame: .zero, style: .plain)

    var viewModel: WeekViewModel? {
        didSet { if isViewLoaded { show() } }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.background
        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.backgroundColor = .clear
        tableView.register(CodeWeekDayTableViewCell.self, forCellReuseIdentifier: CodeWeekDayTableViewCell.reuseIdentifier)
        tableView.estimatedRowHeight = 72
        tableView.cellLayoutMarginsFollowReadableWidth = true
        tableView.dataSource = self
        activityIndicator.translatesAutoresizingMaskIntoConstraints = false
        activityIndicator.color = Style.tint
        view.addSubview(tableView)
        view.addSubview(activityIndicator)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        show()
    }

    private func show() {
        if viewModel == nil {
            tableView.isHidden = true
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
            tableView.isHidden = false
            tableView.reloadData()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { viewModel?.numberOfDays ?? 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CodeWeekDayTableViewCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? CodeWeekDayTableViewCell, let day = viewModel?.viewModel(for: indexPath.row) { cell.configure(with: day) }
        return cell
    }
}

/// The whole screen: the day on top (as tall as its content) and the week
/// below, joined by view controller containment.
final class CodeRootViewController: UIViewController {
    let dayViewController = CodeDayViewController()
    let weekViewController = CodeWeekViewController()
    let attributionLabel = Style.label(Style.attribution, .secondaryLabel)
    let dayScrollView = UIScrollView()
    private lazy var dayCap = dayScrollView.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor, multiplier: 0.4)

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if isViewLoaded { dayCap.isActive = traitCollection.preferredContentSizeCategory.isAccessibilityCategory }
    }

    /// Shows weather data (nil: still loading).
    var weather: WeatherReport? {
        didSet { show() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.background
        // Issue 23: at accessibility sizes the day scrolls within at most 40% of the height.
        dayScrollView.translatesAutoresizingMaskIntoConstraints = false
        dayScrollView.contentInsetAdjustmentBehavior = .never
        view.addSubview(dayScrollView)
        for (child, container) in [(dayViewController, dayScrollView), (weekViewController, view)] as [(UIViewController, UIView)] {
            addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child.view)
            child.didMove(toParent: self)
        }
        attributionLabel.numberOfLines = 0
        attributionLabel.textAlignment = .center
        view.addSubview(attributionLabel)
        let fitsContent = dayScrollView.heightAnchor.constraint(equalTo: dayViewController.view.heightAnchor)
        fitsContent.priority = UILayoutPriority(249)
        NSLayoutConstraint.activate([
            dayScrollView.topAnchor.constraint(equalTo: view.topAnchor),
            dayScrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dayScrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            fitsContent,
            dayViewController.view.topAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.topAnchor),
            dayViewController.view.bottomAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.bottomAnchor),
            dayViewController.view.leadingAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.leadingAnchor),
            dayViewController.view.trailingAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.trailingAnchor),
            dayViewController.view.widthAnchor.constraint(equalTo: dayScrollView.frameLayoutGuide.widthAnchor),
            weekViewController.view.topAnchor.constraint(equalTo: dayScrollView.bottomAnchor),
            weekViewController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            weekViewController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            weekViewController.view.bottomAnchor.constraint(equalTo: attributionLabel.topAnchor, constant: -4),
            attributionLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            attributionLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            attributionLabel.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -4),
        ])
        dayCap.isActive = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        show()
    }

    private func show() {
        guard isViewLoaded else { return }
        dayViewController.viewModel = weather.map(DayViewModel.init)
        weekViewController.viewModel = weather.map(WeekViewModel.init)
        attributionLabel.text = weather?.attribution
    }
}
