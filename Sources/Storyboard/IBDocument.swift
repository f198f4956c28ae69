import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder file as read from the XML: its name,
/// attributes, children and the line it starts on (for error messages).
/// Elements and attributes this loader does not know are kept here and
/// ignored by the builder, so files from newer Xcode versions still load.
public final class IBNode: @unchecked Sendable {
    public let name: String
    public internal(set) var attributes: [String: String]
    public internal(set) var children: [IBNode] = []
    public let line: Int

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child with this element name (and `key`, when given).
    public func child(_ name: String, key: String? = nil) -> IBNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [IBNode] { children.filter { $0.name == name } }
}

/// The errors loading a storyboard or nib throws. Each names the file, and
/// where it applies the identifier, element id and line.
public enum StoryboardError: Error, Equatable, CustomStringConvertible {
    /// No `name.storyboard` / `name.xib` in the bundle (UIKit raises
    /// "Could not find a storyboard named 'X' in bundle ...").
    case fileNotFound(name: String, fileExtension: String, bundlePath: String)
    /// The file exists but could not be read.
    case unreadableFile(file: String, path: String, reason: String)
    /// The XML could not be parsed.
    case malformedXML(file: String, line: Int, message: String)
    /// The root element is not an Interface Builder `<document>`.
    case notAnInterfaceBuilderDocument(file: String)
    /// `instantiateViewController(withIdentifier:)` with an identifier no scene has.
    case identifierNotFound(identifier: String, storyboard: String)
    /// `instantiateViewController(identifier:creator:)` asked for a class the scene's controller is not.
    case unexpectedClass(identifier: String, storyboard: String, expected: String, found: String)
    /// The storyboard has no `initialViewController`.
    case noInitialViewController(storyboard: String)
    /// A constraint or connection names an element id the file does not contain.
    case unknownReference(file: String, line: Int, elementID: String, referencedID: String)
    /// A scene that contains itself through embed segues or relationship
    /// segues; `path` runs from the outermost scene.
    case sceneCycle(file: String, line: Int, path: [String])
    /// Embed and relationship segues that would make more than `limit` controllers in one instantiation.
    case tooManyViewControllers(file: String, line: Int, elementID: String, limit: Int)

    public var description: String {
        switch self {
        case let .fileNotFound(name, ext, bundlePath):
            "Could not find a \(ext == "storyboard" ? "storyboard" : "nib") named '\(name)' (\(name).\(ext)) in bundle at \(bundlePath)"
        case let .unreadableFile(file, path, reason):
            "\(file): could not be read from \(path): \(reason)"
        case let .malformedXML(file, line, message):
            "\(file):\(line): malformed XML: \(message)"
        case let .notAnInterfaceBuilderDocument(file):
            "\(file): not an Interface Builder document (the root element is not <document>)"
        case let .identifierNotFound(identifier, storyboard):
            "Storyboard '\(storyboard)' doesn't contain a view controller with identifier '\(identifier)'"
        case let .unexpectedClass(identifier, storyboard, expected, found):
            "Storyboard '\(storyboard)': the view controller with identifier '\(identifier)' is a \(found), not a \(expected)"
        case let .noInitialViewController(storyboard):
            "Storyboard '\(storyboard)' has no initial view controller"
        case let .unknownReference(file, line, elementID, referencedID):
            "\(file):\(line): element '\(elementID)' refers to id '\(referencedID)', which is not in the file"
        case let .sceneCycle(file, line, path):
            "\(file):\(line): scene '\(path.last ?? "")' contains itself (\(path.joined(separator: " → "))); it is not instantiated again"
        case let .tooManyViewControllers(file, line, elementID, limit):
            "\(file):\(line): scene '\(elementID)' would be view controller \(limit + 1) of one instantiation, beyond the \(limit) that embed and relationship segues may make; it is not instantiated"
        }
    }
}

/// Where the loader reports what iOS logs to the console and then goes on
/// from: an unknown custom class, an outlet the class does not declare, an
/// element kind this loader does not build. Messages go to standard error
/// unless a scope installs its own handler (`$handler.withValue { ... }`).
public enum StoryboardDiagnostics {
    public struct Message: Sendable, CustomStringConvertible {
        public enum Kind: Sendable, Equatable {
            case unknownClass, unknownOutlet, unknownElement, invalidValue, loadFailed, unknownSegue
        }
        public var kind: Kind
        public var text: String
        public var description: String { text }
        public init(kind: Kind, text: String) {
            self.kind = kind
            self.text = text
        }
    }

    @TaskLocal public static var handler: @Sendable (Message) -> Void = { message in
        FileHandle.standardError.write(Data(("Storyboard: " + message.text + "\n").utf8))
    }

    static func report(_ kind: Message.Kind, _ text: String) {
        handler(Message(kind: kind, text: text))
    }
}

/// A parsed storyboard or xib: the intermediate model between the XML and
/// the Trellis objects built from it.
public struct IBDocument: @unchecked Sendable {
    /// The file name used in messages, e.g. "Main.storyboard".
    public var fileName: String
    public var root: IBNode
    /// `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` for storyboards,
    /// `com.apple.InterfaceBuilder3.CocoaTouch.XIB` for xibs.
    public var type: String { root["type"] ?? "" }
    public var isStoryboard: Bool { type.contains("Storyboard") }
    /// The id of the initial view controller (storyboards only).
    public var initialViewControllerID: String? { root["initialViewController"] }
    /// Each scene's top-level view controller element.
    public var viewControllers: [IBNode] {
        (root.child("scenes")?.children("scene") ?? []).compactMap { scene in
            scene.child("objects")?.children.first { $0.name != "placeholder" && $0["sceneMemberID"] == "viewController" }
                ?? scene.child("objects")?.children.first { $0.name.hasSuffix("Controller") }
        }
    }
    /// A xib's top-level objects other than placeholders, in file order.
    public var topLevelObjects: [IBNode] { root.child("objects")?.children.filter { $0.name != "placeholder" } ?? [] }
    /// The File's Owner placeholder of a xib.
    public var filesOwner: IBNode? {
        root.child("objects")?.children.first { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" }
    }
    /// `<resources><systemColor name=...>` and `<namedColor name=...>`: the color each name stood for when saved.
    public var resourceColors: [String: IBNode] {
        var table: [String: IBNode] = [:]
        for node in root.child("resources")?.children ?? [] where node.name == "systemColor" || node.name == "namedColor" {
            if let name = node["name"], let color = node.child("color") { table[name] = color }
        }
        return table
    }

    /// Parses Interface Builder XML from any bytes: this is the entry point
    /// for data that comes from outside the program. Throws
    /// `StoryboardError.malformedXML` with the line (and, for bytes that are
    /// not UTF-8, control characters, a document type declaration or
    /// nesting deeper than 256 elements, the column and byte offset) of the
    /// first problem; it never traps.
    ///
    /// - Complexity: O(n) in the number of bytes.
    public init(data: Data, fileName: String) throws {
        if let (location, message) = XMLInputCheck.problem(in: data) {
            throw StoryboardError.malformedXML(file: fileName, line: location.line,
                                               message: "column \(location.column) (byte offset \(location.offset)): \(message)")
        }
        let parser = XMLParser(data: data)
        let delegate = TreeBuilder(parser: parser)
        parser.delegate = delegate
        let parsed = parser.parse()
        if let (line, message) = delegate.problem {
            throw StoryboardError.malformedXML(file: fileName, line: line, message: message)
        }
        if !parsed || delegate.root == nil {
            let message = parser.parserError.map { "\($0.localizedDescription)" } ?? "no root element"
            throw StoryboardError.malformedXML(file: fileName, line: parser.lineNumber, message: message)
        }
        if let open = delegate.stack.last {
            throw StoryboardError.malformedXML(file: fileName, line: open.line, message: "<\(open.name)> is never closed")
        }
        guard let root = delegate.root, root.name == "document" else {
            throw StoryboardError.notAnInterfaceBuilderDocument(file: fileName)
        }
        self.fileName = fileName
        self.root = root
    }

    /// Reads and parses the file at `url`: `fileNotFound` when nothing is
    /// there, `unreadableFile` when something is but cannot be read (a
    /// folder, no permission).
    ///
    /// - Complexity: O(n) in the file's size.
    public init(contentsOf url: URL) throws {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw StoryboardError.fileNotFound(name: url.deletingPathExtension().lastPathComponent,
                                                   fileExtension: url.pathExtension,
                                                   bundlePath: url.deletingLastPathComponent().path)
            }
            throw StoryboardError.unreadableFile(file: url.lastPathComponent, path: url.path, reason: error.localizedDescription)
        }
        try self.init(data: data, fileName: url.lastPathComponent)
    }

    /// Every element with an `id`, for resolving constraint items and outlet destinations.
    /// Two elements with one id (a hand-merged file) are reported; the first keeps the id.
    func elementsByID() -> [String: IBNode] {
        var table: [String: IBNode] = [:]
        func walk(_ node: IBNode) {
            if let id = node["id"] {
                if let first = table[id] {
                    StoryboardDiagnostics.report(.invalidValue,
                        "\(fileName):\(node.line): <\(node.name)> has the id '\(id)' of the <\(first.name)> on line \(first.line); references to it mean the first")
                } else {
                    table[id] = node
                }
            }
            node.children.forEach(walk)
        }
        walk(root)
        return table
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    unowned let parser: XMLParser
    var stack: [IBNode] = []
    var root: IBNode?

    init(parser: XMLParser) { self.parser = parser }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard stack.count < XMLInputCheck.maximumDepth else {
            if problem == nil {
                problem = (parser.lineNumber, "column \(parser.columnNumber): <\(elementName)> is nested \(stack.count + 1) elements deep, beyond the \(XMLInputCheck.maximumDepth) this loader reads")
            }
            parser.abortParsing()
            return
        }
        let node = IBNode(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = stack.last { parent.children.append(node) } else { root = node }
        stack.append(node)
    }

    /// The first error XMLParser met, or the first mismatched end tag. libxml2
    /// recovers from some errors (a mismatched tag) and `parse()` still returns
    /// true, so the first error is kept here.
    var problem: (line: Int, message: String)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard problem == nil else { return }
        let code = (parseError as NSError).code
        let name = XMLParser.ErrorCode(rawValue: code).map { "\($0)" } ?? "error"
        problem = (parser.lineNumber, "column \(parser.columnNumber): XMLParser \(name) (code \(code))")
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard let open = stack.last, open.name == elementName else {
            if problem == nil {
                let expected = stack.last.map { "</\($0.name)> for the element opened on line \($0.line)" } ?? "no end tag"
                // XMLParser's line number is unreliable inside end tags on Linux; the open element's line is exact.
                problem = (stack.last?.line ?? parser.lineNumber, "</\(elementName)> found where \(expected) was expected")
            }
            parser.abortParsing()
            return
        }
        stack.removeLast()
    }
}
