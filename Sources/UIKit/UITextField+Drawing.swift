import CoreGraphics
import Foundation

/// How a text field lays out and draws its text, placeholder, caret, border and overlays.
extension UITextField {
    /// The text as drawn: itself, or a bullet per character in a secure field (the
    /// character typed last shown while it is revealed).
    var displayedText: String {
        guard isSecureTextEntry else { return buffer.text }
        var shown = ""
        for (i, character) in buffer.text.enumerated() { shown.append(i == revealedCharacter ? character : Self.bullet) }
        return shown
    }

    /// Something shown changed: lay the content out again now (so carets and rects
    /// read at once are current).
    func contentDidChange() {
        layOutContent()
    }

    /// Places the overlays, the text (scrolled to keep the caret in view while
    /// editing), the placeholder and the caret.
    func layOutContent() {
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                   (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            if mode.shows(editing: isEditing) {
                if view.superview !== self { addSubview(view) }
                view.frame = rect
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
        if showsClearButton {
            if clearButton.superview !== self { addSubview(clearButton) }
            clearButton.frame = clearButtonRect(forBounds: bounds)
        } else if clearButton.superview === self {
            clearButton.removeFromSuperview()
        }
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        clipView.frame = rect
        placeholderLabel.frame = CGRect(origin: .zero, size: rect.size)
        placeholderLabel.isHidden = !buffer.text.isEmpty
        let shown = displayedText
        textLabel.text = shown
        let textWidth = textLabel.sizeThatFits(.zero).width
        let labelWidth = max(textWidth + TextCaretView.width, rect.width)
        // Keep the current scroll while the caret is in view; else scroll it just into view.
        var scroll = isEditing ? scrollOffset : 0
        textLabel.frame = CGRect(x: 0, y: 0, width: labelWidth, height: rect.height)
        if isEditing {
            let caret = caretRectInLabel(for: buffer.selection.upperBound)
            if caret.minX < scroll { scroll = caret.minX }
            if caret.minX + TextCaretView.width > scroll + rect.width { scroll = caret.minX + TextCaretView.width - rect.width }
        }
        scrollOffset = min(max(scroll, 0), max(labelWidth - rect.width, 0))
        textLabel.frame.origin.x = -scrollOffset
        updateCaret()
    }

    /// Shows the caret at the selection's end (restarting its blink) while editing; hides it otherwise.
    func updateCaret() {
        guard isEditing, buffer.selection.isEmpty else {
            caretView.hide()
            return
        }
        let caret = caretRectInLabel(for: buffer.selection.upperBound)
        caretView.show(at: caret.offsetBy(dx: textLabel.frame.minX, dy: textLabel.frame.minY))
    }

    /// The caret's rectangle for a position (UTF-16 offset) in the label's coordinates,
    /// its x kept inside the label so the bar is drawn whole.
    func caretRectInLabel(for offset: Int) -> CGRect {
        var rect = textLabel.caretRect(afterCharacters: buffer.characters(before: offset))
        rect.origin.x = min(max(rect.minX, 0), max(textLabel.bounds.width - TextCaretView.width, 0))
        return rect
    }

    /// Draws the border style into the border view.
    func drawBorder() {
        let layer = borderView.layer
        layer.borderWidth = borderStyle == .none ? 0 : 1
        layer.cornerRadius = borderStyle == .roundedRect ? 5 : 0
        switch borderStyle {
        case .none:
            borderView.backgroundColor = nil
            layer.borderColor = nil
        case .line:
            borderView.backgroundColor = nil
            layer.borderColor = UIColor.black.cgColor
        case .bezel:
            borderView.backgroundColor = nil
            layer.borderColor = UIColor.gray.cgColor
        case .roundedRect:
            borderView.backgroundColor = .white
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        }
    }

    /// Takes the font and colour of `string`'s first character, where it has them.
    func applyStyle(of string: NSAttributedString) {
        let attributes = string.attributes(at: 0, effectiveRange: nil)
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
    }

    /// A grey circle with a white cross that empties the field when tapped.
    func makeClearButton() -> UIButton {
        let button = UIButton(type: .custom)
        let side = Self.clearButtonSize
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            let cg = context.cgContext
            cg.setFillColor(UIColor(white: 0.7, alpha: 1).cgColor)
            cg.fillEllipse(in: CGRect(x: 2, y: 2, width: side - 4, height: side - 4))
            cg.setStrokeColor(UIColor.white.cgColor)
            cg.setLineWidth(1.5)
            cg.move(to: CGPoint(x: 6.5, y: 6.5))
            cg.addLine(to: CGPoint(x: side - 6.5, y: side - 6.5))
            cg.move(to: CGPoint(x: side - 6.5, y: 6.5))
            cg.addLine(to: CGPoint(x: 6.5, y: side - 6.5))
            cg.strokePath()
        }
        button.setImage(image, for: .normal)
        button.addTarget(self, action: { [unowned self] _, _ in self.clearButtonTapped() }, for: .touchUpInside)
        return button
    }
}
