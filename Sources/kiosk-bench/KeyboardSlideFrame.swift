import CoreGraphics
@_spi(KioskRuntime) import QuartzCore
@_spi(KioskRuntime) import UIKit

/// The on-screen keyboard sliding up over the tile page: a window with a text field
/// that becomes first responder (the keyboard's 0.25 s slide starts at the main-loop
/// turn's end), drawn half way up. Frames alternate between half way and a sixtieth of
/// a second later, so that each moves the keyboard as far as a real frame there does.
@MainActor enum KeyboardSlideFrame {
    /// A window `width` × `height` showing `page` (made with actions disabled: its layers
    /// must not fade or grow in) under a text field with the keyboard on its way up
    /// since `start`; returns the window and the half-way time.
    static func begin(width: Int, height: Int, page: CALayer, at start: TimeInterval) -> (UIWindow, TimeInterval) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.showsOnScreenKeyboard = true
        let pageView = UIView(frame: window.bounds)
        pageView.layer.addSublayer(page)
        window.addSubview(pageView)
        let field = UITextField(frame: CGRect(x: 20, y: 40, width: CGFloat(width) - 40, height: 44))
        field.borderStyle = .roundedRect
        field.backgroundColor = .white
        window.addSubview(field)
        field.becomeFirstResponder()
        MainLoopTurn(window: window).end(at: start)
        return (window, start + 0.125)
    }
}
