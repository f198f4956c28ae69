import Foundation

/// The kind of a path element, as in Core Graphics.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// How a filled path decides what is inside: the nonzero winding rule (the
/// default) or the even-odd rule.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd = 1
}

/// One segment of a path, in the form backends draw: arcs, rectangles,
/// ellipses and rounded rectangles are reduced to these when they are added,
/// as Core Graphics does.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close

    package var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quadCurve: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .close: .closeSubpath
        }
    }

    /// The element's points in Core Graphics order (control points, then the end).
    package var points: [CGPoint] {
        switch self {
        case let .move(p), let .line(p): [p]
        case let .quadCurve(to, control): [control, to]
        case let .curve(to, c1, c2): [c1, c2, to]
        case .close: []
        }
    }

    package func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case let .move(p): .move(p.applying(t))
        case let .line(p): .line(p.applying(t))
        case let .quadCurve(to, c): .quadCurve(to: to.applying(t), control: c.applying(t))
        case let .curve(to, c1, c2): .curve(to: to.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: .close
        }
    }
}

/// A path element as `CGPath.applyWithBlock` hands it out: the type and a
/// pointer to its points (one for move and line, two for a quadratic curve,
/// three for a cubic one, none for close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable graphics path: lines and Bézier curves in one or more
/// subpaths. A class, as in Core Graphics, where `CGMutablePath` is the
/// subclass that builds one.
///
/// Arcs, rectangles, ellipses and rounded rectangles are stored as the
/// lines and cubic curves Core Graphics reduces them to (a quarter circle is
/// one cubic Bézier with handles of 0.5523 × the radius), so every backend
/// draws the same four kinds of segment.
public class CGPath: Hashable, @unchecked Sendable {
    // @unchecked: a CGPath never changes after it is made; only CGMutablePath
    // mutates, and Core Graphics has the same rule (one thread at a time).
    package var elements: [PathElement]

    package init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A path of one rectangle, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A path of the ellipse that fits `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A rounded rectangle whose corners are quarter ellipses of the given
    /// width and height (each at most half the rectangle's side).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element: the start of the subpath after a close,
    /// `.zero` for an empty path, as in Core Graphics.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p): start = p; current = p
            case let .line(p): current = p
            case let .quadCurve(to, _), let .curve(to, _, _): current = to
            case .close: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control
    /// points included (Core Graphics' `boundingBox`); `.null` when empty.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for element in elements { for p in element.points { box = box.union(CGRect(origin: p, size: .zero)) } }
        return box
    }

    /// The smallest rectangle holding the path itself: curves are bounded by
    /// their extremes, not their control points; `.null` when empty.
    public var boundingBoxOfPath: CGRect {
        var box = CGRect.null
        func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            switch element {
            case let .move(p): add(p); current = p; start = p
            case let .line(p): add(p); current = p
            case let .quadCurve(to, c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (c.x - to.x), y: to.y + 2 / 3 * (c.y - to.y))
                for p in Self.cubicExtremes(current, c1, c2, to) { add(p) }
                current = to
            case let .curve(to, c1, c2):
                for p in Self.cubicExtremes(current, c1, c2, to) { add(p) }
                current = to
            case .close: current = start
            }
        }
        return box
    }

    /// Whether `point` is inside the filled path under `rule`, after `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let p = transform == .identity ? point : point.applying(transform.inverted())
        let winding = Self.winding(of: p, in: flattened(tolerance: 0.05))
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    /// A copy; a path never changes, so this is the path itself.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(t) })
    }

    /// A mutable copy, optionally transformed.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let t = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(t) })
    }

    /// Calls `block` for each element with a pointer to its points.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            var points = element.points
            points.withUnsafeMutableBufferPointer { buffer in
                let storage = buffer.baseAddress ?? UnsafeMutablePointer<CGPoint>.allocate(capacity: 0)
                var cgElement = CGPathElement(type: element.type, points: storage)
                withUnsafePointer(to: &cgElement) { block($0) }
                if buffer.baseAddress == nil { storage.deallocate() }
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: - Geometry shared by containment and backends

    /// The path as polygons (one per subpath, closed or not), curves cut
    /// into segments no farther than `tolerance` from the curve.
    package func flattened(tolerance: CGFloat = 0.1) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var point = CGPoint.zero, start = CGPoint.zero
        func finish() { if current.count > 1 { polygons.append(current) }; current = [] }
        for element in elements {
            switch element {
            case let .move(p):
                finish(); current = [p]; point = p; start = p
            case let .line(p):
                if current.isEmpty { current = [point] }
                current.append(p); point = p
            case let .quadCurve(to, c):
                if current.isEmpty { current = [point] }
                let c1 = CGPoint(x: point.x + 2 / 3 * (c.x - point.x), y: point.y + 2 / 3 * (c.y - point.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (c.x - to.x), y: to.y + 2 / 3 * (c.y - to.y))
                Self.flattenCubic(point, c1, c2, to, tolerance: tolerance, into: &current); point = to
            case let .curve(to, c1, c2):
                if current.isEmpty { current = [point] }
                Self.flattenCubic(point, c1, c2, to, tolerance: tolerance, into: &current); point = to
            case .close:
                if !current.isEmpty { current.append(start) }
                finish(); point = start
            }
        }
        finish()
        return polygons
    }

    private static func flattenCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: CGFloat, into points: inout [CGPoint]) {
        // The control polygon's deviation bounds the curve's (Wang's formula).
        let dx = max(abs(p0.x - 2 * p1.x + p2.x), abs(p1.x - 2 * p2.x + p3.x))
        let dy = max(abs(p0.y - 2 * p1.y + p2.y), abs(p1.y - 2 * p2.y + p3.y))
        let deviation = (dx * dx + dy * dy).squareRoot()
        let steps = (deviation.isFinite && deviation > 0) ? min(1_000, max(1, Int((0.75 * deviation / max(tolerance, 1e-6)).squareRoot().rounded(.up)))) : 1
        for i in 1...steps {
            points.append(cubicPoint(p0, p1, p2, p3, CGFloat(i) / CGFloat(steps)))
        }
    }

    package static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The curve's end points and the points where x or y turns.
    private static func cubicExtremes(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGPoint] {
        var ts: [CGFloat] = []
        for (a0, a1, a2, a3) in [(p0.x, p1.x, p2.x, p3.x), (p0.y, p1.y, p2.y, p3.y)] {
            // Derivative: 3[(a1-a0)(1-t)^2 + 2(a2-a1)(1-t)t + (a3-a2)t^2] = 0.
            let a = -a0 + 3 * a1 - 3 * a2 + a3, b = 2 * (a0 - 2 * a1 + a2), c = a1 - a0
            if abs(a) < 1e-12 {
                if abs(b) > 1e-12 { ts.append(-c / b) }
            } else {
                let disc = b * b - 4 * a * c
                if disc >= 0 {
                    let root = disc.squareRoot()
                    ts.append((-b + root) / (2 * a)); ts.append((-b - root) / (2 * a))
                }
            }
        }
        return [p0, p3] + ts.filter { $0 > 0 && $0 < 1 }.map { cubicPoint(p0, p1, p2, p3, $0) }
    }

    /// The winding number of the polygons around `p` (each polygon closed
    /// implicitly, as filling closes open subpaths).
    private static func winding(of p: CGPoint, in polygons: [[CGPoint]]) -> Int {
        var winding = 0
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return winding
    }
}

/// A path being built. Every `add` takes an optional transform applied to
/// the points added, as in Core Graphics.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    override package init(elements: [PathElement]) { super.init(elements: elements) }

    private var subpathStart: CGPoint? {
        for element in elements.reversed() {
            if case let .move(p) = element { return p }
        }
        return nil
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point; a path with no current point
    /// starts at `point` instead (Core Graphics logs an error and does the same).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard !elements.isEmpty else { return move(to: point, transform: transform) }
        elements.append(.line(point.applying(transform)))
    }

    /// Lines through `points`, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { elements.append(.line(p.applying(transform))) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control, transform: transform) }
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { move(to: control1, transform: transform) }
        elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// A closed subpath: the rectangle's corners from its origin, clockwise
    /// on screen (y down), as Core Graphics adds it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)],
                 transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse that fits `rect`, as four cubic curves starting at the
    /// right-hand middle point, a closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k: CGFloat = 0.552_284_749_830_793_4 // 4/3 (√2 − 1): a quarter circle as one cubic
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
        closeSubpath()
    }

    /// A rounded rectangle with elliptical corners of `cornerWidth` ×
    /// `cornerHeight`, each clamped to half the side, a closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let w = max(0, min(cornerWidth, r.width / 2)), h = max(0, min(cornerHeight, r.height / 2))
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        let k: CGFloat = 0.552_284_749_830_793_4
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + k * w, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + h - k * h), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        addCurve(to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + k * h), control2: CGPoint(x: r.maxX - w + k * w, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - k * w, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - h + k * h), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        addCurve(to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - k * h), control2: CGPoint(x: r.minX + w - k * w, y: r.minY), transform: transform)
        closeSubpath()
    }

    /// A circular arc from `startAngle` to `endAngle` (radians, measured
    /// from the positive x axis towards positive y). `clockwise` is in Core
    /// Graphics' y-up sense: in UIKit's flipped coordinates `clockwise:
    /// true` draws counterclockwise on screen, which is why
    /// `UIBezierPath(arcCenter:…clockwise:)` passes the opposite. A line
    /// joins the current point to the arc's start, as in Core Graphics.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity) {
        // Core Graphics' "clockwise" is decreasing angle (y-up); the sweep
        // here is signed in angle space.
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
            if sweep < -full { sweep = -full }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + (sweep.truncatingRemainder(dividingBy: full) == 0 ? 0 : full) }
            if sweep > full { sweep = full }
        }
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive delta
    /// increases the angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        addArcSegments(center: center, radius: radius, start: startAngle, sweep: delta, transform: transform)
    }

    /// An arc of `radius` tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End`, preceded
    /// by a line to the first tangent point.
    public func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let transformInverse = transform.inverted()
        let p0 = elements.isEmpty ? p1 : currentPoint.applying(transformInverse)
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 else { return addLine(to: p1, transform: transform) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
        let t2 = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
        // The center lies along the bisector, `radius / sin(angle/2)` from p1.
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let d = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bl * d, y: p1.y + bisector.y / bl * d)
        let start = atan2(t1.y - center.y, t1.x - center.x), end = atan2(t2.y - center.y, t2.x - center.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1, transform: transform)
        addArcSegments(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// Appends `path`'s elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: transform == .identity ? path.elements : path.elements.map { $0.applying(transform) })
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// Arcs as cubic Béziers of at most a quarter turn each.
    private func addArcSegments(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard radius.isFinite, start.isFinite, sweep.isFinite else { return }
        let first = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if elements.isEmpty || elements.last == .close { move(to: first, transform: transform) } else { addLine(to: first, transform: transform) }
        let count = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4 / 3 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x))
            let c2 = CGPoint(x: center.x + radius * (p3.x + k * p3.y), y: center.y + radius * (p3.y - k * p3.x))
            addCurve(to: CGPoint(x: center.x + radius * p3.x, y: center.y + radius * p3.y), control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }
}
