import Foundation

/// Formatting shared by the view models: in the forecast place's time zone,
/// in US English as the app's strings are.
struct Formatting {
    /// Between a number and its unit: a no-break space (U+00A0), so that
    /// wrapping at large text sizes never leaves "58.6" on one line and
    /// "°F" on the next (Apple's MeasurementFormatter joins them the same way).
    static let unitSpace = "\u{00A0}"

    let timeZone: TimeZone

    func string(_ date: Date, _ format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}

/// The day view's strings (SPEC §6).
public struct DayViewModel: Sendable {
    public let weatherData: WeatherData
    private var format: Formatting { Formatting(timeZone: weatherData.timeZone) }

    public init(weatherData: WeatherData) { self.weatherData = weatherData }

    /// "Tue, July 11"
    public var date: String { format.string(weatherData.current.time, "EEE, MMMM d") }
    /// "09:41 AM"
    public var time: String { format.string(weatherData.current.time, "hh:mm a") }
    public var summary: String { weatherData.current.summary }
    /// "68.2 °F", number and unit kept together (`Formatting.unitSpace`).
    public var temperature: String { String(format: "%.1f\(Formatting.unitSpace)°F", weatherData.current.temperature) }
    /// "5 MPH", number and unit kept together.
    public var windSpeed: String { String(format: "%.f\(Formatting.unitSpace)MPH", weatherData.current.windSpeed) }
    public var icon: WeatherIcon { WeatherIcon(condition: weatherData.current.icon) }
}

/// What a week-day cell shows: anything that can present a day.
public protocol WeekDayRepresentable {
    var day: String { get }
    var date: String { get }
    var temperature: String { get }
    var windSpeed: String { get }
    var icon: WeatherIcon { get }
}

/// One day of the week view.
public struct WeekDayViewModel: WeekDayRepresentable, Sendable {
    public let weatherData: ForecastWeatherConditions
    public let timeZone: TimeZone
    private var format: Formatting { Formatting(timeZone: timeZone) }

    public init(weatherData: ForecastWeatherConditions, timeZone: TimeZone) {
        self.weatherData = weatherData
        self.timeZone = timeZone
    }

    /// "Sunday"
    public var day: String { format.string(weatherData.time, "EEEE") }
    /// "September 2"
    public var date: String { format.string(weatherData.time, "MMMM d") }
    /// "53.9 °F - 68.2 °F", each number kept with its unit.
    public var temperature: String {
        let space = Formatting.unitSpace
        return String(format: "%.1f\(space)°F - %.1f\(space)°F", weatherData.temperatureMin, weatherData.temperatureMax)
    }
    /// "5 MPH", number and unit kept together.
    public var windSpeed: String { String(format: "%.f\(Formatting.unitSpace)MPH", weatherData.windSpeed) }
    public var icon: WeatherIcon { WeatherIcon(condition: weatherData.icon) }
}

/// The week view's days.
public struct WeekViewModel: Sendable {
    public let weatherData: WeatherData

    public init(weatherData: WeatherData) { self.weatherData = weatherData }

    public var numberOfDays: Int { weatherData.dailyData.count }

    /// The day at `index`, or nil outside the week.
    public func viewModel(for index: Int) -> WeekDayViewModel? {
        guard index >= 0, index < numberOfDays else { return nil }
        return WeekDayViewModel(weatherData: weatherData.dailyData[index], timeZone: weatherData.timeZone)
    }
}
