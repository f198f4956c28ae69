import Foundation

/// Hears about items pushed on and popped off a navigation bar, as in
/// UIKit. Every method is optional (default implementations below).
public protocol UINavigationBarDelegate: NSObjectProtocol {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// The bar at the top of a navigation stack, as in UIKit and drawn as iOS 17
/// draws it: the back button (chevron and the previous title), the top
/// item's title (17 pt semibold) or title view in the middle, its bar
/// button items on each side (17 pt regular in the tint colour), a prompt
/// above, and a large title (34 pt bold) below when large titles are on;
/// the background is the appearance's (the chrome material's tint, drawn
/// as a translucent colour; nothing behind is blurred) with a hairline
/// under it.
///
/// The bar's text keeps its size at every Dynamic Type size, as UIKit's
/// does (its large content viewer shows it enlarged on a long press
/// instead: material-components-ios issue 9758 describes UIKit's bars).
///
/// A navigation controller's bar is sized and given its items by the
/// controller; a bar on its own shows the items set with `setItems` or
/// `pushItem`, at the height `sizeThatFits(_:)` gives.
open class UINavigationBar: UIView {
    // MARK: - Geometry (iOS 17)

    /// The bar's height without a large title or prompt: 44 points on
    /// iPhone (Geoff Hackworth, "iPad Navigation Bar and Toolbar Height
    /// Changes in iOS 12", 2018: "the navigation bar and toolbar are 44
    /// points tall"), 50 on iPad since iOS 12 (same article: "the new iPad
    /// navigation bar and toolbar heights are 6 points taller at 50
    /// points"), 32 on iPhone in a compact height (landscape: the iOS HIG
    /// asks toolbar icons to fit "the thinner bar that appears in landscape
    /// orientation", which developers measure as 44 → 32 points, as quoted
    /// on stackguides.com/questions/5219833; the navigation bar does the same).
    static func standardHeight(for traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return traits.verticalSizeClass == .compact ? 32 : 44
    }

    /// What a large title adds below the bar: 52 points ("iOS 11's large
    /// titles add 52 points to the navigation bar height, giving a total of
    /// 96 points without a status bar", Hackworth 2018).
    static let largeTitleHeight: CGFloat = 52

    /// What a navigation item's search bar adds under the title: 52 points
    /// (an approximation of iOS 13 and later, where the 36-point field sits
    /// in a row as tall as the large title's).
    static let searchBarHeight: CGFloat = 52

    /// What a prompt adds above the bar: 30 points, so a bar with a prompt
    /// is 74 points tall on iPhone. Trellis's figure for UIKit's prompt
    /// bar; no published measurement was found to cite.
    static let promptHeight: CGFloat = 30

    // MARK: - Items

    /// Hears pushes and pops; a navigation controller's bar has the controller as its delegate.
    open weak var delegate: (any UINavigationBarDelegate)?

    private var storedItems: [UINavigationItem] = []

    /// The items, bottom first; the last is shown.
    open var items: [UINavigationItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    /// The item on top: its title and buttons are shown.
    open var topItem: UINavigationItem? { storedItems.last }
    /// The item below the top one: its title makes the back button.
    open var backItem: UINavigationItem? { storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        storedItems = items ?? []
        itemsDidChange()
    }

    /// Pushes `item`, as a navigation controller's push does; asks the delegate first.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        if let delegate, !delegate.navigationBar(self, shouldPush: item) { return }
        storedItems.append(item)
        itemsDidChange()
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item and returns it; asks the delegate first.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard let item = storedItems.last else { return nil }
        if let delegate, !delegate.navigationBar(self, shouldPop: item) { return nil }
        storedItems.removeLast()
        itemsDidChange()
        delegate?.navigationBar(self, didPop: item)
        return item
    }

    // MARK: - Looks

    /// Whether the top item's title may show large (iOS 11). Default false.
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { itemsDidChange() } }
    }

    /// Whether the bar lets what is under it show through. Default true.
    /// False draws the blurring appearances opaque (UIKit's header: "you may
    /// force an opaque background by setting the property to NO", using
    /// `barTintColor` if set), see `UIBarAppearance.opaqueFill(translucent:barTintColor:barStyle:)`.
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// A colour for the background when the appearance sets none (the legacy way).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The legacy style. `.black` draws the material dark in either
    /// interface style (black when not translucent), the titles white
    /// unless their attributes say otherwise, and makes a navigation
    /// controller under this bar ask for a light status bar ("if the
    /// navigation bar style is UIBarStyleBlack, the status bar style will
    /// be UIStatusBarStyleLightContent": iOS 7 UI Transition Guide, as
    /// quoted in gist hujunfeng/6651254). Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// Legacy title attributes; the appearance's win where both set one.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// Legacy large title attributes; the appearance's win where both set one.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { setNeedsLayout() } }
    /// Legacy back indicator; the appearance's `setBackIndicatorImage` wins.
    open var backIndicatorImage: UIImage? { didSet { setNeedsLayout() } }
    open var backIndicatorTransitionMaskImage: UIImage?
    /// Legacy hairline image.
    open var shadowImage: UIImage?

    /// The look in a regular height, scrolled away from the content's edge.
    ///
    /// The four appearances are copied when set (`@NSCopying` in UIKit):
    /// changing an appearance after setting it changes nothing until it is
    /// set again.
    open var standardAppearance: UINavigationBarAppearance {
        didSet { standardAppearance = standardAppearance.copy() as! UINavigationBarAppearance; setNeedsLayout() }
    }
    /// The look in a compact height (iPhone landscape); nil: `standardAppearance`.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance; setNeedsLayout() }
    }
    /// The look while the content is at its top edge; nil: `standardAppearance`
    /// with a transparent background (iOS 15).
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UINavigationBarAppearance; setNeedsLayout() }
    }
    /// The look at the edge in a compact height (iOS 15); nil: `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UINavigationBarAppearance; setNeedsLayout() }
    }

    // MARK: - State the controller sets

    /// Whether the large title shows (set by the navigation controller from
    /// `prefersLargeTitles`, the items' modes and the scroll position).
    var showsLargeTitle = false { didSet { if showsLargeTitle != oldValue { setNeedsLayout() } } }
    /// Whether the content is at its top edge (the scroll-edge look applies).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }
    /// How far the background reaches above the bar (behind the status bar).
    var backgroundExtensionAbove: CGFloat = 0 { didSet { if backgroundExtensionAbove != oldValue { setNeedsLayout() } } }
    /// Called when the back button is tapped (the controller pops).
    var backAction: (() -> Void)?
    /// Called when the items' looks change (the controller lays the bar out again).
    var itemsObserver: (() -> Void)?

    // MARK: - Views

    /// The material: what scrolls under the bar, blurred, and the tint.
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView()
    private let backgroundImageView = UIImageView(image: nil)
    private let hairline = UIView()
    private let titleLabel = UILabel()
    private let largeTitleLabel = UILabel()
    private let promptLabel = UILabel()
    private let backButton = BackButtonView()
    private var leftViews: [BarButtonItemView] = []
    private var rightViews: [BarButtonItemView] = []
    private weak var shownTitleView: UIView?

    public override init(frame: CGRect) {
        standardAppearance = UINavigationBarAppearance(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        standardAppearance = UINavigationBarAppearance(idiom: .phone)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for view in [effectView, colorView, backgroundImageView, hairline] as [UIView] { addSubview(view) }
        addSubview(promptLabel)
        addSubview(largeTitleLabel)
        addSubview(titleLabel)
        addSubview(backButton)
        titleLabel.textAlignment = .center
        promptLabel.textAlignment = .center
        promptLabel.font = UIFont.systemFont(ofSize: 13)
        promptLabel.textColor = .label
    }

    private func itemsDidChange() {
        for item in storedItems { item.addObserver(self) }
        setNeedsLayout()
        itemsObserver?()
    }

    /// One of the items changed (its title, buttons, mode…).
    func itemDidChange(_ item: UINavigationItem) {
        guard storedItems.contains(where: { $0 === item }) else { return }
        setNeedsLayout()
        itemsObserver?()
    }

    // MARK: - Tapping (no touch screen)

    /// Taps the back button, as a person would: the top item's `backAction`
    /// runs if it has one, else the navigation controller pops (a bar on
    /// its own pops its top item). Trellis has no touch
    /// screen, so tests tap through this. Returns whether there was a back
    /// button to tap.
    @discardableResult
    public func simulateBackButtonTap() -> Bool {
        guard backItem != nil, let top = topItem, !top.hidesBackButton else { return false }
        if let custom = top.backAction {
            custom.performWithSender(self)
        } else if let backAction {
            backAction()
        } else {
            popItem(animated: true)
        }
        return true
    }

    /// The title the back button shows after the last layout: the previous
    /// title, "Back", or nil when only the chevron fits (or there is no back button).
    public var backButtonDisplayedTitle: String? { backButton.isHidden ? nil : backButton.shownTitle }

    // MARK: - Appearance in force

    /// The appearance in force for the bar's state, by UIKit's rules: the
    /// top item's appearance for the state, else the bar's; compact falls
    /// back to standard, scroll edge to standard made transparent.
    var effectiveAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = traitCollection.userInterfaceIdiom != .pad && traitCollection.verticalSizeClass == .compact
        let standard = item?.standardAppearance ?? standardAppearance
        let compactLook = item?.compactAppearance ?? compactAppearance ?? standard
        if isAtScrollEdge {
            if compact, let edge = item?.compactScrollEdgeAppearance ?? compactScrollEdgeAppearance { return edge }
            if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
            return (compact ? compactLook : standard).transparentCopy()
        }
        return compact ? compactLook : standard
    }

    // MARK: - Layout

    /// The bar's height for its items and traits: the standard height, plus
    /// the prompt's and the large title's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: contentHeight(large: showsLargeTitle))
    }

    func contentHeight(large: Bool) -> CGFloat {
        var height = Self.standardHeight(for: traitCollection)
        if topItem?.prompt != nil { height += Self.promptHeight }
        if large { height += Self.largeTitleHeight }
        if topItem?.searchController != nil { height += Self.searchBarHeight }
        return height
    }

    /// The side margins of the bar's content: 16 points in a compact width
    /// and 20 in a regular one, as the system minimum margins of a root
    /// view (`UIViewController.systemMinimumLayoutMargins`), plus the safe area.
    private var sideMargins: (leading: CGFloat, trailing: CGFloat) {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return (side + safeAreaInsets.left, side + safeAreaInsets.right)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let appearance = effectiveAppearance
        layoutBackground(appearance, bounds: b)

        let item = topItem
        let standard = Self.standardHeight(for: traitCollection)
        let rowY: CGFloat = item?.prompt != nil ? Self.promptHeight : 0
        let rowHeight = standard
        let margins = sideMargins

        // Prompt.
        promptLabel.isHidden = item?.prompt == nil
        promptLabel.text = item?.prompt
        promptLabel.frame = CGRect(x: margins.leading, y: 0, width: max(0, b.width - margins.leading - margins.trailing), height: Self.promptHeight)

        // Left side: the back button, then (or instead) the left items.
        var leading = margins.leading
        let leftItems = (item?.leftBarButtonItems ?? []).filter { !$0.isHidden }
        let showsBack = backItem != nil && item?.hidesBackButton == false && (leftItems.isEmpty || item?.leftItemsSupplementBackButton == true)
        rightViews = reuse(rightViews, for: (item?.rightBarButtonItems ?? []).filter { !$0.isHidden }, appearance: appearance)
        leftViews = reuse(leftViews, for: showsBack && item?.leftItemsSupplementBackButton != true ? [] : leftItems, appearance: appearance)

        // Right side first: the back button takes what is left.
        var trailing = b.width - margins.trailing
        for view in rightViews {
            let size = view.sizeThatFits(CGSize(width: b.width, height: rowHeight))
            let width = max(size.width, view.item.customView == nil ? 0 : size.width)
            view.frame = CGRect(x: trailing - width, y: rowY, width: width, height: rowHeight)
            trailing -= width + BarButtonItemView.spacing
        }
        trailing += rightViews.isEmpty ? 0 : BarButtonItemView.spacing

        backButton.isHidden = !showsBack
        if showsBack, let back = backItem {
            backButton.chevron.image = backIndicatorImageInForce(appearance)
            backButton.chevron.tintColor = tintColor
            backButton.label.textColor = (appearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor) ?? tintColor
            if let font = appearance.backButtonAppearance.normal.titleTextAttributes[.font] as? UIFont { backButton.label.font = font }
            backButton.candidates = Self.backTitles(for: back)
            // The back title may reach the centred title's leading edge
            // (and never the right items) before it gives way to "Back",
            // then to the chevron alone: the middle stays for the title.
            let titleWidth: CGFloat
            if let titleView = item?.titleView {
                titleWidth = titleView.bounds.width
            } else {
                titleWidth = item?.title.map { measure($0, font: titleFont(appearance)).width } ?? 0
            }
            let room = min(trailing, (b.width - titleWidth) / 2) - safeAreaInsets.left - BarButtonItemView.spacing
            let width = backButton.choose(fitting: max(0, room))
            backButton.frame = CGRect(x: safeAreaInsets.left, y: rowY, width: width, height: rowHeight)
            leading = backButton.frame.maxX + BarButtonItemView.spacing
        }
        for view in leftViews {
            let size = view.sizeThatFits(CGSize(width: b.width, height: rowHeight))
            view.frame = CGRect(x: leading, y: rowY, width: size.width, height: rowHeight)
            leading += size.width + BarButtonItemView.spacing
        }

        layoutTitle(item, appearance: appearance, leading: leading, trailing: trailing, rowY: rowY, rowHeight: rowHeight)
        layoutLargeTitle(item, appearance: appearance, y: rowY + standard, margins: margins)
        layoutSearchBar(item, y: rowY + standard + (showsLargeTitle ? Self.largeTitleHeight : 0), margins: margins)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { mirrorForRightToLeft() }
    }

    /// Right to left, the bar is its left-to-right layout mirrored: the
    /// back button and leading items on the right, the chevron pointing
    /// right ("chevron.backward" is a mirrored symbol), the large title
    /// against the right margin, as UIKit lays bars out.
    private func mirrorForRightToLeft() {
        let width = bounds.width
        for view in subviews where ![effectView, colorView, backgroundImageView, hairline].contains(where: { $0 === view }) {
            var frame = view.frame
            frame.origin.x = width - frame.maxX
            view.frame = frame
        }
        backButton.mirrorForRightToLeft()
        largeTitleLabel.textAlignment = .right
    }

    /// The titles' colour when no attributes give one: the label colour,
    /// white on a `.black` bar.
    private var defaultTitleColor: UIColor { barStyle == .black ? .white : .label }

    private func layoutBackground(_ appearance: UINavigationBarAppearance, bounds b: CGRect) {
        let full = CGRect(x: 0, y: -backgroundExtensionAbove, width: b.width, height: b.height + backgroundExtensionAbove)
        effectView.frame = full
        colorView.frame = full
        backgroundImageView.frame = full
        appearance.showBackground(on: effectView, colorView, translucent: isTranslucent, barTintColor: barTintColor, barStyle: barStyle)
        backgroundImageView.image = appearance.backgroundImage
        backgroundImageView.contentMode = appearance.backgroundImageContentMode
        let scale = max(1, traitCollection.displayScale)
        hairline.frame = CGRect(x: 0, y: b.height, width: b.width, height: 1 / scale)
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil && appearance.shadowImage == nil
    }

    private func backIndicatorImageInForce(_ appearance: UINavigationBarAppearance) -> UIImage {
        let image = appearance.backIndicatorImage
        if image === BarSymbols.backChevron, let legacy = backIndicatorImage { return legacy.withRenderingMode(.alwaysTemplate) }
        return image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
    }

    /// The back button's titles to try for the item below the top one, by
    /// its `backButtonDisplayMode` (UIKit's documentation of the modes:
    /// default tries `backButtonTitle`, then `title`, then a generic title
    /// "Back", then none; generic tries "Back", then none, ignoring `title`
    /// and `backButtonTitle` but not `backBarButtonItem`'s title; minimal
    /// shows the indicator only).
    static func backTitles(for back: UINavigationItem) -> [String?] {
        if let custom = back.backBarButtonItem {
            return [custom.title, nil].reduce(into: [String?]()) { if !$0.contains($1) { $0.append($1) } }
        }
        switch back.backButtonDisplayMode {
        case .minimal:
            return [nil]
        case .generic:
            return ["Back", nil]
        case .default:
            var titles: [String?] = []
            if let title = back.backButtonTitle { titles.append(title.isEmpty ? nil : title) }
            else if let title = back.title, !title.isEmpty { titles.append(title) }
            if !titles.contains("Back") { titles.append("Back") }
            titles.append(nil)
            return titles
        }
    }

    private func titleFont(_ appearance: UINavigationBarAppearance) -> UIFont {
        (appearance.titleTextAttributes[.font] as? UIFont) ?? (titleTextAttributes?[.font] as? UIFont)
            ?? UIFont.systemFont(ofSize: 17, weight: .semibold)
    }

    private func measure(_ text: String, font: UIFont) -> CGSize {
        let probe = UILabel()
        probe.font = font
        probe.text = text
        return probe.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }

    private func layoutTitle(_ item: UINavigationItem?, appearance: UINavigationBarAppearance, leading: CGFloat, trailing: CGFloat, rowY: CGFloat, rowHeight: CGFloat) {
        let b = bounds
        let offset = appearance.titlePositionAdjustment
        if let titleView = item?.titleView {
            titleLabel.isHidden = true
            if shownTitleView !== titleView {
                shownTitleView?.removeFromSuperview()
                addSubview(titleView)
                shownTitleView = titleView
            }
            var size = titleView.bounds.size
            if size == .zero { size = titleView.sizeThatFits(CGSize(width: trailing - leading, height: rowHeight)) }
            let width = min(size.width, max(0, trailing - leading)), height = min(size.height, rowHeight)
            var x = (b.width - width) / 2
            x = min(max(x, leading), trailing - width)
            titleView.frame = CGRect(x: x + offset.horizontal, y: rowY + (rowHeight - height) / 2 + offset.vertical, width: width, height: height)
            return
        }
        shownTitleView?.removeFromSuperview()
        shownTitleView = nil
        let font = titleFont(appearance)
        titleLabel.font = font
        titleLabel.textColor = (appearance.titleTextAttributes[.foregroundColor] as? UIColor)
            ?? (titleTextAttributes?[.foregroundColor] as? UIColor) ?? defaultTitleColor
        titleLabel.text = item?.title
        // Under a large title the small title is hidden until it collapses.
        titleLabel.isHidden = item?.title == nil || showsLargeTitle
        let size = titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: rowHeight))
        let room = max(0, trailing - leading - 2 * BarButtonItemView.spacing)
        let width = min(ceil(size.width), room)
        // Centred on the bar when it fits there, else in the room between the items.
        var x = (b.width - width) / 2
        x = min(max(x, leading + BarButtonItemView.spacing), trailing - BarButtonItemView.spacing - width)
        titleLabel.frame = CGRect(x: x + offset.horizontal, y: rowY + ((rowHeight - size.height) / 2).rounded() + offset.vertical,
                                  width: width, height: size.height)
    }

    private func layoutLargeTitle(_ item: UINavigationItem?, appearance: UINavigationBarAppearance, y: CGFloat, margins: (leading: CGFloat, trailing: CGFloat)) {
        largeTitleLabel.isHidden = !showsLargeTitle || item?.title == nil
        guard showsLargeTitle else { return }
        largeTitleLabel.font = (appearance.largeTitleTextAttributes[.font] as? UIFont) ?? (largeTitleTextAttributes?[.font] as? UIFont)
            ?? UIFont.systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = (appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor)
            ?? (largeTitleTextAttributes?[.foregroundColor] as? UIColor) ?? defaultTitleColor
        largeTitleLabel.text = item?.title
        let width = max(0, bounds.width - margins.leading - margins.trailing)
        let size = largeTitleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.largeTitleHeight))
        // The 34-point line (about 41 points tall) sits at the bottom of the
        // 52-point row, 3 points up: Trellis's estimate of iOS 17's large
        // title, which rests close above the content.
        let height = min(size.height, Self.largeTitleHeight)
        largeTitleLabel.frame = CGRect(x: margins.leading, y: y + Self.largeTitleHeight - height - 3, width: min(ceil(size.width), width), height: height)
    }

    /// Reuses the views already showing `items`, makes the others.
    /// The top item's search bar, in a row under the title (and large
    /// title), its field aligned with the bar's margins; a search bar of an
    /// item no longer on top leaves.
    private func layoutSearchBar(_ item: UINavigationItem?, y: CGFloat, margins: (leading: CGFloat, trailing: CGFloat)) {
        let searchBar = item?.searchController?.searchBar
        for case let shown as UISearchBar in subviews where shown !== searchBar { shown.removeFromSuperview() }
        guard let searchBar else { return }
        if searchBar.superview !== self { addSubview(searchBar) }
        searchBar.horizontalInset = margins.leading
        searchBar.frame = CGRect(x: 0, y: y, width: bounds.width, height: Self.searchBarHeight)
    }

    private func reuse(_ views: [BarButtonItemView], for items: [UIBarButtonItem], appearance: UINavigationBarAppearance) -> [BarButtonItemView] {
        var result: [BarButtonItemView] = []
        for item in items {
            let view = views.first { $0.item === item } ?? BarButtonItemView(item: item)
            if view.superview !== self { addSubview(view) }
            view.refresh(appearance: item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
            result.append(view)
        }
        for old in views where !result.contains(where: { $0 === old }) {
            old.removeFromSuperview()
        }
        return result
    }

    /// The views showing the bar button items, left then right (for tests and inspection).
    var itemViews: [BarButtonItemView] { leftViews + rightViews }
    /// The label showing the title, the large title, the prompt (for tests).
    var titleLabelForTesting: UILabel { titleLabel }
    var largeTitleLabelForTesting: UILabel { largeTitleLabel }
    var promptLabelForTesting: UILabel { promptLabel }
    var backButtonForTesting: BackButtonView { backButton }
    var backgroundViewsForTesting: (effect: UIView, color: UIView, hairline: UIView) { (effectView, colorView, hairline) }
}
