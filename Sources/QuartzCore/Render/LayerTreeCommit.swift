import CoreGraphics

/// What one commit sends a render host: the layers that changed since it last heard
/// (every layer the first time), each with its sublayer order and all its animations.
struct LayerTreeCommit: Sendable {
    /// Media time of the commit.
    var time: CFTimeInterval
    var rootID: LayerID
    var layers: [CommittedLayer]
    /// Layers shown at some time and freed since the last commit: nothing will draw
    /// them again, so the host lets go of what it kept for them.
    var freed: [LayerID] = []
}

/// One layer's committed state.
struct CommittedLayer: Sendable {
    var id: LayerID
    var properties: LayerProperties
    var sublayers: [LayerID]
    var animations: [AnimationRecord]
    /// Set by the render engine when it takes the layer in (a new number each time;
    /// 0 until then): which commit of the layer a presented copy was made from.
    var generation: UInt64 = 0
}

/// A layer's version last sent to a host, and the commit walk that last reached it.
struct SentVersion: Equatable {
    var version: Int
    var walk: UInt64
}

/// Something that shows a layer tree: the render server, or an offscreen renderer.
/// It receives the tree's changes each time the outermost transaction commits.
@MainActor protocol LayerTreeHost: AnyObject {
    var hostedLayer: CALayer? { get set }
    /// The version of each layer last sent, so that only changes are sent again.
    var sentVersions: [LayerID: SentVersion] { get set }
    func receive(_ commit: LayerTreeCommit)
}

/// The hosts that want commits.
///
/// A layer that leaves every host's tree loses its animations that are removed on
/// completion (their delegates hear finished: false), as Core Animation's do when a
/// view leaves its window: nothing would ever play them to their end, and what they
/// hold (completion blocks, the views they animate) would stay alive with the layer.
/// So do the ones added to it later, until it is shown again (a completion block that
/// animates the view once more would otherwise keep it for ever).
@MainActor enum LayerTreeHosts {
    private struct WeakHost { weak var host: LayerTreeHost? }
    private static var hosts: [WeakHost] = []

    /// The hosts alive.
    static var count: Int { hosts.count { $0.host != nil } }

    /// Makes `host` show `layer` (nothing when nil); the whole tree goes out with
    /// the next commit, and the layers of the old tree that are not in the new one leave.
    static func host(_ layer: CALayer?, on host: LayerTreeHost) {
        host.hostedLayer = layer
        hosts.removeAll { $0.host == nil || $0.host === host }
        guard let layer else {
            let shown = host.sentVersions.keys
            host.sentVersions = [:]
            layersLeft(shown)
            return
        }
        // Every layer is sent again; the ones not reached by the next commit leave then.
        host.sentVersions = host.sentVersions.mapValues { _ in SentVersion(version: unsent, walk: 0) }
        hosts.append(WeakHost(host: host))
        Transaction.layerDidChange(layer)
    }

    /// Stops sending `host` commits, as if it had gone away: the layers it showed are
    /// not told (they leave no screen that anyone will look at again).
    static func remove(_ host: LayerTreeHost) {
        hosts.removeAll { $0.host == nil || $0.host === host }
    }

    /// Lays out each host's tree (`layoutIfNeeded()` from its root): the step of the
    /// outermost commit before anything is sent.
    static func layOutHostedTrees() {
        for entry in hosts { entry.host?.hostedLayer?.layoutIfNeeded() }
    }

    /// Sends each host the changes in its tree, and the layers `freed` since the last commit.
    static func commitAll(at time: CFTimeInterval, freed: [LayerID] = []) {
        var left: [LayerID] = []
        for entry in hosts {
            guard let host = entry.host else { continue }
            if let commit = makeCommit(for: host, at: time, freed: freed, left: &left) { host.receive(commit) }
        }
        layersLeft(left)
    }

    /// A version no layer has: marks a layer shown but due to be sent again.
    private static let unsent = -1
    /// The walks of hosts' trees made for commits so far (`SentVersion.walk`).
    private static var commitWalks: UInt64 = 0

    /// The layers `ids` that no host shows any more stop their animations.
    private static func layersLeft(_ ids: some Sequence<LayerID>) {
        for id in ids where !hosts.contains(where: { $0.host?.sentVersions[id] != nil }) {
            guard let layer = LayerRegistry.layer(id) else { continue }
            layer.hasLeftScreen = true
            layer.stopAnimationsLeavingTree()
        }
    }

    /// The layers of `host`'s tree whose version it has not seen, with the layers
    /// `freed`; nil when neither has any. The layers that left the tree are added to
    /// `left`. The versions sent are updated in place, one table look-up per layer,
    /// each marked with the walk that reached it; only a commit where layers left (fewer
    /// reached than were shown) looks through the table for the ones not marked.
    static func makeCommit(for host: LayerTreeHost, at time: CFTimeInterval, freed: [LayerID],
                           left: inout [LayerID]) -> LayerTreeCommit? {
        guard let root = host.hostedLayer else { return nil }
        // Taken out of the host while it changes, so the table is not copied.
        var sent = host.sentVersions
        host.sentVersions = [:]
        defer { host.sentVersions = sent }
        var changed: [CommittedLayer] = []
        var reached = 0
        commitWalks += 1
        let walk = commitWalks
        var stack = [root]
        while let layer = stack.popLast() {
            reached += 1
            if layer.hasLeftScreen { layer.hasLeftScreen = false }
            if !layer.hasBeenShown { layer.hasBeenShown = true }
            let children = layer.children
            if sent.updateValue(SentVersion(version: layer.version, walk: walk), forKey: layer.id)?.version != layer.version {
                changed.append(CommittedLayer(id: layer.id, properties: layer.properties, sublayers: children.map(\.id),
                                              animations: layer.committedAnimations))
            }
            stack.append(contentsOf: children)
        }
        if sent.count > reached {
            // The layers this walk did not reach left the tree.
            let gone = sent.compactMap { $0.value.walk == walk ? nil : $0.key }
            for id in gone { sent[id] = nil }
            left += gone
        }
        guard !changed.isEmpty || !freed.isEmpty else { return nil }
        return LayerTreeCommit(time: time, rootID: root.id, layers: changed, freed: freed)
    }
}
