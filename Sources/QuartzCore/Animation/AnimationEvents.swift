import CoreGraphics
import Dispatch

/// What the render server tells the main actor about an animation.
enum AnimationEvent: Sendable, Equatable {
    case didStart(layer: LayerID, animation: UInt64)
    case didStop(layer: LayerID, animation: UInt64, finished: Bool)
}

/// Delivers animation delegate calls and transaction completion blocks on the main
/// actor, in the order the events happened.
@MainActor enum AnimationEvents {
    private struct Completion {
        var block: @MainActor () -> Void
        var waitingFor: Set<UInt64>
    }

    private static var completions: [Completion] = []
    /// Calls waiting for the next delivery (animations removed early, completions with
    /// nothing to wait for).
    private static var pending: [@MainActor () -> Void] = []
    /// Main-queue blocks queued to deliver `pending` that have not run yet: at most one,
    /// however many turns a host that never runs the main queue (a headless run) makes.
    private static var queuedDrains = 0

    /// Completion blocks waiting for animations, calls waiting for the next delivery,
    /// and main-queue blocks queued to deliver them.
    static var counts: (waiting: Int, pending: Int, queued: Int) { (completions.count, pending.count, queuedDrains) }

    /// Whether calls wait for the next delivery.
    static var hasPendingCalls: Bool { !pending.isEmpty }

    /// Events from a render host: start and stop calls, removal of finished
    /// animations from their model layers, completion blocks that are now due.
    static func receive(_ events: [AnimationEvent]) {
        for event in events {
            switch event {
            case let .didStart(layerID, id):
                guard let layer = LayerRegistry.layer(layerID),
                      let i = layer.animationEntries.firstIndex(where: { $0.record.id == id }),
                      !layer.animationEntries[i].didStart else { continue }
                layer.animationEntries[i].didStart = true
                let animation = layer.animationEntries[i].animation
                animation.delegate?.animationDidStart(animation)
            case let .didStop(layerID, id, finished):
                guard let layer = LayerRegistry.layer(layerID),
                      let i = layer.animationEntries.firstIndex(where: { $0.record.id == id }) else { continue }
                let entry = layer.animationEntries[i]
                if entry.record.isRemovedOnCompletion {
                    layer.animationEntries.remove(at: i)
                    Transaction.layerDidChange(layer)
                }
                entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
                animationStopped(id)
            }
        }
        deliverPending()
    }

    /// An app removed an animation before it finished: its delegate hears
    /// `finished: false` at the next delivery.
    static func animationRemoved(_ entry: AnimationEntry) {
        let animation = entry.animation, id = entry.record.id
        enqueue {
            animation.delegate?.animationDidStop(animation, finished: false)
            animationStopped(id)
        }
    }

    /// `block` runs once every animation in `ids` has stopped.
    static func addCompletion(_ block: @escaping @MainActor () -> Void, waitingFor ids: [UInt64]) {
        if ids.isEmpty {
            enqueue(block)
        } else {
            completions.append(Completion(block: block, waitingFor: Set(ids)))
        }
    }

    private static func animationStopped(_ id: UInt64) {
        var due: [@MainActor () -> Void] = []
        for i in completions.indices { completions[i].waitingFor.remove(id) }
        completions.removeAll { completion in
            if completion.waitingFor.isEmpty { due.append(completion.block); return true }
            return false
        }
        for block in due { block() }
    }

    private static func enqueue(_ call: @escaping @MainActor () -> Void) {
        pending.append(call)
        guard queuedDrains == 0 else { return }
        queuedDrains += 1
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                queuedDrains -= 1
                deliverPending()
            }
        }
    }

    /// Runs the calls that are waiting.
    static func deliverPending() {
        while !pending.isEmpty {
            let calls = pending
            pending.removeAll()
            for call in calls { call() }
        }
    }
}
