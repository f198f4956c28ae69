import Foundation

/// How a presented controller is shown, as in UIKit (same raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: a page sheet for a plain controller, as in UIKit 13 and later.
    case automatic = -2
    case none = -1
    /// Covers the container; the presenting controller disappears.
    case fullScreen = 0
    /// A sheet: on a compact width it spans the width below the top safe
    /// area; on a regular width, a page-sized card in the middle.
    case pageSheet = 1
    /// A sheet: on a regular width, a 540 × 620-point card (or the
    /// presented controller's `preferredContentSize`) in the middle; on a
    /// compact width, the same sheet as `.pageSheet`.
    case formSheet = 2
    /// Like `.fullScreen` here (there is no presentation context other than the screen).
    case currentContext = 3
    /// Covers the container; the presenting controller stays (a custom
    /// presentation controller decides more in UIKit).
    case custom = 4
    /// Covers the container; the presenting controller stays on screen.
    case overFullScreen = 5
    /// Like `.overFullScreen` here.
    case overCurrentContext = 6
    /// On a regular width, a card beside the source its
    /// `popoverPresentationController` names, with an arrow pointing at it;
    /// in a compact environment, a form sheet (see `UIPopoverPresentationController`).
    case popover = 7
}

extension UIViewController {
    /// UIKit's form sheet size on a regular width before iPadOS 16 (later
    /// versions make it slightly bigger: "form sheets are slightly bigger
    /// than on previous iPadOS versions", hacknicity.medium.com, "View
    /// Controller Presentation Changes in iOS and iPadOS 16").
    static let formSheetSize = CGSize(width: 540, height: 620)

    /// How far below the top safe area a sheet starts on a compact width:
    /// the edge of the presenting screen shows above it. Apple does not
    /// document the figure; 10 points is what sheets leave on iPhones.
    static let sheetTopGap: CGFloat = 10

    /// The width of a page sheet on a regular width. Apple documents only
    /// "roughly the size of a page, where the height is greater than the
    /// width"; 704 points, the iPad page sheet's width, is an approximation.
    static let pageSheetWidth: CGFloat = 704

    /// The style a presentation uses: `.automatic` is a page sheet, as in UIKit.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    /// The presentation controller for the current `modalPresentationStyle`:
    /// the one already made if it fits the style (a popover one for
    /// `.popover`, a plain one otherwise), else a new one that keeps the old
    /// one's delegate.
    func presentationControllerForCurrentStyle() -> UIPresentationController {
        let wantsPopover = resolvedPresentationStyle == .popover
        if let existing = storedPresentationController, (existing is UIPopoverPresentationController) == wantsPopover {
            return existing
        }
        let made = wantsPopover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: storedPresentingViewController)
            : UIPresentationController(presentedViewController: self, presenting: storedPresentingViewController)
        made.delegate = storedPresentationController?.delegate
        storedPresentationController = made
        return made
    }

    /// The style the presentation takes in an environment with `traits`,
    /// after adaptation (see `UIPresentationController.effectiveStyle(for:)`).
    func adaptedPresentationStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        storedPresentationController?.effectiveStyle(for: traits) ?? presentationStyleInUse
    }

    /// The frame this presented controller's view takes in a container of
    /// `size` with the container's current traits and safe area.
    ///
    /// Sheets adapt as UIKit's do (`UIModalPresentationStyle.formSheet` and
    /// `.pageSheet` in Apple's documentation): on a regular width, a page
    /// or form-sized card in the middle; on a compact width (or when no size
    /// class is known), "a sheet with part of the background content visible
    /// near the top of the screen"; on a compact height, the whole container.
    /// A popover on a regular width is a card beside its source.
    func presentedFrame(inContainerOfSize size: CGSize) -> CGRect {
        presentedPlacement(inContainerOfSize: size).frame
    }

    /// The frame, and for a popover the direction its arrow points.
    func presentedPlacement(inContainerOfSize size: CGSize) -> (frame: CGRect, arrow: UIPopoverArrowDirection?) {
        let full = CGRect(origin: .zero, size: size)
        guard let container = storedView?.superview ?? storedPresentingViewController?.viewIfLoaded?.rootView else { return (full, nil) }
        let traits = container.traitCollection
        let style = adaptedPresentationStyle(for: traits)
        switch style {
        case .popover:
            guard let popover = storedPresentationController as? UIPopoverPresentationController else { return (full, nil) }
            let placed = popover.popoverFrame(in: container, size: size)
            return (placed.frame, placed.direction)
        case .pageSheet, .formSheet:
            if traits.verticalSizeClass == .compact { return (full, nil) }
            let safe = container.safeAreaInsets
            if traits.horizontalSizeClass != .regular {
                let top = min(size.height, safe.top + UIViewController.sheetTopGap)
                return (CGRect(x: 0, y: top, width: size.width, height: size.height - top), nil)
            }
            var sheet: CGSize
            if style == .pageSheet {
                let top = safe.top + UIViewController.sheetTopGap, bottom = safe.bottom + UIViewController.sheetTopGap
                sheet = CGSize(width: UIViewController.pageSheetWidth, height: size.height - top - bottom)
            } else {
                let preferred = preferredContentSize
                sheet = UIViewController.formSheetSize
                if preferred.width > 0 { sheet.width = preferred.width }
                if preferred.height > 0 { sheet.height = preferred.height }
            }
            sheet = CGSize(width: max(0, min(sheet.width, size.width)), height: max(0, min(sheet.height, size.height)))
            return (CGRect(x: ((size.width - sheet.width) / 2).rounded(), y: ((size.height - sheet.height) / 2).rounded(),
                           width: sheet.width, height: sheet.height), nil)
        default:
            return (full, nil)
        }
    }

    /// Places the presented view where its style puts it in its container
    /// now, with a popover's card and arrow around it.
    func updatePresentedFrame() {
        guard storedPresentingViewController != nil, let view = storedView, let container = view.superview else { return }
        let placement = presentedPlacement(inContainerOfSize: container.bounds.size)
        view.frame = placement.frame
        // Full-width frames follow the container's size; centred cards keep
        // theirs and stay centred; a popover is placed again on every change.
        view.autoresizingMask = placement.frame.minX == 0 ? [.flexibleWidth, .flexibleHeight]
            : placement.arrow != nil ? [] : [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        if let popover = storedPresentationController as? UIPopoverPresentationController {
            popover.layoutChrome(for: placement.arrow.map { _ in placement.frame }, direction: placement.arrow ?? .unknown,
                                 in: container)
        }
    }

    /// The controller that presents on behalf of this one: its topmost ancestor.
    var presentationContext: UIViewController {
        var context = self
        while let parent = context.storedParent { context = parent }
        return context
    }

    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let context = presentationContext
        func refuse(_ text: String) { LayoutDiagnostics.report(.invalidOperation, text + " Nothing was presented.") }
        var ancestor: UIViewController? = self
        while let candidate = ancestor {
            if candidate === presented {
                return refuse("Application tried to present modally an active controller \(presented.controllerDescription).")
            }
            ancestor = candidate.storedParent ?? candidate.storedPresentingViewController
        }
        if let presenter = presented.storedPresentingViewController {
            return refuse("Application tried to present modally a view controller \(presented.controllerDescription) that is already being presented by \(presenter.controllerDescription).")
        }
        if let parent = presented.storedParent {
            return refuse("Application tried to present modally a view controller \(presented.controllerDescription) that has a parent view controller \(parent.controllerDescription).")
        }
        if let current = context.storedPresentedViewController {
            return refuse("Attempt to present \(presented.controllerDescription) on \(context.controllerDescription) which is already presenting \(current.controllerDescription).")
        }
        guard context.appearanceState == .appeared, let container = context.viewIfLoaded?.rootView else {
            return refuse("Attempt to present \(presented.controllerDescription) on \(context.controllerDescription) whose view is not in the window hierarchy.")
        }

        presented.loadViewIfNeeded()
        let style = presented.resolvedPresentationStyle
        let presentation = presented.presentationControllerForCurrentStyle()
        presentation.storedPresentingViewController = context
        let adapted = presentation.effectiveStyle(for: container.traitCollection)
        if adapted == .popover, let popover = presentation as? UIPopoverPresentationController {
            popover.popoverDelegate?.prepareForPopoverPresentation(popover)
            if !popover.hasSource { presented.popoverWithoutSource(presentedFrom: context, popover: popover) }
        }
        presented.storedPresentingViewController = context
        presented.presentationStyleInUse = style
        context.storedPresentedViewController = presented
        let hidesPresenter = adapted == .fullScreen || adapted == .currentContext
        presented.presentationHidPresenter = hidesPresenter
        let coordinator = UIViewControllerSizeTransitionCoordinator(containerView: container, isAnimated: animated,
                                                                    presentationStyle: style, from: context, to: presented)
        presented.activeTransitionCoordinator = coordinator
        presented.beingPresented = true
        presentation.delegate?.presentationController(presentation, willPresentWithAdaptiveStyle: adapted == style ? .none : adapted,
                                                      transitionCoordinator: coordinator)
        presentation.presentationTransitionWillBegin()

        // UIKit's order for a full-screen presentation: the presenter's
        // viewWillDisappear, the presented viewWillAppear and viewDidAppear,
        // then the presenter's viewDidDisappear. Sheets leave the presenter
        // on screen: it hears nothing.
        if hidesPresenter { context.beginAppearance(false, animated: animated) }
        presented.beginAppearance(true, animated: animated)
        let view = presented.view!
        view.frame = presented.presentedFrame(inContainerOfSize: container.bounds.size)
        container.addSubview(view)
        presented.updatePresentedFrame()
        coordinator.runAlongside()
        presented.endAppearance(layingOut: true)
        if hidesPresenter { context.endAppearance(layingOut: false) }
        presented.beingPresented = false
        presented.activeTransitionCoordinator = nil
        presentation.presentationTransitionDidEnd(true)
        coordinator.runCompletions()
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        var host: UIViewController? = self
        while let candidate = host, candidate.storedPresentedViewController == nil { host = candidate.storedParent }
        if let host {
            host.dismissPresentedStack(animated: animated, completion: completion)
        } else if let presenting = presentingViewController {
            presenting.dismissPresentedStack(animated: animated, completion: completion)
        } else {
            LayoutDiagnostics.report(.invalidOperation, "\(controllerDescription) has nothing to dismiss: it presents no controller and was not presented. Nothing happened (UIKit ignores this call too, without calling the completion).")
        }
    }

    /// Dismisses the controller this one presented and every controller
    /// presented above it. The topmost (the one on screen) disappears; this
    /// controller appears again if a full-screen presentation hid it.
    private func dismissPresentedStack(animated: Bool, completion: (() -> Void)?) {
        guard let first = storedPresentedViewController else { return }
        var stack: [UIViewController] = [first]
        while let next = stack.last?.storedPresentedViewController { stack.append(next) }
        let top = stack.last!
        let coordinator = UIViewControllerSizeTransitionCoordinator(containerView: top.viewIfLoaded?.superview, isAnimated: animated,
                                                                    presentationStyle: top.presentationStyleInUse, from: top, to: self)
        for controller in stack {
            controller.beingDismissed = true
            controller.activeTransitionCoordinator = coordinator
        }
        // The mirror of presenting: the dismissed controller's
        // viewWillDisappear, the uncovered presenter's viewWillAppear and
        // viewDidAppear, then the dismissed controller's viewDidDisappear.
        for controller in stack.reversed() { controller.beginAppearance(false, animated: animated) }
        if first.presentationHidPresenter { beginAppearance(true, animated: animated) }
        for controller in stack.reversed() { controller.storedPresentationController?.dismissalTransitionWillBegin() }
        for controller in stack.reversed() {
            (controller.storedPresentationController as? UIPopoverPresentationController)?.removeChrome()
            controller.viewIfLoaded?.removeFromSuperview()
        }
        coordinator.runAlongside()
        if first.presentationHidPresenter { endAppearance(layingOut: true) }
        for controller in stack.reversed() { controller.endAppearance(layingOut: false) }
        for controller in stack {
            controller.storedPresentingViewController?.storedPresentedViewController = nil
            controller.storedPresentingViewController = nil
            controller.beingDismissed = false
            controller.activeTransitionCoordinator = nil
            controller.presentationHidPresenter = false
            controller.storedPresentationController?.dismissalTransitionDidEnd(true)
        }
        coordinator.runCompletions()
        completion?()
    }
}
