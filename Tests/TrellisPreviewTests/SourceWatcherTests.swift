import Foundation
import Testing
@testable import TrellisPreviewServer

/// The watcher notices a save through inotify, not only by its polling
/// round: with the round set to a minute, a file written into place (as
/// editors and `sed -i` do: a temporary file renamed over the old), a new
/// file in a folder made after the watch began, and a deleted file are
/// each noticed well before it. Waits are bounded; nothing is timed.
@Suite struct SourceWatcherTests {
    final class Changes: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func note() { lock.withLock { count += 1 } }
        var seen: Int { lock.withLock { count } }
    }

    func waitUntil(_ changes: Changes, seen expected: Int) async -> Bool {
        for _ in 0..<500 where changes.seen < expected { try? await Task.sleep(for: .milliseconds(20)) }
        return changes.seen >= expected
    }

    @Test func aSaveIsNoticedWithoutWaitingForThePollingRound() async throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("watcher-\(UUID().uuidString)")
        let sources = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: package) }
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
        let file = sources.appendingPathComponent("View.swift")
        try Data("let a = 1\n".utf8).write(to: file)

        var watcher = SourceWatcher(package: package)
        watcher.interval = .seconds(60)
        let changes = Changes()
        let watching = Task { await watcher.watch { changes.note() } }
        defer { watching.cancel() }
        try await Task.sleep(for: .milliseconds(100))

        try Data("let a = 22\n".utf8).write(to: file, options: .atomic)
        #expect(await waitUntil(changes, seen: 1), "a save written into place was not noticed")

        let folder = sources.appendingPathComponent("Screens")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try await Task.sleep(for: .milliseconds(100))
        try Data("let b = 2\n".utf8).write(to: folder.appendingPathComponent("New.swift"))
        #expect(await waitUntil(changes, seen: 2), "a file in a new folder was not noticed")

        try FileManager.default.removeItem(at: file)
        #expect(await waitUntil(changes, seen: 3), "a deleted file was not noticed")
    }
}
