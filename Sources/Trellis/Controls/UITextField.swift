import Foundation
import TextEngine

/// A one-line text field, as in UIKit: text or its placeholder, a border
/// style, secure entry drawn as bullets, a clear button and overlay views.
///
/// There is no keyboard: `insertText(_:)` and `deleteBackward()` (UIKit's
/// `UIKeyInput`) edit the text as typing would and send `.editingChanged`;
/// setting `text` in code sends nothing, as in UIKit.
///
/// Size: the intrinsic height is the font's line height plus the border
/// style's padding (7 points above and below for `.roundedRect`, which
/// gives UIKit's 34-point field for a 17-point font; 4 for `.line` and
/// `.bezel`; none for `.none`); the intrinsic width is the text's (or the
/// placeholder's) plus the side insets and overlay views.
open class UITextField: UIControl {
    /// Drawn in its layer between the background and the subviews (see the +Drawing file).
    override func drawIntrinsicContent(in ctx: CGContext) { drawTextField(in: ctx) }

    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    public enum ViewMode: Int, Sendable {
        case never = 0, whileEditing, unlessEditing, always
    }

    open var text: String? {
        get { storedText ?? "" }
        set {
            storedText = newValue
            contentChanged()
        }
    }

    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder with its own font and color (`.font`, `.foregroundColor`).
    open var attributedPlaceholder: NSAttributedString? {
        didSet { contentChanged() }
    }

    /// The 17-point system font unless set.
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? .systemFont(ofSize: 17)
            contentChanged()
        }
    }

    open var textColor: UIColor? = .label {
        didSet { setNeedsLayout() }
    }

    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsLayout() }
    }

    open var borderStyle: BorderStyle = .none {
        didSet {
            layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
            contentChanged()
        }
    }

    /// Draws each character as a bullet (•).
    open var isSecureTextEntry = false {
        didSet { contentChanged() }
    }

    open var clearButtonMode: ViewMode = .never {
        didSet { contentChanged() }
    }

    open var leftView: UIView? {
        didSet { overlayChanged(old: oldValue, new: leftView) }
    }

    open var leftViewMode: ViewMode = .never {
        didSet { contentChanged() }
    }

    open var rightView: UIView? {
        didSet { overlayChanged(old: oldValue, new: rightView) }
    }

    open var rightViewMode: ViewMode = .never {
        didSet { contentChanged() }
    }

    /// Follows the Dynamic Type size of the field's traits when its font
    /// came from `UIFont.preferredFont(forTextStyle:)`, as `UILabel` does
    /// (UIKit's `UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { adjustFont(previousTraits: nil) } }
    }

    // MARK: - Text input traits (UITextInputTraits)

    /// Which letters the keyboard capitalizes; `.sentences` by default, as in UIKit.
    /// Trellis has no keyboard: the traits are kept for code that sets and reads them.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// `.default` (the keyboard's own choice), as in UIKit.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// `.default`, as in UIKit.
    open var spellCheckingType: UITextSpellCheckingType = .default

    /// Whether the field is being edited (it has the keyboard's focus);
    /// `becomeFirstResponder()` and `resignFirstResponder()` change it.
    public private(set) var isEditing = false

    private var storedText: String?
    private var storedFont: UIFont = .systemFont(ofSize: 17)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setContentHuggingPriority(.defaultLow, for: .horizontal)
        setContentHuggingPriority(.defaultLow, for: .vertical)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: - Editing

    /// A field that is enabled can take the keyboard's focus, as in UIKit.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        sendActions(for: .editingDidBegin)
        contentChanged()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        sendActions(for: .editingDidEnd)
        contentChanged()
        return true
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory { adjustFont(previousTraits: previousTraitCollection) }
    }

    private func adjustFont(previousTraits: UITraitCollection?) {
        if let adjusted = storedFont.adjustedForContentSizeCategory(of: traitCollection, previous: previousTraits) { font = adjusted }
    }

    open var hasText: Bool { !(storedText ?? "").isEmpty }

    /// Appends `text` as typing would, and sends `.editingChanged`.
    open func insertText(_ text: String) {
        guard isEnabled else { return }
        storedText = (storedText ?? "") + text
        contentChanged()
        sendActions(for: .editingChanged)
    }

    /// Deletes the last character as the delete key would, and sends `.editingChanged`.
    open func deleteBackward() {
        guard isEnabled, var current = storedText, !current.isEmpty else { return }
        current.removeLast()
        storedText = current
        contentChanged()
        sendActions(for: .editingChanged)
    }

    // MARK: - Geometry

    /// Padding inside the border: (horizontal, vertical) per border style.
    private var padding: (x: CGFloat, y: CGFloat) {
        switch borderStyle {
        case .none: (0, 0)
        case .line, .bezel: (4, 4)
        case .roundedRect: (7, 7)
        }
    }

    static let clearButtonSide: CGFloat = 19

    private func shows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    /// Whether the clear button is on screen: a mode that shows it, and text to clear.
    public var showsClearButton: Bool { hasText && shows(clearButtonMode) }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, shows(leftViewMode) else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, shows(rightViewMode) else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
    }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        let right = rightViewRect(forBounds: bounds).minX - (shows(rightViewMode) && rightView != nil ? 0 : padding.x)
        return CGRect(x: right - side, y: bounds.minY + ((bounds.height - side) / 2).rounded(.down), width: side, height: side)
    }

    /// Where the text is drawn: inside the padding, beside the overlay views
    /// and the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftView != nil && shows(leftViewMode) ? leftViewRect(forBounds: bounds).maxX : bounds.minX + padding.x
        var right = rightView != nil && shows(rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - padding.x
        if showsClearButton { right = clearButtonRect(forBounds: bounds).minX - 4 }
        return CGRect(x: left, y: bounds.minY + padding.y, width: max(0, right - left), height: max(0, bounds.height - 2 * padding.y))
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    private func overlaySize(_ view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        if intrinsic.width > 0, intrinsic.height > 0 { return intrinsic }
        return view.bounds.size
    }

    open override var intrinsicContentSize: CGSize {
        let shown = displayedText
        let width = shown.map { CGFloat(TextEngine.shared.measure(block(for: $0), width: nil).size.width) } ?? 0
        var total = width.rounded(.up) + 2 * padding.x
        if let leftView, shows(leftViewMode) { total += overlaySize(leftView).width - padding.x }
        if let rightView, shows(rightViewMode) { total += overlaySize(rightView).width - padding.x }
        if showsClearButton { total += Self.clearButtonSide + 4 }
        let height = (storedFont.lineHeight).rounded(.up) + 2 * padding.y
        return CGSize(width: total, height: height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.isHidden = !shows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !shows(rightViewMode)
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    // MARK: - What is drawn

    /// The text on screen (bullets for secure entry), or the placeholder when
    /// there is no text; nil when there is neither.
    public var displayedText: NSAttributedString? {
        if let storedText, !storedText.isEmpty {
            let shown = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
            return NSAttributedString(string: shown, attributes: [.font: storedFont, .foregroundColor: textColor ?? .label])
        }
        guard let attributedPlaceholder, attributedPlaceholder.length > 0 else { return nil }
        return attributedPlaceholder
    }

    /// Whether the placeholder, not text, is shown.
    public var isShowingPlaceholder: Bool { !hasText && (attributedPlaceholder?.length ?? 0) > 0 }

    /// The shown text as the text engine lays it out: one line, cut with
    /// "…" at the end; the placeholder in the placeholder color unless its
    /// attributes say otherwise.
    @_spi(Rendering) public func displayedTextBlock() -> TextBlock? {
        displayedText.map(block(for:))
    }

    private func block(for string: NSAttributedString) -> TextBlock {
        let attributes = string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
        let font = (attributes[.font] as? UIFont) ?? storedFont
        let defaultColor: UIColor = hasText ? (textColor ?? .label) : .placeholderText
        let color = ((attributes[.foregroundColor] as? UIColor) ?? defaultColor)
        let shownColor = isEnabled ? color : color.withAlphaComponent(0.5)
        return TextBlock(text: string.string, font: font.textEngineFont, color: shownColor.textColor, alignment: resolved(textAlignment),
                         lineBreak: .truncateTail, lineLimit: 1)
    }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func overlayChanged(old: UIView?, new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        contentChanged()
    }
}

/// How the keyboard capitalizes, as in UIKit (`UITextInputTraits`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}

/// Whether the keyboard corrects spelling, as in UIKit (`UITextInputTraits`).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}

/// Whether misspellings are underlined, as in UIKit (`UITextInputTraits`).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}
