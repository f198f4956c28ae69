import SwiftSyntax

/// Attributes Swift refuses without the Objective-C runtime:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc` are removed (`@objc
///   dynamic` keeps `dynamic`, which Linux accepts). In place they stay for
///   iOS inside an attribute-level `#if canImport(ObjectiveC)`. An `@objc
///   optional` requirement, or `@objc` on a protocol that has one, is
///   reported: optional requirements need the runtime.
/// - `@IBOutlet` (refused for every Trellis class: "'@IBOutlet' property
///   cannot have non-'@objc' class type") becomes Storyboard's `@Outlet`, an
///   outlet collection `@OutletCollection`, keeping `didSet`; `weak` goes
///   (a property wrapper cannot be weak; the outlet box holds the view, as
///   the view hierarchy does). In place: a member-level `#if` branch.
/// - `@IBAction` compiles on Linux with one parameter or none and stays
///   (StoryboardActionsWriter handles the two-parameter form).
///   `@IBInspectable`, `@IBDesignable` and `@IBSegueAction` compile on Linux
///   and stay.
final class AttributeRewriter: PortPass {
    static let removed: Set<String> = ["objc", "objcMembers", "nonobjc"]

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let decl = super.visit(node).cast(FunctionDeclSyntax.self)
        if decl.modifiers.contains(where: { $0.name.text == "optional" }) {
            context.problem(node, rule: "objc", "'\(node.name.text)' is an optional protocol requirement, which needs the Objective-C runtime; left as it was")
            return DeclSyntax(decl)
        }
        return DeclSyntax(strip(decl, original: node, names: Self.removed, rule: "objc", why: nil))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        let optional = node.memberBlock.members.contains {
            $0.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains { $0.name.text == "optional" } == true
        }
        if optional {
            context.problem(node, rule: "objc", "@objc protocol '\(node.name.text)' has optional requirements, which need the Objective-C runtime; left as it was")
            return DeclSyntax(node)
        }
        return DeclSyntax(strip(super.visit(node).cast(ProtocolDeclSyntax.self), original: node, names: Self.removed, rule: "objc", why: nil))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(ClassDeclSyntax.self), original: node, names: Self.removed, rule: "objc", why: nil))
    }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(ExtensionDeclSyntax.self), original: node, names: Self.removed, rule: "objc", why: nil))
    }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(EnumDeclSyntax.self), original: node, names: Self.removed, rule: "objc", why: nil))
    }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(InitializerDeclSyntax.self), original: node, names: Self.removed, rule: "objc", why: nil))
    }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).cast(SubscriptDeclSyntax.self), original: node, names: Self.removed, rule: "objc", why: nil))
    }

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let decl = strip(super.visit(node).cast(VariableDeclSyntax.self), original: node, names: Self.removed, rule: "objc", why: nil)
        guard hasAttribute(decl.attributes, "IBOutlet") else { return DeclSyntax(decl) }
        guard decl.bindings.count == 1, let binding = decl.bindings.first,
              let type = binding.typeAnnotation?.type else {
            context.problem(node, rule: "outlet", "an @IBOutlet declaring several properties, or one without a type, cannot be rewritten; left as it was")
            return DeclSyntax(decl)
        }
        // `[UILabel]!`, `[UILabel]?`, `[UILabel]`: an outlet collection.
        var element: TypeSyntax? = type.as(ArrayTypeSyntax.self)?.element
        if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType.as(ArrayTypeSyntax.self) { element = wrapped.element }
        if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType.as(ArrayTypeSyntax.self) { element = wrapped.element }
        var rewritten = decl
        let wrapper = element == nil ? "Outlet" : "OutletCollection"
        rewritten.attributes = AttributeListSyntax(rewritten.attributes.map { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "IBOutlet" else { return element }
            return .attribute(attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(name: .identifier(wrapper)))
                .with(\.leadingTrivia, attribute.attributeName.leadingTrivia).with(\.trailingTrivia, attribute.attributeName.trailingTrivia)))
        })
        var note = "@IBOutlet → @\(wrapper)"
        if let index = rewritten.modifiers.firstIndex(where: { ["weak", "unowned"].contains($0.name.text) }) {
            let modifier = rewritten.modifiers[index]
            var modifiers = rewritten.modifiers
            modifiers.remove(at: index)
            rewritten.modifiers = modifiers
            // Keep the line's spacing: the next token takes the removed modifier's leading trivia.
            if modifiers.isEmpty {
                rewritten.bindingSpecifier = rewritten.bindingSpecifier.with(\.leadingTrivia, modifier.leadingTrivia)
            }
            note += ", without '\(modifier.name.text)' (a property wrapper cannot be weak)"
        }
        if let element {
            var newBinding = binding
            newBinding.typeAnnotation = binding.typeAnnotation?.with(\.type, TypeSyntax(ArrayTypeSyntax(element: element.trimmed))
                .with(\.leadingTrivia, type.leadingTrivia).with(\.trailingTrivia, type.trailingTrivia))
            rewritten.bindings = PatternBindingListSyntax([newBinding])
            if type.trimmedDescription != "[\(element.trimmedDescription)]" { note += ", typed [\(element.trimmedDescription)]" }
        }
        let observed = binding.accessorBlock.map { block -> Bool in
            guard case .accessors(let accessors) = block.accessors else { return false }
            return accessors.contains { ["didSet", "willSet"].contains($0.accessorSpecifier.text) }
        } ?? false
        if observed, let type = node.enclosingTypeName {
            let property = binding.pattern.trimmedDescription
            if decl.modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) }) {
                context.problem(node, rule: "outlet",
                                "the didSet of private outlet '\(property)' runs at its first use on the first \(type), not at connection: Storyboard.registerOutlets needs a key path the launcher can see")
            } else {
                context.observedOutlets.append("\(type).\(property)")
            }
        }
        context.changed(node, rule: "outlet", note)
        needsIOSBranch()
        return DeclSyntax(rewritten)
    }

    private func hasAttribute(_ list: AttributeListSyntax, _ name: String) -> Bool {
        list.contains { element in
            if case .attribute(let attribute) = element { return attribute.attributeName.trimmedDescription == name }
            return false
        }
    }

    /// Removes the named attributes; in place, `@objc` stays for iOS in an attribute-level `#if`.
    private func strip<D: WithAttributesSyntax>(_ decl: D, original: some SyntaxProtocol, names: Set<String>, rule: String, why: String?) -> D {
        var removed: [AttributeSyntax] = []
        var kept: [AttributeListSyntax.Element] = []
        for element in decl.attributes {
            if case .attribute(let attribute) = element, names.contains(attribute.attributeName.trimmedDescription) {
                removed.append(attribute)
            } else {
                kept.append(element)
            }
        }
        guard !removed.isEmpty else { return decl }
        let leading = decl.leadingTrivia
        for attribute in removed {
            context.changed(original, rule: rule, why ?? "\(attribute.trimmedDescription) removed: Swift on Linux has no Objective-C runtime")
        }
        var result = decl
        if context.options.keepsIOSSpelling, rule == "objc" {
            // `#if canImport(ObjectiveC) @objc #endif` (SE-0367): iOS keeps
            // what it had, KVO and Objective-C callers included.
            let indent = leading.indentation
            let text = "#if canImport(ObjectiveC)\n" + removed.map { indent + $0.trimmedDescription }.joined(separator: "\n")
                + "\n" + indent + "#endif\n" + indent + "func _port() {}"
            if let parsed = parseMember(text)?.decl.as(FunctionDeclSyntax.self), let ifConfig = parsed.attributes.first {
                kept.insert(ifConfig.with(\.trailingTrivia, makeTrivia("\n" + indent)), at: 0)
            }
        }
        result.attributes = AttributeListSyntax(kept)
        return result.with(\.leadingTrivia, leading)
    }
}
