/// When the keyboard turns shift on by itself, with UIKit's raw values. As on iOS it is
/// the keyboard's doing: text inserted through `insertText(_:)` is never changed by it.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}
