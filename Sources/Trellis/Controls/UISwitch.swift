import Foundation

/// An on/off switch, as in UIKit: always 51×31 points (its intrinsic size,
/// which constraints cannot stretch: UIKit draws it at that size whatever
/// its frame). Sending it `.touchUpInside` (what a tap does) flips it and
/// sends `.valueChanged`; `setOn(_:animated:)` and `isOn` change it
/// without sending anything, as in UIKit.
open class UISwitch: UIControl {
    /// Drawn in its layer between the background and the subviews (see the +Drawing file).
    override func drawIntrinsicContent(in ctx: CGContext) { drawSwitch(in: ctx) }

    /// UIKit's fixed switch size.
    public static let size = CGSize(width: 51, height: 31)

    open var isOn = false {
        didSet { if isOn != oldValue { setNeedsLayout() } }
    }

    /// The track's color when on; nil: system green.
    open var onTintColor: UIColor?
    /// The knob's color; nil: white.
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.required, for: .vertical)
        setContentCompressionResistancePriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .vertical)
    }

    public convenience init() { self.init(frame: .zero) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// A switch reads as a button whose value is "1" when on and "0" when
    /// off: what XCUITest's `XCUIElement.value` returns for a UISwitch
    /// (UI test suites assert `toggle.value as? String == "1"`, e.g.
    /// corona-warn-app's ExposureSubmission tests); VoiceOver speaks it as "on"/"off".
    override var defaultAccessibilityTraits: UIAccessibilityTraits { stateAccessibilityTraits.union(.button) }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }

    open override func sendActions(for events: Event) {
        guard isEnabled else { return }
        if events.contains(.touchUpInside) {
            isOn.toggle()
            super.sendActions(for: events.union([.valueChanged, .primaryActionTriggered]))
        } else {
            super.sendActions(for: events)
        }
    }

    /// The track's color for the current state: the on tint (system green)
    /// when on, the system fill when off.
    public var trackColor: UIColor { isOn ? (onTintColor ?? .systemGreen) : .secondarySystemFill }
    public var thumbColor: UIColor { thumbTintColor ?? .white }
}

/// A spinning indicator, as in UIKit: `.medium` is 20×20 points and
/// `.large` 37×37. It starts stopped, and with `hidesWhenStopped` (the
/// default) it is hidden whenever it is stopped. The renderer draws the
/// eight spokes of its first frame: there is no animation.
open class UIActivityIndicatorView: UIView {
    /// Drawn in its layer between the background and the subviews (UISwitch+Drawing.swift).
    override func drawIntrinsicContent(in ctx: CGContext) { drawSpokes(in: ctx) }

    public enum Style: Int, Sendable {
        case medium = 100, large = 101
    }

    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// The spokes' color; the secondary label color unless set.
    open var color: UIColor! {
        get { storedColor ?? .secondaryLabel }
        set { storedColor = newValue }
    }

    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Read-only and `open`, as in UIKit.
    open var isAnimating: Bool { animating }
    private var animating = false
    private var storedColor: UIColor?

    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: style)))
        isHidden = true
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
    }

    static func size(of style: Style) -> CGSize {
        style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override var intrinsicContentSize: CGSize { Self.size(of: style) }

    open func startAnimating() {
        animating = true
        if hidesWhenStopped { isHidden = false }
    }

    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }
}
