import CPangoCairo
import Foundation
import Testing
@testable import TextEngine

/// Text of any length measures and draws as one PangoLayout would if Pango
/// had no 32-bit limit: paragraph by paragraph, long paragraphs in windows
/// (TextPlan.swift).
@Suite struct LongTextTests {
    let body = FontDescription(family: "Inter", size: 17)

    /// Prose in the fast path's alphabet, `count` bytes long or a little more.
    static func prose(bytes count: Int, seed: UInt64 = 7) -> String {
        let words = ["weather", "rain", "clouds", "in", "the", "afternoon,", "wind", "from", "west.", "Sunny", "spells", "a",
                     "chance", "of", "showers", "later", "and", "cooler", "tonight", "with", "fog"]
        var random = PlainTextMeasurerTests.SplitMix(state: seed)
        var text = ""
        text.reserveCapacity(count + 16)
        while text.utf8.count < count {
            if !text.isEmpty { text += " " }
            text += random.pick(words)
        }
        return text
    }

    /// `count` bytes of lines of about `lineLength` bytes, as a log or a poem.
    static func lines(bytes count: Int, lineLength: Int) -> String {
        var lines: [String] = []
        var total = 0, seed: UInt64 = 1
        while total < count {
            let line = prose(bytes: lineLength, seed: seed)
            lines.append(line)
            total += line.utf8.count + 1
            seed += 1
        }
        return lines.joined(separator: "\n")
    }

    /// The lines of `block` laid out whole in one Pango layout, and the layout.
    static func withWholeLayout<T>(_ engine: TextEngine, _ block: TextBlock, width: Double?,
                                   _ body: (OpaquePointer, [LineBox]) -> T) -> T {
        engine.lock.lock()
        defer { engine.lock.unlock() }
        let layout = engine.makeLayout(block, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var text = block.text
        return body(layout, text.withUTF8 { TextEngine.lines(of: layout, text: $0) })
    }

    /// What one PangoLayout of the whole block gives (the engine before it
    /// laid text out in pieces), for texts Pango can hold.
    static func wholeLayoutMeasurement(_ engine: TextEngine, _ block: TextBlock, width: Double?) -> TextMeasurement {
        withWholeLayout(engine, block, width: width) { layout, lines in
            let shown = block.lineLimit > 0 ? min(lines.count, block.lineLimit) : lines.count
            let left = lines.prefix(shown).map(\.x).min()!
            let right = lines.prefix(shown).map { $0.x + $0.visibleWidth }.max()!
            let last = lines[shown - 1]
            return TextMeasurement(size: CGSize(width: right > left ? Double(right - left) / 1024 : 0, height: Double(last.top + last.height) / 1024),
                                   lineCount: shown, firstBaseline: Double(lines[0].baseline) / 1024, lastBaseline: Double(last.baseline) / 1024,
                                   isTruncated: shown < lines.count || pango_layout_is_ellipsized(layout) != 0)
        }
    }

    /// Each line of the whole layout as (x, visible width), in points.
    static func wholeLayoutLines(_ engine: TextEngine, _ block: TextBlock, width: Double?) -> String {
        withWholeLayout(engine, block, width: width) { _, lines in
            lines.map { "(\(Double($0.x) / 1024), \(Double($0.visibleWidth) / 1024))" }.joined(separator: " ")
        }
    }

    @Test func aParagraphTooWideForPangoWrapsWithinTheWidth() {
        // 300 KB of 17-point text is 2.4 million points on one line, past the
        // 2.1 million Pango's 32-bit units hold: it came out one line, 0 wide.
        let engine = TextEngine()
        let text = Self.prose(bytes: 300_000)
        let measured = engine.measure(TextBlock(text: text, font: body), width: 390)
        let lineHeight = engine.measure(TextBlock(text: "x", font: body)).size.height
        #expect(measured.lineCount > 6_000, "\(measured)")
        #expect(measured.size.width <= 390 && measured.size.width > 340, "\(measured)")
        #expect(abs(measured.size.height - Double(measured.lineCount) * lineHeight) < 1e-6, "\(measured)")
        #expect(!measured.isTruncated)
    }

    @Test func aLongParagraphIsTenTimesAsTallAsATenthOfIt() {
        let engine = TextEngine()
        let tenth = Self.prose(bytes: 30_000)
        let whole = Array(repeating: tenth, count: 10).joined(separator: " ")
        let short = engine.measure(TextBlock(text: tenth, font: body), width: 390)
        let long = engine.measure(TextBlock(text: whole, font: body), width: 390)
        // At a join, the tenth's short last line may take the next one's first words.
        #expect(long.lineCount >= 10 * short.lineCount - 9 && long.lineCount <= 10 * short.lineCount, "\(short.lineCount) \(long.lineCount)")
        #expect(abs(long.size.height - Double(long.lineCount) / Double(short.lineCount) * short.size.height) < 1e-6)
    }

    @Test func windowsBreakLinesAsOneLayoutDoes() {
        // 40 KB fits Pango's units, so one layout is the reference; the
        // engine lays it out in windows of 14,700 bytes. With hyphens and
        // question marks the text goes through Pango, without through the
        // fast path.
        for plainOnly in [false, true] {
            let layoutOnly = TextEngine()
            layoutOnly.measuresPlainTextDirectly = plainOnly
            var text = Self.prose(bytes: 40_000, seed: 11)
            if !plainOnly { text = text.replacingOccurrences(of: "fog", with: "fog-bound?") }
            for width in [90.0, 390.0] {
                for alignment in [TextAlignment.left, .right, .justified] {
                    let block = TextBlock(text: text, font: body, alignment: alignment, lineSpacing: 2.5)
                    let pieces = layoutOnly.measure(block, width: width)
                    let whole = Self.wholeLayoutMeasurement(layoutOnly, block, width: width)
                    #expect(pieces == whole, "width \(width) \(alignment) fast path \(plainOnly)")
                }
            }
        }
    }

    @Test func paragraphsMeasureAsOneLayoutDoes() {
        let fast = TextEngine()
        let layoutOnly = TextEngine()
        layoutOnly.measuresPlainTextDirectly = false
        var random = PlainTextMeasurerTests.SplitMix(state: 16)
        var bold = body
        bold.weight = 700
        bold.size = 22
        var mismatches: [String] = []
        for index in 0..<400 {
            let paragraphs = (0..<(1 + Int(random.next() % 5))).map { _ in
                random.pick(["", "Rain", "Partly cloudy, then showers", "Wind 12 km/h from the west, gusting to 40",
                             "Zürich 21°", "a–b", Self.prose(bytes: Int(random.next() % 300), seed: random.next())])
            }
            let text = paragraphs.joined(separator: random.pick(["\n", "\r\n", "\r", "\u{2029}"]))
            let runs: [TextRun] = index % 3 == 0 && text.utf16.count > 2
                ? [TextRun(range: 1..<(text.utf16.count / 2), font: bold, color: .black)] : []
            let block = TextBlock(text: text, font: body, runs: runs,
                                  alignment: random.pick([.left, .center, .right, .justified]),
                                  lineBreak: random.pick([.wordWrap, .charWrap, .truncateTail, .truncateMiddle, .clip]),
                                  lineLimit: random.pick([0, 0, 1, 2, 4]), lineSpacing: random.pick([0, 3]))
            let width: Double? = index % 5 == 0 ? nil : 40 + random.unit() * 300
            // Without a width, a line limit leaves lines out; one layout
            // still aligns the lines shown against those left out.
            guard !(width == nil && block.lineLimit > 0 && block.alignment != .left) else { continue }
            let whole = Self.wholeLayoutMeasurement(layoutOnly, block, width: width)
            for engine in [fast, layoutOnly] {
                let measured = engine.measure(block, width: width)
                let same = measured.lineCount == whole.lineCount && measured.isTruncated == whole.isTruncated
                    && abs(measured.size.width - whole.size.width) < 1e-9 && abs(measured.size.height - whole.size.height) < 1e-9
                    && abs(measured.firstBaseline - whole.firstBaseline) < 1e-9 && abs(measured.lastBaseline - whole.lastBaseline) < 1e-9
                if !same {
                    // Failed once (2026-11-25, the first run on a fresh
                    // machine, not since): Pango's whole layout of justified
                    // text came out 6.08 pt wider than the width. What it
                    // says then, and a fresh engine's answer, for the cause.
                    let fresh = TextEngine()
                    fresh.measuresPlainTextDirectly = false
                    mismatches.append("case \(index) \(text.debugDescription.prefix(80)) width \(width.map { String($0) } ?? "nil") \(block.alignment) \(block.lineBreak) limit \(block.lineLimit): \(measured) whole \(whole); whole lines \(Self.wholeLayoutLines(layoutOnly, block, width: width)); a fresh engine's whole \(Self.wholeLayoutMeasurement(fresh, block, width: width))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) differ:\n\(mismatches.prefix(6).joined(separator: "\n"))")
    }

    @Test func aMegabyteOfLinesIsAsTallAsItsParagraphs() {
        let engine = TextEngine()
        let text = Self.lines(bytes: 1_000_000, lineLength: 45)
        let measured = engine.measure(TextBlock(text: text, font: body, lineSpacing: 1.5), width: 390)
        var height = 0.0, lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let alone = engine.measure(TextBlock(text: String(paragraph), font: body), width: 390)
            height += alone.size.height
            lines += alone.lineCount
        }
        #expect(measured.lineCount == lines)
        // Line spacing goes between any two lines, of a paragraph or not.
        #expect(abs(measured.size.height - (height + 1.5 * Double(lines - 1))) < 1e-6, "\(measured.size.height) \(height)")
    }

    @Test func anUnwrappedParagraphIsAsWideAsItsText() {
        let engine = TextEngine()
        let tenth = Self.prose(bytes: 30_000)
        let whole = Array(repeating: tenth, count: 10).joined(separator: " ")
        let short = engine.measure(TextBlock(text: tenth, font: body))
        let long = engine.measure(TextBlock(text: whole, font: body))
        let space = engine.measure(TextBlock(text: "a b", font: body)).size.width - engine.measure(TextBlock(text: "ab", font: body)).size.width
        #expect(long.lineCount == 1 && abs(long.size.height - short.size.height) < 1e-9)
        #expect(long.size.width > 2_100_000, "\(long)")
        // Ten tenths and nine spaces, give or take kerning at the joins.
        #expect(abs(long.size.width - (10 * short.size.width + 9 * space)) < 1, "\(long.size.width) \(short.size.width)")
    }

    @Test func aLongParagraphWithOneLineEndsInAnEllipsisWithinTheWidth() {
        let engine = TextEngine()
        for mode in [LineBreak.truncateTail, .truncateMiddle, .truncateHead] {
            let measured = engine.measure(TextBlock(text: Self.prose(bytes: 300_000), font: body, lineBreak: mode, lineLimit: 1), width: 200)
            #expect(measured.lineCount == 1 && measured.isTruncated, "\(mode) \(measured)")
            #expect(measured.size.width <= 200 && measured.size.width > 150, "\(mode) \(measured)")
        }
        let two = engine.measure(TextBlock(text: Self.prose(bytes: 300_000), font: body, lineBreak: .truncateTail, lineLimit: 2), width: 200)
        #expect(two.lineCount == 2 && two.isTruncated)
    }

    /// Dark pixels in `rows` of a white ARGB image `width` pixels wide.
    static func inkedPixels(_ surface: OpaquePointer, rows: Range<Int>) -> Int {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let width = Int(cairo_image_surface_get_width(surface))
        var count = 0
        for row in rows {
            for column in 0..<width where data[row * stride + column * 4] < 128 { count += 1 }
        }
        return count
    }

    static func draw(_ engine: TextEngine, _ block: TextBlock, width: Double, size: (Int32, Int32), y: Double,
                     whole: Bool = false) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size.0, size.1)!
        let cairo = cairo_create(surface)!
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        cairo_set_source_rgb(cairo, 0, 0, 0)
        if whole {
            let layout = engine.makeLayout(block, width: width)
            cairo_move_to(cairo, 0, y)
            pango_cairo_show_layout(cairo, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        } else {
            engine.draw(block, width: width, in: cairo, x: 0, y: y)
        }
        cairo_destroy(cairo)
        return surface
    }

    @Test func aHugeBlockDrawsTextWhereItIsVisible() {
        let engine = TextEngine()
        let block = TextBlock(text: Self.lines(bytes: 1_000_000, lineLength: 45), font: body)
        let height = engine.measure(block, width: 390).size.height
        // The top of the text, and a screen from the middle of it.
        for y in [0, -height / 2] {
            let surface = Self.draw(engine, block, width: 390, size: (390, 200), y: y)
            defer { cairo_surface_destroy(surface) }
            #expect(Self.inkedPixels(surface, rows: 0..<200) > 2_000, "y \(y)")
        }
        // A 300 KB paragraph: text on the screen from the first row to the last.
        let paragraph = TextBlock(text: Self.prose(bytes: 300_000), font: body)
        let surface = Self.draw(engine, paragraph, width: 390, size: (390, 200), y: -100_000)
        defer { cairo_surface_destroy(surface) }
        #expect(Self.inkedPixels(surface, rows: 0..<20) > 100)
        #expect(Self.inkedPixels(surface, rows: 180..<200) > 100)
    }

    @Test func drawingOnlyTheVisibleLinesPaintsWhatOneLayoutPaints() {
        // Multi-paragraph text, a paragraph drawn in chunks of lines and one
        // laid out in windows, drawn a screen down, pixel for pixel as one
        // PangoLayout draws them.
        let engine = TextEngine()
        let texts = [Self.lines(bytes: 8_000, lineLength: 70), Self.prose(bytes: 9_000),
                     Self.prose(bytes: 40_000).replacingOccurrences(of: "fog", with: "fog-bound?")]
        for text in texts {
            for alignment in [TextAlignment.left, .center, .justified] {
                let block = TextBlock(text: text, font: body, alignment: alignment)
                let pieces = Self.draw(engine, block, width: 300, size: (300, 400), y: -1_234.5)
                let whole = Self.draw(engine, block, width: 300, size: (300, 400), y: -1_234.5, whole: true)
                defer { cairo_surface_destroy(pieces); cairo_surface_destroy(whole) }
                let count = Int(cairo_image_surface_get_stride(pieces)) * 400
                let same = memcmp(cairo_image_surface_get_data(pieces), cairo_image_surface_get_data(whole), count) == 0
                #expect(same, "\(alignment) \(text.prefix(20))")
                #expect(Self.inkedPixels(pieces, rows: 0..<400) > 2_000)
            }
        }
    }
}
