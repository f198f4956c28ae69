import Foundation
import Testing
@testable import RainstormKit
import Trellis

/// The app's screen on a device, from the bundled sample.
@Suite struct RainstormScreenTests {
    @Test func theWeekIsATableOfEveryDayOnceDataArrives() throws {
        let window = try RainstormScreen.make(report: nil, device: .iPhone15)
        let root = try #require(window.rootViewController as? RootViewController)
        let week = try #require(root.weekViewController)
        // Until data arrives: a spinning indicator and no table.
        #expect(week.activityIndicator.isAnimating && !week.activityIndicator.isHidden && week.tableView.isHidden)
        root.weather = try SampleWeather.cupertino()
        window.layoutIfNeeded()
        #expect(!week.activityIndicator.isAnimating && week.activityIndicator.isHidden && !week.tableView.isHidden)
        #expect(week.tableView.numberOfRows(inSection: 0) == 8)
        let first = try #require(week.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? WeekDayTableViewCell)
        #expect(first.dayLabel.text == "Sunday" && first.temperatureLabel.text == "44.6\u{00A0}°F - 62.1\u{00A0}°F")
        // The day view sits on top, as tall as its content, the week below it.
        let day = try #require(root.dayViewController)
        #expect(day.view.frame.minY == 0)
        #expect(abs(day.view.frame.maxY - (day.summaryLabel.frame.maxY + 8)) < 0.5)
        #expect(week.view.frame.minY == day.view.frame.maxY)
        #expect(day.dateLabel.text == "Sun, November 22")
        #expect(root.attributionLabel.text == "Weather data by Open-Meteo.com")
    }

    @Test func cellsGrowWithTheTextSize() throws {
        let report = try SampleWeather.cupertino()
        func rowHeight(_ size: UIContentSizeCategory) throws -> CGFloat {
            let window = try RainstormScreen.make(report: report, device: .iPhone15, textSize: size)
            let root = try #require(window.rootViewController as? RootViewController)
            return try #require(root.weekViewController).tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height
        }
        let large = try rowHeight(.large)
        #expect(try rowHeight(.extraSmall) < large)
        #expect(try rowHeight(.accessibilityExtraLarge) > large)
    }

    @Test func everyIconIsADrawableTemplate() {
        for icon in WeatherIcon.allCases {
            let image = WeatherIcons.image(icon)
            #expect(image?.size == CGSize(width: 60, height: 60), "\(icon)")
            #expect(image?.renderingMode == .alwaysTemplate)
        }
    }
}
