import CPangoCairo
import Foundation
import TextEngine
@_spi(Rendering) import Trellis

/// Draws a laid-out view tree with Cairo: to PNG at a scale of 1, 2 or 3,
/// to PDF and to SVG. Views are drawn as UIKit composites them: background
/// (rounded by the layer's corner radius), content (label text, images),
/// subviews (clipped when `clipsToBounds`), then the border on top; hidden
/// views are skipped and alpha applies to a view with its subviews.
public struct Renderer: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case png, pdf, svg
    }

    public enum RenderError: Error, CustomStringConvertible {
        case emptyView(CGSize)
        case badScale(CGFloat)
        case cairo(String)
        case png(String)
        case unknownFormat(String)

        public var description: String {
            switch self {
            case let .emptyView(size): "cannot render a view of size \(size): it must be at least 1×1 point"
            case let .badScale(scale): "scale \(scale) is not a finite number from 0.1 to 16"
            case let .cairo(message): "Cairo failed: \(message)"
            case let .png(message): "PNG encoding failed: \(message)"
            case let .unknownFormat(name): "unknown image format \"\(name)\": use .png, .pdf or .svg"
            }
        }
    }

    /// Who writes PNG files.
    public enum PNGWriter: Sendable {
        /// Trellis's writer: RGB for opaque screens, run-length compression
        /// on both cores; several times faster, files somewhat larger.
        case fast
        /// Cairo's own (libpng at zlib's default level): smaller files.
        case cairo
    }

    /// Points to pixels for PNG output.
    public var scale: CGFloat
    /// How PNG output is compressed (`.fast` by default).
    public var pngWriter: PNGWriter = .fast
    /// The traits dynamic colors resolve against (light by default).
    public var traitCollection: UITraitCollection

    public init(scale: CGFloat = 1, traitCollection: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) {
        self.scale = scale
        self.traitCollection = traitCollection
    }

    /// Lays the view out if needed and draws it in `format`.
    public func render(_ view: UIView, as format: Format) throws -> Data {
        guard scale.isFinite, scale >= 0.1, scale <= 16 else { throw RenderError.badScale(scale) }
        view.layoutIfNeeded()
        let size = view.bounds.size
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else { throw RenderError.emptyView(size) }
        let output = OutputStream()
        let surface: OpaquePointer?
        switch format {
        case .png:
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32((size.width * scale).rounded(.up)), Int32((size.height * scale).rounded(.up)))
        case .pdf:
            surface = cairo_pdf_surface_create_for_stream(OutputStream.write, Unmanaged.passUnretained(output).toOpaque(), size.width, size.height)
        case .svg:
            surface = cairo_svg_surface_create_for_stream(OutputStream.write, Unmanaged.passUnretained(output).toOpaque(), size.width, size.height)
        }
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(surface.map { String(cString: cairo_status_to_string(cairo_surface_status($0))) } ?? "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        if format == .png { cairo_scale(cairo, scale, scale) }
        traitCollection.performAsCurrent {
            draw(view, in: cairo, isRoot: true)
        }
        let status = cairo_status(cairo)
        cairo_destroy(cairo)
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        if format == .png, pngWriter == .fast {
            do { return try PNGEncoder.encode(surface) } catch { throw RenderError.png("\(error)") }
        } else if format == .png {
            cairo_surface_flush(surface)
            let written = cairo_surface_write_to_png_stream(surface, OutputStream.write, Unmanaged.passUnretained(output).toOpaque())
            guard written == CAIRO_STATUS_SUCCESS else { throw RenderError.png(String(cString: cairo_status_to_string(written))) }
            return output.data
        }
        cairo_surface_finish(surface)
        return output.data
    }

    /// Renders to a file, the format chosen by its extension.
    public func write(_ view: UIView, to url: URL) throws {
        guard let format = Format(rawValue: url.pathExtension.lowercased()) else { throw RenderError.unknownFormat(url.pathExtension) }
        try render(view, as: format).write(to: url)
    }

    // MARK: - Drawing a view

    private func draw(_ view: UIView, in cairo: OpaquePointer, isRoot: Bool) {
        guard !view.isHidden, !view.layer.isHidden, view.alpha > 0, view.layer.opacity > 0 else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        // The parent has already translated by -bounds.origin for its subviews (below).
        if !isRoot {
            cairo_translate(cairo, view.frame.minX, view.frame.minY)
        }
        let opacity = Double(view.alpha) * Double(view.layer.opacity)
        if opacity < 1 { cairo_push_group(cairo) }

        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        let radius = min(view.layer.cornerRadius, min(bounds.width, bounds.height) / 2)
        if let background = backgroundColor(of: view) {
            drawShadow(of: view.layer, bounds: bounds, radius: radius, in: cairo)
            roundedRect(bounds, radius: radius, corners: view.layer.maskedCorners, in: cairo)
            setSource(background, in: cairo)
            cairo_fill(cairo)
        }
        if view.layer.masksToBounds {
            roundedRect(bounds, radius: radius, corners: view.layer.maskedCorners, in: cairo)
            cairo_clip(cairo)
        }
        drawContent(of: view, bounds: bounds, in: cairo)
        cairo_save(cairo)
        cairo_translate(cairo, -view.bounds.minX, -view.bounds.minY)
        for subview in view.subviews { draw(subview, in: cairo, isRoot: false) }
        cairo_restore(cairo)
        if view.layer.borderWidth > 0, let border = view.layer.borderColor, border.alpha > 0 {
            let inset = view.layer.borderWidth / 2
            roundedRect(bounds.insetBy(dx: inset, dy: inset), radius: max(0, radius - inset), corners: view.layer.maskedCorners, in: cairo)
            setSource(border, in: cairo)
            cairo_set_line_width(cairo, view.layer.borderWidth)
            cairo_stroke(cairo)
        }

        if opacity < 1 {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
        }
    }

    private func drawContent(of view: UIView, bounds: CGRect, in cairo: OpaquePointer) {
        if ControlDrawing.draw(view, bounds: bounds, traits: traitCollection, in: cairo) { return }
        if let label = view as? UILabel, let text = label.text, !text.isEmpty {
            let rect = label.textRect(forBounds: bounds, limitedToNumberOfLines: label.numberOfLines)
            TextEngine.shared.draw(label.textBlock(), width: Double(rect.width), in: cairo, x: Double(rect.minX), y: Double(rect.minY))
        } else if let imageView = view as? UIImageView {
            imageView.drawImage(context: cairo)
        }
    }

    /// Only a view with a background casts a shadow here (its shape is
    /// known): a Gaussian blur of `shadowRadius`, offset as the layer says.
    private func drawShadow(of layer: CALayer, bounds: CGRect, radius: CGFloat, in cairo: OpaquePointer) {
        guard layer.shadowOpacity > 0, let color = layer.shadowColor else { return }
        let c = color.components ?? [0, 0, 0, 1]
        let alpha = Double(min(1, layer.shadowOpacity)) * Double(c[3])
        ShadowBlur.paint(shape: { roundedRect(bounds, radius: radius, corners: layer.maskedCorners, in: $0) }, bounds: bounds, offset: layer.shadowOffset,
                         radius: layer.shadowRadius, color: (Double(c[0]), Double(c[1]), Double(c[2]), alpha), in: cairo)
    }

    private func backgroundColor(of view: UIView) -> CGColor? {
        let color = view.backgroundColor?.resolvedColor(with: traitCollection).cgColor ?? view.layer.backgroundColor
        guard let color, color.alpha > 0 else { return nil }
        return color
    }

    private func setSource(_ color: CGColor, in cairo: OpaquePointer) {
        let c = color.components ?? [0, 0, 0, 1]
        cairo_set_source_rgba(cairo, c[0], c[1], c[2], c[3])
    }

    private func roundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, in cairo: OpaquePointer) {
        ControlDrawing.roundedRect(rect, radius: radius, corners: corners, in: cairo)
    }
}

/// Collects what a Cairo surface writes.
private final class OutputStream {
    var data = Data()

    static let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        let stream = Unmanaged<OutputStream>.fromOpaque(closure).takeUnretainedValue()
        stream.data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}
