import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices saved files in a package: its manifest and every Swift file
/// under Sources, compared by modification time and size.
///
/// The comparison runs every `interval`, and at once when Linux's inotify
/// reports that a file was written, moved or deleted in one of the watched
/// folders (checked every `eventInterval`, a read that returns at once when
/// nothing happened). Polling alone made a save wait 125 ms on average for
/// the next round, of a save-to-page target of 3 s (issue 24); without
/// inotify (another system, or no watches left) it is what remains.
public struct SourceWatcher: Sendable {
    public var package: URL
    public var interval: Duration = .milliseconds(250)
    public var eventInterval: Duration = .milliseconds(20)

    public init(package: URL) {
        self.package = package
    }

    /// What the watched files look like now.
    /// - Complexity: O(files under Sources).
    public func fingerprint() -> [String: String] {
        fingerprintAndFolders().files
    }

    /// The fingerprint, and the folders it walked (the package's and each
    /// under Sources), which are the ones to watch.
    func fingerprintAndFolders() -> (files: [String: String], folders: [String]) {
        var files: [String: String] = [:]
        var folders = [package.path]
        func note(_ url: URL) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return }
            let date = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            files[url.path] = "\(date)/\(attributes[.size] as? Int ?? 0)"
        }
        note(package.appendingPathComponent("Package.swift"))
        let sources = package.appendingPathComponent("Sources")
        folders.append(sources.path)
        if let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: [.isDirectoryKey]) {
            for case let url as URL in walker {
                if url.pathExtension == "swift" {
                    note(url)
                } else if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                    folders.append(url.path)
                }
            }
        }
        return (files, folders)
    }

    /// Calls `changed` after each round in which a file was saved, added or
    /// removed, until the task is cancelled.
    public func watch(_ changed: @Sendable () async -> Void) async {
        var (last, folders) = fingerprintAndFolders()
        let events = FolderEvents()
        events?.watch(folders)
        var waited = Duration.zero
        while !Task.isCancelled {
            let step = events == nil ? interval : eventInterval
            try? await Task.sleep(for: step)
            waited += step
            let noticed = events?.drain() ?? false
            guard noticed || waited >= interval else { continue }
            waited = .zero
            let now = fingerprintAndFolders()
            // A folder made since the last round is watched from now on.
            if noticed { events?.watch(now.folders) }
            if now.files != last {
                last = now.files
                await changed()
            }
        }
    }
}

#if canImport(Glibc)
/// An inotify instance watching folders for files written, moved in or
/// out, created or deleted (not for each write: a save is noticed once it
/// is closed or renamed into place, as editors and `sed -i` do).
final class FolderEvents: @unchecked Sendable {
    private let descriptor: Int32
    private var watched: Set<String> = []
    private var buffer = [UInt8](repeating: 0, count: 16_384)

    init?() {
        descriptor = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
    }

    deinit { close(descriptor) }

    func watch(_ folders: [String]) {
        let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
        for folder in folders where !watched.contains(folder) {
            if inotify_add_watch(descriptor, folder, mask) >= 0 { watched.insert(folder) }
        }
    }

    /// Reads every pending event; whether there was any.
    func drain() -> Bool {
        var any = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return any }
            any = true
        }
    }
}
#else
final class FolderEvents: Sendable {
    init?() { return nil }
    func watch(_ folders: [String]) {}
    func drain() -> Bool { false }
}
#endif
