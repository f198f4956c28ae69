import CPangoCairo
import Foundation
import TrellisCairo

/// The pixels an image renderer makes (`UIGraphicsImageRendererFormat`, iOS 10).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The color range of the image (iOS 12); Trellis draws 8-bit sRGB whatever is asked.
    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// Pixels per point; the main screen's scale by default ("The default
    /// value is equal to the scale of the main screen", Apple's
    /// documentation of `scale`).
    open var scale: CGFloat = UIScreen.main.scale
    /// Whether the image has no alpha channel to speak of: false by
    /// default. An opaque image starts black where nothing is drawn, as
    /// an opaque bitmap context does on iOS.
    open var opaque: Bool = false
    /// `.automatic` by default.
    open var preferredRange: Range = .automatic

    public required init() {
        super.init()
    }

    /// The format for images shown with `traitCollection`: its display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0, traitCollection.displayScale.isFinite { scale = traitCollection.displayScale }
    }

    override func copyValues(to copy: UIGraphicsRendererFormat) {
        guard let copy = copy as? UIGraphicsImageRendererFormat else { return }
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
    }

    /// The scale drawn at: `scale` when it is a usable number, else 1.
    var drawingScale: CGFloat { scale.isFinite && scale > 0 ? min(scale, 16) : 1 }
}

/// What an image renderer's actions draw with (`UIGraphicsImageRendererContext`).
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    private let imageBounds: CGRect

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, bounds: CGRect) {
        imageBounds = bounds
        super.init(cgContext: cgContext, format: format)
    }

    /// The renderer's format, as an image format.
    open override var format: UIGraphicsImageRendererFormat {
        storedFormat as? UIGraphicsImageRendererFormat ?? .default()
    }

    /// The image drawn so far.
    open var currentImage: UIImage {
        UIGraphicsImageRenderer.image(of: cgContext.displayList, size: imageBounds.size, format: format)
    }
}

/// Draws images: the actions draw into a recording context, and the
/// display list they made is rasterized by the Cairo backend at the
/// format's scale (`UIGraphicsImageRenderer`, iOS 10).
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// A closure that draws an image.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    open override var allowsImageOutput: Bool { true }

    /// A renderer of images of `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), formatOrNil: nil)
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), formatOrNil: format)
    }

    /// Images of `bounds`: drawing at `bounds.origin` lands at the image's
    /// top-left corner.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: bounds, formatOrNil: format)
    }

    override class func defaultFormat() -> UIGraphicsRendererFormat { UIGraphicsImageRendererFormat.default() }

    /// A copy of the format the renderer was made with, its bounds set.
    open override var format: UIGraphicsImageRendererFormat {
        storedFormat as? UIGraphicsImageRendererFormat ?? .default()
    }

    private var imageFormat: UIGraphicsImageRendererFormat { format }

    /// The image `actions` draw, of the renderer's size at the format's
    /// scale; an empty image for an empty size.
    ///
    /// - Complexity: what the actions draw, then O(pixels) to rasterize.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = draw(actions)
        return Self.image(of: context.displayList, size: format.bounds.size, format: imageFormat)
    }

    /// The image `actions` draw, as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The image `actions` draw, as JPEG data of `compressionQuality` (0
    /// smallest … 1 best); encoded by gdk-pixbuf's JPEG writer.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Runs `actions` with a fresh recording context current.
    private func draw(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let bounds = format.bounds
        let context = makeContext(bounds: bounds)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: imageFormat, bounds: bounds)
        GraphicsContextStack.withCurrent(context) { actions(rendererContext) }
        return context
    }

    /// `list` rasterized into an image of `size` points.
    static func image(of list: DisplayList, size: CGSize, format: UIGraphicsImageRendererFormat) -> UIImage {
        DisplayListRasterizer.image(of: list, size: size, scale: format.drawingScale, opaque: format.opaque) ?? UIImage()
    }
}

/// Turns recorded drawing into images, through the Cairo backend.
enum DisplayListRasterizer {
    /// `list` drawn into a bitmap of `size` points at `scale`; opaque
    /// bitmaps start black. Nil for an empty size or one the backend refuses
    /// (beyond 32,767 pixels a side, or `UIImage.limits`).
    static func image(of list: DisplayList, size: CGSize, scale: CGFloat, opaque: Bool) -> UIImage? {
        let pixels = CGSize(width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
        guard size.width > 0, size.height > 0, UIImage.limits.allows(width: Double(pixels.width), height: Double(pixels.height)) else { return nil }
        var drawn = list
        if opaque {
            let background = CGMutablePath()
            background.addRect(CGRect(origin: .zero, size: size))
            drawn.items.insert(.fill(background, .color(CGColor(gray: 0, alpha: 1)), .winding, .normal), at: 0)
        }
        guard let bitmap = CairoBackend.rasterize(drawn, size: size, scale: scale, opaque: opaque) else { return nil }
        return UIImage(cgImage: bitmap, scale: scale, orientation: .up)
    }
}
