import QuartzCore

/// The insertion point of a text field or text view being edited: a bar in the tint
/// colour that blinks 0.5 s on, 0.5 s off, as on iOS. The blink is a discrete opacity
/// animation on the render clock, restarted (shown solid) whenever the caret moves or
/// the text changes, and removed while not editing, so an idle caret costs the main
/// thread nothing.
@MainActor final class TextCaretView: UIView {
    /// The bar's width in points, as iOS draws it.
    static let width: CGFloat = 2
    /// One blink: shown for the first half, hidden for the second.
    static let blinkPeriod: CFTimeInterval = 1
    static let blinkKey = "caretBlink"

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
        backgroundColor = tintColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        backgroundColor = tintColor
    }

    /// Shows the caret solid at `rect` (its height and top; the bar starts at its
    /// left edge) and starts the blink over.
    func show(at rect: CGRect) {
        frame = CGRect(x: rect.minX, y: rect.minY, width: Self.width, height: rect.height)
        isHidden = false
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [Float(1), Float(0)]
        blink.calculationMode = .discrete
        blink.duration = Self.blinkPeriod
        blink.repeatCount = .infinity
        layer.add(blink, forKey: Self.blinkKey)
    }

    /// Hides the caret and stops the blink.
    func hide() {
        isHidden = true
        layer.removeAnimation(forKey: Self.blinkKey)
    }
}
