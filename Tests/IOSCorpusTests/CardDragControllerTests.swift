import Foundation
@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `CardDragController.swift`: a property animator paused, scrubbed, continued on a
/// spring, reversed, and a running one from `runningPropertyAnimator`.
@MainActor @Suite struct CardDragControllerTests {
    private func stage() -> (HeadlessScreen, CardDragController) {
        let screen = CorpusStage.screen()
        let card = UIView(frame: CGRect(x: 50, y: 120, width: 100, height: 60))
        card.backgroundColor = .blue
        screen.window.addSubview(card)
        screen.advance(by: 0)
        return (screen, CardDragController(card: card, openCenter: CGPoint(x: 100, y: 50)))
    }

    /// UIKit's ratio-0.8 spring fitted to `duration`: released from rest its envelope
    /// (5/3)·e^(−0.8u) reaches 0.001 at u = ln(5000/3)/0.8.
    private func springProgress(_ t: Double, duration: Double) -> Double {
        let omega = log(5000.0 / 3) / 0.8 / duration
        let (decay, wd) = (0.8 * omega, 0.6 * omega)
        return 1 - exp(-decay * t) * (cos(wd * t) + decay / wd * sin(wd * t))
    }

    @Test func dragScrubsLinearlyAndReleaseFinishesOnASpring() {
        let (screen, controller) = stage()
        let card = controller.card
        controller.beginDrag()
        let animator = try! #require(controller.animator)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(card.center == CGPoint(x: 100, y: 50))
        screen.advance(by: 0)
        #expect(CorpusStage.presented(card).position == CGPoint(x: 100, y: 150))

        controller.drag(by: 30)
        screen.advance(by: 0.5)
        // Scrubbing is linear although the curve is ease-out.
        #expect(animator.fractionComplete == 0.3)
        #expect(abs(CorpusStage.presented(card).position.y - 120) < 1e-9)
        #expect(abs(CorpusStage.presented(card).cornerRadius - 4.8) < 1e-9)
        controller.drag(by: 60)
        screen.advance(by: 0)
        #expect(abs(CorpusStage.presented(card).position.y - 90) < 1e-9)

        // Released past half way: the rest (0.4 of 0.5 s) plays on the spring.
        controller.endDrag()
        #expect(animator.isRunning)
        let start = screen.time
        for t in [0.05, 0.1] {
            screen.advance(by: start + t - screen.time)
            #expect(abs(CorpusStage.presented(card).position.y - (90 - 40 * springProgress(t, duration: 0.2))) < 1e-9)
        }
        #expect(abs(animator.fractionComplete - 0.8) < 1e-9)
        #expect(controller.positions.isEmpty)
        screen.advance(by: start + 0.2 - screen.time)
        #expect(controller.positions == [.end])
        #expect(animator.state == .inactive)
        #expect(controller.isOpen && controller.animator == nil)
        #expect(CorpusStage.presented(card).position == CGPoint(x: 100, y: 50))
        #expect(card.layer.cornerRadius == 16)
    }

    @Test func aShortDragGoesBackToTheStart() {
        let (screen, controller) = stage()
        let card = controller.card
        controller.beginDrag()
        controller.drag(by: 20)
        screen.advance(by: 0)
        #expect(abs(CorpusStage.presented(card).position.y - 130) < 1e-9)
        controller.endDrag()
        #expect(controller.animator?.isReversed == true)
        let start = screen.time
        // Back from 0.2 to 0 over 0.2 of 0.5 s, on the spring fitted to 0.1 s.
        screen.advance(by: 0.05)
        #expect(abs(CorpusStage.presented(card).position.y - (130 + 20 * springProgress(0.05, duration: 0.1))) < 1e-9)
        screen.advance(by: start + 0.1 - screen.time)
        #expect(controller.positions == [.start])
        #expect(!controller.isOpen)
        #expect(card.center == CGPoint(x: 100, y: 150))
        #expect(CorpusStage.presented(card).position == CGPoint(x: 100, y: 150))
        #expect(card.layer.cornerRadius == 0)
    }

    @Test func toggleRunsAtOnceOnItsCurve() {
        let (screen, controller) = stage()
        controller.toggle()
        screen.advance(by: 0.15)
        #expect(abs(CorpusStage.presented(controller.card).position.y - 100) < 1e-9)
        screen.advance(by: 0.15)
        #expect(controller.positions == [.end] && controller.isOpen)
        #expect(CorpusStage.presented(controller.card).position == CGPoint(x: 100, y: 50))
    }
}
