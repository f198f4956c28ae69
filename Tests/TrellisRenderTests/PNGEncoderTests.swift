import CPangoCairo
import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// Trellis's PNG writer is read back by libpng (through Cairo) and must give
/// the pixels that were drawn: exactly for opaque images, within the
/// rounding of premultiplied alpha for translucent ones.
@Suite struct PNGEncoderTests {
    /// A surface with gradients, text-like noise and flat areas.
    func drawnSurface(width: Int32, height: Int32, opaque: Bool) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cairo = cairo_create(surface)!
        if opaque {
            cairo_set_source_rgb(cairo, 0.95, 0.95, 0.97)
            cairo_paint(cairo)
        }
        let gradient = cairo_pattern_create_linear(0, 0, Double(width), Double(height))!
        cairo_pattern_add_color_stop_rgba(gradient, 0, 1, 0, 0, opaque ? 1 : 0.3)
        cairo_pattern_add_color_stop_rgba(gradient, 1, 0, 0.5, 1, 1)
        cairo_set_source(cairo, gradient)
        cairo_rectangle(cairo, 2, 2, Double(width) / 2, Double(height) / 2)
        cairo_fill(cairo)
        cairo_pattern_destroy(gradient)
        var seed: UInt32 = 7
        for _ in 0..<200 {
            seed = seed &* 1_103_515_245 &+ 12345
            let x = Double(seed % UInt32(width)), y = Double((seed >> 8) % UInt32(height))
            cairo_set_source_rgba(cairo, Double(seed & 0xFF) / 255, 0.2, 0.6, opaque ? 1 : 0.55)
            cairo_arc(cairo, x, y, 1.7, 0, 2 * Double.pi)
            cairo_fill(cairo)
        }
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        return surface
    }

    func pixels(of surface: OpaquePointer) -> [UInt32] {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return (0..<height).flatMap { y in
            (0..<width).map { x in UnsafeRawPointer(data + y * stride).load(fromByteOffset: x * 4, as: UInt32.self) }
        }
    }

    func decode(_ png: Data) throws -> OpaquePointer {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-png-\(UUID().uuidString).png")
        try png.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let surface = cairo_image_surface_create_from_png(url.path)!
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        return surface
    }

    @Test(arguments: [(Int32(390), Int32(844)), (1, 1), (3, 65), (257, 63), (1170, 130)])
    func opaqueImagesComeBackExactly(size: (Int32, Int32)) throws {
        let surface = drawnSurface(width: size.0, height: size.1, opaque: true)
        defer { cairo_surface_destroy(surface) }
        let png = try PNGEncoder.encode(surface)
        #expect(png[25] == 2, "an opaque image is written as RGB (color type 2)")
        let decoded = try decode(png)
        defer { cairo_surface_destroy(decoded) }
        #expect(cairo_image_surface_get_width(decoded) == size.0 && cairo_image_surface_get_height(decoded) == size.1)
        #expect(pixels(of: decoded) == pixels(of: surface))
    }

    @Test func translucentImagesKeepTheirAlpha() throws {
        let surface = drawnSurface(width: 301, height: 150, opaque: false)
        defer { cairo_surface_destroy(surface) }
        let png = try PNGEncoder.encode(surface)
        #expect(png[25] == 6, "a translucent image is written as RGBA (color type 6)")
        let decoded = try decode(png)
        defer { cairo_surface_destroy(decoded) }
        let original = pixels(of: surface), read = pixels(of: decoded)
        #expect(original.count == read.count)
        var worst = 0
        for (a, b) in zip(original, read) {
            #expect(a >> 24 == b >> 24)
            for shift in [0, 8, 16] as [UInt32] {
                worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
        }
        // Unpremultiplying and premultiplying again rounds by at most one step.
        #expect(worst <= 1)
        #expect(original.contains { $0 >> 24 == 0 } && original.contains { $0 >> 24 != 0 && $0 >> 24 != 0xFF })
    }

    @Test func bothWritersGiveTheSamePixels() throws {
        let screen = RendererTests().screen().root
        var cairoWriter = Renderer(scale: 2)
        cairoWriter.pngWriter = .cairo
        let fast = try decode(Renderer(scale: 2).render(screen, as: .png))
        let reference = try decode(cairoWriter.render(screen, as: .png))
        defer { cairo_surface_destroy(fast); cairo_surface_destroy(reference) }
        #expect(pixels(of: fast) == pixels(of: reference))
    }

    @Test func aVectorSurfaceIsRefused() {
        let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
        defer { cairo_surface_destroy(surface) }
        #expect(throws: PNGEncoder.EncodeError.self) { try PNGEncoder.encode(surface) }
    }
}
