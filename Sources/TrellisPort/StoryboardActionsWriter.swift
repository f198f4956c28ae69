import SwiftParser
import SwiftSyntax

/// `@IBAction` methods stay callable from storyboard action connections:
/// Trellis's loader cannot call a method by selector, so it asks the
/// destination for `storyboardActions` (Storyboard's
/// `StoryboardActionTarget`), a closure per Interface Builder selector name.
/// The port writes that property into the class body, one entry per
/// `@IBAction` of the class and its extensions in the file, and the
/// conformance (`extension X: StoryboardActionTarget {}`). A subclass of a
/// class in the file that has one overrides it, adding its own. In place
/// both are inside `#if !canImport(ObjectiveC)`, where iOS never looks.
final class StoryboardActionsWriter: PortPass {
    static let rule = "action"
    static let property = "storyboardActions"

    struct Action {
        var selector: String
        var call: String
    }
    private var actions: [String: [Action]] = [:]
    private var conformed: Set<String> = []

    override func run(_ tree: SourceFileSyntax) -> SourceFileSyntax {
        var classes: [String: ClassDeclSyntax] = [:]
        for statement in tree.statements {
            if let decl = statement.item.as(ClassDeclSyntax.self) { classes[decl.name.text] = decl }
        }
        final class Collector: SyntaxVisitor {
            var found: [(type: String, decl: FunctionDeclSyntax)] = []
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                let isAction = node.attributes.contains {
                    if case .attribute(let attribute) = $0 { return attribute.attributeName.trimmedDescription == "IBAction" }
                    return false
                }
                if isAction, let type = node.enclosingTypeName { found.append((type, node)) }
                return .skipChildren
            }
            override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
                node.isObjectiveCBranch ? .skipChildren : .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        let index = context.options.index
        for (type, decl) in collector.found {
            guard let declared = classes[type] else {
                // Listed where the class is declared, when that file is ported too.
                if index?.classes.contains(type) != true {
                    context.problem(decl, rule: Self.rule,
                                    "@IBAction \(decl.name.text) is in an extension of \(type), declared in another file: add it to that class's storyboardActions by hand")
                }
                continue
            }
            if declared.memberBlock.declaresVariable(named: Self.property) { continue }
            guard let action = action(for: decl) else {
                context.problem(decl, rule: Self.rule, "@IBAction \(decl.name.text) takes more than a sender and an event; not connected")
                continue
            }
            actions[type, default: []].append(action)
            context.changed(decl, rule: Self.rule, "@IBAction \(decl.name.text) listed in \(type).storyboardActions as \"\(action.selector)\"")
        }
        // The class's actions declared in extensions in the other files being ported.
        for (type, declared) in classes where !declared.memberBlock.declaresVariable(named: Self.property) {
            let local = Set(collector.found.filter { $0.type == type }.map { Self.selectorName($0.decl) })
            for text in index?.actions[type] ?? [] {
                guard let decl = parseMember(text)?.decl.as(FunctionDeclSyntax.self), !local.contains(Self.selectorName(decl)),
                      let action = action(for: decl) else { continue }
                actions[type, default: []].append(action)
                context.changed(declared, rule: Self.rule, "@IBAction \(decl.name.text), from an extension in another file, listed in \(type).storyboardActions as \"\(action.selector)\"")
            }
        }
        // A two-parameter @IBAction does not compile on Linux wherever it is.
        let twoParameters = collector.found.contains { $0.decl.signature.parameterClause.parameters.count == 2 }
        guard !actions.isEmpty || twoParameters else { return tree }
        var result = super.run(tree)
        // The conformance of each class whose superclass in this file has none.
        var conformances = ""
        for type in actions.keys.sorted() where !conformed.contains(type) {
            conformances += "\nextension \(type): StoryboardActionTarget {}"
        }
        if !conformances.isEmpty {
            let text = "\n" + (context.options.keepsIOSSpelling
                ? "\n#if !canImport(ObjectiveC)" + conformances + "\n#endif\n" : conformances + "\n")
            let parsed = SwiftParser.Parser.parse(source: text)
            var statements = result.statements
            for statement in parsed.statements { statements.append(statement) }
            result = result.with(\.statements, statements).with(\.endOfFileToken, result.endOfFileToken.with(\.leadingTrivia, parsed.endOfFileToken.leadingTrivia))
        }
        return result
    }

    /// The Objective-C selector Interface Builder writes for a Swift method:
    /// `refresh()` "refresh", `refresh(_:)` "refresh:", `refresh(sender:)`
    /// "refreshWithSender:", `tapped(_:forEvent:)` "tapped:forEvent:".
    static func selectorName(_ decl: FunctionDeclSyntax) -> String {
        var name = decl.name.text
        for (index, parameter) in decl.signature.parameterClause.parameters.enumerated() {
            let label = parameter.firstName.text
            if index == 0 {
                if label != "_" { name += "With" + label.prefix(1).uppercased() + label.dropFirst() }
                name += ":"
            } else {
                name += (label == "_" ? "" : label) + ":"
            }
        }
        return name
    }

    private func action(for decl: FunctionDeclSyntax) -> Action? {
        let parameters = Array(decl.signature.parameterClause.parameters)
        guard parameters.count <= 2 else { return nil }
        let selector = Self.selectorName(decl)
        let name = decl.name.text
        guard let first = parameters.first else {
            return Action(selector: selector, call: "{ [weak self] _ in self?.\(name)() }")
        }
        let label = first.firstName.text == "_" ? "" : first.firstName.text + ": "
        let event = parameters.count == 2 ? ", \(parameters[1].firstName.text == "_" ? "" : parameters[1].firstName.text + ": ")UIEvent()" : ""
        let type = first.type.trimmedDescription
        switch type {
        case "Any", "AnyObject", "Any?", "AnyObject?", "Any!", "AnyObject!":
            return Action(selector: selector, call: "{ [weak self] sender in self?.\(name)(\(label)sender\(event)) }")
        default:
            let bare = type.hasSuffix("?") || type.hasSuffix("!") ? String(type.dropLast()) : type
            if type.hasSuffix("?") {
                return Action(selector: selector, call: "{ [weak self] sender in self?.\(name)(\(label)sender as? \(bare)\(event)) }")
            }
            return Action(selector: selector, call: "{ [weak self] sender in if let sender = sender as? \(bare) { self?.\(name)(\(label)sender\(event)) } }")
        }
    }

    /// `@IBAction` with two parameters (`(_:forEvent:)`) is refused on Linux
    /// ("@IBAction methods must have 1 argument"): the attribute goes (in
    /// place, it stays for iOS in an attribute-level `#if`), the method stays.
    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        guard node.signature.parameterClause.parameters.count == 2 else { return DeclSyntax(node) }
        var kept: [AttributeListSyntax.Element] = []
        var removed: AttributeSyntax?
        for element in node.attributes {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "IBAction" {
                removed = attribute
            } else {
                kept.append(element)
            }
        }
        guard let removed else { return DeclSyntax(node) }
        let leading = node.leadingTrivia
        if context.options.keepsIOSSpelling {
            let indent = leading.indentation
            if let parsed = parseMember("#if canImport(ObjectiveC)\n\(indent)@IBAction\n\(indent)#endif\n\(indent)func _port() {}")?.decl.as(FunctionDeclSyntax.self),
               let ifConfig = parsed.attributes.first {
                kept.insert(ifConfig.with(\.trailingTrivia, makeTrivia("\n" + indent)), at: 0)
            }
        }
        _ = removed
        context.changed(node, rule: Self.rule, "@IBAction removed from \(node.name.text)(_:_:): Linux accepts it on one-parameter methods only; storyboardActions still calls it")
        return DeclSyntax(node.with(\.attributes, AttributeListSyntax(kept)).with(\.leadingTrivia, leading))
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let visited = super.visit(node).cast(ClassDeclSyntax.self)
        guard let list = actions[node.name.text] else { return DeclSyntax(visited) }
        let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        let overrides = superclass.map { actions[$0] != nil } ?? false
        if overrides { conformed.insert(node.name.text) }
        let indent = node.memberBlock.members.first?.leadingTrivia.indentation ?? "    "
        let entries = list.map { "\(indent)        \"\($0.selector)\": \($0.call)," }.joined(separator: "\n")
        let body = overrides
            ? "\(indent)    super.\(Self.property).merging([\n\(entries)\n\(indent)    ]) { _, own in own }"
            : "\(indent)    [\n\(entries)\n\(indent)    ]"
        var text = """


            \(indent)/// Interface Builder's action connections, by selector (`trellis port`:
            \(indent)/// Linux has no selectors; the storyboard loader calls these closures).
            \(indent)\(overrides ? "override " : "")var \(Self.property): [String: (AnyObject) -> Void] {
            \(body)
            \(indent)}
            """
        if context.options.keepsIOSSpelling {
            text = "\n\n\(indent)#if !canImport(ObjectiveC)" + text.dropFirst() + "\n\(indent)#endif"
        }
        let members = Parser_parseMembers(text)
        guard !members.isEmpty else { return DeclSyntax(visited) }
        var all = visited.memberBlock.members
        for member in members { all.append(member) }
        return DeclSyntax(visited.with(\.memberBlock, visited.memberBlock.with(\.members, all)))
    }
}

extension MemberBlockSyntax {
    /// Whether a stored or computed property of that name is among the
    /// members, those inside `#if` blocks included.
    func declaresVariable(named name: String) -> Bool {
        func search(_ members: MemberBlockItemListSyntax) -> Bool {
            members.contains { member in
                if let variable = member.decl.as(VariableDeclSyntax.self) {
                    return variable.bindings.contains { $0.pattern.trimmedDescription == name }
                }
                if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                    return ifConfig.clauses.contains { clause in
                        if case .decls(let inner) = clause.elements { return search(inner) }
                        return false
                    }
                }
                return false
            }
        }
        return search(members)
    }
}
