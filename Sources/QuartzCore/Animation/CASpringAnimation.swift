import CoreGraphics

/// A basic animation that moves like a mass on a damped spring: from `fromValue`
/// towards `toValue`, overshooting and settling as `mass`, `stiffness`, `damping` and
/// `initialVelocity` say (see `DampedSpring`). It plays for `duration` seconds of
/// spring time and then shows its end value; set `duration` to `settlingDuration`
/// to see the whole motion. The spring is the curve: `timingFunction` is not used.
open class CASpringAnimation: CABasicAnimation {
    /// Must be greater than 0. Defaults to 1.
    open var mass: CGFloat = 1
    /// Must be greater than 0. Defaults to 100.
    open var stiffness: CGFloat = 100
    /// Must be 0 or more. Defaults to 10.
    open var damping: CGFloat = 10
    /// In units of the whole distance per second; positive is towards `toValue`.
    open var initialVelocity: CGFloat = 0
    /// iOS 17's switch for damping ratios above 1; kept for source compatibility:
    /// here a ratio above 1 always overdamps (no overshoot, slower arrival).
    open var allowsOverdamping = false

    public required init() {}

    /// A spring that settles in about `perceptualDuration` seconds with `bounce`
    /// (0 = critically damped, towards 1 bouncier, negative overdamped), as iOS 17's.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let omega = 2 * Double.pi / max(perceptualDuration, 1e-6)
        let ratio = bounce >= 0 ? 1 - Double(bounce) : 1 / (1 + Double(bounce))
        mass = 1
        stiffness = CGFloat(omega * omega)
        damping = CGFloat(2 * ratio * omega)
    }

    /// How long the spring takes to come to rest with these values: from then on it
    /// stays within 0.1 % of the distance from `toValue` (not the same as `duration`).
    open var settlingDuration: CFTimeInterval { spring.settlingDuration }

    /// The time after which the spring is perceived as having arrived: 2π/ω0, as iOS 17 defines it.
    open var perceptualDuration: CFTimeInterval { 2 * Double.pi / (Double(stiffness) / Double(mass)).squareRoot() }

    /// How bouncy the spring is: 1 − damping ratio when under- or critically damped.
    open var bounce: CGFloat {
        let ratio = spring.dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// The oscillator these properties describe.
    @_spi(KioskRuntime) public var spring: DampedSpring {
        DampedSpring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }

    override func makeRecord(id: UInt64, defaults: AnimationDefaults) -> Result<AnimationRecord, AnimationError> {
        let spring = self.spring
        guard spring.isValid else {
            return .failure(AnimationError(message: "CASpringAnimation: mass (\(mass)) and stiffness (\(stiffness)) must be greater than 0 and damping (\(damping)) not negative"))
        }
        return super.makeRecord(id: id, defaults: defaults).map { record in
            var record = record
            record.spring = spring
            record.timingFunction = nil
            return record
        }
    }
}

extension CASpringAnimation {
    /// Takes the mass, stiffness, damping and initial velocity of `spring`.
    @_spi(KioskRuntime) public func apply(_ spring: DampedSpring) {
        mass = CGFloat(spring.mass)
        stiffness = CGFloat(spring.stiffness)
        damping = CGFloat(spring.damping)
        initialVelocity = CGFloat(spring.initialVelocity)
    }
}
