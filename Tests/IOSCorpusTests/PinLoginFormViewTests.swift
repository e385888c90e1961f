@testable import IOSCorpus
import Testing
import UIKit

/// `PinLoginFormView.swift`: a delegate that limits a PIN to four digits, return
/// moving between fields, secure entry.
@MainActor @Suite struct PinLoginFormViewTests {
    @Test func thePinTakesFourDigitsAndReturnSubmits() {
        let screen = CorpusStage.screen(width: 240, height: 120)
        let form = PinLoginFormView(frame: screen.window.bounds)
        var submitted: [String] = []
        form.onSubmit = { submitted.append("\($0)/\($1)") }
        screen.window.addSubview(form)
        screen.advance(by: 0)
        // A tap in the name field begins editing there.
        screen.tap(at: CGPoint(x: 120, y: 33))
        #expect(form.usernameField.isFirstResponder)
        form.usernameField.insertText("ada")
        form.usernameField.insertText("\n")
        #expect(form.pinField.isFirstResponder && !form.usernameField.isFirstResponder)
        var seen: [String] = []
        for key in ["1", "x", "2", "3", "٣", "4", "5"] {
            form.pinField.insertText(key)
            seen.append(form.pinField.text ?? "")
        }
        #expect(seen == ["1", "1", "12", "123", "123", "1234", "1234"])
        // Return with a complete PIN submits and ends editing.
        form.pinField.insertText("\n")
        #expect(submitted == ["ada/1234"])
        #expect(!form.pinField.isFirstResponder)
        // Deleting back to three digits makes it incomplete again: return does not submit.
        form.pinField.becomeFirstResponder()
        form.pinField.deleteBackward()
        form.pinField.insertText("\n")
        #expect(form.pinField.text == "123" && submitted.count == 1 && form.pinField.isFirstResponder)
        // The PIN shows as bullets (the last digit typed for a second).
        #expect(form.pinField.isSecureTextEntry && form.pinField.keyboardType == .numberPad)
        // The rounded border: white inside, light grey edge.
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 20, 77) == [255, 255, 255, 255])
        #expect(CorpusStage.rgba(screen, 100, 60) == [204, 204, 204, 255])
    }
}
