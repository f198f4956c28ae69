import Foundation
import Trellis

/// View controllers, made without their views, and their views when first read.
extension IBBuilder {
    /// Makes the controller of a scene without its view, as UIKit does: the
    /// view is built (and outlets connected) the first time `view` is read,
    /// then `viewDidLoad()` runs. Its navigation item, tab bar item and
    /// toolbar items are made now, as UIKit decodes them with the
    /// controller; a navigation, tab bar or split view controller's children
    /// are made now too, and its own view is the container's, not the
    /// file's. Every reference in the scene (other than a relationship's,
    /// which the container reports and skips) is checked first, so a bad
    /// file throws here rather than when the view loads.
    func instantiateViewController(_ node: IBNode, creator: (() -> UIViewController?)? = nil) throws -> UIViewController {
        let id = node["id"] ?? "?"
        if enclosingScenes.contains(id) {
            throw StoryboardError.sceneCycle(file: file, line: node.line, path: enclosingScenes + [id])
        }
        guard budget.take() else {
            throw StoryboardError.tooManyViewControllers(file: file, line: node.line, elementID: id, limit: SceneBudget.limit)
        }
        try validateReferences(under: node)
        let inner = enclosingScenes + [id]
        let controller: UIViewController
        let isContainer = IBBuilder.containers.contains(node.name)
        if let made = creator?() {
            controller = made
        } else if let container = makeContainer(node) {
            controller = container
        } else if node.name == "tableViewController" {
            let style = node.child("tableView", key: "view").flatMap { IBBuilder.tableStyles[$0["style"] ?? ""] } ?? .plain
            controller = make(node) { UITableViewController(style: style) }
        } else if node.name == "collectionViewController" {
            // The file's layout comes with its collection view when the view loads.
            controller = make(node) { UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout()) }
        } else {
            if node.name != "viewController" {
                StoryboardDiagnostics.report(.unknownElement,
                    "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> is not a controller kind this loader builds; a UIViewController stands in")
            }
            controller = make(node) { UIViewController(nibName: nil, bundle: nil) }
        }
        if let title = node["title"] { controller.title = title }
        // Interface Builder's "Restoration ID", or its "Use Storyboard ID" box.
        if let identifier = node["restorationIdentifier"] {
            controller.restorationIdentifier = identifier
        } else if (try? flag(node, "useStoryboardIdentifierAsRestorationIdentifier", else: "no restoration identifier is set")) == true {
            controller.restorationIdentifier = node["storyboardIdentifier"]
        }
        if let style = try? named(node, "modalPresentationStyle", in: IBBuilder.presentationStyles, else: "the default is kept") {
            controller.modalPresentationStyle = style
        }
        if let hides = try? flag(node, "hidesBottomBarWhenPushed", else: "the default is kept") { controller.hidesBottomBarWhenPushed = hides }
        let context = self.context, budget = self.budget
        controller.storyboardReference = SceneReference(storyboard: context.storyboard, context: context, node: node)
        let barObjects = IBBuilder(context: context, enclosingScenes: inner, budget: budget).buildBarItems(of: node, for: controller)
        if isContainer {
            configureBars(of: node, in: controller)
            let children = addRelationships(of: node, to: controller, inner: inner)
            connectContainer(node, controller, objects: barObjects.merging(children) { bar, _ in bar })
        } else {
            controller.storyboardViewLoader = { controller in
                let builder = IBBuilder(context: context, enclosingScenes: inner, budget: budget)
                builder.objects = barObjects
                return builder.loadView(of: node, for: controller)
            }
        }
        controller.awakeFromNib()
        return controller
    }

    /// A container's own connections (outlets of a custom subclass, to its
    /// bar items or its children), made once its children exist. Its view
    /// is the container's own, not the file's, so they cannot wait for it.
    private func connectContainer(_ node: IBNode, _ container: UIViewController, objects made: [String: AnyObject]) {
        objects = made
        if let id = node["id"] { objects[id] = container }
        sceneController = container
        // Its relationship segues were followed (and any problem reported) by addRelationships.
        for connection in node.child("connections")?.children ?? [] where connection["kind"] != "relationship" {
            pendingConnections.append((container, connection))
        }
        finish()
        sceneController = nil
    }

    static let tableStyles: [String: UITableView.Style] = ["plain": .plain, "grouped": .grouped, "insetGrouped": .insetGrouped]

    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "popover": .popover, "automatic": .automatic,
    ]

    /// Builds a scene's view for `controller`: its views and constraints,
    /// the controller's outlets, embedded children and triggered segues.
    func loadView(of node: IBNode, for controller: UIViewController) -> UIView {
        if let id = node["id"] { objects[id] = controller }
        sceneController = controller
        let root: UIView
        if let viewNode = node.children.first(where: { $0["key"] == "view" }) {
            root = buildView(viewNode)
        } else {
            root = UIView(frame: UIScreen.main.bounds)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        for guide in node.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            let types = ["top": true, "bottom": false]
            guard let id = guide["id"], let top = try? named(guide, "type", in: types, else: "constraints to it are skipped") else { continue }
            legacyGuides[id] = (top, root)
        }
        collectConnections(of: node, source: controller)
        finish()
        sceneController = nil
        return root
    }
}
