import Foundation

/// How critical an alert is (iOS 16; same raw values as UIKit). On iOS it
/// changes nothing; Mac Catalyst shows a caution symbol for `.critical`.
public enum UIAlertControllerSeverity: Int, Sendable {
    case `default` = 0
    case critical = 1
}

/// An alert or an action sheet, as in UIKit: a title, a message, buttons
/// (`UIAlertAction`) and, for alerts, text fields.
///
/// It is presented like any controller, with `present(_:animated:)`. An
/// alert covers the screen with a dimmed background and a centred card; an
/// action sheet is a stack of buttons at the bottom of an iPhone's screen
/// and a popover on an iPad, pointing at the source its
/// `popoverPresentationController` names (UIKit traps without one, and so
/// does Trellis, with UIKit's message). Tapping a button dismisses the
/// controller and then runs the action's handler; with no touch screen,
/// tests tap through `UIAlertAction.simulateTap()` or
/// `simulateTap(actionTitled:)`.
///
/// The cards are built from plain views (labels, hairline views, rounded
/// views) so the renderer draws them, with iOS 17's numbers
/// (see `AlertMetrics`). The blurred material is drawn as an opaque colour.
///
/// Everything a subclass may override lives in the class body (no
/// Objective-C runtime on Linux).
open class UIAlertController: UIViewController {
    /// An alert or an action sheet (same raw values as UIKit).
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    // MARK: - Creating

    private var storedPreferredStyle: Style = .actionSheet

    /// An alert controller with a title, a message and a style. As UIKit's
    /// factory does, it keeps at most the first 999 characters of the title
    /// and 9,999 of the message (`+[UIAlertController
    /// alertControllerWithTitle:message:preferredStyle:]`, disassembled).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title.map { String($0.prefix(999)) }
        self.message = message.map { String($0.prefix(9999)) }
        storedPreferredStyle = preferredStyle
    }

    /// Whether the controller is an alert or an action sheet.
    open var preferredStyle: Style { storedPreferredStyle }

    // MARK: - Content

    /// The title, at the top of the card.
    open override var title: String? {
        didSet { contentChanged() }
    }

    /// The message, under the title.
    open var message: String? {
        didSet { contentChanged() }
    }

    /// How critical the alert is (iOS 16); kept, not drawn on iOS.
    open var severity: UIAlertControllerSeverity = .default

    private var storedActions: [UIAlertAction] = []

    /// The actions in the order they were added; the order they are shown
    /// in, except the cancel action, which the system places.
    open var actions: [UIAlertAction] { storedActions }

    /// Adds a button. As in UIKit, a second action of style `.cancel` is a
    /// programmer error that traps with UIKit's message.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
            fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                       + "'UIAlertController can only have one action with a style of UIAlertActionStyleCancel'")
        }
        storedActions.append(action)
        action.alertController = self
        actionsChanged()
    }

    /// The action emphasised in bold, which the Return key would trigger;
    /// alerts only (action sheets ignore it). It must be one of `actions`:
    /// anything else traps with UIKit's message.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let preferredAction, !storedActions.contains(where: { $0 === preferredAction }) {
                fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                           + "'The -preferredAction of an alert controller must be contained in the -actions array or be nil.'")
            }
            actionsChanged()
        }
    }

    private var storedTextFields: [UITextField] = []

    /// Adds a text field under the message, configured by the handler (called
    /// at once). Alerts only: on an action sheet it traps with UIKit's message.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            fatalError("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                       + "'Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert'")
        }
        let field = UITextField()
        field.font = AlertMetrics.font(.footnote, traitCollection)
        field.adjustsFontForContentSizeCategory = true
        storedTextFields.append(field)
        configurationHandler?(field)
        contentChanged()
    }

    /// The text fields in the order they were added; nil when there are none.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

    // MARK: - Presentation

    /// How the controller is presented; UIKit decides and ignores what is
    /// set (`-[UIAlertController setModalPresentationStyle:]` passes its own
    /// style on): `.custom` for an alert, and for an action sheet `.popover`
    /// on an iPad and `.custom` elsewhere.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get {
            preferredStyle == .actionSheet && UIDevice.current.userInterfaceIdiom == .pad ? .popover : .custom
        }
        set {}
    }

    /// An action sheet in a popover is as big as its content (UIKit
    /// recomputes it from its view's fitting size in a popover); otherwise
    /// what was set.
    open override var preferredContentSize: CGSize {
        get {
            guard preferredStyle == .actionSheet, modalPresentationStyle == .popover,
                  let alertView = view as? AlertControllerView else { return super.preferredContentSize }
            return alertView.popoverContentSize()
        }
        set { super.preferredContentSize = newValue }
    }

    /// UIKit's exception for an action sheet shown as a popover without a
    /// source, raised from `-[UIPopoverPresentationController
    /// presentationTransitionWillBegin]` (as reported in
    /// github.com/sberrevoets/SDCAlertView issue 306).
    override func popoverWithoutSource(presentedFrom presenter: UIViewController, popover: UIPopoverPresentationController) -> Never {
        fatalError("*** Terminating app due to uncaught exception 'NSGenericException', reason: 'Your application has presented a "
                   + "UIAlertController (\(controllerDescription)) of style UIAlertControllerStyleActionSheet from "
                   + "\(String(describing: type(of: presenter))) (\(presenter.controllerDescription)). The modalPresentationStyle of a "
                   + "UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this "
                   + "popover through the alert controller's popoverPresentationController. You must provide either a sourceView and "
                   + "sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may "
                   + "provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation.'")
    }

    /// An action sheet's popover adapts to the sheet at the bottom of the
    /// screen in a compact environment (iPad Split View), as UIKit's does.
    override func compactPresentationStyle(for style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        style == .popover ? .custom : style
    }

    /// A tap outside an action sheet's popover runs its cancel action's
    /// handler, as UIKit's `_dismissFromPopoverDimmingView` does (the cancel
    /// button itself is hidden in a popover).
    override func dismissedFromOutside() {
        guard let cancel = storedActions.first(where: { $0.style == .cancel }) else { return }
        cancel.handler?(cancel)
    }

    /// Whether the controller is on screen as a popover now.
    var isPresentedAsPopover: Bool {
        guard storedPresentingViewController != nil, let container = viewIfLoaded?.superview else { return false }
        return adaptedPresentationStyle(for: container.traitCollection) == .popover
    }

    // MARK: - The view

    open override func loadView() {
        view = AlertControllerView(controller: self)
    }

    func contentChanged() {
        (viewIfLoaded as? AlertControllerView)?.contentChanged()
        if storedPresentingViewController != nil { updatePresentedFrame() }
    }

    func actionsChanged() {
        contentChanged()
    }

    // MARK: - Tapping

    /// Taps the first enabled action titled `title` (see
    /// `UIAlertAction.simulateTap()`). Returns false when there is no such
    /// action or the tap did nothing.
    @discardableResult
    open func simulateTap(actionTitled title: String) -> Bool {
        guard let action = storedActions.first(where: { $0.title == title && $0.isEnabled }) else {
            LayoutDiagnostics.report(.invalidOperation, "\(controllerDescription) has no enabled action titled \"\(title)\"; "
                                     + "its actions are \(storedActions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")).")
            return false
        }
        return action.simulateTap()
    }

    /// Dismisses the controller because `action` was tapped, then runs the
    /// action's handler from the dismissal's completion, as UIKit does.
    func dismiss(triggeredBy action: UIAlertAction) -> Bool {
        guard let presenter = storedPresentingViewController else {
            LayoutDiagnostics.report(.invalidOperation, "Attempt to dismiss \(controllerDescription) with unknown presenter, action will "
                                     + "not be performed: the alert is not on screen.")
            return false
        }
        presenter.dismiss(animated: true) {
            action.handler?(action)
        }
        return true
    }
}
