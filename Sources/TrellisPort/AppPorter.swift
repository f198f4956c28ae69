import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwiftParser
import SwiftSyntax

/// `trellis port APP-FOLDER --output PACKAGE-FOLDER`: an iOS app as it is
/// kept on disk (an Xcode project folder) becomes a Swift package that
/// builds on Linux against Trellis: the sources ported (`SourcePorter`),
/// the resources (Info.plist, storyboards, xibs, asset catalogs, strings)
/// in one resource folder, and a launcher that starts the app headlessly and
/// draws its first screen and every storyboard scene to PNG.
public struct AppPorter {
    public struct Result {
        /// Every Swift file, ported or reported.
        public var sources: [PortedSource] = []
        /// Files that could not be used (a storyboard that is not XML), or a folder with no app.
        public var problems: [PortEntry] = []
        /// The package's product and target name.
        public var appName = ""
        public var resources: [String] = []
    }

    public var appFolder: URL
    public var output: URL
    /// The Trellis checkout the package depends on, by path.
    public var trellisPath: String

    public init(appFolder: URL, output: URL, trellisPath: String) {
        self.appFolder = appFolder.standardizedFileURL
        self.output = output.standardizedFileURL
        self.trellisPath = trellisPath
    }

    static let sourceExtensions: Set<String> = ["swift"]
    static let resourceExtensions: Set<String> = ["storyboard", "xib", "strings", "stringsdict", "plist", "json", "png", "jpg", "jpeg", "pdf", "svg"]
    /// Folders that are not the app's sources: builds, dependencies, tests.
    static func isSkipped(_ component: String) -> Bool {
        component.hasPrefix(".") || component == "build" || component == "DerivedData" || component == "Pods" || component == "Carthage"
            || component.hasSuffix(".xcodeproj") || component.hasSuffix(".xcworkspace") || component.hasSuffix("Tests")
            || component == "Packages" || component == "SourcePackages"
    }

    /// Ports the folder. Throws only when the output cannot be written.
    /// - Complexity: O(files × rules) syntax passes, plus the copies.
    public func run() throws -> Result {
        var result = Result()
        let files = listFiles(&result)
        let swiftFiles = files.filter { Self.sourceExtensions.contains(($0 as NSString).pathExtension) }
        let hasInfo = files.contains { ($0 as NSString).lastPathComponent == "Info.plist" }
        guard !swiftFiles.isEmpty else {
            result.problems.append(PortEntry(file: appFolder.path, line: 0, rule: "app",
                                             message: "no app in the folder: no Swift source\(hasInfo ? "" : " and no Info.plist")"))
            return result
        }
        result.appName = appName()
        let target = output.appendingPathComponent("Sources").appendingPathComponent(result.appName)
        let resources = target.appendingPathComponent("App")
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: resources, withIntermediateDirectories: true)

        var index = MethodIndex()
        for file in swiftFiles {
            if let data = fileManager.contents(atPath: appFolder.appendingPathComponent(file).path), let text = String(data: data, encoding: .utf8) {
                index.add(source: text)
            }
        }
        var appDelegate: String?
        var sceneDelegate: String?
        var storyboards: [String] = []
        for file in files.sorted() {
            let source = appFolder.appendingPathComponent(file)
            let ext = (file as NSString).pathExtension
            if ext == "swift" {
                guard let data = fileManager.contents(atPath: source.path), let text = String(data: data, encoding: .utf8) else {
                    result.problems.append(PortEntry(file: file, line: 0, rule: "read", message: "not readable as UTF-8; left out"))
                    continue
                }
                var ported = SourcePorter.port(text, file: file, options: PortOptions(index: index))
                if let main = MainAttributeRemover.remove(from: ported.ported, file: file) {
                    ported.ported = main.source
                    ported.changes.append(main.entry)
                    appDelegate = main.className
                }
                result.sources.append(ported)
            } else {
                if ext == "storyboard" || ext == "xib", let problem = xmlProblem(source) {
                    result.problems.append(PortEntry(file: file, line: problem.line, rule: "storyboard", message: problem.message))
                }
                // Info.plist at the top of the resource folder, where the
                // launch looks; everything else where it was, relative to
                // the app's folder (so `Base.lproj/Main.storyboard` stays).
                let relative = (file as NSString).lastPathComponent == "Info.plist" ? "Info.plist" : resourcePath(file)
                let destination = resources.appendingPathComponent(relative)
                try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
                if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
                try fileManager.copyItem(at: source, to: destination)
                result.resources.append(relative)
                if ext == "storyboard" { storyboards.append(((file as NSString).lastPathComponent as NSString).deletingPathExtension) }
                if relative == "Info.plist" { sceneDelegate = Self.sceneDelegateClass(in: source) }
            }
        }
        // Overrides in an extension in one file of a class in another.
        CrossFileOverrideMover.move(&result.sources)
        for source in result.sources {
            let destination = target.appendingPathComponent(source.file)
            try fileManager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(source.ported.utf8).write(to: destination)
        }
        if appDelegate == nil {
            result.problems.append(PortEntry(file: appFolder.path, line: 0, rule: "app",
                                             message: "no class marked @main or @UIApplicationMain: the launcher draws the storyboards only"))
        }
        let launcher = Self.launcherSource(appDelegate: appDelegate, sceneDelegate: sceneDelegate, storyboards: storyboards,
                                           observedOutlets: result.sources.flatMap(\.observedOutlets))
        try Data(launcher.utf8).write(to: target.appendingPathComponent("TrellisPortMain.swift"))
        try Data(packageManifest(appName: result.appName).utf8).write(to: output.appendingPathComponent("Package.swift"))
        return result
    }

    /// The files of the app, relative to its folder: those the Xcode
    /// project lists when there is one (by name: its groups' paths are not
    /// followed), else every source and resource; asset catalogs whole.
    private func listFiles(_ result: inout Result) -> [String] {
        let fileManager = FileManager.default
        var listed: Set<String>?
        if let project = (try? fileManager.contentsOfDirectory(atPath: appFolder.path))?.sorted().first(where: { $0.hasSuffix(".xcodeproj") }) {
            let pbxproj = appFolder.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
            if let text = try? String(contentsOf: pbxproj, encoding: .utf8) {
                listed = Self.projectFileNames(text)
            } else {
                result.problems.append(PortEntry(file: "\(project)/project.pbxproj", line: 0, rule: "project",
                                                 message: "not readable; every file in the folder is used"))
            }
        }
        var files: [String] = []
        guard let enumerator = fileManager.enumerator(atPath: appFolder.path) else { return [] }
        while let path = enumerator.nextObject() as? String {
            let components = path.split(separator: "/").map(String.init)
            if components.contains(where: Self.isSkipped) { enumerator.skipDescendants(); continue }
            let name = components.last ?? path
            let ext = (name as NSString).pathExtension
            if ext == "xcassets" {
                enumerator.skipDescendants()
                if listed?.contains(name) ?? true { files.append(contentsOf: assetFiles(path)) }
                continue
            }
            guard Self.sourceExtensions.contains(ext) || Self.resourceExtensions.contains(ext) else { continue }
            // A project file list names files; a localized file is listed by its folder-less name too.
            if let listed, !listed.contains(name), name != "Info.plist" { continue }
            if ext == "plist", name != "Info.plist", listed == nil { continue }
            files.append(path)
        }
        return files
    }

    private func assetFiles(_ catalog: String) -> [String] {
        let fileManager = FileManager.default
        var files: [String] = []
        guard let enumerator = fileManager.enumerator(atPath: appFolder.appendingPathComponent(catalog).path) else { return [] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: appFolder.appendingPathComponent(catalog).appendingPathComponent(path).path, isDirectory: &isDirectory),
               !isDirectory.boolValue {
                files.append(catalog + "/" + path)
            }
        }
        return files
    }

    /// The path inside the resource folder: from the asset catalog or
    /// `.lproj` folder on, else the file's name.
    private func resourcePath(_ file: String) -> String {
        let components = file.split(separator: "/").map(String.init)
        if let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") || $0.hasSuffix(".lproj") }) {
            return components[index...].joined(separator: "/")
        }
        return components.last ?? file
    }

    /// `path = Name.swift;` and `name = …;` of a project.pbxproj's file references.
    static func projectFileNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.contains("PBXFileReference") || line.contains("PBXVariantGroup") {
            for key in ["path = ", "name = "] {
                guard let range = line.range(of: key) else { continue }
                var value = line[range.upperBound...].prefix { $0 != ";" }
                if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 { value = value.dropFirst().dropLast() }
                names.insert((String(value) as NSString).lastPathComponent)
            }
        }
        return names
    }

    private func appName() -> String {
        let fileManager = FileManager.default
        let project = (try? fileManager.contentsOfDirectory(atPath: appFolder.path))?.sorted().first { $0.hasSuffix(".xcodeproj") }
        let raw = project.map { ($0 as NSString).deletingPathExtension } ?? appFolder.lastPathComponent
        var name = String(raw.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber ?? true { name = "App" + name }
        return name
    }

    /// Why a storyboard or xib is not XML, with the line, or nil.
    private func xmlProblem(_ url: URL) -> (line: Int, message: String)? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return (0, "not readable") }
        let parser = XMLParser(data: data)
        if parser.parse() { return nil }
        return (parser.lineNumber, "not an XML document (\(parser.parserError.map { String(describing: $0) } ?? "parse error")); copied as it is, the app cannot load it")
    }

    /// `UISceneDelegateClassName` of the Info.plist's first scene configuration, without its module.
    static func sceneDelegateClass(in url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path),
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
              let manifest = plist["UIApplicationSceneManifest"] as? [String: Any],
              let configurations = manifest["UISceneConfigurations"] as? [String: Any],
              let roles = configurations["UIWindowSceneSessionRoleApplication"] as? [[String: Any]],
              let name = roles.first?["UISceneDelegateClassName"] as? String else { return nil }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        return bare.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? bare : nil
    }

    private func packageManifest(appName: String) -> String {
        let package = (trellisPath as NSString).lastPathComponent.lowercased()
        return """
            // swift-tools-version: 6.0
            // Written by `trellis port` from \(appFolder.lastPathComponent): the app's sources, ported
            // (docs/porting.md), its resources in Sources/\(appName)/App, and TrellisPortMain.swift,
            // which launches it headlessly and draws it: `swift run \(appName) --device "iPhone 15" --output screens`.
            import PackageDescription

            let package = Package(
                name: "\(appName)",
                dependencies: [
                    .package(path: \(swiftLiteral(trellisPath))),
                ],
                targets: [
                    .executableTarget(
                        name: "\(appName)",
                        dependencies: [
                            .product(name: "UIKit", package: \(swiftLiteral(package))),
                            .product(name: "TrellisRender", package: \(swiftLiteral(package))),
                        ],
                        resources: [.copy("App")],
                        swiftSettings: [.swiftLanguageMode(.v5)]
                    ),
                ]
            )

            """
    }
}

/// A string as a Swift string literal.
func swiftLiteral(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}
