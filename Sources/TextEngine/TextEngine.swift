import CPangoCairo
import Foundation

/// Measures and draws text with Pango, HarfBuzz and fontconfig, the same
/// way for both, so a label is drawn exactly as it was measured.
///
/// - Deterministic fonts: the engine's fontconfig knows only the fonts in
///   `fontDirectories` (Inter by default), never the machine's others, so
///   every machine measures alike. A run that Pango sets in another family,
///   or a character with no glyph, is reported (see `problems`), never silent.
/// - One unit is one point: the font map works at 72 dpi with hinting and
///   glyph-position rounding off, so sizes do not depend on the scale the
///   text is later drawn at. Sizes are Pango's logical extents, unrounded.
/// - Measurements are cached by text, fonts, width and line limit.
/// - Any length: each paragraph is laid out on its own and a long one in
///   windows (see TextPlan.swift), as Pango's 32-bit units and its cost on
///   many paragraphs require; drawing lays out only what is visible.
///
/// Pango is not thread-safe: each engine guards its Pango objects with a
/// lock, which is why the class is `@unchecked Sendable`.
public final class TextEngine: @unchecked Sendable {
    /// The engine views use.
    public static let shared = TextEngine()

    /// Where the engine looks for fonts when `TRELLIS_FONT_DIRS` (a
    /// colon-separated list) is not set: Debian's fonts-inter.
    public static let defaultFontDirectories = ["/usr/share/fonts/opentype/inter"]

    /// The directories the engine's fonts came from.
    public let fontDirectories: [String]
    /// The font families the engine has, sorted.
    public let families: [String]

    let lock = NSLock()
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private var cache: [Int: CacheEntry] = [:]
    private var metricsCache: [FontDescription: FontMetrics] = [:]
    private var shapingFonts: [FontDescription: PlainTextMeasurer.ShapingFont?] = [:]
    private var lastShapingFont: (description: FontDescription, font: PlainTextMeasurer.ShapingFont?)?
    var plain = PlainTextMeasurer()
    private var reported: Set<String> = []
    /// How many measurements took the fast path (for tests).
    private(set) var directMeasurements = 0
    private var recordedProblems: [TextEngineProblem] = []

    /// Whether plain one-font Latin text is measured by `PlainTextMeasurer`
    /// (the same numbers as a `PangoLayout`, three times as fast) rather than
    /// by a layout. Tests turn it off to compare the two.
    public var measuresPlainTextDirectly = true

    /// Whether the direct measurement shapes each word once per font and
    /// keeps its advance (`PlainTextMeasurer.WordAdvances`), rather than
    /// shaping every new text whole. The numbers are the same either way;
    /// `trellis bench text` turns it off to show what the cache saves.
    public var cachesWordAdvances: Bool {
        get { lock.withLock { plain.cachesWordAdvances } }
        set { lock.withLock { plain.cachesWordAdvances = newValue } }
    }

    /// How many measurements the cache holds before it starts afresh.
    public var cacheLimit = 20_000

    /// Called with each new problem (a font fallback, a missing glyph, no
    /// fonts found). The default prints it once to standard error.
    public var problemHandler: @Sendable (TextEngineProblem) -> Void = { problem in
        FileHandle.standardError.write(Data("TextEngine: \(problem.description)\n".utf8))
    }

    /// A cached measurement, found by `cacheKey`: what shapes the text, not
    /// its colors. Text is hashed and compared by its UTF-8 bytes (cheaper
    /// than String's normalizing hash; Pango sees bytes too). Two blocks
    /// with the same key replace each other, as a cache may.
    private final class CacheEntry {
        let block: TextBlock
        let width: Double?
        let plan: TextPlan
        /// The plan's, kept here so that a cached measurement is one load.
        let measurement: TextMeasurement

        init(block: TextBlock, width: Double?, plan: TextPlan) {
            self.block = block
            self.width = width
            self.plan = plan
            measurement = plan.measurement
        }

        func matches(_ other: TextBlock, width otherWidth: Double?) -> Bool {
            guard width == otherWidth, block.lineLimit == other.lineLimit, block.lineBreak == other.lineBreak,
                  block.alignment == other.alignment, block.lineSpacing == other.lineSpacing,
                  block.defaultFont == other.defaultFont, block.runs.count == other.runs.count,
                  Self.sameBytes(block.text, other.text) else { return false }
            return zip(block.runs, other.runs).allSatisfy { $0.range == $1.range && $0.font == $1.font }
        }

        private static func sameBytes(_ a: String, _ b: String) -> Bool {
            a.utf8.withContiguousStorageIfAvailable { x in
                b.utf8.withContiguousStorageIfAvailable { y in
                    x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
                }
            }.flatMap { $0 } ?? a.utf8.elementsEqual(b.utf8)
        }
    }

    /// The measurement cache's key: FNV-1a over the text's bytes and the
    /// numbers that most often tell blocks apart. A hit is confirmed by
    /// `CacheEntry.matches`, so the hash need not be strong; SipHash
    /// (`Hasher`) took a tenth of a new label's measurement (issue 22).
    private static func cacheKey(_ block: TextBlock, width: Double?) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0000_0100_0000_01B3 }
        let contiguous: Bool? = block.text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { mix(UInt64(byte)) }
            return true
        }
        if contiguous == nil {
            for byte in block.text.utf8 { mix(UInt64(byte)) }
        }
        mix(block.defaultFont.size.bitPattern)
        mix(UInt64(bitPattern: Int64(block.defaultFont.weight)))
        mix(width?.bitPattern ?? 0x7FF8_DEAD_BEEF_0001)
        mix(UInt64(bitPattern: Int64(block.lineLimit)))
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    public convenience init() {
        let environment = ProcessInfo.processInfo.environment["TRELLIS_FONT_DIRS"]
        let directories = environment.map { $0.split(separator: ":").map(String.init) } ?? Self.defaultFontDirectories
        self.init(fontDirectories: directories)
    }

    /// An engine whose fontconfig knows only the fonts in `fontDirectories`.
    /// If they hold no font at all, the engine falls back to the machine's
    /// fonts and records a problem saying so.
    public init(fontDirectories: [String]) {
        self.fontDirectories = fontDirectories
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_cairo_font_map_set_resolution(trellis_cairo_font_map(fontMap), 72)

        let config = FcConfigCreate()
        // Only a cache location: no fonts and no rules from the machine's
        // configuration. Without one, fontconfig complains on every start.
        _ = FcConfigParseAndLoadFromMemory(config, """
            <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><cachedir prefix="xdg">fontconfig</cachedir><cachedir>/var/cache/fontconfig</cachedir></fontconfig>
            """, 0)
        var added = false
        for directory in fontDirectories where FcConfigAppFontAddDir(config, directory) != 0 {
            added = true
        }
        let fontCount = added ? Self.fontCount(in: config) : 0
        var startupProblem: TextEngineProblem?
        if fontCount > 0 {
            pango_fc_font_map_set_config(trellis_fc_font_map(fontMap), config)
        } else {
            startupProblem = TextEngineProblem(description: "no fonts found in \(fontDirectories.joined(separator: ", ")); using the machine's fonts, so measurements will differ between machines. Install fonts-inter (`make` does) or set TRELLIS_FONT_DIRS.")
        }
        FcConfigDestroy(config)

        context = pango_font_map_create_context(fontMap)
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)

        families = Self.listFamilies(fontMap)
        if let startupProblem { report(startupProblem) }
    }

    deinit {
        plain.destroy()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    // MARK: - Measuring

    /// The size of `block` laid out in lines no wider than `width` (nil:
    /// one line per paragraph, as wide as it needs).
    /// - Complexity: O(n) in the length of the text, O(1) when cached.
    public func measure(_ block: TextBlock, width: Double? = nil) -> TextMeasurement {
        lock.lock()
        defer { lock.unlock() }
        return entry(for: block, width: Self.lineWidth(width)).measurement
    }

    /// The cached plan of `block` at `width`, made if need be. The caller holds the lock.
    private func entry(for block: TextBlock, width: Double?) -> CacheEntry {
        let key = Self.cacheKey(block, width: width)
        if let cached = cache[key], cached.matches(block, width: width) { return cached }
        let entry = CacheEntry(block: block, width: width, plan: makePlan(block, width: width))
        if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = entry
        return entry
    }

    /// The lines of `block` from the `PlainTextMeasurer` fast path, or nil
    /// when it does not apply.
    func linesDirectly(_ block: TextBlock, width: Double?) -> (lines: [LineBox], total: Int)? {
        guard measuresPlainTextDirectly, block.runs.isEmpty, block.alignment != .justified, block.lineBreak != .charWrap,
              let font = shapingFont(for: block.defaultFont) else { return nil }
        var text = block.text
        return text.withUTF8 { bytes in
            let (wraps, eligible, hasLetter) = PlainTextMeasurer.eligibility(of: bytes)
            guard eligible, let lines = plain.lines(block, text: bytes, hasLetter: hasLetter, font: font, width: width,
                                                    oneLineOnly: !wraps) else { return nil }
            directMeasurements += 1
            return lines
        }
    }

    /// The font Pango picks for `description`, with one line's height and
    /// baseline; nil when Pango would set it in another family.
    private func shapingFont(for description: FontDescription) -> PlainTextMeasurer.ShapingFont? {
        // Runs of labels share a font: comparing with the last one is
        // cheaper than hashing the description's strings.
        if let last = lastShapingFont, last.description == description { return last.font }
        if let known = shapingFonts[description] {
            lastShapingFont = (description, known)
            return known
        }
        let layout = makeLayout(TextBlock(text: "x", font: description), width: nil)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var shapingFont: PlainTextMeasurer.ShapingFont?
        if let run = pango_layout_iter_get_run_readonly(iterator), let font = run.pointee.item.pointee.analysis.font {
            let pangoDescription = pango_font_describe(font)
            defer { pango_font_description_free(pangoDescription) }
            let family = pango_font_description_get_family(pangoDescription).map { String(cString: $0) } ?? ""
            if family.caseInsensitiveCompare(description.family) == .orderedSame {
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                let language = run.pointee.item.pointee.analysis.language.flatMap { pango_language_to_string($0) }
                shapingFont = PlainTextMeasurer.ShapingFont(
                    font: font, features: description.features,
                    language: language.map { hb_language_from_string($0, -1) },
                    lineHeight: logical.height, baseline: pango_layout_iter_get_baseline(iterator))
            }
        }
        shapingFonts[description] = .some(shapingFont)
        lastShapingFont = (description, shapingFont)
        return shapingFont
    }

    /// Vertical metrics of a font.
    public func metrics(for font: FontDescription) -> FontMetrics {
        lock.lock()
        defer { lock.unlock() }
        if let cached = metricsCache[font] { return cached }
        let description = Self.pangoDescription(font)
        defer { pango_font_description_free(description) }
        guard let loaded = pango_font_map_load_font(fontMap, context, description) else {
            let size = font.effectiveSize
            return FontMetrics(ascender: size, descender: 0, lineHeight: size, capHeight: size * 0.7, xHeight: size * 0.5, leading: 0)
        }
        defer { g_object_unref(loaded) }
        let pangoMetrics = pango_font_get_metrics(loaded, nil)
        defer { pango_font_metrics_unref(pangoMetrics) }
        let scale = Double(trellis_pango_scale())
        let ascent = Double(pango_font_metrics_get_ascent(pangoMetrics)) / scale
        let descent = Double(pango_font_metrics_get_descent(pangoMetrics)) / scale
        let height = Double(pango_font_metrics_get_height(pangoMetrics)) / scale
        let hbFont = pango_font_get_hb_font(loaded)
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(hbFont, &xScale, &yScale)
        func position(_ tag: hb_ot_metrics_tag_t, fallback: Double) -> Double {
            var value: hb_position_t = 0
            guard yScale != 0, hb_ot_metrics_get_position(hbFont, tag, &value) != 0 else { return fallback }
            return Double(value) / Double(yScale) * font.effectiveSize
        }
        let metrics = FontMetrics(
            ascender: ascent, descender: -descent, lineHeight: max(height, ascent + descent),
            capHeight: position(HB_OT_METRICS_TAG_CAP_HEIGHT, fallback: ascent * 0.75),
            xHeight: position(HB_OT_METRICS_TAG_X_HEIGHT, fallback: ascent * 0.5),
            leading: max(0, height - ascent - descent))
        metricsCache[font] = metrics
        return metrics
    }

    /// Whether the engine has a family of this name (case-insensitive).
    public func hasFamily(_ name: String) -> Bool {
        families.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Problems seen so far, oldest first, each once.
    public var problems: [TextEngineProblem] {
        lock.lock()
        defer { lock.unlock() }
        return recordedProblems
    }

    /// Empties the measurement cache and each font's word advances (for
    /// benchmarks that time raw measurement, as at launch).
    public func clearCache() {
        lock.lock()
        cache.removeAll()
        for case let font? in shapingFonts.values {
            font.words.removeAll()
            font.spaceAdvances = [nil, nil]
        }
        lock.unlock()
    }

    // MARK: - Drawing

    /// Draws `block` with its top-left corner at (x, y) of the Cairo context
    /// `cairo`, laid out as `measure(_:width:)` laid it out. Only the lines
    /// that cross the context's clip (for an image surface, at most the
    /// image) are laid out and drawn.
    /// - Complexity: O(log p + v) for a measured block of p paragraphs and
    ///   windows, and v bytes of text in those visible; O(n) more if the
    ///   block was not measured at this width.
    public func draw(_ block: TextBlock, width: Double?, in cairo: OpaquePointer, x: Double, y: Double) {
        lock.lock()
        defer { lock.unlock() }
        let plan = entry(for: block, width: Self.lineWidth(width)).plan
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        // Ink may reach past a line's logical box (italics, accents, tall
        // glyphs): lines that far outside the clip are drawn as well.
        let margin = 64.0
        func units(_ value: Double) -> Int {
            let scaled = value * Double(trellis_pango_scale())
            return scaled.isNaN ? 0 : Int(min(9e15, max(-9e15, scaled)))
        }
        let visible = (minX: units(x1 - x - margin), minY: units(y1 - y - margin), maxX: units(x2 - x + margin), maxY: units(y2 - y + margin))
        cairo_save(cairo)
        draw(plan, block: block, in: cairo, x: x, y: y, visible: visible)
        cairo_restore(cairo)
    }

    // MARK: - Layout

    /// The one place a Pango layout is made, for measuring and drawing alike.
    func makeLayout(_ block: TextBlock, width: Double?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        pango_layout_set_text(layout, block.text, -1)
        let defaultDescription = Self.pangoDescription(block.defaultFont)
        pango_layout_set_font_description(layout, defaultDescription)
        pango_font_description_free(defaultDescription)

        let attributes = pango_attr_list_new()
        Self.insert(color: block.defaultColor, features: block.defaultFont.features, from: 0, to: UInt32.max, into: attributes)
        if !block.runs.isEmpty {
            let offsets = Self.utf8Offsets(of: block.text)
            for run in block.runs {
                let start = UInt32(offsets[min(max(0, run.range.lowerBound), offsets.count - 1)])
                // A run past the end still applies there: an empty
                // paragraph takes its height from its separator's font.
                let end = run.range.upperBound >= offsets.count ? UInt32.max : UInt32(offsets[max(0, run.range.upperBound)])
                guard start < end else { continue }
                let description = Self.pangoDescription(run.font)
                let fontAttribute = pango_attr_font_desc_new(description)!
                pango_font_description_free(description)
                fontAttribute.pointee.start_index = start
                fontAttribute.pointee.end_index = end
                pango_attr_list_insert(attributes, fontAttribute)
                Self.insert(color: run.color, features: run.font.features, from: start, to: end, into: attributes)
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_spacing(layout, Int32(Self.lineSpacing(of: block) * Double(trellis_pango_scale())))
        switch block.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
        pango_layout_set_auto_dir(layout, 0)

        // A single clipped line does not wrap: it runs on and is cut at the edge.
        let wraps = !(block.lineBreak == .clip && block.lineLimit == 1)
        if let width, wraps {
            pango_layout_set_width(layout, Int32(min(width * Double(trellis_pango_scale()), Double(Int32.max))))
        }
        switch block.lineBreak {
        case .charWrap: pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
        default: pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let ellipsize: PangoEllipsizeMode = switch block.lineBreak {
        case .truncateHead: PANGO_ELLIPSIZE_START
        case .truncateMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .truncateTail: PANGO_ELLIPSIZE_END
        default: PANGO_ELLIPSIZE_NONE
        }
        if width != nil, ellipsize != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_ellipsize(layout, ellipsize)
            // Negative: at most that many lines, the last one ellipsized.
            // Without a limit, a large height keeps every line.
            pango_layout_set_height(layout, block.lineLimit > 0 ? Int32(-block.lineLimit) : Int32.max)
        }
        return layout
    }

    /// The width lines wrap at: none for nil or a non-finite width, never negative.
    private static func lineWidth(_ width: Double?) -> Double? {
        guard let width, width.isFinite else { return nil }
        return max(0, width)
    }

    // MARK: - Checking fonts

    /// Reports runs Pango set in a family that was not asked for, and
    /// characters no font had a glyph for; true when it reported one.
    func checkFonts(of layout: OpaquePointer, block: TextBlock) -> Bool {
        var found = false
        let requested = Set(([block.defaultFont] + block.runs.map(\.font)).map { $0.family.lowercased() })
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                  let font = run.pointee.item.pointee.analysis.font else { continue }
            let description = pango_font_describe(font)
            defer { pango_font_description_free(description) }
            let family = pango_font_description_get_family(description).map { String(cString: $0) } ?? "?"
            if !requested.contains(family.lowercased()) {
                let asked = requested.sorted().joined(separator: ", ")
                report(TextEngineProblem(description: "font fallback: asked for \(asked), Pango used \(family) for \"\(Self.excerpt(block.text))\"; the engine has \(families.joined(separator: ", "))"))
                found = true
            }
        } while pango_layout_iter_next_run(iterator) != 0
        let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
        if unknown > 0 {
            report(TextEngineProblem(description: "\(unknown) character(s) of \"\(Self.excerpt(block.text))\" have no glyph in \(block.defaultFont.family)"))
            found = true
        }
        return found
    }

    private func report(_ problem: TextEngineProblem) {
        guard reported.insert(problem.description).inserted else { return }
        recordedProblems.append(problem)
        problemHandler(problem)
    }

    private static func excerpt(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(37)) + "..."
    }

    // MARK: - Pango helpers

    static func pangoDescription(_ font: FontDescription) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(min(1000, max(100, font.weight)))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        // Held to maximumSize: past it Pango's integer size wraps.
        pango_font_description_set_absolute_size(description, font.effectiveSize * Double(trellis_pango_scale()))
        return description
    }

    private static func insert(color: TextColor, features: [String], from start: UInt32, to end: UInt32, into list: OpaquePointer?) {
        func channel(_ value: Double) -> UInt16 { UInt16((min(1, max(0, value)) * 65535).rounded()) }
        let foreground = pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue))!
        foreground.pointee.start_index = start
        foreground.pointee.end_index = end
        pango_attr_list_insert(list, foreground)
        let alpha = pango_attr_foreground_alpha_new(max(1, channel(color.alpha)))!
        alpha.pointee.start_index = start
        alpha.pointee.end_index = end
        pango_attr_list_insert(list, alpha)
        if !features.isEmpty {
            let attribute = pango_attr_font_features_new(features.joined(separator: ","))!
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
    }

    /// UTF-8 byte offset of each UTF-16 offset of `text` (one past the end included).
    private static func utf8Offsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        var byte = 0
        for scalar in text.unicodeScalars {
            offsets.append(byte)
            if scalar.utf16.count == 2 { offsets.append(byte) }
            byte += scalar.utf8.count
        }
        offsets.append(byte)
        return offsets
    }

    private static func fontCount(in config: OpaquePointer?) -> Int {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return 0 }
        return Int(set.pointee.nfont)
    }

    private static func listFamilies(_ map: UnsafeMutablePointer<PangoFontMap>) -> [String] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(map, &list, &count)
        defer { g_free(list) }
        // Pango adds its generic aliases (Sans, Serif, Monospace, System-ui);
        // they are not fonts of their own.
        let generic: Set<String> = ["sans", "sans-serif", "serif", "monospace", "system-ui", "emoji", "math", "cursive", "fantasy", "fangsong"]
        return (0..<Int(count)).compactMap { index in
            list?[index].flatMap { pango_font_family_get_name($0) }.map { String(cString: $0) }
        }.filter { !generic.contains($0.lowercased()) }.sorted()
    }
}
