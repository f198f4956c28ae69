import Foundation
import TextEngine

/// A view that shows one or more lines of read-only text, measured and
/// drawn by the text engine with real fonts.
///
/// Its intrinsic size is the measured size of its text. A label with more
/// than one line (`numberOfLines` 0 or above 1) and no
/// `preferredMaxLayoutWidth` wraps at the width the layout gives it: as in
/// UIKit, it is first measured unwrapped, and once a layout pass has given
/// it a width it measures again at that width, and the pass solves again.
open class UILabel: UIView {
    /// Drawn in its layer between the background and the subviews (see the +Drawing file).
    override func drawIntrinsicContent(in ctx: CGContext) { drawLabelText(in: ctx) }

    /// The text, or nil. Setting it replaces any attributed text.
    open var text: String? {
        get { plainText ?? attributedTextValue?.string }
        set {
            guard newValue != text else { return }
            plainText = newValue
            attributedTextValue = nil
            textChanged()
        }
    }

    /// Styled text: `.font`, `.foregroundColor` and `.paragraphStyle` runs.
    /// Where a run has no font or color, the label's `font` and `textColor` apply.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set {
            plainText = nil
            attributedTextValue = newValue.map { NSAttributedString(attributedString: $0) }
            textChanged()
        }
    }

    /// 17-point system font by default, as in UIKit.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            textChanged()
        }
    }

    /// The label color (dark text in light mode) by default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? Self.defaultTextColor }
    }

    /// `.natural` by default: leading, which is the right edge in right-to-left layouts.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { textChanged() } }
    }

    /// 1 by default; 0 for as many lines as the text needs.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { textChanged() } }
    }

    /// `.byTruncatingTail` by default: the last line ends in "…" if the text does not fit.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textChanged() } }
    }

    /// The width a multi-line label wraps at for its intrinsic size; 0 (the
    /// default) wraps at the width the layout gives it. A width that is NaN,
    /// infinite or beyond `LayoutLimits.maximumLength` is reported and the
    /// width keeps its value.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if let problem = LayoutLimits.problem(withLength: preferredMaxLayoutWidth) {
                let refused = preferredMaxLayoutWidth
                preferredMaxLayoutWidth = oldValue
                LayoutDiagnostics.report(.invalidValue, "\(constraintDescriptionName) can't wrap at a preferredMaxLayoutWidth of \(refused): \(problem). It stays \(oldValue).")
                return
            }
            if preferredMaxLayoutWidth != oldValue { textChanged() }
        }
    }

    /// Whether the font follows the content size category of the label's
    /// traits, when it came from `UIFont.preferredFont(forTextStyle:)` or
    /// `UIFontMetrics.scaledFont(for:)`: turning it on, and every change of
    /// category after, replaces `font` with the font for the category.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { adjustFont(previousTraits: nil) } }
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory { adjustFont(previousTraits: previousTraitCollection) }
    }

    private func adjustFont(previousTraits: UITraitCollection?) {
        if let adjusted = font.adjustedForContentSizeCategory(of: traitCollection, previous: previousTraits) { font = adjusted }
    }

    // MARK: - Shrinking to fit

    /// Whether the font shrinks (down to `minimumScaleFactor` of its size)
    /// so the text fits: a single-line label's width, a multi-line label's
    /// height. The intrinsic size stays the full-size text's, as in UIKit,
    /// so the label shrinks only when the layout gives it less room; the
    /// text is drawn at the shrunk size. False.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textChanged() } }
    }

    /// The smallest fraction of the font's size the text shrinks to; 0, and
    /// "If you specify a value of 0 for this property, the label doesn't
    /// scale the text down" (developer.apple.com/documentation/uikit/uilabel/minimumscalefactor).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { textChanged() } }
    }

    /// Whether letters may be drawn closer before the text is truncated;
    /// false. Stored: the text engine does not tighten.
    open var allowsDefaultTighteningForTruncation = false

    /// How a shrunk single line is placed vertically; `.alignBaselines`.
    /// Stored: shrunk text is centred as any text is.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// The factor the font is shrunk by at the label's current size: 1
    /// unless `adjustsFontSizeToFitWidth` shrinks it.
    package var fontScale: CGFloat { fontScale(for: bounds.size) }

    /// The (size, factor) last computed: labels are drawn far more often
    /// than they change, and each factor costs several measurements.
    private var cachedScale: (size: CGSize, scale: CGFloat)?

    private func fontScale(for size: CGSize) -> CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1,
              hasText, size.width > 0 else { return 1 }
        if let cachedScale, cachedScale.size == size { return cachedScale.scale }
        let scale = shrinkFactor(toFit: size)
        cachedScale = (size, scale)
        return scale
    }

    /// The largest factor, no smaller than `minimumScaleFactor`, at which
    /// the text fits `size`: the width for one line; for several, the
    /// height, without lines left out. Found by bisection to a hundredth
    /// of the size (a single line starts from the width ratio, which text
    /// width follows nearly linearly).
    private func shrinkFactor(toFit size: CGSize) -> CGFloat {
        let fits: (CGFloat) -> Bool
        if numberOfLines == 1 {
            fits = { self.measure(width: nil, scale: $0).size.width <= size.width + 0.01 }
        } else {
            fits = { scale in
                let measured = self.measure(width: size.width, scale: scale)
                return measured.size.height <= size.height + 0.01 && !measured.isTruncated
            }
        }
        if fits(1) { return 1 }
        var low = minimumScaleFactor, high: CGFloat = 1
        if !fits(low) { return low }
        if numberOfLines == 1 {
            let guess = size.width / measure(width: nil, scale: 1).size.width
            if guess > low, guess < high, fits(guess) { low = guess }
        }
        while high - low > 0.01 {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }

    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?

    /// The text set as `text`, kept as a string: most labels never have
    /// attributes, and an attributed string costs more to make and to read
    /// than the measurement of the text itself. `storedAttributedText`
    /// makes one from it when asked.
    private var plainText: String?
    /// The text set as `attributedText`, or made from `plainText`.
    private var attributedTextValue: NSAttributedString?

    private var storedAttributedText: NSAttributedString? {
        if let attributedTextValue { return attributedTextValue }
        guard let plainText else { return nil }
        let made = NSAttributedString(string: plainText)
        attributedTextValue = made
        return made
    }

    /// Whether there is text to measure and draw.
    private var hasText: Bool {
        if let plainText { return !plainText.isEmpty }
        return (attributedTextValue?.length ?? 0) > 0
    }

    /// The font labels start with: one shared 17-point system font (fonts
    /// are immutable), not one made per label.
    private static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    private var storedFont: UIFont = UILabel.defaultFont
    private var storedTextColor: UIColor = UILabel.defaultTextColor
    /// The width the intrinsic size was measured at, for a label that wraps
    /// at its layout width.
    private var measuredWidth: CGFloat?

    static var defaultTextColor: UIColor { .label }

    // MARK: - Accessibility defaults

    /// A label is an element read as its text, with the static-text trait
    /// and `.notEnabled` while disabled, as UIKit's labels are.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
        setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        setContentHuggingPriority(.defaultLow + 1, for: .vertical)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: - Size

    private var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    open override var intrinsicContentSize: CGSize {
        guard hasText else { return .zero }
        return roundedUp(measure(width: intrinsicWidthLimit).size)
    }

    /// The width the intrinsic size wraps at: none for a single line, else
    /// the preferred width, else the width the last layout pass gave.
    private var intrinsicWidthLimit: CGFloat? {
        guard numberOfLines != 1 else { return nil }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        guard let measuredWidth, measuredWidth > 0 else { return nil }
        return measuredWidth
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard hasText else { return .zero }
        let width: CGFloat? = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return roundedUp(measure(width: width).size)
    }

    /// Where the text is drawn within `bounds`: at most `numberOfLines`
    /// lines, centred vertically, as UIKit draws a label taller than its text.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = measure(width: bounds.width, lineLimit: numberOfLines, scale: fontScale(for: bounds.size)).size
        let height = min(size.height, bounds.height)
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - height) / 2).rounded(.down),
                      width: bounds.width, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The two-pass measurement of a wrapping label: measure again at the
        // width the pass gave it; a different height makes the pass solve again.
        if wrapsAtLayoutWidth, measuredWidth != bounds.width {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
    }

    /// For `systemLayoutSizeFitting`: a label that wraps at its layout
    /// width takes `width` as that width, as a layout pass would; true when
    /// its intrinsic size changes, so the fitting solves again.
    override func adoptFittingWidth(_ width: CGFloat) -> Bool {
        guard wrapsAtLayoutWidth, width.isFinite, width > 0, measuredWidth != width else { return false }
        let before = intrinsicContentSize
        measuredWidth = width
        return intrinsicContentSize != before
    }

    override var baselineOffsetsFromBottom: (first: CGFloat, last: CGFloat) {
        guard hasText else { return (0, 0) }
        let measured = measure(width: intrinsicWidthLimit)
        let height = roundedUp(measured.size).height
        return (height - CGFloat(measured.firstBaseline), height - CGFloat(measured.lastBaseline))
    }

    /// UIKit rounds a label's size up to whole points.
    private func roundedUp(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    private func textChanged() {
        cachedScale = nil
        measuredWidth = wrapsAtLayoutWidth ? measuredWidth : nil
        invalidateIntrinsicContentSize()
        rootView.layoutEngine?.baselinesChanged(self)
        setNeedsLayout()
    }

    // MARK: - Text for the engine

    /// The text measured at `scale` times its fonts' sizes (1: the full
    /// size, which the intrinsic size uses).
    private func measure(width: CGFloat?, lineLimit: Int? = nil, scale: CGFloat = 1) -> TextMeasurement {
        TextEngine.shared.measure(textBlock(lineLimit: lineLimit, scale: scale, measuring: true), width: width.map(Double.init))
    }

    /// The label's text as the text engine lays it out, shrunk as
    /// `adjustsFontSizeToFitWidth` asks at the label's size; the renderer
    /// draws exactly this block at the label's width.
    @_spi(Rendering) public func textBlock(lineLimit: Int? = nil) -> TextBlock {
        textBlock(lineLimit: lineLimit, scale: fontScale)
    }

    /// `measuring`: colors are left out (black), as they change no size
    /// and the engine's cache ignores them; resolving them is most of the
    /// cost of a block.
    private func textBlock(lineLimit: Int?, scale: CGFloat, measuring: Bool = false) -> TextBlock {
        let baseFont = scale == 1 ? storedFont : storedFont.withSize(storedFont.pointSize * scale)
        if let plainText, measuring {
            return TextBlock(text: plainText, font: baseFont.textEngineFont, alignment: resolved(textAlignment),
                             lineBreak: Self.lineBreak(lineBreakMode), lineLimit: lineLimit ?? numberOfLines)
        }
        let string = storedAttributedText ?? NSAttributedString(string: "")
        let color = isHighlighted ? (highlightedTextColor ?? storedTextColor) : storedTextColor
        // The traits being drawn: a view that overrides its interface style
        // makes its own current for its subtree (`renderHostedLayer`).
        let traits = UITraitCollection.current
        let shownColor = (isEnabled ? color : color.withAlphaComponent(0.5)).resolvedColor(with: traits)
        if let plainText {
            return TextBlock(text: plainText, font: baseFont.textEngineFont, color: shownColor.textColor, alignment: resolved(textAlignment),
                             lineBreak: Self.lineBreak(lineBreakMode), lineLimit: lineLimit ?? numberOfLines)
        }
        var runs: [TextRun] = []
        var paragraph: NSParagraphStyle?
        let full = NSRange(location: 0, length: string.length)
        var hasRuns = false
        string.enumerateAttributes(in: full, options: []) { attributes, range, _ in
            var runFont = (attributes[.font] as? UIFont) ?? baseFont
            if scale != 1, attributes[.font] != nil { runFont = runFont.withSize(runFont.pointSize * scale) }
            let runColor = (attributes[.foregroundColor] as? UIColor)?.resolvedColor(with: traits) ?? shownColor
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            if attributes[.font] != nil || attributes[.foregroundColor] != nil { hasRuns = true }
            runs.append(TextRun(range: range.location..<(range.location + range.length),
                                font: runFont.textEngineFont, color: runColor.textColor))
        }
        let alignment = paragraph?.alignment ?? textAlignment
        let breakMode = paragraph?.lineBreakMode ?? lineBreakMode
        return TextBlock(text: string.string, font: baseFont.textEngineFont, color: shownColor.textColor,
                         runs: hasRuns ? runs : [], alignment: resolved(alignment), lineBreak: Self.lineBreak(breakMode),
                         lineLimit: lineLimit ?? numberOfLines, lineSpacing: Double(paragraph?.lineSpacing ?? 0))
    }

    private static func lineBreak(_ mode: NSLineBreakMode) -> LineBreak {
        switch mode {
        case .byWordWrapping: .wordWrap
        case .byCharWrapping: .charWrap
        case .byClipping: .clip
        case .byTruncatingHead: .truncateHead
        case .byTruncatingTail: .truncateTail
        case .byTruncatingMiddle: .truncateMiddle
        }
    }
}

extension UIView {
    /// A text alignment as the text engine takes it: natural follows the
    /// view's layout direction (labels and text fields alike).
    func resolved(_ alignment: NSTextAlignment) -> TextAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return rightToLeft ? .right : .left
        }
    }
}

extension UIColor {
    /// The color as the text engine takes it.
    var textColor: TextColor {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return TextColor(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

/// How a label moves text it shrank to fit, as in UIKit.
public enum UIBaselineAdjustment: Int, Sendable {
    /// Keeps the baseline where the full-size text's would be.
    case alignBaselines = 0
    /// Keeps the text's centre where the full-size text's would be.
    case alignCenters = 1
    /// Moves the text up against the top of its bounding box.
    case none = 2
}
