import Foundation
import Trellis

/// Finds `name.ext` in a bundle: its resource directory first, then each
/// folder directly inside it (SwiftPM's `.copy("Fixtures")` keeps the folder).
func locate(_ name: String, _ ext: String, in bundle: Bundle) -> URL? {
    if let url = bundle.url(forResource: name, withExtension: ext) { return url }
    let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
    for root in roots {
        let direct = root.appendingPathComponent("\(name).\(ext)")
        if FileManager.default.fileExists(atPath: direct.path) { return direct }
        let folders = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        for folder in folders.sorted(by: { $0.path < $1.path }) {
            let candidate = folder.appendingPathComponent("\(name).\(ext)")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
    }
    return nil
}

/// A storyboard file: Interface Builder scenes, each a view controller with
/// its views, constraints and outlets.
///
/// UIKit raises an exception for a missing file or identifier. Here every
/// operation has a throwing form (`UIStoryboard.load(name:bundle:)`,
/// `initialViewController()`, `viewController(withIdentifier:)`) whose error
/// names the file and the identifier; the UIKit-named forms report that
/// error through `StoryboardDiagnostics` and return nil instead of crashing.
public final class UIStoryboard {
    public let name: String
    public let bundle: Bundle
    private let loaded: Result<IBContext, StoryboardError>

    /// UIKit's initializer: finds `name.storyboard` in `bundle` (the main
    /// bundle when nil) and parses it. A missing or malformed file is reported
    /// now and again by each instantiate call, which then returns nil.
    public init(name: String, bundle: Bundle?) {
        self.name = name
        self.bundle = bundle ?? .main
        loaded = Result { IBContext(document: try UIStoryboard.document(name: name, bundle: bundle ?? .main), bundle: bundle ?? .main) }
            .mapError { ($0 as? StoryboardError) ?? .malformedXML(file: name, line: 0, message: "\($0)") }
        switch loaded {
        case let .success(context): context.storyboard = self
        case let .failure(error): StoryboardDiagnostics.report(.loadFailed, error.description)
        }
    }

    /// Throws `StoryboardError.fileNotFound` or `.malformedXML` instead of reporting.
    public static func load(name: String, bundle: Bundle?) throws -> UIStoryboard {
        let document = try document(name: name, bundle: bundle ?? .main)
        return UIStoryboard(name: name, bundle: bundle ?? .main, document: document)
    }

    /// A storyboard from a parsed document (e.g. one read from a URL).
    public init(name: String, bundle: Bundle = .main, document: IBDocument) {
        self.name = name
        self.bundle = bundle
        let context = IBContext(document: document, bundle: bundle)
        loaded = .success(context)
        context.storyboard = self
    }

    private static func document(name: String, bundle: Bundle) throws -> IBDocument {
        guard let url = locate(name, "storyboard", in: bundle) else {
            throw StoryboardError.fileNotFound(name: name, fileExtension: "storyboard", bundlePath: bundle.bundlePath)
        }
        return try IBDocument(contentsOf: url)
    }

    /// The parsed file.
    public func document() throws -> IBDocument { try loaded.get().document }

    private func scene(withID id: String) throws -> IBNode {
        let document = try loaded.get().document
        guard let node = document.viewControllers.first(where: { $0["id"] == id }) else {
            throw StoryboardError.unknownReference(file: document.fileName, line: document.root.line,
                                                   elementID: "document", referencedID: id)
        }
        return node
    }

    private func scene(withIdentifier identifier: String) throws -> IBNode {
        let document = try loaded.get().document
        guard let node = document.viewControllers.first(where: { $0["storyboardIdentifier"] == identifier }) else {
            throw StoryboardError.identifierNotFound(identifier: identifier, storyboard: document.fileName)
        }
        return node
    }

    /// The initial view controller, made fresh each call. Its view is built
    /// from the scene when first read, as in UIKit; every reference in the
    /// scene is checked now, so a bad file throws here.
    public func initialViewController() throws -> UIViewController {
        let context = try loaded.get()
        guard let id = context.document.initialViewControllerID else {
            throw StoryboardError.noInitialViewController(storyboard: context.document.fileName)
        }
        return try IBBuilder(context: context).instantiateViewController(try scene(withID: id))
    }

    /// The view controller whose Storyboard ID is `identifier`, made fresh each call.
    public func viewController(withIdentifier identifier: String) throws -> UIViewController {
        let context = try loaded.get()
        return try IBBuilder(context: context).instantiateViewController(try scene(withIdentifier: identifier))
    }

    /// As `viewController(withIdentifier:)`, with `creator` making the
    /// controller (UIKit's iOS 13 injection point; the coder passed is
    /// empty, as Trellis controllers take nothing from it). A creator that
    /// returns nil means the storyboard's class, as in UIKit.
    public func viewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)?
    ) throws -> ViewController {
        let context = try loaded.get()
        let document = context.document
        let node = try scene(withIdentifier: identifier)
        let made = try IBBuilder(context: context).instantiateViewController(node, creator: creator.map { make in { make(NSCoder()) } })
        guard let typed = made as? ViewController else {
            throw StoryboardError.unexpectedClass(identifier: identifier, storyboard: document.fileName,
                                                  expected: "\(ViewController.self)", found: "\(type(of: made))")
        }
        return typed
    }

    // MARK: UIKit names

    /// UIKit's `instantiateInitialViewController()`; nil and a report when there is none.
    public func instantiateInitialViewController() -> UIViewController? {
        reporting { try initialViewController() }
    }

    /// UIKit's `instantiateViewController(withIdentifier:)`. UIKit raises for
    /// an unknown identifier; this reports the error (naming the storyboard
    /// and the identifier) and returns nil.
    public func instantiateViewController(withIdentifier identifier: String) -> UIViewController? {
        reporting { try viewController(withIdentifier: identifier) }
    }

    /// UIKit's `instantiateViewController(identifier:creator:)`; nil and a report on failure.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        reporting { try viewController(identifier: identifier, creator: creator) }
    }

    private func reporting<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
            return nil
        }
    }
}

/// A xib file: top-level views (and their constraints and outlets), with
/// File's Owner connections made to the owner passed to `instantiate`.
public final class UINib {
    private let loaded: Result<IBContext, StoryboardError>

    /// UIKit's initializer; a missing or malformed file is reported, and
    /// `instantiate` then returns no objects.
    public init(nibName name: String, bundle: Bundle?) {
        loaded = Result { IBContext(document: try UINib.document(name: name, bundle: bundle ?? .main), bundle: bundle ?? .main) }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: name, line: 0, message: "\($0)") }
        if case let .failure(error) = loaded { StoryboardDiagnostics.report(.loadFailed, error.description) }
    }

    /// A nib from the bytes of a xib.
    public init(data: Data, bundle: Bundle?) {
        loaded = Result { IBContext(document: try IBDocument(data: data, fileName: "(data).xib"), bundle: bundle ?? .main) }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: "(data).xib", line: 0, message: "\($0)") }
    }

    public init(document: IBDocument, bundle: Bundle? = nil) { loaded = .success(IBContext(document: document, bundle: bundle ?? .main)) }

    /// Throws `StoryboardError.fileNotFound` or `.malformedXML` instead of reporting.
    public static func load(nibName name: String, bundle: Bundle?) throws -> UINib {
        UINib(document: try document(name: name, bundle: bundle ?? .main), bundle: bundle)
    }

    private static func document(name: String, bundle: Bundle) throws -> IBDocument {
        guard let url = locate(name, "xib", in: bundle) else {
            throw StoryboardError.fileNotFound(name: name, fileExtension: "xib", bundlePath: bundle.bundlePath)
        }
        return try IBDocument(contentsOf: url)
    }

    /// Builds the top-level objects in file order and connects outlets,
    /// File's Owner's to `owner`. Throws for a reference to a missing id.
    public func instantiateObjects(withOwner owner: AnyObject?) throws -> [AnyObject] {
        let context = try loaded.get()
        let document = context.document
        let builder = IBBuilder(context: context)
        try builder.validateReferences(under: document.root)
        if let ownerNode = document.filesOwner {
            if let owner, let id = ownerNode["id"] {
                builder.objects[id] = owner
                builder.collectConnections(of: ownerNode, source: owner)
            } else if ownerNode.child("connections") != nil {
                StoryboardDiagnostics.report(.unknownOutlet, "\(document.fileName): File's Owner has connections but no owner was given; they were skipped")
            }
        }
        var objects: [AnyObject] = []
        for node in document.topLevelObjects {
            if node.name == "tableViewCell" || IBBuilder.baseView(for: node) != nil || node.child("subviews") != nil || node.child("rect", key: "frame") != nil {
                objects.append(builder.buildView(node))
            } else {
                StoryboardDiagnostics.report(.unknownElement, "\(document.fileName):\(node.line): top-level <\(node.name)> is not built by this loader; skipped")
            }
        }
        builder.finish()
        return objects
    }

    /// UIKit's `instantiate(withOwner:options:)`; options are ignored. On
    /// failure the error is reported and the result is empty.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        do { return try instantiateObjects(withOwner: ownerOrNil.map { $0 as AnyObject }) } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
            return []
        }
    }
}

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: nil (and a report) when the
    /// nib is missing, else its top-level objects.
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        do { return try UINib.load(nibName: name, bundle: self).instantiateObjects(withOwner: owner.map { $0 as AnyObject }) } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
            return nil
        }
    }
}

extension UITableView {
    /// UIKit's `register(_:forCellReuseIdentifier:)` for a nib: each new cell
    /// for `identifier` is the first table view cell among the nib's
    /// top-level objects, built afresh. A nib with no cell is reported when
    /// the first cell is asked for, and a plain cell stands in. Nil unregisters.
    public func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        guard let nib else {
            registerCellFactory(nil, forCellReuseIdentifier: identifier)
            return
        }
        registerCellFactory({ identifier in
            let objects = nib.instantiate(withOwner: nil)
            if let cell = objects.lazy.compactMap({ $0 as? UITableViewCell }).first { return cell }
            StoryboardDiagnostics.report(.invalidValue, "the nib registered for cell identifier '\(identifier)' has no table view cell at its top level; a plain cell stands in")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }, forCellReuseIdentifier: identifier)
    }
}

extension UIViewController {
    /// The storyboard this controller was instantiated from, as in UIKit; nil for controllers made in code.
    public var storyboard: UIStoryboard? { (storyboardReference as? SceneReference)?.storyboard }

    /// Runs the segue with this identifier from the controller's scene (a
    /// segue from the controller or from a control in its view), as in
    /// UIKit: the destination is instantiated, `prepare(for:sender:)` is
    /// called, and the destination is presented. `shouldPerformSegue` is not
    /// asked. UIKit raises for an identifier the scene has no segue for; here
    /// it is reported and nothing happens.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let scene = storyboardReference as? SceneReference else {
            StoryboardDiagnostics.report(.unknownSegue, "Receiver (\(type(of: self))) has no segue with identifier '\(identifier)': it was not made from a storyboard")
            return
        }
        func find(_ node: IBNode) -> IBNode? {
            if node.name == "segue", node["identifier"] == identifier, node["kind"] != "embed", node["kind"] != "relationship" { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        guard let segue = find(scene.node) else {
            StoryboardDiagnostics.report(.unknownSegue,
                "\(scene.context.document.fileName): Receiver (\(type(of: self))) has no segue with identifier '\(identifier)'")
            return
        }
        IBBuilder.perform(segue, from: self, sender: sender, context: scene.context)
    }
}
