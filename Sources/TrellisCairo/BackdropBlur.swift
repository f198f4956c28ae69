import CoreGraphics
import CPangoCairo
import Foundation

/// A visual effect view's backdrop: what is already drawn under a path,
/// blurred. Core Animation's backdrop layers run a Gaussian blur filter
/// over the pixels behind them (iphonedev.wiki, "UIBackdropView": a
/// `CABackdropLayer` with the `gaussianBlur` filter); here the pixels are
/// the image surface drawn so far, read back (shrunk, for a wide blur),
/// blurred with three box blurs a channel (as `ShadowBlur` blurs a
/// shadow's alpha) and written back inside the path (stretched back).
///
/// Only image surfaces can be read back: on PDF and SVG surfaces nothing
/// happens (the material's tint drawn over it still shows). Inside a
/// transparency layer (a view with alpha below 1) the backdrop is what the
/// layer itself has drawn so far, not what lies under the layer.
package enum BackdropBlur {
    /// Blurs the pixels of `cairo`'s target under `path` (user space) with
    /// a Gaussian of `radius` points, and scales their saturation.
    /// - Complexity: O(pixels of the path's bounding box, padded by 3 radii):
    ///   one pass to shrink, one to write back; the blur itself on 1/25σ² of them.
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
        // The blur runs on a copy shrunk `factor` times each way (block
        // averages), then is stretched back with bilinear filtering: a
        // Gaussian this wide leaves nothing a fifth of its deviation could
        // show, and the work falls by the factor squared (a 30-point blur at
        // scale 3 is 90 pixels: 18 times fewer pixels each way). The
        // shrinking (a box of variance k²/12) and the stretching (a tent,
        // k²/6) blur a little themselves; the Gaussian run on the small copy
        // is narrowed so the three together have the deviation asked for.
        let factor = max(1, Int(sigma / 5))
        let smallWidth = (regionWidth + factor - 1) / factor, smallHeight = (regionHeight + factor - 1) / factor
        guard let blurred = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallWidth), Int32(smallHeight)),
              cairo_surface_status(blurred) == CAIRO_STATUS_SUCCESS else { return }
        defer { cairo_surface_destroy(blurred) }
        guard let pixels = cairo_image_surface_get_data(blurred) else { return }
        let stride = Int(cairo_image_surface_get_stride(blurred))
        shrink(source + y0 * sourceStride + x0 * 4, stride: sourceStride, width: regionWidth, height: regionHeight,
               by: factor, into: pixels, stride: stride)
        let k = Double(factor)
        let smallSigma = factor == 1 ? sigma : ((sigma * sigma - k * k / 4) / (k * k)).squareRoot()
        blur(pixels, width: smallWidth, height: smallHeight, stride: stride, sigma: smallSigma)
        if saturation != 1 { saturate(pixels, width: smallWidth, height: smallHeight, stride: stride, by: Double(saturation)) }
        cairo_surface_mark_dirty(blurred)

        // Written back inside the path: the blurred pixels replace what was
        // there. In device space (identity matrix) one unit is `scale`
        // pixels; a small pixel is `factor` of them.
        cairo_save(cairo)
        setPath(cairo)
        cairo_clip(cairo)
        cairo_identity_matrix(cairo)
        let pattern = cairo_pattern_create_for_surface(blurred)!
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, scaleX / k, scaleY / k)
        cairo_matrix_translate(&matrix, -(Double(x0) - offsetX) / scaleX, -(Double(y0) - offsetY) / scaleY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, factor == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cairo, pattern)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Averages `factor`×`factor` blocks of premultiplied ARGB32 pixels into
    /// one pixel each (the last row and column of blocks may be partial).
    /// - Complexity: O(width × height).
    package static func shrink(_ source: UnsafePointer<UInt8>, stride sourceStride: Int, width: Int, height: Int, by factor: Int,
                               into destination: UnsafeMutablePointer<UInt8>, stride: Int) {
        let smallWidth = (width + factor - 1) / factor
        var sums = [Int](repeating: 0, count: smallWidth * 4)
        var row = 0
        while row < height {
            let rows = min(factor, height - row)
            for index in sums.indices { sums[index] = 0 }
            sums.withUnsafeMutableBufferPointer { sums in
                for y in row..<(row + rows) {
                    let line = source + y * sourceStride
                    for x in 0..<width {
                        let cell = (x / factor) * 4, pixel = line + x * 4
                        sums[cell] += Int(pixel[0]); sums[cell + 1] += Int(pixel[1])
                        sums[cell + 2] += Int(pixel[2]); sums[cell + 3] += Int(pixel[3])
                    }
                }
                let out = destination + (row / factor) * stride
                for cell in 0..<smallWidth {
                    let count = rows * min(factor, width - cell * factor)
                    for channel in 0..<4 { out[cell * 4 + channel] = UInt8((sums[cell * 4 + channel] + count / 2) / count) }
                }
            }
            row += rows
        }
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
