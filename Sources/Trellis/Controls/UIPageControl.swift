import Foundation

/// A row of dots, one per page, the current one highlighted, as in UIKit
/// (the iOS 14 control). Drawn as round views the renderer draws.
///
/// Geometry from UIKitCore's `_UIInteractivePageControlVisualProvider`
/// (disassembled): dots 8 points apart (`_indicatorSpacing`, 12 on a Mac)
/// and 14 points of padding at each end (28 in all, `sizeThatFits:`).
/// The dot's size comes from a symbol image UIKit does not publish; 8
/// points, and the control's 26-point height, are approximations.
///
/// Everything a subclass may override lives in the class body.
open class UIPageControl: UIControl {
    /// The platter behind the dots (same raw values as UIKit); kept, the
    /// platter itself is not drawn.
    public enum BackgroundStyle: Int, Sendable {
        case automatic = 0
        case prominent = 1
        case minimal = 2
    }

    static let dotDiameter: CGFloat = 8
    static let dotSpacing: CGFloat = 8
    static let endPadding: CGFloat = 14
    static let height: CGFloat = 26

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How many dots; negative values are taken as 0.
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            if currentPage >= numberOfPages { currentPage = max(0, numberOfPages - 1) }
            rebuildDots()
        }
    }

    /// The highlighted dot, kept within `0..<numberOfPages` as UIKit clamps it.
    open var currentPage: Int = 0 {
        didSet {
            let clamped = max(0, min(currentPage, numberOfPages - 1))
            if currentPage != clamped { currentPage = clamped }
            recolorDots()
        }
    }

    /// Hides the control when there is only one page.
    open var hidesForSinglePage = false {
        didSet { setNeedsLayout() }
    }

    /// The colour of the other dots; nil is the system's translucent white.
    open var pageIndicatorTintColor: UIColor? {
        didSet { recolorDots() }
    }

    /// The current dot's colour; nil is white
    /// (`_indicatorColorForEnabled:` falls back to `systemWhiteColor`).
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { recolorDots() }
    }

    /// The direction the dots run in (iOS 16), with UIKit's raw values.
    public enum Direction: Int, Sendable {
        case natural = 0
        case leftToRight = 1
        case rightToLeft = 2
        case topToBottom = 3
        case bottomToTop = 4
    }

    open var backgroundStyle: BackgroundStyle = .automatic
    open var allowsContinuousInteraction = true

    /// Which way the dots run; `.natural` follows the layout direction.
    /// Trellis draws the horizontal directions (vertical runs are drawn as `.natural`).
    open var direction: Direction = .natural {
        didSet { setNeedsLayout() }
    }

    /// The image every dot shows instead of a circle (iOS 14); nil, the
    /// default, draws circles. Drawn as a template in the dot's colour.
    open var preferredIndicatorImage: UIImage? {
        didSet { setNeedsLayout() }
    }

    /// The current page's image (iOS 16); nil uses the other pages' image.
    open var preferredCurrentPageIndicatorImage: UIImage? {
        didSet { setNeedsLayout() }
    }

    private var pageImages: [Int: UIImage] = [:]
    private var currentPageImages: [Int: UIImage] = [:]

    /// A page's own image; nil returns it to `preferredIndicatorImage`.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) {
        pageImages[page] = image
        setNeedsLayout()
    }

    /// The image set for a page, or nil when it uses the preferred image.
    open func indicatorImage(forPage page: Int) -> UIImage? { pageImages[page] }

    /// A page's image while it is the current page (iOS 16).
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentPageImages[page] = image
        setNeedsLayout()
    }

    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentPageImages[page] }

    /// The image a dot shows, or nil for a circle.
    func shownIndicatorImage(forPage page: Int) -> UIImage? {
        if page == currentPage, let image = currentPageImages[page] ?? preferredCurrentPageIndicatorImage { return image }
        return pageImages[page] ?? preferredIndicatorImage
    }

    /// What a tap on a dot does: that page becomes current and
    /// `.valueChanged` is sent (nothing when disabled or already current).
    public func tapPage(_ page: Int) {
        guard isEnabled, page >= 0, page < numberOfPages, page != currentPage else { return }
        currentPage = page
        sendActions(for: .valueChanged)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Accessibility

    /// Adjustable, read as "page 2 of 3": VoiceOver names a page control by
    /// "Page X of X" and announces it as adjustable
    /// (a11yengineer.com/native-thing/pagination-control).
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        stateAccessibilityTraits.union(.adjustable)
    }

    override var defaultAccessibilityValue: String? {
        numberOfPages > 0 ? "page \(currentPage + 1) of \(numberOfPages)" : nil
    }

    /// A swipe up turns to the next page and sends `.valueChanged`, as a tap would.
    open override func accessibilityIncrement() { tapPage(currentPage + 1) }

    open override func accessibilityDecrement() { tapPage(currentPage - 1) }

    /// The other dots' colour without a tint: white at 30% opacity, an
    /// approximation of UIKit's private `_pageControlIndicatorColor`.
    static let defaultIndicatorColor = UIColor(white: 1, alpha: 0.3)

    /// The size the dots of `pageCount` pages take, with the end padding.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        guard count > 0 else { return CGSize(width: 0, height: Self.height) }
        return CGSize(width: count * Self.dotDiameter + (count - 1) * Self.dotSpacing + 2 * Self.endPadding, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private var dots: [UIImageView] = []

    private func rebuildDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<numberOfPages).map { _ in
            let dot = UIImageView()
            dot.contentMode = .center
            addSubview(dot)
            return dot
        }
        recolorDots()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func recolorDots() {
        for (index, dot) in dots.enumerated() {
            let color: UIColor = index == currentPage ? (currentPageIndicatorTintColor ?? .white)
                : (pageIndicatorTintColor ?? Self.defaultIndicatorColor)
            let image = shownIndicatorImage(forPage: index)
            dot.image = image
            dot.tintColor = color
            dot.backgroundColor = image == nil ? color : nil
            dot.layer.cornerRadius = image == nil ? Self.dotDiameter / 2 : 0
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let hidden = hidesForSinglePage && numberOfPages <= 1
        let width = size(forNumberOfPages: numberOfPages).width - 2 * Self.endPadding
        var x = ((bounds.width - width) / 2).rounded()
        let y = ((bounds.height - Self.dotDiameter) / 2).rounded()
        let reversed = direction == .rightToLeft
            || (direction != .leftToRight && effectiveUserInterfaceLayoutDirection == .rightToLeft)
        recolorDots()
        for dot in reversed ? dots.reversed() : dots {
            dot.isHidden = hidden
            dot.frame = CGRect(x: x, y: y, width: Self.dotDiameter, height: Self.dotDiameter)
            x += Self.dotDiameter + Self.dotSpacing
        }
    }
}
