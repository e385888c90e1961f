import CoreGraphics
import Foundation
@testable import KioskHeadless
import QuartzCore
import Testing
import UIKit

/// `HeadlessScreen` draws through the render server's thread and a stepped display, in
/// lock-step: what it presents is what the display was given, and the animation
/// callbacks of each frame are delivered before `advance(by:)` returns, frame by frame.
@MainActor @Suite struct HeadlessScreenLockStepTests {
    @Test func everyFramePresentedWentThroughTheDisplay() {
        let screen = HeadlessScreen(width: 20, height: 20)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        box.backgroundColor = .red
        screen.window.addSubview(box)
        screen.advance(by: 0)
        UIView.animate(withDuration: 0.1) { box.center.x = 15 }
        screen.advance(by: 1)
        #expect(screen.display.statistics.framesPresented == screen.framesPresented)
        // The first frame, the box, then each 1/60 s step of the move (0.1 s), of 62 frames.
        #expect(screen.framesPresented == 8)
        #expect(screen.framesRendered == 10)
        #expect(screen.server.framesRendered == 9) // an idle frame wakes no thread
        #expect(screen.pixel(x: 15, y: 5) == .red && !screen.isAnimating)
    }

    @Test func callbacksArriveBeforeAdvanceReturnsEvenWhenOneAdvancesAgain() {
        let screen = HeadlessScreen(width: 20, height: 20)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        screen.window.addSubview(box)
        screen.advance(by: 0)
        var log: [String] = []
        UIView.animate(withDuration: 0.1, animations: { box.alpha = 0.5 }) { finished in
            log.append("first \(finished) at \(screen.time)")
            UIView.animate(withDuration: 0.05, animations: { box.alpha = 0 }) { finished in
                log.append("second \(finished) at \(screen.time)")
            }
            screen.advance(by: 0.1) // app code running frames from a callback
            log.append("nested advance returned at \(screen.time)")
        }
        screen.advance(by: 0.1)
        #expect(log == ["first true at 0.1", "second true at 0.15", "nested advance returned at 0.2"])
        #expect(screen.time == 0.2)
    }
}
