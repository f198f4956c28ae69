import Foundation
import CPangoCairo

/// A faster way to the same numbers `PangoLayout` gives for the commonest
/// label: one font, Latin text whose only line-break opportunities are
/// single spaces, left/center/right aligned, not ellipsized.
///
/// It shapes each word with the HarfBuzz font Pango itself chose, with
/// Pango's buffer settings, once per font (`ShapingFont.words` keeps the
/// advances), and then breaks lines as Pango 1.50 does
/// (`process_item` in pango-layout.c): greedily, a break fitting when the
/// width up to it, less the space it breaks at, is within the line width;
/// the space a line wraps at counts nothing. Line heights and baselines come
/// from a one-line layout of the same font, measured once. Whatever else
/// (other scripts, fallback fonts, missing glyphs, a word wider than the
/// line, an ellipsis) returns nil and goes to `PangoLayout`.
/// `TextEngineTests` compares both ways over a corpus of texts and widths.
struct PlainTextMeasurer {
    /// What is known about one font, from laying out one line in it.
    final class ShapingFont {
        let font: UnsafeMutablePointer<PangoFont>
        let hbFont: OpaquePointer
        let features: [hb_feature_t]
        let language: hb_language_t?
        /// Pango units: one line's logical height and its baseline from the top.
        let lineHeight: Int32
        let baseline: Int32

        init(font: UnsafeMutablePointer<PangoFont>, features: [String], language: hb_language_t?, lineHeight: Int32, baseline: Int32) {
            self.font = font
            g_object_ref(font)
            hbFont = pango_font_get_hb_font(font)
            self.features = features.compactMap { string in
                var feature = hb_feature_t()
                return hb_feature_from_string(string, -1, &feature) != 0 ? feature : nil
            }
            self.language = language
            self.lineHeight = lineHeight
            self.baseline = baseline
        }

        deinit { g_object_unref(font) }

        /// The advance of each word shaped in this font so far (issue 22:
        /// about 70% of a new measurement was HarfBuzz shaping the same
        /// words again). Labels repeat their words far more than their
        /// texts, so a text never measured before is mostly words that
        /// were. It lives as long as the font, beside the engine's cache of
        /// whole measurements, and is bounded on its own.
        var words = WordAdvances()
        /// The advance of one space, per script (Latin, Common); nil until shaped.
        var spaceAdvances: [Int?] = [nil, nil]
    }

    /// Word advances keyed by the word's bytes and script, in an arena of
    /// bytes with a table from each word's hash to its place: no `String`
    /// or `Array` is made per word, and a hit compares the bytes, so two
    /// words with the same hash never share an advance.
    struct WordAdvances {
        struct Entry {
            var start: Int32
            var length: Int32
            /// Pango units, or -1: the word has a character with no glyph.
            var advance: Int
        }
        private(set) var table: [UInt64: Entry] = [:]
        private var arena: [UInt8] = []
        /// Bounds on memory: at either, the cache starts afresh, as the
        /// engine's measurement cache does. 20,000 words of a typical
        /// length take about 1.5 MB with the table.
        static let maximumWords = 20_000
        static let maximumBytes = 400_000

        static func hash(_ word: UnsafeBufferPointer<UInt8>, latin: Bool) -> UInt64 {
            // FNV-1a, 64 bits, with the script folded in.
            var hash: UInt64 = latin ? 0xCBF2_9CE4_8422_2325 : 0x84222325_CBF29CE4
            for byte in word { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return hash
        }

        /// The cached advance of `word` (-1: no glyph for a character), or
        /// nil when it is not cached.
        func advance(of word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
            guard let entry = table[hash], Int(entry.length) == word.count else { return nil }
            let same = arena.withUnsafeBufferPointer { stored in
                memcmp(stored.baseAddress! + Int(entry.start), word.baseAddress!, word.count) == 0
            }
            return same ? entry.advance : nil
        }

        mutating func insert(_ word: UnsafeBufferPointer<UInt8>, hash: UInt64, advance: Int) {
            if table.count >= Self.maximumWords || arena.count + word.count > Self.maximumBytes {
                table.removeAll(keepingCapacity: true)
                arena.removeAll(keepingCapacity: true)
            }
            // A different word with the same hash keeps its place.
            guard table[hash] == nil else { return }
            table[hash] = Entry(start: Int32(arena.count), length: Int32(word.count), advance: advance)
            arena.append(contentsOf: word)
        }

        mutating func removeAll() {
            table.removeAll()
            arena.removeAll()
        }
    }

    private let buffer = hb_buffer_create()
    /// Scratch: the width of each word and of the space after it (Pango
    /// units, in 64 bits: a paragraph may be wider than Pango's 32 bits
    /// hold), where each word starts (UTF-8 offset), and each line's width
    /// and first word.
    private var wordWidths: [Int] = []
    private var spaceWidths: [Int] = []
    private var wordStarts: [Int] = []
    private var lineWidths: [Int] = []
    private var lineFirstWords: [Int] = []

    init() {}

    func destroy() { hb_buffer_destroy(buffer) }

    /// Whether the fast path may measure `text`, in one pass over it.
    /// `eligible`: every character is one the fast path knows breaks only
    /// at spaces, with single spaces inside and none at either end, so it
    /// may wrap at any width. `eligibleOnOneLine`: besides those, every
    /// other printable ASCII character ("km/h", "well-known", "(a)",
    /// "Why?"); Pango may break inside words at those, but only where a
    /// line overflows, so a text that fits on one line is laid out the
    /// same. They are all in Inter and of the Common script, which takes
    /// the script of the text around it, as the accepted punctuation does.
    /// `hasLetter`: Pango's script is then Latin, else Common.
    static func eligibility(of text: UnsafeBufferPointer<UInt8>) -> (eligible: Bool, eligibleOnOneLine: Bool, hasLetter: Bool) {
        guard let first = text.first, let last = text.last, first != 0x20, last != 0x20 else { return (false, false, false) }
        var hasLetter = false
        var wraps = true
        var previousWasSpace = false
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte < 0x80 {
                switch byte {
                case 0x20:
                    if previousWasSpace { return (false, false, hasLetter) }
                    previousWasSpace = true
                    index += 1
                    continue
                case 0x41...0x5A, 0x61...0x7A: hasLetter = true
                case 0x30...0x39: break
                // . , : ; (infix separators): a number may go on after one
                // ("3.14", "06:42"), but after anything else Pango may break
                // before a digit, "%" or "°" that follows.
                case 0x2E, 0x2C, 0x3A, 0x3B:
                    if index + 1 < text.count, Self.startsNumeric(text, at: index + 1),
                       !(index > 0 && (0x30...0x39).contains(text[index - 1])) { wraps = false }
                // Pango may break between two postfixes ("%%", "%°").
                case 0x25:
                    if index + 1 < text.count, Self.isPostfix(text, at: index + 1) { wraps = false }
                // ' " & @ # *
                case 0x27, 0x22, 0x26, 0x40, 0x23, 0x2A: break
                case 0x21...0x7E: wraps = false
                default: return (false, false, hasLetter)
                }
                index += 1
            } else if byte & 0xE0 == 0xC0, index + 1 < text.count {
                // Two-byte scalars: Latin-1 letters (not × ÷), Latin Extended-A, and °.
                let scalar = (UInt32(byte & 0x1F) << 6) | UInt32(text[index + 1] & 0x3F)
                switch scalar {
                case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x17F: hasLetter = true
                case 0xB0:
                    if index + 2 < text.count, Self.isPostfix(text, at: index + 2) { wraps = false }
                default: return (false, false, hasLetter)
                }
                index += 2
            } else if byte == 0xE2, index + 2 < text.count, text[index + 1] == 0x80, text[index + 2] == 0x99 {
                index += 3 // ’ (right single quotation mark, the typographic apostrophe)
            } else {
                return (false, false, hasLetter)
            }
            previousWasSpace = false
        }
        return (wraps, true, hasLetter)
    }

    /// Whether a digit, "%" or "°" starts at `index`.
    private static func startsNumeric(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        (0x30...0x39).contains(text[index]) || isPostfix(text, at: index)
    }

    /// Whether "%" or "°" starts at `index`.
    private static func isPostfix(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        text[index] == 0x25 || (text[index] == 0xC2 && index + 1 < text.count && text[index + 1] == 0xB0)
    }

    /// The lines Pango would make, or nil when the fast path does not apply.
    /// `width` is the line width in points (nil: no wrapping). The second
    /// value is how many lines the paragraph has in all, shown or not.
    /// With `oneLineOnly`, nil when the text needs more than one line
    /// (see `eligibility(of:)`).
    mutating func lines(_ block: TextBlock, text: UnsafeBufferPointer<UInt8>, hasLetter: Bool,
                        font: ShapingFont, width: Double?, oneLineOnly: Bool = false) -> (lines: [LineBox], total: Int)? {
        guard shape(text, hasLetter: hasLetter, font: font) else { return nil }
        let scale = Int(trellis_pango_scale())
        // A single clipped line does not wrap (as in makeLayout).
        let wraps = !(block.lineBreak == .clip && block.lineLimit == 1)
        let lineWidth: Int? = wraps ? width.map { Int(min($0 * Double(scale), Double(Int32.max))) } : nil
        guard breakLines(width: lineWidth) else { return nil }
        let lineCount = lineWidths.count
        if oneLineOnly, lineCount > 1 { return nil }
        let shown = block.lineLimit > 0 ? min(lineCount, block.lineLimit) : lineCount
        let ellipsizes = block.lineBreak == .truncateHead || block.lineBreak == .truncateMiddle || block.lineBreak == .truncateTail
        // Pango would put an ellipsis in: leave that to Pango.
        if ellipsizes, lineWidth != nil, shown < lineCount { return nil }
        let spacing = Int(TextEngine.lineSpacing(of: block) * Double(scale))
        let pitch = Int(font.lineHeight) + spacing
        let lines = (0..<shown).map { index in
            LineBox(start: wordStarts[lineFirstWords[index]], top: index * pitch, height: Int(font.lineHeight),
                    baseline: index * pitch + Int(font.baseline),
                    x: Self.xOffset(alignment: block.alignment, layoutWidth: lineWidth ?? 0, lineWidth: lineWidths[index]),
                    logicalWidth: lineWidths[index], visibleWidth: lineWidths[index])
        }
        return (lines, lineCount)
    }

    /// Whether words are shaped one by one through the font's cache of
    /// word advances (`ShapingFont.words`) rather than the whole text at
    /// once. Both give the same widths (`PlainTextMeasurerTests`); tests
    /// turn it off to compare.
    var cachesWordAdvances = true

    /// The advance of each word and each space of `text`, as pango_hb_shape
    /// would give them; false if a character has no glyph.
    ///
    /// Text of letters and digits between single spaces is shaped word by
    /// word: no ligature, kerning or contextual form of Inter crosses a
    /// space between such words, so a word's advance is the same shaped
    /// alone as in its line, and each word is looked up in the font's cache
    /// and shaped only the first time. Punctuation is another matter: a
    /// period or comma kerns with the space after it, and Inter's
    /// case-sensitive forms move "@" beside capitals across a space ("a. T"
    /// and "’@ T" measured differently alone), so text with any is shaped
    /// whole. `PlainTextMeasurerTests` compares both ways, and with Pango.
    private mutating func shape(_ text: UnsafeBufferPointer<UInt8>, hasLetter: Bool, font: ShapingFont) -> Bool {
        guard cachesWordAdvances, Self.isLettersAndDigits(text) else { return shapeWhole(text, hasLetter: hasLetter, font: font) }
        wordWidths.removeAll(keepingCapacity: true)
        spaceWidths.removeAll(keepingCapacity: true)
        wordStarts.removeAll(keepingCapacity: true)
        let count = text.count
        var start = 0
        while start < count {
            var end = start
            while end < count, text[end] != 0x20 { end += 1 }
            let word = UnsafeBufferPointer(rebasing: text[start..<end])
            let hash = WordAdvances.hash(word, latin: hasLetter)
            let advance: Int
            if let known = font.words.advance(of: word, hash: hash) {
                advance = known
            } else {
                advance = shapedAdvance(of: word, hasLetter: hasLetter, font: font) ?? -1
                font.words.insert(word, hash: hash, advance: advance)
            }
            guard advance >= 0 else { return false }
            wordWidths.append(advance)
            wordStarts.append(start)
            if end < count {
                guard let space = spaceAdvance(hasLetter: hasLetter, font: font) else { return false }
                spaceWidths.append(space)
            } else {
                spaceWidths.append(0)
            }
            start = end + 1
        }
        return !wordWidths.isEmpty
    }

    /// Whether eligible text holds only letters, digits and spaces. Its
    /// other characters are ASCII punctuation, "°" (C2 B0) and "’" (E2 80
    /// 99); every other lead byte it accepts starts a letter.
    static func isLettersAndDigits(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in text {
            switch byte {
            case 0x20, 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x80...0xBF, 0xC3...0xC5: continue
            default: return false
            }
        }
        return true
    }

    /// The advance of one space in the font and script, shaped once.
    private mutating func spaceAdvance(hasLetter: Bool, font: ShapingFont) -> Int? {
        let slot = hasLetter ? 0 : 1
        if let known = font.spaceAdvances[slot] { return known }
        let space: [UInt8] = [0x20]
        let advance = space.withUnsafeBufferPointer { shapedAdvance(of: $0, hasLetter: hasLetter, font: font) }
        font.spaceAdvances[slot] = advance
        return advance
    }

    /// Shapes `text` with Pango's buffer settings (pango_hb_shape) and
    /// returns the sum of its glyphs' advances, or nil if a character has
    /// no glyph.
    private func shapedAdvance(of text: UnsafeBufferPointer<UInt8>, hasLetter: Bool, font: ShapingFont) -> Int? {
        guard let (infos, positions, count) = shapeBuffer(text, hasLetter: hasLetter, font: font) else { return nil }
        var total = 0
        for index in 0..<count {
            guard infos[index].codepoint != 0 else { return nil }
            total += Int(positions[index].x_advance)
        }
        return total
    }

    /// Shapes `text` into the scratch buffer as pango_hb_shape does.
    private func shapeBuffer(_ text: UnsafeBufferPointer<UInt8>, hasLetter: Bool, font: ShapingFont)
        -> (UnsafeMutablePointer<hb_glyph_info_t>, UnsafeMutablePointer<hb_glyph_position_t>, Int)? {
        hb_buffer_clear_contents(buffer)
        hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, hasLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_COMMON)
        hb_buffer_set_language(buffer, font.language)
        hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS)
        hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
        hb_buffer_set_invisible_glyph(buffer, 0x0FFFFFFF) // PANGO_GLYPH_EMPTY
        text.withMemoryRebound(to: CChar.self) { chars in
            hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
        }
        font.features.withUnsafeBufferPointer { features in
            hb_shape(font.hbFont, buffer, features.baseAddress, UInt32(features.count))
        }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, nil) else { return nil }
        return (infos, positions, Int(count))
    }

    /// Shapes the whole of `text` at once and sums the advances of each
    /// word and each space; false if a character has no glyph.
    private mutating func shapeWhole(_ text: UnsafeBufferPointer<UInt8>, hasLetter: Bool, font: ShapingFont) -> Bool {
        guard let (infos, positions, count) = shapeBuffer(text, hasLetter: hasLetter, font: font) else { return false }
        wordWidths.removeAll(keepingCapacity: true)
        spaceWidths.removeAll(keepingCapacity: true)
        wordStarts.removeAll(keepingCapacity: true)
        var inWord = false
        for index in 0..<count {
            let info = infos[index]
            guard info.codepoint != 0 else { return false }
            let advance = Int(positions[index].x_advance)
            if text[Int(info.cluster)] == 0x20 {
                spaceWidths[spaceWidths.count - 1] += advance
                inWord = false
            } else {
                if !inWord {
                    wordWidths.append(0)
                    spaceWidths.append(0)
                    wordStarts.append(Int(info.cluster))
                    inWord = true
                }
                wordWidths[wordWidths.count - 1] += advance
            }
        }
        return !wordWidths.isEmpty
    }

    /// Greedy breaking at spaces into `lineWidths`; false when a word alone
    /// is wider than the line (Pango would break inside it).
    private mutating func breakLines(width: Int?) -> Bool {
        lineWidths.removeAll(keepingCapacity: true)
        lineFirstWords.removeAll(keepingCapacity: true)
        guard let width else {
            var total = 0
            for index in wordWidths.indices {
                total += wordWidths[index]
                if index < wordWidths.count - 1 { total += spaceWidths[index] }
            }
            lineWidths.append(total)
            lineFirstWords.append(0)
            return true
        }
        var line = -1
        for index in wordWidths.indices {
            let word = wordWidths[index]
            if line >= 0, line + spaceWidths[index - 1] + word <= width {
                line += spaceWidths[index - 1] + word
                continue
            }
            if line >= 0 { lineWidths.append(line) }
            guard word <= width else { return false }
            line = word
            lineFirstWords.append(index)
        }
        lineWidths.append(line)
        return true
    }

    /// pango-layout.c's get_x_offset for a line of `lineWidth` in a layout of `layoutWidth`.
    static func xOffset(alignment: TextAlignment, layoutWidth: Int, lineWidth: Int) -> Int {
        guard layoutWidth != 0 else { return 0 }
        switch alignment {
        case .right:
            return layoutWidth - lineWidth
        case .center:
            let scale = Int(trellis_pango_scale())
            var x = (layoutWidth - lineWidth) / 2
            if (layoutWidth | lineWidth) & (scale - 1) == 0 { x = (x + (scale >> 1)) & ~(scale - 1) }
            return x
        case .left, .justified:
            return 0
        }
    }
}
