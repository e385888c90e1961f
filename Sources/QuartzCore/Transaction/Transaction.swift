import CoreGraphics
import Dispatch

/// The transaction machinery behind `CATransaction`, on the main actor: the stack of
/// open transactions, the layers changed since the last commit, and sending those
/// changes to every render host when the outermost transaction commits. As in Core
/// Animation, that commit lays out each host's tree first (inside the transaction, so
/// what layout changes goes with it): no host ever receives a tree from before layout.
@MainActor enum Transaction {
    struct Settings {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction??
        var disableActions: Bool?
        var values: [String: Any]?
    }

    struct Frame {
        var settings = Settings()
        var completion: (@MainActor () -> Void)?
        /// Animations added while this transaction (or one nested in it) was open.
        var animationIDs: [UInt64] = []
        var isImplicit: Bool
    }

    private static var stack: [Frame] = []
    private static var changed: [CALayer] = []
    /// Layers shown at some time and freed since the last commit (`LayerTreeCommit.freed`).
    /// Read at every flush: not checked for overlapping access (main actor only, never
    /// held across a call that could reach it).
    @exclusivity(unchecked) private static var freed: [LayerID] = []
    private static var endOfTurnScheduled = false

    // MARK: Settings

    static func setting<Value>(_ keyPath: KeyPath<Settings, Value?>) -> Value? {
        for frame in stack.reversed() { if let value = frame.settings[keyPath: keyPath] { return value } }
        return nil
    }

    static func set<Value>(_ keyPath: WritableKeyPath<Settings, Value?>, _ value: Value) {
        openImplicitIfNeeded()
        stack[stack.count - 1].settings[keyPath: keyPath] = value
    }

    static func setValue(_ value: Any?, forKey key: String) {
        openImplicitIfNeeded()
        var values = stack[stack.count - 1].settings.values ?? [:]
        values[key] = value
        stack[stack.count - 1].settings.values = values
    }

    static var currentCompletion: (@MainActor () -> Void)? {
        get { stack.last?.completion }
        set {
            openImplicitIfNeeded()
            stack[stack.count - 1].completion = newValue
        }
    }

    /// What animations added now take from the open transactions.
    static var animationDefaults: AnimationDefaults {
        AnimationDefaults(duration: setting(\.duration) ?? 0.25, timingFunction: setting(\.timingFunction) ?? nil)
    }

    // MARK: Opening and committing

    static func begin() {
        MainActorCheck.check("CATransaction.begin()")
        stack.append(Frame(isImplicit: false))
    }

    static func commit() {
        guard let top = stack.last, !top.isImplicit else {
            warn("CATransaction.commit() without a matching begin(); ignored")
            return
        }
        if stack.count == 1 { LayerTreeHosts.layOutHostedTrees() }
        close()
        if stack.isEmpty { send() }
    }

    /// Whether nothing waits: no transaction is open, no layer changed since the last
    /// commit, and no animation delegate call or completion block is pending.
    /// (Freed layers waiting to be named do not count: they change no picture, and the
    /// flush that ends every main-loop turn sends them.)
    static var isIdle: Bool { stack.isEmpty && changed.isEmpty && !AnimationEvents.hasPendingCalls }

    static func flush() {
        if stack.count == 1, stack[0].isImplicit {
            LayerTreeHosts.layOutHostedTrees()
            close()
        }
        if stack.isEmpty { send() }
        AnimationEvents.deliverPending()
    }

    /// Pops the innermost transaction: its animations join the enclosing one (whose
    /// completion waits for them too), and its completion block starts waiting.
    private static func close() {
        let frame = stack.removeLast()
        if !stack.isEmpty { stack[stack.count - 1].animationIDs += frame.animationIDs }
        if let completion = frame.completion {
            AnimationEvents.addCompletion(completion, waitingFor: frame.animationIDs)
        }
    }

    private static func openImplicitIfNeeded() {
        MainActorCheck.check("A layer change or CATransaction setting")
        guard stack.isEmpty else { return }
        stack.append(Frame(isImplicit: true))
        scheduleEndOfTurn()
    }

    /// Commits the implicit transaction once the current main-loop turn is over.
    private static func scheduleEndOfTurn() {
        guard !endOfTurnScheduled else { return }
        endOfTurnScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                endOfTurnScheduled = false
                flush()
            }
        }
    }

    // MARK: Changes

    /// Records that a layer asked for layout: the implicit transaction opens, so that
    /// its commit (which lays out) comes at the end of the turn even if nothing else changes.
    static func layoutRequested() {
        openImplicitIfNeeded()
    }

    /// Records that `layer` changed (a property, its sublayers or its animations).
    static func layerDidChange(_ layer: CALayer) {
        openImplicitIfNeeded()
        layer.version &+= 1
        LayerTreeHosts.markChanged(layer)
        if !layer.isQueuedForCommit {
            layer.isQueuedForCommit = true
            changed.append(layer)
        }
    }

    /// Records that a layer that was shown has been freed: the next commit tells the
    /// render hosts, which let go of the bitmaps they kept for it. Opens no
    /// transaction: a layer freed inside another's changes must not change how they
    /// group, and the turn's own commit carries it.
    static func layerFreed(_ id: LayerID) {
        freed.append(id)
    }

    /// Records that an animation was added in the current transaction.
    static func animationAdded(_ id: UInt64) {
        openImplicitIfNeeded()
        stack[stack.count - 1].animationIDs.append(id)
    }

    /// Sends what changed to every render host: the moment animations without a
    /// begin time begin.
    private static func send() {
        guard !changed.isEmpty || !freed.isEmpty else { return }
        let now = CACurrentMediaTime()
        let sent = changed
        for layer in sent {
            layer.isQueuedForCommit = false
            layer.resolveBeginTimes(committedAt: now)
        }
        changed.removeAll()
        let gone = freed
        freed.removeAll()
        LayerTreeHosts.commitAll(at: now, freed: gone)
        // Animations added to layers that left the screen (and did not come back now) stop.
        for layer in sent where layer.hasLeftScreen { layer.stopAnimationsLeavingTree() }
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("QuartzCore: \(message)\n".utf8))
    }
}
