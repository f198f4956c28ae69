import Foundation

/// A bar that fills from the leading edge as a task proceeds, as in UIKit.
/// Drawn as two views the renderer draws: the track and, over it, the
/// filled part, both with rounded ends in the default style.
///
/// Heights (iOS 14 and later, measured on iOS 17): 4 points in the
/// `.default` style, with ends rounded to a capsule; 2.5 points in the
/// `.bar` style (the toolbar style, square ends, as since iOS 7). The
/// height of the frame does not change how thick the bar is drawn
/// ("The height … of a progress view is generally not up to you; it's
/// determined by the progress view's style", Programming iOS 4, ch. 25):
/// the bar is centred in whatever height constraints give.
open class UIProgressView: UIView {
    /// UIKit's two styles, with UIKit's raw values.
    public enum Style: Int, Sendable {
        case `default` = 0
        case bar = 1
    }

    /// The bar's thickness in each style (see the type's comment).
    static func barHeight(of style: Style) -> CGFloat { style == .bar ? 2.5 : 4 }

    open var progressViewStyle: Style = .default {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// How full the bar is, from 0 to 1. "Values less than 0.0 and greater
    /// than 1.0 are pinned to those limits" (UIProgressView.progress, Apple's
    /// documentation); NaN is taken as 0. While `observedProgress` is set,
    /// this is its `fractionCompleted`.
    open var progress: Float {
        get {
            if let observedProgress { return Self.pinned(Float(observedProgress.fractionCompleted)) }
            return storedProgress
        }
        set {
            storedProgress = Self.pinned(newValue)
            setNeedsLayout()
        }
    }
    private var storedProgress: Float = 0

    /// The filled part's colour; nil is the view's tint colour.
    open var progressTintColor: UIColor? {
        didSet { applyColors() }
    }

    /// The unfilled part's colour; nil is the system's (see `trackColor`).
    open var trackTintColor: UIColor? {
        didSet { applyColors() }
    }

    open var progressImage: UIImage?
    open var trackImage: UIImage?

    /// A `Progress` whose `fractionCompleted` the bar shows (iOS 9).
    /// Foundation on Linux has no key-value observing, so the bar reads the
    /// fraction whenever it is asked for `progress` and whenever it lays out
    /// (every frame Trellis draws lays out first): what is drawn follows the
    /// `Progress` without a notification.
    open var observedProgress: Progress? {
        didSet { setNeedsLayout() }
    }

    private let trackView = UIView()
    private let fillView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        trackView.isUserInteractionEnabled = false
        fillView.isUserInteractionEnabled = false
        addSubview(trackView)
        addSubview(fillView)
        applyColors()
    }

    /// Sets `progress`; Trellis draws still frames, so there is nothing to animate.
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }

    /// No intrinsic width (a progress view stretches), and its bar's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight(of: progressViewStyle))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight(of: progressViewStyle))
    }

    /// The track's colour without a `trackTintColor`: the system's
    /// translucent fill in the default style, and a lighter one in the bar
    /// style, which sits on a bar's material.
    var trackColor: UIColor {
        trackTintColor ?? (progressViewStyle == .bar ? .tertiarySystemFill : .systemFill)
    }

    /// The filled part's colour: `progressTintColor`, else the tint colour
    /// (inherited, so it is read again at every layout).
    var fillColor: UIColor { progressTintColor ?? tintColor }

    private func applyColors() {
        trackView.backgroundColor = trackColor
        fillView.backgroundColor = fillColor
    }

    /// The filled part's frame, from the leading edge (the trailing edge
    /// in right-to-left layouts).
    var fillFrame: CGRect { fillView.frame }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyColors()
        let height = Self.barHeight(of: progressViewStyle)
        let track = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
        let width = (bounds.width * CGFloat(progress)).rounded()
        let fillX = effectiveUserInterfaceLayoutDirection == .rightToLeft ? track.maxX - width : track.minX
        trackView.frame = track
        fillView.frame = CGRect(x: fillX, y: track.minY, width: width, height: height)
        let radius = progressViewStyle == .default ? height / 2 : 0
        trackView.layer.cornerRadius = radius
        fillView.layer.cornerRadius = radius
    }

    // MARK: - Accessibility

    /// A progress view is read as its completion, "60%": "the value of an
    /// element is by default the completion percentage (e.g. a progress bar
    /// percentage)" (a11y-guidelines.orange.com, iOS developer guide).
    override var defaultIsAccessibilityElement: Bool { true }

    override var defaultAccessibilityValue: String? { ControlAccessibility.percent(Double(progress)) }

    static func pinned(_ value: Float) -> Float {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
