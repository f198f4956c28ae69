import Foundation

/// A finished child process: its exit status and what it printed (both
/// streams, in order, through one file, so a chatty build never blocks on
/// a full pipe).
public struct ProcessResult: Sendable {
    public var status: Int32
    public var output: String
    public var timedOut: Bool
}

/// Runs `executable` with `arguments` in `directory`, killing it after
/// `timeout` seconds.
func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval) async throws -> ProcessResult {
    let log = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString).log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice

    let finished = AsyncStream<Void>.makeStream()
    process.terminationHandler = { _ in finished.continuation.finish() }
    try process.run()
    let watchdog = Task {
        try await Task.sleep(for: .seconds(timeout))
        if process.isRunning { process.terminate() }
        return true
    }
    // A cancelled caller (the server stopping) stops the child too.
    await withTaskCancellationHandler {
        for await _ in finished.stream {}
    } onCancel: {
        process.terminate()
    }
    // Foundation on Linux may call the termination handler before it has
    // recorded the status, and `terminationStatus` traps while it thinks
    // the process runs: wait for it (it has exited, so this returns at once).
    process.waitUntilExit()
    watchdog.cancel()
    let timedOut = (try? await watchdog.value) ?? false
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return ProcessResult(status: process.terminationStatus, output: output, timedOut: timedOut)
}

/// The `swift` the tool runs: `$SWIFT`, else the first on `PATH`, else the
/// toolchain's usual place.
func swiftExecutable() -> String {
    let environment = ProcessInfo.processInfo.environment
    if let swift = environment["SWIFT"], FileManager.default.isExecutableFile(atPath: swift) { return swift }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let candidate = "\(folder)/swift"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return "/opt/swift/usr/bin/swift"
}
