import CoreGraphics
import Foundation
@_spi(KioskRuntime) @testable import Kiosk
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// The board's `keyboard` and `keyboard-layout`: parsed, refused with a message,
/// and set on the window of a run.
@MainActor @Suite struct BoardKeyboardTests {
    private func parse(_ lines: String) throws -> BoardKeyboard {
        try BoardFile.parse("name = b\n\(lines)[display]\nbackend = drm\n", file: "b.board").keyboard
    }

    private func messages(_ lines: String) -> [String] {
        do {
            _ = try BoardFile.parse("name = b\n\(lines)[display]\nbackend = drm\n", file: "b.board")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test func keysAreReadWithAutoAndEnglishByDefault() throws {
        let defaults = try parse("")
        #expect(defaults.kind == .auto && defaults.layout == .en)
        let set = try parse("keyboard = on-screen\nkeyboard-layout = ar\n")
        #expect(set.kind == .onScreen && set.layout == .ar)
        #expect(try parse("keyboard = physical\nkeyboard-layout = fr\n").kind == .physical)
        #expect(try parse("keyboard-layout = de\n").layout == .de)
    }

    @Test func badValuesNameTheLineAndWhatIsAllowed() {
        #expect(messages("keyboard = touch\nkeyboard-layout = us\n") == [
            "b.board:2: keyboard: \"touch\" is not a keyboard; allowed: on-screen, physical, auto (on-screen unless a physical keyboard is plugged in)",
            "b.board:3: keyboard-layout: \"us\" is not a keyboard layout; allowed: en (QWERTY), de (QWERTZ), fr (AZERTY), ar (Arabic)",
        ])
    }

    @Test func autoShowsTheOnScreenKeyboardUnlessAPhysicalOneIsPresent() {
        var keyboard = BoardKeyboard()
        #expect(keyboard.showsOnScreenKeyboard(physicalKeyboardPresent: false))
        #expect(!keyboard.showsOnScreenKeyboard(physicalKeyboardPresent: true))
        keyboard.kind = .onScreen
        #expect(keyboard.showsOnScreenKeyboard(physicalKeyboardPresent: true))
        keyboard.kind = .physical
        #expect(!keyboard.showsOnScreenKeyboard(physicalKeyboardPresent: false))
    }

    @Test func onlyAFullKeyboardCountsAsPhysical() {
        // A phone board's power and volume buttons report keys, but are no keyboard.
        let buttons = InputDeviceSurvey.Device(path: "/dev/input/event0", name: "gpio-keys", capabilities: ["keyboard"],
                                               udevProperties: ["ID_INPUT": "1", "ID_INPUT_KEY": "1"])
        let touch = InputDeviceSurvey.Device(path: "/dev/input/event1", name: "Goodix Capacitive TouchScreen",
                                             capabilities: ["touch"], udevProperties: ["ID_INPUT_TOUCHSCREEN": "1"])
        let usb = InputDeviceSurvey.Device(path: "/dev/input/event2", name: "Logitech K120", capabilities: ["keyboard"],
                                           udevProperties: ["ID_INPUT_KEY": "1", "ID_INPUT_KEYBOARD": "1"])
        #expect(!BoardKeyboard.hasFullKeyboard([buttons, touch]))
        #expect(BoardKeyboard.hasFullKeyboard([buttons, touch, usb]))
    }

    /// A sign-in screen whose field takes the keys from the start.
    final class FieldViewController: UIViewController {
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        override func viewDidLoad() {
            field.autocapitalizationType = .none
            view.addSubview(field)
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            field.becomeFirstResponder()
        }
    }

    @Test func aHeadlessRunWithAGermanBoardTypesUmlautsFromItsTour() throws {
        // Where the German keys are on a 320 × 480 screen (the keyboard's top at 264).
        let keyboard = OnScreenKeyboard(frame: CGRect(x: 0, y: 264, width: 320, height: 216))
        keyboard.layout = .de
        keyboard.layoutIfNeeded()
        let tour = try "grüße".map { letter in
            let key: OnScreenKeyboardKey = letter == "ß" ? .character("s") : .character(letter)
            return try #require(keyboard.center(of: key))
        }.enumerated().map { i, center in
            "at \(String(format: "%.1f", 0.5 + Double(i) * 0.1)) tap \(Int(center.x)),\(Int(264 + center.y))"
        }.joined(separator: "\n")
        var options = KioskOptions(board: try BoardFile.parse(
            "name = b\nkeyboard = on-screen\nkeyboard-layout = de\n[display]\nbackend = drm\n", file: "b.board"))
        options.display = .headless(width: 320, height: 480)
        options.tour = { _ in tour }
        let app = FieldViewController()
        #expect(try KioskRuntime(options: options).run(rootViewController: app, signals: SignalGuard()) == 0)
        // ß is not on iOS's German letter plane; the tour types s in its place. (An
        // English keyboard has no ü: the tap would type o or p.)
        #expect(app.field.text == "grüse")
    }
}
