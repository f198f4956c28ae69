import Foundation

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that fills and strokes a path over its background, as in Core
/// Animation, with its defaults: filled opaque black, not stroked, lines 1
/// point wide. The path is in the layer's coordinates and is not clipped
/// to the bounds.
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    /// Opaque black by default; nil fills nothing.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// Nil by default: no stroke.
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Lengths of dashes and gaps; nil draws a solid line.
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    /// Where the stroke starts and ends, as fractions of the path's length:
    /// (0, 1), the default, strokes it all; a ring drawn to `strokeEnd`
    /// 0.5 stops halfway. The fill is not affected.
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func drawLayerContent(in ctx: CGContext) {
        guard let path, !path.isEmpty else { return }
        if let fill = fillColor, fill.alpha > 0 {
            ctx.saveGState()
            ctx.setFillColor(fill)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
            ctx.restoreGState()
        }
        let start = max(0, min(1, strokeStart.isNaN ? 0 : strokeStart)), end = max(0, min(1, strokeEnd.isNaN ? 1 : strokeEnd))
        guard let stroke = strokeColor, stroke.alpha > 0, lineWidth > 0, lineWidth.isFinite, end > start else { return }
        let stroked = start == 0 && end == 1 ? path : path.trimmed(from: start, to: end)
        guard !stroked.isEmpty else { return }
        ctx.saveGState()
        ctx.setStrokeColor(stroke)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap == .round ? .round : lineCap == .square ? .square : .butt)
        ctx.setLineJoin(lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter)
        ctx.setMiterLimit(miterLimit)
        if let dashes = lineDashPattern, !dashes.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: dashes.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(stroked)
        ctx.strokePath()
        ctx.restoreGState()
    }
}

/// One piece of a path as a cubic Bézier (lines and quadratic curves
/// raised), with its length.
private struct CubicSegment {
    var p0, p1, p2, p3: CGPoint
    var startsSubpath: Bool
    var length: CGFloat = 0

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, startsSubpath: Bool) {
        (self.p0, self.p1, self.p2, self.p3, self.startsSubpath) = (p0, p1, p2, p3, startsSubpath)
        length = length(upTo: 1)
    }

    func point(_ t: CGFloat) -> CGPoint { CGPath.cubicPoint(p0, p1, p2, p3, t) }

    /// Measured along 64 chords: within a small fraction of a point for
    /// the curves views draw.
    func length(upTo t: CGFloat) -> CGFloat {
        let steps = 64
        var total: CGFloat = 0, previous = p0
        for i in 1...steps {
            let next = point(t * CGFloat(i) / CGFloat(steps))
            total += hypot(next.x - previous.x, next.y - previous.y)
            previous = next
        }
        return total
    }

    /// The parameter at which `distance` has been walked, by bisection.
    func parameter(atLength distance: CGFloat) -> CGFloat {
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<24 {
            let middle = (low + high) / 2
            if length(upTo: middle) < distance { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// The part of the curve from `t0` to `t1` (de Casteljau, twice).
    func split(_ t0: CGFloat, _ t1: CGFloat) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        // The tail from t0.
        var (a, b, c, d) = (p0, p1, p2, p3)
        if t0 > 0 {
            let ab = lerp(a, b, t0), bc = lerp(b, c, t0), cd = lerp(c, d, t0)
            let abc = lerp(ab, bc, t0), bcd = lerp(bc, cd, t0)
            (a, b, c, d) = (lerp(abc, bcd, t0), bcd, cd, d)
        }
        // The head of that tail up to t1, rescaled into it.
        let u = t0 < 1 ? (t1 - t0) / (1 - t0) : 1
        if u < 1 {
            let ab = lerp(a, b, u), bc = lerp(b, c, u), cd = lerp(c, d, u)
            let abc = lerp(ab, bc, u), bcd = lerp(bc, cd, u)
            (a, b, c, d) = (a, ab, abc, lerp(abc, bcd, u))
        }
        return (a, b, c, d)
    }
}

extension CGPath {
    /// The part of the path from `start` to `end`, fractions of its length
    /// (all subpaths end to end, as Core Animation measures `strokeStart`
    /// and `strokeEnd`). Curves are cut at those lengths; a closed subpath
    /// cut open stays open.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        var segments: [CubicSegment] = []
        var point = CGPoint.zero, subpathStart = CGPoint.zero, pendingMove = true
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
        func add(_ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
            segments.append(CubicSegment(point, p1, p2, p3, startsSubpath: pendingMove))
            pendingMove = false
            point = p3
        }
        for element in elements {
            switch element {
            case let .move(p): point = p; subpathStart = p; pendingMove = true
            case let .line(p): add(lerp(point, p, 1.0 / 3), lerp(point, p, 2.0 / 3), p)
            case let .quadCurve(to, c): add(lerp(point, c, 2.0 / 3), lerp(to, c, 2.0 / 3), to)
            case let .curve(to, c1, c2): add(c1, c2, to)
            case .close:
                if point != subpathStart { add(lerp(point, subpathStart, 1.0 / 3), lerp(point, subpathStart, 2.0 / 3), subpathStart) }
                point = subpathStart; pendingMove = true
            }
        }
        let total = segments.reduce(0) { $0 + $1.length }
        let result = CGMutablePath()
        guard total > 0, total.isFinite else { return result }
        let from = start * total, to = end * total
        var walked: CGFloat = 0, drawing = false
        for segment in segments {
            let a = walked, b = walked + segment.length
            walked = b
            if segment.startsSubpath { drawing = false }
            guard b > from, a < to, segment.length > 0 else { continue }
            let t0 = a >= from ? 0 : segment.parameter(atLength: from - a)
            let t1 = b <= to ? 1 : segment.parameter(atLength: to - a)
            let piece = segment.split(t0, t1)
            if !drawing { result.move(to: piece.0); drawing = true }
            result.addCurve(to: piece.3, control1: piece.1, control2: piece.2)
        }
        return result
    }
}
