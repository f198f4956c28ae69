import SwiftParser
import SwiftSyntax

/// In a ported package the launcher is the entry point: `@main` (or
/// `@UIApplicationMain`) leaves the app delegate, which the launcher makes
/// itself.
enum MainAttributeRemover {
    static func remove(from source: String, file: String) -> (source: String, className: String, entry: PortEntry)? {
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return nil }
        for (index, statement) in tree.statements.enumerated() {
            guard let decl = statement.item.as(ClassDeclSyntax.self) else { continue }
            let kept = decl.attributes.filter { element in
                if case .attribute(let attribute) = element {
                    return !["main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription)
                }
                return true
            }
            guard kept.count != decl.attributes.count else { continue }
            let line = SourceLocationConverter(fileName: file, tree: tree).location(for: decl.positionAfterSkippingLeadingTrivia).line
            let rewritten = decl.with(\.attributes, kept).with(\.leadingTrivia, decl.leadingTrivia)
            var statements = Array(tree.statements)
            statements[index] = statement.with(\.item, .decl(DeclSyntax(rewritten)))
            let result = tree.with(\.statements, CodeBlockItemListSyntax(statements))
            return (result.description, decl.name.text,
                    PortEntry(file: file, line: line, rule: "main", message: "@main removed from \(decl.name.text): TrellisPortMain.swift launches the app and draws it"))
        }
        return nil
    }
}
