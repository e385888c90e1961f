/// Whether the keyboard may correct words, with UIKit's raw values (Kiosk keeps the
/// setting; its keyboard does not correct).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
