import Foundation

/// Where lines of text sit horizontally. UIKit's raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3
    /// Left in left-to-right text, right in right-to-left text.
    case natural = 4
}

/// What a label does with text that does not fit. UIKit's raw values.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Paragraph attributes of attributed text.
open class NSParagraphStyle: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked Sendable: NSParagraphStyle itself is immutable; the mutable
    // subclass is, as in UIKit, copied when it is put into attributed text.
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points.
    public internal(set) var lineSpacing: CGFloat = 0

    public static let `default` = NSParagraphStyle()

    public override init() {
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        return copy
    }

    open override func mutableCopy() -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        copy.lineSpacing = lineSpacing
        return copy
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
}

extension NSAttributedString.Key {
    /// A UIFont.
    public static let font = NSAttributedString.Key("NSFont")
    /// A UIColor.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A UIColor behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An NSParagraphStyle.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Extra space between characters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
}
