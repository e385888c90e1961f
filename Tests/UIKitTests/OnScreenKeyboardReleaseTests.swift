import CoreGraphics
import Testing
@testable import UIKit

/// A window whose on-screen keyboard is turned off lets the keyboard's views go once
/// they are down, and makes them again when turned back on.
@MainActor @Suite struct OnScreenKeyboardReleaseTests {
    @Test func turnedOffWhileDownTheKeyboardIsFreedAtOnce() {
        let stage = KeyboardStage()
        weak let keyboard = stage.keyboard
        stage.field.resignFirstResponder()
        stage.screen.advance(by: 0.3)
        #expect(stage.screen.window.keyboard != nil)  // still on: kept for the next input
        stage.screen.window.showsOnScreenKeyboard = false
        #expect(stage.screen.window.keyboard == nil && stage.screen.window.keyboardHost == nil)
        #expect(keyboard == nil)
        stage.screen.window.showsOnScreenKeyboard = true
        stage.field.becomeFirstResponder()
        stage.screen.advance(by: 0.3)
        #expect(stage.screen.window.keyboard?.window === stage.screen.window)
        #expect(stage.type("ok") == ["O", "Ok"])
    }

    @Test func turnedOffWhileUpTheKeyboardSlidesDownAndIsFreed() {
        let stage = KeyboardStage()
        stage.screen.window.showsOnScreenKeyboard = false
        #expect(stage.screen.window.keyboard != nil)  // still up
        stage.screen.advance(by: 0.3)
        #expect(stage.field.isFirstResponder)
        #expect(stage.screen.window.keyboard == nil && stage.screen.window.keyboardHost == nil)
    }
}
