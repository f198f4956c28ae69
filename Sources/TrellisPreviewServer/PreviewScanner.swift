import Foundation
import SwiftParser
import SwiftSyntax
import TrellisPreviewExpansion

/// One `#Preview` written in a package's sources, found by parsing them:
/// where it is, and so the linker name of its registry function, which the
/// macro makes from the same file ID, line and column.
public struct PreviewDeclaration: Codable, Equatable, Hashable, Sendable {
    /// The module (target) that declares it.
    public var module: String
    /// `#fileID`: "Module/File.swift".
    public var fileID: String
    /// The file's path, for messages.
    public var path: String
    public var line: Int
    public var column: Int
    /// The name, when it is a plain string literal.
    public var name: String?

    /// The registry function's linker name, as the macro makes it.
    public var symbol: String { PreviewSymbol.name(fileID: fileID, line: line, column: column) }
}

/// Finds the `#Preview`s of Swift sources with SwiftParser.
public enum PreviewScanner {
    /// The previews at file scope in `source` (also inside `#if` blocks,
    /// whichever branch: the tool does not know the build's conditions).
    /// - Complexity: O(source length); a file without "#Preview" is not parsed.
    public static func previews(in source: String, module: String, path: String) -> [PreviewDeclaration] {
        guard source.contains("#Preview") else { return [] }
        let file = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: path, tree: file)
        let fileID = "\(module)/\((path as NSString).lastPathComponent)"
        var found: [PreviewDeclaration] = []

        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let expansion = item.item.as(MacroExpansionDeclSyntax.self) {
                    add(expansion.macroName.text, expansion.arguments, at: expansion.positionAfterSkippingLeadingTrivia)
                } else if let expansion = item.item.as(MacroExpansionExprSyntax.self) {
                    add(expansion.macroName.text, expansion.arguments, at: expansion.positionAfterSkippingLeadingTrivia)
                } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if let statements = clause.elements?.as(CodeBlockItemListSyntax.self) { visit(statements) }
                    }
                }
            }
        }

        func add(_ macro: String, _ arguments: LabeledExprListSyntax, at position: AbsolutePosition) {
            guard macro == "Preview" else { return }
            let location = converter.location(for: position)
            let name = arguments.first.flatMap { $0.label == nil ? $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue : nil }
            found.append(PreviewDeclaration(module: module, fileID: fileID, path: path, line: location.line, column: location.column, name: name))
        }

        visit(file.statements)
        return found
    }

    /// `main.swift`'s declarations without its program: each top-level
    /// statement (a call such as `UIApplicationMain(…)`, an `if`, a
    /// `guard`) and each global without a value (but an optional `var`,
    /// nil outside a script as well) blanked out with spaces, newlines
    /// kept, so that the file compiles as an ordinary file of a library
    /// and every line and column stays where it was: a `#Preview` in it
    /// keeps its line and column, and the types, functions and globals the
    /// target's other files use from it are there. Statements inside `#if`
    /// blocks are blanked as well.
    ///
    /// In the Swift 6 language mode a script's globals are isolated to the
    /// main actor, and a library file's are not (a `var` there is an error):
    /// with `globalsOnMainActor`, each global gets `@MainActor ` written
    /// before it, which moves only what follows on its own line.
    public static func declarationsOfMain(_ source: String, globalsOnMainActor: Bool = false) -> String {
        let file = Parser.parse(source: source)
        var ranges: [Range<Int>] = []
        var isolated: [Int] = []

        func isKept(_ item: CodeBlockItemSyntax.Item) -> Bool {
            if let expansion = item.as(MacroExpansionExprSyntax.self) { return expansion.macroName.text == "Preview" }
            guard let declaration = item.as(DeclSyntax.self) else { return false }
            // A global variable needs a value or accessors outside a script,
            // but an optional `var` starts as nil there too.
            if let variable = declaration.as(VariableDeclSyntax.self) {
                let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
                return variable.bindings.allSatisfy { binding in
                    guard binding.initializer == nil, binding.accessorBlock == nil else { return true }
                    guard isVar, let type = binding.typeAnnotation?.type else { return false }
                    return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                }
            }
            return true
        }

        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if let statements = clause.elements?.as(CodeBlockItemListSyntax.self) { visit(statements) }
                    }
                } else if !isKept(item.item) {
                    ranges.append(item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset)
                } else if globalsOnMainActor, let variable = item.item.as(VariableDeclSyntax.self), !hasIsolation(variable) {
                    isolated.append(variable.positionAfterSkippingLeadingTrivia.utf8Offset)
                }
            }
        }
        visit(file.statements)
        var bytes = Array(withoutEntryPoint(source).utf8)
        for range in ranges where range.upperBound <= bytes.count {
            for index in range where bytes[index] != UInt8(ascii: "\n") && bytes[index] != UInt8(ascii: "\r") {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        for offset in isolated.reversed() where offset <= bytes.count {
            bytes.insert(contentsOf: "@MainActor ".utf8, at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether a global already says where it is isolated (a global actor
    /// attribute, `nonisolated`).
    private static func hasIsolation(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) }
            || variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Actor") == true }
    }

    /// `source` with its entry-point attribute (`@main`, or the older
    /// `@UIApplicationMain`) replaced by as many spaces, so that it compiles
    /// into a library module and every line and column stays where it was
    /// (the preview's linker name is made from them).
    public static func withoutEntryPoint(_ source: String) -> String {
        guard source.contains("@main") || source.contains("@UIApplicationMain") || source.contains("@NSApplicationMain") else { return source }
        final class Finder: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
                let name = node.attributeName.trimmedDescription
                if ["main", "UIApplicationMain", "NSApplicationMain"].contains(name) {
                    ranges.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
                }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: source))
        guard !finder.ranges.isEmpty else { return source }
        var bytes = Array(source.utf8)
        for range in finder.ranges where range.upperBound <= bytes.count {
            for index in range { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
