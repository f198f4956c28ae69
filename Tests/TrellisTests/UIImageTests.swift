import CPangoCairo
import Foundation
import Testing
@testable import Trellis

/// A directory of its own under the temporary directory, removed by `remove()`.
private struct ScratchDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-images-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    func write(_ data: Data, to name: String) throws -> String {
        let path = file(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// An ARGB32 Cairo surface to draw into and read pixels back from.
final class Canvas {
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int, height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// (red, green, blue, alpha), 0...255, premultiplied; Cairo keeps
    /// ARGB32 as native-endian words, so the bytes are B, G, R, A here.
    func pixel(_ x: Int, _ y: Int) -> [Int] {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let bytes = cairo_image_surface_get_data(surface)!
        let offset = y * stride + x * 4
        return [Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]), Int(bytes[offset + 3])]
    }

    func png() -> Data { pngData(of: surface) }

    static func decode(_ png: Data) -> Canvas? {
        guard let image = UIImage(data: png), !image.isVector else { return nil }
        let pixels = CGSize(width: image.size.width * image.scale, height: image.size.height * image.scale)
        let canvas = Canvas(width: Int(pixels.width), height: Int(pixels.height))
        image.draw(in: CGRect(origin: .zero, size: pixels), context: canvas.context, tintColor: nil)
        return canvas
    }
}

/// The surface encoded as PNG by Cairo.
private func pngData(of surface: OpaquePointer) -> Data {
    final class Sink { var data = Data() }
    let sink = Sink()
    cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
        Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue().data.append(bytes!, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }, Unmanaged.passUnretained(sink).toOpaque())
    return withExtendedLifetime(sink) { sink.data }
}

private let opaqueBlue = [0, 0, 255, 255]
private let opaqueRed = [255, 0, 0, 255]
private let transparent = [0, 0, 0, 0]

/// A 4×2-pixel PNG: the left two columns opaque blue, the right two transparent.
private func halfBluePNG(width: Int = 4, height: Int = 2) -> Data {
    let canvas = Canvas(width: width, height: height)
    cairo_set_source_rgba(canvas.context, 0, 0, 1, 1)
    cairo_rectangle(canvas.context, 0, 0, Double(width / 2), Double(height))
    cairo_fill(canvas.context)
    return canvas.png()
}

private let svg24x12 = """
    <?xml version="1.0" encoding="UTF-8"?>
    <svg xmlns="http://www.w3.org/2000/svg" width="24" height="12">
      <rect x="0" y="0" width="12" height="12" fill="#0000ff"/>
    </svg>
    """

@Suite struct UIImageTests {
    // MARK: - Loading PNG

    @Test func aPNGFileHasItsPixelSizeInPointsAtScaleOne() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = try directory.write(halfBluePNG(), to: "swatch.png")
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(image.scale == CGFloat(1))
        #expect(image.isVector == false)
        #expect(image.isSymbolImage == false)
        #expect(image.renderingMode == .automatic)
    }

    @Test func dataLoadsAtTheScaleGiven() throws {
        let png = halfBluePNG()
        let plain = try #require(UIImage(data: png))
        #expect(plain.size == CGSize(width: 4, height: 2))
        #expect(plain.scale == CGFloat(1))
        let doubled = try #require(UIImage(data: png, scale: 2))
        #expect(doubled.size == CGSize(width: 2, height: 1))
        #expect(doubled.scale == CGFloat(2))
    }

    @Test func anOpaquePNGBecomesAnARGB32Bitmap() throws {
        let canvas = Canvas(width: 3, height: 3)
        cairo_set_source_rgb(canvas.context, 1, 0, 0)
        cairo_paint(canvas.context)
        // An RGB24 surface writes a PNG without alpha, which Cairo reads back as RGB24.
        let rgb = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 3, 3)!
        defer { cairo_surface_destroy(rgb) }
        let cr = cairo_create(rgb)!
        cairo_set_source_surface(cr, canvas.surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        let image = try #require(UIImage(data: pngData(of: rgb)))
        let format = image.storage.lock.withLock { image.storage.bitmapSurface().map(cairo_image_surface_get_format) }
        #expect(format == CAIRO_FORMAT_ARGB32)
        let data = try #require(image.pngData())
        let back = try #require(Canvas.decode(data))
        #expect(back.pixel(1, 1) == opaqueRed)
    }

    @Test func pngDataRoundTripsThePixels() throws {
        let image = try #require(UIImage(data: halfBluePNG()))
        let data = try #require(image.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = try #require(Canvas.decode(data))
        #expect(back.width == 4 && back.height == 2)
        #expect(back.pixel(0, 0) == opaqueBlue)
        #expect(back.pixel(1, 1) == opaqueBlue)
        #expect(back.pixel(2, 0) == transparent)
        #expect(back.pixel(3, 1) == transparent)
    }

    @Test func aFileNamedAt2xHasScaleTwo() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = try directory.write(halfBluePNG(), to: "badge@2x.png")
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == CGFloat(2))
        #expect(image.size == CGSize(width: 2, height: 1))
    }

    /// UIKit: on a 2x screen, imageWithContentsOfFile: loads the @2x file
    /// next to the one named.
    @Test func onA2xDisplayContentsOfFilePrefersThe2xFile() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = try directory.write(halfBluePNG(width: 4, height: 2), to: "badge.png")
        try directory.write(halfBluePNG(width: 8, height: 4), to: "badge@2x.png")
        #expect(UIImage(contentsOfFile: path)?.scale == CGFloat(1))
        try UITraitCollection(displayScale: 2).performAsCurrent {
            let image = try #require(UIImage(contentsOfFile: path))
            #expect(image.scale == CGFloat(2))
            #expect(image.size == CGSize(width: 4, height: 2))
        }
    }

    // MARK: - Named images in a bundle

    @Test func namedFindsThe2xVariantInABundle() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        try directory.write(halfBluePNG(width: 4, height: 2), to: "icon@2x.png")
        let bundle = try #require(Bundle(path: directory.path))
        let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(image.scale == CGFloat(2))
        #expect(image.size == CGSize(width: 2, height: 1))
        let withExtension = try #require(UIImage(named: "icon.png", in: bundle, compatibleWith: nil))
        #expect(withExtension.scale == CGFloat(2))
        let explicit = try #require(UIImage(named: "icon@2x", in: bundle, compatibleWith: nil))
        #expect(explicit.scale == CGFloat(2))
    }

    @Test func namedPrefersTheVariantForTheDisplayScale() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        try directory.write(halfBluePNG(width: 4, height: 2), to: "logo.png")
        try directory.write(halfBluePNG(width: 8, height: 4), to: "logo@2x.png")
        let bundle = try #require(Bundle(path: directory.path))
        func scale(_ displayScale: CGFloat) -> CGFloat? {
            UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: displayScale))?.scale
        }
        #expect(scale(1) == 1)
        #expect(scale(2) == 2)
        // No @3x: the best available, @2x.
        #expect(scale(3) == 2)
        // Every variant is the same size in points.
        let atThree = try #require(UIImage(named: "logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 3)))
        #expect(atThree.size == CGSize(width: 4, height: 2))
        // Without traits, the current collection decides.
        UITraitCollection(displayScale: 2).performAsCurrent {
            #expect(UIImage(named: "logo", in: bundle, compatibleWith: nil)?.scale == 2)
        }
    }

    @Test func namedFindsSVGsWithOrWithoutTheExtension() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        try directory.write(Data(svg24x12.utf8), to: "glyph.svg")
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIImage(named: "glyph", in: bundle, compatibleWith: nil)?.size == CGSize(width: 24, height: 12))
        #expect(UIImage(named: "glyph.svg", in: bundle, compatibleWith: nil)?.isVector == true)
    }

    @Test func aMissingNameIsNilAndTheErrorListsWhatWasLookedFor() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIImage(named: "absent", in: bundle, compatibleWith: nil) == nil)
        do {
            _ = try UIImage.load(named: "absent", in: bundle)
            Issue.record("loaded a missing image")
        } catch {
            guard case .notInBundle(let candidates) = error.reason else {
                Issue.record("wrong reason \(error.reason)")
                return
            }
            #expect(candidates.contains("absent.png"))
            #expect(candidates.contains("absent@2x.png"))
            #expect(candidates.contains("absent.svg"))
            #expect(error.description.contains("absent@3x.png"))
        }
    }

    @Test func candidateNamesPutTheWantedScaleAndIdiomFirst() {
        let pad = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceIdiom: .pad)])
        let names = UIImage.candidateFileNames(for: "tab", traits: pad)
        #expect(Array(names.prefix(4)) == ["tab@2x~ipad.png", "tab@2x~ipad.svg", "tab@2x.png", "tab@2x.svg"])
        #expect(names.firstIndex(of: "tab@3x.png")! < names.firstIndex(of: "tab.png")!)
        #expect(UIImage.candidateFileNames(for: "tab@3x.png", traits: nil) == ["tab@3x.png"])
    }

    // MARK: - Loading SVG

    @Test func anSVGHasItsIntrinsicSizeInPoints() throws {
        let image = try #require(UIImage(data: Data(svg24x12.utf8)))
        #expect(image.size == CGSize(width: 24, height: 12))
        #expect(image.scale == CGFloat(1))
        #expect(image.isVector)
    }

    @Test func anSVGWithOnlyAViewBoxTakesItsSize() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 10"><rect width="30" height="10"/></svg>"#
        let image = try #require(UIImage(data: Data(svg.utf8)))
        #expect(image.size == CGSize(width: 30, height: 10))
    }

    @Test func physicalUnitsConvertAt96DotsPerInch() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="0.5in"/>"#
        let image = try #require(UIImage(data: Data(svg.utf8)))
        #expect(image.size == CGSize(width: 96, height: 48))
    }

    @Test func theFormatComesFromTheContentNotTheExtension() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let svgNamedPNG = try directory.write(Data(svg24x12.utf8), to: "actually-svg.png")
        #expect(UIImage(contentsOfFile: svgNamedPNG)?.isVector == true)
        let pngNamedSVG = try directory.write(halfBluePNG(), to: "actually-png.svg")
        let png = try #require(UIImage(contentsOfFile: pngNamedSVG))
        #expect(png.isVector == false)
        #expect(png.size == CGSize(width: 4, height: 2))
        let noExtension = try directory.write(Data(svg24x12.utf8), to: "drawing")
        #expect(UIImage(contentsOfFile: noExtension)?.size == CGSize(width: 24, height: 12))
    }

    // MARK: - Failures

    @Test func aMissingFileIsNilAndNamedInTheError() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = directory.file("nowhere.png")
        #expect(UIImage(contentsOfFile: path) == nil)
        #expect(throws: UIImage.LoadError(path: path, reason: .notFound)) {
            try UIImage.load(contentsOfFile: path)
        }
        do {
            _ = try UIImage.load(contentsOfFile: path)
        } catch {
            #expect(error.description == "Can't load image '\(path)': no such file.")
        }
    }

    @Test func aCorruptPNGIsNilAndTheErrorSaysSo() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        // The PNG signature, then a chunk that stops short.
        var bytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        bytes.append(contentsOf: [0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00])
        let path = try directory.write(bytes, to: "broken.png")
        #expect(UIImage(contentsOfFile: path) == nil)
        #expect(UIImage(data: bytes) == nil)
        do {
            _ = try UIImage.load(contentsOfFile: path)
            Issue.record("loaded a corrupt PNG")
        } catch {
            #expect(error.path == path)
            guard case .corruptPNG(let why) = error.reason else {
                Issue.record("wrong reason \(error.reason)")
                return
            }
            #expect(!why.isEmpty)
            #expect(error.description.contains(path))
            #expect(error.description.contains("corrupt PNG"))
        }
    }

    @Test func bytesThatAreNeitherFormatAreNilAndNamedInTheError() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let path = try directory.write(Data("GIF89a not really".utf8), to: "picture.png")
        #expect(UIImage(contentsOfFile: path) == nil)
        do {
            _ = try UIImage.load(contentsOfFile: path)
            Issue.record("loaded a non-image")
        } catch {
            #expect(error.path == path)
            #expect(error.reason == .notPNGOrSVG("it starts with bytes 47 49 46 38 39 61 20 6E"))
            #expect(error.description.contains("not a PNG or SVG"))
        }
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func malformedSVGIsNilAndTheErrorCarriesLibrsvgsMessage() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let broken = #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12"><rect width="4" </svg>"#
        let path = try directory.write(Data(broken.utf8), to: "broken.svg")
        #expect(UIImage(contentsOfFile: path) == nil)
        #expect(UIImage(data: Data(broken.utf8)) == nil)
        do {
            _ = try UIImage.load(contentsOfFile: path)
            Issue.record("loaded a malformed SVG")
        } catch {
            #expect(error.path == path)
            guard case .invalidSVG(let why) = error.reason else {
                Issue.record("wrong reason \(error.reason)")
                return
            }
            #expect(!why.isEmpty)
            #expect(error.description.hasPrefix("Can't load image '\(path)': invalid SVG: XML parse error: "))
            #expect(!why.hasSuffix("\n"))
        }
        // A file named .svg is given to librsvg even when it is not XML.
        let garbage = try directory.write(Data("hello".utf8), to: "garbage.svg")
        #expect(throws: UIImage.LoadError.self) { try UIImage.load(contentsOfFile: garbage) }
        #expect(UIImage(contentsOfFile: garbage) == nil)
    }

    @Test func anSVGWithoutAnySizeIsRejected() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"/>"#
        #expect(UIImage(data: Data(svg.utf8)) == nil)
        #expect(throws: UIImage.LoadError.self) { try UIImage.load(data: Data(svg.utf8)) }
    }

    /// Cairo crashed filling a circle of radius 5e16 in a 60-unit document
    /// (found by the image fuzz target): a document whose drawing reaches
    /// more than 100 times its size beyond it is refused before it is drawn,
    /// with where it reaches; one that reaches a little beyond loads.
    @Test func anSVGDrawingFarBeyondItsPageIsRefused() throws {
        let huge = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="1 0 60 60"><circle r="5e16"/></svg>"#
        #expect(UIImage(data: Data(huge.utf8)) == nil)
        do {
            _ = try UIImage.load(data: Data(huge.utf8))
            Issue.record("a circle of radius 5e16 loaded")
        } catch {
            #expect("\(error)".contains("more than 100 times its size"))
        }
        let css = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><style>rect{x:-9e15px}</style><rect width="10" height="10"/></svg>"#
        #expect(UIImage(data: Data(css.utf8)) == nil)
        let near = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60"><circle cx="30" cy="30" r="90"/></svg>"#
        let image = try #require(UIImage(data: Data(near.utf8)))
        #expect(image.size == CGSize(width: 60, height: 60))
    }

    // MARK: - Rendering modes and tint

    @Test func renderingModeAndTintMakeNewImages() throws {
        let image = try #require(UIImage(data: halfBluePNG()))
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate)
        #expect(image.renderingMode == .automatic)
        #expect(template.size == image.size)
        #expect(template.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
        // UIKit: "The new image uses the same rendering mode as the original image."
        #expect(template.withTintColor(.red).renderingMode == .alwaysTemplate)
        #expect(image.withTintColor(.red).renderingMode == .automatic)
        #expect(image.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func anOriginalImageDrawsItsOwnColors() throws {
        let image = try #require(UIImage(data: halfBluePNG()))
        let canvas = Canvas(width: 4, height: 2)
        image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2), context: canvas.context, tintColor: .red)
        #expect(canvas.pixel(0, 0) == opaqueBlue)
        #expect(canvas.pixel(1, 1) == opaqueBlue)
        #expect(canvas.pixel(3, 0) == transparent)
    }

    @Test func aTemplateImageDrawsInTheTintWhereItIsOpaque() throws {
        let template = try #require(UIImage(data: halfBluePNG())).withRenderingMode(.alwaysTemplate)
        let canvas = Canvas(width: 4, height: 2)
        template.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2), context: canvas.context, tintColor: .red)
        #expect(canvas.pixel(0, 0) == opaqueRed)
        #expect(canvas.pixel(1, 1) == opaqueRed)
        #expect(canvas.pixel(2, 0) == transparent)
        #expect(canvas.pixel(3, 1) == transparent)
    }

    @Test func drawingScalesTheImageIntoTheRect() throws {
        let image = try #require(UIImage(data: halfBluePNG()))
        let canvas = Canvas(width: 12, height: 6)
        image.draw(in: CGRect(x: 2, y: 1, width: 8, height: 4), context: canvas.context, tintColor: nil)
        #expect(canvas.pixel(3, 2) == opaqueBlue)
        #expect(canvas.pixel(8, 3) == transparent)
        // Nothing outside the rect.
        #expect(canvas.pixel(1, 2) == transparent)
        #expect(canvas.pixel(3, 0) == transparent)
        #expect(canvas.pixel(3, 5) == transparent)
    }

    @Test func withTintColorDrawsInThatColorAndAViewTintOverridesItForTemplates() throws {
        let image = try #require(UIImage(data: halfBluePNG()))
        let rect = CGRect(x: 0, y: 0, width: 4, height: 2)

        let tinted = Canvas(width: 4, height: 2)
        image.withTintColor(.red).draw(in: rect, context: tinted.context, tintColor: nil)
        #expect(tinted.pixel(0, 0) == opaqueRed)
        #expect(tinted.pixel(3, 0) == transparent)

        // Not a template: the image's own tint, whatever the view's is.
        let original = Canvas(width: 4, height: 2)
        image.withTintColor(.red, renderingMode: .alwaysOriginal).draw(in: rect, context: original.context, tintColor: .green)
        #expect(original.pixel(0, 0) == opaqueRed)

        // A template in a view takes the view's tint.
        let inView = Canvas(width: 4, height: 2)
        image.withTintColor(.green, renderingMode: .alwaysTemplate).draw(in: rect, context: inView.context, tintColor: .red)
        #expect(inView.pixel(0, 0) == opaqueRed)

        // And pngData() bakes the image's own tint in.
        let bakedData = try #require(image.withTintColor(.red).pngData())
        let baked = try #require(Canvas.decode(bakedData))
        #expect(baked.pixel(0, 0) == opaqueRed)
        #expect(baked.pixel(3, 1) == transparent)
    }

    @Test func anSVGDrawsAsAVectorAndAsATemplate() throws {
        let image = try #require(UIImage(data: Data(svg24x12.utf8)))
        let canvas = Canvas(width: 48, height: 24)
        image.draw(in: CGRect(x: 0, y: 0, width: 48, height: 24), context: canvas.context, tintColor: nil)
        #expect(canvas.pixel(5, 5) == opaqueBlue)
        #expect(canvas.pixel(20, 20) == opaqueBlue)
        #expect(canvas.pixel(30, 5) == transparent)

        let tinted = Canvas(width: 24, height: 12)
        image.withRenderingMode(.alwaysTemplate).draw(in: CGRect(x: 0, y: 0, width: 24, height: 12), context: tinted.context, tintColor: .red)
        #expect(tinted.pixel(3, 3) == opaqueRed)
        #expect(tinted.pixel(20, 3) == transparent)

        let pngData = try #require(image.pngData())
        let png = try #require(Canvas.decode(pngData))
        #expect(png.width == 24 && png.height == 12)
        #expect(png.pixel(6, 6) == opaqueBlue)
        #expect(png.pixel(18, 6) == transparent)
    }

    @Test func anEmptyImageHasNoSizeAndNoPNG() {
        let image = UIImage()
        #expect(image.size == .zero)
        #expect(image.pngData() == nil)
    }

    @Test func imagesCanCrossTasks() async throws {
        let image = try #require(UIImage(data: Data(svg24x12.utf8)))
        let sizes = await withTaskGroup(of: CGSize.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let canvas = Canvas(width: 24, height: 12)
                    image.draw(in: CGRect(x: 0, y: 0, width: 24, height: 12), context: canvas.context, tintColor: nil)
                    return image.size
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(sizes.allSatisfy { $0 == CGSize(width: 24, height: 12) })
    }
}

/// UIImageView, nested so that `--filter UIImageTests` runs it too.
extension UIImageTests {
    @Suite struct ImageViewTests {
        let image = UIImage(data: halfBluePNG())!

        @Test func itsIntrinsicSizeIsTheImageSize() {
            let view = UIImageView(image: image)
            #expect(view.intrinsicContentSize == CGSize(width: 4, height: 2))
            #expect(view.frame == CGRect(x: 0, y: 0, width: 4, height: 2))
            #expect(view.contentMode == .scaleToFill)
            #expect(view.isUserInteractionEnabled == false)
        }

        @Test func withoutAnImageThereIsNoIntrinsicSize() {
            let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
            #expect(UIImageView(image: nil).intrinsicContentSize.width == UIView.noIntrinsicMetric)
            #expect(UIImageView().image == nil)
        }

        @Test func highlightingShowsTheHighlightedImage() {
            let big = UIImage(data: halfBluePNG(width: 8, height: 6))!
            let view = UIImageView(image: image, highlightedImage: big)
            #expect(view.displayedImage === image)
            view.isHighlighted = true
            #expect(view.displayedImage === big)
            #expect(view.intrinsicContentSize == CGSize(width: 8, height: 6))
        }

        @Test func settingTheImageResizesAnAutoLayoutImageView() {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let view = UIImageView(image: image)
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ])
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 10, y: 20, width: 4, height: 2))
            view.image = UIImage(data: Data(svg24x12.utf8))
            root.layoutIfNeeded()
            #expect(view.frame == CGRect(x: 10, y: 20, width: 24, height: 12))
        }

        @Test func imageRectFollowsTheContentMode() {
            let view = UIImageView(image: image) // 4×2 points
            let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            func rect(_ mode: UIView.ContentMode) -> CGRect {
                view.contentMode = mode
                return view.imageRect(for: bounds)
            }
            #expect(rect(.scaleToFill) == bounds)
            #expect(rect(.redraw) == bounds)
            #expect(rect(.scaleAspectFit) == CGRect(x: 0, y: 25, width: 100, height: 50))
            #expect(rect(.scaleAspectFill) == CGRect(x: -50, y: 0, width: 200, height: 100))
            #expect(rect(.center) == CGRect(x: 48, y: 49, width: 4, height: 2))
            #expect(rect(.top) == CGRect(x: 48, y: 0, width: 4, height: 2))
            #expect(rect(.bottom) == CGRect(x: 48, y: 98, width: 4, height: 2))
            #expect(rect(.left) == CGRect(x: 0, y: 49, width: 4, height: 2))
            #expect(rect(.right) == CGRect(x: 96, y: 49, width: 4, height: 2))
            #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 4, height: 2))
            #expect(rect(.topRight) == CGRect(x: 96, y: 0, width: 4, height: 2))
            #expect(rect(.bottomLeft) == CGRect(x: 0, y: 98, width: 4, height: 2))
            #expect(rect(.bottomRight) == CGRect(x: 96, y: 98, width: 4, height: 2))
        }

        @Test func imageRectHonoursTheBoundsOrigin() {
            let bounds = CGRect(x: 10, y: 20, width: 60, height: 60)
            let size = CGSize(width: 40, height: 10)
            #expect(UIImageView.imageRect(imageSize: size, in: bounds, contentMode: .scaleAspectFit)
                == CGRect(x: 10, y: 42.5, width: 60, height: 15))
            #expect(UIImageView.imageRect(imageSize: size, in: bounds, contentMode: .scaleAspectFill)
                == CGRect(x: -80, y: 20, width: 240, height: 60))
            #expect(UIImageView.imageRect(imageSize: size, in: bounds, contentMode: .center)
                == CGRect(x: 20, y: 45, width: 40, height: 10))
            #expect(UIImageView.imageRect(imageSize: size, in: bounds, contentMode: .topLeft)
                == CGRect(x: 10, y: 20, width: 40, height: 10))
        }

        @Test func templateImagesTakeTheViewsTint() {
            let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
            view.tintColor = .red
            let canvas = Canvas(width: 4, height: 2)
            canvas.draw(view)
            #expect(canvas.pixel(0, 0) == opaqueRed)
            #expect(canvas.pixel(3, 0) == transparent)

            // An image with the automatic mode keeps its colors in an image view.
            view.image = image
            let plain = Canvas(width: 4, height: 2)
            plain.draw(view)
            #expect(plain.pixel(0, 0) == opaqueBlue)
        }

        @Test func aTemplateInheritsTheSuperviewsTint() {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
            parent.tintColor = .red
            let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
            parent.addSubview(view)
            let canvas = Canvas(width: 4, height: 2)
            canvas.draw(view)
            #expect(canvas.pixel(1, 1) == opaqueRed)
        }
    }
}
