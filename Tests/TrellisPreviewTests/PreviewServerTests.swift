import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import TrellisPreviewServer

/// The page's server answers every request without trapping: odd paths,
/// odd queries and paths that try to leave the drawings folder get a 400
/// or a 404 that says why.
@Suite struct PreviewServerTests {
    /// A session on a package that was never built: its state is "starting".
    func app() -> some ApplicationProtocol {
        let options = PreviewSession.Options(package: URL(fileURLWithPath: "/nonexistent/App"))
        return Application(router: PreviewServer.router(session: PreviewSession(options: options)))
    }

    @Test func thePageNamesEveryControl() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                let page = String(buffer: response.body)
                for control in ["id=\"device\"", "id=\"orientation\"", "id=\"appearance\"", "id=\"textSize\"", "iPhone 15 Pro Max", "\"ax5\""] {
                    #expect(page.contains(control), "\(control)")
                }
            }
        }
    }

    @Test func theStateOfAnUnbuiltPackageIsStarting() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/api/state?device=iPhone%20SE%20(3rd%20generation)&orientation=landscapeLeft", method: .get) { response in
                #expect(response.status == .ok)
                let state = try JSONDecoder().decode(PreviewSession.State.self, from: Data(buffer: response.body))
                #expect(state.phase == .starting)
                #expect(state.settings.orientation == "landscapeLeft")
                #expect(state.previews.isEmpty)
            }
        }
    }

    @Test func unknownSettingsAreRefusedWithTheChoices() async throws {
        try await app().test(.router) { client in
            try await client.execute(uri: "/api/state?appearance=sepia", method: .get) { response in
                #expect(response.status == .badRequest)
                #expect(String(buffer: response.body).contains("choose one of light, dark"))
            }
        }
    }

    @Test func oddRequestsNeverTrap() async throws {
        let long = String(repeating: "x", count: 20_000)
        let uris = [
            "/renders/../../etc/passwd", "/renders/0/d0-portrait-light-l/../../../../etc/passwd", "/renders/1/x/0.png",
            "/renders/-1/%2e%2e/index.json", "/renders/0/d0-portrait-light-l/index.json", "/renders/99999999999999999999/a/b",
            "/api/state?device=%ZZ", "/api/state?device=\(long)", "/api/state?textSize=&textSize=l", "/api/state?%00=%00",
            "/api/state?orientation=portrait&orientation=landscapeLeft", "/api/state?device=iPhone+15", "/api/state?=&&&=",
            "//", "/%", "/api/%2e%2e/state", "/\(long)", "/api/state#fragment", "/api/state?device=%F0%9F%98%80", "/events/../",
        ]
        try await app().test(.router) { client in
            for uri in uris {
                try await client.execute(uri: uri, method: .get) { response in
                    #expect([.ok, .badRequest, .notFound].contains(response.status), "\(uri.prefix(80)): \(response.status)")
                    #expect(!String(buffer: response.body).contains("root:"), "\(uri.prefix(80))")
                }
            }
            for method in [HTTPRequest.Method.post, .put, .delete] {
                try await client.execute(uri: "/api/state", method: method) { response in
                    #expect(response.status == .notFound || response.status == .methodNotAllowed)
                }
            }
        }
    }

    @Test func settingsComeOnlyFromKnownNames() throws {
        #expect(try RenderSettings(query: [:]) == .standard)
        #expect(try RenderSettings(query: ["textSize": "ax3"]).key == "d1-portrait-light-ax3")
        #expect(throws: RenderSettings.Problem.self) { try RenderSettings(query: ["device": "../iPhone"]) }
        #expect(throws: RenderSettings.Problem.self) { try RenderSettings(query: ["textSize": "--output"]) }
    }
}
