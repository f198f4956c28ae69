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
    private let loaded: Result<IBDocument, StoryboardError>

    /// UIKit's initializer: finds `name.storyboard` in `bundle` (the main
    /// bundle when nil) and parses it. A missing or malformed file is reported
    /// now and again by each instantiate call, which then returns nil.
    public init(name: String, bundle: Bundle?) {
        self.name = name
        self.bundle = bundle ?? .main
        loaded = Result { try UIStoryboard.document(name: name, bundle: bundle ?? .main) }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: name, line: 0, message: "\($0)") }
        if case let .failure(error) = loaded { StoryboardDiagnostics.report(.loadFailed, error.description) }
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
        loaded = .success(document)
    }

    private static func document(name: String, bundle: Bundle) throws -> IBDocument {
        guard let url = locate(name, "storyboard", in: bundle) else {
            throw StoryboardError.fileNotFound(name: name, fileExtension: "storyboard", bundlePath: bundle.bundlePath)
        }
        return try IBDocument(contentsOf: url)
    }

    /// The parsed file.
    public func document() throws -> IBDocument { try loaded.get() }

    private func scene(withID id: String) throws -> IBNode {
        let document = try loaded.get()
        guard let node = document.viewControllers.first(where: { $0["id"] == id }) else {
            throw StoryboardError.unknownReference(file: document.fileName, line: document.root.line,
                                                   elementID: "document", referencedID: id)
        }
        return node
    }

    private func scene(withIdentifier identifier: String) throws -> IBNode {
        let document = try loaded.get()
        guard let node = document.viewControllers.first(where: { $0["storyboardIdentifier"] == identifier }) else {
            throw StoryboardError.identifierNotFound(identifier: identifier, storyboard: document.fileName)
        }
        return node
    }

    /// The initial view controller, built fresh each call.
    public func initialViewController() throws -> UIViewController {
        let document = try loaded.get()
        guard let id = document.initialViewControllerID else { throw StoryboardError.noInitialViewController(storyboard: document.fileName) }
        return try IBBuilder(document: document).buildViewController(try scene(withID: id))
    }

    /// The view controller whose Storyboard ID is `identifier`, built fresh each call.
    public func viewController(withIdentifier identifier: String) throws -> UIViewController {
        let document = try loaded.get()
        return try IBBuilder(document: document).buildViewController(try scene(withIdentifier: identifier))
    }

    /// As `viewController(withIdentifier:)`, with `creator` making the
    /// controller (UIKit's iOS 13 injection point; the coder passed is
    /// empty, as Trellis controllers take nothing from it). A creator that
    /// returns nil means the storyboard's class, as in UIKit.
    public func viewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)?
    ) throws -> ViewController {
        let document = try loaded.get()
        let node = try scene(withIdentifier: identifier)
        let builder = IBBuilder(document: document)
        let made = try builder.buildViewController(node, creator: creator.map { make in { make(NSCoder()) } })
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
    private let loaded: Result<IBDocument, StoryboardError>

    /// UIKit's initializer; a missing or malformed file is reported, and
    /// `instantiate` then returns no objects.
    public init(nibName name: String, bundle: Bundle?) {
        loaded = Result { try UINib.document(name: name, bundle: bundle ?? .main) }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: name, line: 0, message: "\($0)") }
        if case let .failure(error) = loaded { StoryboardDiagnostics.report(.loadFailed, error.description) }
    }

    /// A nib from the bytes of a xib.
    public init(data: Data, bundle: Bundle?) {
        loaded = Result { try IBDocument(data: data, fileName: "(data).xib") }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: "(data).xib", line: 0, message: "\($0)") }
    }

    public init(document: IBDocument) { loaded = .success(document) }

    /// Throws `StoryboardError.fileNotFound` or `.malformedXML` instead of reporting.
    public static func load(nibName name: String, bundle: Bundle?) throws -> UINib {
        UINib(document: try document(name: name, bundle: bundle ?? .main))
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
        let document = try loaded.get()
        let builder = IBBuilder(document: document)
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
            if IBBuilder.baseView(for: node) != nil || node.child("subviews") != nil || node.child("rect", key: "frame") != nil {
                objects.append(builder.buildView(node))
            } else {
                StoryboardDiagnostics.report(.unknownElement, "\(document.fileName):\(node.line): top-level <\(node.name)> is not built by this loader; skipped")
            }
        }
        try builder.finish()
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
