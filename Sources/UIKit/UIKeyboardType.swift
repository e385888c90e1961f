/// Which keyboard a text input asks for, with UIKit's raw values. The on-screen
/// keyboard picks its plane by it; text typed any other way is not filtered by it.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11

    /// An older name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}
