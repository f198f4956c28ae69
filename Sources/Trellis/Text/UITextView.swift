import Foundation
import TextEngine

/// A scrollable, multi-line, editable text region, as in UIKit.
///
/// The text is drawn by a label inside the scroll view, laid out in the
/// text container: inset by `textContainerInset` (8 points above and
/// below) and by the container's `lineFragmentPadding` (5 points) at each
/// side of every line, as in UIKit, where a text view's text does not line
/// up with a label's for that reason.
///
/// With `isScrollEnabled` (the default) the text view has no intrinsic
/// size and scrolls its text (`contentSize` is the text's height). With
/// scrolling off, it sizes itself to its text as a multi-line label does:
/// its intrinsic height is the text's height at the width the layout gives
/// it, measured again once that width is known.
///
/// There is no keyboard: `insertText(_:)` and `deleteBackward()` edit at
/// the selection as typing would, asking the delegate first
/// (`textView(_:shouldChangeTextIn:replacementText:)`) and then telling it
/// (`textViewDidChange(_:)`, `textDidChangeNotification`).
open class UITextView: UIScrollView, UITextInputTraits {
    /// Posted (object: the text view) when editing begins.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted (object: the text view) when typing changes the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted (object: the text view) when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: - Creating

    /// A text view whose container is `textContainer` (a new one if nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        setUpTextView()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// A text view made with `UITextView()`, as iOS 16 code does
    /// (`usingTextLayoutManager` chooses TextKit 2 or 1; there is one engine here).
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        setUpTextView()
    }

    private func setUpTextView() {
        textContainer.textView = self
        contentLabel.numberOfLines = 0
        contentLabel.lineBreakMode = .byWordWrapping
        addSubview(contentLabel)
        applyText()
    }

    // MARK: - Text

    /// The text; an empty string, never nil, as in UIKit. Setting it
    /// replaces any attributed text and tells the delegate nothing.
    open var text: String! {
        get { storedText.string }
        set {
            storedText = NSAttributedString(string: newValue ?? "")
            selection = nil
            applyText()
        }
    }

    /// Styled text: `.font`, `.foregroundColor` and `.paragraphStyle` runs;
    /// where a run has none, the text view's `font` and `textColor` apply.
    open var attributedText: NSAttributedString! {
        get { storedText }
        set {
            storedText = newValue.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "")
            selection = nil
            applyText()
        }
    }

    /// The body style of the system font unless set ("The default value of
    /// this property is the body style of the system font",
    /// developer.apple.com/documentation/uikit/uitextview/font).
    open var font: UIFont? {
        get { storedFont }
        set {
            storedFont = newValue ?? .preferredFont(forTextStyle: .body)
            applyText()
        }
    }

    /// The label color unless set.
    open var textColor: UIColor? {
        get { storedTextColor }
        set {
            storedTextColor = newValue ?? .label
            applyText()
        }
    }

    /// `.natural`: leading, the right edge in right-to-left layouts.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { applyText() } }
    }

    /// Whether the user can change the text; true. A text view that is not
    /// editable cannot become the first responder here.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    /// Whether the user can select the text (and tap links); true.
    open var isSelectable = true

    /// The data turned into links when the text view is not editable; none.
    /// Stored: detected data is drawn as plain text.
    open var dataDetectorTypes: UIDataDetectorTypes = []

    /// Whether the user may style the text; false.
    open var allowsEditingTextAttributes = false

    /// Whether typing replaces the whole text; false.
    open var clearsOnInsertion = false

    /// The attributes given to typed text; the text view's font and color.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? [.font: storedFont, .foregroundColor: storedTextColor] }
        set { storedTypingAttributes = newValue }
    }
    private var storedTypingAttributes: [NSAttributedString.Key: Any]?

    /// The attributes of links in the text; the tint color.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]

    /// Whether the font follows the content size category of the traits
    /// (when it came from `UIFont.preferredFont(forTextStyle:)`), as `UILabel` does.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory, !oldValue { adjustFont(previousTraits: nil) } }
    }

    /// iOS 16's standard scaling for text in Mac Catalyst; stored.
    open var usesStandardTextScaling = false

    // MARK: - Text container

    /// Where the text is laid out.
    public let textContainer: NSTextContainer

    /// The space between the text view's edges and its text container:
    /// 8 points above and below, none at the sides ("By default, the value
    /// of this property is 8 points from the top and bottom edges",
    /// developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { if textContainerInset != oldValue { textLayoutChanged() } }
    }

    // MARK: - Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    /// Draws each character as a bullet (•), as a secure field does.
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { applyText() } }
    }
    open var textContentType: UITextContentType!

    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }
    private var storedInputView: UIView?

    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }
    private var storedInputAccessoryView: UIView?

    // MARK: - Stored text and its label

    private var storedText = NSAttributedString(string: "")
    private var storedFont: UIFont = .preferredFont(forTextStyle: .body)
    private var storedTextColor: UIColor = .label
    /// Draws the text; placed in the content by `layoutSubviews`.
    private let contentLabel = UILabel()
    /// The width the intrinsic size was measured at, without scrolling.
    private var measuredWidth: CGFloat?

    private var textDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Puts the text into the label, in the view's font and color where runs have none.
    private func applyText() {
        let shown: NSAttributedString
        if isSecureTextEntry {
            shown = NSAttributedString(string: String(repeating: "•", count: storedText.string.count))
        } else {
            shown = storedText
        }
        contentLabel.font = storedFont
        contentLabel.textColor = storedTextColor
        contentLabel.textAlignment = textAlignment
        contentLabel.numberOfLines = textContainer.maximumNumberOfLines
        contentLabel.lineBreakMode = textContainer.maximumNumberOfLines > 0 ? textContainer.lineBreakMode : .byWordWrapping
        contentLabel.attributedText = shown
        textLayoutChanged()
    }

    /// The text or its container changed: measure and place it again.
    func textLayoutChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: - Size

    /// The width text lines get inside `width`: less the insets and the padding.
    private func lineWidth(in width: CGFloat) -> CGFloat {
        max(0, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    /// The text's size when its lines are `width` wide (nil: unwrapped); an
    /// empty text is one line high, where the caret goes.
    private func textSize(lineWidth width: CGFloat?) -> CGSize {
        if storedText.length == 0 { return CGSize(width: 0, height: storedFont.lineHeight.rounded(.up)) }
        return contentLabel.sizeThatFits(CGSize(width: width ?? 0, height: .greatestFiniteMagnitude))
    }

    /// No intrinsic size while scrolling; without scrolling, the text's
    /// size plus the insets and padding, at the width the layout gave.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        let padding = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let unwrapped = textSize(lineWidth: nil)
        let wrapped = measuredWidth.map { textSize(lineWidth: lineWidth(in: $0)) } ?? unwrapped
        return CGSize(width: (unwrapped.width + padding).rounded(.up),
                      height: (wrapped.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? lineWidth(in: size.width) : nil
        let text = textSize(lineWidth: width)
        let padding = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        return CGSize(width: size.width > 0 ? size.width : (text.width + padding).rounded(.up),
                      height: (text.height + textContainerInset.top + textContainerInset.bottom).rounded(.up))
    }

    /// Turning scrolling off makes the text view size itself to its text.
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { textLayoutChanged() } }
    }

    /// For `systemLayoutSizeFitting` (self-sizing cells): a text view that
    /// does not scroll takes `width` as its layout width.
    override func adoptFittingWidth(_ width: CGFloat) -> Bool {
        guard !isScrollEnabled, width.isFinite, width > 0, measuredWidth != width else { return false }
        let before = intrinsicContentSize
        measuredWidth = width
        return intrinsicContentSize != before
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The two-pass measurement of a self-sizing text view, as for labels.
        if !isScrollEnabled, measuredWidth != bounds.width {
            measuredWidth = bounds.width
            invalidateIntrinsicContentSize()
        }
        let width = lineWidth(in: bounds.width)
        let text = textSize(lineWidth: width)
        contentLabel.frame = CGRect(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top,
                                    width: width, height: text.height)
        contentSize = CGSize(width: bounds.width, height: text.height + textContainerInset.top + textContainerInset.bottom)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory { adjustFont(previousTraits: previousTraitCollection) }
    }

    private func adjustFont(previousTraits: UITraitCollection?) {
        if let adjusted = storedFont.adjustedForContentSizeCategory(of: traitCollection, previous: previousTraits) { font = adjusted }
    }

    /// Scrolls so the end of `range` shows: to the bottom of the text when
    /// the range reaches its end, else to the top of the text (lines are
    /// not located individually).
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let bottom = max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        let atEnd = range.location + range.length >= storedText.length
        setContentOffset(CGPoint(x: contentOffset.x, y: atEnd ? bottom : -adjustedContentInset.top), animated: false)
    }

    // MARK: - Editing

    /// The selected characters (UTF-16), the caret when empty: the end of
    /// the text unless set.
    open var selectedRange: NSRange {
        get { selection ?? NSRange(location: storedText.length, length: 0) }
        set {
            let location = min(max(0, newValue.location), storedText.length)
            selection = NSRange(location: location, length: min(max(0, newValue.length), storedText.length - location))
            textDelegate?.textViewDidChangeSelection(self)
        }
    }
    private var selection: NSRange?

    open var hasText: Bool { storedText.length > 0 }

    /// An editable text view can become the first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing: the delegate may refuse (`textViewShouldBeginEditing(_:)`);
    /// then `textViewDidBeginEditing(_:)` and `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        guard canBecomeFirstResponder, textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: the delegate may refuse (`textViewShouldEndEditing(_:)`);
    /// then `textViewDidEndEditing(_:)` and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard textDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        guard super.resignFirstResponder() else { return false }
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Types `text` at the selection, newlines included, as the keyboard does.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        replaceCharacters(in: clearsOnInsertion ? NSRange(location: 0, length: storedText.length) : selectedRange, with: text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        guard isEditable else { return }
        let range = selectedRange
        if range.length > 0 { replaceCharacters(in: range, with: ""); return }
        guard range.location > 0 else { return }
        replaceCharacters(in: (storedText.string as NSString).rangeOfComposedCharacterSequence(at: range.location - 1), with: "")
    }

    private func replaceCharacters(in range: NSRange, with replacement: String) {
        guard textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) ?? true else { return }
        let edited = NSMutableAttributedString(attributedString: storedText)
        edited.replaceCharacters(in: range, with: NSAttributedString(string: replacement, attributes: typingAttributes))
        storedText = edited
        selection = NSRange(location: range.location + replacement.utf16.count, length: 0)
        applyText()
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
        textDelegate?.textViewDidChangeSelection(self)
    }

    /// Types `text` one character at a time as a person would, after
    /// becoming the first responder (if the text view may). For tests.
    package func simulateTyping(_ text: String) {
        guard becomeFirstResponder() else { return }
        for character in text { insertText(String(character)) }
    }

    // MARK: - Accessibility defaults

    /// A text view is one element whose value is its text (its subviews
    /// are not read), and reads as static text when it cannot be edited.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { hasText ? contentLabel.text : nil }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { isEditable ? [] : .staticText }
}

/// What a text view asks and tells its delegate (its scroll view delegate,
/// as in UIKit). Every method has a default that does what UIKit does
/// without a delegate.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether typing may replace `range` (UTF-16) with `text`; true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Typing changed the text (not setting `text` in code).
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
