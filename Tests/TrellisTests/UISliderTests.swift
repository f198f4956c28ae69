import Foundation
import Testing
@testable import Trellis

/// UISlider's value range and clamping, and its geometry.
@Suite struct UISliderTests {
    /// Defaults from UISlider's reference: value 0, minimum 0, maximum 1, continuous.
    @Test func defaultsAreUIKits() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
    }

    /// "If you try to set a value that is below the minimum or above the
    /// maximum value, the minimum or maximum value is set instead"
    /// (UISlider.value, developer.apple.com/documentation/uikit/uislider/value).
    @Test func valueIsClampedToTheRange() {
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 80
        #expect(slider.value == 50)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.value = .nan
        #expect(slider.value == 0)
    }

    /// Moving the range past the value moves the value with it.
    @Test func changingTheRangeClampsTheValue() {
        let slider = UISlider()
        slider.maximumValue = 100
        slider.value = 70
        slider.maximumValue = 40
        #expect(slider.value == 40)
        slider.minimumValue = 60
        #expect(slider.maximumValue == 60 && slider.value == 60)
    }

    /// 31 points tall, no intrinsic width.
    @Test func intrinsicSizeIs31PointsTall() {
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    /// The track is inset 2 points at each end and 4 points thick; the
    /// 28-point thumb overhangs each end by 2 points.
    @Test func trackAndThumbRects() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).midX == 100)
    }

    /// Value images sit at the ends and shorten the track.
    @Test func valueImagesShortenTheTrack() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 300, height: 31))
        let image = try #require(UIImage(systemName: "star"))
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        let imageRect = slider.minimumValueImageRect(forBounds: slider.bounds)
        #expect(imageRect.minX == 0 && imageRect.size == image.size)
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds).maxX == 300)
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.minX == 2 + image.size.width + 8)
        #expect(track.maxX == 298 - image.size.width - 8)
    }

    /// The filled part runs from the track's start to the thumb's centre,
    /// in the tint colour unless a minimum track tint is set.
    @Test func filledTrackFollowsTheValue() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.5
        slider.layoutIfNeeded()
        let views = slider.subviews
        let filled = views[3]
        #expect(filled.frame == CGRect(x: 2, y: 13.5, width: 98, height: 4))
        #expect(filled.backgroundColor == slider.tintColor)
        slider.minimumTrackTintColor = .systemRed
        slider.layoutIfNeeded()
        #expect(filled.backgroundColor == .systemRed)
    }

    /// Setting the value sends nothing; a drag sends `.valueChanged`.
    @Test func settingTheValueSendsNothing() {
        let slider = UISlider()
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.value = 0.3
        #expect(changes == 0)
        slider.sendActions(for: .valueChanged)
        #expect(changes == 1)
    }

    /// VoiceOver reads an unconfigured slider as "50%. Adjustable." and a
    /// swipe moves it 10 percentage points
    /// (ronnqvi.st/accessible-sliders-and-adjustable-controls).
    @Test func accessibilityIsAdjustableByTenths() {
        let slider = UISlider()
        slider.maximumValue = 40
        slider.value = 20
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "50%")
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 24 && slider.accessibilityValue == "60%" && changes == 1)
        slider.value = 2
        slider.accessibilityDecrement()
        slider.accessibilityDecrement()
        #expect(slider.value == 0 && changes == 2)
        slider.isEnabled = false
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
        slider.accessibilityValue = "Twenty kilograms"
        #expect(slider.accessibilityValue == "Twenty kilograms")
    }
}
