import SwiftParser
import SwiftSyntax

/// One line of `trellis port`'s summary: a rewrite it made, or something it
/// left as it was and why (docs/porting.md lists the rules).
public struct PortEntry: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    /// The rule's name, as docs/porting.md heads it (`target-action`, `outlet`, …).
    public var rule: String
    public var message: String

    public init(file: String, line: Int, rule: String, message: String) {
        self.file = file
        self.line = line
        self.rule = rule
        self.message = message
    }

    /// `file:line: [rule] message`; without the line when the entry is about the whole file.
    public var description: String { line > 0 ? "\(file):\(line): [\(rule)] \(message)" : "\(file): [\(rule)] \(message)" }
}

/// What the rewrites may assume about where the result builds.
public struct PortOptions: Sendable {
    /// The file stays shared with an iOS target (`--in-place`): a rewrite
    /// whose spelling only Trellis understands is wrapped in
    /// `#if canImport(ObjectiveC)` (the original) `#else` (the port) `#endif`.
    /// When false (`--output`), the result is for Linux only.
    public var keepsIOSSpelling: Bool
    /// The methods of all the files being ported, for selectors naming a
    /// method declared in another one.
    public var index: MethodIndex?

    public init(keepsIOSSpelling: Bool = false, index: MethodIndex? = nil) {
        self.keepsIOSSpelling = keepsIOSSpelling
        self.index = index
    }
}

/// One source file after porting.
public struct PortedSource: Sendable {
    public var file: String
    public var original: String
    public var ported: String
    /// The rewrites made, in file order per rule.
    public var changes: [PortEntry]
    /// What could not be rewritten safely, left as it was.
    public var problems: [PortEntry]
    /// Outlets with `didSet`/`willSet`, as `Type.property`: a package's
    /// launcher registers them (`Storyboard.registerOutlets`) so that their
    /// observers run at connection, as on iOS, on the first object too.
    public var observedOutlets: [String] = []
    public var changed: Bool { original != ported }
}

/// Ports Swift sources written for iOS so that they build against Trellis
/// on Linux, by syntax-tree rewrites (swift-syntax) that keep comments and
/// formatting. Each rule is a `SyntaxRewriter`; running the port on its own
/// output changes nothing.
public enum SourcePorter {
    /// Ports one file's text. A file swift-syntax cannot parse is returned
    /// unchanged with one problem naming the first error's line.
    /// - Complexity: O(n) per rule in the file's length, plus O(c²) for the
    ///   line map of each rule that changed the file (c: the lines between
    ///   its first and last change).
    public static func port(_ source: String, file: String, options: PortOptions = PortOptions()) -> PortedSource {
        var tree = Parser.parse(source: source)
        if tree.hasError {
            let line = firstErrorLine(in: tree, file: file)
            return PortedSource(file: file, original: source, ported: source, changes: [],
                                problems: [PortEntry(file: file, line: line, rule: "parse",
                                                     message: "the file does not parse as Swift; left as it was")])
        }
        let context = PortContext(file: file, options: options)
        // Rules that keep line numbers first, the ones that add or move lines last,
        // so that every entry's line is close to the original file's.
        let passes: [(PortContext) -> PortPass] = [
            { ActionRewriter(context: $0) },
            { AttributeRewriter(context: $0) },
            { RequiredInitRewriter(context: $0) },
            { NotificationRewriter(context: $0) },
            { ExtensionOverrideMover(context: $0) },
            { StoryboardActionsWriter(context: $0) },
            { LaunchInstantiableWriter(context: $0) },
        ]
        // Each pass counts lines in its own input; `maps` takes them back
        // to the original file's.
        var maps: [[Int]] = []
        func mapEntries(from start: (Int, Int)) {
            for index in start.0..<context.changes.count { context.changes[index].line = originalLine(context.changes[index].line, maps) }
            for index in start.1..<context.problems.count { context.problems[index].line = originalLine(context.problems[index].line, maps) }
        }
        for makePass in passes {
            context.begin(tree)
            let start = (context.changes.count, context.problems.count)
            let input = tree.description
            tree = makePass(context).run(tree)
            mapEntries(from: start)
            let output = tree.description
            if output != input { maps.append(UnifiedDiff.lineMap(old: input, new: output)) }
        }
        context.begin(tree)
        let start = (context.changes.count, context.problems.count)
        LeftoverReporter(context: context).walk(tree)
        mapEntries(from: start)
        // A selector a rule already reported, with why, is not listed again.
        let explained = Set(context.problems.filter { $0.rule != "selector" }.map(\.line))
        context.problems.removeAll { $0.rule == "selector" && explained.contains($0.line) }
        let ported = tree.description
        // A rewrite that produced text swift-syntax cannot read back is a bug in
        // the rule: never write it; report the file instead.
        if ported != source, Parser.parse(source: ported).hasError {
            return PortedSource(file: file, original: source, ported: source, changes: [],
                                problems: [PortEntry(file: file, line: 1, rule: "internal",
                                                     message: "the rewritten file would not parse (a bug in trellis port); left as it was")])
        }
        return PortedSource(file: file, original: source, ported: ported,
                            changes: context.changes.sorted { $0.line < $1.line },
                            problems: context.problems.sorted { $0.line < $1.line },
                            observedOutlets: context.observedOutlets)
    }

    /// A 1-based line of the latest pass's input, in the original file.
    static func originalLine(_ line: Int, _ maps: [[Int]]) -> Int {
        var index = line - 1
        for map in maps.reversed() where index >= 0 && index < map.count { index = map[index] }
        return index + 1
    }

    /// The line of the first syntax error swift-syntax found.
    static func firstErrorLine(in tree: SourceFileSyntax, file: String) -> Int {
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        final class Finder: SyntaxVisitor {
            var position: AbsolutePosition?
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if position == nil, token.presence == .missing { position = token.positionAfterSkippingLeadingTrivia }
                return .skipChildren
            }
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if position == nil { position = node.positionAfterSkippingLeadingTrivia }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        return converter.location(for: finder.position ?? tree.position).line
    }
}

/// What the passes share: the file, the options, the entries so far.
final class PortContext {
    let file: String
    let options: PortOptions
    var changes: [PortEntry] = []
    var problems: [PortEntry] = []
    var observedOutlets: [String] = []
    private(set) var tree: SourceFileSyntax = SourceFileSyntax(statements: [])
    private var converter: SourceLocationConverter?

    init(file: String, options: PortOptions) {
        self.file = file
        self.options = options
    }

    /// Starts a pass over `tree`: lines are counted in it.
    func begin(_ tree: SourceFileSyntax) {
        self.tree = tree
        converter = SourceLocationConverter(fileName: file, tree: tree)
    }

    func line(of node: some SyntaxProtocol) -> Int {
        guard let converter, node.root.id == Syntax(tree).id else { return 0 }
        return converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    }

    func changed(_ node: some SyntaxProtocol, rule: String, _ message: String) {
        changes.append(PortEntry(file: file, line: line(of: node), rule: rule, message: message))
    }

    func problem(_ node: some SyntaxProtocol, rule: String, _ message: String) {
        let entry = PortEntry(file: file, line: line(of: node), rule: rule, message: message)
        if !problems.contains(entry) { problems.append(entry) }
    }
}
