import Foundation

/// What the bytes of an Interface Builder file must be before XMLParser
/// sees them.
///
/// FoundationXML on Linux force-unwraps the UTF-8 decoding of element
/// names, attribute names, comments and processing instructions, so one
/// byte that is not UTF-8 traps inside `parse()`; a NUL ends libxml2's C
/// strings early; and it expands entities (`XML_PARSE_NOENT`) and nests
/// without libxml2's default depth limit (`deep.xml` with 5,000 levels
/// parses), so an entity bomb or a deep file reaches the builder, whose
/// walks recurse. Its processing-instruction callback also hands libxml2's
/// data pointer to `strlen` unchecked, and libxml2 passes NULL for an
/// instruction with no data (`<?xml?>`, `<?x?>`): a segmentation fault
/// found by the storyboard fuzz target. Interface Builder writes UTF-8, no
/// document type declaration, no processing instruction other than the
/// XML declaration (which has data) and a few dozen levels at most, so
/// all of these are refused here, each with the byte offset, line and
/// column of the first offending byte.
enum XMLInputCheck {
    /// The deepest element nesting accepted: libxml2's own limit when its
    /// `XML_PARSE_HUGE` option is off (`xmlParserMaxDepth`), far beyond
    /// what Interface Builder writes and shallow enough for the builder and
    /// the layout pass, which recurse once per level.
    static let maximumDepth = 256

    /// Where a problem is: 1-based line and column (in bytes), 0-based byte offset.
    struct Location: Equatable {
        var offset: Int
        var line: Int
        var column: Int
    }

    /// The first problem in `data`, or nil when XMLParser may read it.
    static func problem(in data: Data) -> (location: Location, message: String)? {
        data.withUnsafeBytes { raw in problem(in: raw.bindMemory(to: UInt8.self)) }
    }

    private static func problem(in bytes: UnsafeBufferPointer<UInt8>) -> (location: Location, message: String)? {
        var index = 0, line = 1, lineStart = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        func here(_ at: Int) -> Location { Location(offset: at, line: line, column: at - lineStart + 1) }
        func hasPrefix(_ text: StaticString, at position: Int) -> Bool {
            let count = text.utf8CodeUnitCount
            guard position + count <= bytes.count else { return false }
            let prefix = UnsafeBufferPointer(start: text.utf8Start, count: count)
            for offset in 0..<count where bytes[position + offset] != prefix[offset] { return false }
            return true
        }
        // Inside a comment or CDATA section "<!DOCTYPE" is text, not markup.
        var closing: StaticString?
        while index < bytes.count {
            let byte = bytes[index]
            // Most bytes are printable ASCII other than < and >: nothing to do.
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "<"), byte != UInt8(ascii: ">") {
                index += 1
                continue
            }
            if byte < 0x80 {
                switch byte {
                case 0x0A:
                    line += 1
                    lineStart = index + 1
                case 0x09, 0x0D:
                    break
                case 0x00:
                    return (here(index), "a NUL byte (0x00), which XML does not allow")
                case ..<0x20:
                    return (here(index), "control character 0x\(hex(byte)), which XML does not allow")
                case UInt8(ascii: "<") where closing == nil:
                    if hasPrefix("<!--", at: index) {
                        closing = "-->"
                    } else if hasPrefix("<![CDATA[", at: index) {
                        closing = "]]>"
                    } else if hasPrefix("<!DOCTYPE", at: index) || hasPrefix("<!ENTITY", at: index) {
                        return (here(index), "a document type declaration (<!DOCTYPE>), which Interface Builder files never contain; its entities are not expanded")
                    } else if hasPrefix("<?", at: index), instructionHasNoData(bytes, at: index) {
                        return (here(index), "a processing instruction without data (<?target?>), which XMLParser on Linux cannot read")
                    }
                case UInt8(ascii: ">"):
                    if let end = closing {
                        let start = index + 1 - end.utf8CodeUnitCount
                        if start >= 0, hasPrefix(end, at: start) { closing = nil }
                    }
                default:
                    break
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            guard length > 0 else {
                return (here(index), "byte 0x\(hex(byte)) is not valid UTF-8; Interface Builder files are UTF-8")
            }
            index += length
        }
        return nil
    }

    /// Whether the processing instruction starting at `index` (`<?`) has no
    /// data: its target (everything up to white space or `?`) is followed
    /// at once by `?>`, or the input ends first. libxml2 reports such an
    /// instruction with a NULL data pointer (xmlParsePI); one with white
    /// space before `?>` gets an empty string and is harmless.
    private static func instructionHasNoData(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var position = index + 2
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "?"):
                return position + 1 >= bytes.count || bytes[position + 1] == UInt8(ascii: ">")
            case 0x20, 0x09, 0x0A, 0x0D:
                return false
            default:
                position += 1
            }
        }
        return true
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` with
    /// a byte of 0x80 or more, or 0 when it is not one (Unicode table 3-7:
    /// no overlong forms, no surrogates, nothing past U+10FFFF).
    private static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int, second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
