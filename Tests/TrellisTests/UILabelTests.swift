import Foundation
import Testing
import TextEngine
@_spi(Rendering) @testable import Trellis

@Suite struct UIFontTests {
    @Test func systemFontsAreInterInNineWeights() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "Inter" && font.fontName == "Inter-Regular" && font.pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontName == "Inter-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).fontName == "Inter-Thin")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).fontName == "Inter-Black")
        #expect(UIFont.fontNames(forFamilyName: "Inter").count == 18)
    }

    @Test func namedFontsExistOnlyIfInstalled() {
        #expect(UIFont(name: "Inter-SemiBoldItalic", size: 14)?.fontName == "Inter-SemiBoldItalic")
        #expect(UIFont(name: "Helvetica", size: 14) == nil)
        #expect(UIFont(name: "Inter-Wobbly", size: 14) == nil)
    }

    @Test func metricsComeFromTheFont() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.ascender > 15 && font.ascender < 18)
        #expect(font.descender < 0 && font.descender > -5)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 0.001)
        #expect(font.capHeight > 11 && font.capHeight < 13)
        // Twice the size, twice the metrics: no hinting, no rounding.
        let double = UIFont.systemFont(ofSize: 34)
        #expect(abs(double.lineHeight - 2 * font.lineHeight) < 0.01)
    }

    @Test func preferredFontsFollowTheContentSizeCategory() {
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        let larger = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: larger).pointSize == 23)
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: largest).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
        larger.performAsCurrent {
            #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        }
        #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: larger) == 23)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 34), compatibleWith: larger).pointSize == 46)
    }

    @Test func descriptorsAddAndRemoveTraits() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let boldItalic = try #require(body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic]))
        let font = UIFont(descriptor: boldItalic, size: 0)
        #expect(font.fontName == "Inter-BoldItalic" && font.pointSize == 17)
        #expect(font.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        #expect(body.fontDescriptor.withSymbolicTraits(.traitCondensed) == nil)
    }
}

@Suite struct UILabelTests {
    @Test func anEmptyLabelHasNoSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aLabelIsAsBigAsItsTextRoundedUp() {
        let label = UILabel()
        label.text = "Cupertino"
        let measured = TextEngine.shared.measure(TextBlock(text: "Cupertino", font: label.font.textEngineFont))
        #expect(label.intrinsicContentSize == CGSize(width: measured.size.width.rounded(.up), height: measured.size.height.rounded(.up)))
        #expect(label.intrinsicContentSize.height == label.font.lineHeight.rounded(.up))
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    }

    @Test func aSingleLineLabelNarrowerThanItsTextTruncates() {
        let label = UILabel()
        label.text = "Thunderstorms expected in the afternoon"
        let full = label.intrinsicContentSize.width
        let block = label.textBlock()
        let truncated = TextEngine.shared.measure(block, width: 120)
        #expect(full > 120)
        #expect(truncated.isTruncated && truncated.size.width <= 120 && truncated.lineCount == 1)
    }

    @Test func aWrappingLabelInsideConstraintsGetsTheHeightOfItsLines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = String(repeating: "Rain will continue through the evening. ", count: 5)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.width == 280)
        let lines = TextEngine.shared.measure(label.textBlock(), width: 280)
        #expect(lines.lineCount > 3)
        #expect(label.frame.height == (CGFloat(lines.lineCount) * label.font.lineHeight).rounded(.up))
        // Narrower: more lines, taller.
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(label.frame.width == 160)
        #expect(label.frame.height > CGFloat(lines.lineCount) * label.font.lineHeight)
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = UILabel()
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 100
        label.text = "One two three four five six seven eight nine ten"
        let size = label.intrinsicContentSize
        #expect(size.width <= 100)
        #expect(size.height == (2 * label.font.lineHeight).rounded(.up))
    }

    @Test func baselineConstraintsUseTheFontsMetrics() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 34)
        small.font = .systemFont(ofSize: 12)
        big.text = "21°"
        small.text = "Partly cloudy"
        for label in [big, small] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + TextEngine.shared.measure(big.textBlock()).firstBaseline
        let smallBaseline = small.frame.minY + TextEngine.shared.measure(small.textBlock()).firstBaseline
        #expect(abs(bigBaseline - smallBaseline) < 1)
        // Changing the font moves the baseline constraint with it.
        small.font = .systemFont(ofSize: 20)
        root.layoutIfNeeded()
        let movedBaseline = small.frame.minY + TextEngine.shared.measure(small.textBlock()).firstBaseline
        #expect(abs(bigBaseline - movedBaseline) < 1)
    }

    @Test func naturalAlignmentFollowsTheLayoutDirection() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.textBlock().alignment == .left)
        label.semanticContentAttribute = .forceRightToLeft
        #expect(label.textBlock().alignment == .right)
    }

    @Test func attributedRunsKeepTheirFontsAndColors() {
        let label = UILabel()
        let text = NSMutableAttributedString(string: "High 24° Low 12°")
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 4))
        text.addAttribute(.foregroundColor, value: UIColor.systemRed, range: NSRange(location: 5, length: 3))
        label.attributedText = text
        let block = label.textBlock()
        #expect(block.runs.count == 4)
        #expect(block.runs[0].font.weight == 700)
        #expect(label.text == "High 24° Low 12°")
        #expect(label.intrinsicContentSize.width > UILabel().then { $0.text = "High 24° Low 12°" }.intrinsicContentSize.width)
    }

    /// 300 KB of one paragraph: before issue 16 it measured 0×21 (Pango's
    /// 32-bit units overflowed) and was drawn as one line.
    @Test func aLabelWithThreeHundredKilobytesOfOneParagraphWrapsAtItsWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = String(repeating: "Rain will continue through the evening. ", count: 7_500)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        let lines = TextEngine.shared.measure(label.textBlock(), width: 390)
        #expect(label.frame.width == 390)
        // About nine sentences on every two lines of 390 points.
        #expect(lines.lineCount > 7_500 / 5 * 2 && lines.lineCount < 7_500)
        #expect(lines.size.width <= 390)
        #expect(label.frame.height == lines.size.height.rounded(.up))
        #expect(abs(lines.size.height - CGFloat(lines.lineCount) * label.font.lineHeight) < 0.01)
    }

    @Test func anUnwrappedLabelIsAsWideAsItsLongText() {
        let label = UILabel()
        label.text = String(repeating: "Rain will continue through the evening. ", count: 7_500)
        let sentence = UILabel().then { $0.text = "Rain will continue through the evening." }.intrinsicContentSize.width
        // Past the 2.1 million points Pango can hold in 32 bits.
        #expect(label.intrinsicContentSize.width > 7_000 * sentence)
        #expect(label.intrinsicContentSize.height == label.font.lineHeight.rounded(.up))
    }
}

extension UILabel {
    func then(_ body: (UILabel) -> Void) -> UILabel {
        body(self)
        return self
    }
}
