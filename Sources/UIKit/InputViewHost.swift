import CoreGraphics

/// What slides up from the bottom of the window while a text input is first responder:
/// its `inputAccessoryView` (if any) on top of its `inputView` or the on-screen
/// keyboard, across the window's width. Its frame is the keyboard frame the
/// notifications carry, so it includes the accessory view, as on iOS.
@MainActor final class InputViewHost: UIView {
    private(set) var accessory: UIView?
    private(set) var main: UIView?

    /// Shows `main` under `accessory`, each as tall as its frame (the on-screen keyboard:
    /// `OnScreenKeyboard.height`; an input view with no height: that too), `width` wide.
    func show(main newMain: UIView?, accessory newAccessory: UIView?, width: CGFloat) {
        for old in [main, accessory] where old !== newMain && old !== newAccessory { old?.removeFromSuperview() }
        main = newMain
        accessory = newAccessory
        let accessoryHeight = newAccessory?.frame.height ?? 0
        if let newAccessory {
            newAccessory.frame = CGRect(x: 0, y: 0, width: width, height: accessoryHeight)
            if newAccessory.superview !== self { addSubview(newAccessory) }
        }
        if let newMain {
            let height = newMain is OnScreenKeyboard || newMain.frame.height <= 0 ? OnScreenKeyboard.height : newMain.frame.height
            newMain.frame = CGRect(x: 0, y: accessoryHeight, width: width, height: height)
            if newMain.superview !== self { addSubview(newMain) }
        }
    }

    /// The height of what is shown: the accessory and the view under it.
    var contentHeight: CGFloat { (accessory?.frame.height ?? 0) + (main?.frame.height ?? 0) }
}
