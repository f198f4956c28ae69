import Foundation

/// Hears about a toolbar, as in UIKit (no methods of its own here; UIKit's
/// come from bar positioning).
public protocol UIToolbarDelegate: NSObjectProtocol {}

/// A bar of buttons at the bottom of a screen, as in UIKit, drawn as iOS 17
/// draws it: its items in a row (flexible spaces share the room left,
/// fixed spaces take their width), titles 17 pt regular in the tint colour,
/// over the appearance's background with a hairline on top.
///
/// A navigation controller shows its top controller's `toolbarItems` in its
/// toolbar when `isToolbarHidden` is false.
open class UIToolbar: UIView {
    /// The items, leading first.
    open var items: [UIBarButtonItem]? { didSet { setNeedsLayout() } }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open weak var delegate: (any UIToolbarDelegate)?
    /// Whether the bar lets what is under it show through. Default true;
    /// false draws the blurring appearances opaque, as a navigation bar's.
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// A colour for the background when the appearance sets none (the legacy way).
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    /// The legacy style: `.black` draws the material dark in either
    /// interface style, and black when not translucent. Default `.default`.
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }

    /// The look in a regular height, with content behind the bar.
    open var standardAppearance: UIToolbarAppearance {
        didSet { standardAppearance = standardAppearance.copy() as! UIToolbarAppearance; setNeedsLayout() }
    }
    /// The look in a compact height; nil: `standardAppearance`.
    open var compactAppearance: UIToolbarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UIToolbarAppearance; setNeedsLayout() }
    }
    /// The look while the content's bottom edge meets the bar (iOS 15); nil:
    /// `standardAppearance` with a transparent background.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UIToolbarAppearance; setNeedsLayout() }
    }
    /// The scroll-edge look in a compact height (iOS 15); nil: `scrollEdgeAppearance`.
    open var compactScrollEdgeAppearance: UIToolbarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UIToolbarAppearance; setNeedsLayout() }
    }

    /// Whether the content's bottom edge is at the bar (set by the navigation controller).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }
    /// How far the background reaches below the bar (over the home indicator's area).
    var backgroundExtensionBelow: CGFloat = 0 { didSet { if backgroundExtensionBelow != oldValue { setNeedsLayout() } } }

    /// The material: what scrolls under the bar, blurred, and the tint.
    private let effectView = UIVisualEffectView(effect: nil)
    private let colorView = UIView()
    private let hairline = UIView()
    private var itemViews: [BarButtonItemView] = []

    public override init(frame: CGRect) {
        standardAppearance = UIToolbarAppearance(idiom: UIScreen.main.traitCollection.userInterfaceIdiom)
        super.init(frame: frame)
        addSubview(effectView)
        addSubview(colorView)
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) {
        standardAppearance = UIToolbarAppearance(idiom: .phone)
        super.init(coder: coder)
        addSubview(effectView)
        addSubview(colorView)
        addSubview(hairline)
    }

    /// The appearance in force, by the same rules as a navigation bar's.
    var effectiveAppearance: UIToolbarAppearance {
        let compact = traitCollection.userInterfaceIdiom != .pad && traitCollection.verticalSizeClass == .compact
        let standard = compact ? (compactAppearance ?? standardAppearance) : standardAppearance
        if isAtScrollEdge {
            if compact, let edge = compactScrollEdgeAppearance { return edge }
            if let edge = scrollEdgeAppearance { return edge }
            return standard.transparentCopy()
        }
        return standard
    }

    /// The toolbar's height: that of a navigation bar without a large title
    /// (44 points on iPhone, 32 in a compact height, 50 on iPad; see
    /// `UINavigationBar.standardHeight(for:)`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UINavigationBar.standardHeight(for: traitCollection))
    }

    /// The views showing the items (for tests and inspection).
    var itemViewsForTesting: [BarButtonItemView] { itemViews }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        let appearance = effectiveAppearance
        let full = CGRect(x: 0, y: 0, width: b.width, height: b.height + backgroundExtensionBelow)
        effectView.frame = full
        colorView.frame = full
        appearance.showBackground(on: effectView, colorView, translucent: isTranslucent, barTintColor: barTintColor, barStyle: barStyle)
        let scale = max(1, traitCollection.displayScale)
        hairline.frame = CGRect(x: 0, y: -1 / scale, width: b.width, height: 1 / scale)
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil

        // Reuse the item views that still show an item.
        let shown = (items ?? []).filter { !$0.isHidden }
        var views: [BarButtonItemView] = []
        for item in shown {
            let view = itemViews.first { $0.item === item } ?? BarButtonItemView(item: item)
            if view.superview !== self { addSubview(view) }
            view.refresh(appearance: item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)
            views.append(view)
        }
        for old in itemViews where !views.contains(where: { $0 === old }) { old.removeFromSuperview() }
        itemViews = views

        // Widths: fixed spaces their width, buttons their content; flexible
        // spaces share what is left; a gap between neighbouring buttons.
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        let leading = side + safeAreaInsets.left, trailing = b.width - side - safeAreaInsets.right
        var widths: [CGFloat] = []
        var flexible = 0
        for view in views {
            switch view.item.systemItem {
            case .flexibleSpace?: widths.append(0); flexible += 1
            case .fixedSpace?: widths.append(view.item.width)
            default: widths.append(view.sizeThatFits(CGSize(width: b.width, height: b.height)).width)
            }
        }
        let buttons = views.filter { $0.item.systemItem != .flexibleSpace && $0.item.systemItem != .fixedSpace }.count
        let gaps = CGFloat(max(0, buttons - 1)) * BarButtonItemView.spacing
        let used = widths.reduce(0, +) + (flexible == 0 ? gaps : 0)
        let share = flexible > 0 ? max(0, (trailing - leading - used) / CGFloat(flexible)) : 0
        var x = leading
        for (index, view) in views.enumerated() {
            let isFlexible = view.item.systemItem == .flexibleSpace
            let width = isFlexible ? share : widths[index]
            view.frame = CGRect(x: x, y: 0, width: width, height: b.height)
            x += width
            if flexible == 0, !isFlexible, view.item.systemItem != .fixedSpace { x += BarButtonItemView.spacing }
        }
        // Right to left the items run from the right.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in views { view.frame.origin.x = b.width - view.frame.maxX }
        }
    }
}
