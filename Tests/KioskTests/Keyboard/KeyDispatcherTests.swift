import CoreGraphics
import Foundation
@testable import Kiosk
import KioskHeadless
import Testing
@_spi(KioskRuntime) @testable import UIKit

/// A physical keyboard typing into a text field on a headless screen: libinput's key
/// events, as `LibInputSource` hands them out, through the keymap to `UIKeyInput`,
/// one main-loop turn at a time on the virtual clock.
@MainActor @Suite struct KeyDispatcherTests {
    private let keyboardDevice = 9

    /// A field's delegate that counts returns and lets the field resign on them.
    final class ReturnCounter: NSObject, UITextFieldDelegate {
        var returns = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            returns += 1
            return true
        }
    }

    private struct Rig {
        let screen: HeadlessScreen
        let field: UITextField
        let keys: KeyDispatcher
    }

    private func rig(layout: String = "us", kind: BoardKeyboard.Kind? = nil, onScreen: Bool = false) throws -> Rig {
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.showsOnScreenKeyboard = onScreen
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        field.autocapitalizationType = .none
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.advance(by: 0.5)
        let keyboard = PhysicalKeyboard(state: KeyboardState(keymap: try XKBKeymap(KeymapName(layout: layout))))
        return Rig(screen: screen, field: field, keys: KeyDispatcher(window: screen.window, keyboard: keyboard, kind: kind))
    }

    /// Key events typing `keys` from `time`, one key every 50 ms, each down for 30 ms;
    /// `shifted` keys are typed with the left shift held around them.
    private func taps(_ keys: [(code: UInt32, shifted: Bool)], from time: Double) -> [KeyboardInputEvent] {
        keys.enumerated().flatMap { i, key -> [KeyboardInputEvent] in
            let down = time + Double(i) * 0.05
            let press: [KeyboardInputEvent] = [.key(device: keyboardDevice, code: key.code, pressed: true, time: down),
                                               .key(device: keyboardDevice, code: key.code, pressed: false, time: down + 0.03)]
            guard key.shifted else { return press }
            return [.key(device: keyboardDevice, code: EvdevKey.leftShift, pressed: true, time: down - 0.01)] + press
                + [.key(device: keyboardDevice, code: EvdevKey.leftShift, pressed: false, time: down + 0.04)]
        }
    }

    /// Delivers `events` a turn at a time: each at the first 1/60 s turn at or after its time.
    private func play(_ events: [KeyboardInputEvent], on rig: Rig) {
        var queue = events[...]
        func time(_ event: KeyboardInputEvent) -> Double {
            switch event {
            case .key(_, _, _, let time), .deviceRemoved(_, let time): time
            }
        }
        while let next = queue.first {
            rig.screen.advance(by: max(0, time(next) - rig.screen.time) + 1.0 / 60)
            let due = queue.prefix { time($0) <= rig.screen.time }
            queue = queue.dropFirst(due.count)
            rig.keys.enqueue(due)
            rig.keys.deliver(until: rig.screen.time)
        }
    }

    @Test func aSentenceWithShiftBackspaceAndReturnArrivesExactly() throws {
        let rig = try rig()
        let counter = ReturnCounter()
        rig.field.delegate = counter
        var seen: [String] = []
        rig.field.addAction(UIAction { [unowned field = rig.field] _ in seen.append(field.text ?? "") }, for: .editingChanged)
        // "Hi, Joo" ⌫ "!" ⏎
        let keys: [(UInt32, Bool)] = [(EvdevKey.h, true), (EvdevKey.i, false), (EvdevKey.comma, false), (EvdevKey.space, false),
                                      (EvdevKey.j, true), (EvdevKey.o, false), (EvdevKey.o, false), (EvdevKey.backspace, false),
                                      (EvdevKey.one, true), (EvdevKey.enter, false)]
        play(taps(keys, from: rig.screen.time + 0.1), on: rig)
        #expect(rig.field.text == "Hi, Jo!")
        #expect(seen == ["H", "Hi", "Hi,", "Hi, ", "Hi, J", "Hi, Jo", "Hi, Joo", "Hi, Jo", "Hi, Jo!"])
        // Return went to the delegate, not into the text.
        #expect(counter.returns == 1)
    }

    @Test func germanKeysTypeGermanText() throws {
        let rig = try rig(layout: "de")
        let altGr: [KeyboardInputEvent] = [
            .key(device: keyboardDevice, code: EvdevKey.rightAlt, pressed: true, time: 1),
            .key(device: keyboardDevice, code: EvdevKey.q, pressed: true, time: 1.01),
            .key(device: keyboardDevice, code: EvdevKey.q, pressed: false, time: 1.02),
            .key(device: keyboardDevice, code: EvdevKey.rightAlt, pressed: false, time: 1.03),
        ]
        play(taps([(EvdevKey.y, false), (EvdevKey.z, false)], from: 0.6) + altGr, on: rig)
        #expect(rig.field.text == "zy@")
    }

    @Test func holdingAKeyOnTheVirtualClockTypesExactlyTheRepeatsDue() throws {
        let rig = try rig()
        let start = rig.screen.time + 0.1
        // Held 2 s: the press, then repeats from 0.6 s every 40 ms before the release:
        // (2 − 0.6) × 25 = 35.
        play([.key(device: keyboardDevice, code: EvdevKey.a, pressed: true, time: start),
              .key(device: keyboardDevice, code: EvdevKey.a, pressed: false, time: start + 2)], on: rig)
        #expect(rig.field.text == String(repeating: "a", count: 36))
        rig.screen.advance(by: 1)
        rig.keys.deliver(until: rig.screen.time)
        #expect(rig.field.text?.count == 36)
        // Backspace held 1 s deletes 1 + 10 of them.
        let now = rig.screen.time
        play([.key(device: keyboardDevice, code: EvdevKey.backspace, pressed: true, time: now),
              .key(device: keyboardDevice, code: EvdevKey.backspace, pressed: false, time: now + 1)], on: rig)
        #expect(rig.field.text == String(repeating: "a", count: 25))
    }

    @Test func withAutoTheOnScreenKeyboardGoesDownWhileAPlugInKeyboardTypes() throws {
        let rig = try rig(kind: .auto, onScreen: true)
        #expect(rig.screen.window.isKeyboardShown)
        play(taps([(EvdevKey.a, false)], from: rig.screen.time), on: rig)
        #expect(!rig.screen.window.showsOnScreenKeyboard)
        rig.screen.advance(by: 0.5)
        #expect(!rig.screen.window.isKeyboardShown)
        #expect(rig.field.text == "a")
        #expect(rig.field.isFirstResponder)
        // Unplugged: the on-screen keyboard is back for the field.
        play([.deviceRemoved(device: keyboardDevice, time: rig.screen.time)], on: rig)
        rig.screen.advance(by: 0.5)
        #expect(rig.screen.window.isKeyboardShown)
    }

    @Test func withAutoAndNoTypingTheWindowsSettingIsLeftAlone() throws {
        let rig = try rig(kind: .auto, onScreen: true)
        rig.screen.window.showsOnScreenKeyboard = false
        rig.keys.deliver(until: rig.screen.time)
        #expect(!rig.screen.window.showsOnScreenKeyboard)
    }

    @Test func onScreenKeepsTheOnScreenKeyboardUpWhileKeysType() throws {
        let onScreen = try rig(kind: .onScreen, onScreen: true)
        play(taps([(EvdevKey.a, false)], from: onScreen.screen.time), on: onScreen)
        onScreen.screen.advance(by: 0.5)
        #expect(onScreen.screen.window.isKeyboardShown)
        #expect(onScreen.field.text == "a")
    }

    @Test func physicalNeverShowsTheOnScreenKeyboard() throws {
        let physical = try rig(kind: .physical, onScreen: false)
        play(taps([(EvdevKey.a, false)], from: physical.screen.time), on: physical)
        physical.screen.advance(by: 0.5)
        #expect(!physical.screen.window.isKeyboardShown)
        #expect(physical.field.text == "a")
    }

    /// A field that hears its presses.
    final class PressedField: UITextField {
        var heard: [String] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { heard.append("began \(press.key?.keyCode.rawValue ?? 0) \(press.key?.characters ?? "")") }
            super.pressesBegan(presses, with: event)
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { heard.append("ended \(press.key?.keyCode.rawValue ?? 0) \(event?.allPresses.count ?? -1)") }
            super.pressesEnded(presses, with: event)
        }
        override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            for press in presses { heard.append("cancelled \(press.key?.keyCode.rawValue ?? 0)") }
            super.pressesCancelled(presses, with: event)
        }
    }

    @Test func theFirstResponderHearsPressesBeganAndEndedAndTheTextStillArrives() throws {
        let rig = try rig()
        let field = PressedField(frame: CGRect(x: 10, y: 50, width: 300, height: 30))
        rig.screen.window.addSubview(field)
        field.becomeFirstResponder()
        play(taps([(EvdevKey.h, true)], from: rig.screen.time + 0.1)
             + [.key(device: keyboardDevice, code: EvdevKey.a, pressed: true, time: rig.screen.time + 0.3),
                .deviceRemoved(device: keyboardDevice, time: rig.screen.time + 0.35)], on: rig)
        // Shift (225) down, H (11) typed "H", both released (the event holding what is
        // still down and the one released), then A down when its keyboard goes away.
        #expect(field.heard == ["began 225 ", "began 11 H", "ended 11 2", "ended 225 1", "began 4 a", "cancelled 4"])
        #expect(field.text == "Ha")
        #expect(rig.field.text == "")
    }

    @Test func keysWithNoTextInputFirstResponderGoNowhere() throws {
        let rig = try rig()
        rig.field.resignFirstResponder()
        let typed = rig.keys.deliver(until: 0)
        #expect(typed.isEmpty)
        rig.keys.enqueue(taps([(EvdevKey.a, false)], from: rig.screen.time))
        #expect(rig.keys.deliver(until: rig.screen.time + 1) == [.insert("a")])
        #expect(rig.field.text == "")
    }
}
