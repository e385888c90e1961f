import CoreGraphics

/// An animation of one property through a list of values at given times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    /// Times of the values as fractions of the duration, from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// One curve per segment between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear

    public required init() {}

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
    }

    override func makeKind(defaults: AnimationDefaults) -> Result<AnimationRecord.Kind, AnimationError> {
        animatableKeyPath().flatMap { keyPath in
            var converted: [AnimatableValue] = []
            for (i, value) in (values ?? []).enumerated() {
                guard let v = AnimatableValue(value) else {
                    return .failure(AnimationError(message: "CAKeyframeAnimation '\(keyPath)': values[\(i)] of type \(type(of: value)) cannot be animated"))
                }
                converted.append(v)
            }
            guard !converted.isEmpty else {
                return .failure(AnimationError(message: "CAKeyframeAnimation '\(keyPath)': values is empty"))
            }
            return .success(.property(PropertyAnimationRecord(
                keyPath: keyPath,
                values: .keyframes(values: converted, keyTimes: keyTimes?.map(\.doubleValue),
                                   timingFunctions: timingFunctions, mode: calculationMode),
                isAdditive: isAdditive, isCumulative: isCumulative)))
        }
    }
}
