import Foundation

/// Why weather data could not be read, naming the field.
public enum WeatherDataError: Error, Equatable, CustomStringConvertible {
    /// A field is missing, or holds the wrong kind of value; `field` is its
    /// path, such as `daily.temperature_2m_max[3]`.
    case malformed(field: String, reason: String)
    /// The daily arrays of an Open-Meteo response have different lengths.
    case inconsistent(String)
    case notJSON(String)

    public var description: String {
        switch self {
        case let .malformed(field, reason): "weather data: \(field): \(reason)"
        case let .inconsistent(reason): "weather data: \(reason)"
        case let .notJSON(reason): "weather data is not JSON: \(reason)"
        }
    }

    /// Turns Foundation's decoding error into one that names the field.
    static func from(_ error: Error) -> WeatherDataError {
        func path(_ context: DecodingError.Context, _ last: CodingKey? = nil) -> String {
            var parts = ""
            for key in context.codingPath + (last.map { [$0] } ?? []) {
                if let index = key.intValue { parts += "[\(index)]" } else { parts += (parts.isEmpty ? "" : ".") + key.stringValue }
            }
            return parts.isEmpty ? "(top level)" : parts
        }
        switch error {
        case let DecodingError.keyNotFound(key, context): return .malformed(field: path(context, key), reason: "missing")
        case let DecodingError.typeMismatch(type, context): return .malformed(field: path(context), reason: "expected \(type)")
        case let DecodingError.valueNotFound(type, context): return .malformed(field: path(context), reason: "null where \(type) was expected")
        case let DecodingError.dataCorrupted(context):
            return context.codingPath.isEmpty ? .notJSON(context.debugDescription) : .malformed(field: path(context), reason: context.debugDescription)
        case let error as WeatherDataError: return error
        default: return .notJSON("\(error)")
        }
    }
}

/// Dark Sky's forecast format (the API closed in 2023; its fixtures still load).
public enum DarkSkyFormat {
    struct Response: Decodable {
        struct Currently: Decodable {
            var time: Double, icon: String, summary: String, windSpeed: Double, temperature: Double
        }
        struct Day: Decodable {
            var time: Double, icon: String, windSpeed: Double, temperatureMin: Double, temperatureMax: Double
        }
        struct Daily: Decodable { var data: [Day] }
        var latitude: Double, longitude: Double, timezone: String?, offset: Double?
        var currently: Currently
        var daily: Daily
    }

    public static func decode(_ data: Data) throws -> WeatherReport {
        let response: Response
        do { response = try JSONDecoder().decode(Response.self, from: data) } catch { throw WeatherDataError.from(error) }
        let zone = response.timezone.flatMap(TimeZone.init(identifier:))
            ?? response.offset.flatMap { TimeZone(secondsFromGMT: Int($0 * 3600)) } ?? TimeZone(identifier: "UTC")!
        let now = response.currently
        return WeatherReport(
            latitude: response.latitude, longitude: response.longitude, timeZone: zone,
            current: CurrentConditions(time: Date(timeIntervalSince1970: now.time), icon: WeatherIcon(condition: now.icon).rawValue,
                                       summary: now.summary, windSpeed: now.windSpeed, temperature: now.temperature),
            days: response.daily.data.map {
                DailyForecast(time: Date(timeIntervalSince1970: $0.time), icon: WeatherIcon(condition: $0.icon).rawValue,
                              windSpeed: $0.windSpeed, temperatureMin: $0.temperatureMin, temperatureMax: $0.temperatureMax)
            })
    }
}

/// Open-Meteo's forecast format (`/v1/forecast` with `current` and `daily`
/// variables, °F, mph, `timeformat=unixtime`, `timezone=auto`).
public enum OpenMeteoFormat {
    struct Response: Decodable {
        struct Current: Decodable {
            var time: Double
            var temperature_2m: Double
            var wind_speed_10m: Double
            var weather_code: Int
            var is_day: Int?
        }
        struct Daily: Decodable {
            var time: [Double]
            var weather_code: [Int]
            var temperature_2m_min: [Double]
            var temperature_2m_max: [Double]
            var wind_speed_10m_max: [Double]
        }
        var latitude: Double, longitude: Double
        var timezone: String?
        var utc_offset_seconds: Int?
        var current: Current
        var daily: Daily
    }

    /// The query Trellis asks Open-Meteo, so the client and tests agree.
    public static func query(latitude: Double, longitude: Double, days: Int = 8) -> [URLQueryItem] {
        [URLQueryItem(name: "latitude", value: String(latitude)), URLQueryItem(name: "longitude", value: String(longitude)),
         URLQueryItem(name: "current", value: "temperature_2m,wind_speed_10m,weather_code,is_day"),
         URLQueryItem(name: "daily", value: "weather_code,temperature_2m_min,temperature_2m_max,wind_speed_10m_max"),
         URLQueryItem(name: "temperature_unit", value: "fahrenheit"), URLQueryItem(name: "wind_speed_unit", value: "mph"),
         URLQueryItem(name: "timeformat", value: "unixtime"), URLQueryItem(name: "timezone", value: "auto"),
         URLQueryItem(name: "forecast_days", value: String(days))]
    }

    public static func decode(_ data: Data) throws -> WeatherReport {
        let response: Response
        do { response = try JSONDecoder().decode(Response.self, from: data) } catch { throw WeatherDataError.from(error) }
        let daily = response.daily
        let count = daily.time.count
        for (name, length) in [("weather_code", daily.weather_code.count), ("temperature_2m_min", daily.temperature_2m_min.count),
                               ("temperature_2m_max", daily.temperature_2m_max.count), ("wind_speed_10m_max", daily.wind_speed_10m_max.count)]
        where length != count {
            throw WeatherDataError.inconsistent("daily.\(name) has \(length) values for \(count) days")
        }
        let zone = response.timezone.flatMap(TimeZone.init(identifier:))
            ?? response.utc_offset_seconds.flatMap(TimeZone.init(secondsFromGMT:)) ?? TimeZone(identifier: "UTC")!
        let now = response.current
        let isDay = (now.is_day ?? 1) != 0
        return WeatherReport(
            latitude: response.latitude, longitude: response.longitude, timeZone: zone,
            current: CurrentConditions(time: Date(timeIntervalSince1970: now.time), icon: WMOCode.icon(now.weather_code, isDay: isDay).rawValue,
                                       summary: WMOCode.summary(now.weather_code), windSpeed: now.wind_speed_10m, temperature: now.temperature_2m),
            days: (0..<count).map { index in
                DailyForecast(time: Date(timeIntervalSince1970: daily.time[index]), icon: WMOCode.icon(daily.weather_code[index], isDay: true).rawValue,
                              windSpeed: daily.wind_speed_10m_max[index], temperatureMin: daily.temperature_2m_min[index],
                              temperatureMax: daily.temperature_2m_max[index])
            },
            attribution: "Weather data by Open-Meteo.com")
    }
}

/// WMO weather interpretation codes (WW), as Open-Meteo documents them,
/// mapped to the app's icons and to a summary.
public enum WMOCode {
    public static func icon(_ code: Int, isDay: Bool) -> WeatherIcon {
        switch code {
        case 0, 1: isDay ? .clearDay : .clearNight
        case 2, 3: .cloudy
        case 45, 48: .fog
        case 51, 53, 55, 61, 63, 65, 80, 81, 82, 95, 96, 99: .rain
        case 56, 57, 66, 67: .sleet
        case 71, 73, 75, 77, 85, 86: .snow
        default: .clearDay
        }
    }

    public static func summary(_ code: Int) -> String {
        switch code {
        case 0: "Clear sky"
        case 1: "Mainly clear"
        case 2: "Partly cloudy"
        case 3: "Overcast"
        case 45: "Fog"
        case 48: "Depositing rime fog"
        case 51, 53, 55: ["Light", "Moderate", "Dense"][[51, 53, 55].firstIndex(of: code)!] + " drizzle"
        case 56, 57: "Freezing drizzle"
        case 61: "Slight rain"
        case 63: "Moderate rain"
        case 65: "Heavy rain"
        case 66, 67: "Freezing rain"
        case 71: "Slight snow fall"
        case 73: "Moderate snow fall"
        case 75: "Heavy snow fall"
        case 77: "Snow grains"
        case 80, 81, 82: "Rain showers"
        case 85, 86: "Snow showers"
        case 95: "Thunderstorm"
        case 96, 99: "Thunderstorm with hail"
        default: "Unknown conditions (WMO code \(code))"
        }
    }
}
