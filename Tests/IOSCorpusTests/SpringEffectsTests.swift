import Foundation
@testable import IOSCorpus
import KioskHeadless
import Testing
import UIKit

/// `SpringEffects.swift`: UIKit's damping-ratio springs and a physical
/// `CASpringAnimation`, checked against the oscillator's closed form.
@MainActor @Suite struct SpringEffectsTests {
    @Test func slideIsCriticallyDampedAndSettlesAtTheDuration() {
        let (screen, view) = CorpusStage.blueSquare()
        view.springSlide(to: CGPoint(x: 150, y: 100), duration: 0.4)
        #expect(view.center == CGPoint(x: 150, y: 100))
        // Released from rest, (1 + u)·e^(−u) reaches 0.001 at u = 9.2334134764516: that
        // spring, sped up to settle in 0.4 s, has ω0 = 9.2334134764516 / 0.4.
        let omega = 9.233413476451586 / 0.4
        for t in [0.05, 0.1, 0.2] {
            screen.advance(by: t - (screen.time - 0))
            let expected = 100 + 50 * (1 - (1 + omega * t) * exp(-omega * t))
            #expect(abs(CorpusStage.presented(view).position.x - expected) < 1e-9)
        }
        screen.advance(by: 0.2)
        #expect(CorpusStage.presented(view).position == CGPoint(x: 150, y: 100))
        #expect(!screen.isAnimating)
    }

    @Test func popInOvershootsAndCompletesOnce() {
        let (screen, view) = CorpusStage.blueSquare()
        let log = CompletionLog()
        view.springPopIn(completion: { log.record($0) })
        // ζ = 0.5: from rest the envelope √(4/3)·e^(−u/2) reaches 0.001 at u = 14.1031926…
        let omega = 14.103192630416055 / 0.6
        let wd = omega * 0.75.squareRoot()
        func progress(_ t: Double) -> Double {
            1 - exp(-0.5 * omega * t) * (cos(wd * t) + 0.5 * omega / wd * sin(wd * t))
        }
        for t in [0.05, 0.15, 0.3] {
            screen.advance(by: t - screen.time)
            #expect(abs(CorpusStage.presented(view).transform.m11 - (0.5 + 0.5 * progress(t))) < 1e-9)
        }
        // Past the first peak (π/ωd ≈ 0.154 s) the view is larger than its full size.
        #expect(progress(0.15) > 1.15)
        #expect(log.calls.isEmpty)
        screen.advance(by: 0.6 - screen.time)
        #expect(log.calls == [true])
        #expect(CorpusStage.presented(view).transform == CATransform3DIdentity)
    }

    @Test func nudgePlaysTheDefaultSpringForItsSettlingDuration() {
        let (screen, view) = CorpusStage.blueSquare()
        let duration = view.springNudge(by: 40)
        #expect(abs(duration - 1.4103192630416055) < 1e-9)
        #expect(view.layer.position.x == 140)
        let wd = 75.0.squareRoot()
        for t in [0.1, 0.3, 0.7] {
            screen.advance(by: t - screen.time)
            let expected = 100 + 40 * (1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)))
            #expect(abs(CorpusStage.presented(view).position.x - expected) < 1e-9)
        }
        screen.advance(by: 1.5 - screen.time)
        #expect(view.layer.animation(forKey: "nudge") == nil)
        #expect(CorpusStage.presented(view).position.x == 140)
    }
}
