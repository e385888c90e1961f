import Foundation

/// A damped harmonic oscillator, solved in closed form: a mass on a spring released
/// one unit of distance from its rest point, moving towards it at `initialVelocity`
/// units per second. `progress(at:)` is how far it has come (0 at the start, 1 at
/// rest, above 1 while it overshoots). A pure function of time, so the render server
/// evaluates springs on its own thread from the committed record, frame by frame.
///
/// Kiosk's own: `CASpringAnimation`, UIKit's spring blocks and
/// `UISpringTimingParameters` all play through it.
@_spi(KioskRuntime) public struct DampedSpring: Equatable, Sendable {
    public var mass: Double
    public var stiffness: Double
    public var damping: Double
    /// Units of the whole distance per second; positive is towards the rest point.
    public var initialVelocity: Double

    /// A spring counts as at rest once its distance from the rest point stays within
    /// this fraction of the whole distance (0.1 %).
    public static let settlingThreshold = 0.001

    /// Damping ratios below this play as this, so that a spring given a duration settles in it.
    public static let minimumDampingRatio = 0.01

    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// UIKit's form: a unit mass with damping ratio `dampingRatio` (1 = critical, no
    /// overshoot), stiff enough that, released from rest, it settles in exactly
    /// `duration` seconds. How `UIView.animate(…usingSpringWithDamping…)` and
    /// `UISpringTimingParameters(dampingRatio:)` honour the duration they are given.
    public init(dampingRatio: Double, duration: Double, initialVelocity: Double) {
        let ratio = dampingRatio.isFinite ? max(dampingRatio, Self.minimumDampingRatio) : 1
        // Released from rest, the motion is a function of ω0·t alone: a spring with
        // ω0 = 1 settles in T1 seconds, one with ω0 = T1/duration in `duration`.
        let unit = DampedSpring(mass: 1, stiffness: 1, damping: 2 * ratio, initialVelocity: 0).settlingDuration
        let omega = duration > 0 && duration.isFinite ? unit / duration : 1
        self.init(mass: 1, stiffness: omega * omega, damping: 2 * ratio * omega, initialVelocity: initialVelocity)
    }

    /// damping / (2·√(stiffness·mass)).
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Whether the values describe a spring (positive mass and stiffness, damping not
    /// negative, all finite). Anything else jumps straight to its end.
    public var isValid: Bool {
        mass > 0 && stiffness > 0 && damping >= 0 && [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite)
    }

    /// How far the spring has come at `t` seconds after its release: 1 − x(t), where
    /// x is the displacement (1 at t = 0). 0 before the release.
    public func progress(at t: Double) -> Double {
        guard isValid else { return t < 0 ? 0 : 1 }
        guard t > 0 else { return 0 }
        return 1 - motion.displacement(at: t)
    }

    /// Seconds until the spring is at rest: from then on its displacement stays within
    /// `settlingThreshold`. Bounded by the motion's decaying envelope, so an
    /// oscillation passing through the rest point does not count. Infinite for an
    /// undamped spring, 0 for one that is not valid.
    public var settlingDuration: Double {
        guard isValid else { return 0 }
        let motion = self.motion
        let epsilon = Self.settlingThreshold
        if motion.envelope(at: 0) <= epsilon { return 0 }
        if case let .underdamped(decay, _, amplitude, _) = motion {
            guard decay > 0 else { return .infinity }
            return max(0, log(amplitude / epsilon) / decay)
        }
        // Critically and overdamped envelopes decrease after their peak: bisect.
        var low = motion.envelopePeak, high = low + 1
        while motion.envelope(at: high) > epsilon { high *= 2 }
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if motion.envelope(at: mid) > epsilon { low = mid } else { high = mid }
        }
        return high
    }

    /// The solution of m·x″ + c·x′ + k·x = 0 with x(0) = 1, x′(0) = −v0.
    enum Motion {
        /// e^(−σt)·(cos ωd·t + b·sin ωd·t); `amplitude` = √(1 + b²).
        case underdamped(decay: Double, frequency: Double, amplitude: Double, b: Double)
        /// e^(−ω0·t)·(1 + b·t).
        case critical(omega: Double, b: Double)
        /// c1·e^(r1·t) + c2·e^(r2·t).
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)

        func displacement(at t: Double) -> Double {
            switch self {
            case let .underdamped(decay, frequency, _, b):
                exp(-decay * t) * (cos(frequency * t) + b * sin(frequency * t))
            case let .critical(omega, b):
                exp(-omega * t) * (1 + b * t)
            case let .overdamped(r1, r2, c1, c2):
                c1 * exp(r1 * t) + c2 * exp(r2 * t)
            }
        }

        /// A bound on |displacement| that only decays (after `envelopePeak`).
        func envelope(at t: Double) -> Double {
            switch self {
            case let .underdamped(decay, _, amplitude, _): amplitude * exp(-decay * t)
            case let .critical(omega, b): exp(-omega * t) * (1 + abs(b) * t)
            case let .overdamped(r1, r2, c1, c2): abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
            }
        }

        /// Where the envelope is largest: it decreases from there on.
        var envelopePeak: Double {
            guard case let .critical(omega, b) = self, abs(b) > omega else { return 0 }
            return (abs(b) - omega) / (omega * abs(b))
        }
    }

    var motion: Motion {
        let decay = damping / (2 * mass)
        let omega = (stiffness / mass).squareRoot()
        let v0 = initialVelocity
        let ratio = decay / omega
        // Within a billionth of critical, the critical form: the other two divide by
        // a vanishing frequency there (a ratio computed as 1 often lands an ulp off).
        if abs(ratio - 1) <= 1e-9 { return .critical(omega: omega, b: omega - v0) }
        if ratio < 1 {
            let frequency = omega * (1 - ratio * ratio).squareRoot()
            let b = (decay - v0) / frequency
            return .underdamped(decay: decay, frequency: frequency, amplitude: (1 + b * b).squareRoot(), b: b)
        }
        let s = omega * (ratio * ratio - 1).squareRoot()
        let c1 = (decay + s - v0) / (2 * s)
        return .overdamped(r1: -decay + s, r2: -decay - s, c1: c1, c2: 1 - c1)
    }
}
