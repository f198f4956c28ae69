import Foundation

/// Which corners `cornerRadius` rounds, as in Core Animation (iOS 11).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// The shape of rounded corners (iOS 13): `.circular` quarter circles, the
/// default, or `.continuous`, Apple's smoother curve. A string-backed type
/// as in Core Animation (`CALayerCornerCurve(rawValue: "circular")`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a view looks beyond its frame: corners, border, background,
/// opacity and shadow, with UIKit's defaults. TrellisRender draws it.
open class CALayer {
    /// The radius of the rounded corners of the background and border; 0
    /// gives square corners.
    open var cornerRadius: CGFloat = 0

    /// The corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

    /// The curve of the rounded corners; `.circular` by default, as in Core
    /// Animation. The renderer draws `.continuous` corners as circular ones
    /// of the same radius for now (issue 19 redraws layers).
    open var cornerCurve: CALayerCornerCurve = .circular

    /// Whether sublayers and contents are clipped to the bounds, rounded by
    /// `cornerRadius`.
    open var masksToBounds: Bool = false

    /// The width of the border drawn inside the bounds; 0 draws none.
    open var borderWidth: CGFloat = 0

    /// The color of the border: opaque black until set.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// The color filling the bounds; `nil`, the default, fills nothing.
    open var backgroundColor: CGColor?

    /// The opacity of the layer and everything in it, from 0 to 1.
    open var opacity: Float = 1

    /// The color of the shadow: opaque black until set.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)

    /// The opacity of the shadow; the default 0 hides it.
    open var shadowOpacity: Float = 0

    /// How far the shadow is moved from the layer. The default, (0, -3),
    /// puts it 3 points above the layer on screen, since y grows downwards.
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)

    /// The blur radius of the shadow.
    open var shadowRadius: CGFloat = 3

    /// Whether the layer, and everything in it, is left undrawn.
    open var isHidden: Bool = false

    public init() {}
}
