import Foundation

/// What a text field asks and tells its delegate, as in UIKit. Every
/// method is optional there; here each has a default (an extension) that
/// does what UIKit does without a delegate.
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin; true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (the field may resign); true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended (iOS 10); calls `textFieldDidEndEditing(_:)` unless implemented.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether typing may replace `range` (UTF-16) with `string`; true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection moved (iOS 13).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field; true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key does its default (sends `.editingDidEndOnExit`); true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
