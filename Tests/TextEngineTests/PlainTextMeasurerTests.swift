import CPangoCairo
import Foundation
import Testing
@testable import TextEngine

/// The fast path must give exactly what a PangoLayout gives. Two engines,
/// one measuring plain text directly and one always through a layout, are
/// compared over a seeded corpus of texts, fonts, widths and settings.
@Suite struct PlainTextMeasurerTests {
    /// A small deterministic generator, so a failure names a reproducible case.
    struct SplitMix {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
        mutating func unit() -> Double { Double(next() % 1_000_000) / 1_000_000 }
    }

    static let words = ["Today", "Partly", "cloudy", "Rain", "showers", "expected", "21°", "Wind", "12", "km", "Humidity",
                        "64%", "Sunrise", "06:42", "Thunderstorms", "in", "the", "afternoon", "Feels", "like", "19°",
                        "UV", "index", "5", "don’t", "it's", "Zürich", "Ærøskøbing", "façade", "naïve", "AVATAR", "Type,",
                        "fi", "office", "WAVE", "To.", "\"quoted\"", "a&b", "#tag", "@home", "3.14", "1,000", "x*y",
                        "Ljubljana;", "Łódź", "VAT", "Tty", "ffi", "P.S.", "LT", "Yo", "w", "11:11", "ŒUVRE"]

    static let fonts = [FontDescription(family: "Inter", size: 17),
                        FontDescription(family: "Inter", weight: 700, size: 13),
                        FontDescription(family: "Inter", weight: 300, italic: true, size: 22.5),
                        FontDescription(family: "Inter", weight: 600, size: 15, features: ["tnum"]),
                        FontDescription(family: "Inter", weight: 900, size: 34)]

    @Test func theFastPathMeasuresAsPangoLayoutDoes() {
        let fast = TextEngine(fontDirectories: TextEngine.defaultFontDirectories)
        let layout = TextEngine(fontDirectories: TextEngine.defaultFontDirectories)
        layout.measuresPlainTextDirectly = false
        var random = SplitMix(state: 2026)
        var mismatches: [String] = []
        let cases = 4000
        for index in 0..<cases {
            let count = 1 + Int(random.next() % 14)
            let text = (0..<count).map { _ in random.pick(Self.words) }.joined(separator: " ")
            let alignment = random.pick([TextAlignment.left, .left, .center, .right])
            let lineBreak = random.pick([LineBreak.wordWrap, .wordWrap, .clip, .truncateTail, .truncateHead])
            let lineLimit = random.pick([0, 0, 1, 2, 3])
            let spacing = random.pick([0, 0, 3.5])
            let block = TextBlock(text: text, font: random.pick(Self.fonts), alignment: alignment,
                                  lineBreak: lineBreak, lineLimit: lineLimit, lineSpacing: spacing)
            let width: Double? = index % 10 == 0 ? nil : 20 + random.unit() * 380
            let a = fast.measure(block, width: width)
            let b = layout.measure(block, width: width)
            let same = a.lineCount == b.lineCount && a.isTruncated == b.isTruncated
                && abs(a.size.width - b.size.width) < 1e-9 && abs(a.size.height - b.size.height) < 1e-9
                && abs(a.firstBaseline - b.firstBaseline) < 1e-9 && abs(a.lastBaseline - b.lastBaseline) < 1e-9
            if !same { mismatches.append("case \(index) \"\(text)\" \(block.defaultFont) width \(width.map { String($0) } ?? "nil") \(alignment) \(lineBreak) limit \(lineLimit): fast \(a) layout \(b)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(cases) differ:\n\(mismatches.prefix(8).joined(separator: "\n"))")
        // Most of the corpus must really have taken the fast path.
        #expect(fast.directMeasurements > cases / 2, "only \(fast.directMeasurements) of \(cases) measured directly")
        #expect(layout.directMeasurements == 0)
    }

    /// Text with punctuation Pango may break at ("km/h", "well-known") is
    /// measured directly only while it stays on one line, which is how a
    /// single-line label measures it; the sizes are Pango's.
    @Test func punctuationOnOneLineMeasuresAsPangoLayoutDoes() {
        let fast = TextEngine(fontDirectories: TextEngine.defaultFontDirectories)
        let layout = TextEngine(fontDirectories: TextEngine.defaultFontDirectories)
        layout.measuresPlainTextDirectly = false
        let punctuated = ["km/h", "well-known", "(a)", "Why?", "Hi!", "No.5", "a.7", "x,%", "[draft]", "{x}", "<tag>", "a+b=c",
                          "100%%", "5°%", "~home", "$9.99", "^_^", "a|b", "back\\slash", "C++", "e-mail", "1/2", "it's"]
        var random = SplitMix(state: 19)
        var mismatches: [String] = []
        let cases = 3000
        for index in 0..<cases {
            let count = 1 + Int(random.next() % 8)
            let text = (0..<count).map { _ in random.pick(random.unit() < 0.5 ? punctuated : Self.words) }.joined(separator: " ")
            let lineBreak = random.pick([LineBreak.wordWrap, .truncateTail, .clip])
            let lineLimit = random.pick([0, 1, 1, 2])
            let block = TextBlock(text: text, font: random.pick(Self.fonts), alignment: random.pick([.left, .center, .right]),
                                  lineBreak: lineBreak, lineLimit: lineLimit)
            let width: Double? = index % 3 == 0 ? nil : 20 + random.unit() * 500
            let a = fast.measure(block, width: width)
            let b = layout.measure(block, width: width)
            let same = a.lineCount == b.lineCount && a.isTruncated == b.isTruncated
                && abs(a.size.width - b.size.width) < 1e-9 && abs(a.size.height - b.size.height) < 1e-9
                && abs(a.firstBaseline - b.firstBaseline) < 1e-9 && abs(a.lastBaseline - b.lastBaseline) < 1e-9
            if !same { mismatches.append("case \(index) \"\(text)\" \(block.defaultFont) width \(width.map { String($0) } ?? "nil") \(lineBreak) limit \(lineLimit): fast \(a) layout \(b)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(cases) differ:\n\(mismatches.prefix(8).joined(separator: "\n"))")
        #expect(fast.directMeasurements > cases / 3, "only \(fast.directMeasurements) of \(cases) measured directly")
    }

    /// The fast path breaks lines only at spaces, so Pango's own break
    /// analysis must find no other break in any text it accepts: every pair
    /// of accepted characters between letters and digits is tried.
    @Test func pangoBreaksAcceptedTextOnlyAfterSpaces() {
        let accepted = Array(".,:;'\"%&@#*°’éÆłŒaZ7")
        let context: [Character] = ["w", "7", " "]
        var problems: [String] = []
        var acceptedCount = 0
        for first in accepted {
            for second in accepted {
                for before in context {
                    for after in context {
                        let text = "w\(before)\(first)\(second)\(after)w"
                        guard PlainTextMeasurer.eligibility(of: text).eligible else { continue }
                        acceptedCount += 1
                        let breaks = Self.pangoBreaks(in: text)
                        let characters = Array(text)
                        for position in breaks where characters[position - 1] != " " {
                            problems.append("\"\(text)\" breaks before index \(position)")
                        }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count): \(problems.prefix(10))")
        // Numbers and words with the accepted punctuation stay accepted.
        #expect(acceptedCount > 3000, "\(acceptedCount)")
        for text in ["3.14", "06:42", "1,000", "Zürich, 21°", "64% humidity", "it's", "don’t", "a.b", "\"quoted\"."] {
            #expect(PlainTextMeasurer.eligibility(of: text).eligible, "\(text)")
        }
    }

    /// Character positions (after the first) where Pango allows a line break.
    static func pangoBreaks(in text: String) -> [Int] {
        var bytes = Array(text.utf8)
        let count = text.count
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: count + 1)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pointer in
                pango_get_log_attrs(pointer.baseAddress, Int32(pointer.count), -1, nil, &attributes, Int32(count + 1))
            }
        }
        return (1..<count).filter { attributes[$0].is_line_break != 0 }
    }

    /// Words are shaped one at a time and their advances cached per font
    /// (issue 22), which is only right if nothing in the fonts acts across
    /// a space: kerning with the space, a contextual form or a ligature
    /// would make a word's advance depend on its neighbours. Every pair of
    /// characters the fast path accepts, on either side of a space, in
    /// every font of the corpus, must measure the same both ways. (Inter
    /// kerns "." and "," with a following space, and moves "@" beside
    /// capitals across one: "a. T" and "’@ T" differed, so text with
    /// punctuation is shaped whole.)
    @Test func wordsShapedAloneMeasureAsTheWholeTextDoes() {
        let cached = TextEngine(fontDirectories: TextEngine.defaultFontDirectories)
        let whole = TextEngine(fontDirectories: TextEngine.defaultFontDirectories)
        whole.plain.cachesWordAdvances = false
        let characters = Array("aAfTVWYvwyLPF17.,:;'\"%&@#*°’éÆłŒ/-()?!")
        var mismatches: [String] = []
        var compared = 0
        for font in Self.fonts {
            for first in characters {
                for second in characters {
                    for text in ["\(first) \(second)", "w\(first) \(second)w", "\(first)\(second) T"] {
                        let block = TextBlock(text: text, font: font)
                        let a = cached.measure(block), b = whole.measure(block)
                        compared += 1
                        if a.size != b.size || a.firstBaseline != b.firstBaseline {
                            mismatches.append("\"\(text)\" \(font): words \(a.size.width), whole \(b.size.width)")
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(compared) differ: \(mismatches.prefix(8))")
        #expect(cached.directMeasurements > compared / 2, "only \(cached.directMeasurements) of \(compared) measured directly")
        for (text, words) in [("Partly cloudy 21", true), ("Zürich Łódź", true), ("a. T", false), ("21°", false), ("don’t", false), ("x@y", false)] {
            var text = text
            #expect(text.withUTF8 { PlainTextMeasurer.isLettersAndDigits($0) } == words, "\(text)")
        }
    }

    /// The word cache is per font and bounded: at its limit it starts
    /// afresh, as the engine's cache does, and a repeated word is shaped once.
    @Test func theWordCacheIsBounded() {
        var words = PlainTextMeasurer.WordAdvances()
        for index in 0..<(PlainTextMeasurer.WordAdvances.maximumWords * 2 + 7) {
            var word = Array("word\(index)".utf8)
            word.withUnsafeMutableBufferPointer { buffer in
                let word = UnsafeBufferPointer(buffer)
                let hash = PlainTextMeasurer.WordAdvances.hash(word, latin: true)
                if words.advance(of: word, hash: hash) == nil { words.insert(word, hash: hash, advance: index) }
                #expect(words.advance(of: word, hash: hash) == index)
            }
            #expect(words.table.count <= PlainTextMeasurer.WordAdvances.maximumWords)
        }
        // The same bytes in the other script are another entry.
        var word = Array("word".utf8)
        word.withUnsafeMutableBufferPointer { buffer in
            let word = UnsafeBufferPointer(buffer)
            words.insert(word, hash: PlainTextMeasurer.WordAdvances.hash(word, latin: true), advance: 5)
            #expect(words.advance(of: word, hash: PlainTextMeasurer.WordAdvances.hash(word, latin: false)) == nil)
        }
    }

    @Test func textOutsideTheFastPathIsRecognised() {
        for text in ["", " leading", "trailing ", "double  space", "well-known", "km/h", "Why?", "Hi!", "(a)", "tab\there",
                     "line\nbreak", "Ελλάδα", "日本", "emoji 🙂", "a–b", "a.7", "No.5", "x,%", "w.°", "100%%", "5°%"] {
            #expect(PlainTextMeasurer.eligibility(of: text).eligible == false, "\(text)")
        }
        let digits = PlainTextMeasurer.eligibility(of: "21° 64%")
        #expect(digits.eligible && !digits.hasLetter)
    }
}

extension PlainTextMeasurer {
    static func eligibility(of text: String) -> (eligible: Bool, eligibleOnOneLine: Bool, hasLetter: Bool) {
        var text = text
        return text.withUTF8 { eligibility(of: $0) }
    }
}
