import Foundation

/// A button, as in UIKit: a title label and an image view as real subviews,
/// placed in `layoutSubviews`, so the renderer draws them as it draws any
/// label and image.
///
/// Two ways to style one, as in UIKit:
/// - the classic API: `UIButton(type: .system)`, `setTitle(_:for:)`,
///   `setTitleColor(_:for:)`, `setImage(_:for:)`, `contentEdgeInsets`. The
///   title is in the 15-point system font; values not set for a state fall
///   back to `.normal`; with no content insets UIKit pads the title 6 points
///   above and below, so a "Button" is 30 points tall.
/// - `UIButton.Configuration` (iOS 15): `.plain()`, `.filled()`, `.tinted()`,
///   `.gray()`, with title, subtitle, image, content insets, colors and
///   corner style.
///
/// The title label truncates in the middle (UIKit's `.byTruncatingMiddle`),
/// so a button constrained narrower than its title shows "Sign…Now".
open class UIButton: UIControl, UIAccessibilityContentSizeCategoryImageAdjusting {
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close = 7
        public static let roundedRect = ButtonType.system
    }

    /// Read-only and `open`, as in UIKit.
    open var buttonType: ButtonType { storedButtonType }
    private let storedButtonType: ButtonType

    /// The configuration the button draws from (nil: the classic API).
    open var configuration: Configuration? {
        didSet { contentChanged() }
    }

    /// The label showing the title; created with the first title, as in UIKit.
    open var titleLabel: UILabel? {
        if storedTitleLabel == nil, buttonType != .close { makeTitleLabel() }
        return storedTitleLabel
    }

    /// The image view showing the image, once there is one.
    open var imageView: UIImageView? { storedImageView }

    /// Space around the content (title and image) in the classic API; part
    /// of the intrinsic size. Ignored with a configuration, as in UIKit.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { contentChanged() }
    }

    /// Moves the title after it is placed, in the classic
    /// API: "The insets you specify are applied to the title rectangle after
    /// that rectangle has been sized to fit the button's text" and they are
    /// used "only for positioning the title during layout", not for the
    /// intrinsic size (developer.apple.com/documentation/uikit/uibutton/titleedgeinsets).
    /// The title sits in its rectangle inset by these as the content
    /// alignment says, so a centred title moves by (left − right) / 2:
    /// `UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)` moves it 8 points.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image after it is placed, as `titleEdgeInsets` moves the title.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// The menu the button shows (iOS 14): on a tap when
    /// `showsMenuAsPrimaryAction` is true, else on a long press. Trellis
    /// shows no menus; a tap that would show it is counted in `menuPresentations`.
    open var menu: UIMenu?

    /// Whether a tap toggles `isSelected` before the primary action runs
    /// (iOS 15; toggle buttons); false.
    open var changesSelectionAsPrimaryAction = false

    /// Whether the image grows at the accessibility text sizes; false.
    /// Stored: the image is drawn at its own size at every text size.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false

    /// How many times a tap asked to show `menu` (it is not drawn).
    package private(set) var menuPresentations = 0

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var storedTitleLabel: UILabel?
    private var storedImageView: UIImageView?

    public init(type buttonType: ButtonType) {
        storedButtonType = buttonType
        super.init(frame: .zero)
        if buttonType == .close {
            layer.cornerRadius = Self.closeSize / 2
        }
        contentChanged()
    }

    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        storedButtonType = .custom
        super.init(coder: coder)
    }

    /// A button styled by `configuration`, whose tap runs `primaryAction`.
    /// "If the primary action contains a title or an image, this method
    /// copies them to the configuration and the button displays them"
    /// (Apple, `UIButton.init(configuration:primaryAction:)`).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
        // Observers do not run for a property set in the class's own initializer.
        contentChanged()
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A system button whose title and image come from `primaryAction`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            setImage(primaryAction.image, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public static func systemButton(with image: UIImage?, primaryAction: UIAction?) -> UIButton {
        let button = UIButton(type: .system, primaryAction: primaryAction)
        button.setImage(image, for: .normal)
        return button
    }

    // MARK: - Content per state

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentChanged()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open var currentTitle: String? {
        if let configuration { return configuration.title }
        return title(for: state)
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentChanged()
    }

    /// The title color set for `state` (falling back to `.normal`), else the
    /// type's default: the tint for system buttons, white for custom ones.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
        switch buttonType {
        case .custom: return .white
        case .close: return .secondaryLabel
        default:
            if state.contains(.disabled) { return .tertiaryLabel }
            return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
        }
    }

    open var currentTitleColor: UIColor { titleColor(for: state) ?? .label }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentChanged()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open var currentImage: UIImage? {
        if let configuration { return configuration.image }
        return image(for: state)
    }

    open override var tintColor: UIColor! {
        didSet { contentChanged() }
    }

    override func stateChanged() {
        super.stateChanged()
        contentChanged()
    }

    /// A tap (`.touchUpInside`) on a button that shows its menu as its
    /// primary action shows the menu instead: it sends
    /// `.menuActionTriggered` and neither `.touchUpInside` nor the primary
    /// action. With `changesSelectionAsPrimaryAction` a tap toggles
    /// `isSelected` first.
    open override func sendActions(for events: Event) {
        guard isEnabled else { return }
        if events.contains(.touchUpInside) {
            if showsMenuAsPrimaryAction, menu != nil {
                menuPresentations += 1
                super.sendActions(for: events.subtracting(.touchUpInside).union(.menuActionTriggered))
                return
            }
            if changesSelectionAsPrimaryAction { isSelected.toggle() }
        }
        super.sendActions(for: events)
    }

    // MARK: - Accessibility defaults

    /// A button is read as its title: "Add to Wallet, button".
    override var defaultAccessibilityTraits: UIAccessibilityTraits { stateAccessibilityTraits.union(.button) }
    override var defaultAccessibilityLabel: String? {
        let title = currentTitle ?? storedTitleLabel?.text
        return title?.isEmpty == false ? title : nil
    }

    // MARK: - Size

    static let closeSize: CGFloat = 30
    /// The padding UIKit puts above and below a classic button's title when
    /// its content insets are zero.
    static let implicitTitlePadding: CGFloat = 6

    /// Title, subtitle and image as they sit in the content rect.
    private struct Content {
        var title: CGSize = .zero
        var subtitle: CGSize = .zero
        var image: CGSize = .zero
        var imagePadding: CGFloat = 0
        var titlePadding: CGFloat = 0
        var imageOnTop = false

        var textSize: CGSize {
            let gap = title.height > 0 && subtitle.height > 0 ? titlePadding : 0
            return CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        }

        var size: CGSize {
            let text = textSize
            let gap = image.width > 0 && text.width > 0 ? imagePadding : 0
            if imageOnTop { return CGSize(width: max(image.width, text.width), height: image.height + gap + text.height) }
            return CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
        }
    }

    private func measuredContent() -> Content {
        var content = Content()
        if let title = storedTitleLabel, let text = title.text, !text.isEmpty { content.title = title.intrinsicContentSize }
        if let subtitle = subtitleLabel, let text = subtitle.text, !text.isEmpty { content.subtitle = subtitle.intrinsicContentSize }
        if let image = storedImageView?.image { content.image = image.size }
        if let configuration {
            content.imagePadding = configuration.imagePadding
            content.titlePadding = configuration.titlePadding
            content.imageOnTop = configuration.imagePlacement == .top
        }
        return content
    }

    /// The insets around the content, in left/right terms for the current layout direction.
    private var effectiveInsets: UIEdgeInsets {
        if let configuration {
            let insets = configuration.contentInsets
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                                bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
        }
        guard contentEdgeInsets == .zero else { return contentEdgeInsets }
        let hasTitle = !(currentTitle ?? "").isEmpty
        return hasTitle ? UIEdgeInsets(top: Self.implicitTitlePadding, left: 0, bottom: Self.implicitTitlePadding, right: 0) : .zero
    }

    /// The content's size plus the insets: what UIKit's `intrinsicContentSize` reports.
    open override var intrinsicContentSize: CGSize {
        if buttonType == .close { return CGSize(width: Self.closeSize, height: Self.closeSize) }
        let content = measuredContent().size
        let insets = effectiveInsets
        return CGSize(width: content.width + insets.left + insets.right, height: content.height + insets.top + insets.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: - Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration { layer.cornerRadius = configuration.cornerRadius(forHeight: bounds.height) }
        let content = measuredContent()
        let area = bounds.inset(by: effectiveInsets)
        let size = content.size
        let width = min(size.width, max(0, area.width)), height = min(size.height, max(0, area.height))
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left: x = area.minX
        case .right: x = area.maxX - width
        case .leading: x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? area.maxX - width : area.minX
        case .trailing: x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? area.minX : area.maxX - width
        case .center, .fill: x = area.minX + (area.width - width) / 2
        }
        var y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - height
        case .center, .fill: y = area.minY + (area.height - height) / 2
        }
        // Pixel-aligned, as UIKit places the title.
        x = x.rounded(.down)
        y = y.rounded(.down)
        var textRect: CGRect
        let text = content.textSize
        let imageGap = content.image.width > 0 && text.width > 0 ? content.imagePadding : 0
        if content.imageOnTop {
            storedImageView?.frame = CGRect(x: x + (width - content.image.width) / 2, y: y, width: content.image.width, height: content.image.height)
            textRect = CGRect(x: x, y: y + content.image.height + imageGap, width: width, height: text.height)
        } else {
            storedImageView?.frame = CGRect(x: x, y: y + (height - content.image.height) / 2, width: content.image.width, height: content.image.height)
            let textX = x + content.image.width + imageGap
            textRect = CGRect(x: textX, y: y + (height - text.height) / 2, width: max(0, x + width - textX), height: text.height)
        }
        let titleGap = content.title.height > 0 && content.subtitle.height > 0 ? content.titlePadding : 0
        storedTitleLabel?.frame = CGRect(x: textRect.minX, y: textRect.minY, width: textRect.width, height: content.title.height)
        subtitleLabel?.frame = CGRect(x: textRect.minX, y: textRect.minY + content.title.height + titleGap,
                                      width: textRect.width, height: content.subtitle.height)
        if configuration == nil {
            if let title = storedTitleLabel { title.frame = moved(title.frame, by: titleEdgeInsets) }
            if let image = storedImageView { image.frame = moved(image.frame, by: imageEdgeInsets) }
        }
    }

    /// `rect` placed again within itself inset by `insets`, as the content
    /// alignment places content: centred content moves by half the
    /// difference of opposite insets, content against an edge by that
    /// edge's inset. (UIKit also narrows a title that no longer fits; here
    /// it keeps its width.)
    private func moved(_ rect: CGRect, by insets: UIEdgeInsets) -> CGRect {
        guard insets != .zero else { return rect }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var result = rect
        switch contentHorizontalAlignment {
        case .left: result.origin.x += insets.left
        case .right: result.origin.x -= insets.right
        case .leading: result.origin.x += rightToLeft ? -insets.right : insets.left
        case .trailing: result.origin.x += rightToLeft ? insets.left : -insets.right
        case .center, .fill: result.origin.x += (insets.left - insets.right) / 2
        }
        switch contentVerticalAlignment {
        case .top: result.origin.y += insets.top
        case .bottom: result.origin.y -= insets.bottom
        case .center, .fill: result.origin.y += (insets.top - insets.bottom) / 2
        }
        return result
    }

    // MARK: - Applying content

    private var subtitleLabel: UILabel?

    private func makeTitleLabel() {
        let label = UILabel()
        label.lineBreakMode = .byTruncatingMiddle
        label.font = .systemFont(ofSize: 15)
        storedTitleLabel = label
        addSubview(label)
    }

    /// Puts the current title, subtitle, image and colors into the subviews.
    private func contentChanged() {
        if buttonType == .close {
            backgroundColor = .tertiarySystemFill
            if storedTitleLabel == nil { makeTitleLabel() }
            storedTitleLabel?.text = "×"
            storedTitleLabel?.font = .systemFont(ofSize: 22, weight: .semibold)
            storedTitleLabel?.textAlignment = .center
            storedTitleLabel?.textColor = currentTitleColor
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            return
        }
        if let configuration {
            applyConfiguration(configuration)
        } else {
            let title = title(for: state)
            if title != nil, storedTitleLabel == nil { makeTitleLabel() }
            storedTitleLabel?.text = title
            storedTitleLabel?.textColor = currentTitleColor
            setImageView(image(for: state), tint: buttonType == .system ? currentTitleColor : nil)
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func setImageView(_ image: UIImage?, tint: UIColor?) {
        if let image {
            if storedImageView == nil {
                let view = UIImageView()
                storedImageView = view
                addSubview(view)
            }
            storedImageView?.image = buttonType == .system && image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            if let tint { storedImageView?.tintColor = tint }
        } else {
            storedImageView?.image = nil
        }
    }

    private func applyConfiguration(_ configuration: Configuration) {
        let foreground = configuration.resolvedForegroundColor(tint: tintColor, state: state)
        if let title = configuration.title, !title.isEmpty {
            if storedTitleLabel == nil { makeTitleLabel() }
            storedTitleLabel?.text = title
        } else {
            storedTitleLabel?.text = nil
        }
        storedTitleLabel?.font = configuration.titleFont
        storedTitleLabel?.textColor = foreground
        storedTitleLabel?.textAlignment = configuration.titleAlignment.textAlignment
        if let subtitle = configuration.subtitle, !subtitle.isEmpty {
            if subtitleLabel == nil {
                let label = UILabel()
                label.lineBreakMode = .byTruncatingMiddle
                subtitleLabel = label
                addSubview(label)
            }
            subtitleLabel?.text = subtitle
            subtitleLabel?.font = configuration.subtitleFont
            subtitleLabel?.textColor = foreground
            subtitleLabel?.textAlignment = configuration.titleAlignment.textAlignment
        } else {
            subtitleLabel?.text = nil
        }
        setImageView(configuration.image, tint: foreground)
        backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor, state: state)
    }
}

/// The edges of a rectangle in leading/trailing terms.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
