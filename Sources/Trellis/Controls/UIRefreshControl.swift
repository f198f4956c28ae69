import Foundation

/// The spinner a scroll view shows above its content while its content is
/// being refreshed, as in UIKit. Set it as a scroll view's (or a table
/// controller's) `refreshControl`.
///
/// It is not shown unless refreshing: a still frame has no pull in
/// progress. While refreshing, the scroll view's `adjustedContentInset`
/// grows by the control's 60-point height (what UIKit does while the
/// spinner stays visible; the control's frame is 60 points tall, y = -60,
/// in every iOS since 6), so a scroll view resting at its top shows the
/// spinner, and the attributed title under it, above the first row.
///
/// Trellis delivers no pulls: `beginRefreshing()`/`endRefreshing()` work as
/// in UIKit (no actions are sent), and `pullToRefresh()` does what a pull
/// does (begin refreshing, then send `.valueChanged`).
open class UIRefreshControl: UIControl {
    enum Layout {
        /// The control's height (see the type's comment).
        static let height: CGFloat = 60
        /// The title's font: Trellis's reading of iOS 17's (the footnote size).
        static let titleFontSize: CGFloat = 13
        static let titleSpacing: CGFloat = 6
    }

    /// Whether a refresh is in progress.
    open private(set) var isRefreshing = false

    /// The text under the spinner; nil (the default) shows none.
    open var attributedTitle: NSAttributedString? {
        didSet { setNeedsLayout() }
    }

    /// The spinner's and title's colour when set; unset, the spinner is the
    /// system grey, not the inherited tint (UIKit's refresh control is grey
    /// in an app tinted blue).
    open override var tintColor: UIColor! {
        get { explicitTintColor ?? super.tintColor }
        set {
            explicitTintColor = newValue
            super.tintColor = newValue
            setNeedsLayout()
        }
    }
    private var explicitTintColor: UIColor?

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()

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
        isHidden = true
        autoresizingMask = [.flexibleWidth]
        titleLabel.font = .systemFont(ofSize: Layout.titleFontSize)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(spinner)
        addSubview(titleLabel)
    }

    /// Shows the spinner: "Tells the control that a refresh operation was
    /// started programmatically" (UIKit's reference); sends nothing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        refreshingChanged()
    }

    /// Hides the spinner and gives the scroll view its inset back.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        refreshingChanged()
    }

    /// What the user's pull does: begin refreshing and send `.valueChanged`,
    /// the event apps refresh on. Nothing while already refreshing or disabled.
    public func pullToRefresh() {
        guard isEnabled, !isRefreshing else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// How much the control adds to its scroll view's top inset.
    var insetWhileRefreshing: CGFloat { isRefreshing ? Layout.height : 0 }

    private func refreshingChanged() {
        isHidden = !isRefreshing
        if isRefreshing { spinner.startAnimating() } else { spinner.stopAnimating() }
        (superview as? UIScrollView)?.refreshControlChanged()
        setNeedsLayout()
    }

    /// Places the control above the scroll view's content, as wide as the
    /// scroll view.
    func placeAboveContent(of scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -Layout.height, width: scrollView.bounds.width, height: Layout.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.color = explicitTintColor ?? .secondaryLabel
        let spinnerSize = UIActivityIndicatorView.size(of: .medium)
        titleLabel.attributedText = attributedTitle
        titleLabel.isHidden = attributedTitle == nil
        let titleHeight = attributedTitle == nil ? 0 : titleLabel.intrinsicContentSize.height + Layout.titleSpacing
        let top = ((bounds.height - spinnerSize.height - titleHeight) / 2).rounded()
        spinner.frame = CGRect(x: ((bounds.width - spinnerSize.width) / 2).rounded(), y: top,
                               width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 0, y: spinner.frame.maxY + Layout.titleSpacing, width: bounds.width,
                                  height: max(0, titleHeight - Layout.titleSpacing))
    }
}
