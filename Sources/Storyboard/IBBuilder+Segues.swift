import Foundation
import Trellis

/// Segues: embedding, and show or present segues run from controls or code.
extension IBBuilder {
    static let presentingSegues: Set<String> = ["show", "showDetail", "presentation", "popoverPresentation", "push", "modal", "replace"]

    /// `<segue kind="embed">` from a container view embeds the destination
    /// scene's controller as a child; a segue from a control runs when the
    /// control is tapped; a segue from the controller itself waits for
    /// `performSegue(withIdentifier:sender:)`.
    func connectSegue(_ node: IBNode, from source: AnyObject) {
        let kind = node["kind"] ?? ""
        switch (kind, source) {
        case ("relationship", _), (_, is UIViewController):
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
                if let identifier = node["identifier"], !parent.shouldPerformSegue(withIdentifier: identifier, sender: control) { return }
                IBBuilder.perform(node, from: parent, sender: control, context: context)
            }, for: .touchUpInside)
        default:
            StoryboardDiagnostics.report(.unknownElement,
                "\(file):\(node.line): a '\(kind)' segue from a \(type(of: source)) is not run by this loader; skipped")
        }
    }

    /// Runs a show or present segue: instantiates the destination, calls the
    /// source's `prepare(for:sender:)`, and presents it (without a
    /// navigation controller UIKit's show segue presents modally too).
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
            let segue = UIStoryboardSegue(identifier: node["identifier"], source: source, destination: destination) { [weak source] in
                source?.present(destination, animated: node["animates"] != "NO")
            }
            source.prepare(for: segue, sender: sender)
            segue.perform()
        } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
        }
    }
}
