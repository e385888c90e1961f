import CoreGraphics
import Foundation
import KioskHeadless
import Testing
@testable import UIKit

/// `inputView` and `inputAccessoryView`: what slides up instead of, and on top of, the
/// on-screen keyboard, and the frames the notifications give for it.
@MainActor @Suite(.serialized) struct InputViewTests {
    /// Writes down each notification's name and end frame.
    @MainActor final class FrameLog {
        var events: [String] = []
        private var observers: [NSObjectProtocol] = []
        init() {
            for (name, label) in [(UIResponder.keyboardWillShowNotification, "willShow"),
                                  (UIResponder.keyboardWillChangeFrameNotification, "willChange"),
                                  (UIResponder.keyboardWillHideNotification, "willHide")] {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let begin = (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                    let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                    let text = "\(label) \(Int(begin.minY))->\(Int(end.minY)) h\(Int(end.height))"
                    MainActor.assumeIsolated { self?.events.append(text) }
                })
            }
        }
        func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
    }

    private func stage() -> HeadlessScreen {
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.backgroundColor = .white
        screen.window.showsOnScreenKeyboard = true
        screen.advance(by: 0)
        return screen
    }

    private func rgba(_ screen: HeadlessScreen, _ x: Int, _ y: Int) -> [Int] {
        let c = screen.pixel(x: x, y: y).cgColor
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test func anAccessoryViewSitsOnTheKeyboardAndCountsInItsFrame() {
        let screen = stage()
        let log = FrameLog()
        defer { log.stop() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        bar.backgroundColor = .red
        field.inputAccessoryView = bar
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        // 216 + 44 points from the bottom: the top at 220.
        #expect(log.events == ["willShow 480->220 h260", "willChange 480->220 h260"])
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(rgba(screen, 160, 221) == [255, 0, 0, 255])
        #expect(rgba(screen, 160, 219) == [255, 255, 255, 255])
        #expect(rgba(screen, 2, 265) == [209, 212, 217, 255])
        // The keys are under the bar and still type.
        let keyboard = screen.window.keyboard!
        screen.tap(at: keyboard.convert(keyboard.center(of: .character("k"))!, to: nil))
        #expect(field.text == "K")
        log.events = []
        field.resignFirstResponder()
        screen.advance(by: 0.3)
        #expect(log.events == ["willHide 220->480 h260", "willChange 220->480 h260"])
    }

    @Test func anInputViewReplacesTheKeyboard() {
        let screen = stage()
        let log = FrameLog()
        defer { log.stop() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 180))
        picker.backgroundColor = .blue
        field.inputView = picker
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        #expect(log.events == ["willShow 480->300 h180", "willChange 480->300 h180"])
        #expect(rgba(screen, 160, 301) == [0, 0, 255, 255])
        #expect(rgba(screen, 160, 299) == [255, 255, 255, 255])
        #expect(screen.window.keyboard == nil)
        // Moving to a field with the keyboard: the frame grows in place to 216.
        let other = UITextField(frame: CGRect(x: 10, y: 50, width: 300, height: 30))
        screen.window.addSubview(other)
        log.events = []
        other.becomeFirstResponder()
        screen.advance(by: 0.3)
        #expect(log.events == ["willShow 300->264 h216", "willChange 300->264 h216"])
        #expect(picker.superview == nil)
        #expect(rgba(screen, 2, 265) == [209, 212, 217, 255])
    }

    @Test func reloadInputViewsShowsANewAccessory() {
        let screen = stage()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        bar.backgroundColor = .green
        field.inputAccessoryView = bar
        screen.advance(by: 0.3)
        #expect(bar.superview == nil)  // not until reloaded, as on iOS
        field.reloadInputViews()
        screen.advance(by: 0.3)
        #expect(bar.superview != nil)
        #expect(rgba(screen, 160, 235) == [0, 255, 0, 255])
    }

    @Test func withoutTheOnScreenKeyboardAnInputViewStillShows() {
        let screen = stage()
        screen.window.showsOnScreenKeyboard = false
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        pad.backgroundColor = .blue
        field.inputView = pad
        screen.window.addSubview(field)
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        #expect(rgba(screen, 160, 381) == [0, 0, 255, 255])
        #expect(screen.window.keyboard == nil)
    }
}
