import CoreGraphics
import Foundation
import Testing
@testable import Trellis

/// A view whose `draw(_:)` fills a circle the size of its bounds.
private final class DotView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIBezierPath(ovalIn: bounds).fill()
    }
}

/// Pixels of images drawn by `UIGraphicsImageRenderer` and friends, read
/// back from their bitmaps and PNG data.
@Suite struct ImageRendererTests {
    private func format(scale: CGFloat, opaque: Bool = false) -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = opaque
        return format
    }

    /// Premultiplied (a, r, g, b) of a pixel.
    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> [UInt8] {
        guard let bitmap = image.cgImage else { return [] }
        let p = bitmap.pixel(x: x, y: y)
        return [p.a, p.r, p.g, p.b]
    }

    /// The draw(_:) circle: inside it is red, its bounding box's corners
    /// are transparent, at twice the points in pixels.
    @Test func drawRectCirclePixels() {
        let view = DotView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .clear
        let renderer = UIGraphicsImageRenderer(size: view.bounds.size, format: format(scale: 2))
        let image = renderer.image { _ in
            #expect(view.drawHierarchy(in: view.bounds, afterScreenUpdates: true))
        }
        #expect(image.size == CGSize(width: 40, height: 40) && image.scale == 2)
        #expect(image.cgImage?.width == 80 && image.cgImage?.height == 80)
        #expect(pixel(image, 40, 40) == [255, 255, 0, 0])
        #expect(pixel(image, 40, 2) == [255, 255, 0, 0])
        #expect(pixel(image, 3, 3) == [0, 0, 0, 0])
        #expect(pixel(image, 76, 76) == [0, 0, 0, 0])
    }

    @Test func pngDataHoldsThePixelsDrawn() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6), format: format(scale: 1))
        let data = renderer.pngData { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
        }
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let image = try #require(UIImage(data: data))
        #expect(image.size == CGSize(width: 10, height: 6))
        #expect(pixel(image, 2, 3) == [255, 0, 0, 255])
        #expect(pixel(image, 7, 3) == [0, 0, 0, 0])
    }

    /// An opaque format's image starts black, as an opaque bitmap does on iOS.
    @Test func opaqueImagesStartBlack() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format(scale: 1, opaque: true)).image { _ in }
        #expect(pixel(image, 1, 1) == [255, 0, 0, 0])
    }

    /// "The default value is equal to the scale of the main screen"
    /// (Apple's documentation of `UIGraphicsImageRendererFormat.scale`).
    @Test func theDefaultScaleIsTheMainScreens() {
        #expect(UIGraphicsImageRendererFormat.default().scale == UIScreen.main.scale)
        #expect(UIGraphicsImageRendererFormat().opaque == false)
        #expect(UIGraphicsImageRendererFormat().preferredRange == .automatic)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3))
        #expect(renderer.image { _ in }.scale == UIScreen.main.scale)
        #expect(renderer.format.bounds == CGRect(x: 0, y: 0, width: 3, height: 3))
        // As in UIKit, an image renderer's and its context's formats are image formats.
        let twice = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format(scale: 2))
        #expect(twice.format.scale == 2)
        _ = twice.image { context in #expect(context.format.scale == 2 && !context.format.opaque) }
    }

    @Test func rendererBoundsOriginIsTheImagesTopLeft() {
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 10, width: 4, height: 4), format: format(scale: 1))
        let image = renderer.image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 2, height: 2))
        }
        #expect(pixel(image, 0, 0) == [255, 0, 255, 0])
        #expect(pixel(image, 3, 3) == [0, 0, 0, 0])
    }

    @Test func currentImageIsWhatIsDrawnSoFar() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format(scale: 1))
        var before: UIImage?
        _ = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            before = context.currentImage
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        #expect(before.map { pixel($0, 1, 0) } == [0, 0, 0, 0])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func jpegDataIsAJPEGOfThePixelSize() throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format(scale: 1))
        let data = renderer.jpegData(withCompressionQuality: 0.8) { context in
            UIColor.orange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        #expect(data.starts(with: [0xFF, 0xD8, 0xFF]))
        #expect(data.suffix(2) == Data([0xFF, 0xD9]))
        // The baseline frame header (SOF0) says 20 rows of 30 columns.
        let bytes = [UInt8](data)
        let sof = try #require(bytes.indices.dropLast(8).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        #expect(Int(bytes[sof + 5]) << 8 | Int(bytes[sof + 6]) == 20)
        #expect(Int(bytes[sof + 7]) << 8 | Int(bytes[sof + 8]) == 30)
    }

    @Test func imageContextFunctionsDrawAnImage() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 8), false, 1)
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 8))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image?.size == CGSize(width: 8, height: 8))
        #expect(image.map { pixel($0, 1, 1) } == [255, 0, 0, 255])
        #expect(image.map { pixel($0, 6, 1) } == [0, 0, 0, 0])
        // Not an image context: no image, and End pops nothing.
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsEndImageContext()
    }

    @Test func imagesDrawIntoTheCurrentContext() {
        let red = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format(scale: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: format(scale: 1)).image { _ in
            red.draw(in: CGRect(x: 2, y: 2, width: 4, height: 4))
            red.draw(at: .zero, blendMode: .normal, alpha: 0.5)
        }
        #expect(pixel(image, 4, 4) == [255, 255, 0, 0])
        #expect(pixel(image, 1, 1)[0] > 120 && pixel(image, 1, 1)[0] < 135)
        #expect(pixel(image, 4, 0) == [0, 0, 0, 0])
    }

    /// `UIImage(cgImage:scale:orientation:)`: a `.right` image is turned a
    /// quarter clockwise, so its sides swap and its top row becomes its
    /// right column.
    @Test func orientedImagesTurnWhenDrawn() throws {
        let strip = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format(scale: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        let turned = UIImage(cgImage: try #require(strip.cgImage), scale: 1, orientation: .right)
        #expect(turned.size == CGSize(width: 2, height: 4) && turned.imageOrientation == .right)
        let drawn = UIGraphicsImageRenderer(size: turned.size, format: format(scale: 1)).image { _ in turned.draw(at: .zero) }
        #expect(pixel(drawn, 1, 0) == [255, 255, 0, 0] && pixel(drawn, 1, 3) == [255, 255, 0, 0])
        #expect(pixel(drawn, 0, 1) == [0, 0, 0, 0])
    }

    @Test func snapshotViewShowsThePictureOfTheView() throws {
        let view = DotView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: false))
        #expect(snapshot.bounds.size == view.bounds.size)
        #expect(snapshot.layer.contents != nil)
    }

    /// Text drawn by `NSString.draw(in:withAttributes:)` puts ink inside the
    /// rectangle its size says, in its color, and none below it.
    @Test func drawnTextInksItsMeasuredRectangle() {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.blue]
        let size = "HH".size(withAttributes: attributes)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60), format: format(scale: 1)).image { _ in
            "HH".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes)
        }
        var ink: [(Int, Int)] = []
        for y in 0..<60 {
            for x in 0..<60 where pixel(image, x, y)[0] > 128 { ink.append((x, y)) }
        }
        #expect(!ink.isEmpty)
        #expect(ink.allSatisfy { CGFloat($0.0) >= 5 && CGFloat($0.0) <= 5 + size.width && CGFloat($0.1) >= 5 && CGFloat($0.1) <= 5 + size.height })
        #expect(ink.contains { pixel(image, $0.0, $0.1) == [255, 0, 0, 255] })
    }

    /// A multi-page PDF: one `/Type /Page` object per `beginPage`, each with
    /// its own media box.
    @Test func pdfRendererWritesOnePagePerBeginPage() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let data = renderer.pdfData { context in
            context.beginPage()
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            context.beginPage()
            "Page two".draw(at: CGPoint(x: 10, y: 10), withAttributes: nil)
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 400), pageInfo: [:])
            #expect(context.pdfContextBounds == CGRect(x: 0, y: 0, width: 300, height: 400))
        }
        #expect(data.starts(with: Array("%PDF".utf8)))
        let text = String(decoding: data, as: UTF8.self)
        let pages = text.components(separatedBy: "/Type /Page\n").count - 1 + text.components(separatedBy: "/Type /Page ").count - 1
            + text.components(separatedBy: "/Type /Page>").count - 1 + text.components(separatedBy: "/Type /Page/").count - 1
        #expect(pages == 3)
        #expect(text.contains("/MediaBox [ 0 0 200 100 ]"))
        #expect(text.contains("/MediaBox [ 0 0 300 400 ]"))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cgdraw-\(UUID().uuidString).pdf")
        try renderer.writePDF(to: url) { context in context.beginPage() }
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try Data(contentsOf: url).starts(with: Array("%PDF".utf8)))
    }

    // MARK: - clip(to:mask:)

    /// A 20×10 mask whose `top` half (in UIKit's y-down space) is drawn in
    /// `color`, the rest left as the format starts (transparent, or black
    /// when `opaque`).
    private func mask(top color: UIColor, opaque: Bool = false) throws -> CGImage {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format(scale: 1, opaque: opaque)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
        }
        return try #require(image.cgImage)
    }

    /// Fills the whole 20×10 image red under a mask (`flip`: with the CTM
    /// flipped first, as iOS code does to map a mask the right way up).
    private func redThrough(_ mask: CGImage, flip: Bool = false, then: ((CGContext) -> Void)? = nil) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format(scale: 1)).image { context in
            let cg = context.cgContext
            cg.saveGState()
            if flip {
                cg.translateBy(x: 0, y: 10)
                cg.scaleBy(x: 1, y: -1)
            }
            cg.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: mask)
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
            cg.restoreGState()
            then?(cg)
        }
    }

    /// An image with transparency masks by its alpha. Core Graphics maps a
    /// mask as it draws an image, in its own y-up space, so in a UIKit
    /// context a mask comes out upside down, and code flips the CTM first
    /// (the idiom of tinting an icon: translate by the height, scale y by
    /// -1, `clip(to:mask:)`, fill; see `draw(_:in:)`'s comment).
    @Test func aMaskWithAlphaKeepsItsOpaquePartUpsideDownUnlessTheCTMIsFlipped() throws {
        let opaqueTop = try mask(top: .black)
        let unflipped = redThrough(opaqueTop)
        #expect(pixel(unflipped, 10, 2) == [0, 0, 0, 0])
        #expect(pixel(unflipped, 10, 7) == [255, 255, 0, 0])
        let flipped = redThrough(opaqueTop, flip: true)
        #expect(pixel(flipped, 10, 2) == [255, 255, 0, 0])
        #expect(pixel(flipped, 10, 7) == [0, 0, 0, 0])
    }

    /// "If `mask` is an image, then it must be in the DeviceGray color
    /// space" (Apple's documentation of `clip(to:mask:)`): an opaque mask's
    /// gray level is the coverage, white painting and black not.
    @Test func anOpaqueMaskMasksByItsGrayLevel() throws {
        let whiteTopOnBlack = try mask(top: .white, opaque: true)
        let image = redThrough(whiteTopOnBlack, flip: true)
        #expect(pixel(image, 3, 2) == [255, 255, 0, 0])
        #expect(pixel(image, 3, 7) == [0, 0, 0, 0])
        let gray = try mask(top: UIColor(white: 0.5, alpha: 1), opaque: true)
        let half = pixel(redThrough(gray, flip: true), 3, 2)
        #expect(half.count == 4 && (120...136).contains(half[0]) && half[0] == half[1] && half[2] == 0)
    }

    /// The mask belongs to the graphics state: what is drawn after
    /// `restoreGState` is not masked, and a mask still in force when the
    /// drawing ends applies to what was drawn under it.
    @Test func restoringTheStateEndsTheMaskAndAnOpenMaskStillApplies() throws {
        let opaqueTop = try mask(top: .black)
        let after = redThrough(opaqueTop, flip: true) { cg in
            cg.setFillColor(UIColor.blue.cgColor)
            cg.fill(CGRect(x: 15, y: 0, width: 5, height: 10))
        }
        #expect(pixel(after, 17, 8) == [255, 0, 0, 255])
        #expect(pixel(after, 5, 8) == [0, 0, 0, 0])
        let open = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format(scale: 1)).image { context in
            let cg = context.cgContext
            cg.translateBy(x: 0, y: 10)
            cg.scaleBy(x: 1, y: -1)
            cg.clip(to: CGRect(x: 0, y: 0, width: 20, height: 10), mask: opaqueTop)
            cg.saveGState()
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
        }
        #expect(pixel(open, 10, 2) == [255, 255, 0, 0])
        #expect(pixel(open, 10, 7) == [0, 0, 0, 0])
    }
}
