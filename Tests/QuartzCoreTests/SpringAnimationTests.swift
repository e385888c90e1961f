import CoreGraphics
import Foundation
@_spi(KioskRuntime) @testable import QuartzCore
import Testing

/// The damped harmonic oscillator against its closed-form solution, and
/// `CASpringAnimation` played on a virtual clock.
@MainActor @Suite struct SpringAnimationTests {
    /// Mass 1, stiffness 100, damping 10 (Core Animation's defaults): ζ = 0.5, ω0 = 10,
    /// so x(t) = e^(−5t)·(cos ωd·t + 5/ωd·sin ωd·t) with ωd = √75.
    static func underdamped(_ t: Double) -> Double {
        let wd = 75.0.squareRoot()
        return 1 - exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t))
    }

    @Test(arguments: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.3])
    func underdampedFollowsTheClosedForm(t: Double) {
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        #expect(abs(spring.progress(at: t) - Self.underdamped(t)) < 1e-9)
    }

    @Test func underdampedOvershootsAtItsFirstPeak() {
        // The first extremum of x is at ωd·t = π: progress 1 + e^(−5π/ωd).
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let peak = Double.pi / 75.0.squareRoot()
        #expect(abs(spring.progress(at: peak) - (1 + exp(-5 * peak))) < 1e-9)
        #expect(spring.progress(at: peak) > 1.16)
    }

    @Test(arguments: [0.02, 0.1, 0.25, 0.6])
    func criticallyDampedWithVelocityFollowsTheClosedForm(t: Double) {
        // ζ = 20 / (2·√100) = 1; with v0 = 4: x(t) = (1 + (10 − 4)·t)·e^(−10t).
        let spring = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 4)
        let x: Double = (1 + 6 * t) * exp(-10 * t)
        #expect(abs(spring.progress(at: t) - (1 - x)) < 1e-9)
    }

    @Test(arguments: [0.02, 0.1, 0.25, 0.6, 1.5])
    func overdampedFollowsTheClosedForm(t: Double) {
        // m 2, k 50, c 40: σ = 10, ω0 = 5, ζ = 2; roots −10 ± √75; with v0 = −3 (moving away).
        let s = 75.0.squareRoot()
        let (r1, r2) = (-10 + s, -10 - s)
        let c1 = (3 - r2) / (r1 - r2)
        let x = c1 * exp(r1 * t) + (1 - c1) * exp(r2 * t)
        let spring = DampedSpring(mass: 2, stiffness: 50, damping: 40, initialVelocity: -3)
        #expect(abs(spring.progress(at: t) - (1 - x)) < 1e-9)
        #expect(spring.progress(at: t) < 1)
    }

    @Test func settlingDurationIsWhereTheEnvelopeReachesATenthOfAPercent() {
        // Underdamped defaults: amplitude √(1 + 1/3), decay 5.
        let defaults = DampedSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let expected = log((4.0 / 3).squareRoot() / 0.001) / 5
        #expect(abs(defaults.settlingDuration - expected) < 1e-12)
        #expect(abs(defaults.settlingDuration - 1.410319) < 1e-6)
        // Released from rest, a critically damped spring never crosses: x = 0.001 there.
        let critical = DampedSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)
        let t = critical.settlingDuration
        #expect(abs((1 + 10 * t) * exp(-10 * t) - 0.001) < 1e-12)
        #expect(abs(t - 0.923341) < 1e-6)
        // Stiffer settles sooner; an undamped spring never does.
        #expect(abs(DampedSpring(mass: 1, stiffness: 400, damping: 40, initialVelocity: 0).settlingDuration - t / 2) < 1e-12)
        #expect(DampedSpring(mass: 1, stiffness: 100, damping: 0, initialVelocity: 0).settlingDuration == .infinity)
    }

    @Test(arguments: [(1.0, 100.0, 10.0, 0.0), (1.0, 100.0, 20.0, 0.0), (2.0, 50.0, 40.0, -3.0), (1.0, 300.0, 8.0, 12.0)])
    func afterSettlingTheSpringStaysWithinTheThreshold(spring: (Double, Double, Double, Double)) {
        let s = DampedSpring(mass: spring.0, stiffness: spring.1, damping: spring.2, initialVelocity: spring.3)
        let settle = s.settlingDuration
        #expect(settle > 0 && settle.isFinite)
        var worst = 0.0
        for i in 0...2000 {
            let t: Double = settle + Double(i) * 0.001
            worst = max(worst, abs(1 - s.progress(at: t)))
        }
        // Within the threshold (up to rounding: without crossings the distance is the
        // threshold at the settling time itself), and the envelope bound is not loose:
        // an oscillation still comes above half the threshold after it.
        #expect(worst <= 0.001 + 1e-15)
        #expect(worst > 0.0005)
    }

    @Test func aDampingRatioAndADurationGiveASpringThatSettlesInIt() {
        for ratio in [0.3, 0.7, 1.0, 1.8] {
            let spring = DampedSpring(dampingRatio: ratio, duration: 0.5, initialVelocity: 0)
            #expect(spring.mass == 1)
            #expect(abs(spring.dampingRatio - ratio) < 1e-12)
            #expect(abs(spring.settlingDuration - 0.5) < 1e-9)
        }
    }

    @Test func invalidSpringsJumpToTheirEndAndCannotBeAdded() {
        #expect(DampedSpring(mass: 0, stiffness: 100, damping: 10, initialVelocity: 0).progress(at: 0.1) == 1)
        #expect(DampedSpring(mass: 1, stiffness: -1, damping: 10, initialVelocity: 0).settlingDuration == 0)
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.stiffness = 0
        layer.add(spring, forKey: "bad")
        #expect(layer.animationKeys() == nil)
    }

    @Test func springAnimationPlaysTheOscillatorInSeconds() {
        withVirtualClock { clock in
            let stage = Stage()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 100
            #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
            spring.duration = spring.settlingDuration
            spring.timingFunction = CAMediaTimingFunction(name: .easeIn) // not used by a spring
            stage.layer.add(spring, forKey: "x")
            stage.render(at: 100, clock)
            for t in [0.1, 0.3627, 0.9] {
                let x = stage.presented(at: 100 + t, clock).position.x
                #expect(abs(x - 100 * Self.underdamped(t)) < 1e-9)
            }
            stage.render(at: 101.5, clock)
            #expect(stage.layer.animationKeys() == nil)
        }
    }

    @Test func copiesKeepTheSpring() {
        let spring = CASpringAnimation(keyPath: "opacity")
        spring.mass = 2
        spring.stiffness = 300
        spring.damping = 7
        spring.initialVelocity = -1
        let copy = spring.copy() as! CASpringAnimation
        #expect(copy.mass == 2 && copy.stiffness == 300 && copy.damping == 7 && copy.initialVelocity == -1)
        #expect(copy.keyPath == "opacity")
    }

    @Test func perceptualDurationAndBounce() {
        let spring = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.25)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9)
        #expect(abs(spring.bounce - 0.25) < 1e-9)
        #expect(abs(spring.stiffness - 4 * Double.pi * Double.pi * 4) < 1e-9)
    }
}
