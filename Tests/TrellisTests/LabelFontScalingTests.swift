import Foundation
import Testing
import TextEngine
@_spi(Rendering) @testable import Trellis

@Suite struct LabelFontScalingTests {
    private func label(_ text: String, size: CGFloat = 20) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        return label
    }

    @Test func aSingleLineShrinksToFitItsWidth() {
        let label = label("Departures and Arrivals")
        let full = label.intrinsicContentSize
        label.frame = CGRect(x: 0, y: 0, width: full.width * 0.75, height: full.height)
        let scale = label.fontScale
        #expect(scale < 1 && scale >= 0.5)
        // Drawn at the shrunk size, and the shrunk text fits.
        let block = label.textBlock()
        #expect(abs(block.defaultFont.size - 20 * Double(scale)) < 0.001)
        let drawn = TextEngine.shared.measure(block, width: nil)
        #expect(drawn.size.width <= label.bounds.width + 0.01)
        #expect(!TextEngine.shared.measure(block, width: Double(label.bounds.width)).isTruncated)
        // As large as fits: a hundredth larger would not.
        #expect(scale > 0.70)
        // The intrinsic size is still the full-size text's, as in UIKit.
        #expect(label.intrinsicContentSize == full)
    }

    @Test func itShrinksNoFurtherThanTheMinimumAndThenTruncates() {
        let label = label("Departures and Arrivals")
        label.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(label.fontScale == 0.5)
        #expect(TextEngine.shared.measure(label.textBlock(), width: 40).isTruncated)
    }

    @Test func aMinimumScaleFactorOfZeroDoesNotShrink() {
        // UILabel.minimumScaleFactor: "If you specify a value of 0 for this
        // property, the label doesn't scale the text down. The default value
        // of this property is 0." (developer.apple.com/documentation/uikit/uilabel/minimumscalefactor)
        let label = label("Departures and Arrivals")
        label.minimumScaleFactor = 0
        label.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        #expect(label.fontScale == 1)
        #expect(UILabel().minimumScaleFactor == 0 && !UILabel().adjustsFontSizeToFitWidth)
    }

    @Test func textThatFitsIsNotShrunk() {
        let label = label("Gate")
        label.frame = CGRect(x: 0, y: 0, width: 300, height: 30)
        #expect(label.fontScale == 1)
        label.adjustsFontSizeToFitWidth = false
        label.frame.size.width = 10
        #expect(label.fontScale == 1)
    }

    @Test func severalLinesShrinkToFitTheHeight() {
        let label = label("Your flight to Tokyo Narita boards at gate A12 at 10:45; please be at the gate twenty minutes early.", size: 17)
        label.numberOfLines = 0
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        let scale = label.fontScale
        #expect(scale < 1 && scale >= 0.5)
        let drawn = TextEngine.shared.measure(label.textBlock(), width: 200)
        #expect(drawn.size.height <= 60.01 && !drawn.isTruncated)
        // textRect (where the renderer draws) is measured with the shrunk font.
        #expect(label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 0).height <= 60)
    }

    @Test func attributedRunsShrinkByTheSameFactor() {
        let label = label("")
        let text = NSMutableAttributedString(string: "Big ", attributes: [.font: UIFont.systemFont(ofSize: 30)])
        text.append(NSAttributedString(string: "and small text together"))
        label.attributedText = text
        label.frame = CGRect(x: 0, y: 0, width: label.intrinsicContentSize.width * 0.8, height: 40)
        let scale = label.fontScale
        #expect(scale < 1)
        let block = label.textBlock()
        #expect(abs((block.runs.first?.font.size ?? 0) - 30 * Double(scale)) < 0.001)
    }
}
