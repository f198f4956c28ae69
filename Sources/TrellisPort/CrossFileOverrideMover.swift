import SwiftParser
import SwiftSyntax

/// In a ported package, `override` members in an extension of a class
/// declared in another file of the app move into that class's body, as
/// `ExtensionOverrideMover` does within one file (`ListController+Table.swift`
/// overriding `tableView(_:numberOfRowsInSection:)` of a `UITableViewController`).
enum CrossFileOverrideMover {
    static func move(_ sources: inout [PortedSource]) {
        // Where each class is declared.
        var declaringFile: [String: Int] = [:]
        for (index, source) in sources.enumerated() {
            let tree = Parser.parse(source: source.ported)
            guard !tree.hasError else { continue }
            for statement in tree.statements {
                if let decl = statement.item.as(ClassDeclSyntax.self) { declaringFile[decl.name.text] = index }
            }
        }
        var moved: [Int: [String: [MemberBlockItemSyntax]]] = [:]
        for index in sources.indices {
            let tree = Parser.parse(source: sources[index].ported)
            guard !tree.hasError else { continue }
            let converter = SourceLocationConverter(fileName: sources[index].file, tree: tree)
            var statements: [CodeBlockItemSyntax] = []
            var changed = false
            for statement in tree.statements {
                guard let ext = statement.item.as(ExtensionDeclSyntax.self), ext.genericWhereClause == nil,
                      let target = declaringFile[ext.extendedType.trimmedDescription], target != index else {
                    statements.append(statement)
                    continue
                }
                let type = ext.extendedType.trimmedDescription
                let overrides = ext.memberBlock.members.filter(isOverride)
                guard !overrides.isEmpty else {
                    statements.append(statement)
                    continue
                }
                changed = true
                for member in overrides {
                    moved[target, default: [:]][type, default: []].append(member)
                    let line = converter.location(for: member.positionAfterSkippingLeadingTrivia).line
                    sources[index].problems.removeAll { $0.rule == ExtensionOverrideMover.rule && $0.message.contains("in an extension of \(type),") }
                    sources[index].changes.append(PortEntry(file: sources[index].file, line: line, rule: ExtensionOverrideMover.rule,
                                                            message: "override moved from an extension into \(type)'s body in \(sources[target].file)"))
                }
                let kept = ext.memberBlock.members.filter { !isOverride($0) }
                if kept.isEmpty, ext.inheritanceClause == nil, ext.attributes.isEmpty { continue }
                statements.append(statement.with(\.item, .decl(DeclSyntax(ext.with(\.memberBlock, ext.memberBlock.with(\.members, kept))))))
            }
            if changed {
                sources[index].ported = tree.with(\.statements, CodeBlockItemListSyntax(statements)).description
            }
        }
        for (index, types) in moved {
            let tree = Parser.parse(source: sources[index].ported)
            var statements: [CodeBlockItemSyntax] = []
            for statement in tree.statements {
                guard let decl = statement.item.as(ClassDeclSyntax.self), let members = types[decl.name.text] else {
                    statements.append(statement)
                    continue
                }
                var list = decl.memberBlock.members
                for (offset, member) in members.enumerated() {
                    let newlines = member.leadingTrivia.newlinePrefix.description.count
                    list.append(offset == 0 && newlines < 2 ? member.with(\.leadingTrivia, makeTrivia("\n").merging(member.leadingTrivia)) : member)
                }
                statements.append(statement.with(\.item, .decl(DeclSyntax(decl.with(\.memberBlock, decl.memberBlock.with(\.members, list))))))
            }
            sources[index].ported = tree.with(\.statements, CodeBlockItemListSyntax(statements)).description
        }
    }

    private static func isOverride(_ member: MemberBlockItemSyntax) -> Bool {
        member.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.tokenKind == .keyword(.override) } == true
    }
}
