import CoreGraphics
import Foundation

/// The on-screen keyboard (Kiosk's own view; iOS's is private): the English QWERTY
/// letter plane with shift, delete, space and return (titled by the input's
/// `returnKeyType`), 216 points tall across the window's width. A key types when the
/// finger that pressed it lifts, into the window's first responder through
/// `UIKeyInput`; every finger is followed on its own, so taps of overlapping fingers
/// type in the order they lift. Shift applies to the next letter, and is turned on by
/// the input's `autocapitalizationType` at the start of its text (and of words or
/// sentences).
@MainActor final class OnScreenKeyboard: UIView {
    static let height: CGFloat = 216
    /// Points between keys and around the rows.
    static let gap: CGFloat = 6
    static let keyHeight: CGFloat = 42

    private(set) var isShifted = false
    private var keyViews: [(key: OnScreenKeyboardKey, label: UILabel)] = []
    /// Where each finger down on the keyboard landed.
    private var pressed: [ObjectIdentifier: OnScreenKeyboardKey] = [:]

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 209.0 / 255, green: 212.0 / 255, blue: 217.0 / 255, alpha: 1)
        isMultipleTouchEnabled = true
        for row in OnScreenKeyboardKey.qwertyRows {
            for key in row {
                let label = UILabel()
                label.textAlignment = .center
                label.font = UIFont.systemFont(ofSize: 20)
                label.backgroundColor = .white
                label.layer.cornerRadius = 5
                addSubview(label)
                keyViews.append((key, label))
            }
        }
        updateTitles()
    }

    /// The input the keys type into: the window's first responder, if it takes keys.
    private var input: (any UIKeyInput)? { window?.firstResponder as? any UIKeyInput }

    /// Each key's frame: rows of letter-key widths, centred, `gap` apart.
    func keyFrames() -> [CGRect] {
        let unit = (bounds.width - 11 * Self.gap) / 10
        var frames: [CGRect] = []
        for (r, row) in OnScreenKeyboardKey.qwertyRows.enumerated() {
            let widths = row.map { $0.widthInKeys * unit + ($0.widthInKeys - 1) * Self.gap }
            let total = widths.reduce(0, +) + CGFloat(row.count - 1) * Self.gap
            var x = (bounds.width - total) / 2
            let y = Self.gap + CGFloat(r) * (Self.keyHeight + 2 * Self.gap)
            for width in widths {
                frames.append(CGRect(x: x, y: y, width: width, height: Self.keyHeight))
                x += width + Self.gap
            }
        }
        return frames
    }

    /// The centre of `key`'s cap in the keyboard's coordinates (for scripts and tests).
    func center(of key: OnScreenKeyboardKey) -> CGPoint? {
        guard let i = keyViews.firstIndex(where: { $0.key == key }) else { return nil }
        let frame = keyFrames()[i]
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (frame, view) in zip(keyFrames(), keyViews) { view.label.frame = frame }
    }

    /// Titles for the shift state and the input's return key; shift on where the
    /// input's autocapitalization asks for a capital.
    func inputDidChange() {
        isShifted = wantsCapital()
        updateTitles()
    }

    private func updateTitles() {
        let returnType = input?.returnKeyType ?? .default
        for (key, label) in keyViews { label.text = key.title(shifted: isShifted, returnKeyType: returnType) }
    }

    /// Whether the next letter starts what the input's autocapitalization capitalizes.
    private func wantsCapital() -> Bool {
        guard let input else { return false }
        let before = textBeforeCaret(of: input)
        switch input.autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.isEmpty || before.last == " "
        case .sentences:
            let trimmed = before.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || (before.last == " " && [".", "!", "?"].contains(trimmed.last))
        }
    }

    /// The text before the caret of a text field or text view (other inputs: none).
    private func textBeforeCaret(of input: any UIKeyInput) -> String {
        if let field = input as? UITextField { return String(field.buffer.text[..<field.buffer.index(field.buffer.selection.lowerBound)]) }
        if let view = input as? UITextView { return String(view.buffer.text[..<view.buffer.index(view.buffer.selection.lowerBound)]) }
        return ""
    }

    // MARK: Touches

    private func key(at point: CGPoint) -> OnScreenKeyboardKey? {
        // The nearest key: the gaps between keys belong to their neighbours.
        let frames = keyFrames()
        guard bounds.contains(point), let i = frames.indices.min(by: {
            distance(from: point, to: frames[$0]) < distance(from: point, to: frames[$1])
        }) else { return nil }
        return keyViews[i].key
    }

    private func distance(from point: CGPoint, to rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX), dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return dx * dx + dy * dy
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if let key = key(at: touch.location(in: self)) { pressed[ObjectIdentifier(touch)] = key }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard pressed.removeValue(forKey: ObjectIdentifier(touch)) != nil,
                  let key = key(at: touch.location(in: self)) else { continue }
            press(key)
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { pressed[ObjectIdentifier(touch)] = nil }
    }

    /// What a key does when its finger lifts over it.
    func press(_ key: OnScreenKeyboardKey) {
        guard let input else { return }
        switch key {
        case .character(let c):
            input.insertText(isShifted ? c.uppercased() : String(c))
        case .shift:
            isShifted.toggle()
            updateTitles()
            return
        case .delete:
            input.deleteBackward()
        case .space:
            input.insertText(" ")
        case .return:
            input.insertText("\n")
        }
        if window != nil { inputDidChange() }
    }
}
