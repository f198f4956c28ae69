import Foundation
import Trellis

/// A settings screen of 201 views for an iPhone 15, written twice: as a
/// storyboard in the format Xcode saves (`storyboardXML()`, with the
/// benchmark), and in code with anchors (`SettingsViewController`), so that
/// loading a storyboard can be timed beside building the same scene by hand.
///
/// The root view holds 40 rows stacked down from the top of its safe area
/// (the later rows lie below the screen, as they would inside a scroll
/// view). Each row is a container view holding a title label (the system
/// font at 17 points), a detail label (the body text style, secondary
/// color), a switch on even rows or a system button on odd rows, centred
/// vertically at the trailing edge, and a one-point separator along the
/// bottom. Every fourth row limits its detail to half the row's width, and
/// every fifth row's separator is half the row's width; both are `1:2`
/// multipliers in the file.
public enum SettingsScene {
    public static let rowCount = 40
    /// The root view and five views a row.
    public static let viewCount = 1 + 5 * rowCount

    enum Layout {
        static let screen = Device.iPhone15.portraitSize
        /// Where the safe area starts on an iPhone 15 upright; only the design-time frames in the file use it.
        static let safeAreaTop: CGFloat = 59
        static let rowHeight: CGFloat = 56
        static let rowHeightPriority: Float = 999
        static let margin: CGFloat = 16
        static let titleTop: CGFloat = 6
        static let detailSpacing: CGFloat = 2
        static let accessorySpacing: CGFloat = 8
        static let separatorHeight: CGFloat = 1
        /// Label hugging as Interface Builder sets it, and a switch's, which IB lowers from the class's own.
        static let labelHugging: Float = 251
        static let switchHugging: Float = 750
    }

    static let titles = ["Airplane Mode", "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot",
                         "Notifications", "Sounds & Haptics", "Focus", "Screen Time", "General"]
    static let details = ["Off", "Home Network", "On", "Last synchronised with iCloud a few minutes ago", "Tuesday, 12:04"]

    static func title(_ row: Int) -> String { "\(titles[row % titles.count]) \(row / titles.count + 1)" }
    static func detail(_ row: Int) -> String { details[row % details.count] }
    static func hasSwitch(_ row: Int) -> Bool { row % 2 == 0 }
    static func switchIsOn(_ row: Int) -> Bool { row % 4 == 0 }
    static func buttonTitle(_ row: Int) -> String { "Edit \(row + 1)" }
    static func limitsDetailToHalf(_ row: Int) -> Bool { row % 4 == 3 }
    static func hasHalfSeparator(_ row: Int) -> Bool { row % 5 == 4 }

    // MARK: - Comparing the two

    /// The number of views in the hierarchy under `root`, `root` included.
    public static func countViews(_ root: UIView) -> Int {
        1 + root.subviews.reduce(0) { $0 + countViews($1) }
    }

    /// The largest difference, in points, between the frames of
    /// corresponding views of two hierarchies (origin and size, each
    /// coordinate compared); infinity when the hierarchies differ in shape
    /// or in the classes of their views.
    public static func maxFrameDifference(_ a: UIView, _ b: UIView) -> CGFloat {
        guard type(of: a) == type(of: b), a.subviews.count == b.subviews.count else { return .infinity }
        let own = [a.frame.minX - b.frame.minX, a.frame.minY - b.frame.minY,
                   a.frame.width - b.frame.width, a.frame.height - b.frame.height].map(abs).max()!
        return zip(a.subviews, b.subviews).reduce(own) { max($0, maxFrameDifference($1.0, $1.1)) }
    }
}

// MARK: - The scene in code

/// `SettingsScene` built in code, as a UIKit developer writes it:
/// `loadView` makes the root view, `viewDidLoad` adds the rows and
/// activates their constraints. It sets every property the storyboard sets
/// whose value differs from what the initializers give, so both end in the
/// same state; it does not set the design-time frames the file carries for
/// views that Auto Layout places.
public final class SettingsViewController: UIViewController {
    private typealias Layout = SettingsScene.Layout

    public override func loadView() {
        let root = UIView(frame: CGRect(origin: .zero, size: Layout.screen))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = .systemBackground
        view = root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        setupRows()
    }

    private func setupRows() {
        let safeArea = view.safeAreaLayoutGuide
        var constraints: [NSLayoutConstraint] = []
        var above: UIView?
        for index in 0..<SettingsScene.rowCount {
            let row = makeRow(index, constraints: &constraints)
            view.addSubview(row)
            constraints += [
                row.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
                safeArea.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                row.topAnchor.constraint(equalTo: above?.bottomAnchor ?? safeArea.topAnchor),
            ]
            above = row
        }
        NSLayoutConstraint.activate(constraints)
    }

    private func makeRow(_ index: Int, constraints: inout [NSLayoutConstraint]) -> UIView {
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        row.backgroundColor = .systemBackground

        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        title.contentMode = .left
        title.text = SettingsScene.title(index)
        title.font = .systemFont(ofSize: 17)

        let detail = UILabel()
        detail.translatesAutoresizingMaskIntoConstraints = false
        detail.contentMode = .left
        detail.text = SettingsScene.detail(index)
        detail.font = .preferredFont(forTextStyle: .body)
        detail.adjustsFontForContentSizeCategory = true
        detail.textColor = .secondaryLabel

        let accessory: UIView
        if SettingsScene.hasSwitch(index) {
            let toggle = UISwitch()
            toggle.isOn = SettingsScene.switchIsOn(index)
            toggle.setContentHuggingPriority(UILayoutPriority(Layout.switchHugging), for: .horizontal)
            toggle.setContentHuggingPriority(UILayoutPriority(Layout.switchHugging), for: .vertical)
            accessory = toggle
        } else {
            let button = UIButton(type: .system)
            button.setTitle(SettingsScene.buttonTitle(index), for: .normal)
            accessory = button
        }
        accessory.translatesAutoresizingMaskIntoConstraints = false

        let separator = UIView()
        separator.translatesAutoresizingMaskIntoConstraints = false
        separator.backgroundColor = .separator

        for subview in [title, detail, accessory, separator] { row.addSubview(subview) }

        let height = row.heightAnchor.constraint(equalToConstant: Layout.rowHeight)
        height.priority = UILayoutPriority(Layout.rowHeightPriority)
        constraints += [
            height,
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: Layout.margin),
            title.topAnchor.constraint(equalTo: row.topAnchor, constant: Layout.titleTop),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: Layout.detailSpacing),
            accessory.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            row.trailingAnchor.constraint(equalTo: accessory.trailingAnchor, constant: Layout.margin),
            accessory.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: Layout.accessorySpacing),
            separator.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            separator.bottomAnchor.constraint(equalTo: row.bottomAnchor),
            separator.heightAnchor.constraint(equalToConstant: Layout.separatorHeight),
            SettingsScene.hasHalfSeparator(index)
                ? separator.widthAnchor.constraint(equalTo: row.widthAnchor, multiplier: 1.0 / 2.0)
                : separator.trailingAnchor.constraint(equalTo: row.trailingAnchor),
        ]
        if SettingsScene.limitsDetailToHalf(index) {
            constraints.append(detail.widthAnchor.constraint(lessThanOrEqualTo: row.widthAnchor, multiplier: 1.0 / 2.0))
        }
        return row
    }
}
