import ArgumentParser
import Foundation
import TrellisPreviewServer
import TrellisRender

/// `trellis preview`: a live page of every `#Preview` in a package
/// (docs/previews.md).
///
///     trellis preview [PACKAGE-FOLDER] [--port N] [--host 127.0.0.1]
///
/// It builds the previews, serves the page on the loopback address, and
/// rebuilds and updates the page each time a source file is saved, until
/// stopped (Ctrl-C or SIGTERM). Progress and build errors print here too.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Serve a live page of a package's #Preview screens, rebuilt on every save."
    )

    @Argument(help: "The package's folder (default: the current folder).")
    var package: String = "."

    @Option(help: "The port to serve on (0: any free one, printed when ready).")
    var port: Int = 8040

    @Option(help: "The address to serve on. Anything but the loopback address shows your code to the network.")
    var host: String = "127.0.0.1"

    @Option(help: "The folder to build the previews in (default: PACKAGE/.build/trellis-preview/build); name another build of the same Trellis to reuse it.")
    var scratchPath: String?

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port) is not from 0 to 65535") }
        var isFolder: ObjCBool = false
        let manifest = URL(fileURLWithPath: package).appendingPathComponent("Package.swift").path
        guard FileManager.default.fileExists(atPath: package, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("\(package) is not a folder: name the package's folder")
        }
        guard FileManager.default.fileExists(atPath: manifest) else {
            throw ValidationError("\(package) has no Package.swift: name a Swift package's folder")
        }
    }

    func run() throws {
        if !Self.isLoopback(host) {
            FileHandle.standardError.write(Data("warning: serving on \(host): anyone who can reach this machine can see your previews and build errors\n".utf8))
        }
        let packageURL = URL(fileURLWithPath: package, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let options = PreviewSession.Options(package: packageURL.absoluteURL,
                                             buildFolder: scratchPath.map { URL(fileURLWithPath: $0).absoluteURL })
        let session = PreviewSession(options: options)
        let host = host, port = port
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await PreviewServer.run(session: session, host: host, port: port) { address in
                    // Written at once, unbuffered: scripts wait for this line.
                    FileHandle.standardOutput.write(Data("trellis preview: serving \(address)\n".utf8))
                }
            } catch {
                failure.error = error
            }
            done.signal()
        }
        done.wait()
        if let error = failure.error { throw CommandLineError("cannot serve on \(host):\(port): \(error)") }
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The server's error, handed from its task to the waiting thread.
    final class FailureBox: @unchecked Sendable {
        var error: Error?
    }
}
