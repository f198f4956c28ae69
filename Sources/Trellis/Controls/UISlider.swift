import Foundation

/// A control that picks a value from a continuous range by the position of
/// a thumb on a track, as in UIKit. Drawn as views the renderer draws: the
/// track (a capsule), the filled part up to the thumb, the thumb (a white
/// circle with a shadow) and the value images at the ends.
///
/// Geometry (iOS 17): the slider is 31 points tall (its intrinsic height,
/// measured on a device and reported in public test notes as "UISlider
/// intrinsic 31pt"); the default thumb is 28 points across and the track
/// 4 points thick (iOS 13 and later). The thumb's centre travels the track
/// with 2 points of the thumb overhanging each end, as UIKit's thumb image
/// has a 2-point transparent margin; Trellis's approximation of UIKit's
/// private thumb image.
///
/// Trellis delivers no touches: `value`/`setValue(_:animated:)` change it
/// without sending anything (as in UIKit, where only the user's drags send
/// `.valueChanged`), and tests drag it with `sendActions(for: .valueChanged)`
/// after setting `value`, as a drag would.
open class UISlider: UIControl {
    enum Layout {
        /// The slider's intrinsic height (see the type's comment).
        static let height: CGFloat = 31
        /// The default thumb's diameter.
        static let thumbDiameter: CGFloat = 28
        /// The track's thickness since iOS 13.
        static let trackHeight: CGFloat = 4
        /// How far the thumb overhangs each end of the track.
        static let thumbOverhang: CGFloat = 2
        /// The gap between a value image and the track; an approximation
        /// of what iOS 17 draws (Settings' brightness slider).
        static let imageGap: CGFloat = 8
    }

    /// The slider's value, kept within `minimumValue...maximumValue`: "If
    /// you try to set a value that is below the minimum or above the maximum
    /// value, the minimum or maximum value is set instead" (UISlider.value,
    /// Apple's documentation). Default 0. NaN is taken as the minimum.
    open var value: Float {
        get { storedValue }
        set {
            storedValue = clamped(newValue)
            setNeedsLayout()
        }
    }
    private var storedValue: Float = 0

    /// Default 0. Raising it above the value raises the value; raising it
    /// above the maximum raises the maximum (UIKit keeps min ≤ max).
    open var minimumValue: Float = 0 {
        didSet {
            if minimumValue.isNaN { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }

    /// Default 1. Lowering it below the value lowers the value; lowering it
    /// below the minimum lowers the minimum.
    open var maximumValue: Float = 1 {
        didSet {
            if maximumValue.isNaN { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }

    /// Whether a drag sends `.valueChanged` as it goes (true, the default)
    /// or once when it ends. Kept; Trellis has no drags.
    open var isContinuous = true

    /// The track's colour from the minimum end to the thumb; nil is the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The track's colour from the thumb to the maximum end; nil is the
    /// system's translucent fill.
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The thumb's colour; nil is white.
    open var thumbTintColor: UIColor? {
        didSet { setNeedsLayout() }
    }

    /// The image at the minimum end (leading), drawn at its size.
    open var minimumValueImage: UIImage? {
        didSet { setNeedsLayout() }
    }

    /// The image at the maximum end (trailing).
    open var maximumValueImage: UIImage? {
        didSet { setNeedsLayout() }
    }

    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]

    private let maximumTrackView = UIView()
    private let minimumTrackView = UIView()
    private let thumbView = UIView()
    private let thumbImageView = UIImageView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        for view in [minimumImageView, maximumImageView, maximumTrackView, minimumTrackView, thumbView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        thumbView.addSubview(thumbImageView)
        minimumImageView.tintColor = .secondaryLabel
        maximumImageView.tintColor = .secondaryLabel
        maximumTrackView.layer.cornerRadius = Layout.trackHeight / 2
        minimumTrackView.layer.cornerRadius = Layout.trackHeight / 2
        thumbView.layer.cornerRadius = Layout.thumbDiameter / 2
        // The thumb's shadow: Trellis's approximation of the soft shadow
        // under iOS 17's thumb.
        thumbView.layer.shadowOpacity = 0.15
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.shadowRadius = 4
    }

    /// Sets `value` (clamped); there is nothing to animate in a still frame.
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: - Images for states

    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        setNeedsLayout()
    }

    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }

    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The thumb image for the current state, falling back to `.normal`'s.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[UIControl.State.normal.rawValue] }
    open var currentMinimumTrackImage: UIImage? {
        minimumTrackImages[state.rawValue] ?? minimumTrackImages[UIControl.State.normal.rawValue]
    }
    open var currentMaximumTrackImage: UIImage? {
        maximumTrackImages[state.rawValue] ?? maximumTrackImages[UIControl.State.normal.rawValue]
    }

    // MARK: - Geometry (overridable, as in UIKit)

    /// The leading value image's rectangle: its size, vertically centred at
    /// the leading edge; zero without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return .zero }
        let x = isRightToLeft ? bounds.maxX - size.width : bounds.minX
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The trailing value image's rectangle.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return .zero }
        let x = isRightToLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track between the value images: the full width less the
    /// thumb's overhang at each end, 4 points thick, vertically centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX + Layout.thumbOverhang
        var maxX = bounds.maxX - Layout.thumbOverhang
        let leading = minimumValueImage.map { $0.size.width + Layout.imageGap } ?? 0
        let trailing = maximumValueImage.map { $0.size.width + Layout.imageGap } ?? 0
        minX += isRightToLeft ? trailing : leading
        maxX -= isRightToLeft ? leading : trailing
        let y = bounds.midY - Layout.trackHeight / 2
        return CGRect(x: minX, y: y, width: max(0, maxX - minX), height: Layout.trackHeight)
    }

    /// The thumb's rectangle for `value` on `rect`: the thumb's centre moves
    /// from the track's start to its end as the value goes from the minimum
    /// to the maximum, overhanging each end by 2 points.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Layout.thumbDiameter, height: Layout.thumbDiameter)
        let range = maximumValue - minimumValue
        var fraction = range > 0 ? CGFloat((clamped(value) - minimumValue) / range) : 0
        if isRightToLeft { fraction = 1 - fraction }
        let travel = rect.width + 2 * Layout.thumbOverhang - size.width
        let x = rect.minX - Layout.thumbOverhang + fraction * travel
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: - Size and drawing

    /// No intrinsic width (a slider stretches) and 31 points of height, or
    /// the thumb image's height if taller.
    open override var intrinsicContentSize: CGSize {
        let thumbHeight = currentThumbImage?.size.height ?? 0
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Layout.height, thumbHeight))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = thumb.midX
        let filled = isRightToLeft
            ? CGRect(x: split, y: track.minY, width: max(0, track.maxX - split), height: track.height)
            : CGRect(x: track.minX, y: track.minY, width: max(0, split - track.minX), height: track.height)
        maximumTrackView.frame = track
        minimumTrackView.frame = filled
        maximumTrackView.backgroundColor = maximumTrackTintColor ?? .systemFill
        minimumTrackView.backgroundColor = minimumTrackTintColor ?? tintColor
        thumbView.frame = thumb
        thumbImageView.frame = thumbView.bounds
        thumbImageView.image = currentThumbImage
        let custom = currentThumbImage != nil
        thumbView.backgroundColor = custom ? nil : (thumbTintColor ?? .white)
        thumbView.layer.shadowOpacity = custom ? 0 : 0.15
        minimumImageView.image = minimumValueImage
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.image = maximumValueImage
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
        // A disabled slider is drawn faded, its own alpha left to the app.
        for view in [minimumImageView, maximumImageView, maximumTrackView, minimumTrackView, thumbView] {
            view.alpha = isEnabled ? 1 : 0.5
        }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Accessibility

    /// Adjustable, and read as the value's place in the range: an
    /// unconfigured slider reads "50%. Adjustable."
    /// (ronnqvi.st/accessible-sliders-and-adjustable-controls).
    override var defaultAccessibilityTraits: UIAccessibilityTraits {
        stateAccessibilityTraits.union(.adjustable)
    }

    override var defaultAccessibilityValue: String? { ControlAccessibility.percent(fraction) }

    /// A swipe up moves the value a tenth of the range ("Swiping up or down
    /// changes the value in 10 percentage point increments", same source)
    /// and sends `.valueChanged`, as a drag would.
    open override func accessibilityIncrement() { adjustByTenth(1) }

    open override func accessibilityDecrement() { adjustByTenth(-1) }

    private func adjustByTenth(_ direction: Float) {
        guard isEnabled else { return }
        let old = value
        value = old + direction * (maximumValue - minimumValue) / 10
        if value != old { sendActions(for: .valueChanged) }
    }

    /// Where the value is in the range, from 0 to 1.
    private var fraction: Double {
        let range = maximumValue - minimumValue
        return range > 0 ? Double((value - minimumValue) / range) : 0
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func clamped(_ value: Float) -> Float {
        value.isNaN ? minimumValue : min(max(value, minimumValue), maximumValue)
    }
}
