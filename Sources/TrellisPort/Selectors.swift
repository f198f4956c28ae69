import SwiftParser
import SwiftSyntax

/// A `#selector(...)` read from the syntax tree: the method's base name,
/// its argument labels when spelled (`tapped(_:)` gives `["_"]`), and the
/// expression before the name (`self`, a type) when there is one.
struct SelectorReference {
    var name: String
    var labels: [String]?

    init?(_ expression: ExprSyntax) {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              let argument = macro.arguments.first, macro.arguments.count == 1, argument.label == nil else { return nil }
        let reference: DeclReferenceExprSyntax
        if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
        } else {
            return nil
        }
        name = reference.baseName.text
        labels = reference.argumentNames.map { $0.arguments.map { $0.name.text } }
    }
}

/// A method's parameters as the port needs them: label and type.
struct MethodShape: Sendable {
    struct Parameter: Sendable {
        var label: String
        var type: String
    }
    var parameters: [Parameter]

    init(_ decl: FunctionDeclSyntax) {
        parameters = decl.signature.parameterClause.parameters.map {
            Parameter(label: $0.firstName.text, type: $0.type.trimmedDescription)
        }
    }
}

/// Finds the method a selector names: in the type around `node` (its class
/// and that type's extensions in the file) first, then anywhere in the file.
private final class MethodCollector: SyntaxVisitor {
    /// The method name to find; nil for all.
    let name: String?
    var found: [(type: String?, decl: FunctionDeclSyntax)] = []
    init(name: String?) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if name == nil || node.name.text == name { found.append((node.enclosingTypeName, node)) }
        return .skipChildren
    }
}

/// The methods of every file being ported, so that a selector naming a
/// method declared in another file (an extension elsewhere, a superclass)
/// still finds its parameters.
public struct MethodIndex: Sendable {
    struct Entry: Sendable {
        var type: String?
        var shape: MethodShape
    }
    var methods: [String: [Entry]] = [:]
    /// The classes declared in the files.
    var classes: Set<String> = []
    /// Each type's `@IBAction` methods, as declared (for the class's `storyboardActions`).
    var actions: [String: [String]] = [:]

    public init() {}

    /// Adds the methods of one file's text (one that does not parse adds nothing).
    public mutating func add(source: String) {
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return }
        let collector = MethodCollector(name: nil)
        collector.walk(tree)
        for (type, decl) in collector.found {
            methods[decl.name.text, default: []].append(Entry(type: type, shape: MethodShape(decl)))
            let isAction = decl.attributes.contains {
                if case .attribute(let attribute) = $0 { return attribute.attributeName.trimmedDescription == "IBAction" }
                return false
            }
            if isAction, let type { actions[type, default: []].append(decl.trimmedDescription) }
        }
        for statement in tree.statements {
            if let decl = statement.item.as(ClassDeclSyntax.self) { classes.insert(decl.name.text) }
        }
    }

    func find(_ selector: SelectorReference, type: String?) -> MethodShape? {
        let matching = (methods[selector.name] ?? []).filter { entry in
            guard let labels = selector.labels else { return true }
            return entry.shape.parameters.map(\.label) == labels
        }
        return (matching.first { $0.type == type } ?? matching.first)?.shape
    }
}

func findMethod(_ selector: SelectorReference, near node: some SyntaxProtocol, in tree: SourceFileSyntax, index: MethodIndex?) -> MethodShape? {
    findMethod(selector, near: node, in: tree) ?? index?.find(selector, type: node.enclosingTypeName)
}

func findMethod(_ selector: SelectorReference, near node: some SyntaxProtocol, in tree: SourceFileSyntax) -> MethodShape? {
    let collector = MethodCollector(name: selector.name)
    collector.walk(tree)
    let matching = collector.found.filter { candidate in
        guard let labels = selector.labels else { return true }
        let parameters = candidate.decl.signature.parameterClause.parameters
        return parameters.count == labels.count && zip(parameters, labels).allSatisfy { $0.firstName.text == $1 }
    }
    let typeName = node.enclosingTypeName
    guard let chosen = matching.first(where: { $0.type == typeName }) ?? matching.first else {
        // Not declared in this file: the selector's labels still tell the
        // arity, but not the parameters' types.
        return nil
    }
    return MethodShape(chosen.decl)
}

/// The text of a closure that calls the method a selector names, written
/// the way a person would: `{ [weak self] action in self?.refresh() }`, the
/// sender passed when the method takes one, cast to its parameter's type.
struct HandlerWriter {
    /// The closure's parameter (`action` for a UIAction, `recognizer` for a gesture).
    var parameter: String
    /// The sender as the handler sees it (`action.sender`, or the recognizer).
    var sender: String
    /// The sender's static type in the handler, which needs no cast to itself.
    var senderType: String
    /// Whether the target is held strongly, as a timer holds its target.
    var strong = false

    /// Returns nil with a reason when the call cannot be written safely.
    func closure(target: ExprSyntax, selector: SelectorReference, method: MethodShape?, indent: String) -> (text: String?, reason: String?) {
        let targetText = target.trimmedDescription
        let capture: String
        let receiver: String
        if strong, targetText == "self" || target.is(DeclReferenceExprSyntax.self) {
            capture = ""
            receiver = targetText
        } else if strong {
            capture = "[target = \(targetText)]"
            receiver = "target"
        } else if targetText == "self" {
            capture = "[weak self]"
            receiver = "self?"
        } else if target.is(DeclReferenceExprSyntax.self) {
            capture = "[weak \(targetText)]"
            receiver = "\(targetText)?"
        } else {
            capture = "[weak target = \(targetText)]"
            receiver = "target?"
        }
        let parameters: [MethodShape.Parameter]
        if let method {
            parameters = method.parameters
        } else if let labels = selector.labels, labels.isEmpty {
            parameters = []
        } else if selector.labels == nil {
            return (nil, "'\(selector.name)' is not declared in this file, so whether it takes the sender is unknown")
        } else {
            return (nil, "'\(selector.name)' is not declared in this file, so its sender's type is unknown")
        }
        guard parameters.count <= 2 else {
            return (nil, "'\(selector.name)' takes \(parameters.count) arguments; target-action passes at most the sender and the event")
        }
        var guardLine: String?
        var arguments: [String] = []
        for (index, parameter) in parameters.enumerated() {
            let value: String
            if index == 0 {
                let type = parameter.type
                if type == "NSNotification" || type == "NSNotification!", senderType == "Notification" {
                    // No bridging cast on Linux; the initializer is on both platforms.
                    value = "NSNotification(name: \(sender).name, object: \(sender).object, userInfo: \(sender).userInfo)"
                } else if type == "Any" {
                    value = "\(sender) as Any"
                } else if type == "Any?" || type == senderType + "?" || (type == "AnyObject?" && senderType == "AnyObject?") {
                    value = sender
                } else if type == senderType || (senderType.hasSuffix("?") && type == "AnyObject?") {
                    value = sender
                } else if type.hasSuffix("?") {
                    value = "\(sender) as? \(type.dropLast())"
                } else {
                    let bare = type.hasSuffix("!") ? String(type.dropLast()) : type
                    guardLine = "guard let sender = \(sender) as? \(bare) else { return }"
                    value = "sender"
                }
            } else {
                // UIAction's handler gets no event (UIKit's neither): an empty one stands in.
                value = "UIEvent()"
            }
            arguments.append(parameter.label == "_" ? value : "\(parameter.label): \(value)")
        }
        let call = "\(receiver).\(selector.name)(\(arguments.joined(separator: ", ")))"
        let parameter = parameters.isEmpty ? "_" : self.parameter
        if let guardLine {
            let capture = capture.isEmpty ? "" : capture + " "
            return ("{ \(capture)\(parameter) in\n\(indent)    \(guardLine)\n\(indent)    \(call)\n\(indent)}", nil)
        }
        return ("{ \(capture.isEmpty ? "" : capture + " ")\(parameter) in \(call) }", nil)
    }
}
