import Foundation

/// A constraint's priority, 1...1000, as UIKit defines it. 1000 is required;
/// anything lower is optional, and a higher priority always wins over any
/// number of lower ones.
///
/// As in UIKit there are no literal conformances (`let p: UILayoutPriority =
/// 999` does not compile on iOS either); arithmetic with `Float` comes from
/// `_UIKitNumericRawRepresentable`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, _UIKitNumericRawRepresentable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

extension NSLayoutConstraint {
    /// The axes a view's content hugging and compression resistance apply to.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
