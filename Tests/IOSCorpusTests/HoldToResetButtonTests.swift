@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `HoldToResetButton.swift`: a long press held 0.8 s resets and fills the bar; a short press does nothing.
@MainActor @Suite struct HoldToResetButtonTests {
    @Test func holdingResetsAndAShortPressDoesNot() {
        let screen = CorpusStage.screen()
        let button = HoldToResetButton(frame: CGRect(x: 20, y: 80, width: 160, height: 40))
        screen.window.addSubview(button)
        screen.advance(by: 0)
        screen.touchDown(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.5)
        screen.touchUp()
        screen.advance(by: 1)
        #expect(button.resetCount == 0 && button.fillView.frame.width == 0)

        screen.touchDown(at: CGPoint(x: 100, y: 100))
        screen.advance(by: 0.75)
        #expect(button.resetCount == 0)
        screen.advance(by: 0.1)
        #expect(button.resetCount == 1 && button.fillView.frame.width == 160)
        screen.advance(by: 0.3)
        // The bar has filled: red at its right end.
        #expect(CorpusStage.rgba(screen, 175, 85) == CorpusStage.components(.systemRed))
        screen.touchUp()
        screen.advance(by: 0.3)
        #expect(button.fillView.frame.width == 0 && button.resetCount == 1)
        #expect(CorpusStage.rgba(screen, 175, 85) == CorpusStage.components(.darkGray))
    }
}
