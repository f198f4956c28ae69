import Foundation
import Testing
@testable import Trellis

/// Trait overrides flow down the hierarchy, and labels that adjust to the
/// content size category follow them.
@Suite(.serialized) struct TraitTests {
    final class Recorder: UIView {
        var changes: [UITraitCollection?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            changes.append(previousTraitCollection)
        }
    }

    @Test func overridesFlowToSubviews() {
        let root = UIView(), middle = UIView(), leaf = Recorder()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.traitCollection.userInterfaceStyle == .unspecified)
        root.traitOverrides.userInterfaceStyle = .dark
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.changes.count == 1 && leaf.changes.first??.userInterfaceStyle == .unspecified)
        middle.traitOverrides.userInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light)
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        // Setting the same value again changes nothing and tells no one.
        middle.traitOverrides.userInterfaceStyle = .light
        #expect(leaf.changes.count == 2)
        middle.traitOverrides.userInterfaceStyle = .unspecified
        #expect(middle.traitOverrides.isEmpty)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
        root.traitOverrides = UITraitOverrides()
        #expect(UIView.viewsWithTraitOverrides.load(ordering: .relaxed) >= 0)
    }

    @Test func movingUnderOtherTraitsTellsTheView() {
        let dark = UIView()
        dark.traitOverrides.userInterfaceStyle = .dark
        let view = Recorder()
        dark.addSubview(view)
        #expect(view.changes.count == 1)
        view.removeFromSuperview()
        #expect(view.changes.count == 2 && view.traitCollection.userInterfaceStyle == .unspecified)
        dark.traitOverrides = UITraitOverrides()
    }

    @Test func aRootTakesTheCurrentTraits() {
        UITraitCollection(preferredContentSizeCategory: .extraLarge).performAsCurrent {
            #expect(UIView().traitCollection.preferredContentSizeCategory == .extraLarge)
        }
    }

    @Test func anAdjustingLabelFollowsTheContentSizeCategory() {
        let root = UIView()
        let label = UILabel()
        label.text = "Body text"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        root.addSubview(label)
        #expect(label.font.pointSize == 17)
        let before = label.intrinsicContentSize
        root.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(label.font.pointSize == 23)
        #expect(label.intrinsicContentSize.height > before.height)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 53)
        // A label that does not adjust keeps its font.
        let fixed = UILabel()
        fixed.font = .preferredFont(forTextStyle: .body)
        root.addSubview(fixed)
        #expect(fixed.font.pointSize == 17)
        root.traitOverrides = UITraitOverrides()
        #expect(label.font.pointSize == 17)
    }

    @Test func scaledFontsScaleAgainFromTheirBaseSize() {
        let root = UIView()
        root.traitOverrides.preferredContentSizeCategory = .large
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
        label.adjustsFontForContentSizeCategory = true
        root.addSubview(label)
        #expect(label.font.pointSize == 20)
        // title1 is 28 at large and 34 at extraExtraExtraLarge: 20 × 34 / 28.
        root.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(abs(label.font.pointSize - 20 * 34 / 28) < 1e-9)
        // Capped at the maximum.
        root.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.font.pointSize == 30)
        root.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(abs(label.font.pointSize - 20 * 25 / 28) < 1e-9)
        root.traitOverrides = UITraitOverrides()
        // A fixed-size font does not change.
        let fixed = UILabel()
        fixed.font = .systemFont(ofSize: 15)
        fixed.adjustsFontForContentSizeCategory = true
        root.addSubview(fixed)
        root.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        #expect(fixed.font.pointSize == 15)
        root.traitOverrides = UITraitOverrides()
    }

    @Test func contentModeDefaults() {
        #expect(UIView().contentMode == .scaleToFill)
        #expect(UIImageView().contentMode == .scaleToFill)
        // UILabel's class reference: "The default content mode of the UILabel class is UIViewContentModeRedraw."
        #expect(UILabel().contentMode == .redraw)
        let view = UIView()
        view.contentMode = .center
        #expect(view.contentMode.rawValue == 4)
    }
}
