import CoreGraphics
import Foundation
import Kiosk
@testable import KioskDemos
import KioskHeadless
import KioskTesting
import QuartzCore
import Testing
@_spi(KioskRuntime) import UIKit

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

/// The check-in demo on a headless screen, its first frame presented.
@MainActor private struct Checkin {
    let screen: HeadlessScreen
    let controller = CheckinNavigationController()
    var form: CheckinFormViewController { controller.form }

    init(size: CGSize = CGSize(width: 320, height: 480)) {
        screen = HeadlessScreen(width: Int(size.width), height: Int(size.height))
        screen.window.rootViewController = controller
        screen.advance(by: 0)
    }

    /// The text field that takes the keys, if any.
    var editing: UITextField? { form.fields.first(where: \.isFirstResponder) }

    /// Plays the tour as `HeadlessScreen.play` does, calling `afterTap` with the tap's
    /// number (from 0) as each finger lifts; it may let time pass up to the next tap.
    func playTour(afterTap: (Int) -> Void) throws {
        let tour = try TouchScript(parsing: Demo.checkin.tour(screen.window.bounds.size), name: "checkin tour")
        let start = screen.time
        var taps = 0
        for step in tour.steps {
            let wait = start + step.time - screen.time
            #expect(wait >= 0, "tap \(taps) starts late: the check let too much time pass")
            if wait > 0 { screen.advance(by: wait) }
            switch step.action {
            case .down(let p): screen.touchDown(at: p, finger: step.finger)
            case .move(let p): screen.touchMove(to: p, finger: step.finger)
            case .up: screen.touchUp(finger: step.finger)
            }
            if case .up = step.action {
                afterTap(taps)
                taps += 1
            }
        }
    }
}

/// The numbers of the tour's taps, worked out from what it types.
private enum Tap {
    static let nameField = 0
    static let name = 1...CheckinTour.visitorName.count
    static let nameReturn = name.upperBound + 1
    static let email = (nameReturn + 1)...(nameReturn + CheckinTour.visitorEmail.count)
    static let emailReturn = email.upperBound + 1
    static let pin = (emailReturn + 1)...(emailReturn + CheckinTour.visitorPIN.count)
    static let submit = pin.upperBound + 1
    static let back = submit + 1
    static let arabic = back + 1
    static let arabicNameField = arabic + 1
    static let arabicName = (arabicNameField + 1)...(arabicNameField + CheckinTour.arabicName.count)
    static let dismiss = arabicName.upperBound + 1
}

/// Every prefix of `text`, shortest first: a field's text after each key typed.
private func prefixes(_ text: String) -> [String] { (1...text.count).map { String(text.prefix($0)) } }

@MainActor @Suite struct CheckinDemoTests {
    static let keyboardHeight: CGFloat = 216

    /// The golden run on 320 × 480: the tour played tap by tap, the text after each key,
    /// the form following the keyboard, the badge, Arabic; frames compared mid-slide,
    /// mid-push and at rest.
    @Test func theTourChecksAVisitorInAndTheNextTypesInArabic() throws {
        let checkin = Checkin()
        let layout = CheckinLayout(size: CGSize(width: 320, height: 480))
        var typed: [String] = [], badgeSeen = false
        try checkin.playTour { tap in
            let screen = checkin.screen, form = checkin.form
            switch tap {
            case Tap.nameField:
                #expect(checkin.editing === form.nameField)
                screen.advance(by: 0.125)
                #expect(form.keyboardNotifications == [UIResponder.keyboardWillShowNotification])
                expectMatchesGolden(screen.snapshot(), named: "checkin-keyboard-sliding", in: goldens)
                screen.advance(by: 0.2)
                let name = form.nameField.convert(CGPoint(x: form.nameField.bounds.midX, y: form.nameField.bounds.midY), to: nil)
                #expect(name == layout.center(of: .name, keyboardHeight: Self.keyboardHeight))
            case Tap.name, Tap.email, Tap.pin, Tap.arabicName:
                typed.append(checkin.editing?.text ?? "(nothing editing)")
            case Tap.nameReturn:
                #expect(checkin.editing === form.emailField)
            case Tap.emailReturn:
                #expect(checkin.editing === form.pinField)
            case Tap.submit:
                screen.advance(by: 0.15)
                expectMatchesGolden(screen.snapshot(), named: "checkin-badge-pushing", in: goldens)
                screen.advance(by: 1)
                let badge = checkin.controller.topViewController as? CheckinBadgeViewController
                #expect(badge != nil)
                #expect(badge?.title == "Visitor badge")
                #expect(badge?.nameLabel.text == "Ada Lovelace" && badge?.emailLabel.text == "ada@example.com")
                #expect(badge?.photoView.image?.size == CGSize(width: 240, height: 240))
                #expect(form.fields.map { $0.text ?? "" } == ["", "", ""])
                #expect(form.keyboardNotifications == [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification])
                expectMatchesGolden(screen.snapshot(), named: "checkin-badge", in: goldens)
                badgeSeen = true
            case Tap.back:
                screen.advance(by: 0.5)
                #expect(checkin.controller.viewControllers.count == 1 && checkin.controller.topViewController === form)
            case Tap.arabic:
                #expect(form.language == .arabic)
                #expect(form.title == "تسجيل الزوار" && form.nameField.placeholder == "الاسم الكامل")
                #expect(form.form.semanticContentAttribute == .forceRightToLeft)
                #expect(checkin.screen.window.onScreenKeyboardLayout == .ar)
            case Tap.dismiss:
                #expect(checkin.editing == nil)
            default:
                break
            }
            if tap == Tap.arabicName.upperBound {
                screen.advance(by: 0.1)
                expectMatchesGolden(screen.snapshot(), named: "checkin-arabic-name", in: goldens)
            }
        }
        #expect(typed == prefixes(CheckinTour.visitorName) + prefixes(CheckinTour.visitorEmail)
            + prefixes(CheckinTour.visitorPIN) + prefixes(CheckinTour.arabicName))
        // The keyboard goes and the form comes back to the middle of the page.
        checkin.screen.advance(by: 0.5)
        #expect(badgeSeen)
        #expect(checkin.form.checkedIn == [CheckinVisitor(name: "Ada Lovelace", email: "ada@example.com")])
        #expect(checkin.form.keyboardNotifications == [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
        ])
        // Nothing moves any more (no caret blinks), so a soak can wait for the tour's end.
        #expect(!checkin.screen.isAnimating)
        let prompt = checkin.form.promptLabel
        #expect(prompt.convert(CGPoint(x: prompt.bounds.midX, y: prompt.bounds.midY), to: nil)
            == layout.center(of: .prompt, keyboardHeight: 0))
    }

    /// On other screens the tour's taps land on what they are for: the same visitor is
    /// checked in, and the second types her name in Arabic.
    @Test(arguments: [CGSize(width: 768, height: 1024), CGSize(width: 1024, height: 768)])
    func theTourTypesTheSameOnLargerScreens(_ size: CGSize) throws {
        let checkin = Checkin(size: size)
        try checkin.playTour { _ in }
        checkin.screen.advance(by: 0.5)
        #expect(checkin.form.checkedIn == [CheckinVisitor(name: "Ada Lovelace", email: "ada@example.com")])
        #expect(checkin.form.nameField.text == CheckinTour.arabicName)
        #expect(checkin.form.form.frame.width == min(size.width - 40, 480))
        #expect(!checkin.screen.isAnimating)
    }

    /// The demo shows the on-screen keyboard while it is on screen and gives the window
    /// its settings back when it goes.
    @Test func theWindowGetsItsKeyboardSettingsBack() {
        let checkin = Checkin()
        #expect(checkin.screen.window.showsOnScreenKeyboard)
        checkin.screen.window.rootViewController = nil
        checkin.screen.advance(by: 0)
        #expect(!checkin.screen.window.showsOnScreenKeyboard)
        #expect(checkin.screen.window.onScreenKeyboardLayout == .en)
    }

    /// A form missing a field pushes nothing: the first empty field takes the keys.
    @Test func checkingInWithAnEmptyFieldFocusesIt() {
        let checkin = Checkin()
        checkin.form.nameField.text = "Ada"
        checkin.screen.tap(at: CheckinLayout(size: CGSize(width: 320, height: 480)).center(of: .submit, keyboardHeight: 0))
        checkin.screen.advance(by: 0.5)
        #expect(checkin.controller.viewControllers.count == 1)
        #expect(checkin.editing === checkin.form.emailField)
        #expect(checkin.form.checkedIn.isEmpty)
    }

    /// The committed badge photo: a JPEG of the demo's drawing, small, 240 × 240.
    /// KIOSK_REDRAW_CHECKIN_PHOTO=1 writes it again from `CheckinPhoto.drawing`.
    @Test func theBadgePhotoIsASmallJPEGOfTheDrawing() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/KioskDemos/Checkin/Resources/\(CheckinPhoto.fileName)").standardized
        if ProcessInfo.processInfo.environment["KIOSK_REDRAW_CHECKIN_PHOTO"] == "1" {
            let drawing = try #require(CheckinPhoto.drawing(pixels: 240).cgImage)
            let bytes = try drawing.withView { view in try JPEGCodec.encode(view, quality: 85) }
            try Data(bytes).write(to: file)
        }
        let bytes = [UInt8](try Data(contentsOf: file))
        let header = try JPEGCodec.header(of: bytes, name: file.path)
        #expect(header.width == 240 && header.height == 240)
        #expect(bytes.count < 30_000)
        // What the demo loads is that file.
        #expect(try #require(CheckinPhoto.load()).size == CGSize(width: 240, height: 240))
    }
}
