import CoreGraphics
import Foundation
@_spi(KioskRuntime) import UIKit

extension Demo {
    /// A visitor check-in kiosk: a form typed on the on-screen keyboard, a badge with a
    /// photo, English and Arabic.
    public static let checkin = Demo(
        name: "checkin",
        summary: "A visitor check-in kiosk: a form typed on the on-screen keyboard, a photo badge, English and Arabic",
        seed: "Kiosk's own (issue 17: text entry, photos, the world's scripts)",
        makeRootViewController: { CheckinNavigationController() },
        tour: CheckinTour.script(for:))
}

/// The check-in tour: a visitor types a name, an e-mail address and a PIN on the
/// on-screen keyboard, checks in, looks at the badge and goes back; the next visitor
/// switches to Arabic and types a name. Keys are found by the keyboard's own key
/// frames (`OnScreenKeyboardMap`), the form's rows by `CheckinLayout`.
enum CheckinTour {
    static let visitorName = "Ada Lovelace"
    static let visitorEmail = "ada@example.com"
    static let visitorPIN = "4711"
    static let arabicName = "سارة"
    /// Seconds between one key's tap and the next (a steady typist).
    static let keyPause: TimeInterval = 0.2
    /// Seconds for the keyboard to slide, or a page to be pushed, and a little more.
    static let settle: TimeInterval = 0.6

    static func script(for screen: CGSize) -> String {
        let layout = CheckinLayout(size: screen)
        let keyboardHeight = OnScreenKeyboardMap(windowSize: screen).frame.height
        var tour = TourScript("the check-in kiosk: a visitor signs in on the on-screen keyboard")
        func type(_ text: String, on map: OnScreenKeyboardMap, _ what: String) {
            for character in text {
                guard let key = map.center(typing: character) else { continue }
                tour.tap(key, then: keyPause, "\(what): \(character == "\n" ? "return" : String(character))")
            }
        }
        tour.tap(layout.center(of: .name, keyboardHeight: 0), then: settle, "the name field: the keyboard comes up, the form moves up")
        type(visitorName + "\n", on: OnScreenKeyboardMap(windowSize: screen), "name")
        type(visitorEmail + "\n", on: OnScreenKeyboardMap(keyboardType: .emailAddress, windowSize: screen), "e-mail")
        type(visitorPIN, on: OnScreenKeyboardMap(keyboardType: .numberPad, windowSize: screen), "PIN")
        tour.tap(layout.center(of: .submit, keyboardHeight: keyboardHeight), then: 1.5, "check in: the badge is pushed")
        tour.tap(CheckinLayout.backButton, then: 1, "back to the form, empty for the next visitor")
        tour.tap(layout.center(of: .arabic), then: 0.5, "العربية: the form reads right to left")
        tour.tap(layout.center(of: .name, keyboardHeight: 0), then: settle, "the name field: the Arabic keyboard comes up")
        type(arabicName, on: OnScreenKeyboardMap(layout: .ar, windowSize: screen), "name")
        tour.tap(layout.center(of: .prompt, keyboardHeight: keyboardHeight), then: settle, "the page: the keyboard goes away")
        return tour.text
    }
}
