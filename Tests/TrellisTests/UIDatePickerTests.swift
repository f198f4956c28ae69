import Foundation
import Testing
@testable import Trellis

/// UIDatePicker's modes and styles, clamping, and what it draws.
@Suite struct UIDatePickerTests {
    /// 2024-03-15 14:30 UTC, a Friday in a month that starts on a Friday.
    static let date = Date(timeIntervalSince1970: 1_710_513_000)
    static let utc = TimeZone(identifier: "UTC")!

    func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle = .automatic) -> UIDatePicker {
        let picker = UIDatePicker()
        picker.timeZone = Self.utc
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = Self.date
        return picker
    }

    /// Mode `.dateAndTime`, style `.automatic`, interval 1, countdown 0,
    /// with UIKit's raw values.
    @Test func defaultsAreUIKits() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.locale == nil)
        #expect(abs(picker.date.timeIntervalSinceNow) < 60)
        #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3 && UIDatePickerStyle.inline.rawValue == 3)
    }

    /// "automatic: … the system picks the concrete style based on the
    /// current platform and date picker mode" (UIDatePickerStyle.automatic):
    /// compact on an iPhone; a countdown timer is always wheels.
    @Test func automaticStyleResolves() {
        #expect(picker(.date).datePickerStyle == .compact)
        #expect(picker(.date, .inline).datePickerStyle == .inline)
        #expect(picker(.time, .wheels).datePickerStyle == .wheels)
        #expect(picker(.countDownTimer, .inline).datePickerStyle == .wheels)
    }

    /// The date stays between the minimum and the maximum.
    @Test func dateIsClampedToTheLimits() {
        let picker = picker(.date)
        let later = Self.date.addingTimeInterval(86_400)
        picker.minimumDate = later
        #expect(picker.date == later)
        picker.setDate(Self.date.addingTimeInterval(10 * 86_400), animated: true)
        picker.maximumDate = later.addingTimeInterval(86_400)
        #expect(picker.date == later.addingTimeInterval(86_400))
        picker.date = .distantPast
        #expect(picker.date == later)
    }

    /// When the minimum is after the maximum, UIKit ignores both (minimumDate's reference).
    @Test func crossedLimitsAreIgnored() {
        let picker = picker(.date)
        picker.minimumDate = Self.date.addingTimeInterval(100)
        picker.maximumDate = Self.date.addingTimeInterval(-100)
        picker.date = Self.date
        #expect(picker.date == Self.date)
    }

    /// "The interval value must be evenly divided into 60; if it is not,
    /// the default value is used … the maximum value is 30"; the countdown's
    /// "maximum value is 23:59 (86,399 seconds)" (Apple's documentation).
    @Test func intervalAndCountdownAreValidated() {
        let picker = UIDatePicker()
        picker.minuteInterval = 15
        #expect(picker.minuteInterval == 15)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 1)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_399)
        picker.countDownDuration = -5
        #expect(picker.countDownDuration == 0)
    }

    /// Compact pills hold the medium date and the short time, in US English
    /// without a locale, and in the picker's locale with one.
    @Test func compactTextsAreFormatted() {
        let texts = picker(.dateAndTime).pillTexts.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
        #expect(texts == ["Mar 15, 2024", "2:30 PM"])
        let french = picker(.date)
        french.locale = Locale(identifier: "fr_FR")
        #expect(french.pillTexts == ["15 mars 2024"])
        let timer = picker(.countDownTimer)
        timer.countDownDuration = 5_400
        #expect(timer.pillTexts == ["1 hour 30 min"])
    }

    /// Compact: pills 34 points tall with 11 points of padding, 6 apart.
    @Test func compactSizeIsThePills() {
        let picker = picker(.dateAndTime)
        let widths = picker.pillTexts.map { text -> CGFloat in
            let label = UILabel()
            label.font = .systemFont(ofSize: 17)
            label.text = text
            return (label.intrinsicContentSize.width + 22).rounded(.up)
        }
        #expect(picker.intrinsicContentSize == CGSize(width: widths[0] + 6 + widths[1], height: 34))
    }

    /// Inline: a month of days in seven columns starting on Sunday (en_US),
    /// the selected day in a tinted circle.
    @Test func inlineCalendarShowsTheMonth() {
        let picker = picker(.date, .inline)
        #expect(picker.monthTitle == "March 2024")
        let days = picker.calendarDays
        #expect(days.count == 42 && days[4] == nil && days[5] == 1 && days[35] == 31 && days[36] == nil)
        #expect(picker.selectedDay == 15)
        #expect(picker.intrinsicContentSize == CGSize(width: 7 * 44 + 16, height: 44 + 24 + 6 * 44 + 8))
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        picker.layoutIfNeeded()
        let fifteen = picker.subviews.compactMap { $0 as? UILabel }.first { $0.text == "15" && !$0.isHidden }
        let circles = picker.subviews.filter { $0.layer.cornerRadius == 20 && !$0.isHidden }
        #expect(fifteen != nil && circles.count == 1)
        #expect(circles.first?.center == fifteen?.center)
    }

    /// One element read as the text it shows (Trellis's choice, see the property).
    @Test func accessibilityValueIsTheShownText() {
        let picker = picker(.date)
        #expect(picker.isAccessibilityElement && picker.accessibilityValue == "Mar 15, 2024")
    }
}
