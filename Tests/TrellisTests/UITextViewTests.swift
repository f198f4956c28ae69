import Foundation
import Testing
@testable import Trellis

private final class NotesDelegate: NSObject, UITextViewDelegate {
    var changes = 0
    var limit = 20
    var began = false
    func textViewDidBeginEditing(_ textView: UITextView) { began = true }
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        (textView.text as NSString).replacingCharacters(in: range, with: text).count <= limit
    }
}

@Suite struct UITextViewTests {
    private static let paragraph = "Trellis lays out text with Pango and draws it with Cairo, so a text view wraps its words as the label does."

    @Test func defaultsAreUIKits() {
        let textView = UITextView()
        // developer.apple.com/documentation/uikit/uitextview/textcontainerinset:
        // "8 points from the top and bottom edges"; NSTextContainer.lineFragmentPadding: "The default value is 5.0".
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5)
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled)
        #expect(textView.text == "" && textView.dataDetectorTypes == [])
        // UITextView.font: "The default value of this property is the body style of the system font."
        #expect(textView.font?.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
        #expect(textView.textAlignment == .natural && textView.autocapitalizationType == .sentences)
    }

    @Test func aScrollingTextViewHasNoIntrinsicSizeAndScrollsItsText() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        textView.text = Self.paragraph
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.layoutIfNeeded()
        // Several lines at 200 - 2 × 5 points: taller than the view, so it scrolls.
        #expect(textView.contentSize.width == 200)
        #expect(textView.contentSize.height > 100)
        textView.scrollRangeToVisible(NSRange(location: textView.text.utf16.count, length: 0))
        #expect(textView.contentOffset.y == textView.contentSize.height - 60)
    }

    @Test func withoutScrollingItSizesItselfToItsTextAtItsWidth() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.text = Self.paragraph
        textView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: root.topAnchor),
            textView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        ])
        root.layoutIfNeeded()
        let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
        // Wrapped at 280 - 10 points: more than one line, plus 8 + 8 of inset.
        #expect(textView.frame.width == 280)
        #expect(textView.frame.height > 2 * lineHeight + 16)
        #expect(textView.frame.height == textView.sizeThatFits(CGSize(width: 280, height: 0)).height)
        let tall = textView.frame.height
        textView.text = "One line"
        root.layoutIfNeeded()
        #expect(textView.frame.height == (lineHeight + 16).rounded(.up))
        #expect(textView.frame.height < tall)
    }

    @Test func anEmptyTextViewIsOneLineHigh() {
        let textView = UITextView()
        textView.isScrollEnabled = false
        let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
        #expect(textView.intrinsicContentSize.height == (lineHeight.rounded(.up) + 16))
    }

    @Test func typingAsksAndTellsTheDelegate() {
        let textView = UITextView()
        let delegate = NotesDelegate()
        textView.delegate = delegate
        textView.simulateTyping("Line one\nLine two and more")
        #expect(delegate.began)
        #expect(textView.text == "Line one\nLine two an")
        #expect(delegate.changes == 20)
        textView.text = "set in code"
        #expect(delegate.changes == 20)
    }

    @Test func aReadOnlyTextViewIsNotEdited() {
        let textView = UITextView()
        textView.isEditable = false
        textView.text = "Terms"
        #expect(!textView.becomeFirstResponder())
        textView.insertText("!")
        #expect(textView.text == "Terms")
        #expect(textView.accessibilityTraits == .staticText && textView.accessibilityValue == "Terms")
    }

    @Test func itIsOneAccessibilityElement() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        textView.text = "Notes"
        root.addSubview(textView)
        let tree = accessibilityTree(of: root)
        #expect(tree.count == 1 && tree.first?.element === textView && tree.first?.value == "Notes")
    }
}
