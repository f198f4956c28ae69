import Foundation
import Storyboard
import Trellis

/// A controller with a scene in Main.storyboard whose Storyboard ID is its
/// class name, as the app's storyboard names them.
public protocol Storyboardable: UIViewController {
    static var storyboardIdentifier: String { get }
}

extension Storyboardable {
    public static var storyboardIdentifier: String { String(describing: self) }
}

/// The app's Main.storyboard, read from RainstormKit's resources. Its
/// classes need no registration: the loader finds them by the names the
/// file gives and makes them with `init?(coder:)`, as UIKit does.
public enum RainstormStoryboard {
    /// Parsed once; a missing or malformed file is an error naming it.
    nonisolated(unsafe) private static let loaded: Result<UIStoryboard, StoryboardError> = {
        Result { try UIStoryboard.load(name: "Main", bundle: .module) }.mapError { $0 as? StoryboardError ?? .notAnInterfaceBuilderDocument(file: "Main.storyboard") }
    }()

    public static func main() throws -> UIStoryboard { try loaded.get() }

    /// The controller of `Controller`'s scene, made fresh.
    public static func instantiate<Controller: Storyboardable>(_ type: Controller.Type) throws -> Controller {
        try main().viewController(identifier: Controller.storyboardIdentifier, creator: nil)
    }
}

/// The top of the screen: date, time, icon between temperature and wind, and
/// a summary. Its height comes from its content: the bottom is pinned to the
/// summary at priority 250, below the summary's vertical hugging of 251
/// (both in the storyboard). Each label is styled where its outlet is declared.
public final class DayViewController: UIViewController, Storyboardable {
    @Outlet({ Style.apply($0, Style.large, Style.tint) }) public var dateLabel: UILabel!
    @Outlet({ Style.apply($0, Style.small) }) public var timeLabel: UILabel!
    @Outlet public var iconView: UIImageView!
    @Outlet public var temperatureLabel: UILabel!
    @Outlet public var windSpeedLabel: UILabel!
    @Outlet public var summaryLabel: UILabel!
    /// Temperature, wind and summary: one collection styles them all at once.
    @OutletCollection({ Style.apply($0, Style.regular) }) public var regularLabels: [UILabel]
    /// The icon's width and height, 60 points at the default text size.
    @OutletCollection var iconSize: [NSLayoutConstraint]

    public var viewModel: DayViewModel? {
        didSet { if isViewLoaded { show() } }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.background
        // The numbers share a row with the icon: each stays on one line
        // (a number with its unit, never "58.6" above "°F") and shrinks to
        // half its size before it would be cut, as iOS apps show values in
        // a fixed row at accessibility text sizes.
        for label in [temperatureLabel, windSpeedLabel].compactMap({ $0 }) {
            label.numberOfLines = 1
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.5
        }
        sizeIcon()
        show()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { sizeIcon() }
    }

    /// The icon grows with the text, up to one and a half times (it shares
    /// its row with the two numbers).
    private func sizeIcon() {
        let side = Style.iconSide(60, maximumScale: 1.5, compatibleWith: traitCollection)
        for constraint in iconSize where constraint.constant != side { constraint.constant = side }
    }

    private func show() {
        guard let viewModel else { return }
        dateLabel?.text = viewModel.date
        timeLabel?.text = viewModel.time
        temperatureLabel?.text = viewModel.temperature
        windSpeedLabel?.text = viewModel.windSpeed
        summaryLabel?.text = viewModel.summary
        iconView?.image = WeatherIcons.image(viewModel.icon)
    }
}

/// A day of the week, from the table's WeekDayCell prototype: its name and
/// date on the left, temperature range and wind on the right, its icon at
/// the trailing edge. Self-sizing. Where a row is too narrow for both
/// sides, the numbers wrap (at the spaces between values, never between a
/// number and its unit) and the names keep their width: the names resist
/// compression at 751 in the storyboard, one above the numbers' 750, which
/// otherwise tied and left the split ambiguous (the layout checks found it
/// at the largest non-accessibility size on iPhones). At accessibility text sizes the labels
/// stack in one column: the storyboard holds both sets of constraints, the
/// stacked set not installed, and the cell swaps them.
public final class WeekDayTableViewCell: UITableViewCell {
    public static let reuseIdentifier = "WeekDayCell"
    @Outlet({ Style.apply($0, Style.regular, Style.tint) }) public var dayLabel: UILabel!
    @Outlet({ Style.apply($0, Style.small) }) public var dateLabel: UILabel!
    @Outlet({ Style.apply($0, Style.regular) }) public var temperatureLabel: UILabel!
    @Outlet({ Style.apply($0, Style.small) }) public var windSpeedLabel: UILabel!
    @Outlet public var iconView: UIImageView!
    @OutletCollection var sideBySide: [NSLayoutConstraint]
    @OutletCollection var stacked: [NSLayoutConstraint]
    /// The icon's width and height, 40 points at the default text size.
    @OutletCollection var iconSize: [NSLayoutConstraint]

    public override func awakeFromNib() {
        super.awakeFromNib()
        backgroundColor = .clear
        arrange()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory { arrange() }
    }

    /// Side by side at ordinary text sizes, stacked at accessibility sizes;
    /// the icon grows with the text (up to twice its size) instead of
    /// staying 40 points beside text three times larger.
    private func arrange() {
        let side = Style.iconSide(40, compatibleWith: traitCollection)
        for constraint in iconSize where constraint.constant != side { constraint.constant = side }
        let stack = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        temperatureLabel?.textAlignment = stack ? .natural : .right
        windSpeedLabel?.textAlignment = stack ? .natural : .right
        NSLayoutConstraint.deactivate(stack ? sideBySide : stacked)
        NSLayoutConstraint.activate(stack ? stacked : sideBySide)
    }

    /// Shows anything that presents a day.
    public func configure(with day: WeekDayRepresentable) {
        dayLabel?.text = day.day
        dateLabel?.text = day.date
        temperatureLabel?.text = day.temperature
        windSpeedLabel?.text = day.windSpeed
        iconView?.image = WeatherIcons.image(day.icon)
    }
}

/// The week: an activity indicator until data arrives, then a table of
/// days. The table (with its cell prototype and this controller as its data
/// source) and the indicator come from the storyboard.
public final class WeekViewController: UIViewController, Storyboardable, UITableViewDataSource {
    @Outlet public var activityIndicator: UIActivityIndicatorView!
    @Outlet public var tableView: UITableView!

    public var viewModel: WeekViewModel? {
        didSet { if isViewLoaded { show() } }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.background
        // Rows keep a readable width on wide screens (an iPad in landscape
        // would stretch them 1,180 points), as UIKit apps' lists do.
        tableView?.cellLayoutMarginsFollowReadableWidth = true
        show()
    }

    private func show() {
        if viewModel == nil {
            tableView?.isHidden = true
            activityIndicator?.startAnimating()
        } else {
            activityIndicator?.stopAnimating()
            tableView?.isHidden = false
            tableView?.reloadData()
        }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { viewModel?.numberOfDays ?? 0 }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: WeekDayTableViewCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? WeekDayTableViewCell, let day = viewModel?.viewModel(for: indexPath.row) { cell.configure(with: day) }
        return cell
    }
}

/// The whole screen, the storyboard's initial scene: the day on top (as
/// tall as its content; at accessibility text sizes up to `maximumDayShare`
/// of the screen, scrolling within that beyond it) and the week below, joined by view controller
/// containment. The children come from their own scenes, by class name.
public final class RootViewController: UIViewController, Storyboardable {
    @Outlet({ Style.apply($0, Style.attribution, .secondaryLabel) }) public var attributionLabel: UILabel!
    public private(set) var dayViewController: DayViewController?
    public private(set) var weekViewController: WeekViewController?
    /// Holds the day: at the largest text sizes its content would take two
    /// thirds of an iPhone's height and leave the week one row; capped, it
    /// scrolls instead and the week keeps the rest of the screen.
    public let dayScrollView = UIScrollView()
    /// The largest share of the screen's height the day takes at
    /// accessibility text sizes. At the others the day shows whole, as it
    /// always did: capped there, a landscape iPhone SE would scroll its
    /// summary away at the default size.
    public static let maximumDayShare: CGFloat = 0.4
    private var dayCap: NSLayoutConstraint?

    /// Shows weather data (nil: still loading).
    public var weather: WeatherReport? {
        didSet { show() }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Style.background
        // UIKit's instantiateViewController(identifier:) traps on a missing
        // scene; the app's own file is read, so a missing one is reported
        // (naming it) and the screen stays empty instead.
        guard let storyboard else { return }
        let day: DayViewController, week: WeekViewController
        do {
            day = try storyboard.viewController(identifier: DayViewController.storyboardIdentifier, creator: nil)
            week = try storyboard.viewController(identifier: WeekViewController.storyboardIdentifier, creator: nil)
        } catch {
            StoryboardDiagnostics.handler(.init(kind: .loadFailed, text: "\(error)"))
            return
        }
        dayViewController = day
        weekViewController = week
        dayScrollView.translatesAutoresizingMaskIntoConstraints = false
        // The day lays itself out in the safe area, as it did at the top of
        // the screen; the scroll view adds no insets of its own.
        dayScrollView.contentInsetAdjustmentBehavior = .never
        view.insertSubview(dayScrollView, at: 0)
        for (child, container) in [(day, dayScrollView), (week, view)] as [(UIViewController, UIView)] {
            addChild(child)
            child.view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child.view)
            child.didMove(toParent: self)
        }
        view.insertSubview(week.view, aboveSubview: dayScrollView)
        // Below the day's own pin of its bottom to the summary (250, in the
        // storyboard): the day keeps its content's height, and the scroll
        // view follows it up to the cap.
        let fitsContent = dayScrollView.heightAnchor.constraint(equalTo: day.view.heightAnchor)
        fitsContent.priority = UILayoutPriority(249)
        NSLayoutConstraint.activate([
            dayScrollView.topAnchor.constraint(equalTo: view.topAnchor),
            dayScrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dayScrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            fitsContent,
            day.view.topAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.topAnchor),
            day.view.bottomAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.bottomAnchor),
            day.view.leadingAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.leadingAnchor),
            day.view.trailingAnchor.constraint(equalTo: dayScrollView.contentLayoutGuide.trailingAnchor),
            day.view.widthAnchor.constraint(equalTo: dayScrollView.frameLayoutGuide.widthAnchor),
            week.view.topAnchor.constraint(equalTo: dayScrollView.bottomAnchor),
            week.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            week.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            week.view.bottomAnchor.constraint(equalTo: attributionLabel.topAnchor, constant: -4),
        ])
        dayCap = dayScrollView.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor, multiplier: Self.maximumDayShare)
        capDay()
        show()
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        capDay()
    }

    private func capDay() {
        let capped = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        if dayCap?.isActive != capped { dayCap?.isActive = capped }
    }

    private func show() {
        guard isViewLoaded else { return }
        dayViewController?.viewModel = weather.map(DayViewModel.init)
        weekViewController?.viewModel = weather.map(WeekViewModel.init)
        attributionLabel?.text = weather?.attribution
    }
}
