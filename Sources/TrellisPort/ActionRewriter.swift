import Foundation
import SwiftSyntax

/// Target-action with selectors, which Swift without the Objective-C
/// runtime cannot express, becomes the closure forms:
///
/// - `control.addTarget(t, action: #selector(m), for: events)` →
///   `control.addAction(UIAction { [weak t] action in t?.m(…) }, for: events)`
///   (iOS 14; one spelling for both platforms);
/// - `UIBarButtonItem(title:style:target:action:)`, `(image:style:target:action:)`,
///   `(barButtonSystemItem:target:action:)` → `UIBarButtonItem(title:image:primaryAction:menu:)`
///   and `(systemItem:primaryAction:menu:)` (iOS 14; one spelling);
/// - `UITapGestureRecognizer(target: t, action: #selector(m))` and
///   `recognizer.addTarget(t, action: #selector(m))` → Trellis's
///   `init(handler:)` and `addAction(_:)` (Linux only: an `#if` branch in place).
///
/// The target is captured weakly, as UIKit's target-action holds it.
/// `removeTarget` is reported: its UIAction counterpart needs the action's identifier.
final class ActionRewriter: PortPass {
    static let rule = "target-action"
    static let recognizers: Set<String> = [
        "UIGestureRecognizer", "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer",
        "UISwipeGestureRecognizer", "UIPinchGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIRotationGestureRecognizer",
    ]

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if labels == ["timeInterval", "target", "selector", "userInfo", "repeats"],
           let rewritten = timer(node, called: node.calledExpression.trimmedDescription) {
            return rewritten
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "addTarget", labels == ["_", "action", "for"] || labels == ["_", "action"] {
                if let rewritten = addTarget(node, member: member, labels: labels) { return rewritten }
            } else if name == "removeTarget", labels.first == "_", labels.dropFirst().first == "action" {
                context.problem(node, rule: Self.rule,
                                "removeTarget(_:action:for:) left as it was: a UIAction is removed by its identifier (removeAction(identifiedBy:for:)); give the added action an identifier and remove that")
            }
        }
        if let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if type == "UIBarButtonItem", labels.suffix(2) == ["target", "action"] {
                if let rewritten = barButtonItem(node, labels: labels) { return rewritten }
            } else if Self.recognizers.contains(type), labels == ["target", "action"] {
                if let rewritten = recognizer(node, type: type) { return rewritten }
            }
        }
        return super.visit(node)
    }

    private func closure(for node: FunctionCallExprSyntax, target: ExprSyntax, selector: ExprSyntax,
                         writer: HandlerWriter) -> String? {
        guard let reference = SelectorReference(selector) else {
            context.problem(node, rule: Self.rule, "the action is not a #selector of a method; left as it was")
            return nil
        }
        if target.trimmedDescription == "nil" {
            context.problem(node, rule: Self.rule,
                            "a nil target sends '\(reference.name)' up the responder chain, which has no closure form; left as it was")
            return nil
        }
        if target.trimmedDescription == "self", node.isInStaticContext {
            context.problem(node, rule: Self.rule, "the target is a type (self in a static member); left as it was")
            return nil
        }
        let method = findMethod(reference, near: node, in: context.tree, index: context.options.index)
        let result = writer.closure(target: target, selector: reference, method: method, indent: node.lineIndentation)
        if let reason = result.reason { context.problem(node, rule: Self.rule, reason + "; left as it was") }
        return result.text
    }

    private func addTarget(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, labels: [String]) -> ExprSyntax? {
        let arguments = Array(node.arguments)
        guard let base = member.base else { return nil }
        let isControl = labels.count == 3
        let writer = isControl
            ? HandlerWriter(parameter: "action", sender: "action.sender", senderType: "Any?")
            : HandlerWriter(parameter: "recognizer", sender: "recognizer", senderType: "UIGestureRecognizer")
        guard let handler = closure(for: node, target: arguments[0].expression, selector: arguments[1].expression, writer: writer) else { return nil }
        let text: String
        if isControl {
            text = "\(base.trimmedDescription).addAction(UIAction \(handler), for: \(arguments[2].expression.trimmedDescription))"
            context.changed(node, rule: Self.rule, "addTarget(_:action:for:) → addAction(UIAction { … }, for:)")
        } else {
            text = "\(base.trimmedDescription).addAction(\(handler))"
            context.changed(node, rule: Self.rule, "gesture addTarget(_:action:) → addAction { … } (Trellis; #if branch in place)")
            needsIOSBranch()
        }
        return replace(node, with: text)
    }

    /// UIKit takes a title or image item's title and image from its primary
    /// action ("Set the primaryAction on this item, updating the title &
    /// image of the item if appropriate (primaryAction is non-nil, and this
    /// is not a system item)", UIBarButtonItem.h; the documentation of
    /// `init(title:image:primaryAction:menu:)`: "which the item uses to
    /// configure its title and image"), so the title or image goes into the
    /// action: `UIBarButtonItem(primaryAction: UIAction(title: "Edit") { … })`.
    /// A system item keeps its own look.
    private func barButtonItem(_ node: FunctionCallExprSyntax, labels: [String]) -> ExprSyntax? {
        let arguments = Array(node.arguments)
        let target = arguments[arguments.count - 2].expression
        let selector = arguments[arguments.count - 1].expression
        var handler: String?
        if selector.trimmedDescription != "nil" {
            let writer = HandlerWriter(parameter: "action", sender: "action.sender", senderType: "Any?")
            guard let written = closure(for: node, target: target, selector: selector, writer: writer) else { return nil }
            handler = written
        }
        let leading = arguments.dropLast(2).map { ($0.label?.text ?? "_", $0.expression) }
        var text: String
        var style: String?
        var form: String
        switch leading.map(\.0) {
        case ["title", "style"], ["image", "style"]:
            let (label, value) = leading[0]
            style = leading[1].1.trimmedDescription
            if let handler {
                // UIAction's title is a String; the item's may be optional.
                let isString = value.is(StringLiteralExprSyntax.self)
                    || value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "NSLocalizedString"
                    || value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "String"
                guard label == "image" || isString else {
                    context.problem(node, rule: Self.rule,
                                    "the title is not a string literal or NSLocalizedString, and UIAction's title is a String; left as it was")
                    return nil
                }
                text = "UIBarButtonItem(primaryAction: UIAction(\(label): \(value.trimmedDescription)) \(handler))"
                form = "\(label):style:target:action: → primaryAction: UIAction(\(label):)"
            } else {
                text = "UIBarButtonItem(\(label): \(value.trimmedDescription))"
                form = "\(label):style:target:action: → \(label):"
            }
        case ["barButtonSystemItem"]:
            text = "UIBarButtonItem(systemItem: \(leading[0].1.trimmedDescription)\(handler.map { ", primaryAction: UIAction \($0)" } ?? ""))"
            form = "barButtonSystemItem:target:action: → systemItem:primaryAction:"
        default:
            context.problem(node, rule: Self.rule, "UIBarButtonItem(\(labels.map { $0 + ":" }.joined())) has no primaryAction form; left as it was")
            return nil
        }
        // `.plain` is the default style; another one is set on the item the
        // expression makes, so the whole stays one expression.
        if let style, style != ".plain", style != "UIBarButtonItem.Style.plain" {
            let indent = node.lineIndentation
            text = "{\n\(indent)    let item = \(text.replacingOccurrences(of: "\n", with: "\n    "))\n\(indent)    item.style = \(style)\n\(indent)    return item\n\(indent)}()"
            form += ", style set on the item"
        }
        context.changed(node, rule: Self.rule, "UIBarButtonItem(\(form))")
        return replace(node, with: text)
    }

    private func recognizer(_ node: FunctionCallExprSyntax, type: String) -> ExprSyntax? {
        let arguments = Array(node.arguments)
        let text: String
        if arguments[1].expression.trimmedDescription == "nil" {
            text = "\(type)()"
        } else {
            let writer = HandlerWriter(parameter: "recognizer", sender: "recognizer", senderType: "UIGestureRecognizer")
            guard let handler = closure(for: node, target: arguments[0].expression, selector: arguments[1].expression, writer: writer) else { return nil }
            text = "\(type)(handler: \(handler))"
        }
        context.changed(node, rule: Self.rule, "\(type)(target:action:) → \(type)(handler:) (Trellis; #if branch in place)")
        needsIOSBranch()
        return replace(node, with: text)
    }

    /// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`
    /// and `Timer(timeInterval:target:selector:userInfo:repeats:)` → the
    /// block forms (iOS 10; one spelling). A timer keeps its target strongly
    /// ("The timer maintains a strong reference to target until it … is
    /// invalidated", developer.apple.com/documentation/foundation/timer/
    /// scheduledtimer(timeinterval:target:selector:userinfo:repeats:)), so the
    /// block does too. A `userInfo` other than nil is reported: a block timer has none.
    private func timer(_ node: FunctionCallExprSyntax, called: String) -> ExprSyntax? {
        let form: String
        switch called {
        case "Timer.scheduledTimer": form = "Timer.scheduledTimer(withTimeInterval:"
        case "Timer": form = "Timer(timeInterval:"
        default: return nil
        }
        let arguments = Array(node.arguments)
        guard arguments[3].expression.trimmedDescription == "nil" else {
            context.problem(node, rule: Self.rule, "a timer with userInfo has no block form that keeps it; left as it was")
            return nil
        }
        let writer = HandlerWriter(parameter: "timer", sender: "timer", senderType: "Timer", strong: true)
        guard let handler = closure(for: node, target: arguments[1].expression, selector: arguments[2].expression, writer: writer) else { return nil }
        let text = "\(form) \(arguments[0].expression.trimmedDescription), repeats: \(arguments[4].expression.trimmedDescription)) \(handler)"
        context.changed(node, rule: Self.rule, "\(called)(timeInterval:target:selector:userInfo:repeats:) → the block form; the timer keeps its target strongly, as before")
        return replace(node, with: text)
    }

    private func replace(_ node: FunctionCallExprSyntax, with text: String) -> ExprSyntax? {
        guard let expression = parseExpression(text) else {
            context.problem(node, rule: Self.rule, "the rewrite did not parse (a bug in trellis port); left as it was")
            return nil
        }
        return expression.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
}
