import Foundation

/// An immutable color in the sRGB color space, the form in which Core
/// Animation layers take their colors.
///
/// Every color has four components, red, green, blue and alpha, each
/// clamped to 0...1 when the color is made. Unlike Core Graphics there is
/// only one color space, so a gray is stored as three equal components.
public final class CGColor: Hashable, Sendable {
    package let red: CGFloat
    package let green: CGFloat
    package let blue: CGFloat

    /// The opacity, from 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat

    /// A color with the given sRGB components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.alpha = Self.clamp(alpha)
    }

    /// A shade of gray, from 0 (black) to 1 (white).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The red, green, blue and alpha components, in that order.
    ///
    /// Optional, as in Core Graphics, so that code written for Apple's
    /// platforms (`color.components?[0]`) compiles unchanged; it is never
    /// `nil` here.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, alpha included: always 4.
    public var numberOfComponents: Int { 4 }

    /// The same color with a different opacity.
    ///
    /// Optional, as in Core Graphics; it is never `nil` here.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    private static func clamp(_ component: CGFloat) -> CGFloat {
        Swift.min(Swift.max(component, 0), 1)
    }
}
