@testable import IOSCorpus
import KioskHeadless
import Testing
@_spi(KioskRuntime) import UIKit

/// `HardwareKeyMenuView.swift`: arrows, return and letters through `pressesBegan`, and
/// the presses it leaves to the responder chain.
@MainActor @Suite struct HardwareKeyMenuViewTests {
    /// The menu's superview, hearing the presses the menu passes on up the chain.
    final class Catcher: UIView {
        var heard: [UIKeyboardHIDUsage] = []
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            heard += presses.compactMap { $0.key?.keyCode }
        }
    }

    private var number = 0

    /// A key pressed and released, as the runtime sends a hardware key.
    private mutating func tap(_ keyCode: UIKeyboardHIDUsage, _ characters: String = "", modifiers: UIKeyModifierFlags = [],
                              on screen: HeadlessScreen) {
        number += 1
        let key = UIKey(characters: characters, charactersIgnoringModifiers: characters, modifierFlags: modifiers, keyCode: keyCode)
        screen.window.sendPress(number: number, key: key, phase: .began, timestamp: screen.time)
        screen.window.sendPress(number: number, key: key, phase: .ended, timestamp: screen.time + 0.05)
        screen.advance(by: 0.1)
    }

    @Test mutating func arrowsMoveTheHighlightReturnPicksAndALetterJumps() {
        let screen = CorpusStage.screen(width: 200, height: 200)
        let catcher = Catcher(frame: screen.window.bounds)
        screen.window.addSubview(catcher)
        let menu = HardwareKeyMenuView(frame: CGRect(x: 0, y: 0, width: 200, height: 160),
                                       items: ["Check in", "Collect badge", "Directions", "Help"])
        catcher.addSubview(menu)
        var picked: [String] = []
        menu.onPick = { picked.append($0) }
        #expect(menu.becomeFirstResponder())
        screen.advance(by: 0)
        #expect(CorpusStage.rgba(screen, 5, 20) == CorpusStage.components(.systemBlue))

        tap(.keyboardDownArrow, on: screen)
        tap(.keyboardDownArrow, on: screen)
        #expect(menu.highlightedIndex == 2)
        // The highlight moved from the first row (y 0–40) to the third (80–120).
        #expect(CorpusStage.rgba(screen, 5, 20) == [255, 255, 255, 255])
        #expect(CorpusStage.rgba(screen, 5, 100) == CorpusStage.components(.systemBlue))
        tap(.keyboardReturnOrEnter, "\r", on: screen)
        tap(.keyboardUpArrow, on: screen)
        tap(.keypadEnter, "\r", modifiers: .numericPad, on: screen)
        tap(.keyboardH, "h", on: screen)
        tap(.keyboardReturnOrEnter, "\r", on: screen)
        #expect(picked == ["Directions", "Collect badge", "Help"])
        // Escape, Command-C and an unlisted letter are not the menu's: they go up the chain.
        tap(.keyboardEscape, "\u{1b}", on: screen)
        tap(.keyboardC, "c", modifiers: .command, on: screen)
        tap(.keyboardZ, "z", on: screen)
        #expect(catcher.heard == [.keyboardEscape, .keyboardC, .keyboardZ])
        #expect(menu.highlightedIndex == 3)
    }
}
