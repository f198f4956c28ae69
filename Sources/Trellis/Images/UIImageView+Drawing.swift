import TrellisCairo
import Foundation

extension UIImageView {
    /// The image shown, where `imageRect(for:)` puts it in the bounds,
    /// tinted as `UIImage.displayImage(tintColor:)` says.
    func drawImageContent(in ctx: CGContext) {
        guard let image = displayedImage, let item = image.displayImage(tintColor: tintColor) else { return }
        ctx.drawImage(item.image, in: imageRect(for: bounds), tint: item.tint)
    }
}

extension UIImage {
    /// The image as a display-list image and the color it is filled with,
    /// if any: a template image (`.alwaysTemplate`) is filled with
    /// `tintColor` (a view's tint), or with the image's own tint from
    /// `withTintColor(_:)` when `tintColor` is nil; an image that is not a
    /// template but has its own tint is filled with that; a symbol's own
    /// tint, then its configuration's color, win over the view's. Bitmaps
    /// are `CGImage`s (decoded once and kept); SVGs stay vectors, carried
    /// as their SVG data so that PDF and SVG output stay vectors. Nil for
    /// an empty image or a bitmap that does not decode.
    package func displayImage(tintColor: UIColor?) -> (image: DisplayImage, tint: CGColor?)? {
        var fill = renderingMode == .alwaysTemplate ? (tintColor ?? imageTintColor) : imageTintColor
        if let symbol {
            fill = imageTintColor ?? symbol.configuration.layerColor ?? fill
        }
        guard let image = storage.lock.withLock({ storage.displayImage() }) else { return nil }
        return (image, fill?.drawingColor())
    }
}

extension ImageStorage {
    /// The content as a display-list image. Call with `lock` held.
    func displayImage() -> DisplayImage? {
        switch content {
        case .empty:
            return nil
        case .bitmap:
            if let cachedBitmap { return .bitmap(cachedBitmap) }
            guard let surface = bitmapSurface(), let image = CairoBackend.image(of: surface) else { return nil }
            cachedBitmap = image
            return .bitmap(image)
        case .vector:
            return vectorImage.map { .vector($0) }
        }
    }
}
