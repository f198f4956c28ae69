import SwiftParser
import Foundation
import SwiftSyntax

/// A rule: a `SyntaxRewriter` that skips the `#if canImport(ObjectiveC)`
/// branches a port wrote (they hold the iOS original, which must stay as it
/// is, and seeing them again would port twice), and that wraps a statement
/// or member in such a branch when a rewrite inside it needs one.
class PortPass: SyntaxRewriter {
    let context: PortContext
    /// One flag per statement or member being visited, innermost last: a
    /// rewrite sets the last when its spelling is Trellis's only.
    private var branchFlags: [Bool] = []

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    func run(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        rewrite(tree).cast(SourceFileSyntax.self)
    }

    /// Called by a rule that wrote a Linux-only spelling.
    func needsIOSBranch() {
        guard context.options.keepsIOSSpelling, !branchFlags.isEmpty else { return }
        branchFlags[branchFlags.count - 1] = true
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        if node.isObjectiveCBranch { return node }
        return super.visit(node)
    }

    override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        branchFlags.append(false)
        let rewritten = super.visit(node)
        let branch = branchFlags.removeLast()
        guard branch, rewritten.description != node.description else { return rewritten }
        let text = PortPass.branchText(original: Syntax(node), ported: Syntax(rewritten))
        let parsed = Parser.parse(source: text)
        guard let item = parsed.statements.first, !parsed.hasError else { return rewritten }
        return item.with(\.leadingTrivia, Trivia(pieces: node.leadingTrivia.newlinePrefix.pieces + item.leadingTrivia.pieces))
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    override func visit(_ node: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        branchFlags.append(false)
        let rewritten = super.visit(node)
        let branch = branchFlags.removeLast()
        guard branch, rewritten.description != node.description else { return rewritten }
        let text = "struct _Port {\n" + PortPass.branchText(original: Syntax(node), ported: Syntax(rewritten)) + "\n}"
        let parsed = Parser.parse(source: text)
        guard !parsed.hasError, let decl = parsed.statements.first?.item.as(StructDeclSyntax.self),
              let member = decl.memberBlock.members.first else { return rewritten }
        return member.with(\.leadingTrivia, Trivia(pieces: node.leadingTrivia.newlinePrefix.pieces + member.leadingTrivia.droppingNewlinePrefix.pieces))
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    /// `#if canImport(ObjectiveC)` original `#else` ported `#endif`, each at
    /// the item's indentation; the item's comments stay above the `#if`.
    static func branchText(original: Syntax, ported: Syntax) -> String {
        let indent = original.leadingTrivia.indentation
        let comments = original.leadingTrivia.droppingNewlinePrefix.description
        let body: (Syntax) -> String = { $0.with(\.leadingTrivia, makeTrivia(indent)).with(\.trailingTrivia, []).description }
        let head = comments.hasSuffix(indent) ? String(comments.dropLast(indent.count)) : comments
        return head + indent + "#if canImport(ObjectiveC)\n" + body(original) + "\n" + indent + "#else\n"
            + body(ported) + "\n" + indent + "#endif"
    }
}

extension IfConfigClauseSyntax {
    /// `#if canImport(ObjectiveC)`: the iOS side of a ported branch (or the
    /// app's own), which the port leaves alone.
    var isObjectiveCBranch: Bool {
        guard poundKeyword.tokenKind == .poundIf || poundKeyword.tokenKind == .poundElseif,
              let condition else { return false }
        let text = condition.trimmedDescription.replacingOccurrences(of: " ", with: "")
        return text == "canImport(ObjectiveC)" || text == "os(iOS)" || text == "os(macOS)" || text == "os(tvOS)"
            || text == "os(iOS)||os(tvOS)" || text == "!os(Linux)"
    }
}

extension Trivia {
    /// The spaces and tabs after the last newline: a line's indentation
    /// when this is the leading trivia of its first token.
    var indentation: String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: result = ""
            case .spaces(let n): result += String(repeating: " ", count: n)
            case .tabs(let n): result += String(repeating: "\t", count: n)
            default: result = ""
            }
        }
        return result
    }

    /// The newlines before anything else (kept when a node is replaced by
    /// text that carries its own comments and indentation).
    var newlinePrefix: Trivia {
        var kept: [TriviaPiece] = []
        for piece in pieces {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: kept.append(piece)
            default: return Trivia(pieces: kept)
            }
        }
        return Trivia(pieces: kept)
    }

    var droppingNewlinePrefix: Trivia {
        Trivia(pieces: Array(pieces.dropFirst(newlinePrefix.pieces.count)))
    }
}

extension SyntaxProtocol {
    /// The indentation of the line this node's statement or member starts on.
    var lineIndentation: String {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) {
                return current.leadingTrivia.indentation
            }
            node = current.parent
        }
        return leadingTrivia.indentation
    }

    /// The type declaration (class, struct, enum, actor, extension) around this node.
    var enclosingTypeName: String? {
        var node = parent
        while let current = node {
            if let decl = current.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = current.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
            node = current.parent
        }
        return nil
    }

    /// Whether this node is inside a `static` or `class` member, where `self` is the type.
    var isInStaticContext: Bool {
        var node = parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            }
            if let variable = current.as(VariableDeclSyntax.self) {
                return variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            }
            if current.is(MemberBlockSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}

/// Trivia for a run of newlines, spaces and tabs written by a rule.
func makeTrivia(_ text: String) -> Trivia {
    var pieces: [TriviaPiece] = []
    for character in text {
        let piece: TriviaPiece
        switch character {
        case "\n": piece = .newlines(1)
        case "\t": piece = .tabs(1)
        default: piece = .spaces(1)
        }
        if let last = pieces.last {
            switch (last, piece) {
            case (.newlines(let n), .newlines): pieces[pieces.count - 1] = .newlines(n + 1); continue
            case (.spaces(let n), .spaces): pieces[pieces.count - 1] = .spaces(n + 1); continue
            case (.tabs(let n), .tabs): pieces[pieces.count - 1] = .tabs(n + 1); continue
            default: break
            }
        }
        pieces.append(piece)
    }
    return Trivia(pieces: pieces)
}

/// Parses one expression written by a rule.
func parseExpression(_ text: String) -> ExprSyntax? {
    let file = Parser.parse(source: text)
    guard !file.hasError, file.statements.count == 1, let expression = file.statements.first?.item.as(ExprSyntax.self) else { return nil }
    return expression
}

/// Parses one member declaration written by a rule.
func parseMember(_ text: String) -> MemberBlockItemSyntax? {
    let file = Parser.parse(source: "struct _Port {\n" + text + "\n}")
    guard !file.hasError, let decl = file.statements.first?.item.as(StructDeclSyntax.self) else { return nil }
    return decl.memberBlock.members.first
}
