import Foundation
import Testing
@testable import Trellis

/// UIStepper's range, stepping and wrapping, and its fixed size.
@Suite struct UIStepperTests {
    /// "By default, a stepper's minimum is set to 0, its maximum is set to
    /// 100, and its current value is set to 0 … The default step size is 1"
    /// (UIKit User Interface Catalog, Steppers); continuous and autorepeat
    /// true, wraps false (UIStepper's reference).
    @Test func defaultsAreUIKits() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    }

    @Test func sizeIs94By32() {
        let stepper = UIStepper(frame: CGRect(x: 5, y: 6, width: 300, height: 300))
        #expect(stepper.frame == CGRect(x: 5, y: 6, width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    }

    /// Taps step by `stepValue`, send `.valueChanged`, and stop at the ends.
    @Test func tapsStepAndStopAtTheEnds() {
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.stepValue = 4
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        stepper.tapIncrement()
        stepper.tapIncrement()
        stepper.tapIncrement()
        stepper.tapIncrement()
        #expect(sent == [4, 8, 10])
        stepper.tapDecrement()
        #expect(stepper.value == 6)
    }

    /// "If true, incrementing beyond maximumValue sets value to
    /// minimumValue; likewise, decrementing below minimumValue sets value
    /// to maximumValue" (UIStepper.wraps, Apple's documentation).
    @Test func wrappingGoesToTheOtherEnd() {
        let stepper = UIStepper()
        stepper.wraps = true
        stepper.minimumValue = 1
        stepper.maximumValue = 3
        stepper.tapDecrement()
        #expect(stepper.value == 3)
        stepper.tapIncrement()
        #expect(stepper.value == 1)
    }

    /// "If you set a maximum or minimum value that would break this
    /// invariant, both values are set to the new value" (UIStepper's reference).
    @Test func minimumAboveMaximumMovesBoth() {
        let stepper = UIStepper()
        stepper.minimumValue = 200
        #expect(stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.value == 100)
    }

    /// UIKit raises for a step of 0 or less; Trellis keeps the last step.
    @Test func nonPositiveStepIsRefused() {
        let stepper = UIStepper()
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        stepper.stepValue = -2
        #expect(stepper.stepValue == 1)
    }

    /// A disabled stepper does not step; the minus half is dimmed at the minimum.
    @Test func disabledAndEndsDoNothing() {
        let stepper = UIStepper()
        stepper.isEnabled = false
        stepper.tapIncrement()
        #expect(stepper.value == 0)
        stepper.isEnabled = true
        #expect(!stepper.canDecrement && stepper.canIncrement)
    }

    /// Setting the value sends nothing.
    @Test func settingTheValueSendsNothing() {
        let stepper = UIStepper()
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stepper.value = 20
        #expect(changes == 0 && stepper.value == 20)
        stepper.value = 500
        #expect(stepper.value == 100)
    }

    /// The halves are 47 points wide: minus on the leading one.
    @Test func halvesAreLaidOut() {
        let stepper = UIStepper()
        stepper.layoutIfNeeded()
        let images = stepper.subviews.compactMap { $0 as? UIImageView }
        #expect(images.map(\.frame) == [CGRect(x: 0, y: 0, width: 47, height: 32), CGRect(x: 47, y: 0, width: 47, height: 32)])
        #expect(stepper.incrementImage(for: .normal)?.isSymbolImage == true)
    }

    /// VoiceOver sees a stepper as two buttons, "Decrement" and
    /// "Increment" (magentaa11y.com/checklist-native/stepper); activating one steps.
    @Test func accessibilityIsTwoButtons() throws {
        let stepper = UIStepper()
        #expect(!stepper.isAccessibilityElement)
        let elements = try #require(stepper.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Decrement", "Increment"])
        #expect(elements[0].accessibilityTraits == [.button, .notEnabled] && elements[1].accessibilityTraits == .button)
        #expect(elements[1].accessibilityFrameInContainerSpace == CGRect(x: 47, y: 0, width: 47, height: 32))
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        #expect(elements[1].accessibilityActivate())
        #expect(stepper.value == 1 && changes == 1 && elements[0].accessibilityTraits == .button)
    }
}
