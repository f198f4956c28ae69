import Foundation
import Testing
@testable import TextEngine

/// Font sizes the engine cannot draw at. Pango keeps a font's size as a
/// 32-bit integer of 1/1024 point (PANGO_SCALE), which wraps past about
/// 2,097,151 points; a size that reaches the engine directly (not through
/// UIFont, which holds sizes to `UIFont.maximumPointSize`) is held to
/// `FontDescription.maximumSize` for measuring, metrics and drawing alike,
/// so what is measured is what is drawn.
@Suite struct FontSizeLimitTests {
    let engine = TextEngine.shared

    @Test(arguments: [1e6, 1e9, 3e6, Double.greatestFiniteMagnitude])
    func aHugeSizeMeasuresAsTheLargestSize(size: Double) {
        let huge = engine.measure(TextBlock(text: "Hi", font: FontDescription(family: "Inter", size: size)))
        let largest = engine.measure(TextBlock(text: "Hi", font: FontDescription(family: "Inter", size: FontDescription.maximumSize)))
        #expect(huge.size == largest.size, "\(huge) \(largest)")
        #expect(huge.size.height > FontDescription.maximumSize && huge.size.height < 2 * FontDescription.maximumSize)
        let metrics = engine.metrics(for: FontDescription(family: "Inter", size: size))
        #expect(metrics == engine.metrics(for: FontDescription(family: "Inter", size: FontDescription.maximumSize)))
        #expect(metrics.capHeight < metrics.ascender)
    }

    @Test func theEffectiveSizeIsFiniteAndWithinTheLimit() {
        #expect(FontDescription(family: "Inter", size: 1e9).effectiveSize == FontDescription.maximumSize)
        #expect(FontDescription(family: "Inter", size: .nan).effectiveSize == 0)
        #expect(FontDescription(family: "Inter", size: -3).effectiveSize == 0)
        #expect(FontDescription(family: "Inter", size: 17).effectiveSize == 17)
    }
}
