import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisSnapshotTesting

/// The accessibility snapshot: a screen's elements in VoiceOver's reading
/// order with UIKit's default labels, values and traits, and the three
/// warnings (no label, a touch target under 44×44 points, text cut off).
@Suite(.serialized) struct AccessibilitySnapshotTests {
    /// A settings card with one of each problem: a switch with no label of
    /// its own, an image-only 28-point button, and a one-line label too
    /// narrow for its text at AX sizes.
    final class SettingsController: UIViewController {
        let title1 = UILabel(), detail = UILabel(), toggle = UISwitch(), save = UIButton(type: .system)
        let close = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            title1.text = "Settings"
            title1.font = .preferredFont(forTextStyle: .largeTitle)
            title1.accessibilityTraits = .header
            detail.text = "Notifications for every departure"
            detail.font = .preferredFont(forTextStyle: .body)
            toggle.isOn = true
            save.setTitle("Save", for: .normal)
            save.accessibilityHint = "Keeps your changes"
            close.setImage(UIImage(systemName: "xmark"), for: .normal)
            close.accessibilityIdentifier = "close"
            for label in [title1, detail] { label.adjustsFontForContentSizeCategory = true }
            for view in [title1, detail, toggle, save, close] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            let guide = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                close.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
                close.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                close.widthAnchor.constraint(equalToConstant: 28), close.heightAnchor.constraint(equalToConstant: 28),
                title1.topAnchor.constraint(equalTo: close.bottomAnchor, constant: 8),
                title1.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                toggle.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 20),
                toggle.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                detail.centerYAnchor.constraint(equalTo: toggle.centerYAnchor),
                detail.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                detail.trailingAnchor.constraint(equalTo: toggle.leadingAnchor, constant: -8),
                save.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 24),
                save.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                save.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
                save.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            ])
        }
    }

    func window(_ size: UIContentSizeCategory = .large) -> UIWindow {
        let window = UIWindow(device: .iPhoneSE3)
        window.setPreferredContentSizeCategory(size)
        window.rootViewController = SettingsController()
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func elementsAreListedInReadingOrderWithUIKitsDefaults() {
        let audit = AccessibilityAudit(of: window())
        // Top to bottom, leading to trailing within a row: the close button
        // is above the title; the label and switch share a row.
        #expect(audit.elements.map(\.label) == [nil, "Settings", "Notifications for every departure", nil, "Save"])
        // A label is static text; a switch is a button whose value is "1"
        // when on (UIKit's UISwitch reads "1"/"0"); a system button is a button.
        #expect(audit.elements.map(\.traits) == [["button"], ["header"], ["staticText"], ["button"], ["button"]])
        #expect(audit.elements[3].value == "1")
        #expect(audit.elements[4].hint == "Keeps your changes")
        #expect(audit.elements[0].identifier == "close")
    }

    @Test func eachKindOfProblemIsFlagged() {
        let audit = AccessibilityAudit(of: window())
        #expect(audit.elements[0].warnings == [.noLabel, .smallTouchTarget(CGSize(width: 28, height: 28))])
        // UISwitch is 51×31 points (UIKit's fixed size): under 44 high.
        #expect(audit.elements[3].warnings == [.noLabel, .smallTouchTarget(CGSize(width: 51, height: 31))])
        #expect(audit.elements[1].warnings.isEmpty && audit.elements[4].warnings.isEmpty)
        // At the default size the detail fits beside the switch; at AX5 it is truncated.
        #expect(audit.elements[2].warnings.isEmpty)
        let large = AccessibilityAudit(of: window(.accessibilityExtraExtraExtraLarge))
        let detail = large.elements.first { $0.label == "Notifications for every departure" }
        #expect(detail?.warnings == [.truncatedText("Notifications for every departure")])
    }

    @Test func theTextFormReadsAsALegend() {
        let text = AccessibilityAudit(of: window()).text
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "UIWindow 375×667: 5 accessibility elements in reading order")
        #expect(lines.contains("   ⚠ no label"))
        #expect(lines.contains("   ⚠ touch target 28×28 pt, under 44×44"))
        #expect(lines.last == "4 warnings.")
    }

    @Test func snapshotsAtTheDefaultAndTheLargestSize() {
        assertAccessibilitySnapshot(of: window(), named: "large", perceptualPrecision: 0.97)
        assertAccessibilitySnapshot(of: window(.accessibilityExtraExtraExtraLarge), named: "ax5", perceptualPrecision: 0.97)
    }

    @Test func theTextFormLandsBesideAnImageOfTheSameName() {
        let screen = window()
        assertSnapshot(of: screen, as: .image(perceptualPrecision: 0.97, scale: 1), named: "settings")
        assertSnapshot(of: screen, as: .accessibilityText, named: "settings")
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/AccessibilitySnapshotTests")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        #expect(files.contains("theTextFormLandsBesideAnImageOfTheSameName.settings.png"))
        #expect(files.contains("theTextFormLandsBesideAnImageOfTheSameName.settings.accessibility.txt"))
    }
}
