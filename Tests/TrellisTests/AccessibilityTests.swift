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

@Suite struct StandardControlAccessibilityTests {
    @Test func aLabelIsStaticTextReadAsItsText() {
        let label = UILabel()
        label.text = "Gate A12"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Gate A12")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityLabel = "Gate A 12"
        #expect(label.accessibilityLabel == "Gate A 12")
        // Setting nil goes back to the text, as UIKit's label does.
        label.accessibilityLabel = nil
        #expect(label.accessibilityLabel == "Gate A12")
    }

    @Test func aButtonIsAButtonReadAsItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityRespondsToUserInteraction)
        #expect(button.accessibilityLabel == "Save" && button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Add to Wallet"
        #expect(UIButton(configuration: configuration).accessibilityLabel == "Add to Wallet")
    }

    @Test func aSwitchsValueIsOneOrZero() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement && toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
    }

    @Test func aTextFieldsValueIsItsTextOrItsPlaceholder() {
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityLabel == nil && field.accessibilityValue == "Email")
        field.text = "ada@example.com"
        #expect(field.accessibilityValue == "ada@example.com")
        field.isSecureTextEntry = true
        field.text = "hunter2"
        #expect(field.accessibilityValue == "•••••••")
    }

    @Test func anImageViewIsNotAnElementUntilMadeOne() {
        let image = UIImageView(image: UIImage(systemName: "airplane"))
        #expect(!image.isAccessibilityElement)
        image.isAccessibilityElement = true
        #expect(image.accessibilityTraits == .image)
    }
}

@Suite struct AccessibilityTreeTests {
    private func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    @Test func elementsAreReadTopToBottomThenLeadingToTrailing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        // Added out of order: the tree follows positions, not subviews.
        root.addSubview(label("Seat", CGRect(x: 200, y: 100, width: 100, height: 20)))
        root.addSubview(label("Title", CGRect(x: 20, y: 20, width: 300, height: 30)))
        let button = UIButton(type: .system)
        button.setTitle("Change", for: .normal)
        button.frame = CGRect(x: 300, y: 95, width: 80, height: 30)
        root.addSubview(button)
        root.addSubview(label("Name", CGRect(x: 20, y: 100, width: 100, height: 20)))
        let tree = accessibilityTree(of: root).map(\.description)
        #expect(tree == ["\"Title\" [staticText]", "\"Name\" [staticText]", "\"Seat\" [staticText]", "\"Change\" [button]"])
    }

    @Test func hiddenViewsAndHiddenChildrenAreSkipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let hidden = label("Hidden", CGRect(x: 0, y: 0, width: 100, height: 20))
        hidden.isHidden = true
        let transparent = label("Transparent", CGRect(x: 0, y: 30, width: 100, height: 20))
        transparent.alpha = 0
        let box = UIView(frame: CGRect(x: 0, y: 60, width: 200, height: 100))
        box.addSubview(label("Inside", CGRect(x: 0, y: 0, width: 100, height: 20)))
        box.accessibilityElementsHidden = true
        let shown = label("Shown", CGRect(x: 0, y: 200, width: 100, height: 20))
        [hidden, transparent, box, shown].forEach(root.addSubview)
        #expect(accessibilityTree(of: root).map(\.label) == ["Shown"])
    }

    @Test func anElementStandsForItsSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        card.addSubview(label("SFO", CGRect(x: 0, y: 0, width: 50, height: 20)))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "San Francisco to Tokyo"
        root.addSubview(card)
        #expect(accessibilityTree(of: root).map(\.label) == ["San Francisco to Tokyo"])
    }

    @Test func accessibilityElementsGiveTheOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let first = label("First", CGRect(x: 0, y: 0, width: 100, height: 20))
        let second = label("Second", CGRect(x: 0, y: 50, width: 100, height: 20))
        let ignored = label("Not listed", CGRect(x: 0, y: 100, width: 100, height: 20))
        [first, second, ignored].forEach(root.addSubview)
        let bar = UIAccessibilityElement(accessibilityContainer: root)
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "Bar"
        root.accessibilityElements = [second, bar, first]
        #expect(accessibilityTree(of: root).map(\.label) == ["Second", "Bar", "First"])
    }

    @Test func aGroupIsReadAsOneBlock() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        // Two columns: without grouping VoiceOver reads across the rows.
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 190, height: 100))
        left.addSubview(label("L1", CGRect(x: 0, y: 0, width: 100, height: 20)))
        left.addSubview(label("L2", CGRect(x: 0, y: 50, width: 100, height: 20)))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 190, height: 100))
        right.addSubview(label("R1", CGRect(x: 0, y: 0, width: 100, height: 20)))
        right.addSubview(label("R2", CGRect(x: 0, y: 50, width: 100, height: 20)))
        [left, right].forEach(root.addSubview)
        #expect(accessibilityTree(of: root).map(\.label) == ["L1", "R1", "L2", "R2"])
        left.shouldGroupAccessibilityChildren = true
        right.shouldGroupAccessibilityChildren = true
        #expect(accessibilityTree(of: root).map(\.label) == ["L1", "L2", "R1", "R2"])
    }

    @Test func aModalViewHidesItsSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        root.addSubview(label("Behind", CGRect(x: 0, y: 0, width: 100, height: 20)))
        let alert = UIView(frame: CGRect(x: 50, y: 100, width: 290, height: 150))
        alert.accessibilityViewIsModal = true
        alert.addSubview(label("Delete?", CGRect(x: 10, y: 10, width: 100, height: 20)))
        root.addSubview(alert)
        #expect(accessibilityTree(of: root).map(\.label) == ["Delete?"])
    }
}

/// The boarding pass of `uikit-samples/10-accessibility.swift`, as VoiceOver reads it.
@Suite struct SampleScreenAccessibilityTests {
    private final class RatingControl: UIStackView {
        private(set) var rating = 3 { didSet { update() } }
        override init(frame: CGRect) {
            super.init(frame: frame)
            spacing = 4
            for _ in 0..<5 { addArrangedSubview(UIImageView(image: UIImage(systemName: "star"))) }
            isAccessibilityElement = true
            accessibilityLabel = "Seat comfort"
            accessibilityTraits = .adjustable
            update()
        }
        required init(coder: NSCoder) { fatalError("not used") }
        private func update() { accessibilityValue = "\(rating) of 5 stars" }
        override func accessibilityIncrement() { rating = min(rating + 1, 5) }
        override func accessibilityDecrement() { rating = max(rating - 1, 1) }
    }

    @Test func theBoardingPassReadsRouteGateRatingAndButton() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let root = UIViewController()
        window.rootViewController = root
        let from = UILabel(), to = UILabel(), gate = UILabel()
        from.text = "SFO"
        to.text = "NRT"
        from.accessibilityLabel = "From San Francisco"
        to.accessibilityLabel = "To Tokyo Narita"
        let plane = UIImageView(image: UIImage(systemName: "airplane"))
        plane.isAccessibilityElement = false
        gate.text = "Gate A12 · Boards 10:45 · Seat 32K"
        gate.accessibilityLabel = "Gate A 12. Boards at 10:45. Seat 32 K."
        gate.accessibilityTraits = [.staticText, .updatesFrequently]
        let rating = RatingControl()
        var wallet = UIButton.Configuration.filled()
        wallet.title = "Add to Wallet"
        let walletButton = UIButton(configuration: wallet, primaryAction: UIAction { _ in })
        walletButton.accessibilityHint = "Adds this boarding pass to Apple Wallet."
        let route = UIStackView(arrangedSubviews: [from, plane, to])
        route.spacing = 12
        route.alignment = .center
        let stack = UIStackView(arrangedSubviews: [route, gate, rating, walletButton])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: root.view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.view.readableContentGuide.trailingAnchor),
        ])
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(accessibilityTree(of: window).map(\.description) == [
            "\"From San Francisco\" [staticText]",
            "\"To Tokyo Narita\" [staticText]",
            "\"Gate A 12. Boards at 10:45. Seat 32 K.\" [staticText, updatesFrequently]",
            "\"Seat comfort\" = \"3 of 5 stars\" [adjustable]",
            "\"Add to Wallet\" [button] hint: \"Adds this boarding pass to Apple Wallet.\"",
        ])
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 of 5 stars")
    }
}
