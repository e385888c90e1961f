/// The base of every Core Animation animation: its timing, its curve and its delegate.
///
/// `layer.add(_:forKey:)` adds a copy, so changing an animation after adding it has
/// no effect; the delegate is called with that copy (find it with
/// `animation(forKey:)`). A duration of 0 means the transaction's duration (0.25 s
/// unless set); a nil timing function the transaction's, else linear.
///
/// Not isolated to any actor, as in Apple's SDK: an animation is plain data, so helper
/// types anywhere can make and configure one. Like Apple's it is not `Sendable` (it is
/// mutable); adding it to a layer, which happens on the main actor, copies it, and its
/// delegate is called on the main actor.
open class CAAnimation: CAMediaTiming {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as Core Animation does.
    open var delegate: CAAnimationDelegate?
    /// Remove the animation from its layer once it has played (the default). With
    /// false and a forwards fill, the final value stays on screen until removed.
    open var isRemovedOnCompletion = true

    public required init() {}

    /// Core Animation's spelling of `init()`.
    public class func animation() -> Self { Self.init() }

    /// An independent copy with the same values.
    open func copy() -> Any {
        let copy = Self.init()
        copy.copyValues(from: self)
        return copy
    }

    /// Copies every property of `other` into `self`; subclasses add theirs.
    open func copyValues(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// Whether the value of `key` would be archived; always true here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The default value of a property: none is special here.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// As an action: adds the animation to the layer under `event`, animating the
    /// property `event` names when it has no key path of its own. A basic animation
    /// without values animates from the property's previous value (passed by the
    /// layer as "previousValue") to its new one.
    @MainActor open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        let animation = copy() as! CAAnimation
        if let property = animation as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = event }
        if let basic = animation as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil, basic.byValue == nil {
            basic.fromValue = dict?["previousValue"]
        }
        layer.add(animation, forKey: event)
    }

    /// The animation's own effect, for the record the render server plays; nil
    /// (with the reason) when a value cannot be animated.
    func makeKind(defaults: AnimationDefaults) -> Result<AnimationRecord.Kind, AnimationError> {
        .failure(AnimationError(message: "\(type(of: self)) does not animate anything by itself"))
    }

    /// The record of this animation with `id`, its duration and curve resolved.
    func makeRecord(id: UInt64, defaults: AnimationDefaults) -> Result<AnimationRecord, AnimationError> {
        makeKind(defaults: defaults).map { kind in
            var timing = MediaTiming(beginTime: beginTime, duration: duration > 0 ? duration : defaults.duration,
                                     speed: speed, timeOffset: timeOffset, repeatCount: repeatCount,
                                     repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
            if !timing.duration.isFinite || timing.duration <= 0 { timing.duration = 0.25 }
            return AnimationRecord(id: id, timing: timing, timingFunction: timingFunction ?? defaults.timingFunction,
                                   isRemovedOnCompletion: isRemovedOnCompletion, kind: kind)
        }
    }
}

// In an extension, so that the main-actor protocol does not make the whole class
// main-actor isolated; only `run`, which adds to a layer, is.
extension CAAnimation: CAAction {}
