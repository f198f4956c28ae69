import CPangoCairo
import Foundation

/// The picture of what changed between a reference and a new snapshot:
/// the reference faded to a quarter of its contrast (over white) so that
/// the screen is recognisable, with every pixel that differs by more than
/// the tolerance painted pure red. Where the sizes differ, the part only
/// one image covers is red too.
public enum SnapshotDiffImage {
    /// The diff as PNG and the number of pixels painted red; nil when
    /// either image is not a readable PNG.
    /// - Complexity: O(pixels).
    public static func png(reference: Data, actual: Data, tolerance: Int = 0) -> (png: Data, changedPixels: Int)? {
        guard let old = PNGPixels(png: reference), let new = PNGPixels(png: actual) else { return nil }
        let width = max(old.width, new.width), height = max(old.height, new.height)
        var words = [UInt32](repeating: 0, count: width * height)
        var changed = 0
        let red: UInt32 = 0xFFFF_0000
        for y in 0..<height {
            for x in 0..<width {
                let inOld = x < old.width && y < old.height, inNew = x < new.width && y < new.height
                guard inOld, inNew else { words[y * width + x] = red; changed += 1; continue }
                let a = old[x, y], b = new[x, y]
                var difference = 0
                for shift in [0, 8, 16, 24] as [UInt32] {
                    difference = max(difference, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
                }
                if difference > tolerance {
                    words[y * width + x] = red
                    changed += 1
                } else {
                    words[y * width + x] = faded(a)
                }
            }
        }
        guard let png = encode(words: words, width: width, height: height) else { return nil }
        return (png, changed)
    }

    /// A premultiplied ARGB pixel composited over white and faded: each
    /// channel a quarter of the way from white to its value.
    static func faded(_ word: UInt32) -> UInt32 {
        let alpha = Int(word >> 24)
        var result: UInt32 = 0xFF00_0000
        for shift in [0, 8, 16] as [UInt32] {
            let premultiplied = Int((word >> shift) & 0xFF)
            let overWhite = premultiplied + (255 - alpha)
            let fadedValue = 255 - (255 - overWhite) / 4
            result |= UInt32(max(0, min(255, fadedValue))) << shift
        }
        return result
    }

    /// ARGB32 words (premultiplied, Cairo's order) written as PNG by Cairo.
    static func encode(words: [UInt32], width: Int, height: Int) -> Data? {
        guard width > 0, height > 0 else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(data + y * stride)
            for x in 0..<width { row.storeBytes(of: words[y * width + x], toByteOffset: 4 * x, as: UInt32.self) }
        }
        cairo_surface_mark_dirty(surface)
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        return status == CAIRO_STATUS_SUCCESS ? sink.data : nil
    }
}
