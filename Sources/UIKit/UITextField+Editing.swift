import Foundation

extension UITextField {
    /// The notifications a text field posts (object: the field), as in UIKit.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    // MARK: First responder

    /// `becomeFirstResponder()`.
    func beginEditing() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        // Where the tap landed in the text as it was drawn before editing began.
        let caret = pendingCaretPoint.map(caretOffset(closestTo:)) ?? buffer.length
        isEditing = true
        if clearsOnBeginEditing && !buffer.text.isEmpty { buffer.setText("") }
        buffer.selection = caret..<caret
        contentDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// `resignFirstResponder()`.
    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !(window?.isForcingResignation ?? false) {
            guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        }
        _ = super.resignFirstResponder()
        isEditing = false
        revealedCharacter = nil
        contentDidChange()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: UIKeyInput

    /// `insertText(_:)`.
    func typeText(_ text: String) {
        if text == "\n" {
            returnKeyPressed()
            return
        }
        let line = String(text.map { $0.isNewline ? " " : $0 })
        replace(buffer.selection, with: line)
    }

    /// `deleteBackward()`.
    func typeDeleteBackward() {
        guard let range = buffer.rangeToDeleteBackward else { return }
        replace(range, with: "")
    }

    /// The edit every key makes: asks `textField(_:shouldChangeCharactersIn:replacementString:)`,
    /// then changes the text, moves the caret after it, tells `textFieldDidChangeSelection`,
    /// sends `.editingChanged` and posts `textDidChangeNotification`.
    func replace(_ range: Range<Int>, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: buffer.nsRange(range), replacementString: string) ?? true
        else { return }
        buffer.replace(range, with: string)
        revealLastTyped(string, endingAt: buffer.selection.upperBound)
        contentDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// In a secure field, shows the one character just typed for `secureRevealDuration`
    /// (on the media clock); any other edit hides it at once.
    private func revealLastTyped(_ string: String, endingAt offset: Int) {
        revealGeneration += 1
        guard isSecureTextEntry, string.count == 1 else {
            revealedCharacter = nil
            return
        }
        revealedCharacter = buffer.characters(before: offset) - 1
        let generation = revealGeneration
        MediaTimer.start(after: Self.secureRevealDuration, on: layer, key: "UITextField.secureReveal") { [weak self] in
            guard let self, self.revealGeneration == generation else { return }
            self.revealedCharacter = nil
            self.contentDidChange()
        }
    }

    private func returnKeyPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    /// The clear button: asks `textFieldShouldClear`, empties the field (begins editing first when it is not).
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        buffer.setText("")
        revealedCharacter = nil
        contentDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: Caret placement

    /// Moves the caret (while editing) to `offset`, telling `textFieldDidChangeSelection` when it moved.
    func moveCaret(to offset: Int) {
        let caret = buffer.clamp(offset)
        guard buffer.selection != caret..<caret else {
            updateCaret()
            return
        }
        buffer.selection = caret..<caret
        contentDidChange()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The caret position (UTF-16 offset) nearest `point` (the field's coordinates) in the text as drawn.
    func caretOffset(closestTo point: CGPoint) -> Int {
        let inLabel = CGPoint(x: point.x - clipView.frame.minX - textLabel.frame.minX,
                              y: point.y - clipView.frame.minY - textLabel.frame.minY)
        return buffer.offset(afterCharacters: textLabel.characters(before: inLabel))
    }
}
