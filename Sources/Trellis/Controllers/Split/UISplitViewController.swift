import Foundation

/// Controllers side by side in columns, collapsing into one stack at
/// compact widths, as in UIKit. (Being built for issue 18: this holds the
/// columns; layout and collapsing come next.)
open class UISplitViewController: UIViewController {
    /// The iOS 14 column styles.
    public enum Style: Int, Sendable {
        /// The classic interface, configured through `viewControllers`.
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    /// The columns of the iOS 14 interface.
    public enum Column: Int, Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
        case inspector = 4
    }

    public let style: Style
    private var columnControllers: [Column: UIViewController] = [:]
    private var classicControllers: [UIViewController] = []

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    /// The classic interface's controllers: the primary, then the secondary.
    open var viewControllers: [UIViewController] {
        get { style == .unspecified ? classicControllers : [Column.primary, .supplementary, .secondary].compactMap { columnControllers[$0] } }
        set { classicControllers = newValue }
    }

    /// Puts `vc` in `column` (iOS 14 styles).
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        columnControllers[column] = vc
    }

    /// The controller in `column` (iOS 14 styles).
    open func viewController(for column: Column) -> UIViewController? { columnControllers[column] }

    override var handlesShow: Bool { true }
}
