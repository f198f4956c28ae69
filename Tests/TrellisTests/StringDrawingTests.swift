import Foundation
import Testing
import TextEngine
@testable import Trellis

/// `NSString`/`NSAttributedString` measuring (NSStringDrawing.h), by the
/// text engine that lays labels out.
@Suite struct StringDrawingTests {
    private let font = UIFont.systemFont(ofSize: 17)

    /// "This method returns fractional sizes … you must raise its value to
    /// the nearest higher integer using the ceil function" (Apple's
    /// documentation of `boundingRect(with:options:attributes:context:)`):
    /// rounded up, the size is the one a label of the same text takes.
    @Test func sizeWithAttributesRoundedUpIsTheLabelsSize() {
        let text = "Profile picture"
        let size = text.size(withAttributes: [.font: font])
        let label = UILabel()
        label.font = font
        label.text = text
        #expect(size.width != size.width.rounded(.up) || size.height != size.height.rounded(.up))
        #expect(CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up)) == label.intrinsicContentSize)
        #expect((text as NSString).size(withAttributes: [.font: font]) == size)
        #expect(NSAttributedString(string: text, attributes: [.font: font]).size() == size)
    }

    /// A string with no font is set in 12 points: "If you do not specify
    /// this attribute, the string uses a 12-point Helvetica(Neue) font by
    /// default" (developer.apple.com/documentation/foundation/nsattributedstring/key/font).
    @Test func aStringWithoutAFontIsTwelvePoints() {
        let plain = "Hello".size(withAttributes: nil)
        let twelve = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(plain == twelve)
        #expect(plain.height > 12 && plain.height < 16)
    }

    @Test func wrappedMeasurementMatchesAMultilineLabel() {
        let text = "A profile header card: an avatar drawn with Bezier paths, and a stack of labels."
        let rect = text.boundingRect(with: CGSize(width: 150, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font], context: nil)
        let label = UILabel()
        label.font = font
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 150
        label.text = text
        #expect(rect.origin == .zero)
        #expect(rect.width <= 150)
        #expect(CGSize(width: rect.width.rounded(.up), height: rect.height.rounded(.up)) == label.intrinsicContentSize)
        #expect(rect.height > 3 * font.lineHeight)
    }

    /// Without `.usesLineFragmentOrigin` the text is one line and the
    /// origin is its baseline ("the origin of the rectangle is the baseline
    /// of the only line", Apple's documentation of `drawWithRect:options:`).
    @Test func withoutLineFragmentOriginTheTextIsOneLineAboveTheBaseline() {
        let text = "A profile header card with an avatar drawn in draw(_:)"
        let rect = text.boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: [.font: font], context: nil)
        let oneLine = text.size(withAttributes: [.font: font])
        #expect(rect.size == oneLine)
        #expect(rect.width > 100)
        let measured = TextEngine.shared.measure(TextBlock(text: text, font: font.textEngineFont))
        #expect(abs(rect.minY + CGFloat(measured.firstBaseline)) < 0.001)
        #expect(rect.minY < -12)
    }

    @Test func newlinesStartLinesEvenOnOneLine() {
        let one = "Ada".size(withAttributes: [.font: font])
        let two = "Ada\nLovelace".size(withAttributes: [.font: font])
        #expect(abs(two.height - 2 * one.height) < 0.01)
    }

    @Test func truncatesLastVisibleLineKeepsTheLinesThatFit() {
        let text = String(repeating: "Words wrap onto many lines here. ", count: 8)
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let lineHeight = "x".size(withAttributes: attributes).height
        let size = CGSize(width: 200, height: lineHeight * 2.5)
        let full = text.boundingRect(with: size, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        let truncated = text.boundingRect(with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes, context: nil)
        #expect(full.height > size.height)
        #expect(abs(truncated.height - 2 * lineHeight) < 0.01)
    }

    /// `minimumScaleFactor` lets the fonts shrink until the text fits;
    /// `actualScaleFactor` says by how much ("contains the actual scale
    /// factor value that was used", Apple's documentation).
    @Test func drawingContextShrinksTheFontToFit() {
        let text = "Ada Lovelace, Countess"
        let attributes: [NSAttributedString.Key: Any] = [.font: font]
        let natural = text.size(withAttributes: attributes)
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let width = natural.width * 0.8
        let rect = text.boundingRect(with: CGSize(width: width, height: 100), options: [], attributes: attributes, context: context)
        #expect(context.actualScaleFactor < 0.81 && context.actualScaleFactor > 0.7)
        #expect(rect.width <= width)
        #expect(context.totalBounds == rect)

        let untouched = NSStringDrawingContext()
        #expect(untouched.minimumScaleFactor == 0 && untouched.actualScaleFactor == 1)
        _ = text.boundingRect(with: CGSize(width: width, height: 100), options: [], attributes: attributes, context: untouched)
        #expect(untouched.actualScaleFactor == 1)
    }

    @Test func truncatingParagraphStylesSetEachParagraphOnOneLine() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let text = "A long first paragraph that would wrap over several lines\nSecond"
        let rect = text.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin,
                                     attributes: [.font: font, .paragraphStyle: style], context: nil)
        let line = "x".size(withAttributes: [.font: font]).height
        #expect(abs(rect.height - 2 * line) < 0.01)
        #expect(rect.width <= 120)
    }

    @Test func optionRawValuesAreUIKits() {
        #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
        #expect(NSStringDrawingOptions.usesFontLeading.rawValue == 2)
        #expect(NSStringDrawingOptions.usesDeviceMetrics.rawValue == 8)
        #expect(NSString.DrawingOptions.truncatesLastVisibleLine.rawValue == 32)
    }
}
