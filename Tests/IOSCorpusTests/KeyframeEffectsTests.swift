import Foundation
@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `KeyframeEffects.swift`: keyframe blocks in linear, cubic and discrete modes.
@MainActor @Suite struct KeyframeEffectsTests {
    @Test func shakeGoesLeftRightAndBackOnAnEaseInOutWhole() {
        let (screen, view) = CorpusStage.blueSquare()
        let log = CompletionLog()
        KeyframeEffects.shake(view, completion: { log.record($0) })
        #expect(view.center == CGPoint(x: 100, y: 100))
        // Keyframes 100 → 90 by 0.25, → 110 by 0.75, → 100 by 1, paced ease in-out as a whole.
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        screen.advance(by: 0.1)
        let u = curve.progress(at: 0.25)
        #expect(abs(CorpusStage.presented(view).position.x - (100 - 10 * u / 0.25)) < 1e-9)
        screen.advance(by: 0.1)
        #expect(abs(CorpusStage.presented(view).position.x - 100) < 1e-9)
        screen.advance(by: 0.1)
        let late = curve.progress(at: 0.75)
        #expect(abs(CorpusStage.presented(view).position.x - (110 - 10 * (late - 0.75) / 0.25)) < 1e-9)
        #expect(log.calls.isEmpty)
        screen.advance(by: 0.1)
        #expect(log.calls == [true])
        #expect(CorpusStage.presented(view).position == CGPoint(x: 100, y: 100))
    }

    @Test func pulseIsASmoothCurveThroughItsKeyframes() {
        let (screen, view) = CorpusStage.blueSquare()
        KeyframeEffects.pulse(view)
        // Linear whole, cubic values: alpha 1 → 0.8 → 1 through Catmull-Rom: at a
        // quarter, 0.5·1 + 0.125·0.5·(−0.4) + 0.5·0.8 = 0.875 (a straight line: 0.9).
        screen.advance(by: 0.125)
        #expect(abs(CorpusStage.presented(view).opacity - 0.875) < 1e-6)
        screen.advance(by: 0.125)
        #expect(abs(CorpusStage.presented(view).opacity - 0.8) < 1e-6)
        #expect(abs(CorpusStage.presented(view).transform.m11 - 1.2) < 1e-9)
        screen.advance(by: 0.25)
        #expect(CorpusStage.presented(view).opacity == 1)
        #expect(CorpusStage.presented(view).transform == CATransform3DIdentity)
    }

    @Test func blinkHoldsEachValue() {
        let (screen, view) = CorpusStage.blueSquare()
        KeyframeEffects.blink(view)
        // Values 1, 0, 1, 0, 1 at eased fractions 0, ¼, ½, ¾ (ease in-out: 0.4 s · 0.375 → 0.293).
        let expected: [(TimeInterval, Float)] = [(0.05, 1), (0.15, 0), (0.25, 1), (0.3, 0)]
        for (t, alpha) in expected {
            screen.advance(by: t - screen.time)
            #expect(CorpusStage.presented(view).opacity == alpha)
        }
        #expect(CorpusStage.rgba(screen, 100, 100) == [255, 255, 255, 255])
        screen.advance(by: 0.1)
        #expect(CorpusStage.presented(view).opacity == 1)
        #expect(CorpusStage.rgba(screen, 100, 100) == [0, 0, 255, 255])
    }
}
