import CPangoCairo
import Foundation
import TextEngine
import Trellis
import TrellisCairo

/// Draws a laid-out view tree to PNG at a scale of 1, 2 or 3, to PDF and to
/// SVG. The view's layer tree describes itself as a display list
/// (`CALayer.render(in:)`: background, content, sublayers, border, with
/// opacity, shadows, masks and transforms, as Core Animation composites
/// them), and the Cairo backend draws that list; nothing here knows a view
/// class.
public struct Renderer: Sendable {
    public enum Format: String, Sendable, CaseIterable {
        case png, pdf, svg
    }

    public enum RenderError: Error, CustomStringConvertible, Equatable {
        case emptyView(CGSize)
        case badScale(CGFloat)
        /// A PNG of `size` points at `scale` would be wider or taller than
        /// `limit` pixels (`maximumPixelSize`).
        case imageTooLarge(size: CGSize, scale: CGFloat, limit: Int)
        /// A PDF or SVG page of `size` points would be wider or taller than
        /// `limit` points (`maximumPageSize`).
        case pageTooLarge(size: CGSize, format: Format, limit: CGFloat)
        /// `maximumPixelSize` is not from 1 to `largestPixelSize`.
        case badPixelLimit(Int)
        /// `maximumPageSize` is not a finite number of points from 1 up.
        case badPageLimit(CGFloat)
        case cairo(String)
        case png(String)
        case unknownFormat(String)
        /// `write(_:to:)` was given a file name with no extension to choose the format.
        case missingExtension(String)

        public var description: String {
            switch self {
            case let .emptyView(size): "cannot render a view of \(Renderer.describe(size)) points: it must be at least 1×1 point"
            case let .badScale(scale):
                "scale \(Renderer.describe(scale)) is not a finite number from \(Renderer.describe(Renderer.scaleRange.lowerBound)) to \(Renderer.describe(Renderer.scaleRange.upperBound))"
            case let .imageTooLarge(size, scale, limit):
                "a view of \(Renderer.describe(size)) points at scale \(Renderer.describe(scale)) makes a \(Renderer.describe(Renderer.pixelSize(of: size, scale: scale))) pixel image, "
                    + "over the \(limit) pixel limit a side: "
                    + (Renderer.largestScale(for: size, limit: limit).map { "render at a scale of at most \(Renderer.describe($0)), " } ?? "make the view smaller, ")
                    + "or raise maximumPixelSize (up to \(Renderer.largestPixelSize))"
            case let .pageTooLarge(size, format, limit):
                "a \(format.rawValue.uppercased()) page of \(Renderer.describe(size)) points is over the \(Renderer.describe(limit)) point limit a side: "
                    + "make the view smaller or raise maximumPageSize"
            case let .badPixelLimit(limit): "maximumPixelSize \(limit) is not from 1 to \(Renderer.largestPixelSize)"
            case let .badPageLimit(limit): "maximumPageSize \(Renderer.describe(limit)) is not a finite number of points from 1 up"
            case let .cairo(message): "Cairo failed: \(message)"
            case let .png(message): "PNG encoding failed: \(message)"
            case let .unknownFormat(name): "unknown image format \"\(name)\": use .png, .pdf or .svg"
            case let .missingExtension(name): "\(name) has no extension to choose the format: name it .png, .pdf or .svg"
            }
        }
    }

    /// The scales `render(_:as:)` accepts.
    public static let scaleRange: ClosedRange<CGFloat> = 0.1...16
    /// The largest `maximumPixelSize`: Cairo refuses image surfaces wider or
    /// taller than 32,767 pixels (`MAX_IMAGE_SIZE` in cairo-image-surface.c).
    public static let largestPixelSize = 32_767

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
    /// The widest and tallest PNG drawn, in pixels: 16,384 by default (a
    /// 1 GiB bitmap at most), up to `largestPixelSize`. A larger image is
    /// refused before anything is allocated.
    public var maximumPixelSize = 16_384
    /// The widest and tallest PDF or SVG page, in points: 14,400 by default,
    /// the largest page Acrobat opens without a user unit (PDF Reference 1.7,
    /// appendix C, "Implementation Limits").
    public var maximumPageSize: CGFloat = 14_400
    /// Whether a window that fills its device's screen is drawn with the
    /// status bar iOS shows over it (true): "9:41", signal, Wi-Fi and
    /// battery, in the style its root controller prefers, as in a
    /// screenshot. The status bar is the system's, not a view of the app,
    /// so views other than such a window never show it; snapshot tests
    /// turn it off, as a snapshot of an iOS window's views lacks it.
    public var drawsStatusBar = true

    public init(scale: CGFloat = 1, traitCollection: UITraitCollection = UITraitCollection(userInterfaceStyle: .light)) {
        self.scale = scale
        self.traitCollection = traitCollection
    }

    /// Throws the error `render(_:as:)` would throw for a view of `size`
    /// before drawing anything: a scale outside `scaleRange`, a size that
    /// is not finite or under a point, a PNG over `maximumPixelSize` pixels
    /// a side or a page over `maximumPageSize` points. Callers that take
    /// sizes from outside can refuse them before building a view.
    public func check(_ size: CGSize, as format: Format) throws {
        try checkSettings()
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { throw RenderError.emptyView(size) }
        switch format {
        case .png:
            let pixels = Self.pixelSize(of: size, scale: scale)
            guard max(pixels.width, pixels.height) <= CGFloat(maximumPixelSize) else {
                throw RenderError.imageTooLarge(size: size, scale: scale, limit: maximumPixelSize)
            }
        case .pdf, .svg:
            guard max(size.width, size.height) <= maximumPageSize else { throw RenderError.pageTooLarge(size: size, format: format, limit: maximumPageSize) }
        }
    }

    private func checkSettings() throws {
        guard (1...Self.largestPixelSize).contains(maximumPixelSize) else { throw RenderError.badPixelLimit(maximumPixelSize) }
        guard maximumPageSize.isFinite, maximumPageSize >= 1 else { throw RenderError.badPageLimit(maximumPageSize) }
        guard scale.isFinite, Self.scaleRange.contains(scale) else { throw RenderError.badScale(scale) }
    }

    /// Lays the view out if needed and draws it in `format`; throws instead
    /// of drawing when `check(_:as:)` refuses the laid-out size.
    /// - Complexity: O(views + pixels).
    public func render(_ view: UIView, as format: Format) throws -> Data {
        try checkSettings()
        view.layoutIfNeeded()
        let size = view.bounds.size
        try check(size, as: format)
        let output = OutputStream()
        let surface: OpaquePointer?
        switch format {
        case .png:
            let pixels = Self.pixelSize(of: size, scale: scale)
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height))
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
        CairoBackend.draw(displayList(of: view), in: cairo)
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

    /// Renders to a file, the format chosen by its extension (in any case).
    /// - Complexity: O(views + pixels).
    public func write(_ view: UIView, to url: URL) throws {
        guard !url.pathExtension.isEmpty else { throw RenderError.missingExtension(url.lastPathComponent) }
        guard let format = Format(rawValue: url.pathExtension.lowercased()) else { throw RenderError.unknownFormat(url.pathExtension) }
        try render(view, as: format).write(to: url)
    }

    /// The pixels a PNG of `size` points takes at `scale`, each side rounded up.
    package static func pixelSize(of size: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
    }

    /// The largest scale, to two decimals, at which `size` fits in `limit`
    /// pixels a side; nil when even the smallest scale does not.
    package static func largestScale(for size: CGSize, limit: Int) -> CGFloat? {
        let scale = (CGFloat(limit) / max(size.width, size.height) * 100).rounded(.down) / 100
        return scale >= scaleRange.lowerBound ? min(scale, scaleRange.upperBound) : nil
    }

    /// "390×844", without the ".0" of whole numbers.
    package static func describe(_ size: CGSize) -> String { "\(describe(size.width))×\(describe(size.height))" }

    package static func describe(_ value: CGFloat) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    // MARK: - Drawing a view

    /// What `view` looks like, as the display list its layer tree describes
    /// with dynamic colors resolved for `traitCollection`: the view's
    /// bounds map to the page, its own frame and transform are ignored.
    /// Every output format draws this list.
    /// - Complexity: O(layers).
    package func displayList(of view: UIView) -> DisplayList {
        let size = view.bounds.size
        let ctx = CGContext(bounds: CGRect(origin: .zero, size: size))
        traitCollection.performAsCurrent {
            ctx.translateBy(x: -view.bounds.minX, y: -view.bounds.minY)
            view.layer.render(in: ctx)
            if drawsStatusBar, let window = view as? UIWindow { window.drawStatusBar(in: ctx) }
        }
        return ctx.displayList
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
