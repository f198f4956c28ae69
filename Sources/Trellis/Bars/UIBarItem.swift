import Foundation

/// What bar button items and tab bar items share, as in UIKit: a title, an
/// image, a tag, whether the item is enabled, and title text attributes per
/// control state. UIKit declares it `open class UIBarItem : NSObject`.
///
/// Everything a subclass may override lives in the class body (no
/// Objective-C runtime: members declared in extensions cannot be overridden).
open class UIBarItem: NSObject {
    public override init() { super.init() }

    /// UIKit reads bar items from archives; Trellis builds them in code, so
    /// this makes an empty item, as a subclass expects of `super.init(coder:)`.
    public required init?(coder: NSCoder) { super.init() }

    /// Whether the item responds; a disabled item draws in the disabled colour. Default true.
    open var isEnabled: Bool = true
    /// The item's title; nil for an image-only item.
    open var title: String?
    /// The item's image; template images take the bar's tint.
    open var image: UIImage?
    /// The image a phone in landscape shows instead of `image` (compact bars).
    open var landscapeImagePhone: UIImage?
    /// The image the large-content viewer shows (accessibility sizes).
    open var largeContentSizeImage: UIImage?
    /// Moves the image inside the item (UIKit's default: zero).
    open var imageInsets: UIEdgeInsets = .zero
    /// Moves the landscape image inside the item.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// Moves the large-content image inside the item.
    open var largeContentSizeImageInsets: UIEdgeInsets = .zero
    /// A number the app chooses to identify the item. Default 0.
    open var tag: Int = 0
    /// An identifier for tests and accessibility queries.
    open var accessibilityIdentifier: String?
    /// What VoiceOver reads; the title when nil.
    open var accessibilityLabel: String?

    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Sets the attributes (font, colour) of the title in `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
    }

    /// The attributes set for `state`, or nil (UIKit does not fall back to `.normal` here).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }
}
