/// What a physical key does to the text input that is first responder, through
/// `UIKeyInput`: text to insert (return is "\n", which a text field takes as return, as
/// on iOS), or a delete of the character before the caret.
enum KeyAction: Equatable, Sendable {
    case insert(String)
    case deleteBackward
}
