import Foundation

/// The package `trellis preview` writes beside a package's build: one
/// executable that links the package's library products and Trellis's
/// TrellisPreviewHost, declares each preview's registry function by its
/// linker name and hands them to `PreviewHost.main`. It depends on the
/// package by path, so SwiftPM rebuilds only what a save changed.
public struct HostPackage: Equatable, Sendable {
    public var manifest: String
    public var main: String
    /// Previews in modules no library product links: the host cannot reach
    /// them (an executable target's code cannot be linked into another
    /// program), so the page says so instead of drawing them.
    public var unreachable: [PreviewDeclaration]

    public static let productName = "TrellisPreviewHostMain"

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
        for preview in previews {
            if let product = package.libraryProduct(linking: preview.module) {
                if !products.contains(product.name) { products.append(product.name) }
                reachable.append(preview)
            } else {
                unreachable.append(preview)
            }
        }
        let dependencies = products.map { ".product(name: \(PackageSummary.literal($0)), package: \(PackageSummary.literal(identity)))" }
            + [".product(name: \"TrellisPreviewHost\", package: \(PackageSummary.literal(trellis.identity)))"]
        manifest = """
            // swift-tools-version: 6.0
            // Written by `trellis preview` (docs/previews.md); remade on every build.
            import PackageDescription

            let package = Package(
                name: "TrellisPreviewHost",
                dependencies: [
                    .package(path: \(PackageSummary.literal(package.path))),
                    \(trellis.line),
                ],
                targets: [
                    .executableTarget(
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
            main += "@_silgen_name(\(PackageSummary.literal(preview.symbol))) func preview\(index)() -> any PreviewRegistry.Type\n"
        }
        main += "\nPreviewHost.main([\(reachable.indices.map { "preview\($0)()" }.joined(separator: ", "))])\n"
        self.main = main
        self.unreachable = unreachable
    }

    /// Writes the package into `folder`, leaving files that are already
    /// the same untouched so that SwiftPM does not rebuild the host for nothing.
    public func write(to folder: URL) throws {
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.update(folder.appendingPathComponent("Package.swift"), with: manifest)
        try Self.update(sources.appendingPathComponent("main.swift"), with: main)
    }

    static func update(_ file: URL, with text: String) throws {
        if let old = try? String(contentsOf: file, encoding: .utf8), old == text { return }
        try Data(text.utf8).write(to: file, options: .atomic)
    }
}
