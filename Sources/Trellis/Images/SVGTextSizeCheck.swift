import Foundation

/// Whether an SVG document's text could be laid out at a size librsvg
/// cannot survive. Pango keeps font sizes in 1/1024 units in a 32-bit
/// integer, so text above about 2.1 million user units overflows it, and
/// librsvg then fails an assertion in its text layout (`h >= 0.0`) and
/// aborts the process: the image fuzz target found `<text font-size="121e9">`
/// (`Fuzz/Corpus/image/`); `font-size="3e6"` does it too, and so do nested
/// relative sizes (`1000em` inside `1e4em`). Nothing can catch that abort,
/// so such documents are refused before librsvg measures them.
///
/// The check is a bound, not a CSS cascade: every font size the document
/// declares anywhere (attributes, `style` attributes, style sheets, the
/// `font` shorthand, entity declarations, comments too), numeric character
/// references and CSS escapes decoded, taken as the largest
/// absolute size (16 px when there is none, the default) times the largest
/// relative factor (`em`, `%`, `larger`, …) once per level of element
/// nesting. Documents that build markup out of entities are refused, since
/// their nesting cannot be read off the text.
enum SVGTextSizeCheck {
    /// Far above any text a document draws (the largest glyphs in real
    /// documents are a few thousand units) and well below Pango's limit.
    static let largestFontSize: Double = 1_000_000

    /// Why the document's text cannot be measured safely; nil when it can.
    static func problem(in data: Data) -> String? {
        guard let raw = String(data: data, encoding: .utf8) ?? String(data: data, encoding: .isoLatin1) else { return nil }
        // Character references decoded, for the values (`font-size="&#51;e6"`)
        // and for text elements written with them in an entity's value.
        let text = decodingCharacterReferences(raw)
        guard text.range(of: #"<([A-Za-z_][A-Za-z0-9_.-]*:)?(text|tspan|textPath|tref)[\s/>]"#, options: .regularExpression) != nil else { return nil }
        // The nesting is read off the text as written: a decoded `&#60;/g>`
        // in character data is not a tag.
        let tags = scanTags(raw)
        if tags.markupInEntities { return "it builds markup out of entities, whose text sizes cannot be checked" }
        var largestAbsolute = 16.0, largestFactor = 1.0
        for value in fontSizeValues(in: text) {
            switch value {
            case let .absolute(size): largestAbsolute = max(largestAbsolute, size)
            case let .relative(factor): largestFactor = max(largestFactor, factor)
            case .throughEntity: return "its text is sized through an entity reference, which cannot be checked"
            }
        }
        let bound = largestAbsolute * pow(largestFactor, Double(max(1, tags.depth)))
        guard bound.isFinite, bound <= largestFontSize else {
            return "its text could be \(bound.isFinite ? String(format: "%.3g", bound) : "infinitely many") units tall (font sizes up to \(String(format: "%.3g", largestAbsolute)), relative factors up to \(String(format: "%.3g", largestFactor)) over \(tags.depth) levels), beyond the \(Int(largestFontSize)) librsvg can lay text out at"
        }
        return nil
    }

    enum FontSize: Equatable {
        /// In user units (px).
        case absolute(Double)
        /// Of the parent's size.
        case relative(Double)
        /// Written with an entity reference (`font-size="&size;"`).
        case throughEntity
    }

    /// `&#NN;` and `&#xHH;` decoded (libxml2 decodes them in attribute
    /// values, text and entity values alike).
    static func decodingCharacterReferences(_ text: String) -> String {
        guard text.contains("&#") else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let start = rest.range(of: "&#") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: end) <= 10 else {
                result += "&#"
                rest = after
                continue
            }
            let body = after[..<end]
            let value = body.hasPrefix("x") || body.hasPrefix("X") ? UInt32(body.dropFirst(), radix: 16) : UInt32(body)
            if let value, let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) } else { result += "&#\(body);" }
            rest = after[after.index(after: end)...]
        }
        return result + rest
    }

    /// The deepest element nesting, and whether an entity declaration
    /// holds markup.
    static func scanTags(_ text: String) -> (depth: Int, markupInEntities: Bool) {
        var depth = 0, deepest = 0, markupInEntities = false
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else { i += 1; continue }
            let next = bytes[i + 1]
            // Comments, character data and processing instructions hold no
            // tags, whatever they contain (`<!-- </g></g> -->`).
            if let (opening, closing) = [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")].first(where: { bytes[i...].starts(with: Array($0.0.utf8)) }) {
                i = end(of: Array(closing.utf8), after: i + opening.utf8.count)
                continue
            }
            if next == UInt8(ascii: "!") {
                if bytes[i...].starts(with: Array("<!DOCTYPE".utf8)) {
                    // Its internal subset's declarations are read one by one.
                    i += 9
                    continue
                }
                // `<!ENTITY …>`, `<!ELEMENT …>`, `<!ATTLIST …>`: to the `>`
                // outside quotes; an entity whose value holds markup, written
                // or as character references, is noted.
                let isEntity = bytes[i...].starts(with: Array("<!ENTITY".utf8))
                var j = i + 2
                var quote: UInt8?, value: [UInt8] = []
                while j < bytes.count {
                    let byte = bytes[j]
                    if let open = quote {
                        if byte == open { quote = nil } else if isEntity { value.append(byte) }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    j += 1
                }
                if isEntity, decodingCharacterReferences(String(decoding: value, as: UTF8.self)).contains("<") { markupInEntities = true }
                i = j + 1
                continue
            }
            if next == UInt8(ascii: "/") {
                depth = max(0, depth - 1)
                i += 2
                continue
            }
            // A start tag: its name, then to its end (quotes respected).
            var j = i + 1
            while j < bytes.count, ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[j]) { j += 1 }
            var quote: UInt8?
            while j < bytes.count {
                let byte = bytes[j]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                j += 1
            }
            let selfClosing = j > 0 && j < bytes.count && bytes[j - 1] == UInt8(ascii: "/")
            if !selfClosing {
                depth += 1
                deepest = max(deepest, depth)
            }
            i = j + 1
        }
        return (deepest, markupInEntities)

        /// The index just past the first `closing` at or after `start`, or the end.
        func end(of closing: [UInt8], after start: Int) -> Int {
            var j = start
            while j + closing.count <= bytes.count {
                if bytes[j..<(j + closing.count)].elementsEqual(closing) { return j + closing.count }
                j += 1
            }
            return bytes.count
        }
    }

    /// Every font size declared: `font-size="…"` attributes and
    /// `font-size: …` / `font: …` declarations, CSS escapes decoded.
    static func fontSizeValues(in text: String) -> [FontSize] {
        let css = decodingCSSEscapes(text)
        var values: [FontSize] = []
        let lower = css.lowercased()
        var searchFrom = lower.startIndex
        while let found = lower.range(of: "font", range: searchFrom..<lower.endIndex) {
            searchFrom = found.upperBound
            var rest = lower[found.upperBound...]
            var isShorthand = true
            if rest.hasPrefix("-size") {
                isShorthand = false
                rest = rest.dropFirst(5)
            }
            // The name must end here: `font-family`, `font-weight` are not
            // sizes. Spaces and CSS comments may stand before the colon.
            var trimmed = rest.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            while trimmed.hasPrefix("/*") {
                guard let close = trimmed.range(of: "*/") else { break }
                trimmed = trimmed[close.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            }
            guard let separator = trimmed.first, separator == ":" || separator == "=" else { continue }
            if isShorthand, separator == "=" { continue }
            var value = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            var quote: Character?
            if let first = value.first, first == "\"" || first == "'" {
                quote = first
                value = value.dropFirst()
            }
            let end = value.firstIndex { character in
                if let quote { return character == quote }
                return character == ";" || character == "}" || character == "<" || character == "\"" || character == "'"
            } ?? value.endIndex
            let declaration = value[..<end]
            if declaration.contains("&") {
                values.append(.throughEntity)
                continue
            }
            if isShorthand {
                for token in declaration.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "," }) {
                    let size = token.split(separator: "/").first.map(String.init) ?? String(token)
                    if let parsed = parse(size), keywordSizes[size] != nil || size.first?.isNumber == true || size.first == "." || size.first == "+" || size.first == "-" {
                        values.append(parsed)
                        break
                    }
                }
            } else {
                // A value with several numbers (`calc(…)`) is bounded by their product.
                if let parsed = parse(declaration.trimmingCharacters(in: .whitespacesAndNewlines)) {
                    values.append(parsed)
                } else {
                    var product = 1.0, relative = false, any = false
                    for (number, unit) in numbers(in: declaration) {
                        any = true
                        product *= max(1, abs(number) * (absoluteUnits[unit] ?? relativeFactor(unit) ?? 1))
                        if relativeFactor(unit) != nil { relative = true }
                    }
                    if any { values.append(relative ? .relative(product) : .absolute(product)) }
                }
            }
        }
        return values
    }

    static let absoluteUnits: [String: Double] = [
        "": 1, "px": 1, "pt": 4.0 / 3, "pc": 16, "mm": 96 / 25.4, "cm": 96 / 2.54, "in": 96, "q": 96 / 101.6,
        // Relative to the viewport: bounded by the largest image side Trellis draws.
        "vw": 163.84, "vh": 163.84, "vmin": 163.84, "vmax": 163.84,
    ]

    static func relativeFactor(_ unit: String) -> Double? {
        switch unit {
        case "em", "rem": 1
        case "ex", "ch": 1
        case "%": 0.01
        default: nil
        }
    }

    static let keywordSizes: [String: FontSize] = [
        "xx-small": .absolute(9), "x-small": .absolute(10), "small": .absolute(13), "medium": .absolute(16),
        "large": .absolute(18), "x-large": .absolute(24), "xx-large": .absolute(32), "xxx-large": .absolute(48),
        "larger": .relative(1.2), "smaller": .relative(1),
    ]

    /// One size: a number with a unit, or a keyword.
    static func parse(_ text: String) -> FontSize? {
        let value = text.replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        if let keyword = keywordSizes[value] { return keyword }
        let found = numbers(in: Substring(value))
        guard found.count == 1, let (number, unit) = found.first else { return nil }
        if let factor = absoluteUnits[unit] { return .absolute(abs(number) * factor) }
        if let factor = relativeFactor(unit) { return .relative(abs(number) * factor) }
        return nil
    }

    /// The numbers in a value (CSS and SVG syntax: sign, digits, fraction,
    /// exponent) with the unit letters or % that follow each.
    static func numbers(in text: Substring) -> [(Double, String)] {
        var result: [(Double, String)] = []
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            let c = characters[i]
            guard c.isASCII, c.isNumber || ((c == "." || c == "+" || c == "-") && i + 1 < characters.count && (characters[i + 1].isNumber || characters[i + 1] == ".")) else {
                i += 1
                continue
            }
            var j = i + 1, seenPoint = c == "."
            while j < characters.count, characters[j].isASCII, characters[j].isNumber || (characters[j] == "." && !seenPoint) {
                if characters[j] == "." { seenPoint = true }
                j += 1
            }
            if j < characters.count, characters[j] == "e" || characters[j] == "E" {
                var k = j + 1
                if k < characters.count, characters[k] == "+" || characters[k] == "-" { k += 1 }
                if k < characters.count, characters[k].isASCII, characters[k].isNumber {
                    j = k
                    while j < characters.count, characters[j].isASCII, characters[j].isNumber { j += 1 }
                }
            }
            let number = Double(String(characters[i..<j])) ?? .infinity
            var u = j
            while u < characters.count, characters[u].isASCII, characters[u].isLetter || characters[u] == "%" { u += 1 }
            result.append((number, String(characters[j..<u]).lowercased()))
            i = u
        }
        return result
    }

    /// CSS escapes (`\73` for "s", `\-`) decoded, as a CSS parser reads
    /// property names and values.
    static func decodingCSSEscapes(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        let characters = Array(text)
        var i = 0
        while i < characters.count {
            guard characters[i] == "\\", i + 1 < characters.count else {
                result.append(characters[i])
                i += 1
                continue
            }
            var j = i + 1
            var hex = ""
            while j < characters.count, hex.count < 6, characters[j].isHexDigit { hex.append(characters[j]); j += 1 }
            if hex.isEmpty {
                result.append(characters[j])
                i = j + 1
                continue
            }
            if j < characters.count, characters[j] == " " || characters[j] == "\n" || characters[j] == "\t" { j += 1 }
            if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
            i = j
        }
        return result
    }
}
