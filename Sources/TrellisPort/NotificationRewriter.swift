import SwiftParser
import SwiftSyntax

/// `center.addObserver(self, selector: #selector(m), name: n, object: o)`
/// becomes the block-based `addObserver(forName:object:queue:using:)`
/// (one spelling for both platforms), its token kept in a stored property
/// the port adds to the class; `center.removeObserver(self)` and
/// `removeObserver(self, name:object:)` remove those tokens. The block
/// captures `self` weakly: the selector form never retained the observer.
///
/// Reported and left as they are: an observer that is not `self`, one
/// added in a static member, or in an extension of a class declared in
/// another file (an extension cannot add the stored property).
final class NotificationRewriter: PortPass {
    static let rule = "notification"
    static let property = "portedObservers"
    /// Classes declared in the file that add selector observers on `self`.
    private var observingClasses: Set<String> = []

    override func run(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if NotificationRewriter.isSelectorObserver(node), node.arguments.first?.expression.trimmedDescription == "self",
                   !node.isInStaticContext, let type = node.enclosingTypeName {
                    names.insert(type)
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let declared = Set(tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        observingClasses = finder.names.intersection(declared)
        return super.run(tree)
    }

    static func isSelectorObserver(_ node: FunctionCallExprSyntax) -> Bool {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "addObserver" else { return false }
        return node.arguments.map { $0.label?.text ?? "_" } == ["_", "selector", "name", "object"]
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        guard observingClasses.contains(node.name.text),
              !node.memberBlock.declaresVariable(named: Self.property)
        else { return DeclSyntax(visited) }
        let indent = (node.memberBlock.members.first?.leadingTrivia.indentation ?? "") .isEmpty
            ? node.leadingTrivia.indentation + "    " : node.memberBlock.members.first!.leadingTrivia.indentation
        let text = """


            \(indent)/// The observers `trellis port` made block-based (docs/porting.md, notification):
            \(indent)/// the center, the name and the token, removed by `removePortedObservers(named:)`.
            \(indent)private var \(Self.property): [(center: NotificationCenter, name: Notification.Name?, token: NSObjectProtocol)] = []

            \(indent)/// `removeObserver(self)` (every name) and `removeObserver(self, name:object:)` for those observers.
            \(indent)private func removePortedObservers(named name: Notification.Name? = nil) {
            \(indent)    for observer in \(Self.property) where name == nil || observer.name == name {
            \(indent)        observer.center.removeObserver(observer.token)
            \(indent)    }
            \(indent)    \(Self.property).removeAll { name == nil || $0.name == name }
            \(indent)}
            """
        let file = Parser_parseMembers(text)
        guard !file.isEmpty else { return DeclSyntax(visited) }
        var members = visited.memberBlock.members
        for member in file { members.append(member) }
        context.changed(node, rule: Self.rule, "added \(Self.property) and removePortedObservers(named:) to \(node.name.text) for its block-based observers")
        return DeclSyntax(visited.with(\.memberBlock, visited.memberBlock.with(\.members, members)))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return super.visit(node) }
        let name = member.declName.baseName.text
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text ?? "_" }
        if Self.isSelectorObserver(node) {
            let observer = arguments[0].expression.trimmedDescription
            guard observer == "self" else {
                context.problem(node, rule: Self.rule, "the observer is '\(observer)', not self: its token has nowhere to be kept; left as it was")
                return super.visit(node)
            }
            guard !node.isInStaticContext else {
                context.problem(node, rule: Self.rule, "an observer added in a static member has no instance to keep its token; left as it was")
                return super.visit(node)
            }
            guard let type = node.enclosingTypeName, observingClasses.contains(type) else {
                context.problem(node, rule: Self.rule, "the class is not declared in this file (or is not a class), so the token's stored property cannot be added; left as it was")
                return super.visit(node)
            }
            guard let selector = SelectorReference(arguments[1].expression) else {
                context.problem(node, rule: Self.rule, "the selector is not a #selector of a method; left as it was")
                return super.visit(node)
            }
            let writer = HandlerWriter(parameter: "notification", sender: "notification", senderType: "Notification")
            let method = findMethod(selector, near: node, in: context.tree, index: context.options.index)
            let result = writer.closure(target: arguments[0].expression, selector: selector, method: method, indent: node.lineIndentation)
            guard let handler = result.text else {
                context.problem(node, rule: Self.rule, (result.reason ?? "cannot be rewritten") + "; left as it was")
                return super.visit(node)
            }
            let center = base.trimmedDescription
            let nameText = arguments[2].expression.trimmedDescription
            let text = "\(Self.property).append((\(center), \(nameText), \(center).addObserver(forName: \(nameText), object: \(arguments[3].expression.trimmedDescription), queue: nil) \(handler)))"
            guard let expression = parseExpression(text) else { return super.visit(node) }
            context.changed(node, rule: Self.rule, "addObserver(_:selector:name:object:) → addObserver(forName:object:queue:using:), token kept in \(Self.property)")
            return expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        if name == "removeObserver", arguments.first?.expression.trimmedDescription == "self", labels.first == "_",
           let type = node.enclosingTypeName, observingClasses.contains(type) {
            let text = labels.count >= 2 && labels[1] == "name" ? "removePortedObservers(named: \(arguments[1].expression.trimmedDescription))" : "removePortedObservers()"
            guard let expression = parseExpression(text) else { return super.visit(node) }
            context.changed(node, rule: Self.rule, "removeObserver(self…) → \(text)")
            return expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }
}

/// The members in `text`, parsed inside a type.
func Parser_parseMembers(_ text: String) -> [MemberBlockItemSyntax] {
    let file = SwiftParser.Parser.parse(source: "struct _Port {" + text + "\n}")
    guard !file.hasError, let decl = file.statements.first?.item.as(StructDeclSyntax.self) else { return [] }
    return Array(decl.memberBlock.members)
}
