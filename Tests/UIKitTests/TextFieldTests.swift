import CoreGraphics
import Foundation
import KioskHeadless
import QuartzCore
import Testing
import UIKit

/// Writes down, in order, what a text field tells its delegate and its actions.
@MainActor private final class FieldLog: UITextFieldDelegate {
    var events: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsReturn = true
    /// Characters a change may bring in; nil for any.
    var allowed: CharacterSet?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { note(textField, "shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { note(textField, "didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { note(textField, "shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { note(textField, "didEnd") }

    /// Events of a field with a tag are written with it ("2:didBegin").
    private func note(_ field: UITextField, _ event: String) { events.append(field.tag == 0 ? event : "\(field.tag):\(event)") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let ok = allowed.map { string.unicodeScalars.allSatisfy($0.contains) } ?? true
        events.append("change \(range.location),\(range.length) \"\(string)\" \(ok)")
        return ok
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { events.append("shouldClear"); return true }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { events.append("shouldReturn"); return allowsReturn }
    func textFieldDidChangeSelection(_ textField: UITextField) { events.append("selection \(caret(textField))") }

    func watch(_ field: UITextField) {
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                   (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit")]
        for (event, name) in events {
            field.addAction(UIAction { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }

    func caret(_ field: UITextField) -> Int {
        field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start)
    }
}

@MainActor @Suite struct TextFieldTests {
    /// A white 200 × 100 screen with a 180 × 30 field at (10, 10), delegate and actions logged.
    private func stage(_ configure: (UITextField) -> Void = { _ in }) -> (HeadlessScreen, UITextField, FieldLog) {
        let screen = HeadlessScreen(width: 200, height: 100)
        screen.window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 30))
        let log = FieldLog()
        field.delegate = log
        log.watch(field)
        configure(field)
        screen.window.addSubview(field)
        screen.advance(by: 0)
        return (screen, field, log)
    }

    @Test func typingGoesThroughTheDelegateInUIKitsOrder() {
        let (screen, field, log) = stage()
        #expect(field.text == "" && !field.hasText && !field.isEditing)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(log.events == ["shouldBegin", "didBegin", "editingDidBegin"])
        log.events = []
        field.insertText("Hi")
        field.insertText("!")
        #expect(field.text == "Hi!" && field.hasText)
        field.deleteBackward()
        #expect(field.text == "Hi")
        #expect(log.events == ["change 0,0 \"Hi\" true", "selection 2", "editingChanged",
                               "change 2,0 \"!\" true", "selection 3", "editingChanged",
                               "change 2,1 \"\" true", "selection 2", "editingChanged"])
        log.events = []
        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(log.events == ["shouldEnd", "didEnd", "editingDidEnd"])
        withExtendedLifetime(screen) {}
    }

    @Test func theDelegateMayRefuseAChange() {
        let (screen, field, log) = stage()
        log.allowed = .decimalDigits
        field.becomeFirstResponder()
        for key in ["1", "a", "2", "3b", "4"] { field.insertText(key) }
        #expect(field.text == "124")
        #expect(log.events.filter { $0.hasPrefix("change") } == [
            "change 0,0 \"1\" true", "change 1,0 \"a\" false", "change 1,0 \"2\" true",
            "change 2,0 \"3b\" false", "change 2,0 \"4\" true"])
        #expect(log.events.filter { $0 == "editingChanged" }.count == 3)
        // Deleting at the start asks nothing: there is nothing to delete.
        field.text = ""
        log.events = []
        field.deleteBackward()
        #expect(log.events == [])
        withExtendedLifetime(screen) {}
    }

    @Test func setsTextFromCodeWithoutAskingOrSending() {
        let (screen, field, log) = stage()
        field.text = "abc"
        field.text = nil
        #expect(field.text == "")
        #expect(log.events == [])
        withExtendedLifetime(screen) {}
    }

    @Test func returnAsksTheDelegateThenEndsOnExit() {
        let (screen, field, log) = stage()
        field.becomeFirstResponder()
        field.insertText("a")
        log.events = []
        field.insertText("\n")
        // The action for .editingDidEndOnExit makes the field resign, as in UIKit.
        #expect(log.events == ["shouldReturn", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd"])
        #expect(field.text == "a" && !field.isFirstResponder)
        // A delegate that says no keeps the field editing and sends nothing.
        field.becomeFirstResponder()
        log.allowsReturn = false
        log.events = []
        field.insertText("\n")
        #expect(log.events == ["shouldReturn"])
        #expect(field.isFirstResponder)
        // Other line breaks become spaces: the field has one line.
        field.insertText("b\nc")
        #expect(field.text == "ab c")
        withExtendedLifetime(screen) {}
    }

    @Test func oneFirstResponderPerWindow() {
        let (screen, first, log) = stage()
        let second = UITextField(frame: CGRect(x: 10, y: 50, width: 180, height: 30))
        second.tag = 2
        second.delegate = log
        screen.window.addSubview(second)
        first.becomeFirstResponder()
        log.events = []
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        // The new field is asked first, then the old one ends, then the new one begins.
        #expect(log.events == ["2:shouldBegin", "shouldEnd", "didEnd", "editingDidEnd", "2:didBegin"])
        // A field that will not end editing keeps first responder.
        log.allowsEnd = false
        log.events = []
        #expect(!first.becomeFirstResponder())
        #expect(second.isFirstResponder && !first.isFirstResponder)
        #expect(log.events == ["shouldBegin", "2:shouldEnd"])
        // endEditing asks; forced, it does not.
        #expect(!screen.window.endEditing(false))
        #expect(second.isFirstResponder)
        log.events = []
        #expect(screen.window.endEditing(true))
        #expect(!second.isFirstResponder && !second.isEditing)
        #expect(log.events == ["2:didEnd"])
        // With no first responder left, endEditing has nothing to do.
        #expect(screen.window.endEditing(false))
        withExtendedLifetime(screen) {}
    }

    @Test func beginningCanBeRefusedAndNeedsAWindowAndAnEnabledField() {
        let (screen, field, log) = stage()
        log.allowsBegin = false
        #expect(!field.becomeFirstResponder())
        #expect(!field.isFirstResponder && log.events == ["shouldBegin"])
        log.allowsBegin = true
        field.isEnabled = false
        #expect(!field.canBecomeFirstResponder && !field.becomeFirstResponder())
        let loose = UITextField(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(!loose.becomeFirstResponder())
        // A plain view cannot become first responder.
        #expect(!UIView().canBecomeFirstResponder)
        withExtendedLifetime(screen) {}
    }

    @Test func leavingTheWindowResignsWithoutAsking() {
        let (screen, field, log) = stage()
        field.becomeFirstResponder()
        log.allowsEnd = false
        log.events = []
        field.removeFromSuperview()
        #expect(!field.isFirstResponder && !field.isEditing)
        #expect(log.events == ["didEnd", "editingDidEnd"])
        withExtendedLifetime(screen) {}
    }
}
