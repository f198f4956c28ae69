import Foundation

/// What a navigation bar shows while a controller is on top of (or just
/// below) a navigation stack, as in UIKit: the title or a title view, the
/// bar button items on each side, the back button the next screen shows,
/// and how large the title is.
///
/// A controller's `navigationItem` is made on first use with the
/// controller's `title`; setting the controller's `title` later sets the
/// item's too, as UIKit does.
open class UINavigationItem: NSObject {
    /// UIKit's large-title modes.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// Large when the previous item's title was large (the stack's first item: when the bar prefers large titles).
        case automatic = 0
        case always = 1
        case never = 2
        /// Large title shown inline, beside the bar's items (iOS 17).
        case inline = 3
    }

    /// How the back button shows the previous title (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The previous title, or "Back", or only the chevron, whichever fits.
        case `default` = 0
        /// "Back" or only the chevron.
        case generic = 1
        /// Only the chevron.
        case minimal = 2
    }

    /// Where the bar puts the title and items (iOS 16).
    public enum ItemStyle: Int, Sendable {
        case navigator = 0
        case browser = 1
        case editor = 2
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public override init() { super.init() }

    public required init?(coder: NSCoder) { super.init() }

    /// The title shown in the middle of the bar (or large, below it).
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in place of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the title (shown over a taller bar).
    open var prompt: String? { didSet { itemDidChange() } }
    /// The item shown as the back button on the next screen; nil: a back
    /// button with `backButtonTitle`, or this item's title, or "Back".
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title the next screen's back button shows (iOS 11).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// How the back button shows its title (iOS 14).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// What the back button does while this item is on top (iOS 16); nil:
    /// it pops, as usual. Its title does not change the button's.
    open var backAction: UIAction? { didSet { itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton: Bool = false { didSet { itemDidChange() } }
    /// Whether the left items follow the back button rather than replace it.
    open var leftItemsSupplementBackButton: Bool = false { didSet { itemDidChange() } }
    /// The buttons on the leading side, outermost first.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// The buttons on the trailing side, outermost (rightmost) first.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemDidChange() } }
    /// Whether the title is large. Default `.automatic`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemDidChange() } }
    /// The search controller whose search bar the navigation bar shows
    /// under the title (iOS 11).
    open var searchController: UISearchController? { didSet { itemDidChange() } }
    /// Whether scrolling hides the search bar; kept (Trellis shows it at rest
    /// and does not hide it on scroll).
    open var hidesSearchBarWhenScrolling = true
    /// Where the bar puts the title and items (iOS 16). Default `.navigator`.
    open var style: ItemStyle = .navigator

    /// The look of the bar while this item is on top, scrolled away from
    /// the content's edge (iOS 13); nil: the bar's `standardAppearance`.
    /// Copied when set, as UIKit's (`@NSCopying`).
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { standardAppearance = standardAppearance?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }
    /// The look in a compact height while this item is on top; nil: the bar's.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }
    /// The look at the content's top edge while this item is on top; nil: the bar's.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }
    /// The look at the edge in a compact height (iOS 15); nil: the bar's.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() as? UINavigationBarAppearance; itemDidChange() }
    }

    /// The bars showing this item (a navigation bar holds it while it is on
    /// the stack); they lay out again when the item changes, as UIKit's do.
    private var observers: [WeakBar] = []

    private struct WeakBar { weak var bar: UINavigationBar? }

    func addObserver(_ bar: UINavigationBar) {
        observers.removeAll { $0.bar == nil }
        if !observers.contains(where: { $0.bar === bar }) { observers.append(WeakBar(bar: bar)) }
    }

    private func itemDidChange() {
        for observer in observers { observer.bar?.itemDidChange(self) }
    }

    /// The first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
