/// An animation of one property between two values: fromValue, toValue, byValue
/// (any two, or one with the layer's current value as the other end).
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    public required init() {}

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    override func makeKind(defaults: AnimationDefaults) -> Result<AnimationRecord.Kind, AnimationError> {
        animatableKeyPath().flatMap { keyPath in
            convert(fromValue, "fromValue", keyPath: keyPath).flatMap { from in
                convert(toValue, "toValue", keyPath: keyPath).flatMap { to in
                    convert(byValue, "byValue", keyPath: keyPath).map { by in
                        .property(PropertyAnimationRecord(keyPath: keyPath, values: .basic(from: from, to: to, by: by),
                                                          isAdditive: isAdditive, isCumulative: isCumulative))
                    }
                }
            }
        }
    }
}
