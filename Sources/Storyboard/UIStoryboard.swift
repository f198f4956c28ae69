import Foundation
import Trellis

/// Finds `name.ext` in a bundle: its resource directory and localized
/// folders first (`ResourceBundles.url(forResource:withExtension:in:)`),
/// then each plain folder directly inside it, in name order (SwiftPM's
/// `.copy("Fixtures")` keeps the folder). Folders that are bundles or
/// build products of their own (`.resources`, `.bundle`, `.build`,
/// `.xctest`, `.lproj`) are not searched here: beside an executable they are
/// the other targets' bundles, which `ResourceBundles.search` orders.
func locateFile(_ name: String, _ ext: String, in bundle: Bundle) -> URL? {
    if let url = ResourceBundles.url(forResource: name, withExtension: ext, in: bundle) { return url }
    let skipped = ["resources", "bundle", "build", "xctest", "lproj", "xcassets", "dSYM"]
    for root in Set([bundle.resourceURL, bundle.bundleURL].compactMap { $0 }).sorted(by: { $0.path < $1.path }) {
        let folders = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        for folder in folders.sorted(by: { $0.path < $1.path }) where !skipped.contains(folder.pathExtension) {
            let candidate = folder.appendingPathComponent("\(name).\(ext)")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue { return candidate }
        }
    }
    return nil
}

/// A storyboard file: Interface Builder scenes, each a view controller with
/// its views, constraints and outlets.
///
/// UIKit raises an exception for a missing file or identifier. Here every
/// operation has a throwing form (`UIStoryboard.load(name:bundle:)`,
/// `initialViewController()`, `viewController(withIdentifier:)`,
/// `viewController(identifier:creator:)`) whose error names the file and
/// the identifier. The UIKit-named forms keep UIKit's signatures: an
/// identifier the storyboard has no scene for is a programmer error and
/// traps with UIKit's message; a file that is missing or malformed, or a
/// scene that cannot be built, comes from outside the program, so it is
/// reported through `StoryboardDiagnostics` and an empty controller stands in.
open class UIStoryboard: NSObject {
    public let name: String
    public let bundle: Bundle
    private let loaded: Result<IBContext, StoryboardError>

    /// UIKit's initializer: finds `name.storyboard` in `bundle` (the main
    /// bundle's resources when nil, see `ResourceBundles`) and parses it. A
    /// missing or malformed file is reported now and again by each
    /// instantiate call, which then makes an empty controller.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let found = Result { try UIStoryboard.locate(name: name, bundle: storyboardBundleOrNil) }
        self.name = name
        self.bundle = (try? found.get().bundle) ?? storyboardBundleOrNil ?? .main
        loaded = found.flatMap { found in
            Result { IBContext(document: try IBDocument.localized(contentsOf: found.url, in: found.bundle), bundle: found.bundle) }
        }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: name, line: 0, message: "\($0)") }
        super.init()
        switch loaded {
        case let .success(context): context.storyboard = self
        case let .failure(error): StoryboardDiagnostics.report(.loadFailed, error.description)
        }
    }

    /// Throws `StoryboardError.fileNotFound` or `.malformedXML` instead of reporting.
    public static func load(name: String, bundle: Bundle?) throws -> UIStoryboard {
        let found = try locate(name: name, bundle: bundle)
        return UIStoryboard(name: name, bundle: found.bundle, document: try IBDocument.localized(contentsOf: found.url, in: found.bundle))
    }

    /// A storyboard from a parsed document (e.g. one read from a URL).
    public init(name: String, bundle: Bundle = .main, document: IBDocument) {
        self.name = name
        self.bundle = bundle
        let context = IBContext(document: document, bundle: bundle)
        loaded = .success(context)
        super.init()
        context.storyboard = self
    }

    /// `name.storyboard` and the bundle it is in: `bundle` when given, else
    /// the first of `ResourceBundles.search` that has it.
    private static func locate(name: String, bundle: Bundle?) throws -> (url: URL, bundle: Bundle) {
        for candidate in ResourceBundles.bundles(for: bundle) {
            if let url = locateFile(name, "storyboard", in: candidate) { return (url, candidate) }
        }
        throw StoryboardError.fileNotFound(name: name, fileExtension: "storyboard", bundlePath: (bundle ?? .main).bundlePath)
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
        try initialViewController(creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// As `initialViewController()`, with `creator` making the controller.
    public func initialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) throws -> ViewController {
        let context = try loaded.get()
        guard let id = context.document.initialViewControllerID else {
            throw StoryboardError.noInitialViewController(storyboard: context.document.fileName)
        }
        return try instantiate(try scene(withID: id), identifier: id, creator: creator)
    }

    /// The view controller whose Storyboard ID is `identifier`, made fresh
    /// each call; the throwing form of `instantiateViewController(withIdentifier:)`.
    public func viewController(withIdentifier identifier: String) throws -> UIViewController {
        try viewController(identifier: identifier, creator: nil as ((NSCoder) -> UIViewController?)?)
    }

    /// As `viewController(withIdentifier:)`, with `creator` making the
    /// controller (UIKit's iOS 13 injection point). The creator is given a
    /// coder to pass on to the class's `init?(coder:)`; a creator that
    /// returns nil means the storyboard's class, as in UIKit.
    public func viewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)?
    ) throws -> ViewController {
        try instantiate(try scene(withIdentifier: identifier), identifier: identifier, creator: creator)
    }

    private func instantiate<ViewController: UIViewController>(
        _ node: IBNode, identifier: String, creator: ((NSCoder) -> ViewController?)?
    ) throws -> ViewController {
        let context = try loaded.get()
        let made = try IBBuilder(context: context).instantiateViewController(node, creator: creator.map { make in { make(IBCoder()) } })
        guard let typed = made as? ViewController else {
            throw StoryboardError.unexpectedClass(identifier: identifier, storyboard: context.document.fileName,
                                                  expected: "\(ViewController.self)", found: "\(type(of: made))")
        }
        return typed
    }

    // MARK: - UIKit names

    /// UIKit's `instantiateInitialViewController()`: nil when the storyboard
    /// has no initial view controller (or could not be read, which is reported).
    open func instantiateInitialViewController() -> UIViewController? {
        reporting { try initialViewController() }
    }

    /// UIKit's `instantiateInitialViewController(creator:)` (iOS 13): nil
    /// when there is none or its class is not `ViewController`, with a report.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        reporting { try initialViewController(creator: block) }
    }

    /// UIKit's `instantiateViewController(withIdentifier:)`.
    ///
    /// An identifier no scene has traps with UIKit's
    /// NSInvalidArgumentException text (see `missingIdentifierMessage(_:)`);
    /// use `viewController(withIdentifier:)` to handle it instead. A file
    /// that could not be read or a scene that could not be built is reported
    /// and an empty `UIViewController` stands in.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateOrTrap(identifier) { try viewController(withIdentifier: identifier) } standIn: { UIViewController(nibName: nil, bundle: nil) }
    }

    /// UIKit's `instantiateViewController(identifier:creator:)` (iOS 13).
    /// Traps as `instantiateViewController(withIdentifier:)` does for an
    /// unknown identifier, and, as UIKit's Swift overlay does, when the
    /// scene's controller is not a `ViewController`. A scene that cannot be
    /// built is reported and a `ViewController` made with `init?(coder:)` stands in.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        instantiateOrTrap(identifier) { try viewController(identifier: identifier, creator: block) } standIn: {
            guard let made = ViewController(coder: IBCoder()) else {
                fatalError("Storyboard \(name): \(ViewController.self)'s init(coder:) returned nil for the controller standing in for '\(identifier)'")
            }
            return made
        }
    }

    /// UIKit's reason for an unknown identifier, e.g. "Storyboard
    /// (<UIStoryboard: 0x600002608600>) doesn't contain a view controller
    /// with identifier 'Settings'" (UIKit formats it as "Storyboard (%@)
    /// doesn't contain a view controller with identifier '%@'", with the
    /// storyboard's description, and raises NSInvalidArgumentException).
    public func missingIdentifierMessage(_ identifier: String) -> String {
        "Storyboard (\(description)) doesn't contain a view controller with identifier '\(identifier)'"
    }

    /// NSObject's `<Class: address>`, with UIKit's class name rather than the module-qualified one.
    open override var description: String {
        "<UIStoryboard: 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
    }

    private func instantiateOrTrap<T>(_ identifier: String, _ body: () throws -> T, standIn: () -> T) -> T {
        do { return try body() } catch let error as StoryboardError {
            switch error {
            case .identifierNotFound:
                fatalError("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '\(missingIdentifierMessage(identifier))'")
            case .unexpectedClass:
                fatalError(error.description)
            default:
                StoryboardDiagnostics.report(.loadFailed, error.description)
                return standIn()
            }
        } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
            return standIn()
        }
    }

    private func reporting<T>(_ body: () throws -> T) -> T? {
        do { return try body() } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
            return nil
        }
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
