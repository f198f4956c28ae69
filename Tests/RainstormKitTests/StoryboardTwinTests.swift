import Foundation
import Storyboard
import Testing
@testable import RainstormKit
import Trellis

/// The app from Main.storyboard against its code-built twin (CodeBuiltTwin.swift).
@Suite struct StoryboardTwinTests {
    /// Every view under `view` in order: its class and frame in window coordinates.
    func frames(_ window: UIWindow) -> [(String, CGRect)] {
        var result: [(String, CGRect)] = []
        func walk(_ view: UIView) {
            result.append((String(describing: type(of: view)).replacingOccurrences(of: "Code", with: ""), view.convert(view.bounds, to: window)))
            view.subviews.forEach(walk)
        }
        walk(window)
        return result
    }

    func twin(report: WeatherReport?, device: Device, landscape: Bool, textSize: UIContentSizeCategory) -> UIWindow {
        let window = UIWindow(device: device, orientation: landscape ? .landscapeLeft : .portrait)
        window.setPreferredContentSizeCategory(textSize)
        let root = CodeRootViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.weather = report
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: [Device.iPhoneSE3, .iPhone15ProMax, .iPadPro12_9])
    func storyboardScreensHaveTheFramesOfTheirCodeBuiltTwin(device: Device) throws {
        let report = try SampleWeather.cupertino()
        for landscape in [false, true] {
            for size in [UIContentSizeCategory.large, .accessibilityExtraLarge] {
                for data in [report, nil] as [WeatherReport?] {
                    let name = "\(device.name) \(landscape ? "landscape" : "portrait") \(size.rawValue) \(data == nil ? "loading" : "loaded")"
                    let storyboard = frames(try RainstormScreen.make(report: data, device: device, landscape: landscape, textSize: size))
                    let code = frames(twin(report: data, device: device, landscape: landscape, textSize: size))
                    #expect(storyboard.count == code.count, "\(name)")
                    #expect(storyboard.count > (data == nil ? 10 : 15), "\(name)")
                    for (index, (made, built)) in zip(storyboard, code).enumerated() {
                        #expect(made.0 == built.0, "\(name) view \(index)")
                        let difference = max(abs(made.1.minX - built.1.minX), abs(made.1.minY - built.1.minY),
                                             abs(made.1.width - built.1.width), abs(made.1.height - built.1.height))
                        #expect(difference < 0.001, "\(name) view \(index) \(made.0): \(made.1) vs \(built.1)")
                    }
                }
            }
        }
    }

    @Test func scenesAreNamedByClassAndOutletsStyleTheirViews() throws {
        let storyboard = try RainstormStoryboard.main()
        let document = try storyboard.document()
        #expect(document.viewControllers.map { $0["storyboardIdentifier"] } == ["RootViewController", "DayViewController", "WeekViewController"])
        #expect(document.viewControllers.map { $0["customClass"] } == ["RootViewController", "DayViewController", "WeekViewController"])
        let day = try RainstormStoryboard.instantiate(DayViewController.self)
        #expect(!day.isViewLoaded)
        day.loadViewIfNeeded()
        #expect(day.regularLabels.map { $0 } == [day.temperatureLabel, day.windSpeedLabel, day.summaryLabel])
        #expect(day.regularLabels.allSatisfy { $0.font == Style.regular && $0.adjustsFontForContentSizeCategory })
        #expect(day.dateLabel.font == Style.large && day.dateLabel.textColor == Style.tint && day.timeLabel.font == Style.small)
        #expect(day.iconView.contentMode == .scaleAspectFit && day.summaryLabel.contentHuggingPriority(for: .vertical).rawValue == 251)
        let bottom = try #require(day.view.constraints.first { $0.secondItem === day.summaryLabel && $0.firstAttribute == .bottom })
        #expect(bottom.priority.rawValue == 250 && bottom.constant == 8)

        let window = try RainstormScreen.make(report: try SampleWeather.cupertino(), device: .iPhone15)
        let root = try #require(window.rootViewController as? RootViewController)
        #expect(root.storyboard === storyboard)
        let week = try #require(root.weekViewController)
        #expect(week.tableView.dataSource === week && week.tableView.estimatedRowHeight == 72)
        let cell = try #require(week.tableView.visibleCells.first as? WeekDayTableViewCell)
        #expect(cell.reuseIdentifier == WeekDayTableViewCell.reuseIdentifier && cell.backgroundColor == .clear)
        #expect(cell.sideBySide.count == 8 && cell.sideBySide.allSatisfy(\.isActive))
        #expect(cell.stacked.count == 10 && cell.stacked.allSatisfy { !$0.isActive })
        #expect(cell.dayLabel.textColor == Style.tint && cell.temperatureLabel.textAlignment == .right)
        // At an accessibility size the cell swaps to the stacked set.
        window.setPreferredContentSizeCategory(.accessibilityLarge)
        window.layoutIfNeeded()
        let stackedCell = try #require(week.tableView.visibleCells.first as? WeekDayTableViewCell)
        #expect(stackedCell.stacked.allSatisfy(\.isActive) && stackedCell.sideBySide.allSatisfy { !$0.isActive })
        #expect(stackedCell.temperatureLabel.frame.minY > stackedCell.dateLabel.frame.maxY)
    }
}
