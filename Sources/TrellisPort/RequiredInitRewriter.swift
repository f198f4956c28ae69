import SwiftSyntax

/// Initializers Trellis calls through a metatype must be `required` (Swift
/// constructs from a class value only through one; UIKit uses the
/// Objective-C runtime): `override init(style:reuseIdentifier:)` of a
/// `UITableViewCell` subclass and `override init(reuseIdentifier:)` of a
/// `UITableViewHeaderFooterView` one become `required init(…)`.
///
/// In place the spelling is `required override init(…)`: iOS needs
/// `override` (UIKit's initializer is not required there) and Linux only
/// warns that it is implied. Collection view cells keep `override
/// init(frame:)`: Trellis makes them through a required convenience
/// initializer every subclass inherits; view controllers and views from
/// storyboards come through `required init?(coder:)`, as on iOS.
final class RequiredInitRewriter: PortPass {
    static let metatypeInitializers: [[String]] = [["style", "reuseIdentifier"], ["reuseIdentifier"]]

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        guard Self.metatypeInitializers.contains(labels), node.optionalMark == nil,
              let overrideIndex = node.modifiers.firstIndex(where: { $0.name.tokenKind == .keyword(.override) }),
              !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) || $0.name.tokenKind == .keyword(.convenience) })
        else { return super.visit(node) }
        var rewritten = node
        var modifiers = node.modifiers
        let overrideModifier = modifiers[overrideIndex]
        let required = DeclModifierSyntax(name: .keyword(.required, leadingTrivia: overrideModifier.leadingTrivia,
                                                         trailingTrivia: overrideModifier.trailingTrivia))
        if context.options.keepsIOSSpelling {
            modifiers.insert(required.with(\.trailingTrivia, .space), at: overrideIndex)
            modifiers[modifiers.index(after: overrideIndex)] = overrideModifier.with(\.leadingTrivia, [])
        } else {
            modifiers[overrideIndex] = required
        }
        rewritten.modifiers = modifiers
        let signature = "init(" + labels.map { $0 + ":" }.joined() + ")"
        context.changed(node, rule: "required-init",
                        "override \(signature) → \(context.options.keepsIOSSpelling ? "required override" : "required") \(signature): Trellis constructs the class through it")
        return DeclSyntax(rewritten)
    }
}
