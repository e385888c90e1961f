import CoreGraphics
import Foundation

extension UIWindow {
    /// Seconds the keyboard takes to slide in or out, as on iOS.
    static let keyboardAnimationDuration: TimeInterval = 0.25

    /// Where the keyboard rests when shown: along the bottom, the window's width, as
    /// tall as what it shows (the accessory view included).
    var keyboardFrame: CGRect {
        let height = keyboardHost?.contentHeight ?? OnScreenKeyboard.height
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    /// Brings the keyboard up when a text input (`UIKeyInput`) is first responder, and
    /// down otherwise; called once at the end of each main-loop turn. What comes up is
    /// the input's `inputView`, or the on-screen keyboard where `showsOnScreenKeyboard`
    /// is on, under its `inputAccessoryView`; with none of these, nothing.
    func updateKeyboard() {
        if let input = firstResponder as? any UIKeyInput, let responder = input as? UIResponder,
           responder.inputView != nil || responder.inputAccessoryView != nil || showsOnScreenKeyboard {
            let host = keyboardHost ?? makeKeyboardHost()
            let oldHeight = host.contentHeight
            // In the window first, so the keyboard sees the input it sets itself up for.
            if host.superview !== self {
                host.frame.origin.y = bounds.height
                addSubview(host)
            }
            if keyboardInput !== responder {
                keyboardInput = responder
                let main = responder.inputView ?? (showsOnScreenKeyboard ? keyboard ?? makeKeyboard() : nil)
                host.show(main: main, accessory: responder.inputAccessoryView, width: bounds.width)
                if main === keyboard { keyboard?.inputDidChange() }
            }
            if subviews.last !== host { bringSubviewToFront(host) }
            if !isKeyboardShown {
                slideKeyboard(showing: true, from: keyboardFrame.offsetBy(dx: 0, dy: host.contentHeight))
            } else if host.contentHeight != oldHeight {
                // Another input with views of another height: the frame changes in place.
                let shown = keyboardFrame
                slideKeyboard(showing: true, from: shown.offsetBy(dx: 0, dy: shown.height - oldHeight))
            }
        } else if isKeyboardShown {
            keyboardInput = nil
            slideKeyboard(showing: false, from: keyboardFrame)
        }
    }

    /// Frees the on-screen keyboard and its host once they are down while the window
    /// no longer shows the keyboard (an app that turned it off for good holds none of
    /// its views); they are made again when wanted.
    func releaseKeyboardIfUnwanted() {
        guard !showsOnScreenKeyboard, !isKeyboardShown, keyboardHost?.superview == nil else { return }
        keyboard = nil
        keyboardHost = nil
    }

    private func makeKeyboardHost() -> InputViewHost {
        let host = InputViewHost(frame: keyboardFrame.offsetBy(dx: 0, dy: bounds.height))
        keyboardHost = host
        return host
    }

    private func makeKeyboard() -> OnScreenKeyboard {
        let keyboard = OnScreenKeyboard(frame: CGRect(x: 0, y: 0, width: bounds.width, height: OnScreenKeyboard.height))
        keyboard.layout = onScreenKeyboardLayout
        self.keyboard = keyboard
        return keyboard
    }

    /// Slides the input views from `begin` to `keyboardFrame` (showing) or below the
    /// window over 0.25 s (ease in-out), posting the will- notifications before and the
    /// did- ones after.
    private func slideKeyboard(showing: Bool, from begin: CGRect) {
        guard let host = keyboardHost else { return }
        isKeyboardShown = showing
        let end = showing ? keyboardFrame : begin.offsetBy(dx: 0, dy: begin.height)
        if showing { host.frame = begin }
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
                       animations: { host.frame = end }, completion: { [weak self, weak host] _ in
            guard let self else { return }
            if !showing, !self.isKeyboardShown {
                host?.removeFromSuperview()
                self.releaseKeyboardIfUnwanted()
            }
            center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                        object: nil, userInfo: info)
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        })
    }
}
