import Foundation

/// The package `trellis preview` writes beside a package's build: one
/// executable that links the package's library products and Trellis's
/// TrellisPreviewHost, declares each preview's registry function by its
/// linker name and hands them to `PreviewHost.main`. It depends on the
/// package by path, so SwiftPM rebuilds only what a save changed.
///
/// An executable target's code cannot be linked into another program, and
/// Xcode shows the previews of app targets: the host compiles a copy of
/// such a target's sources as a library module of the same name (so the
/// same `#fileID`s, hence the same linker names), with its `@main`
/// attribute blanked out, and `main.swift` as its declarations alone under
/// another name (`CopiedModule`).
public struct HostPackage: Equatable, Sendable {
    public var manifest: String
    public var main: String
    /// Executable targets compiled into the host as library modules.
    public var copiedModules: [CopiedModule]
    /// Previews the host cannot reach, each with why in `reasons`.
    public var unreachable: [PreviewDeclaration]
    /// Why each of `unreachable` cannot be shown, by its registry symbol.
    public var reasons: [String: String]

    public static let productName = "TrellisPreviewHostMain"
    /// The name of an executable target's main.swift in its copy.
    public static let mainCopyName = "main+Declarations.swift"
    /// Where the copies of executable targets go in the host package.
    public static let copiesFolder = "Executables"

    /// An executable target's sources as the host compiles them.
    public struct CopiedModule: Equatable, Sendable {
        public struct File: Equatable, Sendable {
            /// In the module's folder, as under the target's own folder.
            public var relativePath: String
            public var originalPath: String
            /// The source, its `@main` attribute (if any) blanked out, and
            /// for `main.swift` its statements (`declarationsOfMain`).
            public var text: String
        }

        public var name: String
        public var files: [File]
        /// The target's dependencies, as the host's manifest writes them.
        public var dependencies: [String]
        /// The target's settings and resources as the host's manifest
        /// writes them (`carriedOver`), after its `path:`.
        public var arguments: [String] = []
        /// The resources copied with the sources (files or folders).
        public var resources: [Resource] = []

        public struct Resource: Equatable, Sendable {
            /// In the module's folder, as under the target's own folder.
            public var relativePath: String
            public var originalPath: String
        }
    }

    public enum Problem: Error, CustomStringConvertible {
        case noTrellis(package: String)

        public var description: String {
            switch self {
            case let .noTrellis(package):
                "\(package) does not depend on Trellis (a package with the TrellisPreviewHost target): add it as the README says"
            }
        }
    }

    public init(package: PackageSummary, previews: [PreviewDeclaration], checkouts: URL) throws {
        guard let trellis = package.trellisPackageLine(checkouts: checkouts) else { throw Problem.noTrellis(package: package.name) }
        let identity = URL(fileURLWithPath: package.path).lastPathComponent.lowercased()
        var products: [String] = []
        var reachable: [PreviewDeclaration] = []
        var unreachable: [PreviewDeclaration] = []
        var reasons: [String: String] = [:]
        var copies: [String: Result<CopiedModule, CopyRefusal>] = [:]
        var packageLines: [String] = []
        for preview in previews {
            if let product = package.libraryProduct(linking: preview.module) {
                if !products.contains(product.name) { products.append(product.name) }
                reachable.append(preview)
                continue
            }
            guard let target = package.targets.first(where: { $0.name == preview.module }), target.type == "executable" else {
                unreachable.append(preview)
                reasons[preview.symbol] = "no library product links \(preview.module), so `trellis preview` cannot reach this preview: move it into a library target"
                continue
            }
            let copy = copies[target.name] ?? Self.copy(target, of: package, identity: identity, trellis: trellis.identity, packageLines: &packageLines)
            copies[target.name] = copy
            switch copy {
            case .success: reachable.append(preview)
            case let .failure(refusal):
                unreachable.append(preview)
                reasons[preview.symbol] = refusal.reason
            }
        }
        let copied = copies.values.compactMap { try? $0.get() }.sorted { $0.name < $1.name }
        let dependencies = products.map { ".product(name: \(PackageSummary.literal($0)), package: \(PackageSummary.literal(identity)))" }
            + copied.map { ".target(name: \(PackageSummary.literal($0.name)))" }
            + [".product(name: \"TrellisPreviewHost\", package: \(PackageSummary.literal(trellis.identity)))"]
        let copiedTargets = copied.map { module in
            """
                    .target(
                        name: \(PackageSummary.literal(module.name)),
                        dependencies: [\(module.dependencies.joined(separator: ", "))],
                        path: \(PackageSummary.literal(Self.copiesFolder + "/" + module.name))\(module.arguments.map { ",\n            \($0)" }.joined())
                    ),

            """
        }.joined()
        manifest = """
            // swift-tools-version: 6.0
            // Written by `trellis preview` (docs/previews.md); remade on every build.
            import PackageDescription

            let package = Package(
                name: "TrellisPreviewHost",\(package.defaultLocalization.map { "\n    defaultLocalization: \(PackageSummary.literal($0))," } ?? "")
                dependencies: [
                    .package(path: \(PackageSummary.literal(package.path))),
                    \(([trellis.line] + packageLines).joined(separator: ",\n        ")),
                ],
                targets: [
            \(copiedTargets)        .executableTarget(
                        name: "\(Self.productName)",
                        dependencies: [
                            \(dependencies.joined(separator: ",\n                "))
                        ],
                        path: "Sources"
                    ),
                ],
                swiftLanguageModes: [.v6]
            )

            """
        var main = """
            // Written by `trellis preview` (docs/previews.md): each function is a
            // `#Preview`'s registry, reached by the linker name its macro gave it.
            import TrellisPreview
            import TrellisPreviewHost


            """
        for (index, preview) in reachable.enumerated() {
            main += "// \(preview.fileID):\(preview.line)\n"
            guard copies[preview.module] != nil, Self.isMain(preview.path) else {
                main += "@_silgen_name(\(PackageSummary.literal(preview.symbol))) func preview\(index)() -> any PreviewRegistry.Type\n"
                continue
            }
            // Compiled from the copy of main.swift, whose file ID names the
            // copy: the registry is reached by that name and shown by the
            // original's.
            var copy = preview
            copy.fileID = "\(preview.module)/\(Self.mainCopyName)"
            main += """
                @_silgen_name(\(PackageSummary.literal(copy.symbol))) func preview\(index)Copy() -> any PreviewRegistry.Type
                enum Preview\(index)InMain: PreviewRegistry {
                    static var fileID: String { \(PackageSummary.literal(preview.fileID)) }
                    static var line: Int { preview\(index)Copy().line }
                    static var column: Int { preview\(index)Copy().column }
                    @MainActor static func makePreview() throws -> Preview { try preview\(index)Copy().makePreview() }
                }
                func preview\(index)() -> any PreviewRegistry.Type { Preview\(index)InMain.self }

                """
        }
        main += "\nPreviewHost.main([\(reachable.indices.map { "preview\($0)()" }.joined(separator: ", "))])\n"
        self.main = main
        self.copiedModules = copied
        self.unreachable = unreachable
        self.reasons = reasons
    }

    struct CopyRefusal: Error, Equatable {
        var reason: String
    }

    /// The copy of executable `target`: its Swift files, `main.swift` as
    /// its declarations only, and its dependencies as the host reaches them
    /// (the package's own targets through its library products, other
    /// packages' products by adding those packages to the host, each once,
    /// to `packageLines`).
    static func copy(_ target: PackageSummary.Target, of package: PackageSummary, identity: String, trellis: String,
                     packageLines: inout [String]) -> Result<CopiedModule, CopyRefusal> {
        var dependencies: [String] = []
        for dependency in target.dependencies ?? [] {
            guard let (kind, values) = dependency.first, let name = values.first?.string else { continue }
            let refused = "\(target.name) is an executable target that depends on \(name)"
            if kind == "byName" || kind == "target", package.targets.contains(where: { $0.name == name }) {
                guard let product = package.libraryProduct(linking: name) else {
                    return .failure(CopyRefusal(reason: "\(refused), which no library product links, so `trellis preview` cannot compile it into its program: make \(name) a library product"))
                }
                dependencies.append(".product(name: \(PackageSummary.literal(product.name)), package: \(PackageSummary.literal(identity)))")
                continue
            }
            // A product: of the named package, or (byName) of the package of that name.
            let owner = (kind == "product" ? values.dropFirst().first?.string : name)?.lowercased()
            guard let owner else { continue }
            if owner == trellis {
                dependencies.append(".product(name: \(PackageSummary.literal(name)), package: \(PackageSummary.literal(trellis)))")
                continue
            }
            guard let other = package.dependencies.first(where: { $0.identity == owner }), let line = other.packageLine else {
                return .failure(CopyRefusal(reason: "\(refused), a product of a package `trellis preview` cannot add to its program"))
            }
            if !packageLines.contains(line) { packageLines.append(line) }
            dependencies.append(".product(name: \(PackageSummary.literal(name)), package: \(PackageSummary.literal(owner)))")
        }
        let root = targetFolder(target, of: package).path
        var files: [CopiedModule.File] = []
        for (module, path) in package.sourceFiles where module == target.name {
            guard let source = try? String(contentsOfFile: path, encoding: .utf8) else {
                return .failure(CopyRefusal(reason: "cannot read \(path)"))
            }
            var relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : (path as NSString).lastPathComponent
            // main.swift's top-level code is the program, which the host
            // does not run: its declarations are kept, its statements
            // blanked, under another name (SwiftPM links a target with a
            // main.swift as a program's entry point).
            let isMain = Self.isMain(path)
            if isMain { relative = ((relative as NSString).deletingLastPathComponent as NSString).appendingPathComponent(mainCopyName) }
            let text = isMain
                ? PreviewScanner.declarationsOfMain(source, globalsOnMainActor: languageMode(of: target, in: package) == "6")
                : PreviewScanner.withoutEntryPoint(source)
            files.append(CopiedModule.File(relativePath: relative, originalPath: path, text: text))
        }
        let (arguments, resourcePaths) = carriedOver(target, of: package)
        let resources = resourcePaths.map {
            CopiedModule.Resource(relativePath: $0, originalPath: URL(fileURLWithPath: root).appendingPathComponent($0).path)
        }
        return .success(CopiedModule(name: target.name, files: files, dependencies: dependencies, arguments: arguments, resources: resources))
    }

    /// Whether `path` is a target's `main.swift`, its top-level code.
    static func isMain(_ path: String) -> Bool {
        (path as NSString).lastPathComponent == "main.swift"
    }

    /// The file a build error names: a copy's original, else the file itself.
    public func originalPath(of path: String, hostFolder: URL) -> String {
        let copies = hostFolder.appendingPathComponent(Self.copiesFolder).standardizedFileURL.path + "/"
        guard path.hasPrefix(copies) else { return path }
        let rest = path.dropFirst(copies.count)
        for module in copiedModules {
            for file in module.files where rest == "\(module.name)/\(file.relativePath)" { return file.originalPath }
        }
        return path
    }

    /// Writes the package into `folder`, leaving files that are already
    /// the same untouched so that SwiftPM does not rebuild the host for nothing.
    public func write(to folder: URL) throws {
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.update(folder.appendingPathComponent("Package.swift"), with: manifest)
        try Self.update(sources.appendingPathComponent("main.swift"), with: main)
        // The copies, and nothing else: a file deleted from the target, or
        // a target gone, goes from the copies too.
        let copies = folder.appendingPathComponent(Self.copiesFolder)
        var wanted: Set<String> = []
        for module in copiedModules {
            for file in module.files {
                let copy = copies.appendingPathComponent(module.name).appendingPathComponent(file.relativePath)
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.update(copy, with: file.text)
                wanted.insert(copy.standardizedFileURL.path)
            }
            for resource in module.resources {
                try Self.copyResource(from: URL(fileURLWithPath: resource.originalPath),
                                      to: copies.appendingPathComponent(module.name).appendingPathComponent(resource.relativePath))
            }
        }
        if let walker = FileManager.default.enumerator(at: copies, includingPropertiesForKeys: nil) {
            for case let file as URL in walker where file.pathExtension == "swift" && !wanted.contains(file.standardizedFileURL.path) {
                try? FileManager.default.removeItem(at: file)
            }
        }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: copies.path)) ?? []
        where !copiedModules.contains(where: { $0.name == name }) {
            try? FileManager.default.removeItem(at: copies.appendingPathComponent(name))
        }
    }

    static func update(_ file: URL, with text: String) throws {
        if let old = try? String(contentsOf: file, encoding: .utf8), old == text { return }
        try Data(text.utf8).write(to: file, options: .atomic)
    }
}
