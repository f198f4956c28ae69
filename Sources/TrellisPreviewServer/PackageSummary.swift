import Foundation

/// What `trellis preview` needs to know of a package, from its manifest as
/// `swift package dump-package` prints it: its targets and the library
/// products that link them, and where its Trellis dependency comes from.
/// The manifest alone, so nothing is resolved or fetched for it (`swift
/// package describe` resolves the whole dependency graph first).
public struct PackageSummary: Sendable {
    public var name: String
    /// The package's folder.
    public var path: String
    public var targets: [Target]
    public var products: [Product]
    public var dependencies: [Dependency]
    /// The manifest's `defaultLocalization`, needed again where localized
    /// resources are.
    public var defaultLocalization: String?
    /// The package's Swift language modes ("5", "6"), and the tools version
    /// that decides the mode when it lists none.
    public var swiftLanguageModes: [String]?
    public var toolsVersion: String?

    public struct Target: Decodable, Sendable {
        public var name: String
        /// "regular", "executable", "test", "macro", "plugin", …
        public var type: String
        /// Relative to the package; nil for the usual Sources/NAME.
        public var path: String?
        public var exclude: [String]?
        public var sources: [String]?
        public var dependencies: [[String: [JSONValue]]]?
        /// Swift, linker and C settings, as `dump-package` writes them:
        /// `{"tool": "swift", "kind": {"define": {"_0": "FLAG"}}, "condition": …}`.
        public var settings: [JSONValue]?
        /// `{"path": "Resources", "rule": {"process": {}}}`, `{"copy": {}}`, …
        public var resources: [JSONValue]?

        /// The names of the package's own targets this one depends on.
        var targetDependencies: [String] {
            (dependencies ?? []).compactMap { dependency in
                (dependency["byName"] ?? dependency["target"])?.first?.string
            }
        }
    }

    public struct Product: Decodable, Sendable {
        public var name: String
        public var targets: [String]
        /// `{"library": ["automatic"]}`, `{"executable": null}`, …
        public var type: [String: JSONValue]

        public var isLibrary: Bool { type.keys.contains("library") }
    }

    /// A package dependency: a folder, or a repository with a requirement.
    public struct Dependency: Sendable {
        public var identity: String
        public var path: String?
        public var url: String?
        /// The requirement as Package.swift writes it after the URL.
        public var requirement: String?

        /// The `.package(…)` line that adds the same package to another
        /// manifest; nil when its requirement cannot be written again.
        public var packageLine: String? {
            if let path { return ".package(path: \(PackageSummary.literal(path)))" }
            if let url, let requirement { return ".package(url: \(PackageSummary.literal(url)), \(requirement))" }
            return nil
        }
    }

    struct Dump: Decodable {
        var name: String
        var targets: [Target]
        var products: [Product]
        var dependencies: [[String: [JSONValue]]]
        var defaultLocalization: String?
        var swiftLanguageVersions: [String]?
        var toolsVersion: [String: JSONValue]?
    }

    /// Reads `dump-package`'s output for the package in `folder`.
    public init(dump: Data, folder: String) throws {
        let decoded = try JSONDecoder().decode(Dump.self, from: dump)
        name = decoded.name
        path = folder
        targets = decoded.targets
        products = decoded.products
        defaultLocalization = decoded.defaultLocalization
        swiftLanguageModes = decoded.swiftLanguageVersions
        toolsVersion = decoded.toolsVersion?["_version"]?.string
        dependencies = decoded.dependencies.compactMap { entry in
            if let details = entry["fileSystem"]?.first?.object, let identity = details["identity"]?.string {
                return Dependency(identity: identity, path: details["path"]?.string)
            }
            if let details = entry["sourceControl"]?.first?.object, let identity = details["identity"]?.string,
               let url = details["location"]?.object?["remote"]?.array?.first?.object?["urlString"]?.string {
                return Dependency(identity: identity, url: url, requirement: Self.requirement(details["requirement"]?.object))
            }
            return nil
        }
    }

    static func requirement(_ requirement: [String: JSONValue]?) -> String? {
        guard let requirement else { return nil }
        if let exact = requirement["exact"]?.array?.first?.string { return "exact: \(literal(exact))" }
        if let range = requirement["range"]?.array?.first?.object,
           let lower = range["lowerBound"]?.string, let upper = range["upperBound"]?.string {
            return "\(literal(lower))..<\(literal(upper))"
        }
        if let branch = requirement["branch"]?.array?.first?.string { return "branch: \(literal(branch))" }
        if let revision = requirement["revision"]?.array?.first?.string { return "revision: \(literal(revision))" }
        return nil
    }

    /// The library product that links `target`: one made of that target
    /// alone, else one that lists it, else one that links it through
    /// another of the package's targets.
    public func libraryProduct(linking target: String) -> Product? {
        let libraries = products.filter(\.isLibrary)
        return libraries.first { $0.targets == [target] }
            ?? libraries.first { $0.targets.contains(target) }
            ?? libraries.first { links($0.targets, target) }
    }

    private func links(_ roots: [String], _ target: String) -> Bool {
        var seen: Set<String> = []
        var queue = roots
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == target { return true }
            queue += targets.first { $0.name == next }?.targetDependencies ?? []
        }
        return false
    }

    /// The Swift sources of every target but tests, macros and plugins, by
    /// module name: the files under each target's folder, as SwiftPM finds
    /// them (`sources` when the manifest lists them, less `exclude`).
    public var sourceFiles: [(module: String, path: String)] {
        let package = URL(fileURLWithPath: path)
        return targets.filter { !["test", "macro", "plugin", "system", "binary"].contains($0.type) }.flatMap { target in
            let folder = package.appendingPathComponent(target.path ?? "Sources/\(target.name)").standardizedFileURL
            let excluded = (target.exclude ?? []).map { folder.appendingPathComponent($0).standardizedFileURL.path }
            let roots = target.sources.map { $0.map { folder.appendingPathComponent($0) } } ?? [folder]
            var files: [(module: String, path: String)] = []
            for root in roots {
                let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
                let found = root.pathExtension == "swift" ? [root] : (walker?.compactMap { $0 as? URL } ?? [])
                for file in found where file.pathExtension == "swift" {
                    let filePath = file.standardizedFileURL.path
                    if excluded.contains(where: { filePath == $0 || filePath.hasPrefix($0 + "/") }) { continue }
                    files.append((target.name, filePath))
                }
            }
            return files.sorted { $0.path < $1.path }
        }
    }

    /// The `.package(…)` line that reaches the same Trellis as this package
    /// does, and its identity: the dependency with the TrellisPreviewHost
    /// target (a folder), or the one whose checkout in `checkouts` has it.
    public func trellisPackageLine(checkouts: URL) -> (line: String, identity: String)? {
        for dependency in dependencies {
            if let path = dependency.path,
               FileManager.default.fileExists(atPath: URL(fileURLWithPath: path).appendingPathComponent("Sources/TrellisPreviewHost").path) {
                return (".package(path: \(Self.literal(path)))", dependency.identity)
            }
            if let url = dependency.url, let requirement = dependency.requirement,
               FileManager.default.fileExists(atPath: checkouts.appendingPathComponent(dependency.identity).appendingPathComponent("Sources/TrellisPreviewHost").path) {
                return (".package(url: \(Self.literal(url)), \(requirement))", dependency.identity)
            }
        }
        return nil
    }

    /// A Swift string literal of `text` (paths may hold quotes or backslashes).
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}

/// Any JSON value, for the parts of `dump-package`'s output whose shape
/// varies (arrays of mixed values, objects keyed by kind).
public enum JSONValue: Decodable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    case null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    var string: String? { if case let .string(value) = self { value } else { nil } }
    var array: [JSONValue]? { if case let .array(value) = self { value } else { nil } }
    var object: [String: JSONValue]? { if case let .object(value) = self { value } else { nil } }
}
