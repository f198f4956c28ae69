import Foundation

/// The sides of a popover an arrow may point from, as in UIKit (same raw values).
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up: the popover is below its source.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down: the popover is above its source.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left: the popover is to the right of its source.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right: the popover is to the left of its source.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not yet known: the popover has not been placed.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// Something a popover can point at (iOS 16): a view or a bar button item.
public protocol UIPopoverPresentationControllerSourceItem: AnyObject {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// Hears about a popover presentation, as in UIKit; every method is optional.
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Called before the popover is placed: the last moment to set its
    /// source (UIKit's message for an action sheet without one points here).
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

/// Shows a presented controller in a popover: on a regular width a rounded
/// card beside its source with an arrow pointing at it; in a compact
/// environment it adapts as `UIModalPresentationStyle.popover` documents
/// ("In iOS 13 and later, for horizontally or vertically compact
/// environments, this option behaves the same as formSheet",
/// developer.apple.com) unless the delegate answers `.none`.
///
/// The popover's chrome (card, shadow, arrow) is made of plain views in the
/// container, under the presented view, so the renderer draws it.
open class UIPopoverPresentationController: UIPresentationController {
    // MARK: - Where it points

    /// The view the popover points at (with `sourceRect`).
    open var sourceView: UIView?
    /// The rectangle in `sourceView`'s coordinates the popover points at. A
    /// zero rectangle points at the whole view, as UIKit does when the
    /// rectangle is not set (iOS 13 and later).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at, instead of a view.
    open var barButtonItem: UIBarButtonItem?
    /// The view or bar button item the popover points at (iOS 16); setting
    /// it sets `sourceView` or `barButtonItem`.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)? {
        get { barButtonItem ?? sourceView }
        set {
            barButtonItem = newValue as? UIBarButtonItem
            sourceView = newValue as? UIView
        }
    }

    /// The directions the arrow may point; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points now; `.unknown` before the popover is placed.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views a tap reaches through the popover's dimming; kept for the app
    /// (there is no touch input in Trellis).
    open var passthroughViews: [UIView]?
    /// The card's colour; nil uses the system's popover background.
    open var backgroundColor: UIColor? {
        didSet { backgroundView.backgroundColor = backgroundColor ?? UIPopoverPresentationController.defaultBackground }
    }
    /// How close to the container's edges (inside its safe area) the popover
    /// may go: "The default edge insets are 10 points along each edge"
    /// (developer.apple.com, popoverLayoutMargins).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source when there is no room beside it.
    open var canOverlapSourceViewRect = false

    /// The popover's delegate, when it is a `UIPopoverPresentationControllerDelegate`
    /// (`delegate` keeps UIKit's wider type: Swift cannot narrow it).
    var popoverDelegate: (any UIPopoverPresentationControllerDelegate)? {
        delegate as? any UIPopoverPresentationControllerDelegate
    }

    /// Whether the app gave the popover something to point at.
    var hasSource: Bool { sourceView != nil || barButtonItem != nil }

    // MARK: - Geometry

    /// iOS's popover corner radius: 13 points, the radius UIKit's iOS action
    /// style gives its groups (`UIInterfaceActionConcreteVisualStyle_iOS`
    /// `contentCornerRadius`, read from UIKitCore), which an action sheet in
    /// a popover fills.
    static let cornerRadius: CGFloat = 13

    /// How far the arrow reaches out of the card. UIKit's private popover
    /// background does not publish it; 13 points is the figure third-party
    /// popover backgrounds use to look like the system's (an approximation).
    static let arrowHeight: CGFloat = 13

    /// The content size without a `preferredContentSize`: 320 points wide,
    /// as UIKit's popovers have been since `UIPopoverController` ("320
    /// points wide" in its class reference); 480 tall, an approximation.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// An approximation of the system popover's material (the blur itself is
    /// not drawn): near-white in light mode, dark grey in dark mode.
    static let defaultBackground = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 1) : UIColor(white: 0.98, alpha: 1)
    })

    /// The source rectangle in `container`'s coordinates.
    func sourceRect(in container: UIView) -> CGRect {
        if let sourceView, sourceView.rootView === container.rootView {
            let rect = sourceRect.isEmpty ? sourceView.bounds : sourceRect
            return sourceView.convert(rect, to: container)
        }
        if let item = barButtonItem {
            if let view = item.customView, view.rootView === container.rootView {
                return view.convert(view.bounds, to: container)
            }
            if let view = Self.barButtonView(of: item, in: container.rootView) {
                return view.convert(view.bounds, to: container)
            }
        }
        // A bar button item on no bar on screen: the trailing end of a
        // 44-point navigation bar under the top safe area, where such items
        // usually are.
        let safe = container.bounds.inset(by: container.safeAreaInsets)
        return CGRect(x: safe.maxX - 52, y: safe.minY, width: 44, height: 44)
    }

    /// The view a navigation bar or toolbar shows `item` in, under `root`.
    static func barButtonView(of item: UIBarButtonItem, in root: UIView) -> UIView? {
        if let view = root as? BarButtonItemView, view.item === item, !view.isHidden { return view }
        for subview in root.subviews {
            if let found = barButtonView(of: item, in: subview) { return found }
        }
        return nil
    }

    /// The card's frame in a container of `size` and the direction its arrow
    /// points: below the source if it fits, else above, to the right, to the
    /// left (among the permitted directions), or where there is the most
    /// room; centred on the source along the arrow's edge and kept inside
    /// `popoverLayoutMargins`.
    func popoverFrame(in container: UIView, size: CGSize) -> (frame: CGRect, direction: UIPopoverArrowDirection) {
        let bounds = CGRect(origin: .zero, size: size).inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let source = sourceRect(in: container)
        let preferred = presentedViewController.preferredContentSize
        let content = CGSize(width: preferred.width > 0 ? preferred.width : Self.defaultContentSize.width,
                             height: preferred.height > 0 ? preferred.height : Self.defaultContentSize.height)
        let arrow = Self.arrowHeight
        let room: [(UIPopoverArrowDirection, CGSize)] = [
            (.up, CGSize(width: bounds.width, height: bounds.maxY - source.maxY - arrow)),
            (.down, CGSize(width: bounds.width, height: source.minY - arrow - bounds.minY)),
            (.left, CGSize(width: bounds.maxX - source.maxX - arrow, height: bounds.height)),
            (.right, CGSize(width: source.minX - arrow - bounds.minX, height: bounds.height)),
        ]
        let permitted = permittedArrowDirections == .unknown || permittedArrowDirections.isEmpty ? .any : permittedArrowDirections
        let candidates = room.filter { permitted.contains($0.0) }
        let fitting = candidates.first { $0.1.width >= content.width && $0.1.height >= content.height }
        let (direction, space) = fitting ?? candidates.max { a, b in
            max(0, min(a.1.width, content.width)) * max(0, min(a.1.height, content.height))
                < max(0, min(b.1.width, content.width)) * max(0, min(b.1.height, content.height))
        } ?? (.up, bounds.size)
        let width = max(0, min(content.width, space.width)), height = max(0, min(content.height, space.height))
        func clamp(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat { max(low, min(value, max(low, high))) }
        var frame = CGRect(x: 0, y: 0, width: width, height: height)
        switch direction {
        case .up, .down:
            frame.origin.x = clamp(source.midX - width / 2, bounds.minX, bounds.maxX - width)
            frame.origin.y = direction == .up ? source.maxY + arrow : source.minY - arrow - height
        default:
            frame.origin.y = clamp(source.midY - height / 2, bounds.minY, bounds.maxY - height)
            frame.origin.x = direction == .left ? source.maxX + arrow : source.minX - arrow - width
        }
        return (frame.integral, direction)
    }

    // MARK: - Chrome

    /// The card behind the presented view: background, corners, shadow.
    let backgroundView: UIView = {
        let view = UIView()
        view.backgroundColor = UIPopoverPresentationController.defaultBackground
        view.layer.cornerRadius = UIPopoverPresentationController.cornerRadius
        // A soft shadow, as popovers float over the screen.
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.15
        view.layer.shadowRadius = 20
        view.layer.shadowOffset = .zero
        return view
    }()

    /// The arrow: a square turned 45° behind the card's edge, so the half
    /// that sticks out is a triangle.
    let arrowView = UIView()

    /// The presented view's corner settings before it went into the card.
    private var savedCorners: (radius: CGFloat, masks: Bool)?

    /// Places the card and arrow for the presented view's `frame`, pointing
    /// `direction`, in `container`; or takes them away when `frame` is nil
    /// (the presentation adapted, or ended).
    func layoutChrome(for frame: CGRect?, direction: UIPopoverArrowDirection, in container: UIView?) {
        guard let frame, let container, let presented = presentedViewController.viewIfLoaded else {
            removeChrome()
            return
        }
        arrowDirection = direction
        if backgroundView.superview !== container {
            container.insertSubview(backgroundView, belowSubview: presented)
            container.insertSubview(arrowView, belowSubview: presented)
        }
        if savedCorners == nil {
            savedCorners = (presented.layer.cornerRadius, presented.layer.masksToBounds)
            presented.layer.cornerRadius = Self.cornerRadius
            presented.layer.masksToBounds = true
        }
        backgroundView.frame = frame
        arrowView.backgroundColor = backgroundView.backgroundColor
        let side = (Self.arrowHeight * 2.0.squareRoot()).rounded()
        let source = sourceRect(in: container)
        var center: CGPoint
        switch direction {
        case .up: center = CGPoint(x: source.midX, y: frame.minY)
        case .down: center = CGPoint(x: source.midX, y: frame.maxY)
        case .left: center = CGPoint(x: frame.minX, y: source.midY)
        default: center = CGPoint(x: frame.maxX, y: source.midY)
        }
        // Keep the arrow off the rounded corners.
        let inset = Self.cornerRadius + side / 2
        if direction == .up || direction == .down {
            center.x = max(frame.minX + inset, min(center.x, frame.maxX - inset))
        } else {
            center.y = max(frame.minY + inset, min(center.y, frame.maxY - inset))
        }
        arrowView.transform = .identity
        arrowView.frame = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        arrowView.transform = CGAffineTransform(rotationAngle: .pi / 4)
    }

    func removeChrome() {
        backgroundView.removeFromSuperview()
        arrowView.removeFromSuperview()
        if let saved = savedCorners, let presented = presentedViewController.viewIfLoaded {
            presented.layer.cornerRadius = saved.radius
            presented.layer.masksToBounds = saved.masks
        }
        savedCorners = nil
    }

    // MARK: - Tapping outside

    /// Taps outside the popover, as a person would to dismiss it (Trellis
    /// has no touch screen; tests tap through this). As in UIKit, the
    /// delegate's `presentationControllerShouldDismiss` may refuse (then
    /// `presentationControllerDidAttemptToDismiss` is called); otherwise the
    /// popover is dismissed between `presentationControllerWillDismiss` and
    /// `presentationControllerDidDismiss`. An action sheet in a popover runs
    /// its cancel action's handler after the dismissal, as UIKit does (its
    /// cancel button is hidden in a popover). Returns whether it dismissed.
    @discardableResult
    open func simulateTapOutside() -> Bool {
        let presented = presentedViewController
        guard presented.storedPresentingViewController != nil, arrowDirection != .unknown, backgroundView.superview != nil else {
            return false
        }
        if let delegate, !delegate.presentationControllerShouldDismiss(self) {
            delegate.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [self] in
            delegate?.presentationControllerDidDismiss(self)
            presented.dismissedFromOutside()
        }
        return true
    }
}
