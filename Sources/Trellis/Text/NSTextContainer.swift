import Foundation

/// The region a text view lays its text out in, as in UIKit (TextKit's
/// `NSTextContainer`): the text view's width less `lineFragmentPadding` on
/// each side. Only what apps set on a text view's container is modelled.
open class NSTextContainer: NSObject {
    /// The blank space at each end of every line: 5 points ("The default
    /// value is 5.0", developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding).
    /// Apps set it to 0 to line a text view's text up with labels.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { textView?.textLayoutChanged() } }
    }

    /// The most lines laid out; 0 for no limit.
    open var maximumNumberOfLines: Int = 0 {
        didSet { if maximumNumberOfLines != oldValue { textView?.textLayoutChanged() } }
    }

    /// How the last line ends when the text is cut by `maximumNumberOfLines`; word wrapping.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { textView?.textLayoutChanged() } }
    }

    /// The container's size: it follows the text view's width (and a text
    /// view's height does not limit it).
    open var size: CGSize {
        get { storedSize ?? CGSize(width: textView?.bounds.width ?? 0, height: 10_000_000) }
        set { storedSize = newValue }
    }
    private var storedSize: CGSize?

    /// Whether the width follows the text view's; true for a text view's container.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's; false.
    open var heightTracksTextView = false

    /// The text view that lays its text out in this container.
    weak var textView: UITextView?

    public init(size: CGSize) {
        storedSize = size
        super.init()
    }

    public override init() {
        super.init()
    }
}
