import CoreGraphics

/// An animation attached to a layer: the copy that was added, under its key, and
/// the record the render server plays.
struct AnimationEntry {
    /// nil for an animation added without a key.
    var key: String?
    let animation: CAAnimation
    var record: AnimationRecord
    /// True until the transaction commits and fixes the begin time.
    var needsBeginTime: Bool
    var didStart = false
}

@MainActor enum AnimationIDs {
    private static var counter: UInt64 = 0
    static func next() -> UInt64 { counter += 1; return counter }
}

extension CALayer {
    /// Adds a copy of `anim`, replacing (and stopping, unfinished) any animation
    /// under the same `key`. A transition added without a key is stored under
    /// `kCATransition`. An animation whose values cannot be animated is reported on
    /// standard error and not added.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        precondition(!isPresentation, "CALayer.add(_:forKey:): presentation layers cannot be animated")
        let copy = anim.copy() as! CAAnimation
        let key = key ?? (anim is CATransition ? kCATransition : nil)
        let id = AnimationIDs.next()
        let record: AnimationRecord
        switch copy.makeRecord(id: id, defaults: Transaction.animationDefaults) {
        case .success(let r): record = r
        case .failure(let error):
            Transaction.warn("\(self).add(_:forKey: \(key.map { "\"\($0)\"" } ?? "nil")): \(error.message); the animation is ignored")
            return
        }
        if let key { removeAnimation(forKey: key) }
        animationEntries.append(AnimationEntry(key: key, animation: copy, record: record, needsBeginTime: copy.beginTime == 0))
        Transaction.animationAdded(id)
        Transaction.layerDidChange(self)
    }

    /// Removes the animation under `key`; its delegate hears `finished: false`.
    public func removeAnimation(forKey key: String) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: i)
        AnimationEvents.animationRemoved(entry)
        Transaction.layerDidChange(self)
    }

    public func removeAllAnimations() {
        guard !animationEntries.isEmpty else { return }
        let entries = animationEntries
        animationEntries.removeAll()
        for entry in entries { AnimationEvents.animationRemoved(entry) }
        Transaction.layerDidChange(self)
    }

    /// Kiosk's own: the animations attached now (the copies, keyed or not), so that a
    /// caller can later tell which ones were added after this moment.
    @_spi(KioskRuntime) public var attachedAnimations: [CAAnimation] { animationEntries.map(\.animation) }

    /// Kiosk's own: removes the attached animations `shouldRemove` picks, keyed or not;
    /// their delegates hear `finished: false`.
    @_spi(KioskRuntime) public func removeAnimations(where shouldRemove: (CAAnimation) -> Bool) {
        let removed = animationEntries.filter { shouldRemove($0.animation) }
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { shouldRemove($0.animation) }
        for entry in removed { AnimationEvents.animationRemoved(entry) }
        Transaction.layerDidChange(self)
    }

    /// The layer left every tree a renderer shows: the animations that would be removed
    /// on completion go now (their delegates hear finished: false); the ones kept on
    /// completion stay for when it is shown again.
    func stopAnimationsLeavingTree() {
        guard !animationEntries.isEmpty, animationEntries.contains(where: \.record.isRemovedOnCompletion) else { return }
        let removed = animationEntries.filter(\.record.isRemovedOnCompletion)
        animationEntries.removeAll(where: \.record.isRemovedOnCompletion)
        for entry in removed { AnimationEvents.animationRemoved(entry) }
    }

    /// The keys of the animations added with one, in the order they were added; nil when none.
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The animation added under `key` (the copy, not the object passed to `add`).
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// Fixes the begin time of animations added without one to the commit's time.
    func resolveBeginTimes(committedAt mediaTime: CFTimeInterval) {
        guard animationEntries.contains(where: \.needsBeginTime) else { return }
        let t = convertTime(mediaTime, from: nil)
        for i in animationEntries.indices where animationEntries[i].needsBeginTime {
            animationEntries[i].needsBeginTime = false
            animationEntries[i].record.timing.beginTime = t
            animationEntries[i].animation.beginTime = t
        }
    }

    /// The records as they are committed.
    var committedAnimations: [AnimationRecord] { animationEntries.map(\.record) }

    // MARK: Time

    /// `t` in `layer`'s time (nil: media time) converted to this layer's time.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: layer?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// `t` in this layer's time converted to `layer`'s time (nil: media time).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return layer?.localTime(fromMediaTime: media) ?? media
    }

    /// Media time → this layer's time, through every superlayer's timeline.
    func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromMediaTime: t) ?? t
        return properties.timing.localTime(fromParent: parent)
    }

    func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = properties.timing.parentTime(fromLocal: t)
        return superlayer?.mediaTime(fromLocalTime: parent) ?? parent
    }

    // MARK: Presentation

    /// The model's values with every animation applied at media time `mediaTime`.
    func presentedProperties(at mediaTime: CFTimeInterval) -> LayerProperties {
        var values = properties
        guard !animationEntries.isEmpty else { return values }
        let t = localTime(fromMediaTime: mediaTime)
        for entry in animationEntries {
            var record = entry.record
            if entry.needsBeginTime { record.timing.beginTime = t }
            if record.isRemovedOnCompletion && record.hasFinished(atLayerTime: t) { continue }
            record.apply(to: &values, atLayerTime: t)
        }
        return values
    }

    /// The presented value of `keyPath` now, as an app would pass it.
    func presentationValue(forKeyPath keyPath: String) -> Any? {
        presentedProperties(at: CACurrentMediaTime()).value(forKeyPath: keyPath)?.anyValue
    }
}
