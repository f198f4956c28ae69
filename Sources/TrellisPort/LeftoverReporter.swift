import SwiftSyntax

/// Reports what no rule rewrote: a `#selector` anywhere outside the iOS
/// side of a branch (`perform(_:)`, `responds(to:)`, a selector stored in a
/// variable, a form the rules do not know).
final class LeftoverReporter: SyntaxVisitor {
    let context: PortContext
    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.isObjectiveCBranch ? .skipChildren : .visitChildren
    }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector" {
            context.problem(node, rule: "selector", "\(node.trimmedDescription) has no equivalent without the Objective-C runtime; left as it was")
        }
        return .visitChildren
    }
}
