import Foundation

/// What a controller offers its container and presenter: a preferred size
/// and the size and trait transitions it takes part in, as in UIKit.
/// `UIViewController` adopts it.
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// Keys for the controllers taking part in a transition, as in UIKit.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller on screen when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller on screen when it ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the views taking part in a transition, as in UIKit.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What the blocks given to a transition coordinator learn about the
/// transition, as in UIKit. Transitions here are never interactive and
/// never cancelled, and take no time.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    /// The view the transition happens in (the window, for a rotation).
    var containerView: UIView { get }
    /// For a rotation, the rotation applied; the identity otherwise.
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs code alongside a size change or a presentation, and after it, as
/// in UIKit: a controller handed one in `viewWillTransition(to:with:)`
/// registers blocks, and whoever makes the change runs them.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Registers a block to run alongside the change (after the new size or
    /// views are in place, inside the same animation in UIKit) and one to run
    /// after it. Returns true: the blocks will run.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// Like `animate(alongsideTransition:completion:)`, for animations of a
    /// view outside the container; the same here.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// Interactive transitions do not exist here, so the handler is never called.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The coordinator of a transition: a window makes one for a rotation or a
/// resize, hands it to its root controller's `viewWillTransition(to:with:)`,
/// then `run`s the change; `present` and `dismiss` use one too.
///
/// `run(_:)` performs the change, then every alongside block in the order
/// registered, then every completion block. Blocks registered while they
/// run (an alongside block registering another) run in the same pass.
/// Nothing is animated: the transition is over when `run` returns.
public final class UIViewControllerSizeTransitionCoordinator: UIViewControllerTransitionCoordinator {
    public let isAnimated: Bool
    public let presentationStyle: UIModalPresentationStyle
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var isCancelled: Bool { false }
    public var transitionDuration: TimeInterval { 0 }
    public private(set) var percentComplete: CGFloat = 0
    public var completionVelocity: CGFloat { 1 }
    public let containerView: UIView
    public let targetTransform: CGAffineTransform
    private let viewControllers: [UITransitionContextViewControllerKey: UIViewController]
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// - Parameters:
    ///   - containerView: the view the change happens in (the window); a
    ///     new empty view when nil.
    ///   - targetTransform: the rotation a rotation applies.
    ///   - isAnimated: what `isAnimated` reports (nothing is animated either way).
    ///   - presentationStyle: the style of a presentation; `.none` for a size change.
    ///   - from, to: the controllers on screen before and after, if any.
    public init(containerView: UIView? = nil, targetTransform: CGAffineTransform = .identity, isAnimated: Bool = false,
                presentationStyle: UIModalPresentationStyle = .none,
                from: UIViewController? = nil, to: UIViewController? = nil) {
        self.containerView = containerView ?? UIView()
        self.targetTransform = targetTransform
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        viewControllers = controllers
    }

    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        viewControllers[key]
    }

    public func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return viewControllers[.from]?.viewIfLoaded
        case .to: return viewControllers[.to]?.viewIfLoaded
        default: return nil
        }
    }

    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                           completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    public func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Performs `change`, then the alongside blocks, then the completions.
    public func run(_ change: () -> Void) {
        change()
        runAlongside()
        runCompletions()
    }

    /// Runs the alongside blocks registered so far (and any they register).
    func runAlongside() {
        var index = 0
        while index < animations.count {
            animations[index](self)
            index += 1
        }
        animations.removeAll()
        percentComplete = 1
    }

    /// Runs the completion blocks registered so far (and any they register).
    func runCompletions() {
        var index = 0
        while index < completions.count {
            completions[index](self)
            index += 1
        }
        completions.removeAll()
    }
}
