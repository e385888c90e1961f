import Foundation
import KioskHeadless
import QuartzCore
import Testing
import UIKit

/// `UIViewPropertyAnimator` on a headless screen's virtual clock: positions at chosen
/// times, state transitions and completion positions.
@MainActor @Suite struct PropertyAnimatorTests {
    private func stage() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(view)
        screen.advance(by: 0)
        return (screen, view)
    }

    private func x(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).position.x }

    @Test func pauseAndStartContinueTheSameTimeline() {
        let (screen, view) = stage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 110 }
        var log: [UIViewAnimatingPosition] = []
        animator.addCompletion { log.append($0) }
        #expect(animator.state == .inactive && view.center.x == 10)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 110)
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        screen.advance(by: 0.25)
        animator.pauseAnimation()
        #expect(!animator.isRunning && animator.fractionComplete == 0.25)
        screen.advance(by: 3)
        #expect(abs(x(view) - (10 + 100 * easeIn.progress(at: 0.25))) < 1e-9)
        animator.startAnimation()
        screen.advance(by: 0.5)
        #expect(abs(x(view) - (10 + 100 * easeIn.progress(at: 0.75))) < 1e-9)
        #expect(log.isEmpty)
        screen.advance(by: 0.25)
        #expect(log == [.end] && animator.state == .inactive && x(view) == 110)
    }

    @Test func scrubbingOnTheCurveWhenNotLinear() {
        let (screen, view) = stage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 110 }
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        screen.advance(by: 0)
        #expect(abs(x(view) - (10 + 100 * CAMediaTimingFunction(name: .easeIn).progress(at: 0.5))) < 1e-9)
        animator.scrubsLinearly = true
        animator.fractionComplete = 0.5
        screen.advance(by: 0)
        #expect(abs(x(view) - 60) < 1e-9)
    }

    @Test func stopWithoutFinishingKeepsTheValuesShown() {
        let (screen, view) = stage()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.4)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && view.center.x == 50)
        screen.advance(by: 1)
        #expect(x(view) == 50 && log.isEmpty)
    }

    @Test func stopThenFinishAtStartOrCurrent() {
        let (screen, view) = stage()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.3)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && view.center.x == 40)
        animator.startAnimation()
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .start)
        #expect(animator.state == .inactive && view.center.x == 10 && log == [.start])

        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 60 }
        second.addCompletion { log.append($0) }
        second.startAnimation()
        screen.advance(by: 0.5)
        second.stopAnimation(false)
        second.finishAnimation(at: .current)
        #expect(view.center.x == 35 && log == [.start, .current])
    }

    @Test func reversingWhileRunningHeadsBackOverTheTimePlayed() {
        let (screen, view) = stage()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.addCompletion { log.append($0) }
        animator.startAnimation()
        screen.advance(by: 0.4)
        animator.isReversed = true
        #expect(animator.isRunning && view.center.x == 10)
        screen.advance(by: 0.2)
        #expect(abs(x(view) - 30) < 1e-9)
        #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
        screen.advance(by: 0.2)
        #expect(log == [.start] && x(view) == 10)
    }

    @Test func animationsAddedWhileRunningEndWithTheRest() {
        let (screen, view) = stage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        screen.advance(by: 0.25)
        #expect(abs(x(view) - 85) < 1e-9)
        #expect(abs((view.layer.presentation() ?? view.layer).opacity - 0.5) < 1e-6)
        screen.advance(by: 0.25)
        #expect(x(view) == 110 && view.alpha == 0 && animator.state == .inactive)
    }

    @Test func pausesOnCompletionStaysActiveAtTheEnd() {
        let (screen, view) = stage()
        var log: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { view.center.x = 110 }
        animator.pausesOnCompletion = true
        animator.addCompletion { log.append($0) }
        animator.startAnimation(afterDelay: 0.25)
        screen.advance(by: 0.2)
        #expect(x(view) == 10)
        screen.advance(by: 0.55)
        #expect(animator.state == .active && !animator.isRunning && log.isEmpty)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        screen.advance(by: 0.5)
        #expect(animator.state == .active && x(view) == 10)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(log == [.start])
    }

    @Test func aPhysicalSpringSetsTheDuration() {
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: spring)
        #expect(abs(animator.duration - 0.9233413476451586) < 1e-12)
        #expect(UISpringTimingParameters().timingCurveType == .spring)
        #expect(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2 == CGPoint(x: CGFloat(Float(0.58)), y: 1))
    }
}
