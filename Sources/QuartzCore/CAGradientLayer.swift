import Foundation

/// The geometry of a gradient layer's colors.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`, the default.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// An ellipse centred on `startPoint` whose edge passes through
    /// `endPoint` on each axis.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Swept around `startPoint`, starting in the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its shape (its bounds, rounded by `cornerRadius`)
/// with a gradient over its background, as in Core Animation. Points are in the unit coordinate space of the
/// bounds: (0, 0) is the top-left corner, (1, 1) the bottom-right.
open class CAGradientLayer: CALayer {
    /// The colors, as `CGColor`s; anything else in the array is skipped.
    /// Nil, the default, draws nothing.
    open var colors: [Any]?

    /// Where each color sits from 0 to 1; nil (the default), or a count
    /// that differs from `colors`', spreads them evenly.
    open var locations: [NSNumber]?

    /// Where the gradient starts; the top centre (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0)

    /// Where it ends; the bottom centre (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1)

    open var type: CAGradientLayerType = .axial

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The gradient of `colors` at `locations`; nil with no colors.
    var gradient: CGGradient? {
        let stops = (colors ?? []).compactMap { $0 as? CGColor }
        guard !stops.isEmpty else { return nil }
        let places = locations.flatMap { $0.count == stops.count ? $0.map { CGFloat($0.doubleValue) } : nil } ?? CGGradient.evenLocations(stops.count)
        return CGGradient(colorsSpace: nil, colors: stops, locations: places)
    }

    override func drawLayerContent(in ctx: CGContext) {
        let box = bounds
        guard let gradient, box.width > 0, box.height > 0 else { return }
        func point(_ unit: CGPoint) -> CGPoint { CGPoint(x: box.minX + unit.x * box.width, y: box.minY + unit.y * box.height) }
        let start = point(startPoint), end = point(endPoint)
        ctx.saveGState()
        // The gradient fills the layer's shape, rounded corners included,
        // whether or not it masks to bounds (CAGradientLayer.h: "filling
        // the shape of the layer (i.e. including rounded corners)").
        let radius = min(max(0, cornerRadius), min(box.width, box.height) / 2)
        if radius > 0 {
            ctx.addPath(CALayer.roundedRectPath(box, radius: radius, corners: maskedCorners))
            ctx.clip()
        } else {
            ctx.clip(to: box)
        }
        switch type {
        case .radial:
            let rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            if rx > 0, ry > 0 {
                // A circle of radius 1 stretched to the ellipse.
                ctx.translateBy(x: start.x, y: start.y)
                ctx.scaleBy(x: rx, y: ry)
                ctx.drawRadialGradient(gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1,
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            } else if let last = gradient.stops.last {
                ctx.setFillColor(last.color)
                ctx.fill(box)
            }
        case .conic:
            ctx.record(.paint(.conicGradient(gradient, center: start, angle: atan2(end.y - start.y, end.x - start.x)), ctx.currentStyle))
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        }
        ctx.restoreGState()
    }
}
