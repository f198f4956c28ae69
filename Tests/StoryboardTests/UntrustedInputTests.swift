import Foundation
import Testing
import Trellis
@testable import Storyboard

/// Bytes from outside the program: whatever they are, loading answers with
/// an error naming the file, line and column, and never traps.
@Suite struct UntrustedBytesTests {
    static let header = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"

    /// The error `IBDocument(data:fileName:)` throws for `bytes`, or nil when it parses.
    func parseError(_ bytes: [UInt8], file: String = "Bad.xib") -> StoryboardError? {
        do {
            _ = try IBDocument(data: Data(bytes), fileName: file)
            return nil
        } catch {
            return error as? StoryboardError
        }
    }

    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aByteThatIsNotUTF8InAnAttributeNameIsMalformedXMLWithItsOffsetLineAndColumn() {
        let input = bytes(Self.header + "<document>\n  <view i") + [0xFF] + bytes("d=\"a\"/>\n</document>\n")
        #expect(parseError(input) == .malformedXML(file: "Bad.xib", line: 3, message:
            "column 10 (byte offset 59): byte 0xFF is not valid UTF-8; Interface Builder files are UTF-8"))
    }

    @Test func aByteThatIsNotUTF8InACommentIsMalformedXML() {
        let input = bytes(Self.header + "<document>\n<!-- caf") + [0xE9] + bytes(" -->\n</document>\n")
        #expect(parseError(input, file: "Main.storyboard") == .malformedXML(file: "Main.storyboard", line: 3, message:
            "column 9 (byte offset 58): byte 0xE9 is not valid UTF-8; Interface Builder files are UTF-8"))
    }

    @Test func overlongAndSurrogateEncodingsAreNotUTF8() {
        // U+002F as two bytes (C0 AF) and U+D800 (ED A0 80): both forbidden by Unicode's table 3-7.
        #expect(parseError(bytes("<document a=\"") + [0xC0, 0xAF] + bytes("\"/>"))?.description
            == "Bad.xib:1: malformed XML: column 14 (byte offset 13): byte 0xC0 is not valid UTF-8; Interface Builder files are UTF-8")
        #expect(parseError(bytes("<document a=\"") + [0xED, 0xA0, 0x80] + bytes("\"/>"))?.description
            == "Bad.xib:1: malformed XML: column 14 (byte offset 13): byte 0xED is not valid UTF-8; Interface Builder files are UTF-8")
    }

    @Test func aSequenceCutOffByTheEndOfTheFileIsNotUTF8() {
        #expect(parseError(bytes("<document/>") + [0xE2, 0x82])?.description
            == "Bad.xib:1: malformed XML: column 12 (byte offset 11): byte 0xE2 is not valid UTF-8; Interface Builder files are UTF-8")
    }

    @Test func multibyteUTF8AndAByteOrderMarkLoad() throws {
        let input: [UInt8] = [0xEF, 0xBB, 0xBF] + bytes(Self.header + #"<document type="x"><objects><label text="Zürich ☀︎ 𝄞" id="L"/></objects></document>"#)
        let document = try IBDocument(data: Data(input), fileName: "Good.xib")
        #expect(document.topLevelObjects.first?["text"] == "Zürich ☀︎ 𝄞")
    }

    @Test func aNULByteIsMalformedXML() {
        let input = bytes(Self.header + "<document>\n<view a=\"") + [0x00] + bytes("b\"/>\n</document>\n")
        #expect(parseError(input) == .malformedXML(file: "Bad.xib", line: 3, message:
            "column 10 (byte offset 59): a NUL byte (0x00), which XML does not allow"))
    }

    @Test func aControlCharacterIsMalformedXML() {
        #expect(parseError(bytes("<document>\u{1B}</document>"))?.description
            == "Bad.xib:1: malformed XML: column 11 (byte offset 10): control character 0x1B, which XML does not allow")
    }

    @Test func aTruncatedFileIsMalformedXMLNamingTheFile() {
        let error = parseError(bytes(Self.header + "<document>\n<objects>\n<view id=\"a"), file: "Cut.storyboard")
        guard case let .malformedXML(file, line, _) = error else { Issue.record("no malformedXML: \(String(describing: error))"); return }
        #expect(file == "Cut.storyboard")
        #expect(line == 4)
    }

    @Test func anEmptyFileIsMalformedXML() {
        #expect(parseError([])?.description.hasPrefix("Bad.xib:") == true)
        #expect(parseError([0xEF, 0xBB, 0xBF])?.description.hasPrefix("Bad.xib:") == true)
    }

    @Test func aDocumentTypeDeclarationIsRefusedSoEntitiesNeverExpand() {
        // The "billion laughs": ten levels of entities, each ten of the one below.
        var declarations = #"<!ENTITY lol0 "lol">"#
        for level in 1...9 { declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
        let input = bytes(Self.header + "<!DOCTYPE document [" + declarations + "]>\n<document a=\"&lol9;\"/>")
        #expect(parseError(input) == .malformedXML(file: "Bad.xib", line: 2, message:
            "column 1 (byte offset 39): a document type declaration (<!DOCTYPE>), which Interface Builder files never contain; its entities are not expanded"))
    }

    @Test func anExternalEntityIsRefusedWithTheDocumentType() {
        let input = bytes(#"<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document a="&x;"/>"#)
        #expect(parseError(input)?.description.contains("document type declaration") == true)
    }

    /// Found by `make fuzz` (storyboard target, 2026-11-24): libxml2 reports
    /// `<?x?>` with a NULL data pointer and FoundationXML's callback passes
    /// it to strlen, a segmentation fault inside `XMLParser.parse()`.
    @Test func aProcessingInstructionWithoutDataIsMalformedXML() throws {
        #expect(parseError(bytes("<?xml?>\n<document/>"))?.description ==
            "Bad.xib:1: malformed XML: column 1 (byte offset 0): a processing instruction without data (<?target?>), which XMLParser on Linux cannot read")
        #expect(parseError(bytes(Self.header + "<document><?keep?></document>"))?.description.contains("processing instruction without data") == true)
        #expect(parseError(bytes(Self.header + "<document><?keep"))?.description.contains("processing instruction without data") == true)
        // With data, or white space before `?>`, libxml2 passes a string: accepted.
        #expect(try IBDocument(data: Data(bytes(Self.header + "<document><?keep it?><?also ?></document>")), fileName: "Fine.xib").root.name == "document")
        // Inside a comment it is text.
        #expect(try IBDocument(data: Data(bytes(Self.header + "<!-- <?x?> --><document/>")), fileName: "Fine.xib").root.name == "document")
    }

    @Test func doctypeInsideACommentOrCDATAIsText() throws {
        let input = bytes(Self.header + "<!-- <!DOCTYPE x> -->\n<document type=\"x\"><![CDATA[<!DOCTYPE y>]]></document>")
        #expect(try IBDocument(data: Data(input), fileName: "Fine.xib").root.name == "document")
    }

    @Test func nestingDeeperThanTheLimitIsMalformedXML() {
        let depth = XMLInputCheck.maximumDepth + 1
        let input = bytes(Self.header + "<document>\n" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</document>")
        #expect(parseError(input)?.description == "Bad.xib:3: malformed XML: column 1536: <view> is nested 257 elements deep, beyond the 256 this loader reads")
    }

    @Test func anAttributeBeyondLibxml2sTenMegabyteLimitIsMalformedXML() {
        let input = bytes(Self.header + "<document a=\"" + String(repeating: "x", count: 10_000_001) + "\"/>")
        guard case let .malformedXML(file, line, _) = parseError(input) else { Issue.record("no malformedXML"); return }
        #expect(file == "Bad.xib" && line == 2)
    }

    @Test func aStoryboardFileWithBadBytesIsReportedAndInstantiatesNothing() {
        let reports = Reports()
        let storyboard = reports.capture { UIStoryboard(name: "BadBytes", bundle: .module) }
        #expect(reports.capture { storyboard.instantiateInitialViewController() } == nil)
        #expect(reports.messages.first?.text
            == "BadBytes.storyboard:4: malformed XML: column 21 (byte offset 288): byte 0xFF is not valid UTF-8; Interface Builder files are UTF-8")
        #expect(reports.messages.count == 2)
    }
}

/// The seeds of the storyboard loader's fuzzer (Fuzz/Corpus/storyboard):
/// each loads, or fails with an error that names its file, and whatever
/// loads lays out with finite frames.
@Suite struct FuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus/storyboard")

    static var seeds: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func theCorpusHoldsSmallSeeds() {
        #expect(Self.seeds.count >= 40)
        for seed in Self.seeds {
            let size = (try? Data(contentsOf: Self.folder.appendingPathComponent(seed)).count) ?? .max
            #expect(size <= 16_384, "\(seed) is \(size) bytes")
        }
    }

    @Test(arguments: seeds)
    func eachSeedLoadsOrFailsNamingItsFileAndLaysOutFinitely(seed: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(seed))
        let reports = Reports()
        var roots: [UIView] = []
        do {
            let document = try IBDocument(data: data, fileName: seed)
            try reports.capture {
                if document.isStoryboard {
                    let storyboard = UIStoryboard(name: seed, document: document)
                    if let controller = storyboard.instantiateInitialViewController() {
                        controller.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
                        roots.append(controller.view)
                    }
                } else {
                    roots += try UINib(document: document).instantiateObjects(withOwner: nil).compactMap { $0 as? UIView }
                }
            }
        } catch let error as StoryboardError {
            #expect(error.description.hasPrefix(seed + ":") || error.description.contains("'\(seed)'"), "\(error)")
            #expect(!seed.hasPrefix("valid-"), "\(error)")
            return
        }
        LayoutDiagnostics.$handler.withValue({ _ in }) {
            for root in roots {
                root.layoutIfNeeded()
                #expect(allFrames(root).allSatisfy(isFinite), "\(seed)")
            }
        }
        if seed.hasPrefix("valid-") { #expect(reports.messages.isEmpty, "\(reports.messages)") }
    }
}

@Suite struct UnreadableFileTests {
    @Test func aFolderWhereTheFileShouldBeIsUnreadableNotMissing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("UnreadableFileTests-\(UUID().uuidString)")
        let fake = folder.appendingPathComponent("Folder.xib")
        try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try IBDocument(contentsOf: fake)
            Issue.record("a folder parsed as a xib")
        } catch let error as StoryboardError {
            guard case let .unreadableFile(file, path, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(file == "Folder.xib" && path == fake.path)
            #expect(error.description.hasPrefix("Folder.xib: could not be read from \(fake.path): "))
        }
    }
}
