import Foundation
import Hummingbird
import TrellisRender

/// The page's HTTP side, on Hummingbird:
/// - `/` the page (`PreviewPage`);
/// - `/api/state?device=…&orientation=…&appearance=…&textSize=…` the
///   session's state as JSON, the previews drawn for those settings;
/// - `/renders/<generation>/<settings>/<n>.png` and `<n>.html` a drawing of
///   that state, as a picture and as a page with the view debugger;
/// - `/fonts/<name>` the fonts those pages use;
/// - `/events` Server-Sent Events, one `update` each time the state
///   changes, so the page asks again.
/// Anything else is a 404; a query it does not understand is a 400 that
/// says what it takes.
public enum PreviewServer {
    /// The routes, on `session`.
    public static func router(session: PreviewSession) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/") { _, _ in
            html(PreviewPage.html)
        }
        router.get("/api/state") { request, _ -> Response in
            var query: [String: String] = [:]
            for (key, value) in request.uri.queryParameters { query[String(key)] = String(value) }
            let settings: RenderSettings
            do { settings = try RenderSettings(query: query) } catch {
                return text("\(error)\n", status: .badRequest)
            }
            let state = await session.state(for: settings)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let body = (try? encoder.encode(state)) ?? Data("{}".utf8)
            return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
        router.get("/renders/:generation/:key/:file") { _, context -> Response in
            guard let generation = context.parameters.get("generation"), let key = context.parameters.get("key"),
                  let file = context.parameters.get("file"),
                  let url = await session.drawing(generation: generation, key: key, file: file),
                  let data = try? Data(contentsOf: url)
            else { return text("no such drawing (the previews were rebuilt since?)\n", status: .notFound) }
            let type = file.hasSuffix(".html") ? "text/html; charset=utf-8" : "image/png"
            return Response(status: .ok, headers: [.contentType: type, .cacheControl: "max-age=3600"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/fonts/:name") { _, context -> Response in
            // Only the font files the HTML pages name (fonts-inter's).
            guard let name = context.parameters.get("name"),
                  name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }), !name.hasPrefix("."),
                  name.hasSuffix(".otf") || name.hasSuffix(".ttf"), let data = HTMLFonts.file(named: name)
            else { return text("no such font\n", status: .notFound) }
            return Response(status: .ok, headers: [.contentType: name.hasSuffix(".otf") ? "font/otf" : "font/ttf", .cacheControl: "max-age=86400"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
        }
        router.get("/events") { _, _ -> Response in
            let updates = await session.updates()
            return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                            body: ResponseBody { writer in
                                for await generation in updates {
                                    try await writer.write(ByteBuffer(string: "event: update\ndata: \(generation)\n\n"))
                                }
                                try await writer.finish(nil)
                            })
        }
        return router
    }

    static func html(_ page: String) -> Response {
        Response(status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: page)))
    }

    static func text(_ message: String, status: HTTPResponse.Status) -> Response {
        Response(status: status, headers: [.contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
    }

    /// Serves `session` on `host`:`port` until the process is asked to stop
    /// (SIGINT or SIGTERM), watching the package's sources and rebuilding
    /// on every save. `ready` is told the address once the server listens.
    public static func run(session: PreviewSession, host: String, port: Int, ready: @escaping @Sendable (String) -> Void) async throws {
        let watcher = SourceWatcher(package: session.options.package)
        let app = Application(
            router: router(session: session),
            configuration: .init(address: .hostname(host, port: port), serverName: "trellis-preview"),
            onServerRunning: { channel in
                ready("http://\(host):\(channel.localAddress?.port ?? port)/")
            }
        )
        try await withThrowingDiscardingTaskGroup { group in
            group.addTask { await session.rebuild() }
            group.addTask { await watcher.watch { await session.rebuild() } }
            try await app.runService()
            group.cancelAll()
        }
    }
}
