import CoreGraphics
import Foundation
import QuartzCore

/// The on-screen keyboard (Kiosk's own view; iOS's is private): the board's letter
/// layout with number and symbol planes, or a digit pad, by the input's `keyboardType`;
/// 216 points tall across the window's width. A key types when the finger that pressed
/// it lifts, into the window's first responder through `UIKeyInput`; every finger is
/// followed on its own, so taps of overlapping fingers type in the order they lift.
/// Delete acts on touch down and repeats while held. Shift applies to the next letter
/// (twice within `capsLockInterval`: caps lock), and is turned on by the input's
/// `autocapitalizationType` at the start of its text, words or sentences.
@MainActor final class OnScreenKeyboard: UIView {
    nonisolated static let height: CGFloat = 216
    /// Points between keys and around the rows.
    nonisolated static let gap: CGFloat = 6
    nonisolated static let keyHeight: CGFloat = 42
    /// Two taps on shift this close (seconds, finger down to finger down): caps lock, as on iOS.
    static let capsLockInterval: TimeInterval = 0.3
    /// Held delete: the first repeat this long after the finger went down, then one every `repeatInterval`.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    /// The letters shown; set by the window from its `onScreenKeyboardLayout`.
    var layout = OnScreenKeyboardLayout.en {
        didSet { if layout != oldValue { reloadKeys() } }
    }
    private(set) var plane = OnScreenKeyboardPlane.letters
    private(set) var shift = OnScreenKeyboardShift.off
    private(set) var rows: [[OnScreenKeyboardKey]] = []
    private var keyViews: [(key: OnScreenKeyboardKey, label: UILabel)] = []
    /// The enlarged letter shown above a character key while a finger is on it.
    let preview = UILabel()
    /// Where each finger down on the keyboard landed, and when.
    private var pressed: [ObjectIdentifier: (key: OnScreenKeyboardKey, time: TimeInterval)] = [:]
    /// When the tap that turned shift on went down (nil when autocapitalization did).
    private var shiftTapTime: TimeInterval?
    /// Bumped when a held delete lifts, so its pending repeat does nothing.
    private var repeatGeneration = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 209.0 / 255, green: 212.0 / 255, blue: 217.0 / 255, alpha: 1)
        isMultipleTouchEnabled = true
        preview.textAlignment = .center
        preview.font = UIFont.systemFont(ofSize: 32)
        preview.backgroundColor = .white
        preview.layer.cornerRadius = 8
        preview.isHidden = true
        reloadKeys()
    }

    /// The input the keys type into: the window's first responder, if it takes keys.
    private var input: (any UIKeyInput)? { window?.firstResponder as? any UIKeyInput }

    // MARK: Planes and titles

    /// Sets the keyboard up for a new input: its first plane, no caps lock, shift as
    /// its autocapitalization asks.
    func inputDidChange() {
        plane = OnScreenKeyboardPlane.first(for: input?.keyboardType ?? .default)
        shift = .off
        reloadKeys()
        textDidChange()
    }

    /// Shift on where the input's autocapitalization asks for a capital (caps lock stays).
    func textDidChange() {
        if shift != .locked {
            shift = plane == .letters && layout.letters(for: input?.keyboardType ?? .default).hasShift && wantsCapital() ? .once : .off
            shiftTapTime = nil
        }
        updateTitles()
    }

    private func show(_ newPlane: OnScreenKeyboardPlane) {
        plane = newPlane
        reloadKeys()
        textDidChange()
    }

    /// Makes one label per key of the current plane.
    private func reloadKeys() {
        rows = plane.rows(layout: layout, type: input?.keyboardType ?? .default)
        for (_, label) in keyViews { label.removeFromSuperview() }
        keyViews = rows.joined().map { key in
            let label = UILabel()
            label.textAlignment = .center
            label.font = UIFont.systemFont(ofSize: 20)
            label.backgroundColor = key == .blank ? nil : .white
            label.layer.cornerRadius = 5
            addSubview(label)
            return (key, label)
        }
        preview.removeFromSuperview()
        addSubview(preview)
        updateTitles()
        setNeedsLayout()
    }

    private func updateTitles() {
        let returnType = input?.returnKeyType ?? .default
        for (key, label) in keyViews { label.text = key.title(shift: shift, returnKeyType: returnType) }
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

    // MARK: Geometry

    /// Each key's frame, in `rows` order (see `keyFrames(rows:isPad:width:)`).
    func keyFrames() -> [CGRect] { Self.keyFrames(rows: rows, isPad: plane.isPad, width: bounds.width) }

    /// The frames of `rows`' keys on a keyboard `width` points wide, in `rows` order:
    /// rows `gap` apart, centred, in units of one letter key, the widest row filling the
    /// width (space takes what its row leaves). A pad's keys are three equal columns.
    nonisolated static func keyFrames(rows: [[OnScreenKeyboardKey]], isPad: Bool, width: CGFloat) -> [CGRect] {
        let widths: [[CGFloat]] = rows.map { row in row.map { isPad ? 1 : $0.widthInKeys } }
        let columns = widths.map { $0.reduce(0, +) }.max() ?? 1
        let units = isPad ? columns : max(columns, 10)
        let unit = (width - (units + 1) * gap) / units
        var frames: [CGRect] = []
        for (r, rowWidths) in widths.enumerated() {
            let fixed = rowWidths.reduce(0, +)
            let inKeys = rowWidths.map { $0 == 0 ? max(units - fixed, 2) : $0 }
            let keyWidths = inKeys.map { $0 * unit + ($0 - 1) * gap }
            let total = keyWidths.reduce(0, +) + CGFloat(rowWidths.count - 1) * gap
            var x = (width - total) / 2
            let y = gap + CGFloat(r) * (keyHeight + 2 * gap)
            for keyWidth in keyWidths {
                frames.append(CGRect(x: x, y: y, width: keyWidth, height: keyHeight))
                x += keyWidth + gap
            }
        }
        return frames
    }

    /// The titles shown on the keys, row by row (for tests).
    var titleRows: [[String]] {
        var labels = keyViews.makeIterator()
        return rows.map { row in row.map { _ in labels.next()?.label.text ?? "" } }
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
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard let key = key(at: touch.location(in: self)) else { continue }
            pressed[ObjectIdentifier(touch)] = (key, touch.timestamp)
            if key == .delete {
                press(.delete, at: touch.timestamp)
                repeatDelete(heldSince: touch.timestamp, count: 1)
            }
            showPreview(of: key)
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches.sorted(by: { $0.timestamp < $1.timestamp }) {
            guard let down = pressed.removeValue(forKey: ObjectIdentifier(touch)) else { continue }
            if down.key == .delete { repeatGeneration += 1 }
            guard let key = key(at: touch.location(in: self)), key != .delete else { continue }
            press(key, at: down.time)
        }
        showPreview(of: pressed.values.max(by: { $0.time < $1.time })?.key)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if pressed.removeValue(forKey: ObjectIdentifier(touch))?.key == .delete { repeatGeneration += 1 }
        }
        showPreview(of: pressed.values.max(by: { $0.time < $1.time })?.key)
    }

    /// The `count`th repeat of a delete held since `start`, at `start + repeatDelay +
    /// (count - 1) × repeatInterval` on the media clock, then the next.
    private func repeatDelete(heldSince start: TimeInterval, count: Int) {
        let generation = repeatGeneration
        let due = start + Self.repeatDelay + Double(count - 1) * Self.repeatInterval
        MediaTimer.start(after: due - CACurrentMediaTime(), on: layer, key: "OnScreenKeyboard.repeat") { [weak self] in
            // Held on a keyboard that went away (its input resigned): no more repeats.
            guard let self, self.repeatGeneration == generation, self.input != nil else { return }
            self.press(.delete, at: due)
            self.repeatDelete(heldSince: start, count: count + 1)
        }
    }

    /// Shows the preview balloon above a character key (hides it for any other key or nil).
    private func showPreview(of key: OnScreenKeyboardKey?) {
        // Letters and symbols only: a digit pad's keys are large enough (iOS shows none there either).
        guard let key, case .character = key, !plane.isPad, let i = keyViews.firstIndex(where: { $0.key == key }) else {
            preview.isHidden = true
            return
        }
        let cap = keyFrames()[i]
        preview.frame = CGRect(x: cap.minX - Self.gap, y: cap.maxY - 2 * Self.keyHeight - Self.gap,
                               width: cap.width + 2 * Self.gap, height: Self.keyHeight + Self.gap)
        preview.text = keyViews[i].label.text
        preview.isHidden = false
    }

    /// What a key does; `time` is when its finger went down.
    func press(_ key: OnScreenKeyboardKey, at time: TimeInterval = 0) {
        guard let input else { return }
        switch key {
        case .character(let c):
            input.insertText(shift == .off ? String(c) : c.uppercased())
        case .text(let text):
            input.insertText(text)
        case .shift:
            switch shift {
            case .off:
                shift = .once
                shiftTapTime = time
            case .once:
                shift = shiftTapTime.map { time - $0 <= Self.capsLockInterval } == true ? .locked : .off
                shiftTapTime = nil
            case .locked:
                shift = .off
            }
            updateTitles()
            return
        case .delete:
            input.deleteBackward()
        case .space:
            input.insertText(" ")
        case .return:
            input.insertText("\n")
        case .plane(let next):
            show(next)
            return
        case .blank:
            return
        }
        if window != nil { textDidChange() }
    }
}
