/// Whether misspelt words are marked, with UIKit's raw values (Kiosk keeps the
/// setting; it checks no spelling).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}
