@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `DissolveMessagePresenter.swift`: an over-full-screen message that cross-dissolves
/// in over the page and out again.
@MainActor @Suite struct DissolveMessagePresenterTests {
    @Test func theMessageDissolvesInOverThePageAndOut() {
        let screen = CorpusStage.screen()
        let home = ColorPageViewController(title: "Home", color: Palette.paper)
        screen.window.rootViewController = home
        screen.advance(by: 0)
        var shown = 0, dismissed = 0
        let message = home.showMessage("Saved") { shown += 1 }
        message.onDismiss = { dismissed += 1 }
        #expect(message.modalPresentationStyle == .overFullScreen && message.modalTransitionStyle == .crossDissolve)
        #expect(home.presentedViewController === message && message.isBeingPresented)
        screen.advance(by: 0.25)
        // Half-way on ease-in-ease-out: half of the half-black backdrop, 247 × 0.75 = 185.25.
        #expect(abs(CorpusStage.presented(message.view).opacity - 0.5) < 1e-6)
        #expect(CorpusStage.rgba(screen, 10, 10) == [185, 185, 185, 255])
        screen.advance(by: 0.25)
        // The page stays behind the backdrop: 247 × 0.5 = 123.5, which the blend rounds to 123.
        #expect(shown == 1 && !message.isBeingPresented && home.view.superview === screen.window)
        #expect(CorpusStage.rgba(screen, 10, 10) == [123, 123, 123, 255])
        #expect(message.messageLabel.text == "Saved" && message.messageLabel.frame == CGRect(x: 16, y: 80, width: 168, height: 40))
        message.close()
        #expect(message.isBeingDismissed)
        screen.advance(by: 0.5)
        #expect(dismissed == 1 && home.presentedViewController == nil && screen.window.subviews == [home.view])
        #expect(CorpusStage.rgba(screen, 10, 10) == [247, 247, 247, 255])
    }
}
