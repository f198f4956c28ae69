import SwiftSyntax

/// `override` members declared in an extension (`extension ListController
/// { override func viewDidLoad() … }`) compile on iOS only because UIKit's
/// members are `@objc`; Swift on Linux refuses them ("non-@objc
/// declarations in extensions cannot be overridden"). When the class is
/// declared in the same file they move, comments and all, to the end of its
/// body (one spelling for both platforms); an extension left with nothing
/// and no conformance goes. An extension of a class declared elsewhere is
/// reported.
final class ExtensionOverrideMover: PortPass {
    static let rule = "extension-override"
    private var moved: [String: [MemberBlockItemSyntax]] = [:]

    override func run(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        let classes = Set(tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        for statement in tree.statements {
            guard let ext = statement.item.as(ExtensionDeclSyntax.self) else { continue }
            let type = ext.extendedType.trimmedDescription
            for member in ext.memberBlock.members where isOverride(member.decl) {
                if classes.contains(type), ext.genericWhereClause == nil {
                    moved[type, default: []].append(member)
                    context.changed(member, rule: Self.rule, "override \(memberName(member.decl)) moved from an extension into \(type)'s body")
                } else {
                    context.problem(member, rule: Self.rule,
                                    "override \(memberName(member.decl)) is in an extension of \(type), which is not declared in this file: move it into the class's body")
                }
            }
        }
        guard !moved.isEmpty else { return tree }
        return super.run(tree)
    }

    private func isOverride(_ decl: DeclSyntax) -> Bool {
        decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }

    private func memberName(_ decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return "func \(function.name.text)" }
        if let variable = decl.as(VariableDeclSyntax.self) { return "var \(variable.bindings.first?.pattern.trimmedDescription ?? "")" }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        return "member"
    }

    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var statements: [CodeBlockItemSyntax] = []
        for statement in node.statements {
            if let decl = statement.item.as(ClassDeclSyntax.self), let members = moved[decl.name.text] {
                // Members keep their own indentation: an extension's and its
                // class's are the same in nearly every file.
                var list = decl.memberBlock.members
                for (index, member) in members.enumerated() {
                    // A blank line before the first moved member, as between members.
                    let newlines = member.leadingTrivia.newlinePrefix.description.count
                    list.append(index == 0 && newlines < 2
                        ? member.with(\.leadingTrivia, makeTrivia("\n").merging(member.leadingTrivia)) : member)
                }
                statements.append(statement.with(\.item, .decl(DeclSyntax(decl.with(\.memberBlock, decl.memberBlock.with(\.members, list))))))
            } else if let ext = statement.item.as(ExtensionDeclSyntax.self), moved[ext.extendedType.trimmedDescription] != nil, ext.genericWhereClause == nil {
                let kept = ext.memberBlock.members.filter { !isOverride($0.decl) }
                if kept.isEmpty, ext.inheritanceClause == nil, ext.attributes.isEmpty {
                    continue
                }
                statements.append(statement.with(\.item, .decl(DeclSyntax(ext.with(\.memberBlock, ext.memberBlock.with(\.members, kept))))))
            } else {
                statements.append(statement)
            }
        }
        return node.with(\.statements, CodeBlockItemListSyntax(statements))
    }
}
