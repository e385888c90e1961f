import CoreGraphics

/// Playing an animation: the values it gives a layer at a moment of the layer's time.
/// The presentation layer (main actor) and the render server both use this, so what
/// `presentation()` reports is what the next frame shows.
extension AnimationRecord {
    /// Whether the animation has begun at layer time `t`.
    func hasStarted(atLayerTime t: CFTimeInterval) -> Bool { t >= timing.beginTime }

    /// Whether the animation has played to its end at layer time `t`.
    func hasFinished(atLayerTime t: CFTimeInterval) -> Bool {
        timing.sample(atParentTime: t, simpleDuration: timing.duration).phase == .after
    }

    /// Eased progress through one pass (nil when the animation has no effect at `t`),
    /// and the number of whole cycles already played.
    func easedFraction(atParentTime t: CFTimeInterval) -> (fraction: Double, iteration: Int)? {
        let sample = timing.sample(atParentTime: t, simpleDuration: timing.duration)
        guard let f = sample.fraction else { return nil }
        if let spring { return (spring.progress(at: f * timing.duration), sample.iteration) }
        return (timingFunction?.progress(at: f) ?? f, sample.iteration)
    }

    /// Applies the animation to `properties` at layer time `t` (on top of whatever
    /// earlier animations already applied).
    func apply(to properties: inout LayerProperties, atLayerTime t: CFTimeInterval) {
        guard let (fraction, iteration) = easedFraction(atParentTime: t) else { return }
        switch kind {
        case .property(let animation):
            animation.apply(to: &properties, fraction: fraction, iteration: iteration)
        case .group(let children):
            // A group's children live on the group's timeline: their parent time is
            // the group's eased local time in seconds.
            let local = fraction * timing.duration
            for child in children { child.apply(to: &properties, atLayerTime: local) }
        case .transition:
            break // drawn from snapshots by the render server, not a property change
        }
    }

    /// How far a transition has got at layer time `t`: eased, then mapped into
    /// startProgress…endProgress. nil for other animations or when it has no effect.
    func transitionProgress(atLayerTime t: CFTimeInterval) -> Double? {
        guard case .transition(let transition) = kind, let (fraction, _) = easedFraction(atParentTime: t) else { return nil }
        return transition.startProgress + (transition.endProgress - transition.startProgress) * fraction
    }

    /// The transition, when this animation is one.
    var transition: TransitionRecord? {
        if case .transition(let t) = kind { return t }
        return nil
    }
}

extension PropertyAnimationRecord {
    func apply(to properties: inout LayerProperties, fraction: Double, iteration: Int) {
        guard let base = properties.value(forKeyPath: keyPath) else { return }
        var value: AnimatableValue
        var cycleDelta: AnimatableValue?
        switch values {
        case let .basic(from, to, by):
            let (start, end) = Self.endpoints(from: from, to: to, by: by, base: base)
            value = start.interpolated(to: end, fraction: fraction)
            if isCumulative { cycleDelta = end.subtracting(start) }
        case let .keyframes(values, keyTimes, timingFunctions, mode):
            guard let v = KeyframeMath.sample(values: values, keyTimes: keyTimes, timingFunctions: timingFunctions,
                                              mode: mode, fraction: fraction) else { return }
            value = v
            if isCumulative, let first = values.first, let last = values.last { cycleDelta = last.subtracting(first) }
        }
        if let cycleDelta, iteration > 0 { value = value.adding(cycleDelta.multiplied(by: Double(iteration))) }
        if isAdditive { value = base.adding(value) }
        _ = properties.setValue(value, forKeyPath: keyPath)
    }

    /// Core Animation's rules for which of fromValue, toValue and byValue are set;
    /// `base` is the value underneath the animation (the model with earlier animations).
    static func endpoints(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?,
                          base: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        switch (from, to, by) {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (to.subtracting(by), to)
        case let (from?, nil, nil): (from, base)
        case let (nil, to?, nil): (base, to)
        case let (nil, nil, by?): (base, base.adding(by))
        case (nil, nil, nil): (base, base)
        }
    }
}
