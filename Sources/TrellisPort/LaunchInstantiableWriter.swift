import SwiftParser
import SwiftSyntax

/// `--in-place` only: UIKit makes the app delegate (`@main`,
/// `@UIApplicationMain`) and the scene delegate (Info.plist's
/// `UISceneDelegateClassName`) from their names with the Objective-C
/// runtime; on Linux a class made from its name declares
/// `LaunchInstantiable` (docs/app-lifecycle.md). The port writes
/// `extension X: LaunchInstantiable {}` inside `#if !canImport(ObjectiveC)`
/// for each such class declared in the file, and `required override
/// init() { super.init() }` in a class that is not `final` and declares no
/// `init()` (a non-final class meets an initializer requirement only with a
/// required initializer). A ported package does not need them: its
/// launcher makes both delegates directly.
final class LaunchInstantiableWriter: PortPass {
    static let rule = "launch"
    static let sceneProtocols: Set<String> = ["UIWindowSceneDelegate", "UISceneDelegate"]
    private var classes: Set<String> = []

    override func run(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        guard context.options.keepsIOSSpelling else { return tree }
        let text = tree.description
        for statement in tree.statements {
            guard let decl = statement.item.as(ClassDeclSyntax.self) else { continue }
            let isMain = decl.attributes.contains {
                if case .attribute(let attribute) = $0 { return ["main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription) }
                return false
            }
            let isScene = decl.inheritanceClause?.inheritedTypes.contains { Self.sceneProtocols.contains($0.type.trimmedDescription) } ?? false
            guard isMain || isScene, !text.contains("extension \(decl.name.text): LaunchInstantiable") else { continue }
            classes.insert(decl.name.text)
            context.changed(decl, rule: Self.rule, "\(decl.name.text) is made from its name at launch: LaunchInstantiable on Linux")
        }
        guard !classes.isEmpty else { return tree }
        var result = super.run(tree)
        let extensions = classes.sorted().map { "extension \($0): LaunchInstantiable {}" }.joined(separator: "\n")
        let parsed = Parser.parse(source: "\n\n#if !canImport(ObjectiveC)\n" + extensions + "\n#endif\n")
        var statements = result.statements
        for statement in parsed.statements { statements.append(statement) }
        result = result.with(\.statements, statements).with(\.endOfFileToken, result.endOfFileToken.with(\.leadingTrivia, parsed.endOfFileToken.leadingTrivia))
        return result
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard classes.contains(node.name.text),
              !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }),
              !node.memberBlock.members.contains(where: { $0.decl.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters.isEmpty == true })
        else { return DeclSyntax(node) }
        let indent = node.memberBlock.members.first?.leadingTrivia.indentation ?? "    "
        let members = Parser_parseMembers("\n\(indent)/// Made from its name at launch (LaunchInstantiable, docs/app-lifecycle.md).\n\(indent)required override init() { super.init() }\n")
        guard let first = members.first else { return DeclSyntax(node) }
        var list = node.memberBlock.members
        list.insert(first, at: list.startIndex)
        return DeclSyntax(node.with(\.memberBlock, node.memberBlock.with(\.members, list)))
    }
}
