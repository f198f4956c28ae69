import Foundation
import TrellisBenchmarks
import SnapshotTesting
import Testing
import Trellis
import TrellisRender
import TrellisSnapshotTesting

/// Whole screens against reference files in __Snapshots__: PNG images with a
/// small pixel tolerance, and text dumps of every frame. A missing reference
/// is recorded and the test fails, so new references are looked at before
/// they are committed (`SNAPSHOT_TESTING_RECORD=all swift test` re-records).
@Suite struct ScreenSnapshotTests {
    /// The same fonts and libraries give the same pixels; the tolerance is
    /// for anti-aliasing that may differ between Cairo builds.
    static let precision: Float = 0.995
    static let perceptualPrecision: Float = 0.97

    @Test func forecastLight() {
        let screen = ForecastScreen.make()
        assertSnapshot(of: screen, as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1))
        assertSnapshot(of: screen, as: .recursiveDescription)
    }

    @Test func forecastDark() {
        let screen = ForecastScreen.make()
        assertSnapshot(of: screen, as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 1,
                                              traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    /// A card with a blurred shadow, a bordered image, truncated and centred
    /// labels, at scale 2.
    @Test func card() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        root.backgroundColor = .systemGroupedBackground
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.25
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        root.addSubview(card)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 22
        badge.layer.borderWidth = 3
        badge.layer.borderColor = UIColor.white.cgColor
        card.addSubview(badge)
        let title = UILabel()
        title.translatesAutoresizingMaskIntoConstraints = false
        title.text = "A title long enough to be cut off at the end of its line"
        title.font = .preferredFont(forTextStyle: .headline)
        card.addSubview(title)
        let body = UILabel()
        body.translatesAutoresizingMaskIntoConstraints = false
        body.text = "Centred body text that wraps onto a second and a third line inside the card."
        body.numberOfLines = 0
        body.textAlignment = .center
        body.font = .preferredFont(forTextStyle: .subheadline)
        body.textColor = .secondaryLabel
        card.addSubview(body)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 24),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -24),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.heightAnchor.constraint(equalToConstant: 44),
            title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            title.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            body.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 12),
            body.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        assertSnapshot(of: root, as: .image(precision: Self.precision, perceptualPrecision: Self.perceptualPrecision, scale: 2))
        assertSnapshot(of: root, as: .recursiveDescription)
    }
}

/// The strategies themselves: a changed view fails, a close one passes.
@Suite struct SnapshotStrategyTests {
    func square(_ color: UIColor, size: CGFloat = 10) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: size, height: size))
        view.backgroundColor = color
        return view
    }

    func png(_ view: UIView) throws -> Data { try Renderer().render(view, as: .png) }

    @Test func differentPixelsFailWithAMessage() throws {
        let diffing = Snapshotting<UIView, Data>.image(scale: 1).diffing
        let red = try png(square(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
        let blue = try png(square(UIColor(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(diffing.diffV2(red, red) == nil)
        let failure = try #require(diffing.diffV2(red, blue))
        #expect(failure.0.contains("100 of 100 pixels differ"), "\(failure.0)")
    }

    @Test func toleranceAllowsSmallDifferences() throws {
        let a = try png(square(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)))
        let b = try png(square(UIColor(red: 0.51, green: 0.5, blue: 0.5, alpha: 1)))
        #expect(Snapshotting<UIView, Data>.image(scale: 1).diffing.diffV2(a, b) != nil)
        #expect(Snapshotting<UIView, Data>.image(perceptualPrecision: 0.98, scale: 1).diffing.diffV2(a, b) == nil)
    }

    @Test func aDifferentSizeFails() throws {
        let small = try png(square(.white, size: 10)), large = try png(square(.white, size: 12))
        let failure = try #require(Snapshotting<UIView, Data>.image(scale: 1).diffing.diffV2(small, large))
        #expect(failure.0.contains("12×12"), "\(failure.0)")
    }

    @Test func anUnrenderableViewFailsWithTheReason() throws {
        let strategy = Snapshotting<UIView, Data>.image(scale: 1)
        var rendered: Data?
        strategy.snapshot(UIView()).run { rendered = $0 }
        let output = try #require(rendered)
        let failure = try #require(strategy.diffing.diffV2(try png(square(.white)), output))
        #expect(failure.0.contains("did not render") && failure.0.contains("at least 1×1 point"), "\(failure.0)")
    }

    @Test func recursiveDescriptionListsFrames() throws {
        let root = square(.white, size: 40)
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 30, height: 20))
        label.text = "Hi"
        root.addSubview(label)
        var text: String?
        Snapshotting<UIView, String>.recursiveDescription.snapshot(root).run { text = $0 }
        #expect(text == "UIView (0, 0, 40, 40)\n  UILabel (5, 6, 30, 20) \"Hi\"\n")
    }
}
