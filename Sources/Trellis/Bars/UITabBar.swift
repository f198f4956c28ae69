import Foundation

/// Hears what happens to a tab bar, as in UIKit. Methods with a default
/// here are optional there. A tab bar controller is the delegate of its
/// own bar; give the controller a `UITabBarControllerDelegate` instead.
public protocol UITabBarDelegate: NSObjectProtocol {
    /// The user selected `item` (here: `simulateTap(on:)`); not called when code sets `selectedItem`.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    /// Customizing (the More screen's Edit sheet): Trellis has no touches to
    /// drag items with, so customizing begins and ends only in code.
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// The bar of tabs at the bottom of the screen, as iOS 17 draws it: a
/// translucent background with a hairline on top, and the items, stacked
/// (image above title) on an iPhone held upright, inline (image beside
/// title) on an iPhone held sideways and on an iPad at a regular width.
///
/// Built out of plain views (a visual effect view for the material, a
/// background colour, a hairline, one view per item with an image view, a
/// label and a badge) so the renderer draws it without knowing it: what
/// scrolls under the bar shows blurred, as in UIKit.
open class UITabBar: UIView {
    /// How items share the bar's width, with UIKit's raw values.
    public enum ItemPositioning: Int, Sendable {
        /// Centred at a regular width, filling at a compact one (UIKit's rule).
        case automatic = 0
        /// Each item gets an equal share of the width.
        case fill = 1
        /// Items keep their width and sit together in the middle.
        case centered = 2
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(effectView)
        addSubview(backgroundView)
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(effectView)
        addSubview(backgroundView)
        addSubview(hairline)
    }

    // MARK: - Items

    /// Told when the user selects an item. A tab bar controller's own bar
    /// keeps the controller as its delegate: changing it is reported and
    /// ignored, as UIKit refuses it ("Changing the delegate of a tab bar
    /// managed by a tab bar controller is not allowed.").
    open weak var delegate: (any UITabBarDelegate)? {
        get { managingController ?? storedDelegate }
        set {
            if managingController != nil {
                LayoutDiagnostics.report(.invalidOperation, "Changing the delegate of a tab bar managed by a tab bar controller is not allowed. The delegate is unchanged.")
                return
            }
            storedDelegate = newValue
        }
    }

    private weak var storedDelegate: (any UITabBarDelegate)?

    /// The controller whose bar this is: it sets the items itself.
    weak var managingController: UITabBarController?

    /// The items, leading first. A tab bar controller's bar shows its
    /// controllers' items; setting them directly is reported and ignored,
    /// as UIKit refuses it.
    open var items: [UITabBarItem]? {
        get { storedItems }
        set { setItems(newValue, animated: false) }
    }

    private var storedItems: [UITabBarItem]?

    /// Sets the items (nothing is animated here). The selected item stays
    /// selected if it is among them; otherwise nothing is selected.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        if managingController != nil {
            LayoutDiagnostics.report(.invalidOperation, "Directly modifying a tab bar managed by a tab bar controller is not allowed. The items are unchanged.")
            return
        }
        replaceItems(items)
    }

    /// Sets the items without the check: the managing controller's way in.
    func replaceItems(_ items: [UITabBarItem]?) {
        for item in storedItems ?? [] where item.owningBar === self { item.owningBar = nil }
        storedItems = items
        for item in items ?? [] { item.owningBar = self }
        if let selected = storedSelectedItem, !(items ?? []).contains(where: { $0 === selected }) { storedSelectedItem = nil }
        for view in itemViews { view.removeFromSuperview() }
        itemViews = (items ?? []).map { _ in TabBarItemView() }
        for view in itemViews { addSubview(view) }
        setNeedsLayout()
    }

    /// The highlighted item; nil for none. Setting an item that is not in
    /// `items` is ignored. Setting it does not tell the delegate.
    open weak var selectedItem: UITabBarItem? {
        get { storedSelectedItem }
        set {
            guard newValue == nil || (storedItems ?? []).contains(where: { $0 === newValue }) else { return }
            storedSelectedItem = newValue
            setNeedsLayout()
        }
    }

    private weak var storedSelectedItem: UITabBarItem?

    /// Selects `item` as a tap would: Trellis has no touch screen, so tests
    /// and previews tap through this. In a tab bar controller's bar the
    /// controller decides (its delegate may refuse); otherwise the bar
    /// selects the item and tells its delegate. A disabled item, or one not
    /// in the bar, does nothing. Returns whether the item was selected.
    @discardableResult
    open func simulateTap(on item: UITabBarItem) -> Bool {
        guard item.isEnabled, (storedItems ?? []).contains(where: { $0 === item }) else { return false }
        if let controller = managingController { return controller.tabBarDidTap(item) }
        storedSelectedItem = item
        setNeedsLayout()
        storedDelegate?.tabBar(self, didSelect: item)
        return true
    }

    // MARK: - Customizing

    private var customizingItems: [UITabBarItem]?

    /// Starts customizing (the More screen's Edit sheet); the delegate hears
    /// of it. Trellis has no sheet to drag items on: only the calls happen.
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        delegate?.tabBar(self, willBeginCustomizing: items)
        customizingItems = items
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customizing; returns whether it was under way.
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        guard let items = customizingItems else { return false }
        delegate?.tabBar(self, willEndCustomizing: items, changed: false)
        customizingItems = nil
        delegate?.tabBar(self, didEndCustomizing: items, changed: false)
        return true
    }

    /// Whether customizing is under way.
    open var isCustomizing: Bool { customizingItems != nil }

    // MARK: - Appearance

    /// The selected item's colour (UIView's `tintColor`, inherited when not set).
    open override var tintColor: UIColor! {
        didSet { setNeedsLayout() }
    }

    /// The colour of unselected items; nil: system gray.
    open var unselectedItemTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The bar's background colour (before iOS 13's appearances); applies to
    /// the standard appearance only, so since iOS 15 not at the scroll edge.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// Whether the background lets the content show through. Default true.
    open var isTranslucent: Bool = true { didSet { setNeedsLayout() } }
    /// The bar's style (legacy): `.black` makes the default background dark.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// An image over the background (legacy); nil: none.
    open var backgroundImage: UIImage? { didSet { setNeedsLayout() } }
    /// An image in place of the hairline (legacy); nil: the hairline.
    open var shadowImage: UIImage? { didSet { setNeedsLayout() } }
    /// An image behind the selected item (legacy); nil: none.
    open var selectionIndicatorImage: UIImage? { didSet { setNeedsLayout() } }

    /// How the bar looks while the content is scrolled away from its bottom
    /// edge (and always before iOS 15). Copied when set, as in UIKit.
    open var standardAppearance: UITabBarAppearance = UITabBarAppearance(idiom: .unspecified) {
        didSet {
            standardAppearance = standardAppearance.copy() as! UITabBarAppearance
            setNeedsLayout()
        }
    }

    /// How the bar looks while the content is at its bottom edge (or does
    /// not scroll); nil: the standard appearance with a transparent
    /// background, iOS 15's default. Copied when set.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UITabBarAppearance
            setNeedsLayout()
        }
    }

    /// How items share the width (legacy; `stackedItemPositioning` of the
    /// appearance wins when it is not `.automatic`). Default `.automatic`.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of centred items; 0: the system's.
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The space between centred items; 0: the system's.
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }

    /// Whether the content behind the bar is at its bottom edge, so the
    /// scroll-edge appearance applies; the tab bar controller keeps it.
    var isAtScrollEdge = false {
        didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } }
    }

    /// The appearance in effect now: the standard one with the legacy
    /// properties over it, or at the scroll edge the scroll-edge one (or
    /// the standard one made transparent), as iOS 15 and later choose.
    /// The selected item's own appearances (iOS 13 and 15) win over the bar's.
    var effectiveAppearance: UITabBarAppearance {
        let standard = storedSelectedItem?.standardAppearance ?? standardAppearance
        if isAtScrollEdge {
            if let edge = storedSelectedItem?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
            let transparent = standard.copy() as! UITabBarAppearance
            transparent.configureWithTransparentBackground()
            return transparent
        }
        let appearance = standard.copy() as! UITabBarAppearance
        if let barTintColor, appearance.backgroundColor == nil { appearance.backgroundColor = barTintColor }
        // `barTintColor` is in the background colour already.
        if let opaque = appearance.opaqueFill(translucent: isTranslucent, barTintColor: nil, barStyle: barStyle) {
            appearance.backgroundEffect = nil
            appearance.backgroundColor = opaque
        }
        if let backgroundImage, appearance.backgroundImage == nil { appearance.backgroundImage = backgroundImage }
        if let shadowImage, appearance.shadowImage == nil { appearance.shadowImage = shadowImage }
        if let selectionIndicatorImage, appearance.selectionIndicatorImage == nil { appearance.selectionIndicatorImage = selectionIndicatorImage }
        return appearance
    }

    // MARK: - Geometry

    /// The layout the items take in these traits: inline on an iPad at a
    /// regular width, compact inline on an iPhone held sideways (compact
    /// height), stacked otherwise (iOS 13's `UITabBarItemAppearance.Style`
    /// documentation: inline "suitable for use in regular-width
    /// environments", compact inline for compact ones).
    static func itemStyle(for traits: UITraitCollection) -> UITabBarItemAppearance.Style {
        if traits.userInterfaceIdiom == .pad { return traits.horizontalSizeClass == .compact ? .stacked : .inline }
        return traits.verticalSizeClass == .compact ? .compactInline : .stacked
    }

    /// The height of the bar above the bottom safe area.
    ///
    /// - iPhone held upright: 49 points, UIKit's tab bar height since iOS 7
    ///   (Apple HIG, "Tab bars", iOS 7–12 editions; with the home indicator
    ///   the bar is 49 + 34 = 83 points on Face ID iPhones).
    /// - iPhone held sideways (compact height): 32 points, the compact bar
    ///   height UIKit's bars take in landscape since iOS 11 (the compact
    ///   navigation bar and toolbar are 32 points too).
    /// - iPad: 50 points since iOS 12 (Geoff Hackworth, "iPad Navigation Bar
    ///   and Toolbar Height Changes in iOS 12", hacknicity.medium.com, 2018:
    ///   iPad bars grew from 44/49 to 50 points), then the 20-point home
    ///   indicator area on iPads without a home button.
    static func contentHeight(for traits: UITraitCollection) -> CGFloat {
        if traits.userInterfaceIdiom == .pad { return 50 }
        return traits.verticalSizeClass == .compact ? 32 : 49
    }

    /// The bar's height for its traits plus its bottom safe-area inset.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.contentHeight(for: traitCollection) + safeAreaInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UITabBar.contentHeight(for: traitCollection) + safeAreaInsets.bottom)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Views

    /// The material behind the items, over the whole bar: what is under
    /// the bar, blurred, and the material's tint.
    let effectView = UIVisualEffectView(effect: nil)
    /// The appearance's background colour, over the material.
    let backgroundView = UIView()
    /// The hairline along the top edge.
    let hairline = UIView()
    /// One view per item, in the items' order.
    private(set) var itemViews: [TabBarItemView] = []

    /// The view showing `item`, for tests and the controller.
    func itemView(for item: UITabBarItem) -> TabBarItemView? {
        guard let index = (storedItems ?? []).firstIndex(where: { $0 === item }) else { return nil }
        return itemViews[index]
    }

    /// An item's properties changed: draw it again.
    func itemDidChange() { setNeedsLayout() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The bar is laid out after the content under it (a table sizes its
        // content in its own layout), so this is where the edge is known.
        if let controller = managingController { isAtScrollEdge = controller.contentIsAtBottomEdge() }
        let appearance = effectiveAppearance
        layoutBackground(appearance)
        layoutItems(appearance)
    }

    private func layoutBackground(_ appearance: UITabBarAppearance) {
        effectView.frame = bounds
        backgroundView.frame = bounds
        // Opaque and `barTintColor` are in the effective appearance already.
        appearance.showBackground(on: effectView, backgroundView, translucent: true, barTintColor: nil, barStyle: barStyle)
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        let shadow = appearance.shadowColor
        hairline.isHidden = shadow == nil || appearance.shadowImage != nil
        hairline.backgroundColor = shadow
        // Above the bar's top edge, one pixel tall, as UIKit draws a tab bar's shadow.
        hairline.frame = CGRect(x: 0, y: -1 / scale, width: bounds.width, height: 1 / scale)
    }

    private func layoutItems(_ appearance: UITabBarAppearance) {
        let items = storedItems ?? []
        guard !items.isEmpty, itemViews.count == items.count else { return }
        let traits = traitCollection
        let style = UITabBar.itemStyle(for: traits)
        let itemAppearance = appearance.itemAppearance(for: style)
        let safe = safeAreaInsets
        let area = CGRect(x: safe.left, y: 0, width: max(0, bounds.width - safe.left - safe.right),
                          height: UITabBar.contentHeight(for: traits))
        let selectedTint = tintColor ?? UIView.defaultTintColor
        for (index, item) in items.enumerated() {
            let isSelected = item === storedSelectedItem
            let state = itemAppearance.state(selected: isSelected, enabled: item.isEnabled)
            let view = itemViews[index]
            view.configure(item: item, style: style, state: state, isSelected: isSelected,
                           selectedColor: selectedTint, unselectedColor: unselectedItemTintColor,
                           indicator: appearance.selectionIndicatorImage, indicatorTint: appearance.selectionIndicatorTintColor)
        }
        var frames = itemFrames(in: area, style: style, appearance: appearance)
        // Right-to-left languages put the first tab on the right.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        for (view, frame) in zip(itemViews, frames) {
            view.frame = frame
            view.setNeedsLayout()
        }
    }

    /// The item slots: an equal share of the width each (fill), or the
    /// items' widths side by side in the middle (centred).
    private func itemFrames(in area: CGRect, style: UITabBarItemAppearance.Style, appearance: UITabBarAppearance) -> [CGRect] {
        let count = itemViews.count
        var positioning = appearance.stackedItemPositioning != .automatic ? appearance.stackedItemPositioning : itemPositioning
        if positioning == .automatic { positioning = traitCollection.horizontalSizeClass == .regular ? .centered : .fill }
        // An equal share each, rounded, and none past the bar's end:
        // rounding 107.5 (430 points in four) put the last slot's end at
        // 431, a point past the bar (found by the snapshot matrix's layout
        // checks on an iPhone 15 Pro Max), so the last slot ends at the bar.
        let fill = {
            let width = area.width / CGFloat(count)
            return (0..<count).map { index in
                let x = (area.minX + CGFloat(index) * width).rounded()
                return CGRect(x: x, y: area.minY, width: min(width.rounded(), area.maxX.rounded() - x), height: area.height)
            }
        }
        if positioning == .fill { return fill() }
        let fixedWidth = appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : itemWidth
        let fixedSpacing = appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : itemSpacing
        let spacing = fixedSpacing > 0 ? fixedSpacing : Layout.centeredItemSpacing
        let widths = itemViews.map { fixedWidth > 0 ? fixedWidth : max(Layout.centeredItemMinimumWidth, $0.fittingWidth(style: style)) }
        let total = widths.reduce(0, +) + spacing * CGFloat(count - 1)
        // Too wide to centre: share the width instead.
        if total > area.width { return fill() }
        var x = area.minX + ((area.width - total) / 2).rounded()
        return widths.map { width in
            defer { x += width + spacing }
            return CGRect(x: x.rounded(), y: area.minY, width: width.rounded(), height: area.height)
        }
    }

    enum Layout {
        /// The space between centred items and the least width of one.
        /// UIKit documents neither ("the tab bar uses the itemWidth and
        /// itemSpacing properties", which are 0 by default, meaning the
        /// system's); these are estimates that space iOS 17's inline iPad
        /// items about as screenshots show them.
        static let centeredItemSpacing: CGFloat = 34
        static let centeredItemMinimumWidth: CGFloat = 76
    }
}
