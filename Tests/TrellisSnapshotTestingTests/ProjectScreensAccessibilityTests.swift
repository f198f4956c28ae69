import Foundation
import RainstormKit
import SnapshotTesting
import Testing
import Trellis
import TrellisExamples
import TrellisSnapshotTesting

/// The accessibility snapshots of the project's own screens on an iPhone SE
/// at the default and the largest accessibility text size: each element
/// outlined beside its legend, and the legend as text beside it.
@Suite(.serialized) struct ProjectScreensAccessibilityTests {
    typealias Configuration = ProjectScreensLayoutCheckTests.Configuration
    static let sizes: [(name: String, size: UIContentSizeCategory)] = [("large", .large), ("ax5", .accessibilityExtraExtraExtraLarge)]

    @Test func weatherApp() throws {
        let report = try SampleWeather.cupertino()
        for size in Self.sizes {
            let window = try RainstormScreen.make(report: report, device: .iPhoneSE3, textSize: size.size)
            assertAccessibilitySnapshot(of: window, named: size.name, perceptualPrecision: 0.97)
        }
    }

    @Test func signUp() {
        for size in Self.sizes {
            let configuration = Configuration(device: .iPhoneSE3, landscape: false, size: size.size, dark: false)
            let window = ProjectScreensLayoutCheckTests.window(configuration) { SignUpView(frame: UIScreen.main.bounds) }
            assertAccessibilitySnapshot(of: window, named: size.name, perceptualPrecision: 0.97)
        }
    }

    @Test func flightCard() {
        for size in Self.sizes {
            let configuration = Configuration(device: .iPhoneSE3, landscape: false, size: size.size, dark: false)
            let window = ProjectScreensLayoutCheckTests.window(configuration) { FlightCardView(frame: UIScreen.main.bounds) }
            assertAccessibilitySnapshot(of: window, named: size.name, perceptualPrecision: 0.97)
        }
    }

    /// In dark mode the cards take dark fills under the white text, as
    /// iOS's own tinted fills do (issue 23: the light pastels hid the captions).
    @Test func flightCardInDarkMode() throws {
        let configuration = Configuration(device: .iPhone15, landscape: false, size: .large, dark: true)
        let window = ProjectScreensLayoutCheckTests.window(configuration) { FlightCardView(frame: UIScreen.main.bounds) }
        assertSnapshot(of: window, as: .image(precision: 0.995, perceptualPrecision: 0.97, scale: 1, traits: window.traitCollection), named: "dark")
        let card = try #require(window.rootViewController?.view as? FlightCardView)
        // Every caption stays readable: its colour differs from its card's by
        // at least 3:1 in luminance, WCAG's minimum for large text.
        for (label, wrapper) in zip(card.metadataLabels.map(\.name), card.metadataWrappers) {
            let ratio = contrast(label.textColor.resolvedColor(with: window.traitCollection),
                                 (wrapper.backgroundColor ?? .clear).resolvedColor(with: window.traitCollection))
            #expect(ratio >= 3, "\(label.text ?? ""): \(ratio)")
        }
    }

    /// WCAG 2's contrast ratio of two colours (w3.org/TR/WCAG21/#dfn-contrast-ratio).
    func contrast(_ a: UIColor, _ b: UIColor) -> CGFloat {
        func luminance(_ color: UIColor) -> CGFloat {
            var r: CGFloat = 0, g: CGFloat = 0, bl: CGFloat = 0, alpha: CGFloat = 0
            color.getRed(&r, green: &g, blue: &bl, alpha: &alpha)
            func linear(_ c: CGFloat) -> CGFloat { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(bl)
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
