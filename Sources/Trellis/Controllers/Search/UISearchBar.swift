import Foundation

/// Hears a search bar's edits and buttons, as in UIKit; every method is optional.
public protocol UISearchBarDelegate: AnyObject {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
}

/// The search field of iOS 13 and later (`UISearchBar.searchTextField`).
open class UISearchTextField: UITextField {}

/// A search field with a magnifying glass and an optional Cancel button,
/// as in UIKit; built from plain views the renderer draws.
///
/// Typing is simulated (no keyboard): `simulateTyping(_:)`,
/// `simulateSearchButtonTap()` and `simulateCancelButtonTap()` do what a
/// person's keys and taps would, with the delegate's callbacks.
///
/// Everything a subclass may override lives in the class body.
open class UISearchBar: UIView {
    /// Same raw values as UIKit.
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    /// The height of a standalone search bar: 56 points (iOS 13 and later,
    /// as commonly measured; an approximation).
    static let standaloneHeight: CGFloat = 56
    /// The rounded field's height: 36 points (an approximation of iOS 13 and later).
    static let fieldHeight: CGFloat = 36
    /// The field's corner radius: 10 points (an approximation).
    static let fieldCornerRadius: CGFloat = 10

    /// The field the text is typed into.
    public let searchTextField = UISearchTextField()
    private let fieldBackground = UIView()
    private let magnifier = UIImageView(image: UIImage(systemName: "magnifyingglass"))
    private let cancelLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        fieldBackground.backgroundColor = .tertiarySystemFill
        fieldBackground.layer.cornerRadius = Self.fieldCornerRadius
        addSubview(fieldBackground)
        magnifier.tintColor = .secondaryLabel
        magnifier.contentMode = .center
        fieldBackground.addSubview(magnifier)
        searchTextField.font = .preferredFont(forTextStyle: .body)
        searchTextField.adjustsFontForContentSizeCategory = true
        fieldBackground.addSubview(searchTextField)
        cancelLabel.text = "Cancel"
        cancelLabel.font = .preferredFont(forTextStyle: .body)
        cancelLabel.adjustsFontForContentSizeCategory = true
        addSubview(cancelLabel)
        placeholder = "Search"
    }

    open weak var delegate: (any UISearchBarDelegate)?

    /// The text in the field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// Grey text shown while the field is empty; "Search" by default, as in UIKit.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the field; kept, not drawn.
    open var prompt: String?
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?

    /// Whether the Cancel button shows beside the field.
    open var showsCancelButton = false {
        didSet { setNeedsLayout() }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    /// The search controller that owns this bar, told about edits.
    weak var searchController: UISearchController?

    /// The insets of the field from the bar's sides: 8 points standalone,
    /// the bar's margins in a navigation bar (set by the navigation bar).
    var horizontalInset: CGFloat = 8 {
        didSet { setNeedsLayout() }
    }

    // MARK: - Layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.standaloneHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standaloneHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        var trailing = b.width - horizontalInset
        cancelLabel.isHidden = !showsCancelButton
        cancelLabel.textColor = tintColor
        if showsCancelButton {
            let size = cancelLabel.intrinsicContentSize
            cancelLabel.frame = CGRect(x: trailing - size.width, y: ((b.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            trailing -= size.width + 12
        }
        let fieldHeight = min(Self.fieldHeight, b.height)
        fieldBackground.frame = CGRect(x: horizontalInset, y: ((b.height - fieldHeight) / 2).rounded(),
                                       width: max(0, trailing - horizontalInset), height: fieldHeight)
        let iconSide: CGFloat = 22
        magnifier.frame = CGRect(x: 6, y: ((fieldHeight - iconSide) / 2).rounded(), width: iconSide, height: iconSide)
        let textX = magnifier.frame.maxX + 4
        searchTextField.frame = CGRect(x: textX, y: 0, width: max(0, fieldBackground.bounds.width - textX - 8), height: fieldHeight)
    }

    // MARK: - Typing and tapping

    /// Focuses the field as a tap on it would: asks the delegate, begins
    /// editing, and activates the search controller that owns the bar.
    /// Returns whether editing began.
    @discardableResult
    open func simulateTapInField() -> Bool {
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        if !searchTextField.isEditing { _ = searchTextField.becomeFirstResponder() }
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarBeganEditing()
        return true
    }

    /// Types `text` at the end of the field, as a keyboard would (focusing
    /// the field first): the delegate hears `textDidChange` and the search
    /// controller updates its results.
    open func simulateTyping(_ text: String) {
        if !searchTextField.isEditing, !simulateTapInField() { return }
        searchTextField.insertText(text)
        textChanged()
    }

    /// Replaces the text as editing would, with the same callbacks as typing.
    open func simulateReplacingText(with text: String) {
        if !searchTextField.isEditing, !simulateTapInField() { return }
        searchTextField.text = text
        textChanged()
    }

    private func textChanged() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.updateResults()
    }

    /// The keyboard's Search key.
    open func simulateSearchButtonTap() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// The Cancel button: the delegate hears it and the owning search
    /// controller becomes inactive, clearing the text, as UIKit's does.
    open func simulateCancelButtonTap() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancelled()
    }
}
