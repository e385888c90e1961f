import CoreGraphics
import Foundation
@_spi(KioskRuntime) import QuartzCore

/// One open animation block — `UIView.animate(…)`'s closure or a
/// `beginAnimations`/`commitAnimations` pair — with its settings and the property
/// changes made inside it. The changes become animations when the block closes, with
/// the settings it has then (the begin/commit setters may come after the changes).
@MainActor final class ViewAnimationBlock {
    var animationID: String?
    var context: UnsafeMutableRawPointer?
    var duration: TimeInterval
    /// Seconds from the block's close to its start; a nested block adds its parent's.
    var delay: TimeInterval
    var curve: UIView.AnimationCurve
    /// 0 plays once; `.infinity` repeats for ever (the `.repeat` option).
    var repeatCount: Float
    var autoreverses: Bool
    var beginsFromCurrentState: Bool
    var allowsUserInteraction: Bool
    var laysOutSubviews: Bool
    /// UIKit's spring form: the block's changes move on a spring with this damping
    /// ratio and initial velocity that settles in `duration`, instead of on `curve`.
    var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
    var willStart: ((String?, UnsafeMutableRawPointer?) -> Void)?
    var didStop: ((String?, Bool, UnsafeMutableRawPointer?) -> Void)?
    var completion: ((Bool) -> Void)?
    /// Set for a property animator's recording: the block's changes go to it, and the
    /// block adds no animations itself.
    var collector: (([PropertyChange]) -> Void)?
    /// A keyframe block's calculation mode; nil for every other block.
    var calculationMode: CAAnimationCalculationMode?
    /// The keyframe being recorded, as fractions of the block's duration (the whole
    /// block outside `addKeyframe`).
    private var keyframeSpan = (start: 0.0, duration: 1.0)
    /// Where the keyframe being recorded begins in `keyframes`.
    private var keyframeMark = 0
    /// A keyframe block's changes, in the order made, each with its keyframe.
    private(set) var keyframes: [KeyframeStep] = []
    /// `setAnimationTransition(_:for:cache:)`'s requests.
    var transitions: [(view: UIView, transition: UIView.AnimationTransition, cache: Bool)] = []
    private(set) var changes: [PropertyChange] = []

    /// A property of a view's layer that changed in the block, with its values before.
    struct PropertyChange {
        let view: UIView
        let key: String
        /// The model value before the change.
        let modelValue: Any?
        /// What was on screen then (the presentation value).
        let presentedValue: Any?
    }

    /// A top-level block with UIKit's defaults: 0.2 s (the begin/commit default), ease in-out, once.
    init(duration: TimeInterval = 0.2) {
        self.duration = duration
        delay = 0
        curve = .easeInOut
        repeatCount = 0
        autoreverses = false
        beginsFromCurrentState = false
        allowsUserInteraction = false
        laysOutSubviews = false
    }

    /// A block opened inside `parent`: it starts when the parent does and, unless the
    /// options override them, takes the parent's duration, curve and options.
    init(nestedIn parent: ViewAnimationBlock, duration: TimeInterval, delay: TimeInterval,
         options: UIView.AnimationOptions) {
        self.duration = options.contains(.overrideInheritedDuration) ? duration : parent.duration
        self.delay = parent.delay + delay
        curve = options.contains(.overrideInheritedCurve) ? options.curve : parent.curve
        spring = options.contains(.overrideInheritedCurve) ? nil : parent.spring
        let inherits = !options.contains(.overrideInheritedOptions)
        repeatCount = options.contains(.repeat) ? .infinity : (inherits ? parent.repeatCount : 0)
        autoreverses = options.contains(.autoreverse) || (inherits && parent.autoreverses)
        beginsFromCurrentState = options.contains(.beginFromCurrentState) || (inherits && parent.beginsFromCurrentState)
        allowsUserInteraction = options.contains(.allowUserInteraction) || (inherits && parent.allowsUserInteraction)
        laysOutSubviews = options.contains(.layoutSubviews) || (inherits && parent.laysOutSubviews)
    }

    /// A top-level `animate(withDuration:delay:options:…)` block.
    convenience init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions) {
        self.init(duration: duration)
        self.delay = max(delay, 0)
        curve = options.curve
        repeatCount = options.contains(.repeat) ? .infinity : 0
        autoreverses = options.contains(.autoreverse)
        beginsFromCurrentState = options.contains(.beginFromCurrentState)
        allowsUserInteraction = options.contains(.allowUserInteraction)
        laysOutSubviews = options.contains(.layoutSubviews)
    }

    /// A nested begin/commit block: the parent's settings, to be changed by the setters.
    init(copying parent: ViewAnimationBlock) {
        duration = parent.duration
        delay = parent.delay
        curve = parent.curve
        spring = parent.spring
        repeatCount = parent.repeatCount
        autoreverses = parent.autoreverses
        beginsFromCurrentState = parent.beginsFromCurrentState
        allowsUserInteraction = parent.allowsUserInteraction
        laysOutSubviews = parent.laysOutSubviews
    }

    /// One property changed in one keyframe, with the value it was given there.
    struct KeyframeStep {
        let view: UIView
        let key: String
        let start: Double
        let duration: Double
        var value: Any?
    }

    /// Notes a change of `key` on `view`'s layer; a key changed twice animates from its first value.
    func record(_ change: PropertyChange) {
        if calculationMode != nil,
           !keyframes[keyframeMark...].contains(where: { $0.view === change.view && $0.key == change.key }) {
            keyframes.append(KeyframeStep(view: change.view, key: change.key, start: keyframeSpan.start,
                                          duration: keyframeSpan.duration, value: nil))
        }
        guard !changes.contains(where: { $0.view === change.view && $0.key == change.key }) else { return }
        changes.append(change)
    }

    /// Runs `body` as one keyframe from `start` lasting `duration` (fractions of the
    /// block), then notes the values it gave.
    func recordKeyframe(start: Double, duration: Double, _ body: () -> Void) {
        let outer = (keyframeSpan, keyframeMark)
        keyframeSpan = (start, duration)
        keyframeMark = keyframes.count
        body()
        noteKeyframeValues()
        (keyframeSpan, keyframeMark) = outer
    }

    /// Takes the model value of every keyframe step that has none yet.
    func noteKeyframeValues() {
        for i in keyframes.indices where keyframes[i].value == nil {
            keyframes[i].value = keyframes[i].view.layer.value(forKeyPath: keyframes[i].key)
        }
    }

    var timingFunction: CAMediaTimingFunction { CAMediaTimingFunction(name: curve.timingFunctionName) }

    /// The animation of one changed property: a spring in a spring block, else a basic animation.
    func makeAnimation(keyPath: String) -> CABasicAnimation {
        guard let spring else { return CABasicAnimation(keyPath: keyPath) }
        let animation = CASpringAnimation(keyPath: keyPath)
        animation.apply(DampedSpring(dampingRatio: Double(spring.dampingRatio), duration: duration,
                                     initialVelocity: Double(spring.velocity)))
        return animation
    }
}
