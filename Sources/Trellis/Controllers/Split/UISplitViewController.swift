import Foundation

/// Controllers side by side in columns that collapse into one navigation
/// stack at compact widths and expand again at regular widths, as in UIKit:
/// the classic interface (`viewControllers` of a primary and a secondary)
/// and iOS 14's column styles (`init(style:)` with `setViewController(_:for:)`).
///
/// In a column style every column's controller except `.compact`'s is
/// shown inside a `UINavigationController`, made by the split view when
/// the controller given is not one ([HDR] "If the vc is not a
/// UINavigationController, one will be created, except for
/// UISplitViewControllerColumnCompact"); `viewController(for:)` answers the
/// controller given, `viewControllers` the navigation controllers.
///
/// The column layout (widths, split behaviour, the automatic display mode)
/// and its sources are in SplitColumnLayout.swift; collapsing and expanding
/// in UISplitViewController+Collapse.swift. Nothing animates: a change of
/// display mode, a collapse or an expansion is complete when the call or
/// layout pass that caused it returns.
open class UISplitViewController: UIViewController {
    // MARK: - Creating

    private let storedStyle: Style

    /// A split view with iOS 14 columns; `style` is `.doubleColumn` or `.tripleColumn`.
    public init(style: Style) {
        storedStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (`style` `.unspecified`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        storedStyle = .unspecified
        super.init(coder: coder)
    }

    /// How many columns the interface has; fixed at creation.
    open var style: Style { storedStyle }

    /// Told about collapsing, expanding and display-mode changes; held weakly.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    // MARK: - The controllers

    /// The controllers the user gave each column (iOS 14 styles).
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controller showing each column (iOS 14 styles): the
    /// one given, or one the split view made around the controller given.
    var columnNavigationControllers: [Column: UINavigationController] = [:]
    /// The navigation controllers the split view made itself.
    var madeNavigationControllers: Set<ObjectIdentifier> = []
    /// The classic interface's primary and secondary.
    var classicControllers: [UIViewController] = []

    /// Expanded: the primary, (the supplementary,) then the secondary; for
    /// a column style, the navigation controllers showing them. Collapsed:
    /// the one controller shown (the `.compact` column's if set, otherwise
    /// the primary), as UIKit documents [DOC, viewControllers]. Setting it
    /// in a column style fills the columns in that order.
    open var viewControllers: [UIViewController] {
        get {
            if style == .unspecified { return isCollapsed ? Array(classicControllers.prefix(1)) : classicControllers }
            if isCollapsed, let shown = collapsedController { return [shown] }
            let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return columns.compactMap { column in columnNavigationControllers[column] }
        }
        set {
            if style != .unspecified {
                let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
                for (column, controller) in zip(columns, newValue) { setViewController(controller, for: column) }
                return
            }
            setClassicControllers(newValue)
        }
    }

    /// Puts `vc` in `column` (iOS 14 styles; the classic style uses
    /// `viewControllers`, and UIKit raises, so this reports and does
    /// nothing). A controller that is not a navigation controller is shown
    /// in one the split view makes, except in `.compact`. Setting a
    /// non-navigation controller for `.secondary` when the column already
    /// shows one the split view made pushes it there, as UIKit does
    /// (Apple's answer to FB8640357, zhaoxin.pro/technology/15993960076329.html:
    /// set nil first to replace the column instead). Nil empties the column.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            LayoutDiagnostics.report(.invalidOperation, "\(controllerDescription): setViewController(_:for:) needs a split view made with init(style:); a classic split view takes viewControllers. Nothing was set.")
            return
        }
        if stacksGathered { scatterStacks() }
        defer {
            if isCollapsed { restackCollapsed() }
            viewIfLoaded?.setNeedsLayout()
        }
        if column == .compact || column == .inspector {
            replaceChild(columnControllers[column], with: vc)
            columnControllers[column] = vc
            return
        }
        guard let vc else {
            removeColumn(column)
            return
        }
        if let navigation = vc as? UINavigationController {
            removeColumn(column)
            columnControllers[column] = navigation
            columnNavigationControllers[column] = navigation
            addColumnChild(navigation)
        } else if column == .secondary, let navigation = columnNavigationControllers[.secondary],
                  madeNavigationControllers.contains(ObjectIdentifier(navigation)) {
            columnControllers[column] = vc
            pushOnSecondary(vc, navigation: navigation)
        } else {
            removeColumn(column)
            let navigation = UINavigationController(rootViewController: vc)
            madeNavigationControllers.insert(ObjectIdentifier(navigation))
            columnControllers[column] = vc
            columnNavigationControllers[column] = navigation
            addColumnChild(navigation)
        }
    }

    /// The controller given for `column` (a navigation controller the split
    /// view made is not answered: the controller inside it is) (iOS 14 styles).
    open func viewController(for column: Column) -> UIViewController? {
        guard style != .unspecified else { return nil }
        return columnControllers[column]
    }

    // MARK: - Display modes

    /// The arrangement wanted while expanded; `.automatic` (the default)
    /// lets the split view choose from the size (SplitColumnLayout).
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard preferredDisplayMode != oldValue else { return }
            userDisplayMode = nil
            viewIfLoaded?.setNeedsLayout()
        }
    }

    /// The arrangement shown (never `.automatic`): the preferred one as the
    /// split behaviour allows it, or the one `show(_:)`, `hide(_:)` or the
    /// display-mode button chose since. With `presentsWithGesture` false
    /// (and the button not forced visible) a preferred mode is shown as it
    /// is, whatever the split behaviour: the sidebar cannot be brought back
    /// otherwise. While collapsed a column style reports
    /// `.oneBesideSecondary` [UIKIT, _concreteDisplayModeForCurrentEnvironment].
    open var displayMode: DisplayMode {
        if isCollapsed, style != .unspecified { return .oneBesideSecondary }
        return expandedDisplayMode(at: layoutSize)
    }

    /// How sidebars share the width with the secondary column (iOS 14 styles).
    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { if preferredSplitBehavior != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The split behaviour in use: the preferred one, or for `.automatic`
    /// the one the size gives (SplitColumnLayout.automaticSplitBehavior).
    /// `.tile` in the classic style, which has none.
    open var splitBehavior: SplitBehavior { splitBehavior(at: layoutSize) }

    func splitBehavior(at size: CGSize) -> SplitBehavior {
        guard style != .unspecified else { return .tile }
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        let twoSidebars = style == .tripleColumn && columnControllers[.primary] != nil
        return SplitColumnLayout.automaticSplitBehavior(for: size, twoSidebars: twoSidebars)
    }

    /// Whether a swipe shows and hides the sidebars; true by default [HDR].
    /// Trellis has no gestures; with false the display-mode button hides, as in UIKit.
    open var presentsWithGesture: Bool = true {
        didSet { updateDisplayModeButtonItem() }
    }

    /// Whether the display-mode button is shown (iOS 14).
    open var displayModeButtonVisibility: DisplayModeButtonVisibility = .automatic {
        didSet { updateDisplayModeButtonItem() }
    }

    /// Whether a triple-column interface offers a button that shows only
    /// the secondary column; false by default [HDR].
    open var showsSecondaryOnlyButton: Bool = false

    /// The side of the primary column; `.leading` by default [HDR].
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { if primaryEdge != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// The primary column's background; `.none` (the system background) by default.
    open var primaryBackgroundStyle: BackgroundStyle = .none {
        didSet { if primaryBackgroundStyle != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }

    /// A button that switches the display mode: to the delegate's
    /// `targetDisplayModeForAction(in:)`, or else to show the sidebars when
    /// only the secondary shows and to hide them when they show. Hidden
    /// while collapsed or when no sidebar can be shown. In UIKit it goes in
    /// the secondary's navigation bar for the classic style, and the column
    /// styles put their own; Trellis makes the same item for both.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = storedDisplayModeButtonItem { return item }
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in self?.performDisplayModeAction() })
        storedDisplayModeButtonItem = item
        updateDisplayModeButtonItem()
        return item
    }

    var storedDisplayModeButtonItem: UIBarButtonItem?
    /// The mode `show(_:)`, `hide(_:)` or the button chose; cleared when
    /// the preferred mode or the size changes, as UIKit does.
    var userDisplayMode: DisplayMode?
    /// The mode last told to the delegate (`willChangeTo`).
    var announcedDisplayMode: DisplayMode?

    // MARK: - Column widths

    /// The primary column's share of the width; `automaticDimension` (the
    /// default) gives the default width: 320 points in a column style, 320
    /// or 375 in the classic one by screen (SplitColumnLayout). The width is
    /// then held between `minimumPrimaryColumnWidth` and
    /// `maximumPrimaryColumnWidth` (the default width when automatic), so a
    /// larger fraction needs a larger maximum.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    /// The primary column's width in points (iOS 14); takes precedence over the fraction.
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    /// The supplementary column's share of the width (triple column); 375
    /// points by default (320 overlaying a Split View window).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension { didSet { widthsChanged() } }

    /// The primary column's width: the split view's width while collapsed
    /// (UIKit answers its bounds then), otherwise the width the column has
    /// or would have when shown.
    open var primaryColumnWidth: CGFloat {
        isCollapsed ? layoutSize.width : columnWidths().primary
    }

    /// The supplementary column's width (triple column; 0 otherwise).
    open var supplementaryColumnWidth: CGFloat {
        guard style == .tripleColumn else { return 0 }
        return isCollapsed ? layoutSize.width : columnWidths().supplementary
    }

    private func widthsChanged() { viewIfLoaded?.setNeedsLayout() }

    // MARK: - Collapsing

    /// Whether the columns are collapsed into one stack: true at a compact
    /// horizontal size class (an iPhone, except a Plus or Max held
    /// sideways; an iPad in a narrow Split View or Slide Over). Decided in
    /// the view's layout pass, so false until the view is in a window.
    open var isCollapsed: Bool { collapsed }

    var collapsed = false
    /// Collapsed (column styles): the column on top of the one stack.
    var collapsedTopColumn: Column = .primary
    /// Collapsed (column styles): the stacks of columns not on the one stack.
    var detachedStacks: [Column: [UIViewController]] = [:]
    /// Collapsed (column styles): the first controller of each column on the one stack.
    var collapsedColumnRoots: [Column: UIViewController] = [:]
    /// Collapsed (column styles): whether the columns' stacks are on the primary's.
    var stacksGathered = false
    /// Collapsed (classic): the secondary before it was merged, and how many
    /// controllers the primary stack had then.
    var classicSecondaryBeforeCollapse: UIViewController?
    var classicPrimaryDepthBeforeCollapse = 0

    // MARK: - Showing and hiding columns

    /// Shows `column` (iOS 14 styles), as UIKit's header describes.
    /// Expanded: moves to the nearest display mode where the column shows
    /// (nothing for `.secondary` or a column already shown). Collapsed:
    /// pushes the column (and the columns between) if it is not on the
    /// stack, pops the columns above it if it is. `.compact` is not accepted.
    open func show(_ column: Column) {
        guard style != .unspecified, column != .compact, column != .inspector else { return }
        if isCollapsed {
            showCollapsed(column)
            return
        }
        guard column != .secondary, !isShowing(column, in: displayMode) else { return }
        let behavior = splitBehavior
        let wanted: DisplayMode = style == .tripleColumn && column == .primary ? .twoBesideSecondary : .oneBesideSecondary
        changeDisplayMode(to: SplitColumnLayout.displayMode(wanted, allowedBy: behavior, style: style))
    }

    /// Hides `column` (iOS 14 styles). Expanded: moves to the nearest mode
    /// without it (nothing for `.secondary` or a hidden column). Collapsed:
    /// pops the column if it is on top (never the primary).
    open func hide(_ column: Column) {
        guard style != .unspecified, column != .compact, column != .inspector else { return }
        if isCollapsed {
            hideCollapsed(column)
            return
        }
        guard column != .secondary, isShowing(column, in: displayMode) else { return }
        let hidingPrimaryOfThree = style == .tripleColumn && column == .primary && columnControllers[.supplementary] != nil
        let wanted: DisplayMode = hidingPrimaryOfThree ? .oneBesideSecondary : .secondaryOnly
        changeDisplayMode(to: SplitColumnLayout.displayMode(wanted, allowedBy: splitBehavior, style: style))
    }

    // MARK: - Showing controllers

    /// Shows `vc` from a controller with no nearer container that shows:
    /// the delegate first; collapsed, presented, as UIKit's header says;
    /// expanded, in the secondary column.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if isCollapsed {
            present(vc, animated: true)
        } else {
            showInSecondary(vc)
        }
    }

    /// Shows `vc` as the detail: the delegate first; collapsed, pushed on
    /// the one stack (presented when the primary is no navigation
    /// controller); expanded, in the secondary column, which is then shown.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if isCollapsed, style != .unspecified, stacksGathered, let secondary = columnNavigationControllers[.secondary] {
            scatterStacks()
            if collapsedTopColumn == .secondary { secondary.viewControllers.append(vc) } else { secondary.viewControllers = [vc] }
            collapsedTopColumn = .secondary
            gatherStacks()
            return
        }
        if isCollapsed, let stack = collapsedNavigationController {
            stack.viewControllers.append(vc)
            return
        }
        if isCollapsed {
            present(vc, animated: true)
            return
        }
        showInSecondary(vc)
        if style != .unspecified, !isShowing(.secondary, in: displayMode) { changeDisplayMode(to: .secondaryOnly) }
    }

    override var handlesShow: Bool { true }

    // MARK: - The view

    /// The split view's own view, which places the columns in its layout pass.
    open override func loadView() {
        let splitView = UISplitViewControllerView(frame: UIViewController.defaultViewFrame)
        splitView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        splitView.splitViewController = self
        view = splitView
    }

    /// The size a column's controller gets when the split view becomes
    /// `parentSize`: its column's width at that size (for a sidebar, also
    /// while hidden), the whole size while collapsed or for the `.compact`
    /// column. Whether the new size collapses is judged from the current
    /// size class, which a size transition has not changed yet.
    open override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        guard !isCollapsed, let child = container as? UIViewController else { return parentSize }
        let mode = expandedDisplayMode(at: parentSize)
        let widths = columnWidths(at: parentSize, mode: mode)
        let sidebarsTile = mode == .oneBesideSecondary || mode == .twoBesideSecondary || mode == .twoDisplaceSecondary
        let primary = style == .unspecified ? classicControllers.first : columnNavigationControllers[.primary]
        let secondary = style == .unspecified ? (classicControllers.count > 1 ? classicControllers[1] : nil) : columnNavigationControllers[.secondary]
        if child === primary {
            let extra = style == .unspecified ? 0 : SplitColumnLayout.rubberBandExtension
            return CGSize(width: widths.primary + extra, height: parentSize.height)
        }
        if child === columnNavigationControllers[.supplementary] { return CGSize(width: widths.supplementary, height: parentSize.height) }
        if child === secondary, sidebarsTile {
            let layout = SplitColumnLayout.frames(in: parentSize, mode: mode, style: style == .unspecified ? .doubleColumn : style,
                                                  primaryWidth: widths.primary, supplementaryWidth: widths.supplementary,
                                                  border: separatorWidth, primaryOnRight: false)
            return layout.secondary.size
        }
        return parentSize
    }

    /// Tells the children (with the width each column will have) and forgets
    /// a display mode chosen at the old size, as UIKit does on a resize.
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        if size != viewIfLoaded?.bounds.size { userDisplayMode = nil }
        super.viewWillTransition(to: size, with: coordinator)
    }
}
