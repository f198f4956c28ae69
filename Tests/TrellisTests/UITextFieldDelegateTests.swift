import Foundation
import Testing
@testable import Trellis

/// A delegate as sign-up screens write one: digits only, at most 5, and
/// the return key resigns the field.
private final class ZipCodeDelegate: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var allowsClear = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd(\(reason == .committed ? "committed" : "cancelled"))")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        let proposed = current.replacingCharacters(in: range, with: string)
        return proposed.count <= 5 && proposed.allSatisfy(\.isNumber)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        textField.resignFirstResponder()
        return true
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { allowsClear }
}

@Suite struct UITextFieldDelegateTests {
    @Test func editingBeginsAndEndsThroughTheDelegateInUIKitsOrder() {
        let field = UITextField()
        let delegate = ZipCodeDelegate()
        field.delegate = delegate
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("editingDidEnd") }, for: .editingDidEnd)
        #expect(field.becomeFirstResponder() && field.isEditing)
        #expect(field.resignFirstResponder() && !field.isEditing)
        #expect(delegate.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd(committed)"])
        #expect(events == ["editingDidBegin", "editingDidEnd"])
    }

    @Test func typingAsksTheDelegateForEveryCharacter() {
        let field = UITextField()
        let delegate = ZipCodeDelegate()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.simulateTyping("9a41x05123")
        // Letters are refused, and nothing past five digits.
        #expect(field.text == "94105")
        #expect(changes == 5)
        #expect(field.selectedRange == NSRange(location: 5, length: 0))
        field.deleteBackward()
        #expect(field.text == "9410" && changes == 6)
    }

    @Test func theReturnKeyAsksTheDelegateAndEndsOnExit() {
        let field = UITextField()
        let delegate = ZipCodeDelegate()
        field.delegate = delegate
        var endedOnExit = false
        field.addAction(UIAction { _ in endedOnExit = true }, for: .editingDidEndOnExit)
        field.simulateTyping("123\n")
        #expect(field.text == "123")
        #expect(delegate.calls.suffix(3) == ["shouldReturn", "shouldEnd", "didEnd(committed)"])
        #expect(endedOnExit && !field.isFirstResponder)
    }

    @Test func theClearButtonAsksTheDelegate() {
        let field = UITextField()
        let delegate = ZipCodeDelegate()
        field.delegate = delegate
        field.text = "123"
        delegate.allowsClear = false
        field.pressClearButton()
        #expect(field.text == "123")
        delegate.allowsClear = true
        field.pressClearButton()
        #expect(field.text == "")
    }

    @Test func typingPostsTheTextDidChangeNotification() {
        let field = UITextField()
        final class Count: @unchecked Sendable { var value = 0 }
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.simulateTyping("ab")
        field.text = "set in code"
        #expect(posted.value == 2)
    }

    @Test func aDelegateCanRefuseToBeginEditing() {
        final class Refusing: NSObject, UITextFieldDelegate {
            func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { false }
        }
        let field = UITextField()
        let delegate = Refusing()
        field.delegate = delegate
        #expect(!field.becomeFirstResponder() && !field.isEditing)
        field.simulateTyping("x")
        #expect(field.text == "")
    }

    @Test func inputTraitsHaveUIKitsDefaults() {
        let field = UITextField()
        // UITextInputTraits.h: every trait defaults to its .default case,
        // autocapitalization to sentences; textContentType is nil.
        #expect(field.keyboardType == .default && field.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && field.keyboardAppearance == .default)
        #expect(field.textContentType == nil && !field.enablesReturnKeyAutomatically && !field.isSecureTextEntry)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.returnKeyType = .next
        #expect(field.keyboardType.rawValue == 7 && field.textContentType == .emailAddress && field.returnKeyType == .next)
        let toolbar = UIView()
        field.inputAccessoryView = toolbar
        #expect(field.inputAccessoryView === toolbar && field.inputView == nil)
    }

    @Test func secureEntryShowsBullets() {
        let field = UITextField()
        field.isSecureTextEntry = true
        field.simulateTyping("hunter2")
        #expect(field.text == "hunter2")
        #expect(field.displayedText?.string == "•••••••")
    }
}
