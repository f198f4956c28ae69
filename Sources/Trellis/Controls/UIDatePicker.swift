import Foundation

/// A control for picking a date, a time, both, or a countdown duration, as
/// in UIKit (iOS 14 styles). Drawn as views the renderer draws:
/// - compact (and wheels, which Trellis draws as compact): one grey rounded
///   pill per part, date then time, holding the formatted text;
/// - inline: a month calendar, the month and year over seven columns of
///   days, the selected day in a tinted circle, and for `.dateAndTime`
///   a time pill below.
///
/// Text is formatted with the picker's `locale`, `calendar` and `timeZone`;
/// without a locale, Trellis formats as US English (not the machine's
/// locale), so that renders are the same on every machine.
///
/// Geometry is Trellis's reading of iOS 17's pickers: pills 34 points tall
/// with 11 points of padding, 6-point corners and 6 points between them,
/// text in the 17-point system font; the calendar's cells 44 points square
/// (the minimum hit target, Human Interface Guidelines).
open class UIDatePicker: UIControl {
    /// UIKit's modes, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    enum Layout {
        static let pillHeight: CGFloat = 34
        static let pillPadding: CGFloat = 11
        static let pillCornerRadius: CGFloat = 6
        static let pillSpacing: CGFloat = 6
        static let fontSize: CGFloat = 17
        static let cell: CGFloat = 44
        static let headerHeight: CGFloat = 44
        static let weekdayHeight: CGFloat = 24
        static let calendarInset: CGFloat = 8
        static let selectionDiameter: CGFloat = 40
        /// The maximum countdown: "23:59 (86,399 seconds)" (countDownDuration, Apple's documentation).
        static let maximumCountDown: TimeInterval = 86_399
    }

    /// What the picker picks. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { contentChanged() }
    }

    /// The style the app asks for (iOS 13.4). Default `.automatic`.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { contentChanged() }
    }

    /// The style the picker has: `.automatic` is compact on an iPhone for
    /// the date and time modes, and a countdown timer is always wheels
    /// ("automatic: A style indicating that the system picks the concrete
    /// style based on the current platform and date picker mode",
    /// UIDatePickerStyle.automatic, Apple's documentation; `.compact` is the
    /// iOS 14 default).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// The picked date, kept within `minimumDate...maximumDate`, as the
    /// picker's wheels and calendar do not go past them. Default: the
    /// moment the picker was made.
    open var date: Date {
        get { storedDate }
        set {
            storedDate = clamped(newValue)
            contentChanged()
        }
    }
    private var storedDate = Date()

    /// The earliest date; nil (the default) is no limit. When both limits
    /// are set and the minimum is after the maximum, UIKit ignores them
    /// (minimumDate, Apple's documentation), and so does the clamping.
    open var minimumDate: Date? {
        didSet { date = storedDate }
    }

    open var maximumDate: Date? {
        didSet { date = storedDate }
    }

    /// The locale the text is formatted in; nil is Trellis's fixed US English.
    open var locale: Locale? {
        didSet { contentChanged() }
    }

    /// The calendar; "The default value is the calendar of the locale" (UIKit).
    open var calendar: Calendar! {
        get { storedCalendar ?? Self.calendar(for: effectiveLocale, timeZone: effectiveTimeZone) }
        set { storedCalendar = newValue; contentChanged() }
    }
    private var storedCalendar: Calendar?

    /// The time zone; nil is the current one.
    open var timeZone: TimeZone? {
        didSet { contentChanged() }
    }

    /// The minutes the time moves in: "The interval value must be evenly
    /// divided into 60; if it is not, the default value is used. The default
    /// and minimum values are 1; the maximum value is 30" (minuteInterval,
    /// Apple's documentation).
    open var minuteInterval: Int = 1 {
        didSet {
            if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }
            contentChanged()
        }
    }

    /// The countdown in seconds for `.countDownTimer`: "The default value is
    /// 0.0 and the maximum value is 23:59 (86,399 seconds)" (Apple's
    /// documentation); values outside are pinned, NaN is 0.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            if countDownDuration.isNaN { countDownDuration = 0 }
            if countDownDuration < 0 { countDownDuration = 0 }
            if countDownDuration > Layout.maximumCountDown { countDownDuration = Layout.maximumCountDown }
            contentChanged()
        }
    }

    /// Whether picked times round to `minuteInterval` (iOS 15). Default
    /// true; kept, as Trellis picks nothing by touch.
    open var roundsToMinuteInterval = true

    private var pills: [(background: UIView, label: UILabel)] = []
    private let monthLabel = UILabel()
    private let previousMonth = UIImageView()
    private let nextMonth = UIImageView()
    private var weekdayLabels: [UILabel] = []
    private var dayLabels: [UILabel] = []
    private let selection = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentChanged()
    }

    /// Sets `date` (clamped); nothing to animate in a still frame.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    // MARK: - Formatting

    var effectiveLocale: Locale { locale ?? Locale(identifier: "en_US") }
    var effectiveTimeZone: TimeZone { timeZone ?? .current }

    static func calendar(for locale: Locale, timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: locale.calendar.identifier)
        calendar.locale = locale
        calendar.timeZone = timeZone
        return calendar
    }

    private var formattingCalendar: Calendar {
        var calendar = self.calendar ?? Self.calendar(for: effectiveLocale, timeZone: effectiveTimeZone)
        calendar.timeZone = effectiveTimeZone
        if calendar.locale == nil { calendar.locale = effectiveLocale }
        return calendar
    }

    private func formatter(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = formattingCalendar
        formatter.timeZone = effectiveTimeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }

    /// The texts of the compact pills, in order: the medium-style date
    /// ("Nov 24, 2026") and the short-style time ("9:41 AM"), or the
    /// countdown ("1 hour 30 min").
    var pillTexts: [String] {
        switch datePickerMode {
        case .date: return [formatter(date: .medium, time: .none).string(from: date)]
        case .time: return [formatter(date: .none, time: .short).string(from: date)]
        case .dateAndTime: return [formatter(date: .medium, time: .none).string(from: date), formatter(date: .none, time: .short).string(from: date)]
        case .countDownTimer:
            let minutes = Int(countDownDuration) / 60
            let hours = minutes / 60
            return ["\(hours) \(hours == 1 ? "hour" : "hours") \(minutes % 60) min"]
        }
    }

    /// The month the inline calendar shows ("November 2026").
    var monthTitle: String {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = formattingCalendar
        formatter.timeZone = effectiveTimeZone
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        return formatter.string(from: date)
    }

    /// The inline calendar's days: for each of the six weeks' seven
    /// columns, the day of the month or nil (days of other months are not
    /// drawn), starting on the calendar's first weekday.
    var calendarDays: [Int?] {
        let calendar = formattingCalendar
        guard let month = calendar.dateInterval(of: .month, for: date),
              let days = calendar.range(of: .day, in: .month, for: date) else { return Array(repeating: nil, count: 42) }
        let firstWeekday = calendar.component(.weekday, from: month.start)
        let leading = (firstWeekday - calendar.firstWeekday + 7) % 7
        var cells: [Int?] = Array(repeating: nil, count: leading) + days.map { Optional($0) }
        cells += Array(repeating: nil, count: max(0, 42 - cells.count))
        return Array(cells.prefix(42))
    }

    var selectedDay: Int { formattingCalendar.component(.day, from: date) }

    // MARK: - Size and drawing

    private var isInline: Bool { datePickerStyle == .inline && datePickerMode != .time }

    private func pillWidths() -> [CGFloat] {
        pillTexts.map { text in
            let label = UILabel()
            label.font = .systemFont(ofSize: Layout.fontSize)
            label.text = text
            return (label.intrinsicContentSize.width + 2 * Layout.pillPadding).rounded(.up)
        }
    }

    /// Compact: the pills side by side, 34 points tall. Inline: seven
    /// 44-point columns, and a header, the weekdays and six weeks of rows
    /// (and a time row for `.dateAndTime`).
    open override var intrinsicContentSize: CGSize {
        if isInline {
            let width = 7 * Layout.cell + 2 * Layout.calendarInset
            var height = Layout.headerHeight + Layout.weekdayHeight + 6 * Layout.cell + Layout.calendarInset
            if datePickerMode == .dateAndTime { height += Layout.cell + Layout.calendarInset }
            return CGSize(width: width, height: height)
        }
        let widths = pillWidths()
        return CGSize(width: widths.reduce(0, +) + CGFloat(max(0, widths.count - 1)) * Layout.pillSpacing,
                      height: Layout.pillHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    private func contentChanged() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let texts = pillTexts
        while pills.count < texts.count {
            let background = UIView()
            background.backgroundColor = .tertiarySystemFill
            background.layer.cornerRadius = Layout.pillCornerRadius
            let label = UILabel()
            label.font = .systemFont(ofSize: Layout.fontSize)
            label.textAlignment = .center
            background.addSubview(label)
            addSubview(background)
            pills.append((background, label))
        }
        for (index, pill) in pills.enumerated() { pill.background.isHidden = index >= texts.count }
        if isInline {
            layoutCalendar()
            if datePickerMode == .dateAndTime {
                pills[0].background.isHidden = true
                layoutPills([texts[1]], startingAt: 1, y: bounds.maxY - Layout.calendarInset - Layout.pillHeight - 5, trailing: true)
            } else {
                for pill in pills { pill.background.isHidden = true }
            }
        } else {
            hideCalendar()
            layoutPills(texts, startingAt: 0, y: ((bounds.height - Layout.pillHeight) / 2).rounded(), trailing: false)
        }
    }

    /// Places pills side by side at `y`: from the leading edge as UIKit
    /// aligns a compact picker wider than its content, or ending at the
    /// trailing edge (the inline picker's time row).
    private func layoutPills(_ texts: [String], startingAt first: Int, y: CGFloat, trailing: Bool) {
        let widths = pillWidths().suffix(texts.count)
        let total = widths.reduce(0, +) + CGFloat(max(0, texts.count - 1)) * Layout.pillSpacing
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = (trailing != rtl) ? bounds.maxX - total - (trailing ? Layout.calendarInset : 0) : (trailing ? Layout.calendarInset : 0)
        for (offset, (text, width)) in zip(texts, widths).enumerated() {
            let pill = pills[first + offset]
            pill.background.isHidden = false
            pill.background.frame = CGRect(x: x, y: y, width: width, height: Layout.pillHeight)
            pill.label.frame = pill.background.bounds
            pill.label.text = text
            pill.label.textColor = isEnabled ? .label : .tertiaryLabel
            x += width + Layout.pillSpacing
        }
    }

    private func hideCalendar() {
        for view in [monthLabel, previousMonth, nextMonth, selection] + weekdayLabels + dayLabels { view.isHidden = true }
    }

    private func layoutCalendar() {
        if dayLabels.isEmpty {
            monthLabel.font = .systemFont(ofSize: Layout.fontSize, weight: .semibold)
            previousMonth.image = UIImage(systemName: "chevron.left")
            nextMonth.image = UIImage(systemName: "chevron.right")
            previousMonth.contentMode = .center
            nextMonth.contentMode = .center
            selection.layer.cornerRadius = Layout.selectionDiameter / 2
            for view in [monthLabel, previousMonth, nextMonth, selection] { addSubview(view) }
            weekdayLabels = (0..<7).map { _ in
                let label = UILabel()
                label.font = .systemFont(ofSize: 13, weight: .semibold)
                label.textColor = .tertiaryLabel
                label.textAlignment = .center
                addSubview(label)
                return label
            }
            dayLabels = (0..<42).map { _ in
                let label = UILabel()
                label.textAlignment = .center
                addSubview(label)
                return label
            }
        }
        for view in [monthLabel, previousMonth, nextMonth] + weekdayLabels { view.isHidden = false }
        // The seven columns share the width, as iOS spreads them when the
        // picker is wider than its intrinsic size.
        let inset = Layout.calendarInset
        let gridX = inset
        let column = max(0, (bounds.width - 2 * inset) / 7)
        monthLabel.text = monthTitle
        monthLabel.frame = CGRect(x: gridX + inset, y: 0, width: max(0, 5 * column - inset), height: Layout.headerHeight)
        previousMonth.frame = CGRect(x: gridX + 5 * column, y: 0, width: column, height: Layout.headerHeight)
        nextMonth.frame = CGRect(x: gridX + 6 * column, y: 0, width: column, height: Layout.headerHeight)
        let calendar = formattingCalendar
        let symbols = calendar.shortStandaloneWeekdaySymbols
        for (index, label) in weekdayLabels.enumerated() {
            let symbol = symbols.isEmpty ? "" : symbols[(calendar.firstWeekday - 1 + index) % symbols.count]
            label.text = symbol.uppercased(with: effectiveLocale)
            label.frame = CGRect(x: gridX + CGFloat(index) * column, y: Layout.headerHeight,
                                 width: column, height: Layout.weekdayHeight)
        }
        let days = calendarDays
        let selected = selectedDay
        let today = calendar.isDate(Date(), equalTo: date, toGranularity: .month) ? calendar.component(.day, from: Date()) : nil
        selection.isHidden = true
        let top = Layout.headerHeight + Layout.weekdayHeight
        for (index, label) in dayLabels.enumerated() {
            let frame = CGRect(x: gridX + CGFloat(index % 7) * column, y: top + CGFloat(index / 7) * Layout.cell,
                               width: column, height: Layout.cell)
            label.frame = frame
            guard let day = days[index] else {
                label.isHidden = true
                continue
            }
            label.isHidden = false
            label.text = "\(day)"
            let isSelected = day == selected
            label.font = .systemFont(ofSize: 20, weight: isSelected ? .semibold : .regular)
            label.textColor = isSelected || day == today ? tintColor : .label
            if isSelected {
                selection.isHidden = false
                selection.frame = CGRect(x: frame.midX - Layout.selectionDiameter / 2, y: frame.midY - Layout.selectionDiameter / 2,
                                         width: Layout.selectionDiameter, height: Layout.selectionDiameter)
                selection.backgroundColor = tintColor.withAlphaComponent(0.12)
            }
        }
        previousMonth.tintColor = tintColor
        nextMonth.tintColor = tintColor
    }

    // MARK: - Accessibility

    /// Read as the text it shows ("Mar 15, 2024, 2:30 PM"), one element for
    /// all its pills: Trellis's choice; how iOS splits a compact picker for
    /// VoiceOver was not checked.
    override var defaultAccessibilityValue: String? { pillTexts.joined(separator: ", ") }

    private func clamped(_ date: Date) -> Date {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        if let minimumDate, date < minimumDate { return minimumDate }
        if let maximumDate, date > maximumDate { return maximumDate }
        return date
    }
}

/// How a date picker looks (iOS 13.4), with UIKit's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    case automatic = 0
    case wheels = 1
    case compact = 2
    case inline = 3
}
