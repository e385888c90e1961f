import CoreGraphics
import Foundation

extension UITextView {
    /// The notifications a text view posts (object: the view), as in UIKit.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// `becomeFirstResponder()`, the caret at `offset` (nil: the end).
    func beginEditing(caretAt offset: Int?) -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard takeFirstResponder() else { return false }
        isEditing = true
        let caret = offset ?? buffer.length
        buffer.selection = caret..<caret
        caretDidMove()
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// `resignFirstResponder()`.
    func endEditingSession() -> Bool {
        guard isFirstResponder else {
            releaseFirstResponder()
            return true
        }
        if !(window?.isForcingResignation ?? false) {
            guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        releaseFirstResponder()
        isEditing = false
        caretDidMove()
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Every key's edit: asks the delegate, changes the text, moves the caret after
    /// it, then tells `textViewDidChangeSelection` and `textViewDidChange` and posts
    /// `textDidChangeNotification`.
    func replace(_ range: Range<Int>, with string: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: buffer.nsRange(range), replacementText: string) ?? true
        else { return }
        buffer.replace(range, with: string)
        textLabel.text = buffer.text
        textDidChange()
        textViewDelegate?.textViewDidChangeSelection(self)
        textViewDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// A tap begins editing with the caret where it landed, or moves the caret there.
    func tapped(at point: CGPoint) {
        let offset = caretOffset(closestTo: point)
        guard isEditing else {
            _ = beginEditing(caretAt: offset)
            return
        }
        selectedRange = NSRange(location: offset, length: 0)
    }

    /// Shows the caret at the selection (restarting its blink) and scrolls it into
    /// view while editing; hides it otherwise.
    func caretDidMove() {
        guard isEditing else {
            caretView.hide()
            return
        }
        let caret = caretFrame(for: buffer.selection.upperBound)
        caretView.show(at: caret)
        scrollToVisible(caret)
    }

    /// The caret for `offset` in content coordinates.
    func caretFrame(for offset: Int) -> CGRect {
        let rect = textLabel.caretRect(afterCharacters: buffer.characters(before: offset))
        return CGRect(x: textLabel.frame.minX + min(max(rect.minX, 0), max(textLabel.bounds.width - TextCaretView.width, 0)),
                      y: textLabel.frame.minY + rect.minY, width: TextCaretView.width, height: rect.height)
    }

    /// The caret offset nearest `point` (the view's own coordinates, which are the content's).
    func caretOffset(closestTo point: CGPoint) -> Int {
        let inLabel = CGPoint(x: point.x - textLabel.frame.minX, y: point.y - textLabel.frame.minY)
        return buffer.offset(afterCharacters: textLabel.characters(before: inLabel))
    }

    /// Scrolls vertically by the least that shows `rect` (content coordinates) with the
    /// text container's insets above and below it, within the content.
    private func scrollToVisible(_ rect: CGRect) {
        var y = contentOffset.y
        let top = rect.minY - textContainerInset.top, bottom = rect.maxY + textContainerInset.bottom
        if top < y { y = top }
        if bottom > y + bounds.height { y = bottom - bounds.height }
        y = min(max(y, offsetRange.y.lowerBound), offsetRange.y.upperBound)
        if y != contentOffset.y { contentOffset = CGPoint(x: contentOffset.x, y: y) }
    }
}
