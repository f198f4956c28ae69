import ArgumentParser
import Foundation
import Trellis
import TrellisPreviewServer
import TrellisRender

/// `trellis explain PACKAGE-OR-SWIFT-FILE --preview NAME`: the report of
/// one `#Preview`, built as `trellis preview` builds it (the same host
/// program, the same build folder) and laid out by that program, which
/// prints the report: the preview's code runs in the package's program,
/// not in this one.
extension Explain {
    /// Whether the target is a package folder or a Swift file: a preview's.
    var explainsAPreview: Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: target, isDirectory: &isFolder) else { return false }
        return isFolder.boolValue || URL(fileURLWithPath: target).pathExtension.lowercased() == "swift"
    }

    /// The package folder: the target, or the nearest folder above the
    /// Swift file with a Package.swift.
    func previewPackage() throws -> URL {
        let url = URL(fileURLWithPath: target, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).absoluteURL.standardizedFileURL
        var folder = url.pathExtension.lowercased() == "swift" ? url.deletingLastPathComponent() : url
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path, url.pathExtension.lowercased() == "swift" else {
                throw ValidationError(url.pathExtension.lowercased() == "swift"
                    ? "\(target) is in no Swift package (no Package.swift above it)"
                    : "\(target) has no Package.swift: name a Swift package's folder, a Swift file in one, or a .storyboard or .xib file")
            }
            folder = parent
        }
    }

    /// The preview to explain, as the host program matches it: `--preview`,
    /// else the only `#Preview` of the Swift file named (by its file and line).
    func previewName() throws -> String {
        if let preview { return preview }
        let url = URL(fileURLWithPath: target)
        guard url.pathExtension.lowercased() == "swift" else {
            throw ValidationError("name the preview to explain with --preview NAME (its name, \"Line N\" or File.swift:N)")
        }
        let source = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        let found = PreviewScanner.previews(in: source, module: "", path: url.path)
        let places = found.map { "\(url.lastPathComponent):\($0.line)" }
        guard found.count == 1 else {
            throw ValidationError(found.isEmpty ? "\(target) has no #Preview"
                : "\(target) has \(found.count) previews (\(places.joined(separator: ", "))): name one with --preview")
        }
        return places[0]
    }

    /// Builds the package's preview program, and has it print the report
    /// (and write the page) of the preview; its exit status is this one's.
    func runPreview() throws {
        let package = try previewPackage()
        let name = try previewName()
        let device = Self.device(named: self.device) ?? .iPhone15
        var options = PreviewSession.Options(package: package, buildFolder: scratchPath.map { URL(fileURLWithPath: $0).absoluteURL })
        // The report goes to standard output; the build's progress does not.
        options.log = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        let session = PreviewSession(options: options)
        let outcome = BuildOutcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            outcome.built = await session.buildHost()
            outcome.errors = await session.buildErrors
            outcome.unreachable = await session.unreachablePreviews
            done.signal()
        }
        done.wait()
        guard outcome.built else {
            for error in outcome.errors {
                let place = error.file.map { "\($0):\(error.line ?? 0):\(error.column ?? 0): " } ?? ""
                FileHandle.standardError.write(Data("\(place)error: \(error.message)\n".utf8))
            }
            throw CommandLineError("the previews of \(package.path) did not build")
        }
        for preview in outcome.unreachable {
            FileHandle.standardError.write(Data("\(preview.file ?? ""):\(preview.line ?? 0): warning: \(preview.message)\n".utf8))
        }
        var arguments = ["--explain", name, "--device", device.name, "--orientation", landscape ? "landscapeLeft" : "portrait",
                         "--appearance", dark ? "dark" : "light"]
        if let html { arguments += ["--html", URL(fileURLWithPath: html).absoluteURL.path] }
        if let constraints { arguments += ["--constraints", URL(fileURLWithPath: constraints).absoluteURL.path] }
        if failOnProblems { arguments.append("--fail-on-problems") }
        let host = Process()
        host.executableURL = session.hostExecutable
        host.arguments = arguments
        do {
            try host.run()
        } catch {
            throw CommandLineError("cannot run the preview program \(session.hostExecutable.path): \(error)")
        }
        host.waitUntilExit()
        // 1: problems, with --fail-on-problems; 2: the program's own
        // refusal (no such preview), already printed.
        if host.terminationReason == .uncaughtSignal {
            throw CommandLineError("the preview program stopped on signal \(host.terminationStatus) while laying out \"\(name)\"")
        }
        if host.terminationStatus != 0 { throw ExitCode(host.terminationStatus) }
    }

    /// The build's result, handed from its task to the waiting thread.
    final class BuildOutcome: @unchecked Sendable {
        var built = false
        var errors: [BuildDiagnostic] = []
        var unreachable: [BuildDiagnostic] = []
    }
}
