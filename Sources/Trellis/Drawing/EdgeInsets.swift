import Foundation

/// Distances inward from each edge of a rectangle, in points.
///
/// Positive values shrink a rectangle, negative values grow it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}

/// Distances inward from each edge of a rectangle, with leading and
/// trailing in place of left and right so that they follow the layout
/// direction (leading is left in left-to-right languages, right in
/// right-to-left ones).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    /// Insets of zero on every edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}

/// A set of rectangle edges, such as the edges a view controller's view
/// extends under bars. The empty set is `[]`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

extension CGRect {
    /// The rectangle with each edge moved inward by the matching inset.
    ///
    /// Like UIKit, this works on the raw origin and size: it neither
    /// standardizes the rectangle nor stops at zero, so insets larger than
    /// the rectangle give a negative width or height.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }
}

// Codable as UIKit's overlay makes them: an unkeyed list of the four
// numbers in declaration order (swiftlang/swift, stdlib/public/Darwin/UIKit/UIKit.swift).
extension UIEdgeInsets: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let top = try container.decode(CGFloat.self), left = try container.decode(CGFloat.self)
        let bottom = try container.decode(CGFloat.self), right = try container.decode(CGFloat.self)
        self.init(top: top, left: left, bottom: bottom, right: right)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(left)
        try container.encode(bottom)
        try container.encode(right)
    }
}

extension NSDirectionalEdgeInsets: Codable {
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let top = try container.decode(CGFloat.self), leading = try container.decode(CGFloat.self)
        let bottom = try container.decode(CGFloat.self), trailing = try container.decode(CGFloat.self)
        self.init(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(top)
        try container.encode(leading)
        try container.encode(bottom)
        try container.encode(trailing)
    }
}

/// A distance to move something by, as in UIKit (bar item titles, search
/// bar positions): `horizontal` to the right, `vertical` down, in points.
public struct UIOffset: Equatable, Hashable, Sendable, Codable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() { self.init(horizontal: 0, vertical: 0) }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
