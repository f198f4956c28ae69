import CPangoCairo
import Foundation
import TextEngine
import Trellis
import TrellisCairo

/// Writes a display list as HTML: nested absolutely positioned `<div>`s for
/// its save/restore scopes, transforms, clips and transparency layers, and
/// one element per drawing item (docs/drawing.md, "An HTML backend"):
///
/// - rectangles of one color are `<div>`s with a background; other paths,
///   strokes, gradients and shadows of paths are inline `<svg>`;
/// - text is one positioned `<span>` per run of each line, placed where the
///   text engine put it (`TextEngine.lines(of:width:)`), so lines break
///   where Pango broke them and the words stay selectable;
/// - bitmaps are PNG data URLs, vector images SVG data URLs, template
///   images a `mask-image` over their tint;
/// - transparency layers are `<div>`s with `opacity`, `mix-blend-mode` and a
///   `drop-shadow` filter (a shadow cast by everything in them).
///
/// A layer's `save` opens an element carrying `data-layer` (and, for a
/// view's layer, `data-view` with the view's number in the debugger's data
/// and `data-class`), so the browser's inspector finds each view's element.
struct HTMLDisplayListWriter {
    /// Who owns the `save` at an item index: the layer's and view's numbers and class.
    var owners: [Int: (layer: Int, view: Int?, className: String)] = [:]
    /// Points to pixels for bitmaps made here (none so far; images keep their pixels).
    var output = ""
    /// Nesting: for each open `save`, how many elements it opened.
    private var scopes: [Int] = [0]
    private var gradientCount = 0
    /// Each bitmap's PNG data URL, made once per page.
    private var imageURLs: [ObjectIdentifier: String] = [:]
    /// The font faces the text used: family, weight, italic.
    private(set) var fonts: Set<FontFace> = []
    /// The prefix that makes this page's SVG ids unique among several
    /// screens on one page (the preview page).
    let idPrefix: String

    init(idPrefix: String) { self.idPrefix = idPrefix }

    struct FontFace: Hashable, Comparable {
        var family: String
        var weight: Int
        var italic: Bool
        static func < (a: FontFace, b: FontFace) -> Bool { (a.family, a.weight, a.italic ? 1 : 0) < (b.family, b.weight, b.italic ? 1 : 0) }
    }

    mutating func write(_ list: DisplayList) {
        let items = list.items
        var index = 0
        while index < items.count {
            // A `destinationIn` transparency layer is a layer's mask: CSS has
            // no such operator, so its items are drawn by Cairo into an
            // image that becomes the `mask-image` of the group it cuts.
            if case let .beginTransparencyLayer(style) = items[index], style.blendMode == .destinationIn {
                var depth = 1, end = index + 1
                while end < items.count, depth > 0 {
                    if case .beginTransparencyLayer = items[end] { depth += 1 }
                    if case .endTransparencyLayer = items[end] { depth -= 1 }
                    end += 1
                }
                mask(Array(items[(index + 1)..<max(index + 1, end - 1)]))
                index = end
                continue
            }
            write(items[index], at: index)
            index += 1
        }
        while scopes.count > 1 { closeScope() }
        for _ in 0..<scopes[0] { output += "</div>" }
        scopes[0] = 0
    }

    /// Where in `output` each open transparency layer's `style` attribute
    /// ends, to add a mask to it.
    private var groupStyleEnds: [Int] = []

    /// Makes `items` (a mask, in the current user space) the mask of the
    /// innermost open transparency layer: rasterized at 2 pixels a point
    /// over the bounds of what it draws, placed there as `mask-image`;
    /// outside it nothing shows, as Core Animation shows nothing outside a
    /// mask layer.
    private mutating func mask(_ items: [DisplayItem]) {
        guard let position = groupStyleEnds.last else { return }
        var region = CGRect.null
        var ctm = CGAffineTransform.identity
        var stack: [CGAffineTransform] = []
        for item in items {
            switch item {
            case .save: stack.append(ctm)
            case .restore: ctm = stack.popLast() ?? ctm
            case let .concatenate(t): ctm = t.concatenating(ctm)
            case let .fill(path, _, _, _): region = region.union(path.boundingBoxOfPath.applying(ctm))
            case let .stroke(path, _, stroke, _):
                region = region.union(path.boundingBoxOfPath.insetBy(dx: -stroke.lineWidth, dy: -stroke.lineWidth).applying(ctm))
            case let .image(_, rect, _, _): region = region.union(rect.applying(ctm))
            case let .text(block, origin, width, _):
                let size = TextEngine.shared.measure(block, width: width.map(Double.init)).size
                region = region.union(CGRect(origin: origin, size: CGSize(width: width ?? size.width, height: size.height)).applying(ctm))
            default: break
            }
        }
        let css: String
        if region.isNull || region.width <= 0 || region.height <= 0 || !region.width.isFinite || !region.height.isFinite {
            css = ";visibility:hidden"
        } else {
            let box = region.integral
            var list = DisplayList(items: [.concatenate(CGAffineTransform(translationX: -box.minX, y: -box.minY))])
            list.items += items
            guard let image = CairoBackend.rasterize(list, size: box.size, scale: 2), let url = dataURL(for: image) else { return }
            // The group takes the mask's box (Chrome masks nothing on an
            // element of no size) and a new inner element moves its
            // content back; the group's `">` closes the inner tag.
            let place = "0 0/100% 100% no-repeat"
            css = ";left:\(n(box.minX))px;top:\(n(box.minY))px;width:\(n(box.width))px;height:\(n(box.height))px"
                + ";-webkit-mask:url(\(url)) \(place);mask:url(\(url)) \(place)\"><div class=\"tg\" style=\"left:\(n(-box.minX))px;top:\(n(-box.minY))px"
            scopes[scopes.count - 1] += 1
        }
        let index = output.utf8.index(output.utf8.startIndex, offsetBy: position)
        output.insert(contentsOf: css, at: index)
    }

    private mutating func open(_ tag: String) {
        output += tag
        scopes[scopes.count - 1] += 1
    }

    private mutating func closeScope() {
        let count = scopes.removeLast()
        for _ in 0..<count { output += "</div>" }
    }

    private mutating func write(_ item: DisplayItem, at index: Int) {
        switch item {
        case .save:
            scopes.append(0)
            if let owner = owners[index] {
                var attributes = "class=\"tl\" data-layer=\"\(owner.layer)\""
                if let view = owner.view { attributes += " data-view=\"\(view)\" data-class=\"\(HTMLText.escape(owner.className))\"" }
                open("<div \(attributes)>")
            }
        case .restore:
            if scopes.count > 1 { closeScope() }
        case let .concatenate(t):
            open("<div class=\"tg\" style=\"transform:matrix(\(n(t.a)),\(n(t.b)),\(n(t.c)),\(n(t.d)),\(n(t.tx)),\(n(t.ty)))\">")
        case let .clip(path, rule):
            if let rect = Self.rectangle(path) {
                open("<div class=\"tc\" style=\"left:\(n(rect.minX))px;top:\(n(rect.minY))px;width:\(n(rect.width))px;height:\(n(rect.height))px;overflow:hidden\">")
                open("<div class=\"tg\" style=\"left:\(n(-rect.minX))px;top:\(n(-rect.minY))px\">")
            } else {
                let fill = rule == .evenOdd ? "evenodd," : ""
                open("<div class=\"tg\" style=\"clip-path:path(\(fill)'\(Self.pathData(path))')\">")
            }
        case let .fill(path, paint, rule, style):
            if case let .color(color) = paint, style.shadow == nil, let rect = Self.rectangle(path) {
                output += "<div class=\"tr\" style=\"left:\(n(rect.minX))px;top:\(n(rect.minY))px;width:\(n(rect.width))px;height:\(n(rect.height))px;"
                    + "background:\(Self.css(color))\(styleCSS(style))\"></div>"
            } else {
                svg(path: path, paint: paint, style: style) { fill in "fill=\"\(fill)\" fill-rule=\"\(rule == .evenOdd ? "evenodd" : "nonzero")\"" }
            }
        case let .stroke(path, paint, stroke, style):
            svg(path: path, paint: paint, style: style, padding: stroke.lineWidth * max(1, stroke.miterLimit)) { paint in
                var text = "fill=\"none\" stroke=\"\(paint)\" stroke-width=\"\(n(stroke.lineWidth))\""
                text += " stroke-linecap=\"\(stroke.lineCap == .round ? "round" : stroke.lineCap == .square ? "square" : "butt")\""
                text += " stroke-linejoin=\"\(stroke.lineJoin == .round ? "round" : stroke.lineJoin == .bevel ? "bevel" : "miter")\""
                text += " stroke-miterlimit=\"\(n(max(1, stroke.miterLimit)))\""
                let dashes = stroke.dashLengths.filter { $0.isFinite && $0 >= 0 }
                if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
                    text += " stroke-dasharray=\"\(dashes.map(n).joined(separator: " "))\" stroke-dashoffset=\"\(n(stroke.dashPhase))\""
                }
                return text
            }
        case let .shadow(path, rule, shadow):
            // The shadow a shape casts, without the shape: the shape in the
            // shadow's color, moved and blurred (σ = the blur parameter;
            // CSS's blur() takes σ).
            let box = path.boundingBoxOfPath
            guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
            let pad = 3 * shadow.blur + 1
            let view = box.insetBy(dx: -pad, dy: -pad)
            output += "<svg class=\"ts\" style=\"left:\(n(view.minX + shadow.offset.width))px;top:\(n(view.minY + shadow.offset.height))px;"
                + (shadow.blur > 0 ? "filter:blur(\(n(shadow.blur))px)" : "") + "\" width=\"\(n(view.width))\" height=\"\(n(view.height))\" "
                + "viewBox=\"\(n(view.minX)) \(n(view.minY)) \(n(view.width)) \(n(view.height))\">"
                + "<path d=\"\(Self.pathData(path))\" fill=\"\(Self.css(shadow.color))\" fill-rule=\"\(rule == .evenOdd ? "evenodd" : "nonzero")\"/></svg>"
        case let .paint(paint, style):
            paintClip(paint, style: style)
        case let .backdropBlur(path, radius, saturation):
            // CSS blurs what lies under an element the way the Cairo
            // backend blurs the pixels already drawn: backdrop-filter.
            let box = path.boundingBoxOfPath
            guard !box.isNull, box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0 else { return }
            let clip = Self.rectangle(path) == nil ? "clip-path:path('\(Self.pathData(path.copy(using: [CGAffineTransform(translationX: -box.minX, y: -box.minY)]) ?? path))');" : ""
            output += "<div class=\"tr\" style=\"left:\(n(box.minX))px;top:\(n(box.minY))px;width:\(n(box.width))px;height:\(n(box.height))px;"
                + "\(clip)backdrop-filter:blur(\(n(radius))px) saturate(\(n(saturation)))\"></div>"
        case .clear:
            // HTML cannot erase what lies below an element; a cleared
            // rectangle shows what was drawn under it.
            break
        case let .image(image, rect, tint, style):
            guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
            let url: String
            switch image {
            case let .bitmap(bitmap):
                guard let made = dataURL(for: bitmap) else { return }
                url = made
            case let .vector(vector):
                url = "data:image/svg+xml;base64," + vector.svg.base64EncodedString()
            }
            let place = "left:\(n(rect.minX))px;top:\(n(rect.minY))px;width:\(n(rect.width))px;height:\(n(rect.height))px"
            if let tint {
                output += "<div class=\"ti\" style=\"\(place);background:\(Self.css(tint));"
                    + "-webkit-mask:url(\(url)) 0 0/100% 100% no-repeat;mask:url(\(url)) 0 0/100% 100% no-repeat\(styleCSS(style))\"></div>"
            } else {
                output += "<img class=\"ti\" alt=\"\" src=\"\(url)\" style=\"\(place)\(styleCSS(style))\">"
            }
        case let .text(block, origin, width, style):
            text(block, origin: origin, width: width, style: style)
        case let .beginTransparencyLayer(style):
            var css = "isolation:isolate"
            if style.alpha < 1 { css += ";opacity:\(n(max(0, style.alpha)))" }
            if let blend = Self.blendMode(style.blendMode) { css += ";mix-blend-mode:\(blend)" }
            if let shadow = style.shadow { css += ";filter:\(Self.dropShadow(shadow))" }
            scopes.append(0)
            open("<div class=\"tg\" style=\"\(css)")
            groupStyleEnds.append(output.utf8.count)
            output += "\">"
        case .endTransparencyLayer:
            _ = groupStyleEnds.popLast()
            if scopes.count > 1 { closeScope() }
        }
    }

    // MARK: - Items

    /// `opacity`, `mix-blend-mode` and `filter` for an item's style, each
    /// starting with ";".
    private func styleCSS(_ style: DrawStyle) -> String {
        var css = ""
        if style.alpha < 1 { css += ";opacity:\(n(max(0, style.alpha)))" }
        if let blend = Self.blendMode(style.blendMode) { css += ";mix-blend-mode:\(blend)" }
        if let shadow = style.shadow { css += ";filter:\(Self.dropShadow(shadow))" }
        return css
    }

    /// One `<svg>` holding one path, placed over the path's bounds (with
    /// room for a stroke), its paint a color or a user-space gradient.
    private mutating func svg(path: CGPath, paint: DisplayPaint, style: DrawStyle, padding: CGFloat = 0, attributes: (String) -> String) {
        let box = path.boundingBoxOfPath
        guard !box.isNull, box.width.isFinite, box.height.isFinite else { return }
        let pad = min(1_000, max(1, padding))
        let view = box.insetBy(dx: -pad, dy: -pad)
        var defs = ""
        let fill: String
        switch paint {
        case let .color(color): fill = Self.css(color)
        case .linearGradient, .radialGradient:
            let (definition, id) = gradient(paint)
            defs = "<defs>\(definition)</defs>"
            fill = "url(#\(id))"
        case let .conicGradient(gradient, _, _):
            // SVG has no sweep: the average color of its stops.
            fill = Self.css(Self.average(gradient))
        }
        output += "<svg class=\"tp\" style=\"left:\(n(view.minX))px;top:\(n(view.minY))px\(styleCSS(style))\" width=\"\(n(view.width))\" height=\"\(n(view.height))\" "
            + "viewBox=\"\(n(view.minX)) \(n(view.minY)) \(n(view.width)) \(n(view.height))\">\(defs)"
            + "<path d=\"\(Self.pathData(path))\" \(attributes(fill))/></svg>"
    }

    /// A gradient painted into the whole clip: a large SVG rectangle (linear
    /// and radial) or a `conic-gradient` background.
    private mutating func paintClip(_ paint: DisplayPaint, style: DrawStyle) {
        let far: CGFloat = 20_000
        switch paint {
        case let .color(color):
            output += "<div class=\"tr\" style=\"left:\(n(-far))px;top:\(n(-far))px;width:\(n(2 * far))px;height:\(n(2 * far))px;background:\(Self.css(color))\(styleCSS(style))\"></div>"
        case let .conicGradient(gradient, center, angle):
            // CSS sweeps clockwise from 12 o'clock; Core Graphics' angle is
            // from the x axis, clockwise on a y-down screen.
            let degrees = angle * 180 / .pi + 90
            let stops = gradient.stops.map { "\(Self.css($0.color)) \(n($0.location * 360))deg" }.joined(separator: ",")
            output += "<div class=\"tr\" style=\"left:\(n(-far))px;top:\(n(-far))px;width:\(n(2 * far))px;height:\(n(2 * far))px;"
                + "background:conic-gradient(from \(n(degrees))deg at \(n(center.x + far))px \(n(center.y + far))px,\(stops))\(styleCSS(style))\"></div>"
        case .linearGradient, .radialGradient:
            let (definition, id) = gradient(paint)
            let band = unextendedRegion(paint)
            let clip = band == nil ? "" : " clip-path=\"url(#\(id)c)\""
            let region = band.map { "<clipPath id=\"\(id)c\"><path d=\"\(Self.pathData($0))\"/></clipPath>" } ?? ""
            output += "<svg class=\"tp\" style=\"left:\(n(-far))px;top:\(n(-far))px\(styleCSS(style))\" width=\"\(n(2 * far))\" height=\"\(n(2 * far))\" "
                + "viewBox=\"\(n(-far)) \(n(-far)) \(n(2 * far)) \(n(2 * far))\"><defs>\(definition)\(region)</defs>"
                + "<rect x=\"\(n(-far))\" y=\"\(n(-far))\" width=\"\(n(2 * far))\" height=\"\(n(2 * far))\" fill=\"url(#\(id))\"\(clip)/></svg>"
        }
    }

    /// Where a gradient drawn without `drawsBeforeStartLocation` or
    /// `drawsAfterEndLocation` paints: the band between its ends (linear)
    /// or the end circle (radial); nil when it is extended, as SVG always is.
    private func unextendedRegion(_ paint: DisplayPaint) -> CGPath? {
        let far: CGFloat = 40_000
        switch paint {
        case let .linearGradient(_, start, end, options) where options.isEmpty:
            let dx = end.x - start.x, dy = end.y - start.y
            let length = hypot(dx, dy)
            guard length > 0 else { return CGPath(rect: .zero, transform: nil) }
            let px = -dy / length * far, py = dx / length * far
            let path = CGMutablePath()
            path.move(to: CGPoint(x: start.x + px, y: start.y + py))
            path.addLine(to: CGPoint(x: end.x + px, y: end.y + py))
            path.addLine(to: CGPoint(x: end.x - px, y: end.y - py))
            path.addLine(to: CGPoint(x: start.x - px, y: start.y - py))
            path.closeSubpath()
            return path
        case let .radialGradient(_, _, _, endCenter, endRadius, options) where options.isEmpty:
            return CGPath(ellipseIn: CGRect(x: endCenter.x - endRadius, y: endCenter.y - endRadius, width: 2 * endRadius, height: 2 * endRadius), transform: nil)
        default:
            return nil
        }
    }

    /// An SVG gradient in user space, and its id.
    private mutating func gradient(_ paint: DisplayPaint) -> (String, String) {
        gradientCount += 1
        let id = "\(idPrefix)g\(gradientCount)"
        func stops(_ gradient: CGGradient) -> String {
            gradient.stops.map { stop in
                "<stop offset=\"\(n(min(1, max(0, stop.location))))\" stop-color=\"\(Self.css(CGColor(red: stop.color.red, green: stop.color.green, blue: stop.color.blue, alpha: 1)))\" stop-opacity=\"\(n(stop.color.alpha))\"/>"
            }.joined()
        }
        switch paint {
        case let .linearGradient(gradient, start, end, _):
            return ("<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">\(stops(gradient))</linearGradient>", id)
        case let .radialGradient(gradient, startCenter, startRadius, endCenter, endRadius, _):
            return ("<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(endCenter.x))\" cy=\"\(n(endCenter.y))\" r=\"\(n(endRadius))\" "
                    + "fx=\"\(n(startCenter.x))\" fy=\"\(n(startCenter.y))\" fr=\"\(n(startRadius))\">\(stops(gradient))</radialGradient>", id)
        default:
            return ("", id)
        }
    }

    /// Each line's runs where the text engine put them: a `<span>` per run,
    /// its baseline on the engine's baseline.
    private mutating func text(_ block: TextBlock, origin: CGPoint, width: CGFloat?, style: DrawStyle) {
        let lines = TextEngine.shared.lines(of: block, width: width.map(Double.init))
        guard !lines.isEmpty else { return }
        var html = "<div class=\"tt\" style=\"left:\(n(origin.x))px;top:\(n(origin.y))px\(styleCSS(style))\">"
        for line in lines {
            html += "<div class=\"tn\">"
            for segment in line.segments where !segment.text.isEmpty {
                let font = segment.font
                fonts.insert(FontFace(family: font.family, weight: HTMLFonts.weight(font.weight), italic: font.italic))
                let metrics = TextEngine.shared.metrics(for: font)
                let size = font.effectiveSize
                // The line box is the font's ascent plus descent, so that
                // the baseline lies `ascender` below the span's top.
                let top = line.baseline - metrics.ascender
                var css = "left:\(n(CGFloat(segment.x)))px;top:\(n(CGFloat(top)))px;font:\(font.italic ? "italic " : "")\(HTMLFonts.weight(font.weight)) \(n(CGFloat(size)))px/"
                    + "\(n(CGFloat(metrics.ascender - metrics.descender)))px \(HTMLFonts.cssFamily(font.family));color:\(Self.css(segment.color))"
                if !font.features.isEmpty {
                    css += ";font-feature-settings:" + font.features.map { "'\($0.filter { $0.isLetter || $0.isNumber })'" }.joined(separator: ",")
                }
                html += "<span style=\"\(css)\">\(HTMLText.escape(segment.text))</span>"
            }
            // A line break for copied text; it takes no room.
            html += "<br></div>"
        }
        output += html + "</div>"
    }

    private mutating func dataURL(for image: CGImage) -> String? {
        if let known = imageURLs[ObjectIdentifier(image)] { return known }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface)), row = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                (data + y * stride).update(from: pixels.baseAddress! + y * image.bytesPerRow, count: row)
            }
        }
        cairo_surface_mark_dirty(surface)
        guard let png = try? PNGEncoder.encode(surface) else { return nil }
        let url = "data:image/png;base64," + png.base64EncodedString()
        imageURLs[ObjectIdentifier(image)] = url
        return url
    }

    // MARK: - Values

    /// An axis-aligned rectangle, if the path is one (move, three lines, close).
    static func rectangle(_ path: CGPath) -> CGRect? {
        let elements = path.elements
        guard elements.count == 5 || elements.count == 4 || (elements.count == 6 && elements[4] != .close),
              case let .move(p0) = elements[0], case let .line(p1) = elements[1], case let .line(p2) = elements[2],
              case let .line(p3) = elements[3] else { return nil }
        if elements.count >= 5 {
            switch elements[4] {
            case .close: break
            case let .line(p4) where p4 == p0 && (elements.count == 5 || elements[5] == .close): break
            default: return nil
            }
        }
        let xs = [p0.x, p1.x, p2.x, p3.x], ys = [p0.y, p1.y, p2.y, p3.y]
        let horizontalFirst = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let verticalFirst = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard horizontalFirst || verticalFirst else { return nil }
        let rect = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite ? rect : nil
    }

    /// SVG path data (also CSS `path()`).
    static func pathData(_ path: CGPath) -> String {
        var d = ""
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        for element in path.elements {
            switch element {
            case let .move(to): d += "M\(p(to))"
            case let .line(to): d += "L\(p(to))"
            case let .quadCurve(to, control): d += "Q\(p(control)) \(p(to))"
            case let .curve(to, c1, c2): d += "C\(p(c1)) \(p(c2)) \(p(to))"
            case .close: d += "Z"
            }
        }
        return d
    }

    static func css(_ color: CGColor) -> String {
        func channel(_ value: CGFloat) -> Int { Int((min(1, max(0, value.isNaN ? 0 : value)) * 255).rounded()) }
        let alpha = min(1, max(0, color.alpha.isNaN ? 0 : color.alpha))
        return alpha >= 1 ? "rgb(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)))"
            : "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(n((alpha * 1000).rounded() / 1000)))"
    }

    static func css(_ color: TextColor) -> String {
        css(CGColor(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
    }

    static func average(_ gradient: CGGradient) -> CGColor {
        let stops = gradient.stops
        guard !stops.isEmpty else { return CGColor(gray: 0, alpha: 0) }
        let count = CGFloat(stops.count)
        return CGColor(red: stops.map(\.color.red).reduce(0, +) / count, green: stops.map(\.color.green).reduce(0, +) / count,
                       blue: stops.map(\.color.blue).reduce(0, +) / count, alpha: stops.map(\.color.alpha).reduce(0, +) / count)
    }

    /// CSS's `drop-shadow`, whose blur length is twice the Gaussian's σ
    /// (CSS Filter Effects 1, "drop-shadow()": the standard deviation is
    /// half the blur radius); Core Graphics' blur parameter is σ
    /// (`ShadowBlur`).
    static func dropShadow(_ shadow: DisplayShadow) -> String {
        "drop-shadow(\(n(shadow.offset.width))px \(n(shadow.offset.height))px \(n(2 * max(0, shadow.blur)))px \(css(shadow.color)))"
    }

    /// The CSS blend mode of a Core Graphics one; nil for normal, and for
    /// Porter-Duff operators CSS does not have (they draw normally).
    static func blendMode(_ mode: CGBlendMode) -> String? {
        switch mode {
        case .multiply: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        default: nil
        }
    }

}

/// A number for CSS and SVG: finite, without a trailing ".0", at most
/// four decimals.
func n(_ value: CGFloat) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 10_000).rounded() / 10_000
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return String(format: "%.4f", Double(rounded)).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
}

/// Text for HTML element content and attribute values, shared by every
/// page the package writes (the renderer, the snapshot report).
package enum HTMLText {
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
