import CPangoCairo
import Foundation

/// A layer's shadow, blurred as Core Animation blurs it: the shape is drawn
/// into an alpha mask at the output's resolution, blurred with a Gaussian of
/// standard deviation `shadowRadius` (the equivalence design tools use: a
/// CSS or Figma blur of 2r is a shadowRadius of r), and painted in the
/// shadow color under the layer.
package enum ShadowBlur {
    /// Paints the shadow of what `paint` draws (in user space, with an
    /// opaque source set), moved by `offset`; `bounds` contains it. Vector
    /// surfaces get a mask at twice their point resolution.
    package static func paint(_ paint: (OpaquePointer) -> Void, bounds: CGRect, offset: CGSize, radius: CGFloat,
                      color: (red: Double, green: Double, blue: Double, alpha: Double), in cairo: OpaquePointer) {
        guard color.alpha > 0 else { return }
        let sigma = max(0, radius.isFinite ? Double(radius) : 0)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        guard sigma > 0 else {
            cairo_translate(cairo, offset.width, offset.height)
            paint(cairo)
            return
        }
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cairo, &unitX, &unitY)
        let isImage = cairo_surface_get_type(cairo_get_target(cairo)) == CAIRO_SURFACE_TYPE_IMAGE
        let scale = isImage ? max(0.1, hypot(unitX, unitY)) : 2
        let padding = (3 * sigma).rounded(.up) + 1
        let area = bounds.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -padding, dy: -padding)
        // Measured in Double first: a huge radius, offset or view would overflow Int32 (and NaN traps converting).
        let pixelWidth = (area.width * scale).rounded(.up), pixelHeight = (area.height * scale).rounded(.up)
        guard pixelWidth > 0, pixelHeight > 0, pixelWidth * pixelHeight < 64_000_000 else { return }
        let width = Int32(pixelWidth), height = Int32(pixelHeight)
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height),
              cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(mask) }
        let maskCairo = cairo_create(mask)!
        cairo_scale(maskCairo, scale, scale)
        cairo_translate(maskCairo, -area.minX + offset.width, -area.minY + offset.height)
        cairo_set_source_rgba(maskCairo, 0, 0, 0, 1)
        paint(maskCairo)
        cairo_destroy(maskCairo)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            blur(data, width: Int(width), height: Int(height), stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma * scale)
        }
        cairo_surface_mark_dirty(mask)
        cairo_surface_set_device_scale(mask, scale, scale)
        cairo_mask_surface(cairo, mask, area.minX, area.minY)
    }

    /// A Gaussian blur of an 8-bit alpha image, approximated by three box
    /// blurs each way (the widths chosen so their variance is sigma²).
    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let boxes = boxSizes(sigma: sigma, count: 3)
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width, height))
        defer { line.deallocate() }
        for box in boxes where box > 1 {
            let radius = (box - 1) / 2
            for y in 0..<height { boxBlur(pixels + y * stride, count: width, step: 1, radius: radius, scratch: line) }
            for x in 0..<width { boxBlur(pixels + x, count: height, step: stride, radius: radius, scratch: line) }
        }
    }

    /// Odd box widths whose three passes make a Gaussian of `sigma` (Kovesi, 2010).
    package static func boxSizes(sigma: Double, count: Int) -> [Int] {
        let ideal = (12 * sigma * sigma / Double(count) + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let lowerCount = Int(((12 * sigma * sigma - Double(count * lower * lower) - Double(4 * count * lower) - Double(3 * count))
            / Double(-4 * lower - 4)).rounded())
        return (0..<count).map { $0 < lowerCount ? max(1, lower) : upper }
    }

    /// One box blur of radius `radius` along a line of `count` samples `step` apart; outside is transparent.
    private static func boxBlur(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: UnsafeMutablePointer<UInt8>) {
        for index in 0..<count { scratch[index] = start[index * step] }
        let width = 2 * radius + 1
        var sum = 0
        for index in 0..<min(radius, count) { sum += Int(scratch[index]) }
        for index in 0..<count {
            let entering = index + radius, leaving = index - radius - 1
            if entering < count { sum += Int(scratch[entering]) }
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
            start[index * step] = UInt8((sum + width / 2) / width)
        }
    }
}
