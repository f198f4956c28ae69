import Foundation

/// Supplies the pages around the current one, and optionally the count and
/// index a page indicator shows, as in UIKit.
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots of the page indicator. The default, 0, means "not
    /// implemented": UIKit shows the indicator only when both this and
    /// `presentationIndex(for:)` are implemented.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The dot highlighted when the indicator appears.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears page turns, as in UIKit; every method is optional.
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A turn to `pendingViewControllers` is starting (gesture-driven turns only).
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended; `completed` says whether the pages changed.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Where the spine goes for `orientation` (page curl); the default keeps the current one.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}

/// Shows one page (two for a page curl with its spine in the middle) of a
/// sequence, as in UIKit; the pages are child controllers.
///
/// Both transition styles are laid out as the scroll style shows a page at
/// rest: the page fills the controller's view (or, with a page indicator,
/// the view above it). Page turns are not animated (nothing is in Trellis);
/// with no touch screen, `simulateSwipe(_:)` turns a page as a swipe does,
/// through the data source and with the delegate's callbacks.
///
/// Everything a subclass may override lives in the class body.
open class UIPageViewController: UIViewController {
    /// Same raw values as UIKit.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public enum SpineLocation: Int, Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    public enum NavigationDirection: Int, Sendable {
        case forward = 0
        case reverse = 1
    }

    /// Keys of the initializer's options (same strings as UIKit).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` raw value (an `NSNumber` in UIKit): page curl only.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// Points between pages (scroll only); kept, one page shows at rest.
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    private let storedTransitionStyle: TransitionStyle
    private let storedNavigationOrientation: NavigationOrientation
    private let storedSpineLocation: SpineLocation

    /// A page view controller with a transition style, an orientation and
    /// options (`.spineLocation` for page curls; `.interPageSpacing` for scrolling).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        storedTransitionStyle = style
        storedNavigationOrientation = navigationOrientation
        // "The default value … is UIPageViewControllerSpineLocationMin" for
        // page curls; scrolling has no spine (developer.apple.com, spineLocation).
        var spine: SpineLocation = style == .pageCurl ? .min : .none
        if style == .pageCurl, let value = options?[.spineLocation] {
            let raw = (value as? Int) ?? (value as? NSNumber)?.intValue
            if let raw, let location = SpineLocation(rawValue: raw), location != .none { spine = location }
        }
        storedSpineLocation = spine
        interPageSpacing = style == .scroll ? CGFloat((options?[.interPageSpacing] as? NSNumber)?.doubleValue
                                                    ?? (options?[.interPageSpacing] as? Double) ?? 0) : 0
        super.init(nibName: nil, bundle: nil)
    }

    /// From an archive (a storyboard): a horizontal page curl with its spine
    /// at the leading edge, UIKit's defaults.
    public required init?(coder: NSCoder) {
        storedTransitionStyle = .pageCurl
        storedNavigationOrientation = .horizontal
        storedSpineLocation = .min
        interPageSpacing = 0
        super.init(coder: coder)
    }

    open weak var dataSource: (any UIPageViewControllerDataSource)?
    open weak var delegate: (any UIPageViewControllerDelegate)?

    open var transitionStyle: TransitionStyle { storedTransitionStyle }
    open var navigationOrientation: NavigationOrientation { storedNavigationOrientation }
    open var spineLocation: SpineLocation { storedSpineLocation }
    /// Whether a curled page shows content on its back; UIKit's default is
    /// false, and true with the spine in the middle.
    open var isDoubleSided = false

    let interPageSpacing: CGFloat

    private var pages: [UIViewController] = []

    /// The pages on screen: one, or two for a page curl with its spine in the middle.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// How many pages `setViewControllers` takes: 2 for a page curl with its
    /// spine in the middle, else 1.
    var requiredPageCount: Int { transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1 }

    /// Shows `viewControllers`, replacing the current pages; `completion`
    /// runs before this returns, with true. As in UIKit, a count other than
    /// the one the style needs traps with UIKit's message.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        let new = viewControllers ?? []
        if new.count != requiredPageCount {
            let reason = transitionStyle == .scroll
                ? "The number of view controllers provided (\(new.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition"
                : "The number of view controllers provided (\(new.count)) doesn't match the number required (\(requiredPageCount)) for the requested spine location (UIPageViewControllerSpineLocation\(spineName))"
            fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(reason)'")
        }
        replacePages(with: new, animated: animated)
        updatePageControl()
        completion?(true)
    }

    private var spineName: String {
        switch spineLocation {
        case .none: "None"
        case .min: "Min"
        case .mid: "Mid"
        case .max: "Max"
        }
    }

    /// Swaps the pages: the old ones leave (disappearing if on screen), the
    /// new ones become children and appear, as UIKit's containment order has it.
    private func replacePages(with new: [UIViewController], animated: Bool) {
        let old = pages.filter { page in !new.contains { $0 === page } }
        let added = new.filter { page in !pages.contains { $0 === page } }
        let visible = appearanceState == .appeared || appearanceState == .appearing
        for page in old { page.willMove(toParent: nil) }
        for page in added { addChild(page) }
        if visible {
            for page in old { page.beginAppearanceTransition(false, animated: animated) }
            for page in added { page.beginAppearanceTransition(true, animated: animated) }
        }
        for page in old { page.viewIfLoaded?.removeFromSuperview() }
        pages = new
        if isViewLoaded {
            for page in added { view.insertSubview(page.view, at: 0) }
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        if visible {
            for page in added { page.endAppearanceTransition() }
            for page in old { page.endAppearanceTransition() }
        }
        for page in old { page.removeFromParent() }
        for page in added { page.didMove(toParent: self) }
    }

    // MARK: - The view

    /// The page indicator UIKit shows under scrolling horizontal pages when
    /// the data source gives a count and an index.
    let pageControl = UIPageControl()

    /// The height of the indicator's strip under the pages: 37 points, the
    /// standard page control height UIKit's page view controller keeps
    /// (an approximation).
    static let pageControlStripHeight: CGFloat = 37

    private var showsPageControl: Bool {
        transitionStyle == .scroll && navigationOrientation == .horizontal
            && (dataSource?.presentationCount(for: self) ?? 0) > 0
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(pageControl)
        for page in pages { view.insertSubview(page.view, at: 0) }
        updatePageControl()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutPages()
    }

    private func updatePageControl() {
        guard isViewLoaded else { return }
        pageControl.isHidden = !showsPageControl
        if showsPageControl, let dataSource {
            pageControl.numberOfPages = dataSource.presentationCount(for: self)
            pageControl.currentPage = dataSource.presentationIndex(for: self)
        }
        view.setNeedsLayout()
    }

    private func layOutPages() {
        var content = view.bounds
        if showsPageControl {
            content.size.height = max(0, content.height - Self.pageControlStripHeight)
            pageControl.frame = CGRect(x: 0, y: content.maxY, width: view.bounds.width, height: Self.pageControlStripHeight)
        }
        if pages.count == 2 {
            let half = (content.width / 2).rounded()
            pages[0].view.frame = CGRect(x: content.minX, y: content.minY, width: half, height: content.height)
            pages[1].view.frame = CGRect(x: content.minX + half, y: content.minY, width: content.width - half, height: content.height)
        } else {
            for page in pages { page.view.frame = content }
        }
    }

    // MARK: - Swiping

    /// Turns a page as a swipe would (Trellis has no touch screen; tests
    /// swipe through this): asks the data source for the page after
    /// (`.forward`) or before (`.reverse`) the current one and, if there is
    /// one, calls the delegate's `willTransitionTo`, shows it, then calls
    /// `didFinishAnimating(…transitionCompleted: true)`, as UIKit does for a
    /// completed swipe (and only for swipes: `setViewControllers` calls
    /// neither). The page indicator moves one dot, as UIKit's follows the
    /// swipe (it asks the data source's index only after `setViewControllers`).
    /// Returns whether a page turned.
    @discardableResult
    open func simulateSwipe(_ direction: NavigationDirection) -> Bool {
        guard let dataSource, let current = direction == .forward ? pages.last : pages.first else { return false }
        var next: [UIViewController] = []
        var anchor = current
        for _ in 0..<requiredPageCount {
            let page = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                : dataSource.pageViewController(self, viewControllerBefore: anchor)
            guard let page else { return false }
            next.append(page)
            anchor = page
        }
        if direction == .reverse { next.reverse() }
        let previous = pages
        delegate?.pageViewController(self, willTransitionTo: next)
        replacePages(with: next, animated: true)
        pageControl.currentPage += direction == .forward ? 1 : -1
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        return true
    }
}
