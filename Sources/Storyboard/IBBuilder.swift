import Foundation
import Trellis

/// What every build from one file shares: the parsed document, the bundle
/// its images come from, its elements by id, and the storyboard (for
/// segues and `UIViewController.storyboard`). Immutable once made.
final class IBContext: @unchecked Sendable {
    let document: IBDocument
    let bundle: Bundle
    let elements: [String: IBNode]
    let resourceColors: [String: IBNode]
    weak var storyboard: UIStoryboard?

    init(document: IBDocument, bundle: Bundle, storyboard: UIStoryboard? = nil) {
        self.document = document
        self.bundle = bundle
        elements = document.elementsByID()
        resourceColors = document.resourceColors
        self.storyboard = storyboard
    }
}

/// How many view controllers one instantiation may make through embed and
/// relationship segues: a few scenes that each embed the next twice (or a
/// tab bar controller whose tabs are tab bar controllers) would otherwise
/// make 2^n controllers from a file of a few kilobytes.
final class SceneBudget {
    /// Far more controllers than any screen shows at once.
    static let limit = 1_000
    private(set) var made = 0

    /// Counts one more controller; false once the limit is reached.
    func take() -> Bool {
        guard made < SceneBudget.limit else { return false }
        made += 1
        return true
    }
}

/// What a controller made from a storyboard remembers of it: the storyboard
/// and its scene, for `storyboard` and `performSegue(withIdentifier:sender:)`.
final class SceneReference {
    let storyboard: UIStoryboard?
    let context: IBContext
    let node: IBNode
    init(storyboard: UIStoryboard?, context: IBContext, node: IBNode) {
        self.storyboard = storyboard
        self.context = context
        self.node = node
    }
}

/// Builds Trellis objects from a parsed document, the way UIKit's nib
/// unarchiver does: views and their properties first, then constraints
/// (once every item they name exists), then outlet connections and segues.
/// One builder makes one nib's worth of objects: a xib, a scene's view, or
/// one cell from a prototype.
final class IBBuilder {
    let context: IBContext

    var document: IBDocument { context.document }

    var elements: [String: IBNode] { context.elements }

    var resourceColors: [String: IBNode] { context.resourceColors }

    /// Built objects by element id: views, layout guides, constraints, controllers.
    var objects: [String: AnyObject] = [:]

    var pendingConstraints: [(owner: UIView, node: IBNode)] = []

    var pendingConnections: [(source: AnyObject, node: IBNode)] = []

    /// Legacy `topLayoutGuide`/`bottomLayoutGuide` ids and the view whose safe area stands in for them.
    var legacyGuides: [String: (top: Bool, view: UIView)] = [:]

    /// Constraints and subviews `<variation key="default">` leaves out
    /// ("Installed" unchecked in Xcode): made and connected, not installed.
    var excluded: Set<String> = []

    /// The controller whose view is being built, the source of its segues.
    var sceneController: UIViewController?

    var reportedVariations = false

    /// The views this build made, in file order: each hears `awakeFromNib()` once everything is connected.
    var viewsInOrder: [UIView] = []

    /// The scenes being instantiated around this build, outermost first,
    /// through embed segues and root view controller relationships.
    let enclosingScenes: [String]

    /// What the instantiation this build belongs to may still make.
    let budget: SceneBudget

    init(context: IBContext, enclosingScenes: [String] = [], budget: SceneBudget = SceneBudget()) {
        self.context = context
        self.enclosingScenes = enclosingScenes
        self.budget = budget
    }

    var file: String { document.fileName }

    /// Checks that every constraint item and connection destination under
    /// `node` names an element of the file, so a scene either loads whole or
    /// throws `StoryboardError.unknownReference` before anything is built.
    func validateReferences(under node: IBNode) throws {
        func check(_ id: String?, _ node: IBNode) throws {
            guard let id, elements[id] == nil else { return }
            throw StoryboardError.unknownReference(file: file, line: node.line, elementID: node["id"] ?? "?", referencedID: id)
        }
        switch node.name {
        case "constraint":
            try check(node["firstItem"], node)
            try check(node["secondItem"], node)
        case "outlet", "outletCollection", "action":
            try check(node["destination"], node)
        // A container reports a relationship it cannot follow and is made without that child.
        case "segue" where node["kind"] != "relationship":
            try check(node["destination"], node)
        default: break
        }
        for child in node.children { try validateReferences(under: child) }
    }

    /// Makes the object for an element. A `customClass` registered with
    /// `Storyboard.register` is made by its factory; otherwise the class the
    /// runtime finds for it (`Storyboard.lookUpClass`) is made with
    /// `init?(coder:)`, as UIKit makes storyboard objects; otherwise the
    /// base class stands in with a warning, as iOS logs "Unknown class X in
    /// Interface Builder file". An `init?(coder:)` that returns nil is
    /// reported with the element and the base class stands in; one that
    /// traps (`fatalError("init(coder:) has not been implemented")`) traps
    /// here as on iOS.
    func make<Base: AnyObject>(_ node: IBNode, base: () -> Base) -> Base {
        guard let custom = node["customClass"] else { return base() }
        let element = "<\(node.name) id=\"\(node["id"] ?? "")\">"
        if let object = Storyboard.make(customClass: custom, module: node["customModule"]) {
            if let typed = object as? Base { return typed }
            StoryboardDiagnostics.report(.unknownClass,
                "\(file):\(node.line): class \(custom) registered for \(element) is not a \(Base.self); using \(Base.self)")
            return base()
        }
        if let found = Storyboard.lookUpClass(custom, module: node["customModule"], bundle: context.bundle) {
            guard found is Base.Type else {
                StoryboardDiagnostics.report(.unknownClass,
                    "\(file):\(node.line): class \(String(reflecting: found)) of \(element) is not a \(Base.self); using \(Base.self)")
                return base()
            }
            let made: AnyObject?
            switch found {
            case let controller as UIViewController.Type: made = controller.init(coder: IBCoder())
            case let view as UIView.Type: made = view.init(coder: IBCoder())
            case let item as UIBarItem.Type: made = item.init(coder: IBCoder())
            case let item as UINavigationItem.Type: made = item.init(coder: IBCoder())
            case let layout as UICollectionViewLayout.Type: made = layout.init(coder: IBCoder())
            default: made = nil
            }
            if let typed = made as? Base { return typed }
            StoryboardDiagnostics.report(.unknownClass,
                "\(file):\(node.line): \(String(reflecting: found)).init(coder:) returned nil for \(element); using \(Base.self)")
            return base()
        }
        let qualified = node["customModule"].map { "\($0).\(custom)" } ?? custom
        StoryboardDiagnostics.report(.unknownClass,
            "\(file):\(node.line): Unknown class \(qualified) in Interface Builder file (element id \"\(node["id"] ?? "")\"); using \(Base.self). Register it with Storyboard.register(\(custom).self)")
        return base()
    }

    /// The object built for `id`. References were checked when the scene or
    /// nib was instantiated; an element of the file that this build did not
    /// make (one in another scene) is reported and the constraint or
    /// connection skipped, as there is nothing to connect.
    func item(_ id: String, for node: IBNode) -> AnyObject? {
        if let object = objects[id] { return object }
        if let legacy = legacyGuides[id] { return legacy.view.safeAreaLayoutGuide }
        StoryboardDiagnostics.report(.invalidValue,
            "\(file):\(node.line): <\(node.name) id=\"\(node["id"] ?? "")\"> refers to '\(id)', which is not part of this scene; skipped")
        return nil
    }

    /// Makes and activates the pending constraints, then makes the pending
    /// connections and embeds the children of container views.
    func finish() {
        let constraints = pendingConstraints
        pendingConstraints = []
        for (owner, node) in constraints { makeConstraint(node, owner: owner) }
        let awaking = viewsInOrder
        viewsInOrder = []
        let connections = pendingConnections
        pendingConnections = []
        // Each outlet collection is set once, with all its elements in file order, as UIKit sets the array.
        struct CollectionKey: Hashable { let source: ObjectIdentifier; let property: String }
        var collections: [CollectionKey: (source: AnyObject, objects: [AnyObject], file: String)] = [:]
        var collectionOrder: [CollectionKey] = []
        for (source, node) in connections {
            let required = ["outlet": ["property", "destination"], "outletCollection": ["property", "destination"],
                            "action": ["selector", "destination"], "segue": ["destination"]][node.name] ?? []
            if let missing = required.first(where: { node[$0] == nil }) {
                StoryboardDiagnostics.report(.invalidValue, "\(file):\(node.line): \(describe(node)) has no \(missing); the connection is skipped")
                continue
            }
            switch node.name {
            case "outlet":
                guard let property = node["property"], let destinationID = node["destination"],
                      let destination = item(destinationID, for: node) else { continue }
                if connectBuiltInOutlet(property, of: source, to: destination) { continue }
                OutletConnector.connect(property, of: source, to: destination, file: "\(file):\(node.line)")
            case "outletCollection":
                guard let property = node["property"], let destinationID = node["destination"],
                      let destination = item(destinationID, for: node) else { continue }
                let key = CollectionKey(source: ObjectIdentifier(source), property: property)
                if collections[key] == nil {
                    collectionOrder.append(key)
                    collections[key] = (source, [], "\(file):\(node.line)")
                }
                collections[key]?.objects.append(destination)
            case "action":
                guard let selector = node["selector"], let destinationID = node["destination"],
                      let destination = item(destinationID, for: node) else { continue }
                connectAction(selector, from: source, to: destination, event: node["eventType"], node: node)
            case "segue":
                connectSegue(node, from: source)
            default:
                StoryboardDiagnostics.report(.unknownElement, "\(file):\(node.line): <\(node.name)> connections are not made by this loader; skipped")
            }
        }
        for key in collectionOrder {
            guard let collection = collections[key] else { continue }
            OutletConnector.connectCollection(key.property, of: collection.source, to: collection.objects, file: collection.file)
        }
        for view in awaking { view.awakeFromNib() }
    }
}
