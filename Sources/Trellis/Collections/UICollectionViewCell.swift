import Foundation

/// An item of a collection view, as in UIKit: a `contentView` for the
/// item's content over an optional `backgroundView` (and
/// `selectedBackgroundView` while selected or highlighted), or, from iOS
/// 14, a content configuration and a background configuration that follow
/// the cell's state.
///
/// Unlike a table cell a collection view cell has no background color and
/// no margins of its own: its content view fills it.
open class UICollectionViewCell: UICollectionReusableView {
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Where the cell's content goes. A content configuration's view takes
    /// its place (UIKit: the configuration's view "becomes the cell's
    /// contentView").
    open private(set) var contentView = UIView()

    open var isSelected = false {
        didSet { if isSelected != oldValue { stateDidChange() } }
    }

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet { replace(oldValue, with: backgroundView, below: selectedBackgroundView ?? contentView) }
    }

    /// A view shown over `backgroundView` while the cell is selected or
    /// highlighted.
    open var selectedBackgroundView: UIView? {
        didSet {
            replace(oldValue, with: selectedBackgroundView, below: contentView)
            selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    override var sizingView: UIView { contentView }

    override func prepareForSizing() {
        layOutOwnSubviews()
        super.prepareForSizing()
    }

    // MARK: - Configurations (iOS 14)

    /// What the cell shows, as a configuration: its view replaces the
    /// content view (or, if the current one `supports(_:)` it, is given it).
    /// nil puts an empty content view back.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { applyContentConfiguration(state: configurationState) }
    }

    /// Whether the content configuration is updated for each new state
    /// with `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { applyContentConfiguration(state: configurationState) }
    }

    /// The background, as a configuration; it replaces `backgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { applyBackgroundConfiguration(state: configurationState) }
    }

    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { applyBackgroundConfiguration(state: configurationState) }
    }

    /// Called with the cell and its state whenever its configuration is
    /// updated (iOS 15), after `updateConfiguration(using:)`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's state for configurations: its traits, selection and highlight.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Asks for `updateConfiguration(using:)` with the current state; it
    /// runs at once (there is no run loop pass to wait for).
    open func setNeedsUpdateConfiguration() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    /// Updates the configurations for `state`; override to change them
    /// with the state (call super to keep the automatic updates).
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration { applyContentConfiguration(state: state) }
        if automaticallyUpdatesBackgroundConfiguration { applyBackgroundConfiguration(state: state) }
    }

    private func stateDidChange() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        setNeedsUpdateConfiguration()
    }

    private var backgroundConfigurationView: UIView?

    private func applyContentConfiguration(state: UICellConfigurationState) {
        guard var configuration = contentConfiguration else {
            if contentView is UIContentView { replaceContentView(with: UIView()) }
            return
        }
        if automaticallyUpdatesContentConfiguration { configuration = configuration.updated(for: state) }
        if let view = contentView as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            replaceContentView(with: configuration.makeContentView())
        }
    }

    private func replaceContentView(with view: UIView) {
        let old = contentView
        let index = subviews.firstIndex { $0 === old } ?? subviews.count
        old.removeFromSuperview()
        contentView = view
        view.translatesAutoresizingMaskIntoConstraints = true
        insertSubview(view, at: min(index, subviews.count))
        view.frame = bounds
        setNeedsLayout()
    }

    private func applyBackgroundConfiguration(state: UICellConfigurationState) {
        guard var configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        if automaticallyUpdatesBackgroundConfiguration { configuration = configuration.updated(for: state) }
        backgroundConfigurationView = configuration.show(in: self, reusing: backgroundConfigurationView)
        backgroundInsets = configuration.backgroundInsets
        setNeedsLayout()
    }

    private var backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    private func replace(_ old: UIView?, with new: UIView?, below anchor: UIView) {
        guard old !== new else { return }
        if old?.superview === self { old?.removeFromSuperview() }
        guard let new else { return }
        new.translatesAutoresizingMaskIntoConstraints = true
        new.frame = bounds
        if anchor.superview === self { insertSubview(new, belowSubview: anchor) } else { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutOwnSubviews()
    }

    /// Where the content view goes: the whole cell (a list cell leaves its
    /// accessories room).
    var contentViewFrame: CGRect { bounds }

    /// The content, background and selected background views' frames for
    /// the cell's bounds (what `layoutSubviews` does, and what measuring
    /// needs first).
    func layOutOwnSubviews() {
        let content = contentViewFrame
        if contentView.frame != content {
            contentView.frame = content
            contentView.setNeedsLayout()
        }
        for view in [backgroundView, selectedBackgroundView].compactMap({ $0 }) where view.frame != bounds { view.frame = bounds }
        backgroundConfigurationView?.frame = UIBackgroundConfiguration.frame(in: bounds, insets: backgroundInsets,
                                                                             rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
