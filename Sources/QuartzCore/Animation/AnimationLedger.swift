/// What the render engine knows of each layer's animations: the ones a commit brought
/// (so a transition snapshots once, however often its layer is committed again), and
/// which it has reported started and finished (so each event goes out once).
///
/// A commit sends all of a layer's animations, so one missing from a layer's newer
/// commit was removed on the main actor for good (IDs are never reused): it is
/// forgotten then, and all of a layer's are forgotten when it leaves the tree. The
/// ledger therefore holds only animations still attached to a layer on screen.
struct AnimationLedger {
    private var attached: [LayerID: Set<UInt64>] = [:]
    private var started: Set<UInt64> = []
    private var finished: Set<UInt64> = []

    /// Whether `id` came in an earlier commit of `layer`.
    func knows(_ id: UInt64, on layer: LayerID) -> Bool { attached[layer]?.contains(id) ?? false }

    /// `layer` was committed with `animations`: the ones it no longer has are forgotten.
    mutating func commit(_ layer: LayerID, animations: [AnimationRecord]) {
        let ids = Set(animations.map(\.id))
        if let old = attached[layer] { forget(old.subtracting(ids)) }
        attached[layer] = ids.isEmpty ? nil : ids
    }

    /// `layer` left the tree: its animations are forgotten.
    mutating func remove(_ layer: LayerID) {
        if let ids = attached.removeValue(forKey: layer) { forget(ids) }
    }

    /// Notes that `id` started; true the first time.
    mutating func start(_ id: UInt64) -> Bool { started.insert(id).inserted }

    /// Notes that `id` finished; true the first time.
    mutating func finish(_ id: UInt64) -> Bool { finished.insert(id).inserted }

    func hasFinished(_ id: UInt64) -> Bool { finished.contains(id) }

    /// The layers with animations; the animations attached, started and finished.
    var counts: (layers: Int, attached: Int, started: Int, finished: Int) {
        (attached.count, attached.values.reduce(0) { $0 + $1.count }, started.count, finished.count)
    }

    private mutating func forget(_ ids: Set<UInt64>) {
        guard !ids.isEmpty else { return }
        started.subtract(ids)
        finished.subtract(ids)
    }
}
