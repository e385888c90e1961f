import CoreGraphics
import KioskHeadless
@_spi(KioskRuntime) @testable import UIKit

/// A 320 × 480 white screen that shows the on-screen keyboard, with a text field at the
/// top that is first responder and the keyboard up (after its 0.25 s slide), for the
/// keyboard's tests: taps on keys by name, the field's text after each.
@MainActor struct KeyboardStage {
    let screen = HeadlessScreen(width: 320, height: 480)
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))

    /// `configure` sets the field's traits before it becomes first responder (unless
    /// `focused` is false: then nothing is first responder and no time has passed).
    init(layout: OnScreenKeyboardLayout = .en, focused: Bool = true, configure: (UITextField) -> Void = { _ in }) {
        screen.window.backgroundColor = .white
        screen.window.showsOnScreenKeyboard = true
        screen.window.onScreenKeyboardLayout = layout
        configure(field)
        screen.window.addSubview(field)
        guard focused else {
            screen.advance(by: 0)
            return
        }
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
    }

    var keyboard: OnScreenKeyboard { screen.window.keyboard! }

    /// Where `key` is on the screen.
    func point(of key: OnScreenKeyboardKey) -> CGPoint {
        keyboard.convert(keyboard.center(of: key)!, to: nil)
    }

    /// Taps each key in turn (50 ms down, then 50 ms of frames) and returns the field's text after each.
    @discardableResult func tap(_ keys: [OnScreenKeyboardKey]) -> [String] {
        keys.map { key in
            screen.tap(at: point(of: key))
            screen.advance(by: 0.05)
            return field.text ?? ""
        }
    }

    /// Taps the letters of `text` (each a `.character` key).
    @discardableResult func type(_ text: String) -> [String] { tap(text.map { .character($0) }) }

    /// The titles of the keys shown, row by row.
    var titles: [[String]] { keyboard.titleRows }

    /// The colour of pixel (`x`, `y`) as 0–255 RGBA.
    func rgba(_ x: Int, _ y: Int) -> [Int] {
        let c = screen.pixel(x: x, y: y).cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }
}
