@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `UIView+Animations.swift`: UIView.animate helpers with defaults and completions.
@MainActor @Suite struct ViewAnimationHelpersTests {
    @Test func fadeInPlaysAlongEaseOutAndCompletesOnce() {
        let (screen, view) = CorpusStage.blueSquare()
        let log = CompletionLog()
        view.isHidden = true
        view.fadeIn(completion: { log.record($0) })
        #expect(!view.isHidden && view.alpha == 1)
        screen.advance(by: 0.15)
        #expect(abs(CorpusStage.presented(view).opacity - 0.684643) < 1e-5)
        #expect(log.calls.isEmpty)
        screen.advance(by: 0.15)
        #expect(log.calls == [true])
        screen.advance(by: 1)
        #expect(log.calls == [true])
    }

    @Test func fadeOutHidesTheViewAtTheEnd() {
        let (screen, view) = CorpusStage.blueSquare()
        let log = CompletionLog()
        view.fadeOut(duration: 0.2, completion: { log.record($0) })
        screen.advance(by: 0.1)
        // Ease-in-ease-out is symmetric: half the change at half time; blue at half over white.
        #expect(abs(CorpusStage.presented(view).opacity - 0.5) < 1e-6)
        #expect(CorpusStage.rgba(screen, 100, 100) == [127, 127, 255, 255])
        #expect(!view.isHidden)
        screen.advance(by: 0.1)
        #expect(view.isHidden && log.calls == [true])
        #expect(CorpusStage.rgba(screen, 100, 100) == [255, 255, 255, 255])
    }

    @Test func slideUpMovesLinearlyFromBelow() {
        let (screen, view) = CorpusStage.blueSquare()
        view.slideUp(from: 60)
        #expect(view.center == CGPoint(x: 100, y: 100))
        screen.advance(by: 0.1)
        #expect(CorpusStage.presented(view).position == CGPoint(x: 100, y: 145))
        screen.advance(by: 0.1)
        #expect(CorpusStage.presented(view).position == CGPoint(x: 100, y: 130))
        screen.advance(by: 0.2)
        #expect(CorpusStage.presented(view).position == CGPoint(x: 100, y: 100))
    }

    @Test func bounceShrinksThenComesBackInTwoSteps() {
        let (screen, view) = CorpusStage.blueSquare()
        view.bounce()
        screen.advance(by: 0.05)
        #expect(abs(CorpusStage.presented(view).transform.m11 - 0.95) < 1e-6)
        screen.advance(by: 0.05)
        #expect(view.transform == .identity)
        #expect(abs(CorpusStage.presented(view).transform.m11 - 0.9) < 1e-9)
        screen.advance(by: 0.05)
        #expect(abs(CorpusStage.presented(view).transform.m11 - 0.95) < 1e-6)
        screen.advance(by: 0.05)
        #expect(CorpusStage.presented(view).transform == CATransform3DIdentity && !screen.isAnimating)
    }

    @Test func roundCornersClipsAndFramesTheView() {
        let (screen, view) = CorpusStage.blueSquare()
        view.roundCorners(borderColor: .red)
        screen.advance(by: 0)
        #expect(view.layer.cornerRadius == 12 && view.layer.masksToBounds && view.layer.borderWidth == 1)
        #expect(CorpusStage.rgba(screen, 50, 50) == [255, 255, 255, 255])
        #expect(CorpusStage.rgba(screen, 50, 100) == [255, 0, 0, 255])
        #expect(CorpusStage.rgba(screen, 100, 100) == [0, 0, 255, 255])
    }
}
