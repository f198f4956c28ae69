import CoreGraphics
import CPangoCairo
import Foundation
import TextEngine

/// Draws a `DisplayList` with Cairo: the one place that turns Trellis's
/// description of a picture into pixels or PDF and SVG operators. It knows
/// nothing of views or layers; `TrellisRender` gives it a screen's list,
/// `UIGraphicsImageRenderer` the list of an image being drawn.
package enum CairoBackend {
    /// Interprets `list` on `cairo`, whose user space is the list's.
    /// Leaves the context's state as it found it.
    /// - Complexity: O(items + pixels drawn).
    package static func draw(_ list: DisplayList, in cairo: OpaquePointer) {
        var interpreter = Interpreter(cairo: cairo)
        interpreter.run(list.items)
    }

    /// The list drawn into a transparent bitmap of `size` points at `scale`
    /// pixels a point; nil when the bitmap would be empty, not finite or
    /// over 32,767 pixels a side (Cairo's limit).
    package static func rasterize(_ list: DisplayList, size: CGSize, scale: CGFloat, opaque: Bool = false) -> CGImage? {
        let width = (size.width * scale).rounded(.up), height = (size.height * scale).rounded(.up)
        guard scale.isFinite, scale > 0, width.isFinite, height.isFinite, width >= 1, height >= 1,
              width <= 32_767, height <= 32_767 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        draw(list, in: cairo)
        cairo_destroy(cairo)
        return image(of: surface, isOpaque: opaque)
    }

    /// The list as a one-page PDF of `size` points; nil when Cairo fails.
    package static func pdfData(_ list: DisplayList, pageSize size: CGSize) -> Data? {
        pages([list], pageSize: size)
    }

    /// Each list on a page of its own of `size` points.
    package static func pages(_ lists: [DisplayList], pageSize size: CGSize) -> Data? {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let sink = DataSink()
        guard let surface = cairo_pdf_surface_create_for_stream(DataSink.write, Unmanaged.passUnretained(sink).toOpaque(), size.width, size.height),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cairo = cairo_create(surface)!
        for list in lists {
            draw(list, in: cairo)
            cairo_show_page(cairo)
        }
        let status = cairo_status(cairo)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        return withExtendedLifetime(sink) { status == CAIRO_STATUS_SUCCESS ? sink.data : nil }
    }

    /// A copy of an ARGB32 image surface's pixels.
    package static func image(of surface: OpaquePointer, isOpaque: Bool = false) -> CGImage? {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return nil }
        let pixels = [UInt8](UnsafeBufferPointer(start: data, count: stride * height))
        return CGImage(width: width, height: height, bytesPerRow: stride, pixels: pixels, isOpaque: isOpaque)
    }

    /// Collects what a Cairo stream surface writes.
    package final class DataSink {
        package var data = Data()
        package init() {}
        package static let write: cairo_write_func_t = { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<DataSink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }
    }
}

/// One pass over a list. Transparency layers are Cairo groups; each drawing
/// item is drawn with its own style, so nothing but transforms and clips
/// (Cairo's own state, saved and restored by the items) carries between items.
private struct Interpreter {
    let cairo: OpaquePointer
    /// The style each open transparency layer is composited with.
    var groups: [DrawStyle] = []
    /// Bitmaps turned into Cairo surfaces in this pass, by image.
    var surfaces: [ObjectIdentifier: (image: CGImage, surface: OpaquePointer)] = [:]
    /// Saves not yet restored, per open group (the first entry outside
    /// any), so that an unbalanced list can neither restore across a group,
    /// which would put Cairo in an error state, nor leave the context changed.
    var depths = [0]

    init(cairo: OpaquePointer) { self.cairo = cairo }

    mutating func run(_ items: [DisplayItem]) {
        cairo_save(cairo)
        for item in items { perform(item) }
        while !groups.isEmpty { endGroup() }
        while depths[0] > 0 { cairo_restore(cairo); depths[0] -= 1 }
        cairo_restore(cairo)
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
    }

    mutating func perform(_ item: DisplayItem) {
        switch item {
        case .save:
            cairo_save(cairo); depths[depths.count - 1] += 1
        case .restore:
            guard depths[depths.count - 1] > 0 else { return }
            cairo_restore(cairo); depths[depths.count - 1] -= 1
        case let .concatenate(t):
            guard Self.isInvertible(t) else { return }
            var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
            cairo_transform(cairo, &matrix)
        case let .clip(path, rule):
            setPath(path)
            cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_clip(cairo)
        case let .fill(path, paint, rule, style):
            let fillRule = rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
            drawShadow(style.shadow, strength: paint.alpha, bounds: path.boundingBoxOfPath) { c in
                self.setPath(path, on: c)
                cairo_set_fill_rule(c, fillRule)
                cairo_fill(c)
            }
            composite(style, paint: paint) { c in
                self.setPath(path, on: c)
                cairo_set_fill_rule(c, fillRule)
                cairo_fill(c)
            }
        case let .stroke(path, paint, stroke, style):
            guard stroke.lineWidth > 0 else { return }
            let reach = stroke.lineWidth * max(1, stroke.lineJoin == .miter ? stroke.miterLimit : 1)
            drawShadow(style.shadow, strength: paint.alpha, bounds: path.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach)) { c in
                self.setPath(path, on: c)
                Self.setStroke(stroke, on: c)
                cairo_stroke(c)
            }
            composite(style, paint: paint) { c in
                self.setPath(path, on: c)
                Self.setStroke(stroke, on: c)
                cairo_stroke(c)
            }
        case let .shadow(path, rule, shadow):
            drawShadow(shadow, strength: 1, bounds: path.boundingBoxOfPath) { c in
                self.setPath(path, on: c)
                cairo_set_fill_rule(c, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_fill(c)
            }
        case let .paint(paint, style):
            composite(style, paint: paint) { cairo_paint($0) }
        case let .clear(rect):
            cairo_save(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_fill(cairo)
            cairo_restore(cairo)
        case let .image(image, rect, tint, style):
            guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
            drawShadow(style.shadow, strength: 1, bounds: rect) { c in
                cairo_rectangle(c, rect.minX, rect.minY, rect.width, rect.height)
                cairo_fill(c)
            }
            withStyle(style) { alpha in drawImage(image, in: rect, tint: tint, alpha: alpha) }
        case let .text(block, origin, width, style):
            withStyle(style) { alpha in
                if alpha < 1 { cairo_push_group(cairo) }
                TextEngine.shared.draw(block, width: width.map(Double.init), in: cairo, x: Double(origin.x), y: Double(origin.y))
                if alpha < 1 {
                    cairo_pop_group_to_source(cairo)
                    cairo_paint_with_alpha(cairo, alpha)
                }
            }
        case let .beginTransparencyLayer(style):
            groups.append(style)
            depths.append(0)
            cairo_push_group(cairo)
        case .endTransparencyLayer:
            guard !groups.isEmpty else { return }
            endGroup()
        case let .backdropBlur(path, radius, saturation):
            BackdropBlur.apply(path: path, radius: radius, saturation: saturation, in: cairo) { c in self.setPath(path, on: c) }
        }
    }

    /// Composites the innermost group with its style: its shadow (the
    /// blurred alpha of everything in it), then the group at its alpha and
    /// blend mode.
    mutating func endGroup() {
        while let open = depths.last, open > 0 { cairo_restore(cairo); depths[depths.count - 1] -= 1 }
        depths.removeLast()
        let style = groups.removeLast()
        let group = cairo_pop_group(cairo)!
        defer { cairo_pattern_destroy(group) }
        if let shadow = style.shadow {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
            let box = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            drawShadow(shadow, strength: 1, bounds: box) { c in cairo_mask(c, group) }
        }
        cairo_save(cairo)
        cairo_set_operator(cairo, Self.operator(style.blendMode))
        cairo_set_source(cairo, group)
        cairo_paint_with_alpha(cairo, Double(style.alpha))
        cairo_restore(cairo)
    }

    /// Runs `body` with the blend mode set and the alpha to draw at.
    func withStyle(_ style: DrawStyle, _ body: (Double) -> Void) {
        let alpha = Double(min(max(style.alpha, 0), 1))
        guard alpha > 0 else { return }
        if style.blendMode == .normal { return body(alpha) }
        cairo_save(cairo)
        cairo_set_operator(cairo, Self.operator(style.blendMode))
        body(alpha)
        cairo_restore(cairo)
    }

    /// Draws what `draw` shapes with `paint` at the style's alpha and blend
    /// mode. A color folds the alpha into its own; a gradient at partial
    /// alpha goes through a group.
    func composite(_ style: DrawStyle, paint: DisplayPaint, draw: (OpaquePointer) -> Void) {
        withStyle(style) { alpha in
            if case let .color(color) = paint {
                cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * alpha)
                draw(cairo)
                return
            }
            guard let pattern = makePattern(paint) else { return }
            defer { cairo_pattern_destroy(pattern) }
            if alpha < 1 { cairo_push_group(cairo) }
            cairo_set_source(cairo, pattern)
            draw(cairo)
            if alpha < 1 {
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, alpha)
            }
        }
    }

    func drawShadow(_ shadow: DisplayShadow?, strength: CGFloat, bounds: CGRect, _ paint: (OpaquePointer) -> Void) {
        guard let shadow, !bounds.isNull, !bounds.isInfinite else { return }
        let c = shadow.color
        ShadowBlur.paint(paint, bounds: bounds, offset: shadow.offset, radius: shadow.blur,
                         color: (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * strength)), in: cairo)
    }

    // MARK: - Paths and paints

    func setPath(_ path: CGPath) { setPath(path, on: cairo) }

    func setPath(_ path: CGPath, on c: OpaquePointer) {
        cairo_new_path(c)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(c, p.x, p.y); current = p
            case let .line(p): cairo_line_to(c, p.x, p.y); current = p
            case let .quadCurve(to, q):
                let c1 = CGPoint(x: current.x + 2 / 3 * (q.x - current.x), y: current.y + 2 / 3 * (q.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (q.x - to.x), y: to.y + 2 / 3 * (q.y - to.y))
                cairo_curve_to(c, c1.x, c1.y, c2.x, c2.y, to.x, to.y); current = to
            case let .curve(to, c1, c2): cairo_curve_to(c, c1.x, c1.y, c2.x, c2.y, to.x, to.y); current = to
            case .close:
                cairo_close_path(c)
                var x = 0.0, y = 0.0
                cairo_get_current_point(c, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    static func setStroke(_ stroke: StrokeStyle, on c: OpaquePointer) {
        cairo_set_line_width(c, stroke.lineWidth)
        cairo_set_line_cap(c, stroke.lineCap == .round ? CAIRO_LINE_CAP_ROUND : stroke.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(c, stroke.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : stroke.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(c, stroke.miterLimit)
        if stroke.dashLengths.isEmpty {
            cairo_set_dash(c, nil, 0, 0)
        } else {
            let dashes = stroke.dashLengths.map(Double.init)
            cairo_set_dash(c, dashes, Int32(dashes.count), stroke.dashPhase)
        }
    }

    func makePattern(_ paint: DisplayPaint) -> OpaquePointer? {
        switch paint {
        case let .color(color):
            return cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha)
        case let .linearGradient(gradient, start, end, options):
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            addStops(gradient, to: pattern, options: options)
            return pattern
        case let .radialGradient(gradient, startCenter, startRadius, endCenter, endRadius, options):
            let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
            addStops(gradient, to: pattern, options: options)
            return pattern
        case let .conicGradient(gradient, center, angle):
            return conicPattern(gradient, center: center, angle: angle)
        }
    }

    func addStops(_ gradient: CGGradient, to pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        // Core Graphics paints beyond the ends only when asked; Cairo can
        // only extend both ends or neither.
        let extends = options.contains(.drawsBeforeStartLocation) || options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, extends ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    }

    /// Cairo has no sweep gradient: a mesh of thin wedges around the
    /// centre, each shading between the colors at its two edges, reaching
    /// past the clip's farthest corner.
    func conicPattern(_ gradient: CGGradient, center: CGPoint, angle: CGFloat) -> OpaquePointer? {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        let corners = [(x1, y1), (x2, y1), (x1, y2), (x2, y2)]
        let radius = corners.map { hypot($0.0 - center.x, $0.1 - center.y) }.max()! * 1.5 + 1
        let mesh = cairo_pattern_create_mesh()!
        let wedges = 180
        for index in 0..<wedges {
            let t0 = CGFloat(index) / CGFloat(wedges), t1 = CGFloat(index + 1) / CGFloat(wedges)
            let a0 = angle + t0 * 2 * .pi, a1 = angle + t1 * 2 * .pi
            let c0 = gradient.color(at: t0), c1 = gradient.color(at: t1)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), color.r, color.g, color.b, color.a)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    // MARK: - Images

    /// A bitmap scaled into `rect` with Cairo's good filter, its edges
    /// padded so that a scaled image does not fade out at its border; with
    /// a tint, only its alpha, filled with the tint. Vector images are
    /// rendered by librsvg at the rect's size.
    mutating func drawImage(_ image: DisplayImage, in rect: CGRect, tint: CGColor?, alpha: Double) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        switch image {
        case let .bitmap(bitmap):
            let sx = Double(bitmap.width) / Double(rect.width), sy = Double(bitmap.height) / Double(rect.height)
            guard Self.isInvertible(sx, sy), let surface = surface(for: bitmap) else { return }
            let pattern = cairo_pattern_create_for_surface(surface)!
            defer { cairo_pattern_destroy(pattern) }
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, sx, 0, 0, sy, -Double(rect.minX) * sx, -Double(rect.minY) * sy)
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            if let tint {
                cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha * alpha)
                cairo_mask(cairo, pattern)
            } else {
                cairo_set_source(cairo, pattern)
                if alpha < 1 { cairo_paint_with_alpha(cairo, alpha) } else { cairo_paint(cairo) }
            }
        case let .vector(vector):
            if tint != nil || alpha < 1 { cairo_push_group(cairo) }
            VectorImageCache.shared.render(vector, in: rect, on: cairo)
            if tint != nil || alpha < 1 {
                let group = cairo_pop_group(cairo)!
                if let tint {
                    cairo_set_source_rgba(cairo, tint.red, tint.green, tint.blue, tint.alpha * alpha)
                    cairo_mask(cairo, group)
                } else {
                    cairo_set_source(cairo, group)
                    cairo_paint_with_alpha(cairo, alpha)
                }
                cairo_pattern_destroy(group)
            }
        }
    }

    /// A Cairo surface holding a copy of the bitmap's pixels, made once per pass.
    mutating func surface(for image: CGImage) -> OpaquePointer? {
        if let entry = surfaces[ObjectIdentifier(image)] { return entry.surface }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)), row = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                (data + y * stride).update(from: pixels.baseAddress! + y * image.bytesPerRow, count: row)
            }
        }
        cairo_surface_mark_dirty(surface)
        surfaces[ObjectIdentifier(image)] = (image, surface)
        return surface
    }

    // MARK: - Helpers

    static func isInvertible(_ t: CGAffineTransform) -> Bool {
        let determinant = t.a * t.d - t.b * t.c
        return determinant.isFinite && determinant != 0 && t.tx.isFinite && t.ty.isFinite
    }

    /// Whether scaling by `sx`, `sy` keeps a matrix Cairo accepts: a matrix
    /// Cairo cannot invert puts the whole context in an error state.
    static func isInvertible(_ sx: Double, _ sy: Double) -> Bool {
        let determinant = sx * sy
        return sx.isFinite && sy.isFinite && determinant.isFinite && determinant != 0
    }

    static func `operator`(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension DisplayPaint {
    /// How strongly a shadow shows under this paint: a color's alpha (a
    /// transparent fill casts no shadow, as in Core Graphics), 1 for gradients.
    var alpha: CGFloat {
        if case let .color(color) = self { return color.alpha }
        return 1
    }
}

extension CGGradient {
    /// The color at `t` from 0 to 1, interpolated between the stops.
    func color(at t: CGFloat) -> (r: Double, g: Double, b: Double, a: Double) {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        func parts(_ c: CGColor) -> (Double, Double, Double, Double) { (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)) }
        if t <= first.location { return parts(first.color) }
        if t >= last.location { return parts(last.color) }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? Double((t - a.location) / span) : 1
            let (r0, g0, b0, a0) = parts(a.color), (r1, g1, b1, a1) = parts(b.color)
            return (r0 + (r1 - r0) * f, g0 + (g1 - g0) * f, b0 + (b1 - b0) * f, a0 + (a1 - a0) * f)
        }
        return parts(last.color)
    }
}

/// Parsed SVG documents, by image: parsing a document once per render made
/// every icon cost its parse again. At most `capacity` are kept, the least
/// recently drawn dropped first; each is drawn under its own lock because
/// a librsvg handle may not be used from two threads at once.
final class VectorImageCache: @unchecked Sendable {
    static let shared = VectorImageCache()
    static let capacity = 512

    private final class Entry {
        let image: VectorImage
        let handle: OpaquePointer?
        let lock = NSLock()
        var lastUse: UInt64 = 0
        init(image: VectorImage, handle: OpaquePointer?) {
            self.image = image
            self.handle = handle
        }
        deinit { if let handle { g_object_unref(UnsafeMutableRawPointer(handle)) } }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var clock: UInt64 = 0

    private func entry(for image: VectorImage) -> Entry {
        lock.withLock {
            clock += 1
            if let entry = entries[ObjectIdentifier(image)] {
                entry.lastUse = clock
                return entry
            }
            var error: UnsafeMutablePointer<GError>?
            let handle: OpaquePointer? = image.svg.withUnsafeBytes { bytes in
                rsvg_handle_new_from_data(bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
            }
            if let error { g_error_free(error) }
            if let handle { rsvg_handle_set_dpi(handle, 96) }
            let entry = Entry(image: image, handle: handle)
            entry.lastUse = clock
            if entries.count >= Self.capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
                entries[oldest] = nil
            }
            entries[ObjectIdentifier(image)] = entry
            return entry
        }
    }

    /// Renders the document stretched to `rect`: librsvg fits a document to
    /// its viewport keeping the aspect ratio, so the viewport is the
    /// document's own size and the stretch is in the transformation.
    func render(_ image: VectorImage, in rect: CGRect, on cairo: OpaquePointer) {
        let size = image.size
        let sx = Double(rect.width / size.width), sy = Double(rect.height / size.height)
        guard size.width > 0, size.height > 0, Interpreter.isInvertible(sx, sy) else { return }
        let entry = entry(for: image)
        guard let handle = entry.handle else { return }
        entry.lock.withLock {
            cairo_save(cairo)
            cairo_translate(cairo, Double(rect.minX), Double(rect.minY))
            cairo_scale(cairo, sx, sy)
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
            var error: UnsafeMutablePointer<GError>?
            _ = rsvg_handle_render_document(handle, cairo, &viewport, &error)
            if let error { g_error_free(error) }
            cairo_restore(cairo)
        }
    }
}
