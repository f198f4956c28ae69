import Foundation
import TextEngine

/// A one-line text field, as in UIKit: text or its placeholder, a border
/// style, secure entry drawn as bullets, a clear button and overlay views.
///
/// There is no keyboard: `insertText(_:)` and `deleteBackward()` (UIKit's
/// `UIKeyInput`) edit the text as typing would: they ask the delegate
/// (`textField(_:shouldChangeCharactersIn:replacementString:)`), then send
/// `.editingChanged` and post `textDidChangeNotification`; a newline is the
/// return key (`textFieldShouldReturn(_:)`, `.editingDidEndOnExit`). Setting
/// `text` in code sends nothing, as in UIKit.
///
/// Size: the intrinsic height is the font's line height plus the border
/// style's padding (7 points above and below for `.roundedRect`, which
/// gives UIKit's 34-point field for a 17-point font; 4 for `.line` and
/// `.bezel`; none for `.none`); the intrinsic width is the text's (or the
/// placeholder's) plus the side insets and overlay views.
open class UITextField: UIControl, UITextInputTraits {
    /// Drawn in its layer between the background and the subviews (see the +Drawing file).
    override func drawIntrinsicContent(in ctx: CGContext) { drawTextField(in: ctx) }

    public enum BorderStyle: Int, Sendable {
        case none = 0, line, bezel, roundedRect
    }

    /// Why editing ended (iOS 10).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }

    /// Posted (object: the field) when the field becomes the first responder.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when typing changes the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted (object: the field) when the field resigns the first responder.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Asked before editing begins, ends and changes; not retained, as in UIKit.
    open weak var delegate: UITextFieldDelegate?

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
    open private(set) var isEditing = false

    /// `.default`, as in UIKit.
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// `.default`: the full keyboard.
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// `.default`: "return".
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is dimmed while the field is empty; false.
    open var enablesReturnKeyAutomatically = false
    /// nil: no AutoFill hint.
    open var textContentType: UITextContentType!

    /// The view shown instead of the keyboard (a picker); nil.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    /// The bar above the keyboard (a toolbar with Done); nil.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    /// Whether editing starts by clearing the text; false.
    open var clearsOnBeginEditing = false
    /// Whether typed text replaces the text; false.
    open var clearsOnInsertion = false
    /// Whether the font shrinks to fit the width (down to `minimumFontSize`);
    /// false. Stored: the field draws at its font.
    open var adjustsFontSizeToFitWidth = false
    /// 0.
    open var minimumFontSize: CGFloat = 0
    /// Whether the user may style text; false.
    open var allowsEditingTextAttributes = false

    /// The range of selected characters (UTF-16), the caret when empty: the
    /// end of the text after typing.
    open var selectedRange: NSRange {
        get { storedSelection ?? NSRange(location: (storedText ?? "").utf16.count, length: 0) }
        set {
            let length = (storedText ?? "").utf16.count
            let location = min(max(0, newValue.location), length)
            storedSelection = NSRange(location: location, length: min(max(0, newValue.length), length - location))
            delegate?.textFieldDidChangeSelection(self)
        }
    }
    private var storedSelection: NSRange?

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

    /// A text field's value is its text (bullets for secure entry) or, when
    /// empty, its placeholder: "XCUIElement.value returns the placeholder
    /// value when empty" (getsentry/sentry-cocoa's user feedback UI tests).
    /// Its label is nil unless set.
    override var defaultAccessibilityValue: String? { displayedText?.string }

    // MARK: - Editing

    /// A field that is enabled can take the keyboard's focus, as in UIKit.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, as a tap on the field does: the delegate may refuse
    /// (`textFieldShouldBeginEditing(_:)`); then `textFieldDidBeginEditing(_:)`,
    /// `.editingDidBegin` and `textDidBeginEditingNotification`, in UIKit's order.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isEditing else { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storedText = nil }
        storedSelection = nil
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        contentChanged()
        return true
    }

    /// Ends editing: the delegate may refuse (`textFieldShouldEndEditing(_:)`);
    /// then `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` and
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isEditing else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
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

    /// Types `text` at the selection, as the keyboard does: a newline is
    /// the return key; anything else is offered to the delegate, then
    /// replaces the selection, sends `.editingChanged` and posts
    /// `textDidChangeNotification`.
    open func insertText(_ text: String) {
        guard isEnabled else { return }
        if text == "\n" { pressReturnKey(); return }
        // A one-line field takes no line breaks: UIKit types them as nothing.
        let typed = text.replacingOccurrences(of: "\n", with: "")
        replaceCharacters(in: clearsOnInsertion ? NSRange(location: 0, length: (storedText ?? "").utf16.count) : selectedRange, with: typed)
    }

    /// Deletes the selection, or the character before the caret, as the
    /// delete key does (asking the delegate first).
    open func deleteBackward() {
        guard isEnabled else { return }
        let selection = selectedRange
        if selection.length > 0 { replaceCharacters(in: selection, with: ""); return }
        let current = (storedText ?? "") as NSString
        guard selection.location > 0 else { return }
        let character = current.rangeOfComposedCharacterSequence(at: selection.location - 1)
        replaceCharacters(in: character, with: "")
    }

    /// The edit behind typing and deleting: the delegate may refuse it.
    private func replaceCharacters(in range: NSRange, with replacement: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: replacement) ?? true else { return }
        let current = (storedText ?? "") as NSString
        storedText = current.replacingCharacters(in: range, with: replacement)
        storedSelection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        contentChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The return key: asks `textFieldShouldReturn(_:)` (the delegate
    /// usually resigns the field there) and sends `.editingDidEndOnExit`
    /// and `.primaryActionTriggered` when it says yes (iOS 14).
    package func pressReturnKey() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    }

    /// The clear button: asks `textFieldShouldClear(_:)`, then empties the
    /// field and sends `.editingChanged`.
    package func pressClearButton() {
        guard hasText, delegate?.textFieldShouldClear(self) ?? true else { return }
        storedText = ""
        storedSelection = nil
        contentChanged()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Types `text` one character at a time, as a person on the keyboard
    /// would: the field becomes the first responder first (if it may), and
    /// each character, newlines included, goes through `insertText(_:)`.
    /// For tests of screens with fields and their delegates.
    package func simulateTyping(_ text: String) {
        guard becomeFirstResponder() else { return }
        for character in text { insertText(String(character)) }
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
        // Resolved as a label's text is, against the traits being drawn.
        let shownColor = (isEnabled ? color : color.withAlphaComponent(0.5)).resolvedColor(with: UITraitCollection.current)
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
