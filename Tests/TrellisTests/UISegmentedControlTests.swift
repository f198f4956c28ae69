import Foundation
import Testing
@testable import Trellis

/// UISegmentedControl's segments, selection, taps and sizes.
@Suite struct UISegmentedControlTests {
    /// `noSegment` is -1 and is the selection "until the user touches a
    /// segment" (UISegmentedControl.selectedSegmentIndex, Apple's documentation).
    @Test func startsWithNoSegmentSelected() {
        let control = UISegmentedControl(items: ["Economy", "Premium", "Business"])
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 1) == "Premium")
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
    }

    /// Items are titles or images; other items are skipped.
    @Test func itemsAreTitlesOrImages() throws {
        let image = try #require(UIImage(systemName: "star"))
        let control = UISegmentedControl(items: ["A", image, 42])
        #expect(control.numberOfSegments == 2)
        #expect(control.imageForSegment(at: 1) === image && control.titleForSegment(at: 1) == nil)
    }

    /// Inserting past the end appends; inserting before the selection keeps
    /// the same segment selected.
    @Test func insertingAndRemovingKeepTheSelection() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: true)
        #expect(control.titleForSegment(at: 3) == "End")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    /// Setting the selection in code sends nothing; an index out of range is ignored.
    @Test func selectingInCodeSendsNothing() {
        let control = UISegmentedControl(items: ["A", "B"])
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        control.selectedSegmentIndex = 1
        control.selectedSegmentIndex = 5
        #expect(control.selectedSegmentIndex == 1 && changes == 0)
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
    }

    /// A tap selects and sends `.valueChanged`; disabled segments ignore taps.
    @Test func tapsSelectAndSendValueChanged() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        var sent: [Int] = []
        control.addAction(UIAction { _ in sent.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.setEnabled(false, forSegmentAt: 2)
        control.tapSegment(at: 1)
        control.tapSegment(at: 2)
        #expect(sent == [1])
        #expect(!control.isEnabledForSegment(at: 2) && control.isEnabledForSegment(at: 0))
    }

    /// Segments made from actions perform them when tapped (iOS 14).
    @Test func actionSegmentsPerformTheirActions() {
        var log: [String] = []
        let list = UIAction(title: "List") { _ in log.append("list") }
        let grid = UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in log.append("grid") }
        let control = UISegmentedControl(frame: .zero, actions: [list, grid])
        control.tapSegment(at: 1)
        #expect(log == ["grid"])
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        #expect(control.actionForSegment(at: 0) === list && control.titleForSegment(at: 0) == "List")
        control.insertSegment(action: UIAction(title: "Map") { _ in log.append("map") }, at: 0, animated: false)
        control.tapSegment(at: 0)
        #expect(log == ["grid", "map"] && control.numberOfSegments == 3)
    }

    /// A momentary control keeps the index but does not draw it selected.
    @Test func momentaryControlsShowNoSelection() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.isMomentary = true
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.tapSegment(at: 0)
        control.layoutIfNeeded()
        #expect(control.selectedSegmentIndex == 0)
        #expect(control.thumb.isHidden)
    }

    /// 32 points tall (iOS 13 and later); equal segments as wide as the
    /// widest title in the 13-point semibold font plus 8 points each side.
    @Test func intrinsicSizeComesFromTheWidestTitle() {
        let control = UISegmentedControl(items: ["Economy", "Premium", "Business"])
        let widest = ["Economy", "Premium", "Business"].map { title -> CGFloat in
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.text = title
            return (label.intrinsicContentSize.width + 16).rounded(.up)
        }.max() ?? 0
        #expect(control.intrinsicContentSize == CGSize(width: 3 * widest, height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < 3 * widest)
    }

    /// Fixed widths stay; the others share the rest.
    @Test func fixedWidthsAreKept() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.setWidth(100, forSegmentAt: 0)
        control.setWidth(-5, forSegmentAt: 1)
        #expect(control.widthForSegment(at: 0) == 100 && control.widthForSegment(at: 1) == 0)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        #expect(control.segmentFrames.map(\.width) == [100, 100, 100])
        control.frame = CGRect(x: 0, y: 0, width: 400, height: 32)
        #expect(control.segmentFrames.map(\.minX) == [0, 100, 250])
    }

    /// The selected title is semibold, others regular; title attributes override.
    @Test func titleAttributesPerState() {
        let control = UISegmentedControl(items: ["A"])
        #expect(control.titleFont(for: .selected) == .systemFont(ofSize: 13, weight: .semibold))
        #expect(control.titleFont(for: .normal) == .systemFont(ofSize: 13, weight: .regular))
        let big = UIFont.systemFont(ofSize: 17)
        control.setTitleTextAttributes([.font: big, .foregroundColor: UIColor.systemRed], for: .normal)
        #expect(control.titleFont(for: .selected) == big)
        #expect(control.titleColor(for: .selected) == .systemRed)
        #expect(control.titleTextAttributes(for: .normal)?[.font] as? UIFont == big)
    }

    /// The thumb sits 2 points inside the selected segment, in the
    /// selected segment tint when set.
    @Test func thumbSitsInTheSelectedSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 1
        control.selectedSegmentTintColor = .systemYellow
        control.layoutIfNeeded()
        let thumb = control.thumb
        #expect(!thumb.isHidden && thumb.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
        #expect(thumb.backgroundColor == .systemYellow)
    }

    /// Each segment is a button element named by its title, "selected"
    /// when selected and dimmed when disabled (a11yengineer.com/native-thing/segmented-control).
    @Test func accessibilityIsOneButtonPerSegment() throws {
        let control = UISegmentedControl(items: ["Economy", "Premium", "Business"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isAccessibilityElement)
        let elements = try #require(control.accessibilityElements as? [UIAccessibilityElement])
        #expect(elements.map(\.accessibilityLabel) == ["Economy", "Premium", "Business"])
        #expect(elements.map(\.accessibilityTraits) == [[.button, .selected], .button, [.button, .notEnabled]])
        #expect(elements[1].accessibilityFrameInContainerSpace == CGRect(x: 100, y: 0, width: 100, height: 32))
        #expect(elements[1].accessibilityActivate())
        #expect(control.selectedSegmentIndex == 1 && elements[1].accessibilityTraits == [.button, .selected])
    }

    /// VoiceOver's walk finds the segments, not the control or its labels.
    @Test func accessibilityTreeListsTheSegments() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let control = UISegmentedControl(items: ["Day", "Week"])
        control.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
        window.addSubview(control)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(accessibilityTree(of: window).map(\.label) == ["Day", "Week"])
    }
}
