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
    /// Layers that left the tree and that the host will be sent again if they come
    /// back (they had animations): it lets go of their committed values. The others
    /// that leave stay committed, unchanged, until they come back or are freed.
    var dropped: [LayerID] = []
    /// Whether the host forgot what it had sent (shown a root again, or none for a
    /// while): the layers this commit's tree does not reach go, whatever they were.
    var dropsUnreached = false
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
    /// Whether the values sent had animations (such a layer is dropped when it leaves).
    var animated = false
    /// Whether the layer left the tree (its values stay with the host, unchanged).
    var offTree = false
}

/// What a host was sent: each layer's version, kept while the layer lives (a layer
/// that leaves the tree and comes back unchanged is not sent again), and how many
/// of them are off the tree.
struct SentVersions {
    var table: [LayerID: SentVersion] = [:]
    var offTree = 0
    /// Set when the host is given a root (`LayerTreeHosts.host`): what it sent before
    /// is not to be trusted, freed layers may have gone unreported while it had none.
    var forgotten = false
    /// Layers the commit walks visited for this host (for tests).
    var layersWalked = 0
    var count: Int { table.count }

    /// Whether the layer `id` is in the tree last sent.
    func shows(_ id: LayerID) -> Bool { table[id].map { !$0.offTree } ?? false }
}

/// Something that shows a layer tree: the render server, or an offscreen renderer.
/// It receives the tree's changes each time the outermost transaction commits.
@MainActor protocol LayerTreeHost: AnyObject {
    var hostedLayer: CALayer? { get set }
    /// The version of each layer last sent, so that only changes are sent again.
    var sentVersions: SentVersions { get set }
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
            let shown = host.sentVersions.table.compactMap { $0.value.offTree ? nil : $0.key }
            host.sentVersions = SentVersions(forgotten: true)
            layersLeft(shown)
            return
        }
        // Every layer is sent again (the host lets go of the layers its new root does not
        // reach); the ones not reached by the next commit leave then.
        host.sentVersions.table = host.sentVersions.table.mapValues {
            SentVersion(version: unsent, walk: 0, offTree: $0.offTree)
        }
        host.sentVersions.forgotten = true
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
        // Changes made from now on (by what hears of layers leaving) go with the next commit.
        let changes = Changes(since: commitNumber)
        commitNumber += 1
        var left: [LayerID] = []
        for entry in hosts {
            guard let host = entry.host else { continue }
            if let commit = makeCommit(for: host, at: time, freed: freed, changes: changes, left: &left) {
                host.receive(commit)
            }
        }
        layersLeft(left)
    }

    /// The commit being made, counted from 1: a layer that changes marks itself and its
    /// superlayers with it (`markChanged`), so the commit's walk of a host's tree goes
    /// down only the paths that lead to a change, or to layers the host does not show
    /// (a page added back), instead of visiting every layer for every commit.
    private(set) static var commitNumber: UInt64 = 1
    /// What one commit's walks look for.
    struct Changes {
        /// Layers marked with this commit number or a later one changed, or lead to one
        /// that did; a host whose layer is so marked for a layer that left below it
        /// (`CALayer.layerLeftTreeForCommit`) walks its tree whole.
        var since: UInt64
    }

    /// Records that `layer` changed: it and its superlayers lead the next commit's walk
    /// to it (up to the first already marked: its superlayers are too).
    static func markChanged(_ layer: CALayer) {
        var current: CALayer? = layer
        while let marked = current, marked.changedForCommit != commitNumber {
            marked.changedForCommit = commitNumber
            current = marked.superlayer
        }
    }

    /// Records that a layer was taken out of `superlayer`: the next commit walks whole
    /// the tree of each host whose layer is `superlayer` or above it, to find the layers
    /// no longer in it, and no other host's tree beyond what changed there (a page
    /// swapped in one window walked every window's layers). Marks the path up, as
    /// `markChanged` does.
    static func layersLeft(treeOf superlayer: CALayer) {
        var current: CALayer? = superlayer
        while let marked = current, marked.layerLeftTreeForCommit != commitNumber {
            marked.layerLeftTreeForCommit = commitNumber
            current = marked.superlayer
        }
    }

    /// A version no layer has: marks a layer shown but due to be sent again.
    private static let unsent = -1
    /// The walks of hosts' trees made for commits so far (`SentVersion.walk`).
    private static var commitWalks: UInt64 = 0

    /// The layers `ids` that no host shows any more stop their animations.
    private static func layersLeft(_ ids: some Collection<LayerID>) {
        guard !ids.isEmpty else { return }
        // Each host's table read once (each read through the protocol, and each closure
        // made on the main actor, checks the executor).
        var tables: [SentVersions] = []
        for entry in hosts { if let host = entry.host { tables.append(host.sentVersions) } }
        for id in ids {
            var shown = false
            for table in tables where table.shows(id) {
                shown = true
                break
            }
            guard !shown else { continue }
            guard let layer = LayerRegistry.layer(id) else { continue }
            layer.hasLeftScreen = true
            layer.stopAnimationsLeavingTree()
        }
    }

    /// The layers of `host`'s tree whose version it has not seen, with the layers
    /// `freed` and the ones it is to let go of; nil when there are none. The layers
    /// that left the tree are added to `left`. The versions sent are updated in place,
    /// one table look-up per layer, each marked with the walk that reached it; only a
    /// commit where layers left (fewer reached than were in the tree) looks through the
    /// table for the ones not marked. A layer that left without animations stays in the
    /// table, off the tree: when it comes back unchanged it is not sent again.
    ///
    /// Unless `changes` asks for the whole tree (a layer left some tree) or the host
    /// forgot what it was sent, the walk goes only down the layers marked as changed
    /// for this commit and into layers the host does not show: every other layer is in
    /// the tree last sent, unchanged.
    static func makeCommit(for host: LayerTreeHost, at time: CFTimeInterval, freed: [LayerID], changes: Changes,
                           left: inout [LayerID]) -> LayerTreeCommit? {
        guard let root = host.hostedLayer else { return nil }
        // Taken out of the host while it changes, so the table is not copied.
        var sent = host.sentVersions
        host.sentVersions = SentVersions()
        defer { host.sentVersions = sent }
        for id in freed where sent.table.removeValue(forKey: id)?.offTree == true { sent.offTree -= 1 }
        let dropsUnreached = sent.forgotten
        sent.forgotten = false
        var changed: [CommittedLayer] = []
        var reached = 0
        commitWalks += 1
        let walk = commitWalks
        let wholeTree = root.layerLeftTreeForCommit >= changes.since || dropsUnreached
        var stack = wholeTree || root.changedForCommit >= changes.since || !sent.shows(root.id) ? [root] : []
        while let layer = stack.popLast() {
            reached += 1
            if layer.hasLeftScreen { layer.hasLeftScreen = false }
            if !layer.hasBeenShown { layer.hasBeenShown = true }
            let children = layer.children
            // Whole values stored (`updateValue`), not fields written through the table's
            // subscript: its accessor allocates a frame for each such write.
            let previous = sent.table.updateValue(SentVersion(version: layer.version, walk: walk), forKey: layer.id)
            if previous?.offTree == true { sent.offTree -= 1 }
            var animated = previous?.animated == true
            if previous?.version != layer.version {
                let animations = layer.committedAnimations
                animated = !animations.isEmpty
                changed.append(CommittedLayer(id: layer.id, properties: layer.properties, sublayers: children.map(\.id),
                                              animations: animations))
            }
            if animated {
                sent.table.updateValue(SentVersion(version: layer.version, walk: walk, animated: true), forKey: layer.id)
            }
            if wholeTree {
                stack.append(contentsOf: children)
            } else {
                for child in children where child.changedForCommit >= changes.since || !sent.shows(child.id) {
                    stack.append(child)
                }
            }
        }
        sent.layersWalked += reached
        var dropped: [LayerID] = []
        if wholeTree, sent.count - sent.offTree > reached {
            // The layers of the tree this walk did not reach left it. (A loop, not a
            // closure: a closure made on the main actor checks its executor per call.)
            var gone: [LayerID] = []
            for (id, entry) in sent.table where entry.walk != walk && !entry.offTree { gone.append(id) }
            for id in gone {
                guard var entry = sent.table[id] else { continue }
                if entry.animated || entry.version == unsent {
                    sent.table.removeValue(forKey: id)
                    dropped.append(id)
                } else {
                    entry.offTree = true
                    sent.table.updateValue(entry, forKey: id)
                    sent.offTree += 1
                }
            }
            left += gone
        }
        guard !changed.isEmpty || !freed.isEmpty || !dropped.isEmpty || dropsUnreached else { return nil }
        return LayerTreeCommit(time: time, rootID: root.id, layers: changed, freed: freed, dropped: dropped,
                               dropsUnreached: dropsUnreached)
    }
}
