import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Why live weather could not be had.
public enum WeatherClientError: Error, Equatable, CustomStringConvertible {
    case http(status: Int, url: String)
    case network(String)
    case decoding(WeatherDataError)

    public var description: String {
        switch self {
        case let .http(status, url): "Open-Meteo answered HTTP \(status) for \(url)"
        case let .network(reason): "could not reach Open-Meteo: \(reason)"
        case let .decoding(error): "Open-Meteo's answer could not be read: \(error)"
        }
    }
}

/// Open-Meteo's forecast API (free, no key): °F, mph, the place's own time
/// zone, eight days. The transport is URLSession unless a test gives another.
public struct OpenMeteoClient: Sendable {
    public typealias Transport = @Sendable (URLRequest) async throws -> (Data, URLResponse)

    public var baseURL = URL(string: "https://api.open-meteo.com/v1/forecast")!
    public var timeout: TimeInterval = 10
    public var days = 8
    private let transport: Transport

    public init(transport: Transport? = nil) {
        self.transport = transport ?? { request in try await URLSession.shared.data(for: request) }
    }

    public func request(latitude: Double, longitude: Double) -> URLRequest {
        var components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false)!
        components.queryItems = OpenMeteoFormat.query(latitude: latitude, longitude: longitude, days: days)
        var request = URLRequest(url: components.url!)
        request.timeoutInterval = timeout
        return request
    }

    /// A network error in a line: Foundation's description ("Could not
    /// resolve host: api.open-meteo.com") rather than its whole dump.
    static func reason(_ error: Error) -> String {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        if let text = underlying?.userInfo[NSLocalizedDescriptionKey] as? String ?? error.userInfo[NSLocalizedDescriptionKey] as? String {
            return "\(text) (\(error.domain) \(error.code))"
        }
        return "\(error)"
    }

    /// The forecast and the raw answer (for the cache).
    public func forecast(latitude: Double, longitude: Double) async throws -> (report: WeatherReport, data: Data) {
        let request = request(latitude: latitude, longitude: longitude)
        let data: Data, response: URLResponse
        do { (data, response) = try await transport(request) } catch { throw WeatherClientError.network(Self.reason(error)) }
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw WeatherClientError.http(status: http.statusCode, url: request.url?.absoluteString ?? "?")
        }
        do { return (try OpenMeteoFormat.decode(data), data) } catch let error as WeatherDataError {
            throw WeatherClientError.decoding(error)
        }
    }
}

/// The last good answer per place, on disk. Only data that decodes is
/// stored, and it replaces the file atomically, so a bad answer never
/// overwrites a good one.
public struct WeatherCache: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// ~/.cache/rainstorm (or $XDG_CACHE_HOME/rainstorm).
    public static var standard: WeatherCache {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return WeatherCache(directory: base.appendingPathComponent("rainstorm"))
    }

    func file(latitude: Double, longitude: Double) -> URL {
        directory.appendingPathComponent(String(format: "forecast_%.3f_%.3f.json", latitude, longitude))
    }

    public func load(latitude: Double, longitude: Double) -> WeatherReport? {
        guard let data = try? Data(contentsOf: file(latitude: latitude, longitude: longitude)) else { return nil }
        return try? OpenMeteoFormat.decode(data)
    }

    /// Stores `data` if it decodes; throws otherwise, leaving the old file.
    public func store(_ data: Data, latitude: Double, longitude: Double) throws {
        _ = try OpenMeteoFormat.decode(data)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try data.write(to: file(latitude: latitude, longitude: longitude), options: .atomic)
    }
}

/// Where the app gets its weather: the bundled sample by default; live
/// data when asked, falling back to the last good answer, then to the sample.
public struct WeatherService: Sendable {
    public enum Source: Equatable, Sendable {
        case sample, live, cache
    }

    public var client: OpenMeteoClient
    public var cache: WeatherCache

    public init(client: OpenMeteoClient = OpenMeteoClient(), cache: WeatherCache = .standard) {
        self.client = client
        self.cache = cache
    }

    /// The weather, where it came from, and what went wrong on the way (if anything).
    public func weather(latitude: Double, longitude: Double, live: Bool) async -> (report: WeatherReport, source: Source, problem: Error?) {
        guard live else { return (try! SampleWeather.cupertino(), .sample, nil) }
        do {
            let (report, data) = try await client.forecast(latitude: latitude, longitude: longitude)
            var problem: Error?
            do { try cache.store(data, latitude: latitude, longitude: longitude) } catch { problem = error }
            return (report, .live, problem)
        } catch {
            if let cached = cache.load(latitude: latitude, longitude: longitude) { return (cached, .cache, error) }
            return (try! SampleWeather.cupertino(), .sample, error)
        }
    }
}
