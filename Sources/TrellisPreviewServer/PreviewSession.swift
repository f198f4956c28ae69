import Foundation
import TrellisPreviewHost

/// One package being previewed: finds its previews, builds the host
/// program, runs it for the settings the page asks for, and tells the page
/// when anything changed. Builds run one at a time; a save during a build
/// starts another after it.
public actor PreviewSession {
    public struct Options: Sendable {
        /// The previewed package's folder.
        public var package: URL
        /// Where the host package, its build and the drawings go
        /// (`.build/trellis-preview` in the package by default).
        public var folder: URL
        /// The host's build folder (`folder/build` by default); another
        /// build of Trellis can be reused by naming its folder.
        public var buildFolder: URL
        public var swift: String = swiftExecutable()
        public var buildTimeout: TimeInterval = 900
        public var renderTimeout: TimeInterval = 120
        /// Where progress goes (the terminal).
        public var log: @Sendable (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }

        public init(package: URL, folder: URL? = nil, buildFolder: URL? = nil) {
            self.package = package.standardizedFileURL
            self.folder = folder ?? self.package.appendingPathComponent(".build/trellis-preview")
            self.buildFolder = buildFolder ?? self.folder.appendingPathComponent("build")
        }
    }

    public enum Phase: String, Codable, Sendable {
        case starting, building, ready, failed
    }

    /// What the page shows, as `/api/state` sends it.
    public struct State: Codable, Sendable {
        /// Counts successful builds; drawings are named by it.
        public var generation: Int
        public var phase: Phase
        /// The last failed build's errors (empty once a build succeeds).
        public var diagnostics: [BuildDiagnostic]
        public var settings: RenderSettings
        public var previews: [PreviewHost.Entry]
        /// Previews the host cannot reach, with why.
        public var unreachable: [BuildDiagnostic]
        /// Why drawing failed as a whole (the host crashed, say).
        public var renderError: String?
        /// Seconds the last build and the last drawing took.
        public var buildSeconds: Double?
        public var renderSeconds: Double?
        /// Where a preview's PNG is served: `/renders/<generation>/<key>/`.
        public var renderPath: String
    }

    struct Render: Sendable {
        var entries: [PreviewHost.Entry]
        var error: String?
        var folder: URL
        var seconds: Double
    }

    let options: Options
    private var summary: PackageSummary?
    private var manifestStamp: Date?
    private var generation = 0
    private var phase = Phase.starting
    private var diagnostics: [BuildDiagnostic] = []
    private var unreachable: [BuildDiagnostic] = []
    private var buildSeconds: Double?
    private var renders: [RenderSettings: Task<Render, Never>] = [:]
    private var listeners: [UUID: AsyncStream<Int>.Continuation] = [:]
    private var changes = 0
    private var building = false

    public init(options: Options) {
        self.options = options
    }

    // MARK: - Building

    /// Scans, writes the host and builds it; on success draws the standard
    /// settings so the page updates at once. Returns once the build (and
    /// any build asked for while it ran) is over.
    public func rebuild() async {
        changes += 1
        guard !building else { return }
        building = true
        defer { building = false }
        while changes > 0 {
            changes = 0
            await buildOnce()
        }
    }

    private func buildOnce() async {
        phase = .building
        notify()
        guard await buildHost() else { return }
        generation += 1
        diagnostics = []
        renders = [:]
        phase = .ready
        options.log(String(format: "trellis preview: built in %.1f s", buildSeconds ?? 0))
        let render = await render(.standard)
        removeOldDrawings()
        options.log(String(format: "trellis preview: drew %d preview(s) in %.1f s%@", render.entries.count, render.seconds,
                           render.error.map { ": \($0)" } ?? ""))
        notify()
    }

    /// The host program `buildHost()` builds.
    public nonisolated var hostExecutable: URL {
        options.buildFolder.appendingPathComponent("debug/\(HostPackage.productName)")
    }

    /// The last failed build's errors, and the previews the host cannot reach.
    public var buildErrors: [BuildDiagnostic] { diagnostics }
    public var unreachablePreviews: [BuildDiagnostic] { unreachable }

    /// Scans the package, writes the host package and builds it (at
    /// `hostExecutable`), as each save does, without drawing anything: for
    /// `trellis explain --preview` too. False when the build failed, its
    /// errors in `buildErrors`.
    public func buildHost() async -> Bool {
        let start = Date()
        options.log("trellis preview: building \(options.package.lastPathComponent)…")
        do {
            let summary = try await packageSummary()
            var previews: [PreviewDeclaration] = []
            for (module, path) in summary.sourceFiles {
                guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
                previews += PreviewScanner.previews(in: source, module: module, path: path)
            }
            let host = try HostPackage(package: summary, previews: previews,
                                       checkouts: options.package.appendingPathComponent(".build/checkouts"))
            let hostFolder = options.folder.appendingPathComponent("host")
            try host.write(to: hostFolder)
            unreachable = host.unreachable.map {
                BuildDiagnostic(file: $0.path, line: $0.line, column: $0.column,
                                message: host.reasons[$0.symbol] ?? "`trellis preview` cannot reach this preview")
            }
            // The manifests' cache in the build folder, not the user's shared
            // one: other builds on the machine evict shared entries, and then
            // every save compiles the manifests of the host, the package,
            // Trellis and each of their dependencies again: 32 of them, 22 to
            // 37 s of a build that is 3 s with them cached (BENCHMARKS.md).
            let arguments = [
                "build", "--package-path", hostFolder.path,
                "--scratch-path", options.buildFolder.path, "--product", HostPackage.productName,
                "--manifest-cache", "local",
            ]
            let resolved = hostFolder.appendingPathComponent("Package.resolved").path
            let resolvedBefore = try? FileManager.default.attributesOfItem(atPath: resolved)[.modificationDate] as? Date
            var result = try await runProcess(options.swift, arguments, timeout: options.buildTimeout)
            // A build that wrote Package.resolved (the host's first, or one
            // after its manifest changed) leaves a build plan SwiftPM makes
            // again on the next build (14 s of a 17 s build at load 15;
            // BENCHMARKS.md). Build once more now, nothing to compile, so
            // that the next save does not wait for it.
            let resolvedAfter = try? FileManager.default.attributesOfItem(atPath: resolved)[.modificationDate] as? Date
            if result.status == 0, resolvedAfter != resolvedBefore {
                result = try await runProcess(options.swift, arguments, timeout: options.buildTimeout)
            }
            buildSeconds = Date().timeIntervalSince(start)
            guard result.status == 0 else {
                // An error in a copy of an executable target names the original.
                var errors = BuildDiagnostic.errors(in: result.output).map { error in
                    var error = error
                    error.file = error.file.map { host.originalPath(of: $0, hostFolder: hostFolder.standardizedFileURL) }
                    return error
                }
                if errors.isEmpty {
                    let tail = result.output.split(separator: "\n").suffix(20).joined(separator: "\n")
                    errors = [BuildDiagnostic(message: result.timedOut ? "the build took over \(Int(options.buildTimeout)) s and was stopped" : tail)]
                }
                fail(errors)
                return false
            }
        } catch {
            buildSeconds = Date().timeIntervalSince(start)
            fail([BuildDiagnostic(message: "\(error)")])
            return false
        }
        return true
    }

    private func fail(_ errors: [BuildDiagnostic]) {
        diagnostics = errors
        phase = .failed
        for error in errors.prefix(10) {
            let place = error.file.map { "\($0):\(error.line ?? 0):\(error.column ?? 0): " } ?? ""
            options.log("trellis preview: \(place)error: \(error.message)")
        }
        notify()
    }

    /// The package's targets and products, read again when its manifest
    /// changed.
    private func packageSummary() async throws -> PackageSummary {
        let manifest = options.package.appendingPathComponent("Package.swift")
        let stamp = (try? FileManager.default.attributesOfItem(atPath: manifest.path)[.modificationDate]) as? Date
        if let summary, stamp == manifestStamp { return summary }
        let result = try await runProcess(options.swift, [
            "package", "--package-path", options.package.path,
            "--scratch-path", options.folder.appendingPathComponent("package").path, "dump-package",
        ], timeout: options.buildTimeout)
        guard result.status == 0, let start = result.output.firstIndex(of: "{") else {
            throw DescribeError(output: result.output)
        }
        // SwiftPM may print warnings before the JSON.
        let described = try PackageSummary(dump: Data(result.output[start...].utf8), folder: options.package.path)
        summary = described
        manifestStamp = stamp
        return described
    }

    struct DescribeError: Error, CustomStringConvertible {
        let output: String
        var description: String { "swift package dump-package failed: " + output.split(separator: "\n").suffix(10).joined(separator: "\n") }
    }

    // MARK: - Drawing

    /// The drawings for `settings` from the current build, made now if
    /// they are not yet (each settings once per build, however many ask).
    func render(_ settings: RenderSettings) async -> Render {
        if let task = renders[settings] { return await task.value }
        let folder = options.folder.appendingPathComponent("renders/\(generation)/\(settings.key)")
        let binary = hostExecutable.path
        let timeout = options.renderTimeout
        let task = Task<Render, Never> {
            let start = Date()
            do {
                let result = try await runProcess(binary, ["--output", folder.path] + settings.hostArguments, timeout: timeout)
                let seconds = Date().timeIntervalSince(start)
                guard result.status == 0 else {
                    let reason = result.timedOut ? "drawing took over \(Int(timeout)) s and was stopped"
                        : "the preview program stopped (status \(result.status)): " + result.output.split(separator: "\n").suffix(15).joined(separator: "\n")
                    return Render(entries: [], error: reason, folder: folder, seconds: seconds)
                }
                let index = try Data(contentsOf: folder.appendingPathComponent("index.json"))
                let entries = try JSONDecoder().decode([PreviewHost.Entry].self, from: index)
                return Render(entries: entries, error: nil, folder: folder, seconds: seconds)
            } catch {
                return Render(entries: [], error: "\(error)", folder: folder, seconds: Date().timeIntervalSince(start))
            }
        }
        renders[settings] = task
        return await task.value
    }

    private func removeOldDrawings() {
        let renders = options.folder.appendingPathComponent("renders")
        let old = (try? FileManager.default.contentsOfDirectory(atPath: renders.path)) ?? []
        for name in old where Int(name).map({ $0 < generation }) ?? true {
            try? FileManager.default.removeItem(at: renders.appendingPathComponent(name))
        }
    }

    /// The page's state for `settings`, drawing them when the build is
    /// ready and they are not drawn yet.
    public func state(for settings: RenderSettings) async -> State {
        var render: Render?
        if phase == .ready || (phase == .building && generation > 0) || (phase == .failed && generation > 0) {
            render = await self.render(settings)
        }
        return State(generation: generation, phase: phase, diagnostics: diagnostics, settings: settings,
                     previews: render?.entries ?? [], unreachable: unreachable, renderError: render?.error,
                     buildSeconds: buildSeconds, renderSeconds: render?.seconds,
                     renderPath: "/renders/\(generation)/\(settings.key)/")
    }

    /// The PNG a drawing path names, if this build drew it: the path is
    /// looked up, never joined onto the file system.
    public func drawing(generation requested: String, key: String, file: String) async -> URL? {
        guard Int(requested) == generation,
              let task = renders.first(where: { $0.key.key == key })?.value else { return nil }
        let render = await task.value
        guard render.entries.contains(where: { $0.png == file || $0.html == file }) else { return nil }
        return render.folder.appendingPathComponent(file)
    }

    // MARK: - Telling the page

    /// Yields the generation each time the state changes (a build starts,
    /// fails or finishes).
    public func updates() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = UUID()
        listeners[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeListener(id) }
        }
        continuation.yield(generation)
        return stream
    }

    private func removeListener(_ id: UUID) {
        listeners[id] = nil
    }

    private func notify() {
        for listener in listeners.values { listener.yield(generation) }
    }
}
