import CoreGraphics

/// An animation as the render server plays it: an immutable copy of a `CAAnimation`
/// taken when it is added to a layer, its values converted to `AnimatableValue`,
/// its duration and timing function resolved from the transaction.
struct AnimationRecord: Sendable {
    /// Identifies the animation in delegate events.
    var id: UInt64
    var timing: MediaTiming
    /// nil = linear.
    var timingFunction: CAMediaTimingFunction?
    var isRemovedOnCompletion: Bool
    var kind: Kind
    /// A spring animation's oscillator: it maps the seconds played to progress,
    /// in place of the timing function.
    var spring: DampedSpring? = nil

    enum Kind: Sendable {
        case property(PropertyAnimationRecord)
        case group([AnimationRecord])
        case transition(TransitionRecord)
    }
}

extension AnimationRecord {
    /// Whether the animation changes where the layer is drawn: its position, anchor
    /// point or transform (or a part of one), itself or inside its group.
    var movesPlacement: Bool {
        switch kind {
        case let .property(property):
            let key = property.keyPath
            return key == "position" || key.hasPrefix("position.") || key == "anchorPoint"
                || key.hasPrefix("anchorPoint.") || key == "transform" || key.hasPrefix("transform.")
        case let .group(records): return records.contains(where: \.movesPlacement)
        case .transition: return false
        }
    }
}

/// A `CABasicAnimation` or `CAKeyframeAnimation`.
struct PropertyAnimationRecord: Sendable {
    var keyPath: String
    var values: Values
    var isAdditive: Bool
    var isCumulative: Bool

    enum Values: Sendable {
        case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
        case keyframes(values: [AnimatableValue], keyTimes: [Double]?, timingFunctions: [CAMediaTimingFunction]?,
                       mode: CAAnimationCalculationMode)
    }
}

/// A `CATransition`.
struct TransitionRecord: Sendable {
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    var startProgress: Double
    var endProgress: Double
    /// Snapshot the new tree for every frame instead of once.
    var rendersLiveContent: Bool
}
