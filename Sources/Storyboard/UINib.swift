import Foundation
import Trellis

/// A xib file: top-level views (and their constraints and outlets), with
/// File's Owner connections made to the owner passed to `instantiate`.
open class UINib: NSObject {
    /// Keys of `instantiate(withOwner:options:)`'s options, as in UIKit.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// UIKit's proxy objects for `External Object` placeholders; Trellis
        /// builds no external objects, so the value is not used.
        public static let externalObjects = OptionsKey("UINibExternalObjects")
    }

    private let loaded: Result<IBContext, StoryboardError>

    /// UIKit's initializer: finds `name.xib` in `bundle` (the bundles of
    /// `ResourceBundles.search` when nil). A missing or malformed file is
    /// reported, and `instantiate` then returns no objects.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        loaded = Result { () throws -> IBContext in
            let found = try UINib.locate(name: name, bundle: bundleOrNil)
            return IBContext(document: try IBDocument.localized(contentsOf: found.url, in: found.bundle), bundle: found.bundle)
        }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: name, line: 0, message: "\($0)") }
        super.init()
        if case let .failure(error) = loaded { StoryboardDiagnostics.report(.loadFailed, error.description) }
    }

    /// A nib from the bytes of a xib.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        loaded = Result { IBContext(document: try IBDocument(data: data, fileName: "(data).xib"), bundle: bundleOrNil ?? .main) }.mapError { ($0 as? StoryboardError) ?? .malformedXML(file: "(data).xib", line: 0, message: "\($0)") }
        super.init()
    }

    public init(document: IBDocument, bundle: Bundle? = nil) {
        loaded = .success(IBContext(document: document, bundle: bundle ?? .main))
        super.init()
    }

    /// Throws `StoryboardError.fileNotFound` or `.malformedXML` instead of reporting.
    public static func load(nibName name: String, bundle: Bundle?) throws -> UINib {
        let found = try locate(name: name, bundle: bundle)
        return UINib(document: try IBDocument.localized(contentsOf: found.url, in: found.bundle), bundle: found.bundle)
    }

    /// `name.xib` and the bundle it is in: `bundle` when given, else the first of `ResourceBundles.search` that has it.
    private static func locate(name: String, bundle: Bundle?) throws -> (url: URL, bundle: Bundle) {
        for candidate in ResourceBundles.bundles(for: bundle) {
            if let url = locateFile(name, "xib", in: candidate) { return (url, candidate) }
        }
        throw StoryboardError.fileNotFound(name: name, fileExtension: "xib", bundlePath: (bundle ?? .main).bundlePath)
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
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        do { return try instantiateObjects(withOwner: ownerOrNil.map { $0 as AnyObject }) } catch {
            StoryboardDiagnostics.report(.loadFailed, "\(error)")
            return []
        }
    }
}

extension Bundle {
    /// UIKit's `loadNibNamed(_:owner:options:)`: nil (and a report) when the
    /// nib is missing, else its top-level objects.
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
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
