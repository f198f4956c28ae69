import Foundation

extension IndexPath {
    /// A table view's index path, as UIKit adds to Foundation.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A collection view's index path.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(row: row, section: newValue) }
    }

    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(row: newValue, section: section) }
    }

    public var item: Int {
        get { row }
        set { row = newValue }
    }
}

/// A row of a table view, as in UIKit: a `contentView` for custom content,
/// and for the built-in styles a `textLabel`, `detailTextLabel` and
/// `imageView` placed with constraints inside it, so a built-in cell sizes
/// itself like a custom one.
///
/// The content view's margins are 11 points above and below and 16 at the
/// sides; a built-in style cell is at least 44 points tall, as in UIKit.
/// An accessory (disclosure indicator, checkmark) takes room at the
/// trailing edge, and the content view is that much narrower.
open class UITableViewCell: UIView {
    /// Drawn in its layer between the background and the subviews (see the +Drawing file).
    override func drawIntrinsicContent(in ctx: CGContext) { drawCellDecorations(in: ctx) }

    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine, singleLineEtched
    }

    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    /// The minimum height of a built-in style cell.
    public static let minimumBuiltInHeight: CGFloat = 44
    /// The width an accessory takes at the trailing edge.
    static let accessoryWidth: CGFloat = 38
    /// The space between an accessory view and the trailing edge: the
    /// cell's 16-point side margin.
    static let accessoryViewMargin: CGFloat = 16

    public let style: CellStyle
    public private(set) var reuseIdentifier: String?
    /// Where the cell's content goes. A content configuration's view takes
    /// its place (as in UIKit, the cell "makes that its own contentView").
    public private(set) var contentView = UIView()

    open var accessoryType: AccessoryType = .none {
        didSet { if accessoryType != oldValue { setNeedsLayout() } }
    }

    /// A view shown at the trailing edge instead of `accessoryType`'s
    /// symbol (a switch, say), as in UIKit: at its own frame's size, 16
    /// points from the trailing edge (the cell's side margin), centered
    /// vertically; the content view ends where it begins.
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }

    open var selectionStyle: SelectionStyle = .default
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { separatorInsetWasSet = true }
    }
    private var separatorInsetWasSet = false
    /// The content's leading margin while the table's
    /// `cellLayoutMarginsFollowReadableWidth` widens it: the separator
    /// starts there too, as UIKit's automatic separator insets come from the
    /// margins and follow the readable width (`UITableView.SeparatorInsetReference.fromAutomaticInsets`:
    /// "these insets may be modified by … cellLayoutMarginsFollowReadableWidth").
    var readableSeparatorLeading: CGFloat?

    /// Where the separator is drawn: `separatorInset` if the app set it;
    /// otherwise, under a list content view with an image, from its text's
    /// leading edge, as iOS indents separators past a row's image to its text.
    package var drawnSeparatorInset: UIEdgeInsets {
        if !separatorInsetWasSet, let leading = readableSeparatorLeading {
            var inset = separatorInset
            if effectiveUserInterfaceLayoutDirection == .rightToLeft { inset.right = leading } else { inset.left = leading }
            return inset
        }
        guard !separatorInsetWasSet, let list = contentView as? UIListContentView,
              let textMinX = list.leadingTextEdgeIfIndented else { return separatorInset }
        var inset = separatorInset
        let x = contentView.frame.minX + textMinX
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            inset.right = bounds.width - x
        } else {
            inset.left = x
        }
        return inset
    }
    /// Settable, as in UIKit: setting it calls `setSelected(_:animated:)`
    /// without animation, so an override of either sees every change.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedState = false
    private var highlightedState = false
    /// Whether the table draws a separator under this cell (set by the table).
    public internal(set) var showsSeparator = false
    /// The separator's color (set by the table).
    public internal(set) var separatorColor: UIColor = .separator

    private var builtInTextLabel: UILabel?
    private var builtInDetailLabel: UILabel?
    private var builtInImageView: UIImageView?

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpContentView()
    }

    /// What every cell has however it is made: UIKit's 320×44 default, the
    /// background, and the content view with its margins.
    private func setUpContentView() {
        frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        setDefaultBackground(.systemBackground)
        contentView.frame = bounds
        contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell as a storyboard's loader makes one of a custom class (UIKit
    /// makes prototype cells with `init(coder:)`): the content view is set
    /// up as `init(style:reuseIdentifier:)` sets it up, then the loader
    /// configures the cell from the file.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUpContentView()
    }

    /// Called before the table hands the cell out again; reset per-row state here.
    open func prepareForReuse() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selectedState != selected else { return }
        selectedState = selected
        setNeedsUpdateConfiguration()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlightedState != highlighted else { return }
        highlightedState = highlighted
        setNeedsUpdateConfiguration()
    }

    // MARK: - Configurations (iOS 14)

    /// What the cell shows, as a configuration: its view replaces the
    /// content view (or, if the current one `supports(_:)` it, is given
    /// it). The built-in `textLabel`, `detailTextLabel` and `imageView` are
    /// not shown while a configuration is set. nil puts an empty content
    /// view back.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }

    /// Whether the content configuration is updated for each new state
    /// (selected, highlighted, traits) with `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { applyContentConfiguration() }
    }

    /// The background, as a configuration; setting one replaces
    /// `backgroundColor`, as in UIKit.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil { backgroundColor = nil }
            applyBackgroundConfiguration()
        }
    }

    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { applyBackgroundConfiguration() }
    }

    /// Called with the cell and its state whenever its configuration is
    /// updated (iOS 15), after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    /// A list content configuration in the style of the cell's style:
    /// `valueCell()` for `.value1` and `.value2`, `subtitleCell()` for
    /// `.subtitle`, `cell()` otherwise.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// The cell's state for configurations: its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state; the
    /// cell's configurations are updated at once (there is no run loop
    /// pass to wait for).
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Updates the configurations for `state`; override to change them
    /// with the state (call super to keep the automatic updates).
    open func updateConfiguration(using state: UICellConfigurationState) {
        applyContentConfiguration(state: state)
        applyBackgroundConfiguration(state: state)
    }

    private var backgroundConfigurationView: UIView?

    /// Whether the background is still the default one, which follows the
    /// table's style; set by the app, or replaced by a background
    /// configuration, it is the app's.
    private var hasDefaultBackground = true
    private var isSettingDefaultBackground = false

    open override var backgroundColor: UIColor? {
        didSet { if !isSettingDefaultBackground { hasDefaultBackground = false } }
    }

    private func setDefaultBackground(_ color: UIColor) {
        isSettingDefaultBackground = true
        backgroundColor = color
        isSettingDefaultBackground = false
    }

    /// A row of a grouped or inset-grouped table stands on the secondary
    /// grouped background, "the color for content layered on top of the
    /// main background of your grouped interface … including table views"
    /// (developer.apple.com/documentation/uikit/uicolor/secondarysystemgroupedbackground);
    /// a plain table's on the system background. The table calls this as
    /// it places the cell; a color the app set is kept.
    func adoptDefaultBackground(for style: UITableView.Style) {
        guard hasDefaultBackground, backgroundConfiguration == nil else { return }
        let color: UIColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        if backgroundColor !== color { setDefaultBackground(color) }
    }

    private func applyContentConfiguration(state: UICellConfigurationState? = nil) {
        guard var configuration = contentConfiguration else {
            if contentView is UIContentView { replaceContentView(with: UIView()) }
            return
        }
        if automaticallyUpdatesContentConfiguration { configuration = configuration.updated(for: state ?? configurationState) }
        if let view = contentView as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            replaceContentView(with: configuration.makeContentView())
        }
    }

    private func replaceContentView(with view: UIView) {
        let old = contentView
        old.removeFromSuperview()
        contentView = view
        view.translatesAutoresizingMaskIntoConstraints = true
        insertSubview(view, at: backgroundConfigurationView == nil ? 0 : 1)
        view.frame = old.frame
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration(state: UICellConfigurationState? = nil) {
        guard var configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        if automaticallyUpdatesBackgroundConfiguration { configuration = configuration.updated(for: state ?? configurationState) }
        backgroundConfigurationView = configuration.show(in: self, reusing: backgroundConfigurationView)
        backgroundInsets = configuration.backgroundInsets
        setNeedsLayout()
    }

    private var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    package func setReuseIdentifier(_ identifier: String?) { reuseIdentifier = identifier }

    // MARK: - Built-in content

    /// The main label of a built-in style; created on first use.
    open var textLabel: UILabel? {
        if builtInTextLabel == nil { builtInTextLabel = makeBuiltInContent().text }
        return builtInTextLabel
    }

    /// The secondary label (`.value1`, `.value2`, `.subtitle`); nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if builtInDetailLabel == nil { _ = makeBuiltInContent() }
        return builtInDetailLabel
    }

    open var imageView: UIImageView? {
        if builtInImageView == nil { _ = makeBuiltInContent() }
        return builtInImageView
    }

    /// Makes the labels and image view of the built-in style, with the
    /// constraints that place them in the content view's margins.
    private func makeBuiltInContent() -> (text: UILabel, detail: UILabel?) {
        if let builtInTextLabel { return (builtInTextLabel, builtInDetailLabel) }
        let text = UILabel(), image = UIImageView()
        text.font = .preferredFont(forTextStyle: .body)
        let detail: UILabel? = style == .default ? nil : UILabel()
        switch style {
        case .subtitle:
            detail?.font = .preferredFont(forTextStyle: .subheadline)
            detail?.textColor = .secondaryLabel
        case .value1:
            detail?.font = .preferredFont(forTextStyle: .body)
            detail?.textColor = .secondaryLabel
        case .value2:
            text.font = .preferredFont(forTextStyle: .footnote)
            text.textColor = .tintColorForValue2
            detail?.font = .preferredFont(forTextStyle: .footnote)
        case .default:
            break
        }
        // The built-in styles follow the user's text size, as UIKit's do.
        for label in [text, detail].compactMap({ $0 }) { label.adjustsFontForContentSizeCategory = true }
        for view in [text, detail, image].compactMap({ $0 }) as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        builtInTextLabel = text
        builtInDetailLabel = detail
        builtInImageView = image
        let margins = contentView.layoutMarginsGuide
        var constraints = [
            image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            image.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
        ]
        // The 44-point minimum is what a self-sizing row measures to; a
        // fixed `rowHeight` below it wins, with no conflict, as in UIKit.
        let minimumHeight = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: Self.minimumBuiltInHeight)
        minimumHeight.priority = .required - 1
        constraints.append(minimumHeight)
        // Without an image the image view shrinks to nothing.
        for collapse in [image.widthAnchor.constraint(equalToConstant: 0), image.heightAnchor.constraint(equalToConstant: 0)] {
            collapse.priority = UILayoutPriority(200)
            constraints.append(collapse)
        }
        // The label starts after the image, 16 points on, when there is one.
        let textLeading = text.leadingAnchor.constraint(equalTo: image.trailingAnchor)
        imageSpacing = textLeading
        constraints.append(textLeading)
        switch (style, detail) {
        case (.subtitle, let detail?):
            constraints += [
                text.topAnchor.constraint(equalTo: margins.topAnchor),
                text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.topAnchor.constraint(equalTo: text.bottomAnchor),
                detail.leadingAnchor.constraint(equalTo: text.leadingAnchor),
                detail.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                detail.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ]
        case (_, let detail?):
            detail.textAlignment = style == .value1 ? .right : .natural
            constraints += [
                text.topAnchor.constraint(equalTo: margins.topAnchor),
                text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                detail.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
                detail.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                detail.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8),
            ]
            if style == .value2 {
                constraints.append(text.widthAnchor.constraint(equalToConstant: 67))
            }
        default:
            constraints += [
                text.topAnchor.constraint(equalTo: margins.topAnchor),
                text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                text.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            ]
        }
        NSLayoutConstraint.activate(constraints)
        return (text, detail)
    }

    private var imageSpacing: NSLayoutConstraint?

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutContentView()
        imageSpacing?.constant = builtInImageView?.image == nil ? 0 : 16
    }

    /// Gives the content view its frame for the cell's bounds (the table
    /// also calls this before measuring, so the content view's safe area
    /// and margins are those of the cell's place).
    func layOutContentView() {
        backgroundConfigurationView?.frame = UIBackgroundConfiguration.frame(in: bounds, insets: backgroundInsets,
                                                                             rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let accessory = accessoryRoom
        if let accessoryView {
            let size = accessoryView.frame.size
            let x = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? Self.accessoryViewMargin : bounds.width - Self.accessoryViewMargin - size.width
            accessoryView.frame = CGRect(x: x, y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft && accessoryView != nil ? accessory : 0
        let frame = CGRect(x: x, y: 0, width: max(0, bounds.width - accessory), height: bounds.height)
        if contentView.frame != frame { contentView.frame = frame }
    }

    /// The width the accessory takes from the content view: an accessory
    /// view's width and its margin, else the symbol's fixed width.
    private var accessoryRoom: CGFloat {
        if let accessoryView { return accessoryView.frame.width + Self.accessoryViewMargin }
        return accessoryType == .none ? 0 : Self.accessoryWidth
    }

    /// The height the cell needs at `width`: its content view's fitting
    /// height with the width held (what self-sizing rows use).
    open func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        let accessory = accessoryRoom
        imageSpacing?.constant = builtInImageView?.image == nil ? 0 : 16
        (contentView as? UIListContentView)?.adaptArrangement(toWidth: max(0, width - accessory))
        let size = contentView.systemLayoutSizeFitting(CGSize(width: max(0, width - accessory), height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel)
        return size.height
    }
}

private extension UIColor {
    /// `.value2` cells show their title in the tint (system blue).
    static var tintColorForValue2: UIColor { .systemBlue }
}
