import CPangoCairo
import Foundation
import TrellisCairo

extension UIImage {
    /// `draw(in:)` and its blend-mode form: the image item recorded into
    /// the current context, turned as `imageOrientation` says.
    func drawInCurrentContext(_ rect: CGRect, blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext(), Self.isDrawable(rect),
              let item = displayImage(tintColor: nil) else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        let stored = orient(rect, in: context)
        context.drawImage(item.image, in: stored, tint: item.tint)
        context.restoreGState()
    }

    /// Concatenates the transform that shows the stored pixels turned into
    /// `rect`, and returns the rectangle to draw the stored pixels in.
    private func orient(_ rect: CGRect, in context: CGContext) -> CGRect {
        let orientation = imageOrientation
        guard orientation != .up else { return rect }
        let w = rect.width, h = rect.height
        context.translateBy(x: rect.minX, y: rect.minY)
        switch orientation {
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored:
            context.translateBy(x: w, y: 0)
            context.scaleBy(x: -1, y: 1)
        case .up, .down, .left, .right:
            break
        }
        switch orientation {
        case .down, .downMirrored:
            context.translateBy(x: w, y: h)
            context.rotate(by: .pi)
        case .left, .leftMirrored:
            context.translateBy(x: 0, y: h)
            context.rotate(by: -.pi / 2)
        case .right, .rightMirrored:
            context.translateBy(x: w, y: 0)
            context.rotate(by: .pi / 2)
        case .up, .upMirrored:
            break
        }
        return CGRect(x: 0, y: 0, width: orientation.swapsSides ? h : w, height: orientation.swapsSides ? w : h)
    }

    /// `drawAsPattern(in:)`: copies of the image at its size from `rect`'s
    /// origin, clipped to `rect`; at most 10,000 of them.
    func drawTiles(in rect: CGRect) {
        let size = self.size
        guard let context = UIGraphicsGetCurrentContext(), Self.isDrawable(rect), size.width > 0, size.height > 0 else { return }
        let columns = Int((rect.width / size.width).rounded(.up)), rows = Int((rect.height / size.height).rounded(.up))
        guard columns * rows <= 10_000 else { return }
        context.saveGState()
        context.clip(to: rect)
        for row in 0..<rows {
            for column in 0..<columns {
                draw(in: CGRect(x: rect.minX + CGFloat(column) * size.width, y: rect.minY + CGFloat(row) * size.height,
                                width: size.width, height: size.height))
            }
        }
        context.restoreGState()
    }

    /// Whether a rectangle can be drawn into: finite, not empty.
    private static func isDrawable(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite && rect.width > 0 && rect.height > 0
    }

    /// `cgImage`: an untinted, upright bitmap's own pixels; anything else
    /// drawn at its size and scale.
    func makeCGImage() -> CGImage? {
        if case .bitmap = storage.content, imageTintColor == nil, imageOrientation == .up,
           let item = displayImage(tintColor: nil), case let .bitmap(bitmap) = item.image {
            return bitmap
        }
        let size = self.size
        guard size.width > 0, size.height > 0 else { return nil }
        let context = CGContext(bounds: CGRect(origin: .zero, size: size))
        GraphicsContextStack.withCurrent(context) { draw(in: CGRect(origin: .zero, size: size)) }
        return DisplayListRasterizer.image(of: context.displayList, size: size, scale: scale, opaque: false)?.cgImage
    }

    // MARK: - JPEG

    /// The image as JPEG data of `compressionQuality` (0 smallest … 1
    /// best), at its pixel size, transparent areas black as a JPEG has no
    /// alpha; encoded by gdk-pixbuf's JPEG writer. Nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let bitmap = cgImage else { return nil }
        let quality = compressionQuality.isFinite ? Int((min(max(compressionQuality, 0), 1) * 100).rounded()) : 90
        // gdk-pixbuf takes RGB bytes: the premultiplied colors, which are
        // the colors over black.
        var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let pixel = bitmap.pixel(x: x, y: y), offset = (y * bitmap.width + x) * 3
                rgb[offset] = pixel.r
                rgb[offset + 1] = pixel.g
                rgb[offset + 2] = pixel.b
            }
        }
        return rgb.withUnsafeBufferPointer { bytes -> Data? in
            guard let pixbuf = gdk_pixbuf_new_from_data(bytes.baseAddress, 0, 0, 8, Int32(bitmap.width), Int32(bitmap.height),
                                                        Int32(bitmap.width * 3), nil, nil) else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            var buffer: UnsafeMutablePointer<gchar>?
            var length: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let saved = "quality".withCString { key in
                String(quality).withCString { value in
                    var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                    var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                    return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &length, "jpeg", &keys, &values, &error)
                }
            }
            if let error { g_error_free(error) }
            guard saved != 0, let buffer else { return nil }
            defer { g_free(buffer) }
            return Data(bytes: buffer, count: Int(length))
        }
    }
}
