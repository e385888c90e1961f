import Foundation

/// What a text field asks and tells as it is edited. Every method is optional (each
/// default allows, or does nothing), as in UIKit.
@preconcurrency @MainActor public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin (asked before the field becomes first responder).
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end (not asked when it is forced: `endEditing(true)`, the
    /// field leaving its window).
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field resigned first responder.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether the characters in `range` (UTF-16 offsets, as NSString counts) may be
    /// replaced by `string` (empty for a deletion); false leaves the text as it is.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool
    /// Whether the clear button may empty the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was pressed ("\n" inserted); true lets the field send
    /// `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// The caret moved or the selection changed (typing moves it too).
    func textFieldDidChangeSelection(_ textField: UITextField)
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
}
