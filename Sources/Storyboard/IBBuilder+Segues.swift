import Foundation
import Trellis

/// Segues: embedding, and show or present segues run from controls or code.
extension IBBuilder {
    static let presentingSegues: Set<String> = ["show", "showDetail", "presentation", "popoverPresentation", "push", "modal", "replace"]

    /// `<segue kind="embed">` from a container view embeds the destination
    /// scene's controller as a child; a segue from a control or a bar
    /// button item runs when it is tapped; a segue from the controller
    /// itself waits for `performSegue(withIdentifier:sender:)`. A container's
    /// relationship segues are followed when it is made (`addRelationships`),
    /// so one here is from a controller that has no relationships.
    func connectSegue(_ node: IBNode, from source: AnyObject) {
        let kind = node["kind"] ?? ""
        switch (kind, source) {
        case ("relationship", _):
            StoryboardDiagnostics.report(.unknownElement,
                "\(file):\(node.line): \(describe(node)) is a relationship of a \(type(of: source)), which has none; skipped")
        case (_, is UIViewController):
            return
        case ("embed", let container as UIView):
            guard let parent = sceneController, let destinationID = node["destination"], let destinationNode = elements[destinationID] else { return }
            do {
                let child = try IBBuilder(context: context, enclosingScenes: enclosingScenes, budget: budget).instantiateViewController(destinationNode)
                parent.prepare(for: UIStoryboardSegue(identifier: node["identifier"], source: parent, destination: child), sender: nil)
                parent.addChild(child)
                child.view.frame = container.bounds
                child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(child.view)
                child.didMove(toParent: parent)
            } catch {
                StoryboardDiagnostics.report(.loadFailed, "\(error)")
            }
        case (_, let control as UIControl) where IBBuilder.presentingSegues.contains(kind):
            guard let parent = sceneController else { return }
            let context = self.context
            control.addAction(UIAction { [weak parent, weak control] _ in
                guard let parent, let control else { return }
                IBBuilder.trigger(node, from: parent, sender: control, context: context)
            }, for: .touchUpInside)
        case (_, let item as UIBarButtonItem) where IBBuilder.presentingSegues.contains(kind):
            guard let parent = sceneController else { return }
            let context = self.context
            item.primaryAction = UIAction(title: item.title ?? "", image: item.image) { [weak parent, weak item] _ in
                guard let parent, let item else { return }
                IBBuilder.trigger(node, from: parent, sender: item, context: context)
            }
        default:
            StoryboardDiagnostics.report(.unknownElement,
                "\(file):\(node.line): a '\(kind)' segue from a \(type(of: source)) is not run by this loader; skipped")
        }
    }

    /// A segue a tap triggers: the source is asked `shouldPerformSegue`
    /// first when the segue has an identifier, as UIKit asks for triggered
    /// segues only.
    static func trigger(_ node: IBNode, from source: UIViewController, sender: AnyObject, context: IBContext) {
        if let identifier = node["identifier"], !source.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        perform(node, from: source, sender: sender, context: context)
    }

    /// Runs a show or present segue: instantiates the destination, calls the
    /// source's `prepare(for:sender:)`, then shows it as the segue's kind says.
    ///
    /// A show segue calls the source's `show(_:sender:)` and a show detail
    /// segue its `showDetailViewController(_:sender:)`, which a navigation
    /// controller answers by pushing and a split view controller by
    /// replacing its secondary column; without such a container they
    /// present. (Apple's `UINavigationController.show(_:sender:)`: "The
    /// Show segue uses this method to display a new view controller";
    /// Xcode Help, "Segue types", help.apple.com/xcode/mac/8.3/en.lproj/dev564169bb1.html:
    /// Show Detail replaces the detail, or the top of the stack when only one shows.)
    /// The deprecated `push` and `replace` kinds do the same. Presentation segues present.
    static func perform(_ node: IBNode, from source: UIViewController, sender: Any?, context: IBContext) {
        guard let destinationID = node["destination"], let destinationNode = context.elements[destinationID] else { return }
        do {
            let destination = try IBBuilder(context: context).instantiateViewController(destinationNode)
            // Xcode writes a presentation segue's style on the segue; it wins over the destination's own.
            if let value = node["modalPresentationStyle"] {
                if let style = presentationStyles[value] {
                    destination.modalPresentationStyle = style
                } else {
                    StoryboardDiagnostics.report(.invalidValue,
                        "\(context.document.fileName):\(node.line): <segue id=\"\(node["id"] ?? "")\"> modalPresentationStyle=\"\(value)\": not a known value; the destination's own style is kept")
                }
            }
            let animated = node["animates"] != "NO"
            let segue = UIStoryboardSegue(identifier: node["identifier"], source: source, destination: destination) { [weak source] in
                guard let source else { return }
                switch node["kind"] {
                case "show", "push": source.show(destination, sender: sender)
                case "showDetail", "replace": source.showDetailViewController(destination, sender: sender)
                default: source.present(destination, animated: animated)
                }
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
        }
    }
}
