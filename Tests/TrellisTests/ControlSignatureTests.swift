import Foundation
import Testing
import Trellis

// The new controls written the iOS way, from outside the module (no
// @testable): subclasses override what UIKit declares `open`, with UIKit's
// argument labels, so a signature that differs from UIKit's fails to compile.

/// A slider with a thicker track and a smaller thumb, as apps write one.
private final class ThickSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.trackRect(forBounds: bounds)
        rect.size.height = 10
        rect.origin.y = bounds.midY - 5
        return rect
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).insetBy(dx: 4, dy: 4)
    }
}

/// A segmented control that logs what code does to it.
private final class LoggingSegmentedControl: UISegmentedControl {
    var log: [String] = []
    override var selectedSegmentIndex: Int {
        didSet { log.append("selected \(selectedSegmentIndex)") }
    }
    override func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        log.append("insert \(title ?? "")")
        super.insertSegment(withTitle: title, at: segment, animated: animated)
    }
}

/// A stepper, progress view and date picker subclassed with their setters.
private final class CountingStepper: UIStepper {
    var sets = 0
    override var value: Double {
        didSet { sets += 1 }
    }
}

private final class CappedProgressView: UIProgressView {
    override func setProgress(_ progress: Float, animated: Bool) {
        super.setProgress(min(progress, 0.9), animated: animated)
    }
}

private final class LoggingDatePicker: UIDatePicker {
    var dates: [Date] = []
    override func setDate(_ date: Date, animated: Bool) {
        dates.append(date)
        super.setDate(date, animated: animated)
    }
}

@Suite struct ControlSignatureTests {
    @Test func sliderOverridesShapeTheTrackAndThumb() {
        let slider = ThickSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 1
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.height == 10)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value).width == 20)
    }

    @Test func overriddenSettersRunFromInitializersAndCode() {
        let control = LoggingSegmentedControl(items: ["A"])
        control.insertSegment(withTitle: "B", at: 1, animated: false)
        control.selectedSegmentIndex = 1
        #expect(control.log == ["insert B", "selected 1"])
        let stepper = CountingStepper()
        stepper.value = 3
        #expect(stepper.sets == 1)
        let progress = CappedProgressView(progressViewStyle: .bar)
        progress.setProgress(1, animated: true)
        #expect(progress.progress == 0.9)
        let picker = LoggingDatePicker()
        picker.setDate(Date(timeIntervalSince1970: 0), animated: false)
        #expect(picker.dates.count == 1 && picker.date == Date(timeIntervalSince1970: 0))
    }

    /// A picker's delegate implements only what it needs, as on iOS.
    @Test func pickerDelegatesImplementOnlyWhatTheyNeed() {
        final class Minutes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 60 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row) min" }
        }
        let picker = UIPickerView()
        let minutes = Minutes()
        picker.dataSource = minutes
        picker.delegate = minutes
        picker.selectRow(15, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 15)
        #expect(picker.rowSize(forComponent: 0).height == 32)
    }

    /// A table controller's refresh control, set the iOS 10 way.
    @Test func refreshControlOnAScrollView() {
        let scrollView = UIScrollView()
        scrollView.refreshControl = UIRefreshControl()
        scrollView.refreshControl?.addAction(UIAction { _ in }, for: .valueChanged)
        scrollView.refreshControl?.beginRefreshing()
        #expect(scrollView.refreshControl?.isRefreshing == true)
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
        effect.contentView.addSubview(UIView())
        #expect(effect.contentView.subviews.count == 1)
    }
}
