import Foundation
import Hummingbird
import Testing
@testable import TrellisPreviewServer
#if canImport(Glibc)
import Glibc
#endif

/// The page's server, listening on a loopback port, answers every request
/// without trapping: odd paths, odd queries, bytes that are not valid
/// percent-encoding and paths that try to leave the drawings folder get a
/// 400 or a 404 that says why. Requests are written to the socket by hand
/// (HummingbirdTesting's client would bring async-http-client and
/// BoringSSL into the build, and no HTTP client sends malformed targets).
@Suite struct PreviewServerTests {
    struct Reply {
        var status: Int
        var head: String
        var body: String
    }

    /// Runs `body` with a server on a free loopback port, for a session on
    /// a package that was never built: its state is "starting".
    func withServer(_ body: @Sendable (Int) async throws -> Void) async throws {
        let options = PreviewSession.Options(package: URL(fileURLWithPath: "/nonexistent/App"))
        let (ports, found) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: PreviewServer.router(session: PreviewSession(options: options)),
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in found.yield(channel.localAddress?.port ?? 0) }
        )
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        var next = ports.makeAsyncIterator()
        let port = try #require(await next.next())
        defer { server.cancel() }
        try await body(port)
    }

    /// Sends `request` as is and reads the reply (up to `limit` bytes, or
    /// until the server closes), on a thread of its own: the calls block.
    /// With `until`, reading also stops once the reply contains it (an
    /// event stream never closes, and its head and first event may come in
    /// one read or in two).
    func send(_ request: String, port: Int, limit: Int = 1 << 20, until: String? = nil) async -> Reply? {
        await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: Self.exchange(request, port: port, limit: limit, until: until))
            }.start()
        }
    }

    static func exchange(_ request: String, port: Int, limit: Int, until: String? = nil) -> Reply? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ Glibc.send(socket, $0.baseAddress, $0.count, 0) }) == bytes.count else { return nil }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while received.count < limit {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += buffer[..<count]
            if let until, String(decoding: received, as: UTF8.self).contains(until) { break }
        }
        let text = String(decoding: received, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n").first, statusLine.hasPrefix("HTTP/1.1 "),
              let status = Int(statusLine.dropFirst(9).prefix(3)) else { return nil }
        let parts = text.components(separatedBy: "\r\n\r\n")
        return Reply(status: status, head: parts[0], body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    func get(_ target: String, port: Int) async -> Reply? {
        await send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", port: port)
    }

    @Test func thePageNamesEveryControl() async throws {
        try await withServer { port in
            let reply = try #require(await get("/", port: port))
            #expect(reply.status == 200)
            for control in ["id=\"device\"", "id=\"orientation\"", "id=\"appearance\"", "id=\"textSize\"", "iPhone 15 Pro Max", "\"ax5\""] {
                #expect(reply.body.contains(control), "\(control)")
            }
        }
    }

    @Test func theStateOfAnUnbuiltPackageIsStarting() async throws {
        try await withServer { port in
            let reply = try #require(await get("/api/state?device=iPhone%20SE%20(3rd%20generation)&orientation=landscapeLeft", port: port))
            #expect(reply.status == 200)
            let json = try #require(reply.body.firstIndex(of: "{").map { String(reply.body[$0...]) })
            let state = try JSONDecoder().decode(PreviewSession.State.self, from: Data(json.utf8))
            #expect(state.phase == .starting)
            #expect(state.settings.device == "iPhone SE (3rd generation)")
            #expect(state.settings.orientation == "landscapeLeft")
            #expect(state.previews.isEmpty)
        }
    }

    @Test func unknownSettingsAreRefusedWithTheChoices() async throws {
        try await withServer { port in
            let reply = try #require(await get("/api/state?appearance=sepia", port: port))
            #expect(reply.status == 400)
            #expect(reply.body.contains("choose one of light, dark"))
        }
    }

    @Test func eventsArriveAsServerSentEvents() async throws {
        try await withServer { port in
            let reply = try #require(await send("GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", port: port, limit: 4096, until: "data: 0\n\n"))
            #expect(reply.status == 200)
            #expect(reply.head.lowercased().contains("content-type: text/event-stream"))
            #expect(reply.body.contains("event: update\ndata: 0\n\n"))
        }
    }

    @Test func oddRequestsNeverTrap() async throws {
        let long = String(repeating: "x", count: 20_000)
        let targets = [
            "/renders/../../etc/passwd", "/renders/0/d1-portrait-light-l/../../../../etc/passwd", "/renders/1/x/0.png",
            "/renders/-1/%2e%2e/index.json", "/renders/0/d1-portrait-light-l/index.json", "/renders/99999999999999999999/a/b",
            "/fonts/..%2F..%2Fetc%2Fpasswd", "/fonts/.otf", "/fonts/Inter-Nope.otf", "/fonts/passwd",
            "/api/state?device=%ZZ", "/api/state?device=\(long)", "/api/state?textSize=&textSize=l", "/api/state?%00=%00",
            "/api/state?orientation=portrait&orientation=landscapeLeft", "/api/state?device=iPhone+15", "/api/state?=&&&=",
            "//", "/%", "/%%%", "/api/%2e%2e/state", "/\(long)", "/api/state?device=%F0%9F%98%80", "/api/state?device=%C3%28",
            "*", "http://example.com/api/state", "/events/../",
        ]
        try await withServer { port in
            for target in targets {
                let reply = await get(target, port: port)
                #expect(reply.map { [200, 400, 404].contains($0.status) } ?? false, "\(target.prefix(80)): \(reply?.status ?? -1)")
                #expect(!(reply?.body.contains("root:") ?? false), "\(target.prefix(80))")
            }
            for method in ["POST", "PUT", "DELETE", "BREW"] {
                let reply = await send("\(method) /api/state HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", port: port)
                #expect(reply.map { $0.status >= 400 } ?? true, "\(method)")
            }
            // Garbage instead of HTTP: the connection is refused or closed, and the server goes on.
            _ = await send("\u{0}\u{1}GARBAGE\r\n\r\n", port: port)
            #expect(await get("/", port: port)?.status == 200)
        }
    }

    @Test func settingsComeOnlyFromKnownNames() throws {
        #expect(try RenderSettings(query: [:]) == .standard)
        #expect(try RenderSettings(query: ["textSize": "ax3"]).key == "d1-portrait-light-ax3")
        #expect(throws: RenderSettings.Problem.self) { try RenderSettings(query: ["device": "../iPhone"]) }
        #expect(throws: RenderSettings.Problem.self) { try RenderSettings(query: ["textSize": "--output"]) }
    }
}
