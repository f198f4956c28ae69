import Foundation
import TextEngine

/// A Core Graphics drawing context that records what is drawn into a
/// `DisplayList` instead of drawing pixels; a backend draws the list later
/// (a PNG, a PDF page, an image renderer's bitmap).
///
/// Coordinates are UIKit's (y grows downwards), as in the contexts
/// `UIGraphicsGetCurrentContext()` returns on iOS, whose CTM flips Core
/// Graphics' y-up space. One consequence is kept on purpose:
/// `draw(_:in:)` of a `CGImage` draws it upside down, as it does in a
/// UIKit context on iOS, so code that flips the CTM to compensate draws
/// the right way up here too.
///
/// The current path is kept in the user space in force when it is filled
/// or stroked; Core Graphics transforms each point by the CTM as it is
/// added. The two differ only for code that changes the CTM in the middle
/// of building a path.
public final class CGContext {
    /// What has been drawn so far, with the masks of `clip(to:mask:)` still
    /// in force applied (as Core Graphics applies them to everything drawn
    /// under them, whether or not the state is restored).
    package var displayList: DisplayList {
        guard state.masks.isEmpty, !saved.contains(where: { !$0.masks.isEmpty }) else { return closingMasks() }
        return recorded
    }

    private var recorded = DisplayList()

    /// How many items have been recorded (the index the next one gets).
    package var recordedItemCount: Int { recorded.items.count }

    private struct GState {
        var ctm: CGAffineTransform = .identity
        var fill: DisplayPaint = .color(CGColor(gray: 0, alpha: 1))
        var stroke: DisplayPaint = .color(CGColor(gray: 0, alpha: 1))
        var strokeStyle = StrokeStyle()
        var style = DrawStyle()
        var clipBox: CGRect = .infinite
        var interpolationQuality: CGInterpolationQuality = .default
        var shouldAntialias = true
        /// The masks `clip(to:mask:)` set at this level of saves, closed
        /// when it ends.
        var masks: [Mask] = []
    }

    /// A mask in force: what is drawn after it goes into a transparency
    /// layer that the mask's alpha cuts when its state ends.
    private struct Mask {
        var image: CGImage
        var rect: CGRect
    }

    private var state = GState()
    private var saved: [GState] = []
    /// For each level in `saved`, whether a transparency layer (not a
    /// `saveGState`) opened it.
    private var levelIsLayer: [Bool] = []
    private var currentPath = CGMutablePath()

    /// The area being drawn, in the context's initial user space: the
    /// bounds of the view, image or page. Recorded for
    /// `boundingBoxOfClipPath` and for painting gradients.
    package let bounds: CGRect

    /// A recording context for an area of `bounds`.
    package init(bounds: CGRect) {
        self.bounds = bounds
        state.clipBox = bounds
    }

    /// Appends an item made elsewhere (a layer's or a view's content).
    package func record(_ item: DisplayItem) { recorded.append(item) }
    package func record(_ list: DisplayList) { recorded.append(contentsOf: list) }

    /// The style drawing items carry now (alpha, blend mode, shadow).
    package var currentStyle: DrawStyle { state.style }
    package var currentFill: DisplayPaint { state.fill }
    package var currentStroke: DisplayPaint { state.stroke }
    package var currentStrokeStyle: StrokeStyle { state.strokeStyle }

    // MARK: - Graphics state

    public func saveGState() {
        open(isLayer: false)
        record(.save)
    }

    /// Goes back to the last saved state; unbalanced calls are ignored, as
    /// Core Graphics ignores them (after logging).
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        recordMaskEnds(state.masks)
        levelIsLayer.removeLast()
        state = last
        record(.restore)
    }

    /// Starts a level of saved state that has no masks of its own yet.
    private func open(isLayer: Bool) {
        saved.append(state)
        levelIsLayer.append(isLayer)
        state.masks = []
    }

    /// The transform from user space to the context's initial space.
    public var ctm: CGAffineTransform { state.ctm }

    public func concatenate(_ transform: CGAffineTransform) {
        guard transform != .identity else { return }
        state.ctm = transform.concatenating(state.ctm)
        state.clipBox = state.clipBox.isInfinite ? state.clipBox : state.clipBox.applying(transform.inverted())
        record(.concatenate(transform))
    }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public func setAlpha(_ alpha: CGFloat) { state.style.alpha = min(max(alpha, 0), 1) }
    public func setBlendMode(_ mode: CGBlendMode) { state.style.blendMode = mode }

    /// A shadow of one third opaque black, as Core Graphics' two-argument form gives.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// A shadow cast by everything drawn next; a nil or transparent color turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard let color, color.alpha > 0 else { state.style.shadow = nil; return }
        state.style.shadow = DisplayShadow(offset: offset, blur: max(0, blur), color: color)
    }

    public func setFillColor(_ color: CGColor) { state.fill = .color(color) }
    public func setStrokeColor(_ color: CGColor) { state.stroke = .color(color) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha)) }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha)) }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    public func setLineWidth(_ width: CGFloat) { state.strokeStyle.lineWidth = max(0, width) }
    public func setLineCap(_ cap: CGLineCap) { state.strokeStyle.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.strokeStyle.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.strokeStyle.miterLimit = limit }

    /// Dashes of the given lengths, starting `phase` points into the
    /// pattern; an empty array draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.strokeStyle.dashPhase = phase
        state.strokeStyle.dashLengths = lengths.allSatisfy { $0 >= 0 } && lengths.contains(where: { $0 > 0 }) ? lengths : []
    }

    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    public func setShouldAntialias(_ value: Bool) { state.shouldAntialias = value }
    public func setAllowsAntialiasing(_ value: Bool) {}
    public func setFlatness(_ flatness: CGFloat) {}

    // MARK: - The current path

    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { currentPath.addCurve(to: end, control1: control1, control2: control2) }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }
    public func addPath(_ other: CGPath) { currentPath.addPath(other) }
    public func closePath() { currentPath.closeSubpath() }

    /// An arc; `clockwise` is in Core Graphics' y-up sense (see `CGMutablePath.addArc`).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }

    public var isPathEmpty: Bool { currentPath.isEmpty }
    public var currentPointOfPath: CGPoint { currentPath.currentPoint }
    public var boundingBoxOfPath: CGRect { currentPath.isEmpty ? .null : currentPath.boundingBoxOfPath }
    /// The current path (nil when empty), as Core Graphics' `path` property.
    public var path: CGPath? { currentPath.isEmpty ? nil : CGPath(elements: currentPath.elements) }

    // MARK: - Drawing

    /// Fills and/or strokes the current path and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = CGPath(elements: currentPath.elements)
        currentPath = CGMutablePath()
        guard !current.isEmpty else { return }
        switch mode {
        case .fill: record(.fill(current, state.fill, .winding, state.style))
        case .eoFill: record(.fill(current, state.fill, .evenOdd, state.style))
        case .stroke: record(.stroke(current, state.stroke, state.strokeStyle, state.style))
        case .fillStroke, .eoFillStroke:
            record(.fill(current, state.fill, mode == .eoFillStroke ? .evenOdd : .winding, state.style))
            record(.stroke(current, state.stroke, state.strokeStyle, state.style))
        }
    }

    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }
    public func strokePath() { drawPath(using: .stroke) }

    public func fill(_ rect: CGRect) { fill([rect]) }
    public func fill(_ rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects)
        record(.fill(p, state.fill, .winding, state.style))
    }

    public func fillEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        record(.fill(p, state.fill, .winding, state.style))
    }

    public func stroke(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect)
        record(.stroke(p, state.stroke, state.strokeStyle, state.style))
    }

    public func stroke(_ rect: CGRect, width: CGFloat) {
        var style = state.strokeStyle
        style.lineWidth = max(0, width)
        let p = CGMutablePath()
        p.addRect(rect)
        record(.stroke(p, state.stroke, style, state.style))
    }

    public func strokeEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        record(.stroke(p, state.stroke, state.strokeStyle, state.style))
    }

    /// Strokes lines between pairs of points (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        let p = CGMutablePath()
        var index = 0
        while index + 1 < points.count {
            p.move(to: points[index])
            p.addLine(to: points[index + 1])
            index += 2
        }
        guard !p.isEmpty else { return }
        record(.stroke(p, state.stroke, state.strokeStyle, state.style))
    }

    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) { record(.clear(rect)) }

    // MARK: - Clipping

    /// Intersects the clip with the current path and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let current = CGPath(elements: currentPath.elements)
        currentPath = CGMutablePath()
        clip(to: current, rule: rule)
    }

    public func clip(to rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect)
        clip(to: p, rule: .winding)
    }

    public func clip(to rects: [CGRect]) {
        let p = CGMutablePath()
        p.addRects(rects)
        clip(to: p, rule: .winding)
    }

    /// Maps `mask` into `rect` and intersects the clip with it: what is
    /// drawn until the graphics state is restored keeps the mask's alpha
    /// where the mask has an alpha channel (what apps pass to tint an icon),
    /// and its gray level (white paints, black does not) where it is opaque,
    /// as a DeviceGray mask image does in Core Graphics (Apple's
    /// documentation of `clip(to:mask:)`: "If `mask` is an image, then it
    /// must be in the DeviceGray color space"). Like `draw(_:in:)`, the
    /// mask is mapped in Core Graphics' y-up space, so in a UIKit context
    /// it comes out upside down unless the CTM is flipped first, as on iOS.
    /// Nothing outside `rect` is drawn.
    public func clip(to rect: CGRect, mask: CGImage) {
        let box = rect.standardized
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else {
            return clip(to: CGPath(rect: .zero, transform: nil), rule: .winding)
        }
        clip(to: box)
        // The drawing under the mask goes into a group; the inner save lets
        // the mask be drawn later with the CTM and clip of this moment.
        record(.beginTransparencyLayer(DrawStyle()))
        record(.save)
        state.masks.append(Mask(image: mask.maskAlpha, rect: box))
    }

    /// Closes the groups of `masks` (set at the level that is ending): each
    /// group is cut by its mask's alpha, the last set first.
    private func recordMaskEnds(_ masks: [Mask]) {
        for mask in masks.reversed() {
            record(.restore)
            record(.beginTransparencyLayer(DrawStyle(blendMode: .destinationIn)))
            record(.save)
            record(.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: mask.rect.minY + mask.rect.maxY)))
            record(.image(.bitmap(mask.image), mask.rect, tint: nil, DrawStyle()))
            record(.restore)
            record(.endTransparencyLayer)
            record(.endTransparencyLayer)
        }
    }

    /// What has been recorded with every open level closed, innermost
    /// first, each level's masks applied before it closes.
    private func closingMasks() -> DisplayList {
        let copy = CGContext(copying: self)
        while !copy.saved.isEmpty {
            if copy.levelIsLayer.last == true { copy.endTransparencyLayer() } else { copy.restoreGState() }
        }
        copy.recordMaskEnds(copy.state.masks)
        return copy.recorded
    }

    /// A context in the same state as `other`, for closing it without
    /// changing it.
    private init(copying other: CGContext) {
        bounds = other.bounds
        recorded = other.recorded
        state = other.state
        saved = other.saved
        levelIsLayer = other.levelIsLayer
    }

    package func clip(to clipPath: CGPath, rule: CGPathFillRule) {
        state.clipBox = clipPath.isEmpty ? .zero : state.clipBox.intersection(clipPath.boundingBoxOfPath)
        record(.clip(clipPath, rule))
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect { state.clipBox.isNull ? .zero : state.clipBox }

    // MARK: - Gradients and images

    /// Paints the clip with an axial gradient from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        record(.paint(.linearGradient(gradient, start: start, end: end, options: options), state.style))
    }

    /// Paints the clip with a radial gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
                                   options: CGGradientDrawingOptions) {
        record(.paint(.radialGradient(gradient, startCenter: startCenter, startRadius: max(0, startRadius), endCenter: endCenter,
                                      endRadius: max(0, endRadius), options: options), state.style))
    }

    /// Draws `image` scaled into `rect`, upside down as in a UIKit context
    /// on iOS (Core Graphics draws images in its own y-up space).
    public func draw(_ image: CGImage, in rect: CGRect) {
        record(.save)
        record(.concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)))
        record(.image(.bitmap(image), rect, tint: nil, state.style))
        record(.restore)
    }

    /// Tiles `image` at the size of `rect` over the clip when `byTiling`.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling, rect.width >= 1, rect.height >= 1, !state.clipBox.isInfinite else { return draw(image, in: rect) }
        let box = state.clipBox
        let firstX = rect.minX + ((box.minX - rect.minX) / rect.width).rounded(.down) * rect.width
        let firstY = rect.minY + ((box.minY - rect.minY) / rect.height).rounded(.down) * rect.height
        var y = firstY, drawn = 0
        while y < box.maxY, drawn < 100_000 {
            var x = firstX
            while x < box.maxX, drawn < 100_000 {
                draw(image, in: CGRect(x: x, y: y, width: rect.width, height: rect.height))
                x += rect.width; drawn += 1
            }
            y += rect.height
        }
    }

    // MARK: - Transparency layers

    /// Draws what follows into a transparent group, composited with the
    /// current alpha, blend mode and shadow at `endTransparencyLayer`.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        open(isLayer: true)
        record(.beginTransparencyLayer(state.style))
        state.style = DrawStyle()
    }

    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    public func endTransparencyLayer() {
        guard let last = saved.popLast() else { return }
        recordMaskEnds(state.masks)
        levelIsLayer.removeLast()
        state = last
        record(.endTransparencyLayer)
    }

    // MARK: - Text

    /// Draws laid-out text (Trellis's `NSAttributedString.draw` and labels).
    package func drawText(_ block: TextBlock, at origin: CGPoint, width: CGFloat?) {
        record(.text(block, origin: origin, width: width, state.style))
    }

    /// Draws an image item with the current style (UIKit's `UIImage.draw`,
    /// which, unlike `draw(_:in:)` of a CGImage, draws the right way up).
    package func drawImage(_ image: DisplayImage, in rect: CGRect, tint: CGColor? = nil) {
        record(.image(image, rect, tint: tint, state.style))
    }

    /// Blurs what is drawn under `path` so far (a visual effect view's backdrop).
    package func blurBackdrop(in path: CGPath, radius: CGFloat, saturation: CGFloat = 1) {
        guard radius.isFinite, radius > 0, saturation.isFinite, !path.isEmpty else { return }
        record(.backdropBlur(path, radius: radius, saturation: max(0, saturation)))
    }

    /// Runs `body` with the state saved and restored around it.
    package func withSavedState(_ body: () -> Void) {
        saveGState()
        body()
        restoreGState()
    }
}
