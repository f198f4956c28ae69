import Foundation

/// Which attributes a constraint may relate, and how a pair that mixes
/// leading/trailing with another kind of position is stated to the solver.
///
/// UIKit refuses only three things (each raised by
/// `+[NSLayoutConstraint constraintWithItem:…]` as NSInvalidArgumentException):
/// - a location against a size: "Invalid pairing of layout attributes"
///   (e.g. top to height, stackoverflow.com/questions/13875262);
/// - leading/trailing against left/right: "A constraint cannot be made
///   between a leading/trailing attribute and a right/left attribute. Use
///   leading/trailing for both or neither." (since iOS 9; github.com/ealeksandrov/EAIntroView/issues/60);
/// - a location equal to a constant, with no second item or a multiplier of
///   0: "A multiplier of 0 or a nil second item together with a location
///   for the first attribute creates an illegal constraint of a location
///   equal to a constant. Location attributes must be specified in pairs"
///   (since iOS 8.3; github.com/mwaterfall/MWPhotoBrowser/issues/399).
///
/// Everything else is taken: leading or trailing against centerX (common in
/// real code), and a horizontal location against a vertical one: SnapKit's
/// own test suite, run on iOS, makes `left == top + 50` and expects it
/// installed and active (SnapKit Tests.swift, `testMakeConstraints`).
extension NSLayoutConstraint.Attribute {
    /// Left, right and their margins: horizontal locations that do not follow the layout direction.
    var isAbsoluteHorizontal: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    /// A location, as opposed to a size: every attribute but width, height and notAnAttribute.
    var isLocation: Bool { !isDimension && self != .notAnAttribute }

    /// Why UIKit refuses to relate `self` of one item to `other` of another, or nil if it accepts it.
    func pairingProblem(with other: NSLayoutConstraint.Attribute) -> String? {
        if isDimension != other.isDimension {
            return "it pairs \(name) with \(other.name), which is an invalid pairing of layout attributes"
        }
        if (isDirectional && other.isAbsoluteHorizontal) || (isAbsoluteHorizontal && other.isDirectional) {
            return "it pairs \(name) with \(other.name): \(Self.directionalMixMessage)"
        }
        return nil
    }

    static let directionalMixMessage = "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."

    static let locationEqualToConstantMessage = "A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."

    /// A leading or trailing attribute as the physical edge it is in
    /// `direction`: leading is the left edge left to right, the right edge
    /// right to left.
    func physicalEdge(in direction: UIUserInterfaceLayoutDirection) -> NSLayoutConstraint.Attribute {
        let rightToLeft = direction == .rightToLeft
        switch self {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .leadingMargin: return rightToLeft ? .rightMargin : .leftMargin
        case .trailingMargin: return rightToLeft ? .leftMargin : .rightMargin
        default: return self
        }
    }
}

/// One side of a constraint as the solver sees it: an attribute and the
/// sign its position is counted with.
struct SolverAttribute {
    var attribute: NSLayoutConstraint.Attribute
    var sign: Double = 1

    /// The two sides of `first.attr1 == m × second.attr2 + c` as the solver
    /// states them.
    ///
    /// Right to left, Trellis measures leading and trailing positions from
    /// the right (negated x, `LayoutItem.append`), so that a constant moves
    /// a view toward the trailing side in both directions. A plain
    /// horizontal location paired with one of them (centerX) is measured the
    /// same way, so `leading == centerX + 8` puts the leading edge 8 points
    /// past the centre toward the trailing side: the constraint mirrors as a
    /// whole, as a leading-to-leading one does. Paired with a vertical
    /// location, which has no mirror image, leading and trailing are the
    /// edges they are in the item's direction (UIKit documents neither case).
    static func pair(_ attr1: NSLayoutConstraint.Attribute, of first: LayoutItem,
                     _ attr2: NSLayoutConstraint.Attribute, of second: LayoutItem) -> (SolverAttribute, SolverAttribute) {
        var one = SolverAttribute(attribute: attr1), two = SolverAttribute(attribute: attr2)
        guard attr1.isDirectional != attr2.isDirectional, attr1.isLocation, attr2.isLocation else { return (one, two) }
        let (directional, directionalItem) = attr1.isDirectional ? (attr1, first) : (attr2, second)
        let other = attr1.isDirectional ? attr2 : attr1
        let direction = directionalItem.layoutDirection
        if other.isHorizontal {
            if direction == .rightToLeft {
                if attr1.isDirectional { two.sign = -1 } else { one.sign = -1 }
            }
        } else if attr1.isDirectional {
            one.attribute = directional.physicalEdge(in: direction)
        } else {
            two.attribute = directional.physicalEdge(in: direction)
        }
        return (one, two)
    }
}
