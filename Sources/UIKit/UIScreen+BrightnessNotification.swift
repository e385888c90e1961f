import CoreGraphics
import Foundation

extension UIScreen {
    /// Posted when the screen's brightness changes from outside the app (on Kiosk:
    /// `kiosk ctl brightness`, as Control Center on a phone). The object is the screen;
    /// there is no `userInfo`.
    nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")

    /// Kiosk's own: the brightness was set from outside the app. `brightness` reads the
    /// new level (clamped to 0…1) without calling `onBrightnessChange`, and
    /// `brightnessDidChangeNotification` is posted when it differs from the old one.
    @_spi(KioskRuntime) public func brightnessChangedOutsideTheApp(to level: CGFloat) {
        let before = brightness
        noteBrightness(level)
        guard brightness != before else { return }
        NotificationCenter.default.post(name: Self.brightnessDidChangeNotification, object: self)
    }
}
