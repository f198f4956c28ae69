import Foundation

/// Two buttons, minus and plus, that step a value, as in UIKit. Drawn as
/// views the renderer draws: a rounded grey platter, a divider between the
/// halves and the `minus`/`plus` symbols.
///
/// Geometry (iOS 13 and later): 94×32 points, each half 47 wide, whatever
/// the frame (UIKit draws the stepper at its intrinsic size); corners of 8
/// points and a divider 1 point wide and 18 tall are Trellis's reading of
/// iOS 17's stepper. Defaults, from UIKit's User Interface Catalog
/// ("Steppers"): minimum 0, maximum 100, value 0, step 1; `isContinuous`,
/// `autorepeat` true and `wraps` false (UIStepper's reference).
///
/// Trellis delivers no touches: `tapIncrement()`/`tapDecrement()` do what
/// a tap on each half does (step, then send `.valueChanged`), and
/// `value` changes without sending anything, as in UIKit.
open class UIStepper: UIControl {
    enum Layout {
        static let size = CGSize(width: 94, height: 32)
        static let cornerRadius: CGFloat = 8
        static let dividerHeight: CGFloat = 18
        /// The glyphs' point size: Trellis's match for iOS 17's glyphs.
        static let glyphPointSize: CGFloat = 14
    }

    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Double {
        get { storedValue }
        set {
            storedValue = newValue.isNaN ? minimumValue : min(max(newValue, minimumValue), maximumValue)
            setNeedsLayout()
        }
    }
    private var storedValue: Double = 0

    /// "The maximum value must be greater than or equal to the minimum
    /// value. If you set a maximum or minimum value that would break this
    /// invariant, both values are set to the new value" (UIStepper's
    /// reference). NaN is ignored.
    open var minimumValue: Double = 0 {
        didSet {
            if minimumValue.isNaN { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    open var maximumValue: Double = 100 {
        didSet {
            if maximumValue.isNaN { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// How much a tap changes the value; UIKit requires it to be greater
    /// than 0 (it raises an exception otherwise). Trellis keeps the previous
    /// step instead, so a value from a storyboard cannot stop the program.
    open var stepValue: Double = 1 {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }

    /// Whether stepping past one end goes to the other end.
    open var wraps = false
    /// Whether holding a button repeats; kept (Trellis has no holds).
    open var autorepeat = true
    /// Whether values are sent while the user holds a button; kept.
    open var isContinuous = true

    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]

    private let platter = UIView()
    private let divider = UIView()
    private let decrementView = UIImageView()
    private let incrementView = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Layout.size))
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        for view in [platter, divider, decrementView, incrementView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        platter.backgroundColor = .tertiarySystemFill
        platter.layer.cornerRadius = Layout.cornerRadius
        divider.backgroundColor = .separator
        decrementView.contentMode = .center
        incrementView.contentMode = .center
        setContentHuggingPriority(.required, for: .horizontal)
        setContentHuggingPriority(.required, for: .vertical)
    }

    // MARK: - Stepping

    /// What a tap on the plus half does: the value goes up by `stepValue`
    /// (to the maximum, or past it to the minimum when `wraps`), and
    /// `.valueChanged` is sent if the value changed. Nothing happens while
    /// disabled or when the plus half is disabled (at the maximum, not wrapping).
    public func tapIncrement() { step(by: stepValue) }

    /// What a tap on the minus half does.
    public func tapDecrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        guard isEnabled else { return }
        let old = value
        let target = old + delta
        if target > maximumValue {
            guard wraps || old < maximumValue else { return }
            value = wraps ? minimumValue : maximumValue
        } else if target < minimumValue {
            guard wraps || old > minimumValue else { return }
            value = wraps ? maximumValue : minimumValue
        } else {
            value = target
        }
        if value != old { sendActions(for: .valueChanged) }
    }

    /// Whether the plus half can be tapped: not at the maximum unless wrapping.
    var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }
    var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Accessibility

    /// Not one element: its parts are (see `accessibilityElements`).
    override var defaultIsAccessibilityElement: Bool { false }

    /// UIKit's stepper is not one element but two buttons, "Decrement" and
    /// "Increment", that VoiceOver reads and activates separately ("The
    /// stepper buttons themselves should be announced as 'Button'", "The
    /// stepper button's state should be announced as 'Increment' or
    /// 'Decrement'", magentaa11y.com/checklist-native/stepper). A half that
    /// cannot step is dimmed.
    private lazy var partElements: [ControlPartElement] = {
        let decrement = ControlPartElement(accessibilityContainer: self)
        decrement.label = { "Decrement" }
        decrement.traits = { [unowned self] in ControlAccessibility.partTraits(.button, enabled: canDecrement) }
        decrement.activate = { [unowned self] in
            tapDecrement()
            return true
        }
        let increment = ControlPartElement(accessibilityContainer: self)
        increment.label = { "Increment" }
        increment.traits = { [unowned self] in ControlAccessibility.partTraits(.button, enabled: canIncrement) }
        increment.activate = { [unowned self] in
            tapIncrement()
            return true
        }
        return [decrement, increment]
    }()

    /// The two halves, minus first, unless the app set its own elements.
    open override var accessibilityElements: [Any]? {
        get {
            if let elements = super.accessibilityElements { return elements }
            layoutIfNeeded()
            partElements[0].accessibilityFrameInContainerSpace = decrementView.frame
            partElements[1].accessibilityFrameInContainerSpace = incrementView.frame
            return partElements
        }
        set { super.accessibilityElements = newValue }
    }

    // MARK: - Images

    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        setNeedsLayout()
    }

    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue] ?? Self.defaultGlyph("plus")
    }

    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        setNeedsLayout()
    }

    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue] ?? Self.defaultGlyph("minus")
    }

    /// Kept for code that sets it; the platter is drawn as a grey capsule.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                              rightSegmentState rightState: UIControl.State) {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"] = image
    }

    open func dividerImage(forLeftSegmentState leftState: UIControl.State,
                           rightSegmentState rightState: UIControl.State) -> UIImage? {
        dividerImages["\(leftState.rawValue)-\(rightState.rawValue)"]
    }

    static func defaultGlyph(_ name: String) -> UIImage? {
        UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: Layout.glyphPointSize, weight: .medium))
    }

    // MARK: - Size and drawing

    open override var intrinsicContentSize: CGSize { Layout.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Layout.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let platterFrame = CGRect(x: ((bounds.width - Layout.size.width) / 2).rounded(),
                                  y: ((bounds.height - Layout.size.height) / 2).rounded(),
                                  width: Layout.size.width, height: Layout.size.height)
        platter.frame = platterFrame
        let half = platterFrame.width / 2
        divider.frame = CGRect(x: platterFrame.midX - 0.5, y: platterFrame.midY - Layout.dividerHeight / 2,
                               width: 1, height: Layout.dividerHeight)
        // Minus is on the leading half, plus on the trailing half.
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let leadingFrame = CGRect(x: platterFrame.minX, y: platterFrame.minY, width: half, height: platterFrame.height)
        let trailingFrame = leadingFrame.offsetBy(dx: half, dy: 0)
        decrementView.frame = rtl ? trailingFrame : leadingFrame
        incrementView.frame = rtl ? leadingFrame : trailingFrame
        let decrementState: UIControl.State = canDecrement ? .normal : .disabled
        let incrementState: UIControl.State = canIncrement ? .normal : .disabled
        decrementView.image = decrementImages[decrementState.rawValue] ?? decrementImage(for: .normal)
        incrementView.image = incrementImages[incrementState.rawValue] ?? incrementImage(for: .normal)
        decrementView.tintColor = canDecrement ? .label : .tertiaryLabel
        incrementView.tintColor = canIncrement ? .label : .tertiaryLabel
    }
}
