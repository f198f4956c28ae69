import Foundation

/// What an executable target's copy carries over from the original besides
/// its sources: its Swift and linker settings, its language mode and its
/// resources, written back as the host's manifest declares the copy. So a
/// preview in an app target compiles as the app does (a `#if FEATURE` its
/// settings define, Swift 5 mode in a Swift 5 package) and finds its
/// resources through `Bundle.module`.
extension HostPackage {
    /// The arguments after `path:` in the copy's `.target(…)`, and the
    /// resources (paths relative to the target's folder) to copy with it.
    static func carriedOver(_ target: PackageSummary.Target, of package: PackageSummary) -> (arguments: [String], resources: [String]) {
        var swift: [String] = []
        var linker: [String] = []
        var c: [String] = []
        for setting in target.settings ?? [] {
            guard let object = setting.object, let tool = object["tool"]?.string,
                  let (kind, value) = object["kind"]?.object?.first, appliesOnLinux(object["condition"]) else { continue }
            let argument = value.object?["_0"]
            let condition = configurationCondition(object["condition"])
            switch (tool, kind) {
            case ("swift", "define"):
                if let name = argument?.string { swift.append(".define(\(PackageSummary.literal(name))\(condition))") }
            case ("swift", "enableUpcomingFeature"), ("swift", "enableExperimentalFeature"):
                if let name = argument?.string { swift.append(".\(kind)(\(PackageSummary.literal(name))\(condition))") }
            case ("swift", "unsafeFlags"), ("linker", "unsafeFlags"):
                let flags = (argument?.array ?? []).compactMap(\.string).map(PackageSummary.literal)
                let line = ".unsafeFlags([\(flags.joined(separator: ", "))]\(condition))"
                if tool == "swift" { swift.append(line) } else { linker.append(line) }
            case ("swift", "interoperabilityMode"):
                if let mode = argument?.string, ["C", "Cxx"].contains(mode) { swift.append(".interoperabilityMode(.\(mode)\(condition))") }
            // A Swift target's C settings reach its Clang importer (SwiftPM
            // passes them as `-Xcc`): a define or a header path changes what
            // an imported C module declares. A header path is relative to the
            // original target's folder, which the copy is not in: it is
            // passed by its absolute path instead.
            case ("c", "define"):
                guard let definition = argument?.string else { continue }
                let parts = definition.split(separator: "=", maxSplits: 1).map(String.init)
                let value = parts.count == 2 ? ", to: \(PackageSummary.literal(parts[1]))" : ""
                c.append(".define(\(PackageSummary.literal(parts.first ?? definition))\(value)\(condition))")
            case ("c", "headerSearchPath"):
                guard let path = argument?.string else { continue }
                let absolute = path.hasPrefix("/") ? path : targetFolder(target, of: package).appendingPathComponent(path).standardizedFileURL.path
                c.append(".unsafeFlags([\"-I\", \(PackageSummary.literal(absolute))]\(condition))")
            case ("c", "unsafeFlags"):
                let flags = (argument?.array ?? []).compactMap(\.string).map(PackageSummary.literal)
                c.append(".unsafeFlags([\(flags.joined(separator: ", "))]\(condition))")
            case ("linker", "linkedLibrary"):
                if let name = argument?.string { linker.append(".linkedLibrary(\(PackageSummary.literal(name))\(condition))") }
            default:
                // Frameworks (Apple platforms only), C++ settings (which
                // reach Swift only with C++ interoperability) and kinds
                // newer than this.
                continue
            }
        }
        let mode = languageMode(of: target, in: package)
        if mode != "6" { swift.append(".swiftLanguageMode(\(languageModeLiteral(mode)))") }

        var resources: [String] = []
        var declared: [String] = []
        for resource in target.resources ?? [] {
            guard let object = resource.object, let path = object["path"]?.string,
                  let (rule, details) = object["rule"]?.object?.first else { continue }
            let relative = relativePath(path, in: target, of: package)
            switch rule {
            case "copy":
                declared.append(".copy(\(PackageSummary.literal(relative)))")
            case "process":
                let localization = details.object?["localization"]?.string
                declared.append(".process(\(PackageSummary.literal(relative))\(localization.map { ", localization: .\($0 == "base" ? "base" : "default")" } ?? ""))")
            case "embedInCode":
                declared.append(".embedInCode(\(PackageSummary.literal(relative)))")
            default:
                continue
            }
            resources.append(relative)
        }
        var arguments: [String] = []
        if !declared.isEmpty { arguments.append("resources: [\(declared.joined(separator: ", "))]") }
        if !c.isEmpty { arguments.append("cSettings: [\(c.joined(separator: ", "))]") }
        if !swift.isEmpty { arguments.append("swiftSettings: [\(swift.joined(separator: ", "))]") }
        if !linker.isEmpty { arguments.append("linkerSettings: [\(linker.joined(separator: ", "))]") }
        return (arguments, resources)
    }

    /// The language mode `target` compiles in: its own setting, else the
    /// package's first, else its tools version's (Swift 6 from 6.0).
    static func languageMode(of target: PackageSummary.Target, in package: PackageSummary) -> String {
        for setting in target.settings ?? [] {
            guard let object = setting.object, object["tool"]?.string == "swift", appliesOnLinux(object["condition"]),
                  let mode = object["kind"]?.object?["swiftLanguageMode"]?.object?["_0"]?.string else { continue }
            return mode
        }
        return package.swiftLanguageModes?.first
            ?? ((package.toolsVersion.flatMap { Int($0.prefix { $0 != "." }) } ?? 6) >= 6 ? "6" : "5")
    }

    /// Whether a setting's condition holds on Linux: none, or one naming
    /// Linux among its platforms (a build for iOS or macOS only does not
    /// apply to the program that draws previews here).
    static func appliesOnLinux(_ condition: JSONValue?) -> Bool {
        guard let platforms = condition?.object?["platformNames"]?.array, !platforms.isEmpty else { return true }
        return platforms.contains { $0.string == "linux" }
    }

    /// `, .when(configuration: .debug)` for a setting limited to one
    /// configuration; empty otherwise.
    static func configurationCondition(_ condition: JSONValue?) -> String {
        guard let configuration = condition?.object?["config"]?.string, ["debug", "release"].contains(configuration) else { return "" }
        return ", .when(configuration: .\(configuration))"
    }

    static func languageModeLiteral(_ mode: String) -> String {
        switch mode {
        case "4": ".v4"
        case "4.2": ".v4_2"
        case "5": ".v5"
        case "6": ".v6"
        default: ".version(\(PackageSummary.literal(mode)))"
        }
    }

    /// The original target's folder.
    static func targetFolder(_ target: PackageSummary.Target, of package: PackageSummary) -> URL {
        URL(fileURLWithPath: package.path).appendingPathComponent(target.path ?? "Sources/\(target.name)").standardizedFileURL
    }

    /// `dump-package` gives resource paths relative to the target's folder;
    /// an absolute one is made so.
    static func relativePath(_ path: String, in target: PackageSummary.Target, of package: PackageSummary) -> String {
        guard path.hasPrefix("/") else { return path }
        let root = targetFolder(target, of: package).path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// Copies a resource (a file or a folder) from the original target to
    /// its copy, file by file, each only when it is new or changed (by
    /// size and modification date), and removes what the original no
    /// longer has.
    static func copyResource(from source: URL, to destination: URL) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: source.path, isDirectory: &isFolder) else { return }
        if !isFolder.boolValue {
            let from = try manager.attributesOfItem(atPath: source.path)
            if let to = try? manager.attributesOfItem(atPath: destination.path),
               to[.size] as? Int == from[.size] as? Int,
               (to[.modificationDate] as? Date) ?? .distantPast >= (from[.modificationDate] as? Date) ?? .distantFuture {
                return
            }
            try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
            try manager.copyItem(at: source, to: destination)
            return
        }
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        let names = Set(try manager.contentsOfDirectory(atPath: source.path))
        for name in names { try copyResource(from: source.appendingPathComponent(name), to: destination.appendingPathComponent(name)) }
        for name in try manager.contentsOfDirectory(atPath: destination.path) where !names.contains(name) {
            try? manager.removeItem(at: destination.appendingPathComponent(name))
        }
    }
}
