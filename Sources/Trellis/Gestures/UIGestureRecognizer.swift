import Foundation

/// The delegate UIKit asks before a recognizer begins and when two
/// recognize at once. Every method is optional in UIKit; Trellis gives each
/// UIKit's default answer. There are no touches on Linux, so the
/// `shouldReceive` touch and press methods are not here.
public protocol UIGestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

public extension UIGestureRecognizerDelegate {
    /// UIKit: "The default value is true."
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// UIKit: "The default implementation returns false."
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// UIKit's gesture recognizers, without touches: Trellis has no touch
/// screen, so a recognizer never recognizes anything by itself. Tests,
/// previews and ported apps fire one with `simulateRecognition(at:)`, which
/// goes through the states UIKit's would and runs the handlers, as
/// `UIControl.sendActions(for:)` and `UIBarButtonItem.simulateTap()` do.
///
/// Target-action needs selectors, which Swift has only with the Objective-C
/// runtime; so the handlers are closures: `init(handler:)` and
/// `addAction(_:)` are Trellis's own (Linux only), and `trellis port`
/// rewrites `UITapGestureRecognizer(target: self, action: #selector(tap))`
/// to them (docs/porting.md).
open class UIGestureRecognizer: NSObject {
    /// UIKit's states; `.recognized` is `.ended`, as in UIKit.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// The recognizer's state: `.possible` except while `simulateRecognition` runs the handlers.
    open internal(set) var state: State = .possible
    /// A disabled recognizer does not recognize (UIKit: default true).
    open var isEnabled: Bool = true
    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open internal(set) weak var view: UIView?
    open weak var delegate: UIGestureRecognizerDelegate?
    /// UIKit: default true (touches in the view are cancelled once the gesture is recognized).
    open var cancelsTouchesInView: Bool = true
    /// UIKit: default false.
    open var delaysTouchesBegan: Bool = false
    /// UIKit: default true.
    open var delaysTouchesEnded: Bool = true
    open var name: String?
    /// The recognizers that must fail before this one may recognize (`require(toFail:)`).
    public private(set) var failureRequirements: [UIGestureRecognizer] = []

    private var handlers: [(UIGestureRecognizer) -> Void] = []
    /// Where the simulated touches are, in the view's coordinates.
    var simulatedLocation: CGPoint?

    public override init() { super.init() }

    /// A recognizer that calls `handler` each time it recognizes (or, for a
    /// continuous one, each time its state changes). Trellis only: UIKit's
    /// `init(target:action:)` takes a selector.
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        handlers.append(handler)
    }

    public required init?(coder: NSCoder) { super.init() }

    /// Adds a handler, as UIKit's `addTarget(_:action:)` adds a target (Trellis only).
    open func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Removes every handler (UIKit's `removeTarget(nil, action: nil)`).
    open func removeAllActions() {
        handlers.removeAll()
    }

    /// This recognizer recognizes only after `otherGestureRecognizer` failed.
    /// Kept in `failureRequirements`; without touches no recognizer is ever
    /// waiting, so `simulateRecognition` does not consult it.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        if !failureRequirements.contains(where: { $0 === otherGestureRecognizer }) {
            failureRequirements.append(otherGestureRecognizer)
        }
    }

    /// Where the gesture is, in `view`'s coordinates (the window's for nil):
    /// the point given to `simulateRecognition(at:)`, else the center of the
    /// recognizer's view. Without a view, `.zero`.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let point = simulatedLocation ?? CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        if let view { return own.convert(point, to: view) }
        return own.convert(point, to: nil as UIView?)
    }

    open var numberOfTouches: Int { state == .possible ? 0 : 1 }

    /// Whether the gesture goes through began/changed/ended (pan, pinch,
    /// long press) rather than straight to ended (tap, swipe).
    open var isContinuous: Bool { false }

    /// Fires the recognizer as if its gesture happened at `point` (in its
    /// view's coordinates; the view's center by default): a discrete one
    /// goes to `.ended` and runs its handlers once; a continuous one runs
    /// them at `.began`, `.changed` and `.ended`. Then it is `.possible`
    /// again. Nothing happens, and false is returned, when it is disabled,
    /// not in a view, its view is hidden or not interactive, or its
    /// delegate's `gestureRecognizerShouldBegin(_:)` says no (the recognizer
    /// then passes through `.failed`, as in UIKit).
    @discardableResult
    open func simulateRecognition(at point: CGPoint? = nil) -> Bool {
        guard isEnabled, let view, !view.isHidden, view.isUserInteractionEnabled else { return false }
        simulatedLocation = point
        defer {
            state = .possible
            simulatedLocation = nil
        }
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
            state = .failed
            return false
        }
        let states: [State] = isContinuous ? [.began, .changed, .ended] : [.ended]
        for next in states {
            state = next
            willSend(next)
            for handler in handlers { handler(self) }
        }
        return true
    }

    /// A hook for subclasses that update their values (translation, scale) as the state changes.
    func willSend(_ state: State) {}

    /// UIKit calls it when the gesture ends; subclasses reset their values.
    open func reset() {}
}

extension UIView {
    /// Attaches a recognizer (a recognizer belongs to one view at a time, as in UIKit).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let previous = gestureRecognizer.view, previous !== self { previous.removeGestureRecognizer(gestureRecognizer) }
        gestureRecognizer.view = self
        if !attachedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) {
            attachedGestureRecognizers.append(gestureRecognizer)
        }
    }

    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// The attached recognizers; nil when there are none, as in UIKit.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}
