import CoreGraphics
import Foundation

extension UIWindow {
    /// Seconds the keyboard takes to slide in or out, as on iOS.
    static let keyboardAnimationDuration: TimeInterval = 0.25

    /// Where the keyboard rests when shown: along the bottom, the window's width.
    var keyboardFrame: CGRect {
        CGRect(x: 0, y: bounds.height - OnScreenKeyboard.height, width: bounds.width, height: OnScreenKeyboard.height)
    }

    /// Brings the keyboard up when a text input (`UIKeyInput`) is first responder and
    /// `showsOnScreenKeyboard` is on, and down otherwise; called once at the end of
    /// each main-loop turn.
    func updateKeyboard() {
        let input = showsOnScreenKeyboard ? firstResponder as? any UIKeyInput : nil
        if let input, let responder = input as? UIResponder {
            let keyboard = self.keyboard ?? makeKeyboard()
            if !isKeyboardShown { slideKeyboard(in: true) }
            if subviews.last !== keyboard { bringSubviewToFront(keyboard) }
            if keyboardInput !== responder {
                keyboardInput = responder
                keyboard.inputDidChange()
            }
        } else if isKeyboardShown {
            keyboardInput = nil
            slideKeyboard(in: false)
        }
    }

    private func makeKeyboard() -> OnScreenKeyboard {
        let keyboard = OnScreenKeyboard(frame: keyboardFrame.offsetBy(dx: 0, dy: OnScreenKeyboard.height))
        keyboard.layout = onScreenKeyboardLayout
        self.keyboard = keyboard
        return keyboard
    }

    /// Slides the keyboard between below the window and `keyboardFrame` over 0.25 s
    /// (ease in-out), posting the will- notifications before and the did- ones after.
    private func slideKeyboard(in showing: Bool) {
        guard let keyboard else { return }
        isKeyboardShown = showing
        let shown = keyboardFrame, hidden = shown.offsetBy(dx: 0, dy: shown.height)
        let (begin, end) = showing ? (hidden, shown) : (shown, hidden)
        if showing {
            keyboard.frame = hidden
            addSubview(keyboard)
        }
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.easeInOut.rawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        UIView.animate(withDuration: Self.keyboardAnimationDuration, delay: 0, options: [.curveEaseInOut],
                       animations: { keyboard.frame = end }, completion: { [weak self, weak keyboard] _ in
            guard let self else { return }
            if !showing, !self.isKeyboardShown { keyboard?.removeFromSuperview() }
            center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                        object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        })
    }
}
