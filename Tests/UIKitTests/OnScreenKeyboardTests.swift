import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// Writes down the keyboard notifications, with their frames, duration and curve.
@MainActor private final class KeyboardLog {
    var events: [String] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
            (UIResponder.keyboardWillChangeFrameNotification, "willChange"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChange")]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1
                let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? -1
                let text = "\(label) \(Int(begin.minY))->\(Int(end.minY)) \(Int(end.width))x\(Int(end.height)) \(duration) \(curve)"
                MainActor.assumeIsolated { self?.events.append(text) }
            })
        }
    }

    func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
}

@MainActor @Suite(.serialized) struct OnScreenKeyboardTests {
    private static let keyboardGrey = [209, 212, 217, 255], white = [255, 255, 255, 255]

    /// The keyboard's stage with nothing first responder yet; the field's return key is "Done".
    private func makeStage() -> (KeyboardStage, HeadlessScreen, UITextField) {
        let stage = KeyboardStage(focused: false) { $0.returnKeyType = .done }
        return (stage, stage.screen, stage.field)
    }

    @Test func slidesUpAndDownWithUIKitsNotifications() {
        let (stage, screen, field) = makeStage()
        let log = KeyboardLog()
        defer { log.stop() }
        screen.tap(at: CGPoint(x: 100, y: 25))
        #expect(field.isFirstResponder)
        screen.advance(by: 0)
        let start = screen.time
        #expect(log.events == ["willShow 480->264 320x216 0.25 0", "willChange 480->264 320x216 0.25 0"])
        // Half-way (ease in-out is symmetric): the top edge is 108 points up.
        screen.advance(by: 0.125)
        #expect(stage.rgba(2, 372 + 1) == Self.keyboardGrey)
        #expect(stage.rgba(2, 372 - 1) == Self.white)
        screen.advance(by: start + 0.25 - screen.time)
        #expect(stage.rgba(2, 265) == Self.keyboardGrey)
        #expect(stage.rgba(2, 263) == Self.white)
        #expect(log.events.suffix(2) == ["didShow 480->264 320x216 0.25 0", "didChange 480->264 320x216 0.25 0"])
        // The return key is titled by the field's returnKeyType.
        #expect(screen.window.keyboard!.subviews.contains { ($0 as? UILabel)?.text == "Done" })
        // Resigning slides it down again.
        log.events = []
        field.resignFirstResponder()
        screen.advance(by: 0.3)
        #expect(log.events == ["willHide 264->480 320x216 0.25 0", "willChange 264->480 320x216 0.25 0",
                               "didHide 264->480 320x216 0.25 0", "didChange 264->480 320x216 0.25 0"])
        #expect(stage.rgba(2, 470) == Self.white)
        #expect(screen.window.keyboardHost?.superview == nil)
    }

    @Test func theSlideChangesEveryFrameForAQuarterSecondThenNothing() {
        let (_, screen, field) = makeStage()
        field.becomeFirstResponder()
        screen.advance(by: 0)
        let start = screen.framesPresented
        // 15 frames at 60 Hz, each with the keyboard further up; then still (the caret's
        // first blink is at 0.5 s).
        screen.advance(by: 0.25)
        #expect(screen.framesPresented - start == 15)
        screen.advance(by: 0.2)
        #expect(screen.framesPresented - start == 15)
    }

    @Test func movingBetweenFieldsKeepsTheKeyboardUp() {
        let (_, screen, field) = makeStage()
        let other = UITextField(frame: CGRect(x: 10, y: 50, width: 300, height: 30))
        screen.window.addSubview(other)
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        let log = KeyboardLog()
        defer { log.stop() }
        other.becomeFirstResponder()
        screen.advance(by: 0.3)
        #expect(log.events == [])
        #expect(screen.window.keyboardHost?.superview === screen.window)
    }

    @Test func tapsOnKeysTypeIntoTheFirstResponder() {
        let (stage, screen, field) = makeStage()
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        var seen: [String] = []
        let keys: [OnScreenKeyboardKey] = [.character("h"), .character("i"), .space, .shift, .character("k"),
                                           .delete, .delete, .character("x"), .return]
        var returns = 0
        field.addAction(UIAction { _ in returns += 1 }, for: .editingDidEndOnExit)
        for key in keys {
            screen.tap(at: stage.point(of: key))
            screen.advance(by: 0.05)
            seen.append(field.text ?? "")
        }
        // Sentence capitalization makes the first letter a capital; shift the next one.
        #expect(seen == ["H", "Hi", "Hi ", "Hi ", "Hi K", "Hi ", "Hi", "Hix", "Hix"])
        // Return sent .editingDidEndOnExit; with an action for it, the field resigned.
        #expect(returns == 1 && !field.isFirstResponder)
    }

    @Test func aFastTypistsOverlappingTapsAreNeitherLostNorReordered() {
        let (stage, screen, field) = makeStage()
        field.autocapitalizationType = .none
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        let word = "kioskwordtyping"
        var seen: [String] = []
        // 20 taps a second, each finger down 70 ms, so each lands before the last lifts.
        for (i, letter) in word.enumerated() {
            screen.touchDown(at: stage.point(of: .character(letter)), finger: i % 2)
            screen.advance(by: 0.02)
            if i > 0 {
                screen.touchUp(finger: (i - 1) % 2)
                seen.append(field.text ?? "")
            }
            screen.advance(by: 0.03)
        }
        screen.touchUp(finger: (word.count - 1) % 2)
        seen.append(field.text ?? "")
        #expect(field.text == word)
        #expect(seen == (1...word.count).map { String(word.prefix($0)) })
    }
}
