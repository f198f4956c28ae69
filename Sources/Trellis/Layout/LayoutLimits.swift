import Foundation

/// The numbers Auto Layout accepts.
///
/// UIKit's engine works in points on screens a few thousand points wide;
/// a number whose products with other layout numbers overflow, or lose all
/// precision next to a screen-sized value, describes no layout. Trellis
/// takes every finite number up to these bounds (and multipliers no nearer
/// 0 than `minimumMultiplier`, other than 0 itself), which leave room for
/// very tall content (a million 44-point rows is 4.4e7 points) and keep
/// every product of a constant and a multiplier far inside `Double`'s
/// range and its 15 significant digits. Anything outside is refused where
/// it enters, by whoever reads it (a storyboard names file, line and id;
/// code gets UIKit's log line), so no frame is ever infinite or NaN.
package enum LayoutLimits {
    /// The largest magnitude of a constant, size, spacing or inset, in points.
    package static let maximumLength: CGFloat = 1e9
    /// The largest magnitude of a constraint multiplier.
    package static let maximumMultiplier: CGFloat = 1e6
    /// The smallest magnitude of a multiplier other than 0. The solver
    /// takes coefficients within 1e-8 of zero for zero (so that rounding
    /// noise never becomes a pivot): a multiplier of 1e-9 on a width of
    /// 1e9 points lost its point without a word.
    package static let minimumMultiplier: CGFloat = 1e-7

    /// Whether `value` is finite and within `maximumLength`.
    package static func isValidLength(_ value: CGFloat) -> Bool {
        value.isFinite && abs(value) <= maximumLength
    }

    /// Whether `value` is finite, within `maximumMultiplier`, and 0 or at
    /// least `minimumMultiplier` in magnitude.
    package static func isValidMultiplier(_ value: CGFloat) -> Bool {
        value.isFinite && abs(value) <= maximumMultiplier && (value == 0 || abs(value) >= minimumMultiplier)
    }

    /// Why `value` is not a valid length, or nil when it is: for messages
    /// that say what was wrong ("-1e+308 is beyond ±1e9 points").
    package static func problem(withLength value: CGFloat) -> String? {
        if value.isNaN { return "NaN is not a number of points" }
        if !value.isFinite { return "\(value) is not finite" }
        if abs(value) > maximumLength { return "\(value) is beyond ±1e9 points, the range layout accepts" }
        return nil
    }

    /// Whether each of `rect`'s origin and size is a valid length: the
    /// check every frame set from code passes, so it allocates nothing.
    package static func isValidRect(_ rect: CGRect) -> Bool {
        isValidLength(rect.origin.x) && isValidLength(rect.origin.y) && isValidLength(rect.size.width) && isValidLength(rect.size.height)
    }

    /// Why `rect` cannot be a frame or bounds, or nil when it can: the
    /// first of its origin and size that is not a valid length, named.
    package static func problem(withRect rect: CGRect) -> String? {
        guard !isValidRect(rect) else { return nil }
        for (name, value) in [("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height)] {
            if let problem = problem(withLength: value) { return "its \(name) \(problem)" }
        }
        return nil
    }

    /// Why `insets` cannot be margins, or nil when they can: the first edge
    /// that is not a valid length, named.
    package static func problem(withInsets insets: UIEdgeInsets) -> String? {
        guard !(isValidLength(insets.top) && isValidLength(insets.left) && isValidLength(insets.bottom) && isValidLength(insets.right)) else {
            return nil
        }
        for (name, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            if let problem = problem(withLength: value) { return "its \(name) \(problem)" }
        }
        return nil
    }

    /// Why `value` is not a valid multiplier, or nil when it is.
    package static func problem(withMultiplier value: CGFloat) -> String? {
        if value.isNaN { return "NaN is not a multiplier" }
        if !value.isFinite { return "\(value) is not finite" }
        if abs(value) > maximumMultiplier { return "\(value) is beyond ±1e6, the range of multipliers layout accepts" }
        if value != 0 && abs(value) < minimumMultiplier {
            return "\(value) is nearer 0 than ±1e-7, the smallest multiplier other than 0 layout accepts"
        }
        return nil
    }
}
