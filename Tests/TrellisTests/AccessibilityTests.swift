import Foundation
import Testing
@testable import Trellis

/// An adjustable control as `uikit-samples/10-accessibility.swift` writes
/// one: it overrides the increment and decrement actions.
private final class Stepper: UIView {
    var rating = 3
    override func accessibilityIncrement() { rating += 1 }
    override func accessibilityDecrement() { rating -= 1 }
    override var accessibilityValue: String? {
        get { "\(rating) of 5" }
        set {}
    }
}

@Suite(.serialized) struct AccessibilityTests {
    @Test func traitsHaveUIKitsRawValues() {
        // UIAccessibilityConstants.h: UIAccessibilityTraitButton is 1 << 0,
        // …TraitTabBar 1 << 15, …TraitHeader 1 << 16.
        #expect(UIAccessibilityTraits.button.rawValue == 1)
        #expect(UIAccessibilityTraits.staticText.rawValue == 64)
        #expect(UIAccessibilityTraits.adjustable.rawValue == 4096)
        #expect(UIAccessibilityTraits.header.rawValue == 65536)
        #expect(UIAccessibilityTraits.none.isEmpty)
        let traits: UIAccessibilityTraits = [.staticText, .updatesFrequently]
        #expect(traits.contains(.updatesFrequently) && !traits.contains(.button))
    }

    @Test func aPlainViewIsNotAnElementUntilItSaysSo() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityTraits == .none)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Profile picture"
        view.accessibilityTraits = .image
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Profile picture")
        #expect(view.accessibilityAttributedLabel?.string == "Profile picture")
        #expect(view.accessibilityTraits == .image)
    }

    @Test func subclassesOverrideActionsAndValues() {
        let stepper = Stepper()
        stepper.accessibilityIncrement()
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        #expect(stepper.rating == 4 && stepper.accessibilityValue == "4 of 5")
        #expect(!stepper.accessibilityActivate())
    }

    @Test func theFrameIsTheViewOnScreenAndTheActivationPointItsMiddle() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        window.addSubview(container)
        container.addSubview(child)
        #expect(child.accessibilityFrame == CGRect(x: 30, y: 110, width: 40, height: 20))
        #expect(child.accessibilityActivationPoint == CGPoint(x: 50, y: 120))
        child.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(child.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
    }

    @Test func elementsInContainerSpaceFollowTheirContainer() {
        let chart = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        // UIAccessibilityElement.isAccessibilityElement: "The default value
        // for this property is false" (developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement).
        #expect(!bar.isAccessibilityElement)
        bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 20, height: 80)
        #expect(bar.accessibilityFrame == CGRect(x: 10, y: 60, width: 20, height: 80))
        chart.frame.origin.y = 0
        #expect(bar.accessibilityFrame.minY == 10)
        chart.accessibilityElements = [bar]
        #expect(chart.accessibilityElementCount() == 1)
        #expect(chart.accessibilityElement(at: 0) as AnyObject === bar)
        #expect(chart.accessibilityElement(at: 1) == nil)
        #expect(chart.index(ofAccessibilityElement: bar) == 0)
        #expect(chart.index(ofAccessibilityElement: UIView()) == NSNotFound)
    }

    @Test func customActionsRunTheirHandlers() {
        var deleted = false
        let action = UIAccessibilityCustomAction(name: "Delete") { _ in deleted = true; return true }
        let cell = UIView()
        cell.accessibilityCustomActions = [action]
        #expect(cell.accessibilityCustomActions?.first?.name == "Delete")
        #expect(action.perform() && deleted)
        #expect(action.attributedName.string == "Delete")
    }

    @Test func postedNotificationsAreRecorded() {
        UIAccessibility.removeAllPostedNotifications()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        let posted = UIAccessibility.postedNotifications
        #expect(posted.map(\.notification) == [.announcement, .screenChanged])
        #expect(posted.first?.argument as? String == "Saved")
        // UIAccessibilityConstants.h: UIAccessibilityScreenChangedNotification = 1000.
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
    }
}
