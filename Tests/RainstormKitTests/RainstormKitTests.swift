import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import RainstormKit

/// Decoding both formats, and every view-model string, from fixtures in
/// the forecast place's time zone (America/Los_Angeles), whatever the
/// machine's time zone.
@Suite struct RainstormKitTests {
    func fixture(_ name: String) throws -> Data {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try Data(contentsOf: url)
    }

    @Test func darkSkyFixturesStillLoad() throws {
        let report = try DarkSkyFormat.decode(fixture("darksky-san-francisco"))
        #expect(report.latitude == 37.8267 && report.timeZone.identifier == "America/Los_Angeles")
        #expect(report.dailyData.count == 8)
        // Partly cloudy skies use the cloudy icon; an unknown condition the clear day.
        #expect(report.current.icon == "cloudy")
        #expect(report.days[7].icon == "clear-day")
        #expect(report.attribution == nil)
    }

    @Test func dayViewModelStrings() throws {
        let day = DayViewModel(weatherData: try DarkSkyFormat.decode(fixture("darksky-san-francisco")))
        #expect(day.date == "Sun, September 2")
        #expect(day.time == "09:41 AM")
        #expect(day.summary == "Partly Cloudy")
        #expect(day.temperature == "68.2\u{00A0}°F")
        #expect(day.windSpeed == "5\u{00A0}MPH")
        #expect(day.icon == .cloudy)
    }

    @Test func weekViewModelStrings() throws {
        let week = WeekViewModel(weatherData: try DarkSkyFormat.decode(fixture("darksky-san-francisco")))
        #expect(week.numberOfDays == 8)
        let sunday = try #require(week.viewModel(for: 0))
        #expect(sunday.day == "Sunday" && sunday.date == "September 2")
        #expect(sunday.temperature == "53.9\u{00A0}°F - 68.2\u{00A0}°F")
        #expect(sunday.windSpeed == "5\u{00A0}MPH" && sunday.icon == .clearDay)
        let monday = try #require(week.viewModel(for: 1))
        #expect(monday.day == "Monday" && monday.date == "September 3")
        #expect(monday.temperature == "55.1\u{00A0}°F - 70.0\u{00A0}°F" && monday.windSpeed == "8\u{00A0}MPH" && monday.icon == .cloudy)
        #expect(week.viewModel(for: 2)?.icon == .rain && week.viewModel(for: 3)?.icon == .wind)
        #expect(week.viewModel(for: 8) == nil && week.viewModel(for: -1) == nil)
        // The cell takes anything that presents a day.
        let representable: WeekDayRepresentable = sunday
        #expect(representable.day == "Sunday")
    }

    @Test func theBundledSampleIsOpenMeteoDataForCupertino() throws {
        let report = try SampleWeather.cupertino()
        #expect(report.attribution == "Weather data by Open-Meteo.com")
        let day = DayViewModel(weatherData: report)
        #expect(day.date == "Sun, November 22" && day.time == "09:41 AM")
        #expect(day.summary == "Partly cloudy" && day.temperature == "58.6\u{00A0}°F" && day.windSpeed == "6\u{00A0}MPH" && day.icon == .cloudy)
        let week = WeekViewModel(weatherData: report)
        #expect(week.numberOfDays == 8)
        #expect(week.viewModel(for: 2)?.icon == .rain && week.viewModel(for: 5)?.icon == .fog && week.viewModel(for: 4)?.icon == .clearDay)
        #expect(week.viewModel(for: 0)?.temperature == "44.6\u{00A0}°F - 62.1\u{00A0}°F")
    }

    @Test func wmoCodesMapToIconsAndSummaries() {
        #expect(WMOCode.icon(0, isDay: false) == .clearNight && WMOCode.icon(0, isDay: true) == .clearDay)
        #expect(WMOCode.icon(73, isDay: true) == .snow && WMOCode.icon(67, isDay: true) == .sleet && WMOCode.icon(48, isDay: true) == .fog)
        #expect(WMOCode.summary(53) == "Moderate drizzle" && WMOCode.summary(95) == "Thunderstorm")
        #expect(WMOCode.icon(42, isDay: true) == .clearDay && WMOCode.summary(42) == "Unknown conditions (WMO code 42)")
    }

    @Test func decodingErrorsNameTheField() throws {
        let sample = try JSONSerialization.jsonObject(with: SampleWeather.cupertinoData()) as? [String: Any]
        var missing = try #require(sample)
        var daily = try #require(missing["daily"] as? [String: Any])
        daily["temperature_2m_max"] = nil
        missing["daily"] = daily
        #expect(throws: WeatherDataError.malformed(field: "daily.temperature_2m_max", reason: "missing")) {
            try OpenMeteoFormat.decode(JSONSerialization.data(withJSONObject: missing))
        }
        var wrong = try #require(sample)
        var values = try #require((wrong["daily"] as? [String: Any])?["temperature_2m_min"] as? [Any])
        values[3] = "warm"
        daily = try #require(wrong["daily"] as? [String: Any])
        daily["temperature_2m_min"] = values
        wrong["daily"] = daily
        #expect(throws: WeatherDataError.malformed(field: "daily.temperature_2m_min[3]", reason: "expected Double")) {
            try OpenMeteoFormat.decode(JSONSerialization.data(withJSONObject: wrong))
        }
        var short = try #require(sample)
        daily = try #require(short["daily"] as? [String: Any])
        daily["weather_code"] = [1, 2]
        short["daily"] = daily
        #expect(throws: WeatherDataError.inconsistent("daily.weather_code has 2 values for 8 days")) {
            try OpenMeteoFormat.decode(JSONSerialization.data(withJSONObject: short))
        }
        #expect(throws: WeatherDataError.self) { try OpenMeteoFormat.decode(Data("<html>busy</html>".utf8)) }
        #expect(throws: WeatherDataError.malformed(field: "currently", reason: "missing")) {
            try DarkSkyFormat.decode(Data(#"{"latitude": 1, "longitude": 2, "daily": {"data": []}}"#.utf8))
        }
    }
}

/// The client against fake transports (tests only): the request asks for
/// what the decoder reads, and failures leave the cache intact.
@Suite struct WeatherClientTests {
    func temporaryCache() -> WeatherCache {
        WeatherCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent("rainstorm-test-\(UUID().uuidString)"))
    }

    static func answering(_ status: Int, _ body: Data) -> OpenMeteoClient.Transport {
        { request in (body, HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!) }
    }

    @Test func theRequestAsksForFahrenheitMphAndTheLocalTimeZone() {
        let url = OpenMeteoClient().request(latitude: 37.32, longitude: -122.03).url!.absoluteString
        for part in ["latitude=37.32", "longitude=-122.03", "temperature_unit=fahrenheit", "wind_speed_unit=mph", "timezone=auto",
                     "forecast_days=8", "timeformat=unixtime", "daily=weather_code,temperature_2m_min,temperature_2m_max,wind_speed_10m_max"] {
            #expect(url.contains(part), "\(part) in \(url)")
        }
        #expect(url.hasPrefix("https://api.open-meteo.com/v1/forecast?"))
    }

    @Test func aGoodAnswerIsShownAndCached() async throws {
        let cache = temporaryCache()
        let service = WeatherService(client: OpenMeteoClient(transport: Self.answering(200, try SampleWeather.cupertinoData())), cache: cache)
        let result = await service.weather(latitude: 37.32, longitude: -122.03, live: true)
        #expect(result.source == .live && result.problem == nil)
        #expect(cache.load(latitude: 37.32, longitude: -122.03)?.days.count == 8)
    }

    @Test func anHTTPErrorOrAMalformedAnswerLeavesTheCacheIntact() async throws {
        let cache = temporaryCache()
        try cache.store(SampleWeather.cupertinoData(), latitude: 1, longitude: 2)
        let before = try Data(contentsOf: cache.file(latitude: 1, longitude: 2))
        for transport in [Self.answering(503, Data("busy".utf8)), Self.answering(200, Data(#"{"latitude": 1}"#.utf8))] {
            let service = WeatherService(client: OpenMeteoClient(transport: transport), cache: cache)
            let result = await service.weather(latitude: 1, longitude: 2, live: true)
            #expect(result.source == .cache)
            #expect(try Data(contentsOf: cache.file(latitude: 1, longitude: 2)) == before)
        }
        let http = await WeatherService(client: OpenMeteoClient(transport: Self.answering(503, Data())), cache: cache)
            .weather(latitude: 1, longitude: 2, live: true).problem as? WeatherClientError
        #expect(http?.description.contains("HTTP 503") == true)
        #expect(throws: WeatherDataError.self) { try cache.store(Data("not json".utf8), latitude: 1, longitude: 2) }
        #expect(try Data(contentsOf: cache.file(latitude: 1, longitude: 2)) == before)
    }

    @Test func offlineWithoutACacheFallsBackToTheSample() async {
        struct Offline: Error {}
        let service = WeatherService(client: OpenMeteoClient(transport: { _ in throw Offline() }), cache: temporaryCache())
        let result = await service.weather(latitude: 5, longitude: 6, live: true)
        #expect(result.source == .sample && result.report.days.count == 8)
        #expect((result.problem as? WeatherClientError).map { "\($0)" }?.contains("could not reach Open-Meteo") == true)
        // Not live: the sample, with no network at all.
        #expect(await WeatherService(client: OpenMeteoClient(transport: { _ in throw Offline() }), cache: temporaryCache())
            .weather(latitude: 5, longitude: 6, live: false).source == .sample)
    }
}
