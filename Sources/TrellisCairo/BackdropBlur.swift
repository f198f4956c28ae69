import CoreGraphics
import CPangoCairo
import Foundation

/// A visual effect view's backdrop: what is already drawn under a path,
/// blurred. Core Animation's backdrop layers run a Gaussian blur filter
/// over the pixels behind them (iphonedev.wiki, "UIBackdropView": a
/// `CABackdropLayer` with the `gaussianBlur` filter); here the pixels are
/// the image surface drawn so far, read back, blurred with three box blurs
/// a channel (as `ShadowBlur` blurs a shadow's alpha) and written back
/// inside the path.
///
/// Only image surfaces can be read back: on PDF and SVG surfaces nothing
/// happens (the material's tint drawn over it still shows). Inside a
/// transparency layer (a view with alpha below 1) the backdrop is what the
/// layer itself has drawn so far, not what lies under the layer.
package enum BackdropBlur {
    /// Blurs the pixels of `cairo`'s target under `path` (user space) with
    /// a Gaussian of `radius` points, and scales their saturation.
    /// - Complexity: O(pixels of the path's bounding box, padded by 3 radii).
    package static func apply(path: CGPath, radius: CGFloat, saturation: CGFloat, in cairo: OpaquePointer, setPath: (OpaquePointer) -> Void) {
        guard radius.isFinite, radius > 0 else { return }
        let target = cairo_get_group_target(cairo)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return }
        let box = path.boundingBoxOfPath
        guard !box.isNull, !box.isInfinite, box.width > 0, box.height > 0 else { return }

        // The box in the surface's pixels: user → device (the context's
        // transform) → pixels (the surface's device scale and offset).
        var offsetX = 0.0, offsetY = 0.0, scaleX = 1.0, scaleY = 1.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for corner in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
            var x = Double(corner.0), y = Double(corner.1)
            cairo_user_to_device(cairo, &x, &y)
            x = x * scaleX + offsetX
            y = y * scaleY + offsetY
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cairo, &unitX, &unitY)
        let pixelsPerPoint = max(0.01, hypot(unitX, unitY) * scaleX)
        let sigma = Double(radius) * pixelsPerPoint
        let width = Int(cairo_image_surface_get_width(target)), height = Int(cairo_image_surface_get_height(target))
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, sigma.isFinite else { return }
        // The pixels read: the box, padded so the blur reaches in from
        // outside it, within the surface.
        let padding = (3 * sigma).rounded(.up)
        let x0 = Int(max(0, min(Double(width), (minX - padding).rounded(.down))))
        let y0 = Int(max(0, min(Double(height), (minY - padding).rounded(.down))))
        let x1 = Int(max(0, min(Double(width), (maxX + padding).rounded(.up))))
        let y1 = Int(max(0, min(Double(height), (maxY + padding).rounded(.up))))
        let regionWidth = x1 - x0, regionHeight = y1 - y0
        guard regionWidth > 0, regionHeight > 0, regionWidth * regionHeight < 64_000_000 else { return }

        cairo_surface_flush(target)
        guard let source = cairo_image_surface_get_data(target) else { return }
        let sourceStride = Int(cairo_image_surface_get_stride(target))
        guard let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(regionWidth), Int32(regionHeight)),
              cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(blurred) }
        guard let pixels = cairo_image_surface_get_data(blurred) else { return }
        let stride = Int(cairo_image_surface_get_stride(blurred))
        for row in 0..<regionHeight {
            (pixels + row * stride).update(from: source + (y0 + row) * sourceStride + x0 * 4, count: regionWidth * 4)
        }
        blur(pixels, width: regionWidth, height: regionHeight, stride: stride, sigma: sigma)
        if saturation != 1 { saturate(pixels, width: regionWidth, height: regionHeight, stride: stride, by: Double(saturation)) }
        cairo_surface_mark_dirty(blurred)

        // Written back inside the path: the blurred pixels replace what was there.
        cairo_save(cairo)
        setPath(cairo)
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        cairo_surface_set_device_scale(blurred, scaleX, scaleY)
        cairo_set_source_surface(cairo, blurred, (Double(x0) - offsetX) / scaleX, (Double(y0) - offsetY) / scaleY)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// A Gaussian blur of premultiplied ARGB32 pixels, three box blurs per
    /// channel each way; at the region's edges the edge pixel repeats, as a
    /// backdrop at the screen's edge does not darken.
    package static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double) {
        let boxes = ShadowBlur.boxSizes(sigma: sigma, count: 3)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height) * 4)
        defer { scratch.deallocate() }
        for box in boxes where box > 1 {
            let radius = (box - 1) / 2
            for y in 0..<height { boxBlur(pixels + y * stride, count: width, step: 4, radius: radius, scratch: scratch) }
            for x in 0..<width { boxBlur(pixels + x * 4, count: height, step: stride, radius: radius, scratch: scratch) }
        }
    }

    /// Scales the saturation of premultiplied ARGB32 pixels: each channel
    /// moves away from (or towards) the pixel's luminance (Rec. 709
    /// weights), held between 0 and the pixel's alpha.
    package static func saturate(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, by factor: Double) {
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let pixel = row + x * 4
                // Little-endian ARGB32: blue, green, red, alpha.
                let b = Double(pixel[0]), g = Double(pixel[1]), r = Double(pixel[2]), a = Double(pixel[3])
                let luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b
                func adjusted(_ c: Double) -> UInt8 { UInt8(min(a, max(0, luminance + (c - luminance) * factor)).rounded()) }
                pixel[0] = adjusted(b); pixel[1] = adjusted(g); pixel[2] = adjusted(r)
            }
        }
    }

    /// One box blur of the four channels of `count` pixels `step` bytes
    /// apart, the ends extended.
    private static func boxBlur(_ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, scratch: UnsafeMutablePointer<Int32>) {
        for index in 0..<count {
            let pixel = start + index * step
            for channel in 0..<4 { scratch[index * 4 + channel] = Int32(pixel[channel]) }
        }
        let width = 2 * radius + 1
        let last = count - 1
        for channel in 0..<4 {
            // The window around pixel 0, ends clamped.
            var sum = 0
            for offset in -radius...radius { sum += Int(scratch[min(max(offset, 0), last) * 4 + channel]) }
            for index in 0..<count {
                start[index * step + channel] = UInt8((sum + width / 2) / width)
                let entering = min(index + radius + 1, last), leaving = max(index - radius, 0)
                sum += Int(scratch[entering * 4 + channel]) - Int(scratch[leaving * 4 + channel])
            }
        }
    }
}
