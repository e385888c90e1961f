import Foundation
import KioskHeadless
import QuartzCore
import Testing
import UIKit

/// `UIView.animateKeyframes` in the modes the corpus does not play, and how keyframes
/// combine with changes made outside them, with delays and with non-interruptible animators.
@MainActor @Suite struct KeyframeBlockTests {
    private func stage() -> (HeadlessScreen, UIView) {
        let screen = HeadlessScreen(width: 200, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        screen.window.addSubview(view)
        screen.advance(by: 0)
        return (screen, view)
    }

    private func presented(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    private var linear: UIView.KeyframeAnimationOptions {
        UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
    }

    @Test func pacedIgnoresTheKeyframesTimes() {
        let (screen, view) = stage()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModePaced], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 160 }
        })
        // 150 points at constant speed: 75 points in half the time, whatever the key times say.
        screen.advance(by: 0.5)
        #expect(abs(presented(view).position.x - 85) < 1e-9)
        screen.advance(by: 0.2)
        #expect(abs(presented(view).position.x - 115) < 1e-9)
    }

    @Test func linearHoldsBetweenKeyframesAndCountsTheirTimes() {
        let (screen, view) = stage()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 110 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 160 }
        })
        screen.advance(by: 0.05)
        #expect(abs(presented(view).position.x - 60) < 1e-9)
        screen.advance(by: 0.25)
        #expect(abs(presented(view).position.x - 110) < 1e-9)
        screen.advance(by: 0.45)
        #expect(abs(presented(view).position.x - 135) < 1e-9)
    }

    @Test func changesOutsideAKeyframeSpanTheBlockAndTheDelayHolds() {
        let (screen, view) = stage()
        var finished: [Bool] = []
        UIView.animateKeyframes(withDuration: 0.5, delay: 0.25, options: [linear, .calculationModeCubicPaced], animations: {
            view.alpha = 0
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y = 60 }
        }, completion: { finished.append($0) })
        screen.advance(by: 0.2)
        #expect(presented(view).opacity == 1 && presented(view).position.y == 10)
        screen.advance(by: 0.3)
        // Half-way: the alpha change spans the whole block; the move, paced, also has
        // only one leg of length 50 (the hold has none), so it is half-way too.
        #expect(abs(presented(view).opacity - 0.5) < 1e-6)
        #expect(abs(presented(view).position.y - 35) < 1e-9)
        screen.advance(by: 0.25)
        #expect(finished == [true] && presented(view).opacity == 0 && presented(view).position.y == 60)
    }

    @Test func aNonInterruptibleAnimatorIgnoresPauseAndScrub() {
        let (screen, view) = stage()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 110 }
        animator.isInterruptible = false
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.pauseAnimation()
        animator.fractionComplete = 0.1
        #expect(animator.isRunning && animator.fractionComplete == 0.5)
        screen.advance(by: 0.25)
        #expect(abs(presented(view).position.x - 85) < 1e-9)
    }
}
