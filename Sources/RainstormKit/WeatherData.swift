import Foundation

/// What every kind of weather condition has, as in SPEC §6.
public protocol WeatherConditions: Sendable {
    var time: Date { get }
    var icon: String { get }
    var windSpeed: Double { get }
}

/// The conditions now: a summary and a temperature besides.
public protocol CurrentWeatherConditions: WeatherConditions {
    var summary: String { get }
    var temperature: Double { get }
}

/// One day's forecast: the day's lowest and highest temperatures.
public protocol ForecastWeatherConditions: WeatherConditions {
    var temperatureMin: Double { get }
    var temperatureMax: Double { get }
}

/// A place's weather: now, and a forecast per day.
public protocol WeatherData: Sendable {
    var latitude: Double { get }
    var longitude: Double { get }
    /// The place's time zone, for showing its local times.
    var timeZone: TimeZone { get }
    var current: CurrentWeatherConditions { get }
    var dailyData: [ForecastWeatherConditions] { get }
}

public struct CurrentConditions: CurrentWeatherConditions, Equatable {
    public var time: Date
    public var icon: String
    public var summary: String
    public var windSpeed: Double
    public var temperature: Double

    public init(time: Date, icon: String, summary: String, windSpeed: Double, temperature: Double) {
        (self.time, self.icon, self.summary, self.windSpeed, self.temperature) = (time, icon, summary, windSpeed, temperature)
    }
}

public struct DailyForecast: ForecastWeatherConditions, Equatable {
    public var time: Date
    public var icon: String
    public var windSpeed: Double
    public var temperatureMin: Double
    public var temperatureMax: Double

    public init(time: Date, icon: String, windSpeed: Double, temperatureMin: Double, temperatureMax: Double) {
        (self.time, self.icon, self.windSpeed, self.temperatureMin, self.temperatureMax) = (time, icon, windSpeed, temperatureMin, temperatureMax)
    }
}

/// Weather for one place, as decoded from Dark Sky's or Open-Meteo's format.
public struct WeatherReport: WeatherData {
    public var latitude: Double
    public var longitude: Double
    public var timeZone: TimeZone
    public var currentConditions: CurrentConditions
    public var days: [DailyForecast]
    /// Where the data came from, to credit it ("Weather data by Open-Meteo.com").
    public var attribution: String?

    public var current: CurrentWeatherConditions { currentConditions }
    public var dailyData: [ForecastWeatherConditions] { days }

    public init(latitude: Double, longitude: Double, timeZone: TimeZone, current: CurrentConditions, days: [DailyForecast], attribution: String? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        currentConditions = current
        self.days = days
        self.attribution = attribution
    }
}

/// The app's icons by condition (SPEC §6); anything unknown is a clear day.
public enum WeatherIcon: String, CaseIterable, Sendable {
    case clearDay = "clear-day", clearNight = "clear-night", cloudy, fog, rain, sleet, snow, wind

    /// The icon for a condition name as Dark Sky writes it; partly cloudy
    /// skies use the cloudy icon, unknown names the clear day.
    public init(condition: String) {
        switch condition {
        case "partly-cloudy-day", "partly-cloudy-night": self = .cloudy
        default: self = WeatherIcon(rawValue: condition) ?? .clearDay
        }
    }
}

/// The weather the app shows offline: a week of Open-Meteo data for
/// Cupertino, bundled with the module.
public enum SampleWeather {
    public static func cupertino() throws -> WeatherReport {
        try OpenMeteoFormat.decode(cupertinoData())
    }

    /// The bundled response itself, as Open-Meteo sent it.
    public static func cupertinoData() throws -> Data {
        guard let url = Bundle.module.url(forResource: "sample-cupertino", withExtension: "json") else {
            throw WeatherDataError.notJSON("the bundled sample-cupertino.json is missing from RainstormKit's resources")
        }
        return try Data(contentsOf: url)
    }
}
