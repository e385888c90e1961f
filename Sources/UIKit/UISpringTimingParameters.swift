import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore

/// Spring timing for a property animator, in one of two forms. With a damping ratio
/// (1 = no overshoot, towards 0 more oscillation) the spring is fitted to the
/// animator's duration: it comes to rest as the duration ends. With mass, stiffness
/// and damping it is a physical spring, and the animator's duration is ignored: the
/// animation lasts the spring's settling duration (see `DampedSpring`).
///
/// `initialVelocity` is in units of the whole change per second (magnitude 1 covers
/// the change in one second). One spring moves every property here: its `dx` is the
/// velocity, or `dy` when `dx` is 0.
@preconcurrency @MainActor open class UISpringTimingParameters: UITimingCurveProvider {
    public let initialVelocity: CGVector
    /// The physical spring, or nil for the damping-ratio form.
    private let physical: DampedSpring?
    /// The damping ratio of the damping-ratio form.
    private let dampingRatio: CGFloat

    /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (damping ratio
    /// 4.56), initial velocity 0 — physical, so it sets its own duration.
    public convenience init() {
        self.init(mass: 3, stiffness: 1000, damping: 500, initialVelocity: .zero)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
        physical = nil
    }

    /// A physical spring: mass must be greater than 0; damping ratio
    /// damping / (2·√(stiffness·mass)).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let spring = DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                  initialVelocity: Self.scalar(velocity))
        physical = spring
        dampingRatio = CGFloat(spring.dampingRatio)
    }

    /// iOS 17's form: a physical spring with perceptual duration `duration`
    /// (stiffness (2π/duration)², mass 1) and `bounce` (0 = critically damped).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let omega = 2 * Double.pi / max(duration, 1e-6)
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        self.init(mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(2 * ratio * omega),
                  initialVelocity: velocity)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The duration the spring sets for itself (physical form), nil when it takes the animator's.
    var settlingDuration: TimeInterval? { physical?.settlingDuration }

    /// The spring that plays a run of `duration` seconds.
    func spring(forDuration duration: TimeInterval) -> DampedSpring {
        physical ?? DampedSpring(dampingRatio: Double(dampingRatio), duration: duration,
                                 initialVelocity: Self.scalar(initialVelocity))
    }

    private static func scalar(_ velocity: CGVector) -> Double { Double(velocity.dx != 0 ? velocity.dx : velocity.dy) }
}
