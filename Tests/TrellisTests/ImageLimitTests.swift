import CPangoCairo
import Foundation
import Testing
@testable import Trellis

/// PNG files built byte by byte, so that each can be broken in one way.
enum PNGBytes {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = UInt32(body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) })
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func header(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 6, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace])
    }

    static func deflate(_ raw: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(raw.count))
        var out = [UInt8](repeating: 0, count: Int(length))
        _ = compress2(&out, &length, raw, uLong(raw.count), 9)
        return Array(out.prefix(Int(length)))
    }

    /// Rows of `width` RGBA pixels, each behind filter type `filter`, all `value`.
    static func rows(width: Int, height: Int, filter: UInt8 = 0, value: UInt8 = 0) -> [UInt8] {
        (0..<height).flatMap { _ in [filter] + [UInt8](repeating: value, count: width * 4) }
    }

    static let end = chunk("IEND", [])

    /// A valid RGBA PNG, every pixel `value` in every channel.
    static func png(width: Int, height: Int, value: UInt8 = 0) -> Data {
        Data(PNGHeader.signature + header(width: UInt32(width), height: UInt32(height))
            + chunk("IDAT", deflate(rows(width: width, height: height, value: value))) + end)
    }
}


/// Images from outside the program: whatever a file says, loading gives an
/// image or nil with a reason, never a trap, a hang or a gigabyte.
@Suite struct ImageLimitTests {
    /// iOS decodes an image when it is first drawn, not when it is made
    /// (WWDC 2018 session 219, "Image and Graphics Best Practices": "the
    /// image is decoded ... when it is first rendered"); Trellis checks the
    /// whole file up front and decodes on first draw too.
    @Test func aPNGIsCheckedWhenLoadedButDecodedWhenFirstDrawn() throws {
        let image = try #require(UIImage(data: PNGBytes.png(width: 4, height: 2, value: 255)))
        #expect(image.size == CGSize(width: 4, height: 2))
        #expect(!image.storage.isDecoded)
        let canvas = Canvas(width: 4, height: 2)
        image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 2), context: canvas.context, tintColor: nil)
        #expect(image.storage.isDecoded)
        #expect(canvas.pixel(3, 1) == [255, 255, 255, 255])
    }

    /// The case of issue 16: a 388 KB file declaring 20,000 × 20,000 pixels
    /// took 4.7 GB. It is refused from its header, and the message names
    /// the file and the size it declares.
    @Test func aPNGDeclaringMorePixelsThanTheLimitIsRefusedNamingItsSize() throws {
        let data = Data(PNGHeader.signature + PNGBytes.header(width: 20_000, height: 20_000)
            + PNGBytes.chunk("IDAT", PNGBytes.deflate(PNGBytes.rows(width: 20_000, height: 1))) + PNGBytes.end)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-huge-\(UUID().uuidString).png").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let messages = recordingDiagnostics { #expect(UIImage(contentsOfFile: path) == nil) }
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text == "Can't load image '\(path)': it declares 20000 × 20000 pixels, beyond the 16384 pixels a side and 67108864 pixels in all that images may have; it was not decoded.")
        #expect(throws: UIImage.LoadError(path: path, reason: .tooLarge(width: 20_000, height: 20_000, maximumPixelDimension: 16_384, maximumPixelCount: 1 << 26))) {
            try UIImage.load(contentsOfFile: path)
        }
    }

    @Test func theLimitsCanBeSetForAScope() {
        let png = PNGBytes.png(width: 4, height: 2)
        UIImage.$limits.withValue(ImageLimits(maximumPixelDimension: 3)) {
            #expect(UIImage(data: png) == nil)
        }
        UIImage.$limits.withValue(ImageLimits(maximumPixelCount: 7)) {
            #expect(UIImage(data: png) == nil)
        }
        #expect(UIImage(data: png) != nil)
    }

    /// Files broken in one way each. libpng would fail on most of them
    /// only when decoding, some after allocating the whole bitmap, one
    /// after inflating four megabytes for a single pixel.
    enum Hostile: String, CaseIterable, Sendable {
        case truncated, badCRC, zeroWidth, headerLiesAboutItsSize, oneByOneWithHugeZlibStream, noIEND
        case badFilterType, notAZlibStream, paletteWithoutPLTE, unknownCriticalChunk, headerNotFirst, badBitDepth

        var data: Data {
            let sig = PNGHeader.signature, end = PNGBytes.end
            let goodIDAT = PNGBytes.chunk("IDAT", PNGBytes.deflate(PNGBytes.rows(width: 4, height: 2)))
            switch self {
            case .truncated:
                let whole = PNGBytes.png(width: 4, height: 2)
                return whole.prefix(whole.count - 20)
            case .badCRC:
                var bytes = [UInt8](PNGBytes.png(width: 4, height: 2))
                bytes[sig.count + 25 + 10] ^= 0xFF
                return Data(bytes)
            case .zeroWidth:
                return Data(sig + PNGBytes.header(width: 0, height: 2) + goodIDAT + end)
            case .headerLiesAboutItsSize:
                return Data(sig + PNGBytes.header(width: 1000, height: 1000)
                    + PNGBytes.chunk("IDAT", PNGBytes.deflate(PNGBytes.rows(width: 1000, height: 1))) + end)
            case .oneByOneWithHugeZlibStream:
                return Data(sig + PNGBytes.header(width: 1, height: 1)
                    + PNGBytes.chunk("IDAT", PNGBytes.deflate([UInt8](repeating: 0, count: 4 << 20))) + end)
            case .noIEND:
                return Data(sig + PNGBytes.header(width: 4, height: 2) + goodIDAT)
            case .badFilterType:
                return Data(sig + PNGBytes.header(width: 4, height: 2)
                    + PNGBytes.chunk("IDAT", PNGBytes.deflate(PNGBytes.rows(width: 4, height: 2, filter: 9))) + end)
            case .notAZlibStream:
                return Data(sig + PNGBytes.header(width: 4, height: 2) + PNGBytes.chunk("IDAT", [1, 2, 3, 4, 5, 6, 7, 8]) + end)
            case .paletteWithoutPLTE:
                return Data(sig + PNGBytes.header(width: 4, height: 2, colorType: 3)
                    + PNGBytes.chunk("IDAT", PNGBytes.deflate([UInt8](repeating: 0, count: 10))) + end)
            case .unknownCriticalChunk:
                return Data(sig + PNGBytes.header(width: 4, height: 2) + PNGBytes.chunk("ABCD", [0]) + goodIDAT + end)
            case .headerNotFirst:
                return Data(sig + goodIDAT + PNGBytes.header(width: 4, height: 2) + end)
            case .badBitDepth:
                return Data(sig + PNGBytes.header(width: 4, height: 2, bitDepth: 3) + goodIDAT + end)
            }
        }

        var reason: String {
            switch self {
            case .truncated: "its IDAT chunk at byte 33 declares"
            case .badCRC: "CRC error in its IDAT chunk at byte 33"
            case .zeroWidth: "its IHDR declares 0 × 2 pixels; neither may be 0"
            case .headerLiesAboutItsSize: "its image data holds 4001 bytes, fewer than the 4001000 its 1000 × 1000 pixels need"
            case .oneByOneWithHugeZlibStream: "its image data inflates to more than the 5 bytes its 1 × 1 pixels need"
            case .noIEND: "before its IEND chunk"
            case .badFilterType: "row 0 of its image data has filter type 9; PNG has 0 to 4"
            case .notAZlibStream: "its image data is not a valid zlib stream"
            case .paletteWithoutPLTE: "it is a palette image without a PLTE chunk"
            case .unknownCriticalChunk: "its chunk at byte 33 is ABCD, a critical chunk PNG decoders do not know"
            case .headerNotFirst: "its first chunk is IDAT, not IHDR"
            case .badBitDepth: "its IHDR declares 3-bit samples, which color type 6 does not allow"
            }
        }
    }

    @Test(arguments: Hostile.allCases)
    func aBrokenPNGIsNilAndTheErrorSaysWhy(file: Hostile) {
        let messages = recordingDiagnostics { #expect(UIImage(data: file.data) == nil) }
        #expect(messages.count == 1)
        #expect(messages.first?.kind == .invalidValue)
        do {
            _ = try UIImage.load(data: file.data)
            Issue.record("\(file) loaded")
        } catch {
            guard case .corruptPNG(let why) = error.reason else {
                Issue.record("\(file): \(error)")
                return
            }
            #expect(why.contains(file.reason), "\(why)")
        }
    }

    /// Adam7 stores a 3 × 3 image in five passes of 1, 1, 1, 2 and 1 rows
    /// (the second and third passes start beyond the image and are empty),
    /// each row behind its own filter byte: 15 bytes for 8-bit grey, which
    /// libpng decodes. The check counts the same bytes.
    @Test func anInterlacedPNGIsCheckedPassByPass() throws {
        let raw: [UInt8] = [0, 10, 0, 20, 0, 30, 31, 0, 40, 0, 41, 0, 50, 51, 52]
        let data = Data(PNGHeader.signature + PNGBytes.header(width: 3, height: 3, colorType: 0, interlace: 1)
            + PNGBytes.chunk("IDAT", PNGBytes.deflate(raw)) + PNGBytes.end)
        let image = try UIImage.load(data: data)
        let canvas = Canvas(width: 3, height: 3)
        image.draw(in: CGRect(x: 0, y: 0, width: 3, height: 3), context: canvas.context, tintColor: nil)
        #expect(canvas.pixel(0, 0) == [10, 10, 10, 255])
        #expect(canvas.pixel(2, 0) == [20, 20, 20, 255])
        #expect(canvas.pixel(1, 2) == [41, 41, 41, 255])
        #expect(canvas.pixel(2, 1) == [52, 52, 52, 255])
    }

    /// Drawing into a rectangle so thin that the scale Cairo would need
    /// cannot be inverted draws nothing, and leaves the context working:
    /// an invalid matrix would put the whole context in an error state.
    @Test func drawingIntoADegenerateRectLeavesTheContextWorking() throws {
        let image = try #require(UIImage(data: PNGBytes.png(width: 4, height: 2, value: 255)))
        let vector = try #require(UIImage(data: Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="2"/>"#.utf8)))
        let canvas = Canvas(width: 4, height: 4)
        for tiny in [CGRect(x: 0, y: 0, width: 1e-300, height: 1e-300), CGRect(x: 0, y: 0, width: 1e300, height: 1e-300)] {
            image.draw(in: tiny, context: canvas.context, tintColor: nil)
            vector.draw(in: tiny, context: canvas.context, tintColor: nil)
        }
        #expect(cairo_status(canvas.context) == CAIRO_STATUS_SUCCESS)
        cairo_set_source_rgba(canvas.context, 1, 0, 0, 1)
        cairo_paint(canvas.context)
        #expect(canvas.pixel(0, 0) == [255, 0, 0, 255])
    }

    // MARK: - Fuzz corpus

    /// The seeds of the image fuzzer (Fuzz/Corpus/image) go the way the
    /// fuzz target takes, `UIImage(data:)` then drawing into a small
    /// context: `valid-` seeds load and draw, `hostile-` ones give nil and
    /// a message, and `jpeg-` ones are no format Trellis reads.
    @Test func theImageFuzzSeedsLoadOrFailAsTheirNamesSay() throws {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/image")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        #expect(names.count >= 20)
        // Other seeds (the fuzz target's own) are replayed by CorpusReplayTests.
        for name in names where ["valid-", "hostile-", "jpeg-"].contains(where: name.hasPrefix) {
            let data = try Data(contentsOf: corpus.appendingPathComponent(name))
            let messages = recordingDiagnostics {
                let image = UIImage(data: data)
                #expect((image != nil) == name.hasPrefix("valid-"), "\(name)")
                let canvas = Canvas(width: 8, height: 8)
                image?.draw(in: CGRect(x: 0, y: 0, width: 8, height: 8), context: canvas.context, tintColor: nil)
                #expect(cairo_status(canvas.context) == CAIRO_STATUS_SUCCESS, "\(name)")
            }
            #expect(messages.count == (name.hasPrefix("hostile-") ? 1 : 0), "\(name): \(messages)")
        }
    }

    // MARK: - SVG

    /// An SVG sized by its viewBox is that many pixels when drawn at its
    /// own size: a viewBox of 1e30 is refused like a PNG that large.
    @Test(arguments: [
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1e30 1e30"/>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="10"/>"#,
    ])
    func anSVGDeclaringMorePixelsThanTheLimitIsRefused(svg: String) {
        let messages = recordingDiagnostics { #expect(UIImage(data: Data(svg.utf8)) == nil) }
        #expect(messages.count == 1)
        #expect(messages.first?.text.contains("pixels, beyond the 16384 pixels a side") == true)
    }

    @Test(arguments: [
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 -10 -10"/>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 0 10"/>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="nan nan nan nan"/>"#,
    ])
    func anSVGWithANegativeOrEmptyViewBoxIsRefused(svg: String) {
        let messages = recordingDiagnostics { #expect(UIImage(data: Data(svg.utf8)) == nil) }
        #expect(messages.map(\.kind) == [.invalidValue])
    }

    /// A huge viewBox behind a small declared size is only a scale: it
    /// loads at the declared size and draws.
    @Test func aHugeViewBoxBehindASmallSizeDraws() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 1e30 1e30"><rect width="1e30" height="1e30" fill="#ff0000"/></svg>"##
        let image = try #require(UIImage(data: Data(svg.utf8)))
        #expect(image.size == CGSize(width: 4, height: 4))
        let canvas = Canvas(width: 4, height: 4)
        image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), context: canvas.context, tintColor: nil)
        #expect(canvas.pixel(1, 1) == [255, 0, 0, 255])
    }

    /// Text at a size Pango cannot hold (its sizes are 1/1024 units in 32
    /// bits, about 2.1 million units at most) makes librsvg fail an
    /// assertion and abort the process while it measures the document
    /// (measured with librsvg 2.54: `font-size="3e6"` aborts, `1e6` does
    /// not). The image fuzz target found the first case
    /// (`Fuzz/Corpus/image/huge-font-size-text.svg`); the others reach the
    /// same size through a style attribute, a style sheet with an escaped
    /// property name and a comment, a character reference, the `font`
    /// shorthand, nested relative sizes, `calc` and an entity. Each is
    /// refused with why.
    @Test(arguments: [
        ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><rect x="5" y="5" width="90" height="30" rx="6" fill="#36c" opacity="0.5"/><text x="50" y="25" font-size="121e9" text-anchor="middle">Hi</text></svg>"##,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><text x="5" y="25" style="fill:red;font-size:3e6px">Hi</text></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><style>text { font-\73 ize/* */: 3E6PX }</style><text x="5" y="25">Hi</text></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><text x="5" y="25" font-size="&#51;e6">Hi</text></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><text x="5" y="25" style="font: bold 5e6px/1.2 serif">Hi</text></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><g font-size="1e4em"><text x="5" y="25" font-size="1000em">Hi</text></g></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><text x="5" y="25" style="font-size: calc(1e5px * 100)">Hi</text></svg>"#,
        #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY t "<text font-size='9'>Hi</text>">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">&t;</svg>"#,
        #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY big "3e6">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><text x="5" y="25" font-size="&big;">Hi</text></svg>"#,
        // What looks like a comment or a tag where it is not one hides nothing:
        // "/*" and "*/" in attribute values, "<!--" in character data,
        // closing tags in a comment, a processing instruction or character references.
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><a title="/*"/><text x="5" y="25" font-size="3e6">Hi</text><a title="*/"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><style><![CDATA[ <!-- ]]></style><text x="5" y="25" font-size="3e6">Hi</text><style><![CDATA[ --> ]]></style></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><g font-size="100em"><!-- </g></g></g></g> --><g font-size="100em"><text x="5" y="25" font-size="100em">Hi</text></g></g></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><g font-size="100em"><?x </g></g></g></g> ?><g font-size="100em"><text x="5" y="25" font-size="100em">Hi</text></g></g></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><g font-size="100em"><g font-size="100em"><text x="5" y="25" font-size="100em">&#60;/g>&#60;/g>&#60;/g>&#60;/g>Hi</text></g></g></svg>"#,
    ])
    func textTooLargeForPangoIsRefused(svg: String) {
        let messages = recordingDiagnostics { #expect(UIImage(data: Data(svg.utf8)) == nil) }
        #expect(messages.map(\.kind) == [.invalidValue])
        #expect(messages.first?.text.contains("text") == true, "\(messages.first?.text ?? "no message")")
    }

    /// What real documents do with text stays drawable: sizes in user
    /// units, ems and percentages a few levels deep, keywords, the `font`
    /// shorthand, and font sizes that are not text's (a `font-family`).
    @Test func ordinaryTextSizesLoad() throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><style>.big { font: italic 24px sans-serif } tspan { font-size: 1.2em }</style>"#
            + #"<g font-size="12" font-family="DejaVu Sans"><g font-size="150%"><text x="5" y="20" class="big">A<tspan>B<tspan>C<tspan font-size="larger">D</tspan></tspan></tspan></text></g>"#
            + #"<text x="5" y="60" style="font-size: x-large">E</text><text x="5" y="90" font-size="2em">F</text></g></svg>"#
        #expect(SVGTextSizeCheck.problem(in: Data(svg.utf8)) == nil)
        let image = try #require(UIImage(data: Data(svg.utf8)))
        #expect(image.size == CGSize(width: 200, height: 100))
        #expect(SVGTextSizeCheck.fontSizeValues(in: "<text font-size=\"1e4em\" style=\"font-family: x; font-size: 12pt\">") == [.relative(10_000), .absolute(16)])
        // Words that look like a declaration in the text itself stay words.
        let prose = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 20"><text y="15">Our font: 1.2.3 rocks</text></svg>"#
        #expect(SVGTextSizeCheck.problem(in: Data(prose.utf8)) == nil)
    }

    /// Nested entities that would expand to a billion "lol"s: libxml2,
    /// under librsvg, stops expanding them ("Detected an entity reference
    /// loop"), so the document is an error, not a gigabyte of text.
    @Test func anSVGOfNestedEntitiesIsRefused() {
        var svg = #"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY lol "lol">"#
        for level in 1...9 {
            svg += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10) + "\">"
        }
        svg += #"]><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><text>&lol9;</text></svg>"#
        let messages = recordingDiagnostics { #expect(UIImage(data: Data(svg.utf8)) == nil) }
        #expect(messages.first?.text.hasPrefix("Can't load image data: invalid SVG: XML parse error") == true)
    }
}
