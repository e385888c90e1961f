import CoreGraphics
import Foundation
import Kiosk
import KioskHeadless
import Testing
@testable import UIKit

/// The on-screen keyboard played by a touch script, as a tour or a test rig types.
@MainActor @Suite struct OnScreenKeyboardTouchScriptTests {
    @Test func aFastTypistsFortyLettersAtTwentyTapsASecondAllArriveInOrder() throws {
        let screen = HeadlessScreen(width: 320, height: 480)
        screen.window.showsOnScreenKeyboard = true
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        field.autocapitalizationType = .none
        screen.window.addSubview(field)
        var seen: [String] = []
        field.addAction(UIAction { [unowned field] _ in seen.append(field.text ?? "") }, for: .editingChanged)
        field.becomeFirstResponder()
        screen.advance(by: 0.3)
        let keyboard = try #require(screen.window.keyboard)
        let letters = "thequickbrownfoxjumpsoverthelazydogagain"
        #expect(letters.count == 40)
        // A finger down every 50 ms, each held 70 ms: two fingers take turns, and each
        // lands before the one before lifts.
        let script = try letters.enumerated().map { i, letter in
            let center = keyboard.convert(try #require(keyboard.center(of: .character(letter))), to: nil)
            let x = Int(center.x), y = Int(center.y)
            let down = String(format: "%.2f", Double(i) * 0.05), up = String(format: "%.2f", Double(i) * 0.05 + 0.07)
            return "at \(down) down \(i % 2) \(x),\(y) ; at \(up) up \(i % 2)"
        }.joined(separator: "\n")
        let start = screen.time
        screen.play(try TouchScript(parsing: script))
        #expect(screen.time - start == 2.02)  // the 40th finger lifts at 1.95 + 0.07 s
        #expect(field.text == letters)
        #expect(seen == (1...40).map { String(letters.prefix($0)) })
    }
}
