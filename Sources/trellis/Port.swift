import ArgumentParser
import Foundation
import TrellisPort

/// `trellis port`: brings iOS sources to Linux (docs/porting.md).
///
///     trellis port --in-place [--dry-run] FILES…      rewrite files kept for both platforms
///     trellis port APP-FOLDER --output PACKAGE-FOLDER  write a Swift package of the app
///
/// The summary lists every rewrite and everything left as it was, with
/// file and line. The status is 0 when everything was ported or reported,
/// 64 on a usage error, 1 when the folder holds no app or the output cannot
/// be written.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Port iOS sources to Trellis: rewrite files in place, or an app folder into a Swift package."
    )

    @Argument(help: "With --in-place, the Swift files to rewrite; else the app's folder (an Xcode project folder).")
    var paths: [String] = []

    @Flag(help: "Rewrite the given files, keeping them compilable on iOS (#if canImport(ObjectiveC) where needed).")
    var inPlace = false

    @Flag(help: "Print a unified diff instead of writing.")
    var dryRun = false

    @Option(help: "The package folder to write the ported app to.")
    var output: String?

    @Option(help: "The Trellis checkout the package depends on (default: the one this command was built from).")
    var trellisPath: String?

    func validate() throws {
        if paths.isEmpty { throw ValidationError(inPlace ? "name the files to port" : "name the app's folder") }
        if inPlace {
            if output != nil { throw ValidationError("--output and --in-place exclude each other") }
        } else {
            if paths.count != 1 { throw ValidationError("name one app folder (or use --in-place FILES…)") }
            if output == nil && !dryRun { throw ValidationError("name the package folder with --output") }
        }
    }

    func run() throws {
        if inPlace {
            let summary = Self.portFiles(paths, dryRun: dryRun)
            print(summary.text, terminator: "")
        } else {
            try portApp()
        }
    }

    /// Ports each file in place (or prints its diff), then the summary.
    static func portFiles(_ paths: [String], dryRun: Bool) -> (text: String, changed: Int) {
        var text = ""
        var entries: [PortEntry] = []
        var problems: [PortEntry] = []
        var changed = 0
        // Methods of every file, for selectors naming a method declared in another.
        var index = MethodIndex()
        for path in paths {
            if let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) { index.add(source: source) }
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
                problems.append(PortEntry(file: path, line: 0, rule: "read", message: "not a readable UTF-8 file; skipped"))
                continue
            }
            let result = SourcePorter.port(source, file: path, options: PortOptions(keepsIOSSpelling: true, index: index))
            entries += result.changes
            problems += result.problems
            guard result.changed else { continue }
            changed += 1
            if dryRun {
                let relative = !path.hasPrefix("/")
                text += UnifiedDiff.make(old: result.original, new: result.ported,
                                         oldName: relative ? "a/" + path : path, newName: relative ? "b/" + path : path)
            } else if (try? Data(result.ported.utf8).write(to: URL(fileURLWithPath: path))) == nil {
                problems.append(PortEntry(file: path, line: 0, rule: "write", message: "cannot be written"))
            }
        }
        text += summary(changes: entries, problems: problems, files: paths.count, changed: changed, dryRun: dryRun)
        if !entries.isEmpty { text += spellings(of: entries) }
        return (text, changed)
    }

    static func summary(changes: [PortEntry], problems: [PortEntry], files: Int, changed: Int, dryRun: Bool) -> String {
        var text = "\n== trellis port: \(changes.count) rewrite\(changes.count == 1 ? "" : "s") in \(changed) of \(files) file\(files == 1 ? "" : "s")"
        text += dryRun ? " (dry run: nothing written)\n" : "\n"
        for entry in changes { text += "\(entry)\n" }
        if !problems.isEmpty {
            text += "== left as it was (\(problems.count)):\n"
            for entry in problems { text += "\(entry)\n" }
        }
        return text
    }

    /// Which of the rules used share one spelling with iOS and which put
    /// the iOS original in an `#if canImport(ObjectiveC)` branch (docs/porting.md).
    static func spellings(of entries: [PortEntry]) -> String {
        let shared = ["notification", "required-init", "extension-override"]
        let branched = ["objc", "outlet", "action", "launch"]
        let rules = Set(entries.map(\.rule))
        var one = shared.filter(rules.contains)
        var branch = branched.filter(rules.contains)
        if entries.contains(where: { $0.rule == "target-action" && !$0.message.contains("#if branch") }) { one.insert("target-action (UIAction, iOS 14)", at: 0) }
        if entries.contains(where: { $0.rule == "target-action" && $0.message.contains("#if branch") }) { branch.insert("gesture recognizers", at: 0) }
        var text = ""
        if !one.isEmpty { text += "== one spelling for iOS and Linux: \(one.joined(separator: ", "))\n" }
        if !branch.isEmpty { text += "== iOS spelling kept in #if canImport(ObjectiveC): \(branch.joined(separator: ", "))\n" }
        return text
    }

    /// The Trellis checkout this command was built from: Sources/trellis/Port.swift's grandparent.
    static var defaultTrellisPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }

    private func portApp() throws {
        let folder = URL(fileURLWithPath: paths[0])
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(paths[0]): not a folder")
        }
        let outputFolder = URL(fileURLWithPath: output ?? NSTemporaryDirectory() + "/trellis-port-dry-run")
        let porter = AppPorter(appFolder: folder, output: outputFolder, trellisPath: trellisPath ?? Self.defaultTrellisPath)
        let result = try porter.run()
        let changes = result.sources.flatMap(\.changes)
        let problems = result.problems + result.sources.flatMap(\.problems)
        if dryRun {
            for source in result.sources where source.changed {
                print(UnifiedDiff.make(old: source.original, new: source.ported, oldName: "a/" + source.file, newName: "b/" + source.file), terminator: "")
            }
        }
        print(Self.summary(changes: changes, problems: problems, files: result.sources.count,
                           changed: result.sources.filter(\.changed).count, dryRun: dryRun), terminator: "")
        guard !result.appName.isEmpty else {
            // Nothing was ported: a script must not go on as if it had been.
            throw ExitCode(1)
        }
        if !dryRun {
            print("== wrote \(outputFolder.path): `cd \(outputFolder.path) && swift run \(result.appName) --output screens`")
        }
    }
}
