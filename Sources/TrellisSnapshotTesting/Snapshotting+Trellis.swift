import CPangoCairo
import Foundation
import SnapshotTesting
import Trellis
import TrellisRender

extension Snapshotting where Value: UIView, Format == Data {
    /// A view rendered to PNG, as with UIKit's `.image` strategy, compared
    /// with the reference pixel by pixel.
    ///
    /// - Parameters:
    ///   - precision: the fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: how close a pixel must be to match: 1 exactly,
    ///     0.98 within 2% (about 5 of 255) on every channel.
    ///   - scale: pixels per point.
    ///   - traits: the traits dynamic colors resolve against.
    ///   - statusBar: whether a full-screen window is drawn with the status
    ///     bar over it (`Renderer.drawsStatusBar`); off, as an iOS snapshot
    ///     of a window's views does not contain the system's status bar.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat = 2,
                             traits: UITraitCollection = UITraitCollection(userInterfaceStyle: .light),
                             statusBar: Bool = false) -> Snapshotting {
        var renderer = Renderer(scale: scale, traitCollection: traits)
        renderer.drawsStatusBar = statusBar
        // Reference files are kept in git: Cairo's writer makes them smaller.
        renderer.pngWriter = .cairo
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { reference, rendered in
            PixelComparison.compare(reference: reference, rendered: rendered,
                                    precision: Double(precision), tolerance: Int(((1 - perceptualPrecision) * 255).rounded()))
        }
        return Snapshotting(pathExtension: "png", diffing: diffing) { view in
            do { return try renderer.render(view, as: .png) } catch {
                // An unrenderable view fails the comparison with the reason.
                return Data("unrenderable: \(error)".utf8)
            }
        }
    }
}

extension Snapshotting where Value: UIView, Format == String {
    /// The view tree as text, one line per view with its frame (and a
    /// label's text), as UIKit's `.recursiveDescription` strategy.
    public static var recursiveDescription: Snapshotting {
        SimplySnapshotting.lines.pullback { view in
            view.layoutIfNeeded()
            return TextDump.describe(view) + "\n"
        }
    }
}

/// Pixel comparison of two PNG files, decoded with Cairo.
enum PixelComparison {
    static func compare(reference: Data, rendered: Data, precision: Double, tolerance: Int) -> (String, [DiffAttachment])? {
        guard let old = PNGPixels(png: reference) else { return ("the reference is not a readable PNG", []) }
        guard let new = PNGPixels(png: rendered) else {
            return ("the view did not render: \(String(decoding: rendered.prefix(200), as: UTF8.self))", [])
        }
        guard old.width == new.width, old.height == new.height else {
            return ("the image is \(new.width)×\(new.height) pixels; the reference is \(old.width)×\(old.height)",
                    [.data(rendered, name: "rendered.png")])
        }
        var differing = 0
        var worst = 0
        var first: (x: Int, y: Int)?
        for y in 0..<old.height {
            for x in 0..<old.width {
                let a = old[x, y], b = new[x, y]
                var difference = 0
                for shift in [0, 8, 16, 24] as [UInt32] {
                    difference = max(difference, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
                worst = max(worst, difference)
                if difference > tolerance {
                    differing += 1
                    if first == nil { first = (x, y) }
                }
            }
        }
        let total = old.width * old.height
        let matching = Double(total - differing) / Double(total)
        guard matching < precision, let first else { return nil }
        return ("\(differing) of \(total) pixels differ by more than \(tolerance) of 255 (the first at x \(first.x), y \(first.y); "
                + "the largest difference \(worst)); \(String(format: "%.4f", matching)) match, \(precision) required",
                [.data(rendered, name: "rendered.png")])
    }
}

/// The pixels of a PNG file, read with Cairo: for snapshot comparisons and
/// for tests that look at what was drawn.
public struct PNGPixels: Sendable {
    public let width: Int, height: Int
    private let words: [UInt32]

    public init?(png: Data) {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(png)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                guard reader.offset + Int(length) <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
                reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + Int(length)))
                reader.offset += Int(length)
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())
        }
        guard let surface else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var words = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { words[y * width + x] = UnsafeRawPointer(data + y * stride).load(fromByteOffset: 4 * x, as: UInt32.self) }
        }
        self.words = words
    }

    /// ARGB32, premultiplied, as Cairo keeps pixels.
    subscript(x: Int, y: Int) -> UInt32 { words[y * width + x] }

    /// (red, green, blue, alpha), 0...255, premultiplied.
    public func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let word = self[x, y]
        return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF), Int(word >> 24))
    }
}
