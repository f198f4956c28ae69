import Foundation

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`
/// rounds. UIKit's raw values.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of lines and curves with the attributes it is stroked with, as in
/// UIKit: build it, then `fill()`, `stroke()` or `addClip()` in the current
/// context (`UIGraphicsGetCurrentContext()`), or hand its `cgPath` to a
/// shape layer or a shadow.
///
/// Coordinates are UIKit's, y growing downwards; a `clockwise` arc turns
/// clockwise on screen.
open class UIBezierPath: NSObject, NSCopying {
    private var path = CGMutablePath()
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    // MARK: - Creating

    /// An empty path.
    public override init() {
        super.init()
    }

    /// Paths are not read from archives here.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A closed rectangle, starting at its origin and going clockwise on screen.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse fitting `rect`, made of four cubic curves.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with quarter-circle corners of `cornerRadius`, held to
    /// half the shorter side ("Values larger than half the rectangle's width
    /// or height are clamped appropriately to half the width or height",
    /// Apple's documentation), so a large radius makes a capsule.
    ///
    /// UIKit draws these corners with its own smoother curve (measured by
    /// PaintCode: "code-for-ios-7-rounded-rectangles"); circular corners of
    /// the same radius stand in.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = cornerRadius.isFinite ? max(0, min(cornerRadius, r.width / 2, r.height / 2)) : 0
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// A rectangle whose `corners` are quarter ellipses of `cornerRadii`,
    /// each held to half the rectangle's width and height, the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let w = cornerRadii.width.isFinite ? max(0, min(cornerRadii.width, r.width / 2)) : 0
        let h = cornerRadii.height.isFinite ? max(0, min(cornerRadii.height, r.height / 2)) : 0
        func radii(_ corner: UIRectCorner) -> CGSize { corners.contains(corner) && w > 0 && h > 0 ? CGSize(width: w, height: h) : .zero }
        let k: CGFloat = 0.552_284_749_830_793_4 // a quarter circle as one cubic
        let topLeft = radii(.topLeft), topRight = radii(.topRight), bottomRight = radii(.bottomRight), bottomLeft = radii(.bottomLeft)
        path.move(to: CGPoint(x: r.minX + topLeft.width, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - topRight.width, y: r.minY))
        if topRight != .zero {
            path.addCurve(to: CGPoint(x: r.maxX, y: r.minY + topRight.height),
                          control1: CGPoint(x: r.maxX - topRight.width * (1 - k), y: r.minY),
                          control2: CGPoint(x: r.maxX, y: r.minY + topRight.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight.height))
        if bottomRight != .zero {
            path.addCurve(to: CGPoint(x: r.maxX - bottomRight.width, y: r.maxY),
                          control1: CGPoint(x: r.maxX, y: r.maxY - bottomRight.height * (1 - k)),
                          control2: CGPoint(x: r.maxX - bottomRight.width * (1 - k), y: r.maxY))
        }
        path.addLine(to: CGPoint(x: r.minX + bottomLeft.width, y: r.maxY))
        if bottomLeft != .zero {
            path.addCurve(to: CGPoint(x: r.minX, y: r.maxY - bottomLeft.height),
                          control1: CGPoint(x: r.minX + bottomLeft.width * (1 - k), y: r.maxY),
                          control2: CGPoint(x: r.minX, y: r.maxY - bottomLeft.height * (1 - k)))
        }
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft.height))
        if topLeft != .zero {
            path.addCurve(to: CGPoint(x: r.minX + topLeft.width, y: r.minY),
                          control1: CGPoint(x: r.minX, y: r.minY + topLeft.height * (1 - k)),
                          control2: CGPoint(x: r.minX + topLeft.width * (1 - k), y: r.minY))
        }
        path.closeSubpath()
    }

    /// An open arc of a circle; see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` (copied: later changes to
    /// either do not reach the other).
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.path.addPath(path)
        copy.copyAttributes(from: self)
        return copy
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    // MARK: - The path

    /// The path as Core Graphics holds it; setting it replaces every element.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set {
            path = CGMutablePath()
            path.addPath(newValue)
        }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// A straight line from the current point.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// A cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc of the circle around `center`, from `startAngle` to
    /// `endAngle` (radians from the positive x axis), clockwise on screen
    /// when `clockwise` is true (in UIKit's y-down coordinates; Apple's
    /// figure in the documentation shows 0 at 3 o'clock and π/2 at 6). A
    /// line joins the current point, if there is one, to the arc's start.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics' `clockwise` is in its y-up space: the opposite on screen.
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath with a straight line to its start.
    open func close() {
        path.closeSubpath()
    }

    /// Removes every element; the drawing attributes stay.
    open func removeAllPoints() {
        path = CGMutablePath()
    }

    /// Adds `bezierPath`'s elements (not its attributes) to this path.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// The same shape traced backwards: each subpath from its end to its
    /// start, closed ones still closed; the attributes are copied.
    ///
    /// - Complexity: O(n) in the number of elements.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        reversed.path = CGMutablePath(elements: Self.reversed(path.elements))
        return reversed
    }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
    }

    // MARK: - Geometry

    /// Whether the path has no elements (a lone `move(to:)` is an element).
    open var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point of the path, control
    /// points included: "the smallest rectangle that completely encloses all
    /// points in the path, including any control points for Bézier and
    /// quadratic curves" (Apple's documentation of `bounds`), so it is
    /// Core Graphics' `boundingBox`, not `boundingBoxOfPath`. `.null` for an
    /// empty path.
    open var bounds: CGRect { path.boundingBox }

    /// The end of the last element; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside the area the path fills, open subpaths
    /// closed, by the even-odd rule when `usesEvenOddFillRule` is set and
    /// the nonzero winding rule otherwise.
    ///
    /// - Complexity: O(n) in the number of segments after flattening curves.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: - Drawing attributes

    /// The stroke's width in points; 1 by default, as in UIKit.
    open var lineWidth: CGFloat = 1
    /// `.butt` by default.
    open var lineCapStyle: CGLineCap = .butt
    /// `.miter` by default.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Miter joins longer than this many line widths are beveled; 10 by default.
    open var miterLimit: CGFloat = 10
    /// How far a curve may be from its flattened segments, in pixels; 0.6
    /// by default (Apple's documentation of `flatness`). Backends draw
    /// curves at their own accuracy.
    open var flatness: CGFloat = 0.6
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd
    /// rule instead of nonzero winding; false by default.
    open var usesEvenOddFillRule: Bool = false

    /// Dashes the stroke: `count` lengths from `pattern` (painted, unpainted,
    /// …), starting `phase` points into it; a nil pattern or a count of 0
    /// strokes solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            dashPattern = []
            dashPhase = 0
            return
        }
        dashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        dashPhase = phase
    }

    /// Copies the dash pattern into `pattern` (which must hold as many
    /// values as there are) and its length and phase into `count` and `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern {
            for (index, length) in dashPattern.enumerated() { pattern[index] = length }
        }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: - Drawing

    /// Fills the area inside the path (open subpaths closed) with the
    /// current context's fill color; the context's state is left as it was.
    open func fill() {
        fill(with: nil, alpha: nil)
    }

    /// `fill()` in `blendMode`, with the context's alpha set to `alpha`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        fill(with: Optional(blendMode), alpha: Optional(alpha))
    }

    /// Strokes the path with this path's line attributes in the current
    /// context's stroke color; the context's state is left as it was.
    open func stroke() {
        stroke(with: nil, alpha: nil)
    }

    /// `stroke()` in `blendMode`, with the context's alpha set to `alpha`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        stroke(with: Optional(blendMode), alpha: Optional(alpha))
    }

    /// Intersects the current context's clip with the area inside the path.
    /// Not undone by the path: save and restore the context's state around it.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext(), !path.isEmpty else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    private func fill(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext(), !path.isEmpty else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    private func stroke(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext(), !path.isEmpty else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    // MARK: - Reversing

    /// `elements` with every subpath traced from its end to its start.
    private static func reversed(_ elements: [PathElement]) -> [PathElement] {
        // A subpath: its start, its segments (each ending at a point), whether closed.
        struct Subpath {
            var start: CGPoint
            var segments: [PathElement] = []
            var closed = false
        }
        var subpaths: [Subpath] = []
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(point):
                subpaths.append(Subpath(start: point))
                start = point
            case .close:
                if subpaths.isEmpty { subpaths.append(Subpath(start: start)) }
                subpaths[subpaths.count - 1].closed = true
            case .line, .quadCurve, .curve:
                // A segment after a close starts a new subpath at the old start.
                if subpaths.isEmpty || subpaths[subpaths.count - 1].closed { subpaths.append(Subpath(start: start)) }
                subpaths[subpaths.count - 1].segments.append(element)
            }
        }
        var result: [PathElement] = []
        for subpath in subpaths {
            // The point each segment starts from.
            var from: [CGPoint] = []
            var point = subpath.start
            for segment in subpath.segments {
                from.append(point)
                point = segment.points.last ?? point
            }
            result.append(.move(point))
            for (segment, origin) in zip(subpath.segments, from).reversed() {
                switch segment {
                case .line: result.append(.line(origin))
                case let .quadCurve(_, control): result.append(.quadCurve(to: origin, control: control))
                case let .curve(_, control1, control2): result.append(.curve(to: origin, control1: control2, control2: control1))
                case .move, .close: break
                }
            }
            if subpath.closed { result.append(.close) }
        }
        return result
    }
}
