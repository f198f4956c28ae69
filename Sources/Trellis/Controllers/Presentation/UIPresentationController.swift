import Foundation

/// Manages where a presented controller's view goes and how the
/// presentation adapts to the environment, as in UIKit.
///
/// UIKit makes one for every presentation (a `UIPopoverPresentationController`
/// for `.popover`); so does Trellis. Reading a controller's
/// `presentationController` before presenting it makes the one its
/// `modalPresentationStyle` will use, so that a delegate can be set first,
/// as apps do to hear about adaptation and dismissal.
///
/// Custom presentation controllers from a `transitioningDelegate` are not
/// supported: there is no transitioning delegate in Trellis yet.
///
/// Everything a subclass may override lives in the class body (no
/// Objective-C runtime on Linux).
open class UIPresentationController: NSObject {
    /// The controller being presented. It owns this object (through its
    /// `presentationController`), so it outlives it.
    public unowned let presentedViewController: UIViewController

    weak var storedPresentingViewController: UIViewController?

    /// The controller that presents: known once the presentation starts (or
    /// when given to the initializer). UIKit declares it non-optional; read
    /// before a presentation without one, it is nil here.
    open var presentingViewController: UIViewController! {
        storedPresentingViewController ?? presentedViewController.storedPresentingViewController
    }

    /// Hears about adaptation and (user-initiated) dismissal.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// UIKit's designated initializer; `presentingViewController` may be nil
    /// and is then filled in when the presentation starts.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        storedPresentingViewController = presentingViewController
        super.init()
    }

    /// The style the presented controller asked for, resolved from `.automatic`.
    open var presentationStyle: UIModalPresentationStyle {
        presentedViewController.resolvedPresentationStyle
    }

    /// The view the presentation happens in: the presenting screen's root
    /// view (the window) while presented, nil otherwise.
    open var containerView: UIView? {
        guard presentedViewController.storedPresentingViewController != nil else { return nil }
        return presentedViewController.viewIfLoaded?.superview
    }

    /// The view that is animated on screen: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }

    /// Where the presented view goes in the container now.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return presentedViewController.viewIfLoaded?.frame ?? .zero }
        return presentedViewController.presentedFrame(inContainerOfSize: container.bounds.size)
    }

    // MARK: - Adaptation

    /// The style to use in a horizontally compact environment: the
    /// delegate's answer, or `.none` without a delegate, as UIKit documents.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
    }

    /// The style to use with `traitCollection`: the delegate's answer (its
    /// trait-aware method first), `.none` when it gives none.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard let delegate else { return .none }
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        return answer == .automatic ? .none : answer
    }

    /// The style this presentation takes in an environment with `traits`:
    /// only compact environments adapt ("the presentation style to use when
    /// the presented view controller becomes horizontally compact",
    /// developer.apple.com, adaptivePresentationStyle); the delegate's
    /// answer wins, `.none` keeps the requested style, and without one the
    /// style's own adaptation applies (`defaultAdaptiveStyle`).
    func effectiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        let style = presentationStyle
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else { return style }
        if let delegate {
            let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
            if answer == .none { return style }
            if answer != .automatic { return answer }
        }
        return defaultAdaptiveStyle(for: style)
    }

    /// What `style` becomes in a compact environment when no delegate says
    /// otherwise; the presented controller may have its own rule (an action
    /// sheet becomes a sheet at the bottom of the screen).
    func defaultAdaptiveStyle(for style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        presentedViewController.compactPresentationStyle(for: style)
    }

    // MARK: - Transition hooks

    /// Called as the presentation starts; subclasses add their views here.
    open func presentationTransitionWillBegin() {}

    /// Called when the presentation is done; `completed` is always true here
    /// (presentations are not interactive and cannot be cancelled).
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called as the dismissal starts.
    open func dismissalTransitionWillBegin() {}

    /// Called when the dismissal is done; `completed` is always true here.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container lays out its subviews.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// Hears how a presentation adapts and when the user dismisses it, as in
/// UIKit. Every method is optional: the defaults answer as if the method
/// were not implemented.
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a horizontally compact environment. The default,
    /// `.automatic`, means "not implemented": the presentation adapts as it
    /// would without a delegate.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use with `traitCollection`; by default the answer of
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Called when the presentation starts with the style it adapted to
    /// (`.none` when it did not adapt).
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)
    /// Whether a dismissal the user starts (a tap outside a popover) may happen.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is about to happen.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started happened; not called for `dismiss(animated:)` from code.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss and `presentationControllerShouldDismiss` refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
