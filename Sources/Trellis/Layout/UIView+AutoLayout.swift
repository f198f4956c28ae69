import Cassowary
import Foundation

extension UIView {
    // MARK: - Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }

    // MARK: - Constraints

    /// The active constraints installed on this view (those whose items'
    /// nearest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    /// The pre-anchor way to activate a constraint; `activate` is preferred.
    public func addConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.activate([constraint]) }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { NSLayoutConstraint.deactivate([constraint]) }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    // MARK: - Margins and safe area

    /// The margins with leading and trailing, which follow the layout direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    /// The value meaning "no intrinsic size on this axis".
    public static let noIntrinsicMetric: CGFloat = -1

    /// The baselines as a constraint's solver form reads them: the view is
    /// marked as one whose baselines a constraint has used.
    var baselineOffsets: (first: CGFloat, last: CGFloat) {
        baselinesUsedByConstraints = true
        return baselineOffsetsFromBottom
    }
}
