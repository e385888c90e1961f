import CoreGraphics

/// Told when an animation starts and stops. Both calls come on the main actor.
@MainActor public protocol CAAnimationDelegate: AnyObject {
    /// The animation began playing (its begin time was reached on the render server).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `finished` is true when it played to its end, false when
    /// it was removed first (`removeAnimation(forKey:)`, `removeAllAnimations()`, or
    /// replaced by an animation added under the same key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base of every Core Animation animation: its timing, its curve and its delegate.
///
/// `layer.add(_:forKey:)` adds a copy, so changing an animation after adding it has
/// no effect; the delegate is called with that copy (find it with
/// `animation(forKey:)`). A duration of 0 means the transaction's duration (0.25 s
/// unless set); a nil timing function the transaction's, else linear.
@MainActor open class CAAnimation: CAMediaTiming, CAAction {
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
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
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

/// What an animation takes from the transaction it is added in.
struct AnimationDefaults {
    var duration: CFTimeInterval
    var timingFunction: CAMediaTimingFunction?
}

/// Why an animation could not be added, naming the animation and the value.
struct AnimationError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// An animation of one layer property, named by key path ("position.x",
/// "transform.rotation.z", "bounds.size.width" …).
@MainActor open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Add the animation's value to the value underneath instead of replacing it.
    open var isAdditive = false
    /// Each repeat continues from where the previous one ended.
    open var isCumulative = false

    public required init() {}

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// The key path, checked to name an animatable property.
    func animatableKeyPath() -> Result<String, AnimationError> {
        guard let keyPath else { return .failure(AnimationError(message: "\(type(of: self)) has no keyPath")) }
        guard LayerProperties.isAnimatable(keyPath) else {
            return .failure(AnimationError(message: "\(type(of: self)): '\(keyPath)' is not an animatable CALayer key path"))
        }
        return .success(keyPath)
    }

    /// `value` converted, or a message naming the key path and the value's type.
    func convert(_ value: Any?, _ what: String, keyPath: String) -> Result<AnimatableValue?, AnimationError> {
        guard let value else { return .success(nil) }
        guard let converted = AnimatableValue(value) else {
            return .failure(AnimationError(message: "\(type(of: self)) '\(keyPath)': \(what) of type \(type(of: value)) cannot be animated"))
        }
        return .success(converted)
    }
}

/// An animation of one property between two values: fromValue, toValue, byValue
/// (any two, or one with the layer's current value as the other end).
@MainActor open class CABasicAnimation: CAPropertyAnimation {
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

/// An animation of one property through a list of values at given times.
@MainActor open class CAKeyframeAnimation: CAPropertyAnimation {
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

/// Several animations played together on the group's timeline; children are
/// clipped to the group's duration.
@MainActor open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    public required init() {}

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func makeKind(defaults: AnimationDefaults) -> Result<AnimationRecord.Kind, AnimationError> {
        let groupDuration = duration > 0 ? duration : defaults.duration
        var children: [AnimationRecord] = []
        for child in animations ?? [] {
            // A child without a duration lasts as long as the group.
            switch child.makeRecord(id: 0, defaults: AnimationDefaults(duration: groupDuration, timingFunction: nil)) {
            case .success(let record): children.append(record)
            case .failure(let error): return .failure(AnimationError(message: "CAAnimationGroup: \(error.message)"))
            }
        }
        return .success(.group(children))
    }
}

/// Animates the next change of a layer's sublayer tree — a sublayer added, removed,
/// hidden or shown — from a snapshot of before to a snapshot of after.
///
/// Defaults (Apple's): type .fade, no subtype, duration 0 = the transaction's
/// (0.25 s), timing nil = linear, startProgress 0, endProgress 1.
@MainActor open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Draw the new content live: the render server snapshots the layer's new tree
    /// again for every frame instead of once, so changes made while the transition
    /// plays show (UIKit's `allowAnimatedContent`, and `cache: false`). Default false.
    @_spi(KioskRuntime) public var rendersLiveContent = false

    public required init() {}

    open override func copyValues(from other: CAAnimation) {
        super.copyValues(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
        rendersLiveContent = other.rendersLiveContent
    }

    override func makeKind(defaults: AnimationDefaults) -> Result<AnimationRecord.Kind, AnimationError> {
        let known: [CATransitionType] = [.fade, .moveIn, .push, .reveal, .flip, .pageCurl, .pageUnCurl]
        guard known.contains(type) else {
            return .failure(AnimationError(message: "CATransition: type '\(type.rawValue)' is not one of "
                                                     + "fade, moveIn, push, reveal, oglFlip, pageCurl, pageUnCurl"))
        }
        let start = Double(min(max(startProgress, 0), 1)), end = Double(min(max(endProgress, 0), 1))
        return .success(.transition(TransitionRecord(type: type, subtype: subtype, startProgress: start,
                                                     endProgress: max(start, end), rendersLiveContent: rendersLiveContent)))
    }
}
