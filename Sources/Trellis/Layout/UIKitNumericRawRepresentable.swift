import Foundation

/// The arithmetic UIKit's Swift overlay gives its number-backed structs
/// (`UILayoutPriority`, `UIFont.Weight`, `UIWindow.Level`), so that
/// `.required - 1`, `.defaultHigh + 1` and `priority -= 10` read as on iOS.
///
/// UIKit declares exactly this protocol (swiftlang/swift,
/// stdlib/public/Darwin/UIKit/UIKit.swift, "Numeric backed types"), and no
/// literal conformances: apps add `ExpressibleByFloatLiteral` to
/// `UILayoutPriority` themselves, which must not collide with ours.
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue + rhs)! }

    public static func + (lhs: RawValue, rhs: Self) -> Self { Self(rawValue: lhs + rhs.rawValue)! }

    public static func - (lhs: Self, rhs: RawValue) -> Self { Self(rawValue: lhs.rawValue - rhs)! }

    public static func - (lhs: Self, rhs: Self) -> RawValue { lhs.rawValue - rhs.rawValue }

    public static func += (lhs: inout Self, rhs: RawValue) { lhs = Self(rawValue: lhs.rawValue + rhs)! }

    public static func -= (lhs: inout Self, rhs: RawValue) { lhs = Self(rawValue: lhs.rawValue - rhs)! }
}
