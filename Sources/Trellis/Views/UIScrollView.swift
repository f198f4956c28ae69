import Cassowary
import Foundation

/// A view that shows a region of content larger than itself, as in UIKit.
///
/// Scrolling moves the bounds origin: `contentOffset` *is* `bounds.origin`.
/// Subviews keep their frames, which are in content coordinates, and are
/// drawn at `frame.origin - contentOffset`; a view at y = 1000 scrolled by
/// 500 shows at y = 500. Nothing is laid out again to scroll. Content outside
/// the bounds is clipped: `clipsToBounds` is true, as in UIKit.
///
/// Auto Layout follows UIKit (Technical Note TN2154, and the guides of iOS 11):
/// - Constraints between the scroll view's edges (top, leading, centerX…)
///   and views *inside* it refer to the content area, not to the frame:
///   pinning content to all four edges gives the scroll view its
///   `contentSize`. The scroll view's width and height anchors still mean
///   its frame, so `content.widthAnchor == scrollView.widthAnchor` makes
///   content exactly as wide as the scroll view (no horizontal scrolling).
/// - `contentLayoutGuide` is the content area, at the content's origin:
///   when constraints fix its width or height, that becomes `contentSize`
///   after the layout pass; where they don't, it is `contentSize`.
/// - `frameLayoutGuide` is the visible rectangle: views pinned to it, or to
///   views outside the scroll view, stay in place on screen while the
///   content scrolls (their frames follow `contentOffset` after the next
///   layout pass, as UIKit lays out on every scroll).
/// - Constraints between the scroll view and views outside it place its frame.
///
/// There are no touches here: `isTracking`, `isDragging` and
/// `isDecelerating` stay false, and the properties that shape scrolling by
/// touch (`bounces`, `isPagingEnabled`, `decelerationRate`…) are kept for
/// the code that sets them. Programmatic scrolling works whatever
/// `isScrollEnabled` says, as in UIKit. Scroll indicators are shown by
/// UIKit only while content moves and fade out afterwards, so a still
/// picture has none: they are not drawn.
open class UIScrollView: UIView {
    // MARK: - Creating

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrollView()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrollView()
    }

    private func setUpScrollView() {
        clipsToBounds = true
        readsLayoutSolution = true
        contentGuide.identifier = "UIScrollViewContentLayoutGuide"
        frameGuide.identifier = "UIScrollViewFrameLayoutGuide"
        addLayoutGuide(contentGuide)
        addLayoutGuide(frameGuide)
    }

    /// The guides, made with the scroll view and among its `layoutGuides`;
    /// they point back to it through `owningView`.
    let contentGuide = ScrollViewLayoutGuide(role: .content)
    let frameGuide = ScrollViewLayoutGuide(role: .frame)

    // MARK: - Content

    /// The size of the content, in points; `.zero` by default. Set it for
    /// content laid out with frames; with Auto Layout, constraints on the
    /// `contentLayoutGuide` (or between the content and the scroll view's
    /// edges) set it in each layout pass, replacing a value set by hand.
    /// A width or height that is not a finite number is refused (UIKit
    /// raises a CALayer geometry exception): the size stays as it was and
    /// the refusal is reported to `LayoutDiagnostics`. Negative sizes are
    /// kept, as in UIKit.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                LayoutDiagnostics.report(.invalidOperation, "Ignored contentSize \(newValue) for \(constraintDescriptionName): not finite.")
                return
            }
            guard newValue != storedContentSize else { return }
            storedContentSize = newValue
            contentGuideMoved()
            noteAdjustedContentInset()
            adjustContentOffsetIfNecessary()
        }
    }

    private var storedContentSize: CGSize = .zero

    /// The point of the content shown at the scroll view's top-left corner:
    /// the bounds origin, as in UIKit (setting one sets the other). Setting
    /// it is not clamped to the content: UIKit lets code scroll anywhere,
    /// and so do negative offsets show the content inset. But when the
    /// content size, the bounds' size or the insets change, an offset past
    /// the content's edges comes back to the nearest edge
    /// (`adjustContentOffsetIfNecessary()`). A point that is not finite is
    /// refused and reported; the offset stays as it was.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                LayoutDiagnostics.report(.invalidOperation, "Ignored contentOffset \(newValue) for \(constraintDescriptionName): not finite.")
                return
            }
            bounds.origin = newValue
        }
    }

    /// Sets the offset. UIKit animates at constant velocity when `animated`
    /// is true; with no screen to animate on, the offset changes at once
    /// here, and the delegate hears `scrollViewDidScroll(_:)` and then, when
    /// animated and the offset moved, `scrollViewDidEndScrollingAnimation(_:)`
    /// (UIKit calls it at the end of an animated `setContentOffset`).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let before = self.contentOffset
        self.contentOffset = contentOffset
        if animated, self.contentOffset != before { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least distance that brings `rect` (in content
    /// coordinates) into view, as UIKit does: nothing when it is already
    /// wholly visible; its top and leading edges win when it is larger than
    /// the bounds; never past the content's edges (inset included).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            LayoutDiagnostics.report(.invalidOperation, "Ignored scrollRectToVisible(\(rect)) for \(constraintDescriptionName): not finite.")
            return
        }
        let inset = adjustedContentInset, visible = bounds
        func scroll(_ start: CGFloat, _ end: CGFloat, visibleStart: CGFloat, length: CGFloat,
                    lowest: CGFloat, highest: CGFloat) -> CGFloat {
            var origin = visibleStart
            if end > origin + length { origin = end - length }
            if start < origin { origin = start }
            return min(max(origin, lowest), max(lowest, highest))
        }
        let target = CGPoint(
            x: scroll(rect.minX, rect.maxX, visibleStart: visible.minX, length: visible.width,
                      lowest: -inset.left, highest: contentSize.width + inset.right - visible.width),
            y: scroll(rect.minY, rect.maxY, visibleStart: visible.minY, length: visible.height,
                      lowest: -inset.top, highest: contentSize.height + inset.bottom - visible.height))
        setContentOffset(target, animated: animated)
    }

    /// The bounds; moving their origin scrolls. The content guide moves with
    /// the origin, the scroll view lays out again (as UIKit's does on every
    /// scroll), and the delegate hears `scrollViewDidScroll(_:)`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let before = super.bounds
            super.bounds = newValue
            noteAdjustedContentInset()
            if super.bounds.size != before.size { adjustContentOffsetIfNecessary() }
            guard super.bounds.origin != before.origin else { return }
            contentGuideMoved()
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
            contentScrollObserver?.contentScrollViewDidScroll(self)
        }
    }

    /// The container whose bars follow this scroll view's position (a
    /// navigation controller's bars take their scroll-edge look and large
    /// title from its top controller's scroll view, as UIKit's observe it).
    weak var contentScrollObserver: (any ContentScrollObserver)?

    open override var frame: CGRect {
        get { super.frame }
        set {
            let size = super.frame.size
            super.frame = newValue
            noteAdjustedContentInset()
            if super.frame.size != size { adjustContentOffsetIfNecessary() }
        }
    }

    /// The offsets scrolling can reach on each axis: from the top-left
    /// inset to where the content's far edge, plus its inset, meets the
    /// bounds' far edge, never below the first (content smaller than the
    /// bounds rests at the top-left).
    private var reachableOffsets: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset, size = bounds.size
        let x = -inset.left, y = -inset.top
        return (x...max(x, contentSize.width + inset.right - size.width),
                y...max(y, contentSize.height + inset.bottom - size.height))
    }

    /// UIKit's `_adjustContentOffsetIfNecessary`: after the content size,
    /// the bounds' size or the insets change, an offset past the content's
    /// edges moves to the nearest offset that shows content, so the view
    /// is never left showing only the space beyond the content. ("When
    /// increasing the height constraint of a scrollview and calling layout
    /// on it, _adjustContentOffsetIfNecessary is called which adjusts the
    /// content offset so that there's no blank space at the bottom",
    /// slackhq/SlackTextViewController pull request 539.) Offsets set by
    /// code are not clamped; only these changes bring them back. Nothing
    /// moves while there is no content size yet.
    private func adjustContentOffsetIfNecessary() {
        guard storedContentSize != .zero else { return }
        let reachable = reachableOffsets, offset = contentOffset
        let clamped = CGPoint(x: min(max(offset.x, reachable.x.lowerBound), reachable.x.upperBound),
                              y: min(max(offset.y, reachable.y.lowerBound), reachable.y.upperBound))
        if clamped != offset { contentOffset = clamped }
    }

    // MARK: - Layout guides

    /// The content area, untranslated: its origin is the content's origin
    /// (0, 0 in the scroll view's coordinates), its size `contentSize`. Pin
    /// content to its edges and fix its size with constraints (for a column,
    /// its width to `frameLayoutGuide`'s) to give the scroll view its
    /// `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { contentGuide }

    /// The scroll view's frame, untransformed by scrolling: the visible
    /// rectangle, whose `layoutFrame` is the bounds (at `contentOffset`).
    /// Views pinned to it stay put on screen while the content scrolls.
    open var frameLayoutGuide: UILayoutGuide { frameGuide }

    /// After a solve: a content guide sized by constraints gives its size to
    /// `contentSize` (UIKit's contentLayoutGuide behaviour).
    override func layoutSolutionDidApply() {
        if contentGuide.owningView === self, !contentGuide.guideConstraints.isEmpty {
            let v = contentGuide.layoutVariables
            let solved = CGSize(width: LayoutEngine.snap(v.width.value), height: LayoutEngine.snap(v.height.value))
            if solved.width.isFinite, solved.height.isFinite { contentSize = solved }
        }
        noteAdjustedContentInset()
    }

    /// The content guide's constraints name the offset and the content size:
    /// state them again in the engine.
    private func contentGuideMoved() {
        guard isInLayoutEngine, contentGuide.owningView === self, let engine = rootView.layoutEngine else { return }
        engine.refreshGuideConstraints(of: contentGuide)
    }

    // MARK: - Insets

    /// Extra space around the content that scrolling can reach, in points;
    /// zero by default. It neither moves the content nor changes
    /// `contentSize` or the content layout guide.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { noteAdjustedContentInset(pinningToEdges: false) }
    }

    /// How the safe area adds to `contentInset` in `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, but top and bottom are always adjusted
        /// when the scroll view is the view of a controller inside a
        /// navigation controller (UIKit's documentation: "also adjust the
        /// top and bottom contentInset when the scroll view is owned by a
        /// view controller … inside a navigation controller, regardless of
        /// whether the scroll view is scrollable").
        case automatic = 0
        /// Top and bottom take the safe area when the content is taller
        /// than the scroll view or `alwaysBounceVertical` is set; left and
        /// right when it is wider than the scroll view.
        case scrollableAxes = 1
        /// The safe area never adds to the insets.
        case never = 2
        /// The safe area always adds to the insets.
        case always = 3
    }

    /// `.automatic` by default, as in UIKit.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { noteAdjustedContentInset() }
    }

    /// `contentInset` plus the safe-area insets that
    /// `contentInsetAdjustmentBehavior` lets in (a view has a safe area
    /// only in a window), plus the refresh control's height at the top
    /// while it is refreshing.
    open var adjustedContentInset: UIEdgeInsets {
        let safeArea = safeAreaInsets, axes = safeAreaAdjustedAxes
        var inset = contentInset
        inset.top += refreshControl?.insetWhileRefreshing ?? 0
        if axes.vertical {
            inset.top += safeArea.top
            inset.bottom += safeArea.bottom
        }
        if axes.horizontal {
            inset.left += safeArea.left
            inset.right += safeArea.right
        }
        return inset
    }

    /// The axes on which `contentInsetAdjustmentBehavior` adds the safe area.
    private var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never:
            return (false, false)
        case .always:
            return (true, true)
        case .automatic where owningViewController?.navigationController != nil:
            return (true, contentSize.width > bounds.width)
        case .automatic, .scrollableAxes:
            return (alwaysBounceVertical || contentSize.height > bounds.height, contentSize.width > bounds.width)
        }
    }

    /// The safe area the scroll view's subviews take theirs from: its own,
    /// less the edges its `adjustedContentInset` already takes in. UIKit
    /// gives content no safe area on an axis the scroll view insets for
    /// it, so content is not inset twice and a table's rows do not change
    /// their margins (and so their self-sized heights) as they scroll
    /// under a status bar; on an axis not adjusted (a table's sides in
    /// landscape) the content keeps the safe area, as table view cells do.
    var safeAreaInsetsForContent: UIEdgeInsets {
        var insets = safeAreaInsets
        let axes = safeAreaAdjustedAxes
        if axes.vertical { (insets.top, insets.bottom) = (0, 0) }
        if axes.horizontal { (insets.left, insets.right) = (0, 0) }
        return insets
    }

    /// Called when `adjustedContentInset` changed; subclasses that override
    /// it call `super`, as in UIKit.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        noteAdjustedContentInset()
    }

    /// The adjusted inset last announced, to announce each change once.
    private var announcedAdjustedContentInset: UIEdgeInsets = .zero

    /// An offset resting at the top or leading edge stays there when the
    /// safe area's part of the inset changes: UIKit "only re-pins the
    /// offset at the edges" (dotnet/maui pull request 37060), which is why
    /// a table under a status bar starts with its first row just below it.
    /// A `contentInset` set by code moves nothing that stays reachable
    /// (e-com-net.com/article/1304727844181544960.htm, measured on iOS).
    private func noteAdjustedContentInset(pinningToEdges: Bool = true) {
        let inset = adjustedContentInset
        let old = announcedAdjustedContentInset
        guard inset != old else { return }
        announcedAdjustedContentInset = inset
        if pinningToEdges {
            var pinned = contentOffset
            if pinned.y == -old.top { pinned.y = -inset.top }
            if pinned.x == -old.left { pinned.x = -inset.left }
            if pinned != contentOffset { contentOffset = pinned }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        adjustContentOffsetIfNecessary()
    }

    // MARK: - Scrolling behaviour

    /// The object told about scrolling; not retained, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    // MARK: - Refresh control

    /// The control shown above the content while it refreshes (iOS 10).
    /// Setting it adds it as a subview above the content's top edge.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl {
                refreshControl.placeAboveContent(of: self)
                insertSubview(refreshControl, at: 0)
            }
            refreshControlChanged()
        }
    }

    /// The refresh control began or ended refreshing: the top inset
    /// changes, and an offset resting at the top follows it.
    func refreshControlChanged() {
        if let refreshControl { refreshControl.placeAboveContent(of: self) }
        noteAdjustedContentInset()
    }

    /// Whether touches scroll (true by default). Code can always scroll.
    open var isScrollEnabled = true
    /// Whether scrolling by touch goes past the edges and springs back (true by default).
    open var bounces = true
    /// Whether a touch can bounce vertically even when the content is no
    /// taller than the scroll view (false by default). It also makes the
    /// vertical axis count as scrollable for `.scrollableAxes` insets.
    open var alwaysBounceVertical = false {
        didSet { noteAdjustedContentInset() }
    }
    /// Whether a touch can bounce horizontally even when the content is no
    /// wider than the scroll view (false by default).
    open var alwaysBounceHorizontal = false
    /// Whether scrolling by touch stops on multiples of the bounds (false by default).
    open var isPagingEnabled = false
    /// Whether a drag that starts along one axis stays on it (false by default).
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top (true by default).
    open var scrollsToTop = true
    /// How fast scrolling by touch slows after a flick (`.normal` by default).
    open var decelerationRate: DecelerationRate = .normal
    /// How the keyboard is dismissed when a drag begins (`.none` by default).
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// Whether a touch is down on the content: never, with no touches here.
    open var isTracking: Bool { false }
    /// Whether the user is dragging the content: never, with no touches here.
    open var isDragging: Bool { false }
    /// Whether the content is moving after a flick: never, with no touches here.
    open var isDecelerating: Bool { false }

    // MARK: - Scroll indicators

    /// Whether the vertical indicator shows while scrolling (true by default).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling (true by default).
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colours (`.default`: dark on light content, light on dark).
    open var indicatorStyle: IndicatorStyle = .default
    /// How far the vertical indicator stays from the edges (zero by default).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator stays from the edges (zero by default).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets; reads the vertical ones, sets both, as in UIKit.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators' insets take the safe area (true by default).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// UIKit shows the indicators for a moment and fades them out. A
    /// rendered picture is a still moment after any such flash, so there is
    /// nothing to draw and nothing changes.
    open func flashScrollIndicators() {}

    /// The indicators' colours, as in UIKit.
    public enum IndicatorStyle: Int, Sendable {
        case `default` = 0, black, white
    }

    /// How the keyboard leaves when dragging starts, as in UIKit.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How quickly scrolling slows after a flick: the fraction of speed kept
    /// each millisecond, as in UIKit.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99, for content that should stop soon (pickers, pages).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// What a scroll view tells its delegate, as in UIKit. Every method is
/// optional: the protocol's extension gives each an empty default. Of the
/// methods about touches, the common dragging and decelerating ones are
/// declared (never called: there are no touches); zooming is left out.
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed: by code here (UIKit calls it for both
    /// touches and code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` ended (at once, here).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    /// Touch-driven scrolling, which Trellis does not deliver: declared so
    /// that delegates and `UITableViewController` subclasses written for iOS
    /// compile; never called here.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// A scroll view's content or frame layout guide. The engine places it by
/// `rules()` (through `UILayoutGuide.solverRules`), like the margins and
/// safe-area guides, so its constraints are not among the scroll view's
/// `constraints`.
final class ScrollViewLayoutGuide: UILayoutGuide {
    enum Role {
        case content, frame
    }

    let role: Role

    init(role: Role) {
        self.role = role
        super.init()
    }

    /// The priority that holds an unconstrained content guide to
    /// `contentSize`: the lowest there is, so that any constraint on the
    /// content's size wins and becomes the content size.
    static let contentSizePriority = Priority(1)

    /// In the scroll view's coordinates, as of the last layout pass: the
    /// content guide at the content's origin, `contentSize` big; the frame
    /// guide where the bounds are.
    override var layoutFrame: CGRect {
        guard let scrollView = owningView as? UIScrollView else { return .zero }
        switch role {
        case .content: return CGRect(origin: .zero, size: scrollView.contentSize)
        case .frame: return scrollView.bounds
        }
    }

    /// The engine's space is the root view's, where a scroll view's content
    /// sits `contentOffset` above and left of its frame.
    func rules() -> [Cassowary.Constraint] {
        guard let scrollView = owningView as? UIScrollView else { return [] }
        let own = layoutVariables, outer = scrollView.layoutVariables
        switch role {
        case .content:
            let offset = scrollView.contentOffset, size = scrollView.contentSize
            return [
                own.x == outer.x - Double(offset.x),
                own.y == outer.y - Double(offset.y),
                (own.width == Double(size.width)).withPriority(Self.contentSizePriority),
                (own.height == Double(size.height)).withPriority(Self.contentSizePriority),
            ]
        case .frame:
            return [own.x == outer.x, own.y == outer.y, own.width == outer.width, own.height == outer.height]
        }
    }
}

extension UILayoutGuide {
    /// The solver constraints that place the guide: a scroll view's guides
    /// follow the scroll view, margins and safe-area guides their view.
    var solverRules: [Cassowary.Constraint] {
        if let guide = self as? ScrollViewLayoutGuide { return guide.rules() }
        return LayoutRules.guideConstraints(of: self)
    }
}

extension NSLayoutConstraint {
    /// The solver constraint the engine adds for this one. Where it ties a
    /// scroll view's edge or centre to something inside the scroll view, that
    /// edge is the content area's (UIKit, TN2154: "the top, left, bottom, and
    /// right edges within a scroll view now mean the edges of its content
    /// view"), so it is read from the content layout guide. Width and height
    /// stay the frame's, as UIKit code that makes content as wide as the
    /// scroll view expects.
    func makeEngineConstraint() -> Cassowary.Constraint {
        let constraint = makeSolverConstraint()
        // A constraint reaching inside a scroll view is installed on it.
        guard let host = installedOn, host.readsLayoutSolution, let scrollView = host as? UIScrollView,
              scrollView.contentGuide.owningView === scrollView else { return constraint }
        let attribute: Attribute
        if firstLayoutItem === scrollView, let other = secondLayoutItem?.hostView, other !== scrollView {
            attribute = firstAttribute
        } else if secondLayoutItem === scrollView, let other = firstLayoutItem?.hostView, other !== scrollView {
            attribute = secondAttribute
        } else {
            return constraint
        }
        guard attribute != .notAnAttribute, !attribute.isDimension else { return constraint }
        let frame = scrollView.layoutVariables, content = scrollView.contentGuide.layoutVariables
        var expression = constraint.expression
        for index in expression.terms.indices {
            let variable = expression.terms[index].variable
            if variable === frame.x { expression.terms[index].variable = content.x }
            else if variable === frame.y { expression.terms[index].variable = content.y }
            else if variable === frame.width { expression.terms[index].variable = content.width }
            else if variable === frame.height { expression.terms[index].variable = content.height }
        }
        return Cassowary.Constraint(expression, constraint.relation, priority: constraint.priority, identifier: constraint.identifier)
    }
}
