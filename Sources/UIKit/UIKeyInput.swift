/// What the keyboard types into: the first responder, when it adopts this. Keys reach
/// it as `insertText(_:)` (return as "\n") and `deleteBackward()`.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection.
    func insertText(_ text: String)
    /// Deletes the selection, or else the character before the insertion point.
    func deleteBackward()
}
